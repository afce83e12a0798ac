import { describe, expect, it } from "vitest";
import { HtmlTooDeepError, MAX_HTML_DEPTH, sanitizeRichText } from "./index";

describe("sanitizeRichText", () => {
  it("keeps the editor's blocks and marks", () => {
    const html =
      "<h1>Een</h1><h2>Twee</h2><h3>Drie</h3><p>Tekst met <strong>vet</strong>, <em>schuin</em>, <u>onderstreept</u><br>en een regel.</p>";
    expect(sanitizeRichText(html)).toBe(html);
  });

  it("stores b and i as strong and em", () => {
    expect(sanitizeRichText("<p><b>vet</b> <i>schuin</i></p>")).toBe(
      "<p><strong>vet</strong> <em>schuin</em></p>",
    );
  });

  it("drops every attribute", () => {
    expect(sanitizeRichText('<p style="color:red" onclick="alert(1)" class="x" id="y">a</p>')).toBe(
      "<p>a</p>",
    );
  });

  it("unwraps other elements and keeps their text", () => {
    expect(sanitizeRichText('<div><span>a</span> <a href="https://x.nl">b</a></div>')).toBe("a b");
    expect(sanitizeRichText("<ul><li>een</li></ul>")).toBe("een");
  });

  it.each([
    ["<script>alert(1)</script>", ""],
    ["<p>a<script>alert(1)</script>b</p>", "<p>ab</p>"],
    ["<style>p{}</style><p>a</p>", "<p>a</p>"],
    ['<iframe src="javascript:alert(1)"></iframe>', ""],
    ["<img src=x onerror=alert(1)>", ""],
    ["<svg><script>alert(1)</script></svg>", ""],
    ["<svg/onload=alert(1)>", ""],
    ["<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>", ""],
    ['<form action="javascript:alert(1)"><input type=submit></form>', ""],
    ['<a href="javascript:alert(1)">klik</a>', "klik"],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', "x"],
    ["<object data=x></object><embed src=x>", ""],
    ["<template><img src=x onerror=alert(1)></template>", ""],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>">', '"&gt;'],
    ['<p title="&lt;img src=x onerror=alert(1)&gt;">a</p>', "<p>a</p>"],
    ["<!--<img src=x onerror=alert(1)>-->", ""],
    ["<p>1 &lt; 2 &amp; 3 &gt; 2</p>", "<p>1 &lt; 2 &amp; 3 &gt; 2</p>"],
    ["<IMG SRC=JaVaScRiPt:alert('XSS')>", ""],
    ['<<SCRIPT>alert("XSS");//<</SCRIPT>', "&lt;"],
    ["<BODY ONLOAD=alert('XSS')><p>a</p>", "<p>a</p>"],
    ['<xmp><p title="</xmp><img src=x onerror=alert(1)>">', '"&gt;'],
    [
      "<p><svg><p><style><img src=x onerror=alert(1)></style></p></svg></p>",
      "<p></p><p></p><p></p>",
    ],
    ["<math><mi><a href=javascript:alert(1)>x</a></mi></math>", ""],
    ['<p onmouseover="alert(1)" ONFOCUS=alert(1) autofocus>a</p>', "<p>a</p>"],
    ["<h1><p>a</h1>b</p>", "<h1><p>a</p></h1>b<p></p>"],
    ["<strong><p>a</strong>b", "<strong></strong><p><strong>a</strong>b</p>"],
    ["<p>open <em>never closed", "<p>open <em>never closed</em></p>"],
    ['<p>a</p><p b="<script>alert(1)</script>">c</p>', "<p>a</p><p>c</p>"],
    ["<scr<script>ipt>alert(1)</script>", "ipt&gt;alert(1)"],
    ['<a href="jav&#x09;ascript:alert(1)">x</a>', "x"],
  ])("neutralises %s", (input, expected) => {
    const output = sanitizeRichText(input);
    expect(output).toBe(expected);
    expect(output).not.toMatch(/<(?!\/?(h1|h2|h3|p|br|strong|em|u)>)/i);
  });

  it("is stable: sanitising its own output changes nothing", () => {
    for (const input of [
      "<p><strong><h1>x</h1></strong></p>",
      "<h1><p>a</p></h1>",
      "<p>a<br/>b</p>&nbsp;",
      "<u><em><strong>x</strong></em></u>",
    ]) {
      const once = sanitizeRichText(input);
      expect(sanitizeRichText(once)).toBe(once);
    }
  });
});

describe("deeply nested HTML", () => {
  it("keeps nesting up to the limit", () => {
    const depth = MAX_HTML_DEPTH;
    const html = `${"<span>".repeat(depth - 1)}<strong>diep</strong>${"</span>".repeat(depth - 1)}`;
    expect(sanitizeRichText(html)).toBe("<strong>diep</strong>");
  });

  it.each([
    ["span", 5000],
    ["strong", 5000],
    ["div", 5000],
  ])("refuses %s nested %i deep without overflowing the stack", (tag, depth) => {
    const html = `${`<${tag}>`.repeat(depth)}x${`</${tag}>`.repeat(depth)}`;
    expect(() => sanitizeRichText(html)).toThrow(HtmlTooDeepError);
  });
});

describe("rendering", () => {
  it("writes a non-breaking space as &nbsp;, as a browser serialises it", () => {
    expect(sanitizeRichText("<p>a\u00a0b&nbsp;c</p>")).toBe("<p>a&nbsp;b&nbsp;c</p>");
  });

  it("flattens too deep nesting instead of refusing it when asked", () => {
    const depth = MAX_HTML_DEPTH + 5;
    const html = `${"<strong>".repeat(depth)}x${"</strong>".repeat(depth)}`;
    const output = sanitizeRichText(html, { tooDeep: "flatten" });
    expect(output).toBe(
      `${"<strong>".repeat(MAX_HTML_DEPTH)}x${"</strong>".repeat(MAX_HTML_DEPTH)}`,
    );
    expect(() => sanitizeRichText(html)).toThrow(HtmlTooDeepError);
  });
});
