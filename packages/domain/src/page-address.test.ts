import { describe, expect, it } from "vitest";
import {
  ADDRESS_LIMITS,
  addressCandidate,
  addressProblem,
  isPageIdShape,
  pageSegment,
  slugify,
  suggestAddress,
} from "./page-address";

describe("slugify", () => {
  it("folds diacritics, lowers case and joins words with single hyphens", () => {
    expect(slugify("Henk de Jong")).toBe("henk-de-jong");
    expect(slugify("Zoë Müller-Lüdenscheidt")).toBe("zoe-muller-ludenscheidt");
    expect(slugify("  Renée  van ’t Hof  ")).toBe("renee-van-t-hof");
    expect(slugify("Ĳsbrand Øster Straße")).toBe("ijsbrand-oster-strasse");
    expect(slugify("Jan & Piet!")).toBe("jan-piet");
  });

  it("leaves nothing for a name without letters or digits", () => {
    expect(slugify("— · —")).toBe("");
  });
});

describe("suggestAddress", () => {
  it("adds the year of birth", () => {
    expect(suggestAddress("Henk de Jong", "1938-04-02")).toBe("henk-de-jong-1938");
  });

  it("is the name alone without a date of birth, and null without a usable name", () => {
    expect(suggestAddress("Henk de Jong", null)).toBe("henk-de-jong");
    expect(suggestAddress("", "1938-04-02")).toBeNull();
    expect(suggestAddress("???", null)).toBeNull();
  });

  it("never suggests a reserved word or a too short address", () => {
    expect(suggestAddress("Login", null)).toBe("login-pagina");
    expect(suggestAddress("Bo", null)).toBe("bo-pagina");
  });

  it("leaves room for a collision suffix on a very long name", () => {
    const suggestion = suggestAddress("a".repeat(200), "1938-01-01");
    expect(suggestion).not.toBeNull();
    expect(addressProblem(addressCandidate(suggestion ?? "", 999))).toBeNull();
  });
});

describe("addressCandidate", () => {
  it("counts on from -2 after a collision", () => {
    expect(addressCandidate("henk-de-jong-1938", 1)).toBe("henk-de-jong-1938");
    expect(addressCandidate("henk-de-jong-1938", 2)).toBe("henk-de-jong-1938-2");
    expect(addressCandidate("henk-de-jong-1938", 3)).toBe("henk-de-jong-1938-3");
  });
});

describe("addressProblem", () => {
  it("accepts lower-case letters, digits and single hyphens", () => {
    expect(addressProblem("henk-de-jong-1938")).toBeNull();
    expect(addressProblem("opa")).toBeNull();
  });

  it("names the problem", () => {
    expect(addressProblem("ab")).toBe("too_short");
    expect(addressProblem("a".repeat(ADDRESS_LIMITS.maxLength + 1))).toBe("too_long");
    expect(addressProblem("Henk")).toBe("invalid");
    expect(addressProblem("henk--jong")).toBe("invalid");
    expect(addressProblem("-henk")).toBe("invalid");
    expect(addressProblem("henk_jong")).toBe("invalid");
    expect(addressProblem("config.json")).toBe("invalid");
    expect(addressProblem("_local")).toBe("invalid");
    expect(addressProblem("hénk")).toBe("invalid");
  });

  it("rejects the reserved words and the shape of a page id", () => {
    for (const word of [
      "login",
      "api",
      "media",
      "public",
      "assets",
      "toegankelijkheid",
      "volgen",
    ]) {
      expect(addressProblem(word)).toBe("reserved");
    }
    expect(addressProblem("1d84c292-2a40-4427-8fba-418848272740")).toBe("reserved");
    expect(isPageIdShape("1d84c292-2a40-4427-8fba-418848272740")).toBe(true);
    expect(isPageIdShape("henk-de-jong-1938")).toBe(false);
  });
});

describe("pageSegment", () => {
  it("is the address, or the id while there is none", () => {
    expect(pageSegment({ id: "1d84c292", address: "henk-de-jong-1938" })).toBe("henk-de-jong-1938");
    expect(pageSegment({ id: "1d84c292", address: null })).toBe("1d84c292");
  });
});
