import { Box, Flex, Heading, Link, Stack, Text } from "@chakra-ui/react";
import {
  CALENDAR_FILE_NAME,
  gatheringAddressLine,
  gatheringLocation,
  gatheringTitle,
  gatheringToday,
  isUpcomingGathering,
  livestreamPhase,
  type GatheringFields,
} from "@memorial/domain";
import { useEffect, useId, useState } from "react";
import { mapsAppUrl, ROUTE_QUERY_ATTRIBUTE } from "../view/route-links.js";
import { gatheringDay, gatheringRouteUrl, gatheringWhen } from "./format.js";
import { GatheringWishesView } from "./gathering-wishes.js";
import { gatheringTexts as texts } from "./texts.js";

export interface GatheringCardProps {
  gathering: GatheringFields;
  /**
   * Where 'Zet in mijn agenda' leads: the API's calendar file of a public gathering (works
   * without JavaScript) or a `data:` URL made with `gatheringCalendar` of @memorial/domain.
   */
  calendarHref: string;
  /** Today as `YYYY-MM-DD` in the Netherlands (default: now); decides upcoming or past. */
  today?: string;
  /**
   * The time that decides 'Live kijken' and 'Terugkijken' (default: now, and in the browser the
   * card looks again every half minute; the server's render uses the request's time).
   */
  now?: Date;
}

/** How often the browser looks whether 'Live kijken' should show. */
const LIVESTREAM_CHECK_MS = 30_000;

const linkStyle = {
  display: "inline-flex",
  alignItems: "center",
  minHeight: "11",
  px: "1",
  color: "fg",
  textDecoration: "underline",
  textUnderlineOffset: "0.2em",
  textDecorationColor: "border.emphasized",
  _hover: { textDecorationColor: "fg" },
  _focusVisible: { outline: "2px solid", outlineColor: "dusk.focusRing", outlineOffset: "2px" },
} as const;

/**
 * A gathering as visitors see it: a calm card with the kind (or title), the day and hours, the
 * venue and address, the notes, and the links Route, Zet in mijn agenda and Online meekijken.
 * A livestream (only in the data when the caller may see it) shows 'Live kijken' from half an
 * hour before the start until the end and 'Terugkijken' afterwards when there is a recording.
 * The family's wishes follow. After its day it says 'Heeft plaatsgevonden op …', without the
 * other links, in quieter colours.
 */
export function GatheringCard({ gathering, calendarHref, today, now }: GatheringCardProps) {
  const headingId = useId();
  const [clock, setClock] = useState(() => now ?? new Date());
  useEffect(() => {
    if (now !== undefined || gathering.livestream === undefined) return;
    const timer = setInterval(() => {
      setClock(new Date());
    }, LIVESTREAM_CHECK_MS);
    return () => {
      clearInterval(timer);
    };
  }, [now, gathering.livestream]);
  const livestream = gathering.livestream;
  const phase = livestream === undefined ? undefined : livestreamPhase(gathering, now ?? clock);
  const recording = livestream?.recordingUrl?.trim() ?? "";
  const accessCode = livestream?.accessCode?.trim() ?? "";
  const upcoming = isUpcomingGathering(gathering, today ?? gatheringToday());
  const address = gatheringAddressLine(gathering.address);
  const notes = gathering.notes?.trim() ?? "";
  // The web map first (the server's markup); the phone's maps app once the browser is known.
  const [routeHref, setRouteHref] = useState(() => gatheringRouteUrl(gathering));
  useEffect(() => {
    setRouteHref(
      mapsAppUrl(gatheringLocation(gathering), navigator.userAgent) ?? gatheringRouteUrl(gathering),
    );
  }, [gathering]);
  return (
    <Box
      as="article"
      aria-labelledby={headingId}
      data-gathering={upcoming ? "upcoming" : "past"}
      borderWidth="1px"
      borderColor={upcoming ? "border.emphasized" : "border"}
      borderRadius="lg"
      bg={upcoming ? "bg.panel" : "transparent"}
      color={upcoming ? "fg" : "fg.muted"}
      px={{ base: "5", md: "7" }}
      py={{ base: "5", md: "6" }}
    >
      <Stack gap="2">
        <Heading
          id={headingId}
          as="h2"
          fontFamily="heading"
          fontWeight="normal"
          fontSize={{ base: "xl", md: "2xl" }}
          lineHeight="1.3"
          overflowWrap="break-word"
          hyphens="auto"
          color="inherit"
        >
          {gatheringTitle(gathering)}
        </Heading>
        <Text fontSize={{ base: "md", md: "lg" }}>
          {upcoming ? (
            <time dateTime={`${gathering.date}T${gathering.startTime}`}>
              {gatheringWhen(gathering)}
            </time>
          ) : (
            <>
              {texts.happened("")}
              <time dateTime={gathering.date}>{gatheringDay(gathering.date)}</time>
            </>
          )}
        </Text>
        <Box as="address" fontStyle="normal" overflowWrap="anywhere">
          <Text>{gathering.venue}</Text>
          {address === "" ? null : <Text>{address}</Text>}
        </Box>
        {notes === "" ? null : (
          <Text whiteSpace="pre-line" overflowWrap="anywhere" color="fg.muted">
            {notes}
          </Text>
        )}
        {upcoming ? (
          <Flex as="ul" listStyleType="none" wrap="wrap" columnGap="5" rowGap="1" mt="1" ms="-1">
            <li>
              <Link
                href={routeHref}
                {...{ [ROUTE_QUERY_ATTRIBUTE]: gatheringLocation(gathering) }}
                rel="noopener noreferrer"
                target={routeHref.startsWith("https:") ? "_blank" : undefined}
                aria-label={texts.routeLabel([gathering.venue, address].filter(Boolean).join(", "))}
                {...linkStyle}
              >
                {texts.route}
              </Link>
            </li>
            <li>
              <Link href={calendarHref} download={CALENDAR_FILE_NAME} {...linkStyle}>
                {texts.calendar}
              </Link>
            </li>
            {gathering.onlineUrl === undefined || gathering.onlineUrl === "" ? null : (
              <li>
                <Link
                  href={gathering.onlineUrl}
                  rel="noopener noreferrer"
                  target="_blank"
                  {...linkStyle}
                >
                  {texts.online}
                </Link>
              </li>
            )}
          </Flex>
        ) : null}
        {livestream === undefined || phase === undefined ? null : (
          <Stack gap="1" data-testid="gathering-livestream" data-phase={phase}>
            {phase === "live" ? (
              <Link
                href={livestream.url}
                rel="noopener noreferrer"
                target="_blank"
                {...linkStyle}
                fontWeight="medium"
                alignSelf="flex-start"
              >
                {texts.livestream.live}
              </Link>
            ) : phase === "soon" ? (
              <Text color="fg.muted">{texts.livestream.soon}</Text>
            ) : recording === "" ? null : (
              <Link
                href={recording}
                rel="noopener noreferrer"
                target="_blank"
                {...linkStyle}
                alignSelf="flex-start"
              >
                {texts.livestream.recording}
              </Link>
            )}
            {accessCode === "" || phase === "after" ? null : (
              <Text color="fg.muted" overflowWrap="anywhere">
                {texts.livestream.accessCode(accessCode)}
              </Text>
            )}
          </Stack>
        )}
        <GatheringWishesView wishes={gathering.wishes} />
      </Stack>
    </Box>
  );
}
