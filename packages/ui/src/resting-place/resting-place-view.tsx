import { Box, Flex, Heading, Link, Stack, Text } from "@chakra-ui/react";
import { restingPlaceRouteQuery, type RestingPlaceFields } from "@memorial/domain";
import { useEffect, useId, useState } from "react";
import { MapPinIcon } from "../icons/icons.js";
import { ROUTE_QUERY_ATTRIBUTE } from "../view/route-links.js";
import { restingPlaceRouteHref, restingPlaceRouteUrl } from "./format.js";
import { restingPlaceTexts as texts } from "./texts.js";

export interface RestingPlaceViewProps {
  restingPlace: RestingPlaceFields;
}

const linkStyle = {
  display: "inline-flex",
  alignItems: "center",
  gap: "2",
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
 * The resting place as visitors see it, often standing at the cemetery's gate: the heading
 * 'Rustplaats', the place's name, its address, the plot ('Vak/nummer'), the directions, and a
 * 'Route' link. The server renders the web map's link (it works without script); in the browser
 * it becomes the phone's own maps app (and the visitor page's script does the same through
 * the link's `data-route-query`). No embedded map: nothing loads from another origin.
 */
export function RestingPlaceView({ restingPlace }: RestingPlaceViewProps) {
  const headingId = useId();
  const address = restingPlace.address?.trim() ?? "";
  const plot = restingPlace.plot?.trim() ?? "";
  const directions = restingPlace.directions?.trim() ?? "";
  const [routeHref, setRouteHref] = useState(() => restingPlaceRouteUrl(restingPlace));
  useEffect(() => {
    setRouteHref(restingPlaceRouteHref(restingPlace, navigator.userAgent));
  }, [restingPlace]);
  return (
    <Box as="article" aria-labelledby={headingId} data-resting-place="">
      <Stack gap="2">
        <Heading
          id={headingId}
          as="h2"
          fontFamily="heading"
          fontWeight="normal"
          fontSize={{ base: "xl", md: "2xl" }}
          lineHeight="1.3"
        >
          {texts.heading}
        </Heading>
        <Box as="address" fontStyle="normal" overflowWrap="anywhere" fontSize={{ md: "lg" }}>
          <Text fontWeight="medium">{restingPlace.place}</Text>
          {address === "" ? null : <Text>{address}</Text>}
        </Box>
        {plot === "" ? null : (
          <Text overflowWrap="anywhere">
            <Text as="span" color="fg.muted">
              {texts.plot}:{" "}
            </Text>
            {plot}
          </Text>
        )}
        {directions === "" ? null : (
          <Text whiteSpace="pre-line" overflowWrap="anywhere" color="fg.muted">
            {directions}
          </Text>
        )}
        <Flex ms="-1" mt="1">
          <Link
            href={routeHref}
            {...{ [ROUTE_QUERY_ATTRIBUTE]: restingPlaceRouteQuery(restingPlace) }}
            rel="noopener noreferrer"
            target={routeHref.startsWith("https:") ? "_blank" : undefined}
            aria-label={texts.routeLabel(
              [restingPlace.place.trim(), address].filter(Boolean).join(", "),
            )}
            data-testid="resting-place-route"
            {...linkStyle}
          >
            <MapPinIcon boxSize="5" color="fg.muted" />
            {texts.route}
          </Link>
        </Flex>
      </Stack>
    </Box>
  );
}
