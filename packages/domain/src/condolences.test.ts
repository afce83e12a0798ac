import { describe, expect, it } from "vitest";
import { CONDOLENCE_MODES, DEFAULT_CONDOLENCE_MODE, textLength } from "./condolences";

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
