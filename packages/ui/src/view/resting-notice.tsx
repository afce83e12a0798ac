import { Text } from "@chakra-ui/react";
import { planTexts } from "../texts/plans.js";

/**
 * What a visitor reads on a page whose paid period has ended: one calm line under the name,
 * the dates and the portrait. The content stays hidden until the family extends the page.
 */
export function RestingNotice() {
  return (
    <Text textAlign="center" color="fg.muted" fontSize="lg" maxWidth="34rem" mx="auto">
      {planTexts.resting.visitor}
    </Text>
  );
}
