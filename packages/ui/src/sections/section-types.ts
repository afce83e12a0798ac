/** The four section types of a memorial page (spec section 3). */
export type SectionType = "text" | "photo_carousel" | "video" | "audio";

export const SECTION_TYPES: readonly SectionType[] = ["text", "photo_carousel", "video", "audio"];
