// The two builds of the `./section` export, tested here in Node: the server build cleans with
// parse5; the browser build, should it ever run without a DOM, shows everything as text.
import { describe, expect, it } from "vitest";
import * as browser from "./section.browser";
import * as server from "./section.server";

const EDITOR_HTML =
  "<h1>Levensloop</h1><p>Geboren in <strong>Deventer</strong>, <em>streng</em> en <u>eigen</u>.<br>Gemist.</p>";

describe("the section sanitiser's server build", () => {
  it("is parse5 and keeps the editor's HTML exactly", () => {
    expect(server.SECTION_SANITIZER).toBe("parse5");
    expect(server.sanitizeSectionHtml(EDITOR_HTML)).toBe(EDITOR_HTML);
    expect(server.sanitizeSectionHtml("")).toBe("");
  });

  it("removes what DOMPurify removes: attributes, scripts, comments", () => {
    expect(
      server.sanitizeSectionHtml('<p onclick="x()">a</p><script>alert(1)</script><!-- c -->'),
    ).toBe("<p>a</p>");
  });

  it("flattens HTML nested too deep instead of failing the render", () => {
    const deep = `${"<p>".repeat(150)}diep${"</p>".repeat(150)}`;
    expect(server.sanitizeSectionHtml(deep)).toContain("diep");
  });
});

describe("the section sanitiser's browser build without a DOM", () => {
  it("is DOMPurify and lets nothing become markup", () => {
    expect(browser.SECTION_SANITIZER).toBe("dompurify");
    expect(browser.sanitizeSectionHtml('<p onclick="x()">a</p><script>alert(1)</script>')).toBe(
      "&lt;p onclick=&quot;x()&quot;&gt;a&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;",
    );
  });
});
