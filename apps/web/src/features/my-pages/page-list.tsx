import type { ProfileSummary } from "@memorial/api-client";
import { pageSegment } from "@memorial/domain";
import { Link } from "@tanstack/react-router";
import type { ReactElement, ReactNode } from "react";
import { homeTexts } from "../../texts/home";
import { Box, Flex, Image, Text } from "../../ui/layout";
import { lifeDates, planStatus, ROW_PART, rowName, showsPlan, visibilityText } from "./page-status";

const part = (name: string) => ({ [ROW_PART.attribute]: name });

/**
 * A link to a page around a row's content (the router's; a plain one in the first view), by the
 * page's path segment: its readable address, or its id while it has none.
 */
export type PageLink = (segment: string, children: ReactNode) => ReactElement;

const routerLink: PageLink = (segment, children) => (
  <Link to="/$profileId" params={{ profileId: segment }}>
    {children}
  </Link>
);

/** In px: a portrait need not grow with enlarged text; the words beside it do. */
const PORTRAIT_SIZE = { base: "56px", md: "64px" };

/** The page's portrait, or a neutral silhouette without one (never initials). */
function Portrait({ item }: { item: ProfileSummary }) {
  if (item.profilePicture == null) {
    return (
      <Flex
        aria-hidden="true"
        {...part(ROW_PART.portrait)}
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
      {...part(ROW_PART.portrait)}
      boxSize={PORTRAIT_SIZE}
      borderRadius="full"
      objectFit="cover"
      flexShrink={0}
      boxShadow="0 0 0 3px var(--chakra-colors-bg-panel), 0 0 0 4px var(--chakra-colors-border)"
      loading="lazy"
    />
  );
}

/** Room for the dot between two parts of the status line. */
const SEPARATOR_WIDTH = "1.25em";

/**
 * A part of the status line with the dot before it. The line is shifted left by the dot's room
 * and clipped, so a part that starts a line (the first, or one wrapped with enlarged text) has
 * its dot outside: no line ever begins with a stray dot.
 */
const statusPart = {
  as: "span",
  position: "relative",
  ps: SEPARATOR_WIDTH,
  _before: {
    content: '"·" / ""',
    position: "absolute",
    insetInlineStart: "0",
    width: SEPARATOR_WIDTH,
    textAlign: "center",
    color: "fg.subtle",
  },
} as const;

function StatusLine({ item }: { item: ProfileSummary }) {
  const plan = planStatus(item);
  return (
    <Box as="p" textStyle="sm" mt="1.5" overflow="hidden" aria-label={homeTexts.status.label}>
      <Flex as="span" flexWrap="wrap" rowGap="1" ms={`-${SEPARATOR_WIDTH}`}>
        {showsPlan(item) ? (
          <Text
            {...statusPart}
            color={plan.attention ? "fg.error" : "fg.muted"}
            {...part(ROW_PART.plan)}
          >
            {plan.text}
          </Text>
        ) : null}
        <Text {...statusPart} color="fg.muted" {...part(ROW_PART.visibility)}>
          {visibilityText(item)}
        </Text>
      </Flex>
    </Box>
  );
}

/** The user's pages as a list of links: portrait, name, dates and state on every row. */
export function PageList({
  pages,
  link = routerLink,
}: {
  pages: readonly ProfileSummary[];
  link?: PageLink;
}) {
  return (
    <Box as="ul" aria-label={homeTexts.listLabel} listStyle="none" display="grid" gap="3">
      {pages.map((item) => {
        const name = rowName(item);
        const dates = lifeDates(item);
        return (
          <Box as="li" key={item.id} {...part(ROW_PART.row)}>
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
              {link(
                pageSegment(item),
                <>
                  <Portrait item={item} />
                  <Box minWidth="0" flex="1 1 10rem">
                    <Text
                      fontFamily="serif"
                      fontSize={{ base: "lg", md: "xl" }}
                      lineHeight="short"
                      fontStyle={name.unnamed ? "italic" : undefined}
                      color={name.unnamed ? "fg.muted" : "fg"}
                      overflowWrap="anywhere"
                      {...part(ROW_PART.name)}
                    >
                      {name.text}
                    </Text>
                    {dates !== "" ? (
                      <Text color="fg.muted" textStyle="sm" mt="0.5" {...part(ROW_PART.dates)}>
                        {dates}
                      </Text>
                    ) : null}
                    <StatusLine item={item} />
                  </Box>
                </>,
              )}
            </Flex>
          </Box>
        );
      })}
    </Box>
  );
}
