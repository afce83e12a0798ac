import { Box, Link, Stack, Text } from "@chakra-ui/react";
import { hasGatheringWishes, type GatheringWishes } from "@memorial/domain";
import { useId } from "react";
import { gatheringTexts as texts } from "./texts.js";

export interface GatheringWishesViewProps {
  wishes: GatheringWishes | undefined;
  /** On paper the charity's address is written out instead of a link. */
  print?: boolean;
}

/**
 * The family's wishes beside a gathering: 'Liever geen bloemen' and/or 'In plaats van bloemen:
 * een gift aan …' with the charity's link and short text. Nothing when no wish was given.
 */
export function GatheringWishesView({ wishes, print = false }: GatheringWishesViewProps) {
  const headingId = useId();
  if (wishes === undefined || !hasGatheringWishes(wishes)) return null;
  const name = wishes.charityName?.trim() ?? "";
  const url = wishes.charityUrl?.trim() ?? "";
  const text = wishes.charityText?.trim() ?? "";
  const gift = name !== "" || url !== "" || text !== "";
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      data-testid="gathering-wishes"
      borderTopWidth="1px"
      borderColor="border"
      pt="3"
      mt="2"
    >
      <Text id={headingId} fontWeight="medium" mb="1">
        {texts.wishes.heading}
      </Text>
      <Stack gap="1" overflowWrap="anywhere">
        {wishes.noFlowers === true ? <Text>{texts.wishes.noFlowers}</Text> : null}
        {gift ? (
          <Text>{name === "" ? texts.wishes.giftWithoutName : texts.wishes.gift(name)}</Text>
        ) : null}
        {text === "" ? null : (
          <Text color="fg.muted" whiteSpace="pre-line">
            {text}
          </Text>
        )}
        {url === "" ? null : print ? (
          <Text color="fg.muted">{url}</Text>
        ) : (
          <Link
            href={url}
            rel="noopener noreferrer"
            target="_blank"
            // Wraps inside a narrow screen at large text; still a target of 44 px.
            display="inline-block"
            maxWidth="100%"
            overflowWrap="anywhere"
            paddingBlock="2.5"
            minHeight="11"
            color="fg"
            textDecoration="underline"
            textUnderlineOffset="0.2em"
            _focusVisible={{
              outline: "2px solid",
              outlineColor: "dusk.focusRing",
              outlineOffset: "2px",
            }}
          >
            {name === "" ? texts.wishes.websiteWithoutName : texts.wishes.website(name)}
          </Link>
        )}
      </Stack>
    </Box>
  );
}
