import { parseFragment, type DefaultTreeAdapterTypes } from "parse5";
import { describe, expect, it } from "vitest";
import { escapeHtml } from "./escape";

describe("escapeHtml", () => {
  it("escapes what could end an element or a quoted attribute", () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;",
    );
  });

  it("keeps a value inside an attribute of either quote style", () => {
    const value = `" onmouseover="alert(1)' onfocus='alert(2)`;
    for (const quote of ['"', "'"]) {
      const fragment = parseFragment(`<p title=${quote}${escapeHtml(value)}${quote}>x</p>`);
      const element = fragment.childNodes[0] as DefaultTreeAdapterTypes.Element;
      expect(element.attrs).toEqual([{ name: "title", value }]);
    }
  });

  it("escapes an ampersand once, before anything else", () => {
    expect(escapeHtml("&lt;")).toBe("&amp;lt;");
    expect(escapeHtml("&lt;", "text-node")).toBe("&amp;lt;");
  });

  it("leaves Dutch text as it is", () => {
    expect(escapeHtml("Geliefde moeder en oma, 1941–2026 · Zoë")).toBe(
      "Geliefde moeder en oma, 1941–2026 · Zoë",
    );
  });

  it("writes a text node as a browser serialises it: quotes stay, a no-break space is named", () => {
    expect(escapeHtml(`"Oma's" <tuin> & 14.00\u00a0uur`, "text-node")).toBe(
      `"Oma's" &lt;tuin&gt; &amp; 14.00&nbsp;uur`,
    );
    expect(escapeHtml("14.00\u00a0uur")).toBe("14.00\u00a0uur");
  });
});
