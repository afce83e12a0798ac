import { Box, Text, chakra } from "@chakra-ui/react";
import { condolenceTexts } from "./texts.js";
import type { MemoryPhotoItem } from "./types.js";

const texts = condolenceTexts.memoryList;

/** A photo URL with the media host's width hint (a host that ignores it serves the original). */
const sized = (url: string, width: number) =>
  `${url}${url.includes("?") ? "&" : "?"}w=${String(width)}`;

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
    <chakra.ul
      listStyleType="none"
      m="0"
      mt="4"
      p="0"
      display="grid"
      gridTemplateColumns={{ base: "1fr", sm: "repeat(2, minmax(0, 1fr))" }}
      gap="4"
      maxWidth="65ch"
      data-testid="memory-photos"
    >
      {photos.map((photo, index) => (
        <chakra.li key={photo.url} m="0">
          <chakra.figure m="0">
            <Box borderRadius="l2" overflow="hidden" bg="bg.muted">
              <chakra.img
                src={sized(photo.url, 640)}
                srcSet={`${sized(photo.url, 320)} 320w, ${sized(photo.url, 640)} 640w, ${sized(photo.url, 960)} 960w`}
                sizes="(min-width: 30em) 20rem, 100vw"
                alt={texts.photoAlt(writer, index + 1)}
                loading="lazy"
                decoding="async"
                display="block"
                width="full"
                height="auto"
              />
            </Box>
            {photo.caption === null || photo.caption === "" ? null : (
              <Text as="figcaption" mt="1.5" fontSize="sm" color="fg.muted">
                {photo.caption}
              </Text>
            )}
          </chakra.figure>
        </chakra.li>
      ))}
    </chakra.ul>
  );
}
