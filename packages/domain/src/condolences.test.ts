import { describe, expect, it } from "vitest";
import {
  CONDOLENCE_MODES,
  DEFAULT_CONDOLENCE_MODE,
  isWriterEmail,
  textLength,
  WRITER_EMAIL_MAX_LENGTH,
} from "./condolences";

describe("condolences", () => {
  it("defaults to showing messages after approval", () => {
    expect(CONDOLENCE_MODES).toContain(DEFAULT_CONDOLENCE_MODE);
    expect(DEFAULT_CONDOLENCE_MODE).toBe("approval");
  });

  it("counts code points, as the contract does", () => {
    expect(textLength("abc")).toBe(3);
    expect(textLength("🕯️")).toBe(2);
    expect(textLength("😀")).toBe(1);
    expect("😀".length).toBe(2);
  });
});

describe("isWriterEmail", () => {
  it("takes an ordinary address and refuses what is not one", () => {
    expect(isWriterEmail("marja.hoekstra@example.nl")).toBe(true);
    for (const bad of ["marja@", "@example.nl", "marja example.nl", "a@b", "a@@b.nl", "a @b.nl"]) {
      expect(isWriterEmail(bad), bad).toBe(false);
    }
    expect(isWriterEmail(`${"m".repeat(WRITER_EMAIL_MAX_LENGTH)}@x.nl`)).toBe(false);
  });
});
