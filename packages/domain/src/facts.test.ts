import { describe, expect, expectTypeOf, it } from "vitest";
import {
  ACCESS_LEVELS,
  ALLOWED_TAGS,
  SECTION_TYPES,
  isAccessLevel,
  isAllowedTag,
  isSectionType,
  type AccessLevel,
  type PaymentChoice,
  type PlanId,
  type SectionType,
  type YearsUpfront,
} from "./index";

describe("ACCESS_LEVELS", () => {
  it("holds manage and view", () => {
    expect(ACCESS_LEVELS).toEqual(["view", "manage"]);
    expectTypeOf<AccessLevel>().toEqualTypeOf<"manage" | "view">();
  });

  it("recognises only the two levels", () => {
    expect(ACCESS_LEVELS.every(isAccessLevel)).toBe(true);
    for (const value of ["Manage", "edit", "", null, undefined, 1]) {
      expect(isAccessLevel(value)).toBe(false);
    }
  });
});

describe("SECTION_TYPES", () => {
  it("holds the six section types in the order they are offered", () => {
    expect(SECTION_TYPES).toEqual([
      "text",
      "photo_carousel",
      "video",
      "audio",
      "gathering",
      "resting_place",
    ]);
    expectTypeOf<SectionType>().toEqualTypeOf<
      "text" | "photo_carousel" | "video" | "audio" | "gathering" | "resting_place"
    >();
  });

  it("recognises only these types", () => {
    expect(SECTION_TYPES.every(isSectionType)).toBe(true);
    for (const value of ["photo", "photos", "TEXT", "", null, 3]) {
      expect(isSectionType(value)).toBe(false);
    }
  });
});

describe("ALLOWED_TAGS", () => {
  it("holds the editor's blocks, the hard break and the three marks", () => {
    expect(ALLOWED_TAGS).toEqual(["h1", "h2", "h3", "p", "br", "strong", "em", "u"]);
  });

  it("keeps out everything that can carry script, style or a link", () => {
    for (const tag of ["script", "style", "a", "img", "iframe", "svg", "b", "i", "H1", "div"]) {
      expect(isAllowedTag(tag)).toBe(false);
    }
    expect(ALLOWED_TAGS.every(isAllowedTag)).toBe(true);
  });
});

describe("PaymentChoice", () => {
  it("is a plan and a number of years upfront", () => {
    expectTypeOf<PaymentChoice>().toEqualTypeOf<{ plan: PlanId; yearsUpfront: YearsUpfront }>();
  });
});
