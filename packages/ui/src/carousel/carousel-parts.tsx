/**
 * What the visitor's photo strip (../view/photo-strip.tsx) and the editor's carousel
 * (./photo-carousel.tsx) share: the round previous/next arrows over the photo and the position
 * line below it. Texts from the view's texts module (a server-rendered page's script needs only those).
 */
import { ChevronLeftIcon, ChevronRightIcon } from "../icons/icons.js";
import { fixedButton, iconButtonStyle, type FixedButtonProps } from "../theme/fixed-button.js";
import { fixedElement, textStyle } from "../theme/fixed-style.js";
import { viewTexts } from "../texts/view.js";

const arrowStyle = {
  position: "absolute",
  // Over the middle of the photo; a strip with captions sets it to the photo's middle.
  top: "var(--carousel-arrow-top, 50%)",
  transform: "translateY(-50%)",
  borderRadius: "full",
  bg: "rgba(253, 252, 250, 0.92)",
  color: "fg",
  boxShadow: "sm",
  // A round 44 px target at any text size (the recipe's rem-based minimum height would turn it
  // into a tall pill at 200 % text, over more of the photo).
  minWidth: "44px",
  minHeight: "44px",
  height: "44px",
  _hover: { bg: "bg.panel" },
  _disabled: { opacity: 0, pointerEvents: "none" },
} as const;

// Fixed (`fixedButton`): every album of a server-rendered page has a pair.
const PreviousArrow = fixedButton(
  iconButtonStyle({ left: { base: "2", md: "3" }, ...arrowStyle }, { size: "md" }),
);
const NextArrow = fixedButton(
  iconButtonStyle({ right: { base: "2", md: "3" }, ...arrowStyle }, { size: "md" }),
);

type ArrowProps = Omit<FixedButtonProps, "aria-label" | "children"> & {
  /** Data attributes and handlers of the caller (the strip's controller finds its arrows so). */
  [data: `data-${string}`]: string;
};

export interface CarouselArrowsProps {
  /** The id of the position line the arrows change. */
  positionId: string;
  previous: ArrowProps;
  next: ArrowProps;
}

/** The previous and next arrows, on the photo's left and right edge (hidden when disabled). */
export function CarouselArrows({ positionId, previous, next }: CarouselArrowsProps) {
  return (
    <>
      <PreviousArrow
        aria-label={viewTexts.carousel.previous}
        aria-controls={positionId}
        {...previous}
      >
        <ChevronLeftIcon />
      </PreviousArrow>
      <NextArrow aria-label={viewTexts.carousel.next} aria-controls={positionId} {...next}>
        <ChevronRightIcon />
      </NextArrow>
    </>
  );
}

const Position = fixedElement(
  "p",
  textStyle({ textAlign: "center", fontSize: "sm", color: "fg.muted", mt: "2" }),
);

export interface CarouselPositionProps {
  id: string;
  /** 1-based. */
  index: number;
  count: number;
  [data: `data-${string}`]: string;
}

/** 'Foto 2 van 5' below the photo, read out when it changes. */
export function CarouselPosition({ id, index, count, ...rest }: CarouselPositionProps) {
  return (
    <Position id={id} aria-live="polite" {...rest}>
      {viewTexts.carousel.position(index, count)}
    </Position>
  );
}
