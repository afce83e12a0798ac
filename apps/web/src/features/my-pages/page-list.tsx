import type { ProfileSummary } from "@memorial/api-client";
import { PLANS } from "@memorial/domain";
import { formatDutchLongDate } from "@memorial/ui/dates";
import { Link } from "@tanstack/react-router";
import { homeTexts } from "../../texts/home";
import { Box, Flex, HStack, Image, Text } from "../../ui/layout";

/** In px: a portrait need not grow with enlarged text; the words beside it do. */
const PORTRAIT_SIZE = { base: "56px", md: "64px" };

/** The page's portrait, or a neutral silhouette without one (never initials). */
function Portrait({ item }: { item: ProfileSummary }) {
  if (item.profilePicture == null) {
    return (
      <Flex
        aria-hidden="true"
        boxSize={PORTRAIT_SIZE}
        borderRadius="full"
        bg="dusk.subtle"
        borderWidth="1px"
        borderColor="dusk.muted"
        align="center"
        justify="center"
        flexShrink={0}
      >
        <Box asChild boxSize="7" color="dusk.fg" opacity={0.7}>
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5">
            <circle cx="12" cy="8.5" r="3.5" />
            <path d="M5 20c0-3.9 3.1-6.5 7-6.5s7 2.6 7 6.5" />
          </svg>
        </Box>
      </Flex>
    );
  }
  return (
    <Image
      src={item.profilePicture}
      alt=""
      boxSize={PORTRAIT_SIZE}
      borderRadius="full"
      objectFit="cover"
      flexShrink={0}
      boxShadow="0 0 0 3px var(--chakra-colors-bg-panel), 0 0 0 4px var(--chakra-colors-border)"
      loading="lazy"
    />
  );
}

/** "3 maart 1941 – 12 november 2026", or one of them, or "". */
function lifeDates(item: ProfileSummary): string {
  return [formatDutchLongDate(item.dateOfBirth), formatDutchLongDate(item.dateOfDeath)]
    .filter((text) => text !== "")
    .join(" – ");
}

/** The plan line: blocked, trial until, or the package (until, for managers). */
export function planStatus(item: ProfileSummary): { text: string; attention: boolean } {
  const texts = homeTexts.status;
  if (item.isBlocked) return { text: texts.blocked, attention: true };
  const until = item.planEndsAt === null ? "" : formatDutchLongDate(item.planEndsAt);
  if (item.plan === "trial")
    return { text: until === "" ? texts.trial : texts.trialUntil(until), attention: false };
  const label = PLANS[item.plan].label.toLowerCase();
  const name = label.charAt(0).toUpperCase() + label.slice(1);
  return { text: until === "" ? texts.plan(name) : texts.planUntil(name, until), attention: false };
}

function StatusLine({ item }: { item: ProfileSummary }) {
  const plan = planStatus(item);
  const showPlan = item.isBlocked || item.planEndsAt !== null;
  return (
    <HStack
      as="p"
      gap="2"
      flexWrap="wrap"
      textStyle="sm"
      mt="1.5"
      aria-label={homeTexts.status.label}
    >
      {showPlan ? (
        <Text as="span" color={plan.attention ? "fg.error" : "fg.muted"}>
          {plan.text}
        </Text>
      ) : null}
      {showPlan ? (
        <Text as="span" color="fg.subtle" aria-hidden="true">
          ·
        </Text>
      ) : null}
      <Text as="span" color="fg.muted">
        {item.isPublic ? homeTexts.status.public : homeTexts.status.private}
      </Text>
    </HStack>
  );
}

/** The user's pages as a list of links: portrait, name, dates and state on every row. */
export function PageList({ pages }: { pages: readonly ProfileSummary[] }) {
  return (
    <Box as="ul" aria-label={homeTexts.listLabel} listStyle="none" display="grid" gap="3">
      {pages.map((item) => {
        const unnamed = item.name.trim() === "";
        const dates = lifeDates(item);
        return (
          <Box as="li" key={item.id}>
            <Flex
              asChild
              align="center"
              // With enlarged text on a narrow screen the words go below the portrait.
              wrap="wrap"
              gap="16px"
              p={{ base: "12px", md: "4" }}
              bg="bg.panel"
              borderWidth="1px"
              borderColor="border"
              borderRadius="lg"
              textDecoration="none"
              color="fg"
              transition="border-color 0.15s, box-shadow 0.15s"
              _hover={{ borderColor: "dusk.emphasized", boxShadow: "sm" }}
              _focusVisible={{
                outline: "2px solid",
                outlineColor: "dusk.focusRing",
                outlineOffset: "2px",
              }}
            >
              <Link to="/$profileId" params={{ profileId: item.id }}>
                <Portrait item={item} />
                <Box minWidth="0" flex="1 1 10rem">
                  <Text
                    fontFamily="serif"
                    fontSize={{ base: "lg", md: "xl" }}
                    lineHeight="short"
                    fontStyle={unnamed ? "italic" : undefined}
                    color={unnamed ? "fg.muted" : "fg"}
                    overflowWrap="anywhere"
                  >
                    {unnamed ? homeTexts.unnamed : item.name}
                  </Text>
                  {dates !== "" ? (
                    <Text color="fg.muted" textStyle="sm" mt="0.5">
                      {dates}
                    </Text>
                  ) : null}
                  <StatusLine item={item} />
                </Box>
              </Link>
            </Flex>
          </Box>
        );
      })}
    </Box>
  );
}
