import { owaspPayloads } from "./owasp-payloads.test-data.js";
import { sanitizeSectionHtml, sanitizeWithoutDom } from "./sanitize.js";

// These run in jsdom, so `sanitizeWithoutDom` is called directly; ssr.test.tsx renders a story
// in plain Node, where `sanitizeSectionHtml` takes this path by itself.

describe("sanitizeSectionHtml without a DOM (server render)", () => {
  it("keeps the editor's HTML exactly", () => {
    const html =
      "<h1>Levensloop</h1><p>Geboren in <strong>Deventer</strong>, <em>streng</em> en <u>eigen</u>.<br>Gemist.</p><h2>Werk</h2><h3>Thuis</h3>";
    expect(sanitizeWithoutDom(html)).toBe(html);
    // The same as DOMPurify's result for the editor's own HTML (no hydration difference).
    expect(sanitizeSectionHtml(html)).toBe(html);
  });

  it("turns every other tag, attribute and comment into harmless text", () => {
    expect(sanitizeWithoutDom('<p onclick="x()">a</p><script>alert(1)</script><!-- c -->')).toBe(
      "&lt;p onclick=&quot;x()&quot;&gt;a</p>&lt;script&gt;alert(1)&lt;/script&gt;&lt;!-- c --&gt;",
    );
    expect(sanitizeWithoutDom("<br/><br ><br>")).toBe("<br><br><br>");
  });

  it.each(owaspPayloads.map((payload, index) => [index, payload] as const))(
    "OWASP payload %i leaves no tag but the allow-listed ones, without attributes",
    (_index, payload) => {
      const clean = sanitizeWithoutDom(payload);
      const tags = [...clean.matchAll(/<[^>]*>/g)].map((match) => match[0]);
      for (const tag of tags) {
        expect(tag).toMatch(/^<\/?(h1|h2|h3|p|br|strong|em|u)>$/);
      }
    },
  );
});
