/**
 * Captions on the family's own photos: one optional short line per photo, shown under it in the
 * strip, read by screen readers as the photo's text, printed under the photo and written into the
 * keepsake. On the wire a photos section's `captions` runs parallel to its `photos` (the same
 * index; an empty string is no caption). The contract carries the same limit.
 */

/** Longest caption (characters, as Unicode code points). */
export const PHOTO_CAPTION_MAX_LENGTH = 200;

function length(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/**
 * What is wrong with the captions of a section with `photoCount` photos: more captions than
 * photos, or one too long (its index); null when they are acceptable.
 */
export function photoCaptionProblem(
  captions: readonly string[],
  photoCount: number,
): { rule: "moreThanPhotos" } | { rule: "tooLong"; index: number } | null {
  if (captions.length > photoCount) return { rule: "moreThanPhotos" };
  const index = captions.findIndex((caption) => length(caption) > PHOTO_CAPTION_MAX_LENGTH);
  return index === -1 ? null : { rule: "tooLong", index };
}
