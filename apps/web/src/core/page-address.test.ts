import { describe, expect, it } from "vitest";
import { pageAddress } from "./page-address";

describe("pageAddress", () => {
  it("is the web app's origin and the page's id", () => {
    expect(pageAddress("3f1c6a2e", "https://herinnering.example")).toBe(
      "https://herinnering.example/3f1c6a2e",
    );
    expect(pageAddress("3f1c6a2e")).toBe(`${window.location.origin}/3f1c6a2e`);
  });
});
