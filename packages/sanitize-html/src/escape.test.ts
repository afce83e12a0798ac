import { describe, expect, it } from "vitest";
import { escapeHtml } from "./escape";

describe("escapeHtml", () => {
  it("escapes what could end an element or a quoted attribute", () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;",
    );
  });

  it("escapes an ampersand once, before anything else", () => {
    expect(escapeHtml("&lt;")).toBe("&amp;lt;");
  });

  it("leaves Dutch text as it is", () => {
    expect(escapeHtml("Geliefde moeder en oma, 1941–2026 · Zoë")).toBe(
      "Geliefde moeder en oma, 1941–2026 · Zoë",
    );
  });
});
