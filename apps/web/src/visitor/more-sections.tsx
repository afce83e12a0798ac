import { LATER_SECTIONS_ID } from "@memorial/ui/view-enhance";
import {
  FULL_PAGE_PARAMETER,
  MORE_SECTIONS_ATTRIBUTE,
  MORE_SECTIONS_STATUS_ATTRIBUTE,
} from "../core/visitor-markers";
import { visitorTexts } from "../texts/visitor";
import { Box, Button, Text } from "../ui/layout";

/**
 * What stands in for the rest of a long page in its first view: a plain link to the page with
 * every section (it works without any script), which the page's script replaces with those
 * sections when the reader comes near or taps it (./islands/more-sections.ts).
 */
export function MoreSections() {
  return (
    <Box {...{ [MORE_SECTIONS_ATTRIBUTE]: "" }} textAlign="center">
      <Button asChild variant="outline" size="md" minHeight="11" height="auto" py="2">
        <a href={`?${FULL_PAGE_PARAMETER}#${LATER_SECTIONS_ID}`}>
          {visitorTexts.moreSections.link}
        </a>
      </Button>
      <Text
        {...{ [MORE_SECTIONS_STATUS_ATTRIBUTE]: "" }}
        role="status"
        color="fg.muted"
        textStyle="sm"
        mt="3"
        _empty={{ display: "none" }}
      />
    </Box>
  );
}
