import { useEffect, useId, useRef } from "react";
import { CarouselArrows, CarouselPosition } from "../carousel/carousel-parts.js";
import { boxStyle, fixedElement, flexStyle, textStyle } from "../theme/fixed-style.js";
import { viewTexts } from "../texts/view.js";
import { srcSetOf, withWidth } from "./image-sizes.js";
import { enhancePhotoStrip, PHOTO_STRIP, type LaterPhotos } from "./photo-strip-controller.js";

/** Widest the content column gets (the story measure, about 65 characters). */
export const COLUMN_WIDTH_PX = 704;

/**
 * The photos of a carousel section for visitors: a 16:9 strip that scrolls and snaps photo by
 * photo, so it works by swiping before any script has run; the arrows and the arrow keys move
 * it once ./photo-strip-controller.ts has taken the markup over (from an effect here, or from
 * the script of a server-rendered page, which never hydrates this component). Every photo
 * loads lazily with a `srcset` through the width hint. No edit controls and no dialogs: the
 * editor's carousel (../carousel/photo-carousel.tsx) shows this same strip and puts its controls
 * below it, acting on the photo it is told is shown (`onIndexChange`).
 */
export interface PhotoStripProps {
  photos: readonly string[];
  /**
   * The family's captions, parallel to `photos` (empty: none): shown under the photo as its
   * figure's caption, so screen readers read it with the photo.
   */
  captions?: readonly string[] | undefined;
  /**
   * The strip is near the top of the page (likely on the first screen): its first photo loads
   * at once instead of lazily (it is often the largest thing on a phone's first screen).
   */
  nearTop?: boolean;
  /**
   * The photo shown first (0-based); read when the strip mounts and when its set of photos
   * changes (the editor keeps its place after a photo is removed or moved).
   */
  start?: number;
  /** Told the shown photo (0-based) whenever it changes. */
  onIndexChange?: (index: number) => void;
  /**
   * A server-rendered first view only: the markup holds this many photos (the first screen's;
   * at least two) and carries the rest as data (`PHOTO_STRIP.later`), which the page's script's
   * `enhancePhotoStrips` turns into slides before it takes the strip over. A long album then
   * costs the first view a few bytes per photo, not a slide each. (React's own strips, which
   * are never given it, render every photo.)
   */
  firstPhotos?: number | undefined;
  /**
   * With `firstPhotos`: the album in the page with every photo, linked for a visitor without
   * JavaScript (whose strip stops after the first photos).
   */
  allPhotosHref?: string | undefined;
  /** The strip's id (a link to the album). */
  id?: string | undefined;
}

// The slides are plain elements styled from the track: a strip of 20 photos is one styled
// element, not 40, in the server's render and in the editor (which renders it again when a photo
// is removed or moved).
const slides = {
  scrollbarWidth: "none",
  "&::-webkit-scrollbar": { display: "none" },
  "& > [data-photo-slide]": {
    flex: "0 0 100%",
    height: "full",
    scrollSnapAlign: "center",
    scrollSnapStop: "always",
  },
  "& [data-photo-slide] img": { display: "block", boxSize: "full", objectFit: "contain" },
} as const;

/** With captions each slide is a figure: the photo in its 16:9 frame, the caption below it. */
const captionedSlides = {
  ...slides,
  "& > [data-photo-slide]": { ...slides["& > [data-photo-slide]"], height: "auto", m: "0" },
  "& [data-photo-frame]": {
    aspectRatio: "16 / 9",
    bg: "bg.muted",
    borderRadius: "lg",
    overflow: "hidden",
  },
  "& [data-photo-caption]": {
    pt: "2",
    px: "1",
    color: "fg.muted",
    textStyle: "sm",
    lineHeight: "1.5",
    overflowWrap: "anywhere",
  },
} as const;

// The strip's frame and track, without and with captions (fixed styles: `fixedElement`).
const frame = { position: "relative", borderRadius: "lg", overflow: "hidden" } as const;
const PhotoFrame = fixedElement("div", boxStyle({ ...frame, bg: "bg.muted" }));
// With captions the strip is taller than the photo: the arrows stay on the photo's middle.
const CaptionedFrame = fixedElement(
  "div",
  boxStyle({
    ...frame,
    css: { containerType: "inline-size", "--carousel-arrow-top": "calc(100cqi * 9 / 32)" },
  }),
);
const track = {
  overflowX: "auto",
  overflowY: "hidden",
  scrollSnapType: "x mandatory",
} as const;
const trackFocus = {
  _focusVisible: { outline: "3px solid", outlineColor: "dusk.focusRing", outlineOffset: "-3px" },
} as const;
const PhotoTrack = fixedElement(
  "div",
  flexStyle({ ...track, aspectRatio: "16 / 9", css: slides, ...trackFocus }),
);
const CaptionedTrack = fixedElement(
  "div",
  flexStyle({ ...track, css: captionedSlides, ...trackFocus }),
);

// Without JavaScript, under an album whose first view holds only its first photos: a link with
// a thumb's height to the album in the page with every photo.
const AllPhotos = fixedElement(
  "p",
  textStyle({
    textAlign: "center",
    mt: "2",
    css: {
      "& a": {
        display: "inline-flex",
        alignItems: "center",
        minHeight: "11",
        px: "2",
        color: "fg",
        textDecoration: "underline",
      },
    },
  }),
);

export function PhotoStrip({
  photos,
  captions = [],
  nearTop = false,
  start = 0,
  onIndexChange,
  firstPhotos,
  allPhotosHref,
  id,
}: PhotoStripProps) {
  const texts = viewTexts.carousel;
  const rootRef = useRef<HTMLDivElement>(null);
  const positionId = useId();
  const captionId = useId();
  const count = photos.length;
  const sizes = `(min-width: ${COLUMN_WIDTH_PX + 48}px) ${COLUMN_WIDTH_PX}px, calc(100vw - 2rem)`;
  const captionOf = (position: number) => captions[position]?.trim() ?? "";
  const captioned = photos.some((_, position) => captionOf(position) !== "");
  const startAt = useRef(start);
  startAt.current = start;
  const onIndexChangeNow = useRef(onIndexChange);
  onIndexChangeNow.current = onIndexChange;
  // Another set of photos keeps the markup of the photos that stayed (each slide is keyed by its
  // photo, so removing one of 300 removes one element); the controller, which counts the
  // slides, takes the strip over again.
  const photoSet = photos.join("\n");
  const keys = slideKeys(photos);
  useEffect(() => {
    const root = rootRef.current;
    return root === null
      ? undefined
      : enhancePhotoStrip(root, {
          start: startAt.current,
          onChange: (index) => {
            onIndexChangeNow.current?.(index);
          },
        });
  }, [photoSet]);

  const Frame = captioned ? CaptionedFrame : PhotoFrame;
  const Track = captioned ? CaptionedTrack : PhotoTrack;
  // At least two: the controller copies the last slide in the markup, a lazy one, for the rest.
  const shown = firstPhotos === undefined ? photos : photos.slice(0, Math.max(2, firstPhotos));
  const later: LaterPhotos | null =
    shown.length === count
      ? null
      : {
          captionId,
          photos: photos.slice(shown.length).map((photo, offset) => {
            const caption = captionOf(shown.length + offset);
            return caption === "" ? [photo] : [photo, caption];
          }),
        };
  return (
    <div
      ref={rootRef}
      id={id}
      role="region"
      aria-roledescription="carousel"
      aria-label={texts.label}
      {...{ [PHOTO_STRIP.root]: "" }}
    >
      <Frame>
        <Track
          tabIndex={0}
          {...{ [PHOTO_STRIP.track]: "" }}
          {...(later === null ? {} : { [PHOTO_STRIP.later]: JSON.stringify(later) })}
        >
          {shown.map((photo, position) => {
            const caption = captionOf(position);
            const image = (
              <img
                src={withWidth(photo, 960)}
                srcSet={srcSetOf(photo, 320, 1920)}
                sizes={sizes}
                width={1600}
                height={900}
                alt={texts.photoAlt(position + 1, count)}
                // The first screen's photo is painted with the page (often its largest
                // element); the others are decoded aside when they come.
                {...(nearTop && position === 0
                  ? { loading: "eager" }
                  : { loading: "lazy", decoding: "async" })}
              />
            );
            return captioned ? (
              <figure
                key={keys[position]}
                data-photo-slide=""
                // Named by its caption (as browsers do; said so for every reader).
                aria-labelledby={caption === "" ? undefined : `${captionId}-${String(position)}`}
              >
                <div data-photo-frame="">{image}</div>
                {caption === "" ? null : (
                  <figcaption id={`${captionId}-${String(position)}`} data-photo-caption="">
                    {caption}
                  </figcaption>
                )}
              </figure>
            ) : (
              <div key={keys[position]} data-photo-slide="">
                {image}
              </div>
            );
          })}
        </Track>
        {count > 1 ? (
          <CarouselArrows
            positionId={positionId}
            previous={{ disabled: true, [PHOTO_STRIP.previous]: "" }}
            next={{ [PHOTO_STRIP.next]: "" }}
          />
        ) : null}
      </Frame>
      {count > 1 ? (
        <CarouselPosition
          id={positionId}
          index={1}
          count={count}
          {...{ [PHOTO_STRIP.position]: "" }}
        />
      ) : null}
      {later === null || allPhotosHref === undefined ? null : (
        <noscript>
          <AllPhotos>
            <a href={allPhotosHref}>{texts.allPhotos(count)}</a>
          </AllPhotos>
        </noscript>
      )}
    </div>
  );
}

/** The slides' keys: each photo, and for a photo that is in the strip twice, which one it is. */
function slideKeys(photos: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return photos.map((photo) => {
    const before = seen.get(photo) ?? 0;
    seen.set(photo, before + 1);
    return before === 0 ? photo : `${photo}#${String(before)}`;
  });
}
