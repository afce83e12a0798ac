import { Box, Center, chakra } from "@memorial/ui/layout";
import { visitorTexts } from "../../texts/visitor";
import { srcSetOf, withWidth } from "./image-sizes";

/** Rendered size of the portrait in CSS pixels: phones, and from the `md` breakpoint up. */
export const PORTRAIT_SIZE = { base: 160, md: 224 } as const;

const frame = {
  boxSize: { base: `${PORTRAIT_SIZE.base}px`, md: `${PORTRAIT_SIZE.md}px` },
  borderRadius: "full",
  overflow: "hidden",
  flexShrink: 0,
  borderWidth: "4px",
  borderColor: "bg.panel",
  boxShadow: "0 2px 12px rgba(28, 35, 43, 0.12)",
  bg: "bg.muted",
} as const;

function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter((part) => part !== "")
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join("");
}

/**
 * The portrait: the page's largest image and its LCP element. Fixed dimensions (nothing moves
 * when it arrives), `fetchpriority="high"`, never lazy, a `srcset` through the width hint.
 */
export function Portrait({ src, name }: { src: string | null | undefined; name: string }) {
  if (src === null || src === undefined || src === "") {
    return (
      <Center
        {...frame}
        color="dusk.fg"
        fontFamily="serif"
        fontSize="5xl"
        aria-hidden="true"
        data-testid="portrait-initials"
      >
        {initialsOf(name)}
      </Center>
    );
  }
  return (
    <Box {...frame}>
      <chakra.img
        src={withWidth(src, 480)}
        srcSet={srcSetOf(src, 160, 960)}
        sizes={`(min-width: 48rem) ${PORTRAIT_SIZE.md}px, ${PORTRAIT_SIZE.base}px`}
        htmlWidth={PORTRAIT_SIZE.md}
        htmlHeight={PORTRAIT_SIZE.md}
        alt={visitorTexts.portraitAlt(name)}
        fetchPriority="high"
        decoding="async"
        display="block"
        boxSize="full"
        objectFit="cover"
      />
    </Box>
  );
}
