import { Box, Flex, IconButton, Text, chakra } from "@memorial/ui/layout";
import { ChevronLeftIcon, ChevronRightIcon } from "@memorial/ui/icons";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { visitorTexts } from "../../texts/visitor";
import { srcSetOf, withWidth } from "./image-sizes";

/** Widest the content column gets (the story measure, about 65 characters). */
export const COLUMN_WIDTH_PX = 704;

const arrowStyle = {
  position: "absolute",
  top: "50%",
  transform: "translateY(-50%)",
  borderRadius: "full",
  bg: "rgba(253, 252, 250, 0.92)",
  color: "fg",
  boxShadow: "sm",
  minWidth: "44px",
  height: "44px",
  _hover: { bg: "bg.panel" },
  _disabled: { opacity: 0, pointerEvents: "none" },
} as const;

/**
 * The photos of a carousel section for visitors: a 16:9 strip that scrolls and snaps photo by
 * photo, so it works by swiping before any script has run; the arrows and the arrow keys move
 * it once the page is interactive. Every photo loads lazily with a `srcset` through the width
 * hint. View only: no edit controls, no dialogs.
 */
export function PhotoStrip({ photos }: { photos: readonly string[] }) {
  const texts = visitorTexts.carousel;
  const stripRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const positionId = useId();
  const count = photos.length;

  const go = (next: number) => {
    const strip = stripRef.current;
    const target = Math.min(Math.max(next, 0), count - 1);
    if (strip === null) return;
    strip.scrollTo({ left: target * strip.clientWidth, behavior: "smooth" });
    setIndex(target);
  };

  const onScroll = () => {
    const strip = stripRef.current;
    if (strip === null || strip.clientWidth === 0) return;
    setIndex(Math.min(Math.max(Math.round(strip.scrollLeft / strip.clientWidth), 0), count - 1));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      go(index - 1);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      go(index + 1);
    }
  };

  return (
    <Box role="region" aria-roledescription="carousel" aria-label={texts.label}>
      <Box position="relative" borderRadius="lg" overflow="hidden" bg="bg.muted">
        <Flex
          ref={stripRef}
          tabIndex={0}
          onScroll={onScroll}
          onKeyDown={onKeyDown}
          overflowX="auto"
          overflowY="hidden"
          scrollSnapType="x mandatory"
          aspectRatio="16 / 9"
          css={{ scrollbarWidth: "none", "&::-webkit-scrollbar": { display: "none" } }}
          _focusVisible={{
            outline: "3px solid",
            outlineColor: "dusk.focusRing",
            outlineOffset: "-3px",
          }}
        >
          {photos.map((photo, position) => (
            <Box
              key={`${position}:${photo}`}
              flex="0 0 100%"
              height="full"
              scrollSnapAlign="center"
              scrollSnapStop="always"
            >
              <chakra.img
                src={withWidth(photo, 960)}
                srcSet={srcSetOf(photo, 320, 1920)}
                sizes={`(min-width: ${COLUMN_WIDTH_PX + 48}px) ${COLUMN_WIDTH_PX}px, calc(100vw - 2rem)`}
                htmlWidth={1600}
                htmlHeight={900}
                alt={texts.photoAlt(position + 1, count)}
                loading="lazy"
                decoding="async"
                display="block"
                boxSize="full"
                objectFit="contain"
              />
            </Box>
          ))}
        </Flex>
        {count > 1 ? (
          <>
            <IconButton
              aria-label={texts.previous}
              aria-controls={positionId}
              size="md"
              left={{ base: "2", md: "3" }}
              disabled={index === 0}
              onClick={() => {
                go(index - 1);
              }}
              {...arrowStyle}
            >
              <ChevronLeftIcon />
            </IconButton>
            <IconButton
              aria-label={texts.next}
              aria-controls={positionId}
              size="md"
              right={{ base: "2", md: "3" }}
              disabled={index === count - 1}
              onClick={() => {
                go(index + 1);
              }}
              {...arrowStyle}
            >
              <ChevronRightIcon />
            </IconButton>
          </>
        ) : null}
      </Box>
      {count > 1 ? (
        <Text
          id={positionId}
          aria-live="polite"
          textAlign="center"
          fontSize="sm"
          color="fg.muted"
          mt="2"
        >
          {texts.position(index + 1, count)}
        </Text>
      ) : null}
    </Box>
  );
}
