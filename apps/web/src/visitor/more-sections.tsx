import { LATER_SECTIONS_ID } from "@memorial/ui/view-enhance";
import {
  FULL_PAGE_PARAMETER,
  MORE_SECTIONS_ATTRIBUTE,
  MORE_SECTIONS_STATUS_ATTRIBUTE,
} from "../core/visitor-markers";
import { visitorTexts } from "../texts/visitor";
import { boxStyle, buttonStyle, fixedElement, textStyle } from "../ui/layout";

// Fixed elements: a long page renders them for every visitor.
const Place = fixedElement("div", boxStyle({ textAlign: "center" }));
const Link = fixedElement(
  "a",
  buttonStyle({ minHeight: "11", height: "auto", py: "2" }, { variant: "outline", size: "md" }),
);
const Status = fixedElement(
  "p",
  textStyle({ color: "fg.muted", textStyle: "sm", mt: "3", _empty: { display: "none" } }),
);

/**
 * What stands in for the rest of a long page in its first view: a plain link to the page with
 * every section (it works without any script), which the page's script replaces with those
 * sections when the reader comes near or taps it (./islands/more-sections.ts).
 */
export function MoreSections() {
  return (
    <Place {...{ [MORE_SECTIONS_ATTRIBUTE]: "" }}>
      <Link href={`?${FULL_PAGE_PARAMETER}#${LATER_SECTIONS_ID}`}>
        {visitorTexts.moreSections.link}
      </Link>
      <Status {...{ [MORE_SECTIONS_STATUS_ATTRIBUTE]: "" }} role="status" />
    </Place>
  );
}
