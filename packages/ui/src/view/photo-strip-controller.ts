// The behaviour of a visitor's photo strip (./photo-strip.tsx), written once for both places it
// runs: the component calls it from an effect, and a server-rendered page's script (the
// app's src/visitor/start.ts, through `@memorial/ui/view-enhance`) calls it on the markup as soon
// as it runs, without React. The strip
// scrolls and snaps by itself (CSS); this adds the arrows, the arrow keys and the position line.
import { viewTexts } from "../texts/view.js";
import { srcSetOf, withWidth } from "./image-sizes.js";

/** Data attributes of the strip's markup (rendered by ./photo-strip.tsx). */
export const PHOTO_STRIP = {
  root: "data-photo-strip",
  track: "data-photo-strip-track",
  previous: "data-photo-strip-previous",
  next: "data-photo-strip-next",
  position: "data-photo-strip-position",
  /** On the track of a first view's album: the photos after its first ones (`LaterPhotos`). */
  later: "data-photo-strip-later",
} as const;

/**
 * The photos an album's first view leaves out of its markup (./photo-strip.tsx `firstPhotos`):
 * each as its address and, when it has one, its caption; and the base of the captions' ids.
 */
export interface LaterPhotos {
  captionId: string;
  photos: ([string] | [string, string])[];
}

/**
 * Adds the slides of the photos a first view left out, each a copy of the last slide in the
 * markup (a lazy one: a first view holds at least two) with its own photo, text alternative and
 * caption, as ./photo-strip.tsx renders them. Later photos it cannot read add nothing.
 */
function addLaterSlides(track: Element): void {
  const data = track.getAttribute(PHOTO_STRIP.later);
  const template = track.lastElementChild;
  if (data === null || template === null) return;
  track.removeAttribute(PHOTO_STRIP.later);
  try {
    const { captionId, photos } = JSON.parse(data) as LaterPhotos;
    const count = track.children.length + photos.length;
    const slides = photos.map(([photo, caption], offset) => {
      const position = count - photos.length + offset;
      const slide = template.cloneNode(true) as Element;
      const image = slide.querySelector("img");
      image?.setAttribute("src", withWidth(photo, 960));
      image?.setAttribute("srcset", srcSetOf(photo, 320, 1920));
      image?.setAttribute("alt", viewTexts.carousel.photoAlt(position + 1, count));
      slide.querySelector("figcaption")?.remove();
      slide.removeAttribute("aria-labelledby");
      if (caption !== undefined && slide.tagName === "FIGURE") {
        const figcaption = slide.ownerDocument.createElement("figcaption");
        figcaption.id = `${captionId}-${String(position)}`;
        figcaption.setAttribute("data-photo-caption", "");
        figcaption.textContent = caption;
        slide.append(figcaption);
        slide.setAttribute("aria-labelledby", figcaption.id);
      }
      return slide;
    });
    track.append(...slides);
  } catch {
    // Not the render's list: the strip keeps the photos in its markup.
  }
}

function clamp(value: number, count: number): number {
  return Math.min(Math.max(value, 0), count - 1);
}

export interface PhotoStripOptions {
  /** The photo shown first (0-based; the editor's strip keeps its place after a change). */
  start?: number;
  /** Told the shown photo (0-based) whenever it changes (the editor acts on that photo). */
  onChange?: (index: number) => void;
}

/** Makes one strip interactive; returns the function that undoes it. */
export function enhancePhotoStrip(root: Element, options: PhotoStripOptions = {}): () => void {
  const track = root.querySelector<HTMLElement>(`[${PHOTO_STRIP.track}]`);
  if (track === null || track.children.length === 0) return () => undefined;
  const previous = root.querySelector<HTMLButtonElement>(`[${PHOTO_STRIP.previous}]`);
  const next = root.querySelector<HTMLButtonElement>(`[${PHOTO_STRIP.next}]`);
  const position = root.querySelector<HTMLElement>(`[${PHOTO_STRIP.position}]`);
  const count = track.children.length;
  let index = -1;

  // Writes only what changes: the server's markup already shows the first photo, and an
  // unchanged page needs no new style and layout before its first paint.
  const setDisabled = (button: HTMLButtonElement | null, disabled: boolean) => {
    if (button !== null && button.disabled !== disabled) button.disabled = disabled;
  };
  const show = (target: number) => {
    if (target === index) return;
    index = target;
    setDisabled(previous, index === 0);
    setDisabled(next, index === count - 1);
    const text = viewTexts.carousel.position(index + 1, count);
    if (position !== null && position.textContent !== text) position.textContent = text;
    options.onChange?.(index);
  };
  const current = () =>
    track.clientWidth === 0 ? 0 : clamp(Math.round(track.scrollLeft / track.clientWidth), count);
  // The photo an arrow or a key is moving the strip to: until the strip rests (`scrollend`), the
  // position line keeps saying it, rather than the photos passed on the way ('Foto 2 van 3',
  // 'Foto 1 van 3', 'Foto 2 van 3' read out for one press), and a second press goes on from it.
  // Without `scrollend` the line follows the strip as it moves.
  const settles = "onscrollend" in track;
  let moving = false;
  const go = (target: number) => {
    const to = clamp(target, count);
    moving = settles;
    track.scrollTo({ left: to * track.clientWidth, behavior: "smooth" });
    show(to);
  };

  const onScroll = () => {
    if (!moving) show(current());
  };
  const onScrollEnd = () => {
    moving = false;
    show(current());
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      go(index - 1);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      go(index + 1);
    }
  };
  const onPrevious = () => {
    go(index - 1);
  };
  const onNext = () => {
    go(index + 1);
  };

  const start = clamp(Math.trunc(options.start ?? 0), count);
  if (start > 0) track.scrollLeft = start * track.clientWidth;
  // A strip starts at its first photo without reading its layout (which would make the browser
  // lay out the page while the page's script runs); a scroll the browser
  // restores reports itself through the scroll listener.
  show(start);
  track.addEventListener("scroll", onScroll, { passive: true });
  track.addEventListener("scrollend", onScrollEnd);
  track.addEventListener("keydown", onKeyDown);
  previous?.addEventListener("click", onPrevious);
  next?.addEventListener("click", onNext);
  return () => {
    track.removeEventListener("scroll", onScroll);
    track.removeEventListener("scrollend", onScrollEnd);
    track.removeEventListener("keydown", onKeyDown);
    previous?.removeEventListener("click", onPrevious);
    next?.removeEventListener("click", onNext);
  };
}

/**
 * Every strip of a server-rendered page, each made whole first (a first view's album adds the
 * photos it carries as data). Only here: React's strips (the app, the editor) render every photo.
 */
export function enhancePhotoStrips(doc: ParentNode = document): void {
  for (const root of doc.querySelectorAll(`[${PHOTO_STRIP.root}]`)) {
    const track = root.querySelector(`[${PHOTO_STRIP.track}]`);
    if (track !== null) addLaterSlides(track);
    enhancePhotoStrip(root);
  }
}
