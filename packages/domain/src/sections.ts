/** The six section types of a memorial page (spec section 3), in the order they are offered. */
export const SECTION_TYPES = [
  "text",
  "photo_carousel",
  "video",
  "audio",
  "gathering",
  "resting_place",
] as const;

export type SectionType = (typeof SECTION_TYPES)[number];

export function isSectionType(value: unknown): value is SectionType {
  return SECTION_TYPES.some((type) => type === value);
}
