import { ALLOWED_TAGS, sanitizeSectionHtml } from "./sanitize.js";
import { owaspPayloads } from "./owasp-payloads.test-data.js";

const allowed = new Set<string>(ALLOWED_TAGS);

/** Parses HTML the way the browser will and lists what would be dangerous in it. */
function problemsIn(html: string): string[] {
  const template = document.createElement("template");
  template.innerHTML = html;
  const problems: string[] = [];
  for (const element of template.content.querySelectorAll("*")) {
    const tag = element.tagName.toLowerCase();
    if (!allowed.has(tag)) problems.push(`tag <${tag}>`);
    for (const attribute of element.attributes) problems.push(`attribute ${attribute.name}`);
  }
  return problems;
}

describe("sanitizeSectionHtml", () => {
  it("keeps the editor's blocks and marks", () => {
    const html =
      "<h1>Titel</h1><h2>Kop</h2><h3>Sub</h3><p>Een <strong>vet</strong>, <em>schuin</em> en <u>onderstreept</u> woord<br>nieuwe regel</p>";
    expect(sanitizeSectionHtml(html)).toBe(html);
  });

  it("removes attributes but keeps the text of allowed elements", () => {
    expect(sanitizeSectionHtml('<p class="x" style="color:red" onclick="alert(1)">Hallo</p>')).toBe(
      "<p>Hallo</p>",
    );
  });

  it("keeps the text of elements outside the allow-list without the elements", () => {
    expect(sanitizeSectionHtml('<div><span>Lieve</span> <a href="/x">oma</a></div>')).toBe(
      "Lieve oma",
    );
  });

  it("returns an empty string for empty input", () => {
    expect(sanitizeSectionHtml("")).toBe("");
  });

  it.each(owaspPayloads.map((payload) => [payload]))("neutralises OWASP payload %s", (payload) => {
    const once = sanitizeSectionHtml(payload);
    expect(problemsIn(once)).toEqual([]);
    expect(once).not.toMatch(/<\s*(script|img|svg|math|iframe|style|form|object|embed)/i);
    expect(once).not.toMatch(/<[^>]*\son\w+\s*=/i);
    // Mutation XSS: parsing and serialising the output again must not create anything new.
    const template = document.createElement("template");
    template.innerHTML = once;
    const reparsed = template.innerHTML;
    expect(problemsIn(reparsed)).toEqual([]);
    expect(sanitizeSectionHtml(reparsed)).toBe(reparsed);
  });

  it("tests a substantial part of the OWASP list", () => {
    expect(owaspPayloads.length).toBeGreaterThanOrEqual(80);
  });
});
