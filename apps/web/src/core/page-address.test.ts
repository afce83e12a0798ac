import { describe, expect, it } from "vitest";
import { pageAddress } from "./page-address";

describe("pageAddress", () => {
  it("is the web app's origin and the page's readable address", () => {
    expect(
      pageAddress({ id: "3f1c6a2e", address: "henk-de-jong-1938" }, "https://herinnering.example"),
    ).toBe("https://herinnering.example/henk-de-jong-1938");
    expect(pageAddress({ id: "3f1c6a2e", address: "opa-henk" })).toBe(
      `${window.location.origin}/opa-henk`,
    );
  });

  it("is the page's id while the page has no address", () => {
    expect(pageAddress({ id: "3f1c6a2e", address: null }, "https://herinnering.example")).toBe(
      "https://herinnering.example/3f1c6a2e",
    );
    expect(pageAddress({ id: "3f1c6a2e" })).toBe(`${window.location.origin}/3f1c6a2e`);
  });
});
