/** The six section types of a memorial page (spec section 3), in the order they are offered. */
export const SECTION_TYPES = [
  "text",
  "photo_carousel",
  "video",
  "audio",
  "gathering",
  "resting_place",
] as const;

/** The most photos one page may hold, over all its photo sections together (a save refuses more). */
export const MAX_PHOTOS_PER_PAGE = 200;

export type SectionType = (typeof SECTION_TYPES)[number];

export function isSectionType(value: unknown): value is SectionType {
  return SECTION_TYPES.some((type) => type === value);
}
