import { boxStyle, fixedElement, textStyle } from "../theme/fixed-style.js";
import { condolenceTexts } from "./texts.js";
import type { MemoryPhotoItem } from "./types.js";

const texts = condolenceTexts.memoryList;

/** A photo URL with the media host's width hint (a host that ignores it serves the original). */
const sized = (url: string, width: number) =>
  `${url}${url.includes("?") ? "&" : "?"}w=${String(width)}`;

// Fixed elements: a public page renders the first memories for every visitor.
const Grid = fixedElement(
  "ul",
  boxStyle({
    listStyleType: "none",
    m: "0",
    mt: "4",
    p: "0",
    display: "grid",
    gridTemplateColumns: { base: "1fr", sm: "repeat(2, minmax(0, 1fr))" },
    gap: "4",
    maxWidth: "65ch",
  }),
);
const Item = fixedElement("li", boxStyle({ m: "0" }));
const Figure = fixedElement("figure", boxStyle({ m: "0" }));
const Frame = fixedElement(
  "div",
  boxStyle({ borderRadius: "l2", overflow: "hidden", bg: "bg.muted" }),
);
const Photo = fixedElement("img", boxStyle({ display: "block", width: "full", height: "auto" }));
const Caption = fixedElement(
  "figcaption",
  textStyle({ mt: "1.5", fontSize: "sm", color: "fg.muted" }),
);

/**
 * The photos of a memory: loaded lazily, each named by its number and writer, with its caption
 * as visible text under it (the figure's caption, so it is not said twice).
 */
export function MemoryPhotos({
  photos,
  writer,
}: {
  photos: readonly MemoryPhotoItem[];
  writer: string;
}) {
  if (photos.length === 0) return null;
  return (
    <Grid data-testid="memory-photos">
      {photos.map((photo, index) => (
        <Item key={photo.url}>
          <Figure>
            <Frame>
              <Photo
                src={sized(photo.url, 640)}
                srcSet={`${sized(photo.url, 320)} 320w, ${sized(photo.url, 640)} 640w, ${sized(photo.url, 960)} 960w`}
                sizes="(min-width: 30em) 20rem, 100vw"
                alt={texts.photoAlt(writer, index + 1)}
                loading="lazy"
                decoding="async"
              />
            </Frame>
            {photo.caption === null || photo.caption === "" ? null : (
              <Caption>{photo.caption}</Caption>
            )}
          </Figure>
        </Item>
      ))}
    </Grid>
  );
}
