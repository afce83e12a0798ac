import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { MemorialUiProvider } from "../provider.js";
import { PhotoStrip, type PhotoStripProps } from "./photo-strip.js";
import { enhancePhotoStrips, PHOTO_STRIP } from "./photo-strip-controller.js";

const photos = [1, 2, 3, 4, 5].map((n) => `/media/p/foto-${String(n)}.jpg`);
const captions = ["Op het strand", "", "Met de kleinkinderen", "", "In de tuin"];

/** The strip as the server renders it, in the document (never hydrated, as on a visitor's page). */
function serverStrip(props: PhotoStripProps): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = renderToStaticMarkup(
    <MemorialUiProvider>
      <PhotoStrip {...props} />
    </MemorialUiProvider>,
  );
  document.body.append(container);
  return container;
}

/** What a reader and the browser get of each slide. */
function slidesOf(container: HTMLElement) {
  const track = container.querySelector(`[${PHOTO_STRIP.track}]`);
  return [...(track?.children ?? [])].map((slide) => {
    const image = slide.querySelector("img");
    const labelledBy = slide.getAttribute("aria-labelledby");
    return {
      tag: slide.tagName,
      src: image?.getAttribute("src"),
      srcset: image?.getAttribute("srcset"),
      sizes: image?.getAttribute("sizes"),
      alt: image?.getAttribute("alt"),
      loading: image?.getAttribute("loading"),
      decoding: image?.getAttribute("decoding"),
      caption: slide.querySelector("figcaption")?.textContent ?? null,
      name: labelledBy === null ? null : document.getElementById(labelledBy)?.textContent,
    };
  });
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("an album in a page's first view", () => {
  it("holds its first photos in the markup and becomes the whole album once its script runs", () => {
    const first = serverStrip({
      id: "album-2",
      photos,
      captions,
      firstPhotos: 2,
      allPhotosHref: "?volledig#album-2",
    });
    expect(slidesOf(first)).toHaveLength(2);
    const track = first.querySelector(`[${PHOTO_STRIP.track}]`);
    expect(track).toHaveAttribute(PHOTO_STRIP.later);
    enhancePhotoStrips(first);
    expect(track).not.toHaveAttribute(PHOTO_STRIP.later);
    const whole = slidesOf(first);
    first.remove();

    const all = serverStrip({ id: "album-2", photos, captions });
    expect(all.querySelector(`[${PHOTO_STRIP.later}]`)).toBeNull();
    expect(whole).toEqual(slidesOf(all));
    expect(whole[4]).toMatchObject({
      alt: "Foto 5 van 5",
      caption: "In de tuin",
      name: "In de tuin",
    });
    expect(whole[3]).toMatchObject({ caption: null, name: null, loading: "lazy" });
  });

  it("links the whole album for a visitor without JavaScript", () => {
    const first = serverStrip({
      photos,
      captions,
      firstPhotos: 2,
      allPhotosHref: "?volledig#album-2",
    });
    // What a browser without JavaScript makes of the noscript's content.
    const holder = document.createElement("div");
    holder.innerHTML = first.querySelector("noscript")?.innerHTML ?? "";
    const link = holder.querySelector("a");
    expect(link).toHaveAttribute("href", "?volledig#album-2");
    expect(link).toHaveTextContent("Alle 5 foto's bekijken");
  });

  it("leaves an album with no more photos than that, and one without captions, as it is", () => {
    const short = serverStrip({ photos: photos.slice(0, 2), firstPhotos: 2 });
    expect(short.querySelector(`[${PHOTO_STRIP.later}]`)).toBeNull();
    expect(short.querySelector("noscript")).toBeNull();
    short.remove();
    // (At least two: the rest are copies of a lazy slide.)
    const plain = serverStrip({ photos, firstPhotos: 1, nearTop: true });
    expect(slidesOf(plain)).toHaveLength(2);
    enhancePhotoStrips(plain);
    const whole = slidesOf(plain);
    plain.remove();
    expect(whole).toEqual(slidesOf(serverStrip({ photos, nearTop: true })));
  });

  it("ignores later photos it cannot read", () => {
    const first = serverStrip({ photos, firstPhotos: 2 });
    first.querySelector(`[${PHOTO_STRIP.track}]`)?.setAttribute(PHOTO_STRIP.later, "{nope");
    enhancePhotoStrips(first);
    expect(slidesOf(first)).toHaveLength(2);
  });
});
