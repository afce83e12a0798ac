// Without a DOM (a server or edge render) DOMPurify cannot run. Here DOMPurify says so, as it
// does in plain Node, so `sanitizeSectionHtml` takes that path (ssr.test.tsx's server render
// takes it by itself).
import { owaspPayloads } from "./owasp-payloads.test-data.js";
import { sanitizeSectionHtml, setSanitizerWithoutDom } from "./sanitize.js";

vi.mock("dompurify", () => ({
  default: {
    isSupported: false,
    sanitize: () => {
      throw new Error("DOMPurify cannot run without a DOM");
    },
  },
}));

describe("sanitizeSectionHtml without a DOM (server render)", () => {
  it("shows everything as text until a sanitiser is set", () => {
    expect(sanitizeSectionHtml('<p onclick="x()">a</p><script>alert(1)</script>')).toBe(
      '&lt;p onclick="x()"&gt;a&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;',
    );
  });

  describe("with the server render's sanitiser (@memorial/ui/ssr)", () => {
    beforeAll(async () => {
      await import("../ssr/index.js");
    });

    it("keeps the editor's HTML exactly", () => {
      const html =
        "<h1>Levensloop</h1><p>Geboren in <strong>Deventer</strong>, <em>streng</em> en <u>eigen</u>.<br>Gemist.</p><h2>Werk</h2><h3>Thuis</h3>";
      expect(sanitizeSectionHtml(html)).toBe(html);
    });

    it("removes what DOMPurify removes: attributes, scripts, comments", () => {
      expect(sanitizeSectionHtml('<p onclick="x()">a</p><script>alert(1)</script><!-- c -->')).toBe(
        "<p>a</p>",
      );
      expect(sanitizeSectionHtml("<br/><br ><br>")).toBe("<br><br><br>");
    });

    it.each(owaspPayloads.map((payload, index) => [index, payload] as const))(
      "OWASP payload %i leaves no tag but the allow-listed ones, without attributes",
      (_index, payload) => {
        const clean = sanitizeSectionHtml(payload);
        const tags = [...clean.matchAll(/<[^>]*>/g)].map((match) => match[0]);
        for (const tag of tags) {
          expect(tag).toMatch(/^<\/?(h1|h2|h3|p|br|strong|em|u)>$/);
        }
      },
    );
  });

  it("uses the sanitiser it is given", () => {
    setSanitizerWithoutDom(() => "<p>schoon</p>");
    expect(sanitizeSectionHtml("<p>vuil</p>")).toBe("<p>schoon</p>");
  });
});
