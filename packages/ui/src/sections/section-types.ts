/** The six section types of a memorial page (spec section 3): facts of @memorial/domain. */
export { SECTION_TYPES, type SectionType } from "@memorial/domain";
