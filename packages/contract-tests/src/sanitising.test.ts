// docs/security.md item 10: the API sanitises (or rejects) dangerous HTML on write. What is stored
// and read back may contain only the editor's tags (ALLOWED_TAGS of @memorial/domain) without
// attributes; harmless text survives.
import { isAllowedTag } from "@memorial/domain";
import { beforeAll, describe, expect, it } from "vitest";
import {
  bodyOf,
  createPage,
  readPage,
  savePage,
  useSuite,
  type ProfileBody,
  textOf,
} from "./harness";

/** Problems of an HTML string: disallowed tags, any attribute, comments, CDATA. */
function unsafeParts(html: string): string[] {
  const problems: string[] = [];
  for (const match of html.matchAll(/<\s*(\/?)\s*([a-zA-Z][^\s/>]*)([^>]*)>/g)) {
    const tag = (match[2] ?? "").toLowerCase();
    const rest = (match[3] ?? "").trim();
    if (!isAllowedTag(tag)) problems.push(`tag <${tag}>`);
    if (rest !== "" && rest !== "/") problems.push(`attributes on <${tag}>: ${rest}`);
  }
  if (/<!--|<!\[CDATA\[|<!doctype|<\?/i.test(html)) problems.push("comment, CDATA or declaration");
  // A "<" followed by a letter that the tag scan above did not read as a tag (e.g. "<img/src")
  if (/<[a-zA-Z!/?]/.test(html.replace(/<\s*\/?\s*[a-zA-Z][^\s/>]*[^>]*>/g, ""))) {
    problems.push("unparsed markup");
  }
  return problems;
}

const PAYLOADS: [string, string, string][] = [
  ["script element", "<p>Veilig</p><script>alert(1)</script>", "Veilig"],
  ["img with onerror", '<p>Veilig<img src=x onerror="alert(1)"></p>', "Veilig"],
  ["style attribute", '<p style="background:url(javascript:alert(1))">Veilig</p>', "Veilig"],
  ["style element", "<style>p{color:red}</style><p>Veilig</p>", "Veilig"],
  ["iframe", '<p>Veilig</p><iframe src="https://example.com"></iframe>', "Veilig"],
  ["javascript: link", '<p><a href="javascript:alert(1)">Veilig</a></p>', "Veilig"],
  ["JaVaScRiPt: with entities", '<p><a href="&#106;avascript:alert(1)">Veilig</a></p>', "Veilig"],
  ["data: URL", '<p><a href="data:text/html,<script>alert(1)</script>">Veilig</a></p>', "Veilig"],
  ["onclick on an allowed tag", '<p onclick="alert(1)">Veilig</p>', "Veilig"],
  ["svg with onload", '<svg onload="alert(1)"><p>Veilig</p></svg>', "Veilig"],
  ["math mutation", "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>", ""],
  [
    "noscript mutation",
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">Veilig</p></noscript>',
    "",
  ],
  [
    "form and input",
    '<form action="https://evil.example"><input name="x"></form><p>Veilig</p>',
    "Veilig",
  ],
  ["object and embed", '<object data="x.swf"></object><embed src="x.swf"><p>Veilig</p>', "Veilig"],
  [
    "meta refresh",
    '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><p>Veilig</p>',
    "Veilig",
  ],
  ["comment trick", "<!--><img src=x onerror=alert(1)>--><p>Veilig</p>", "Veilig"],
  ["class and id", '<h2 class="x" id="y">Veilig</h2>', "Veilig"],
  ["upper-case IMG with JaVaScRiPt:", "<IMG SRC=JaVaScRiPt:alert('XSS')><p>Veilig</p>", "Veilig"],
  ["tab inside javascript:", '<p><a href="jav&#x09;ascript:alert(1)">Veilig</a></p>', "Veilig"],
  ["slash instead of space", "<p/onmouseover=alert(1)>Veilig</p>", "Veilig"],
  ["nested script tags", "<<script>script>alert(1)<</script>/script><p>Veilig</p>", "Veilig"],
  ["split script tag", "<scr<script>ipt>alert(1)</scr</script>ipt><p>Veilig</p>", "Veilig"],
  [
    "base and link",
    '<base href="javascript:/"><link rel="stylesheet" href="x.css"><p>Veilig</p>',
    "Veilig",
  ],
  ["CSS expression", '<div style="width: expression(alert(1))"><p>Veilig</p></div>', "Veilig"],
  ["template element", "<template><img src=x onerror=alert(1)></template><p>Veilig</p>", "Veilig"],
  ["unclosed attribute", '<p title="x onmouseover=alert(1) y=">Veilig</p>', "Veilig"],
];

describe("rich text is sanitised on write", () => {
  let id: string;
  beforeAll(async () => {
    id = await createPage(useSuite().accounts.owner.idToken);
  });

  it("keeps the editor's own markup as it is", async () => {
    const token = useSuite().accounts.owner.idToken;
    const html =
      "<h1>Kop</h1><h2>Twee</h2><h3>Drie</h3><p>Een <strong>vet</strong>, <em>schuin</em> en <u>onder</u><br>regel</p>";
    const response = await savePage(token, id, {
      name: "HTML",
      sections: [{ type: "text", isPublic: true, text: html }],
    });
    expect(response.status).toBe(200);
    const stored = textOf((await readPage(token, id)).sections[0]) ?? "";
    expect(unsafeParts(stored)).toEqual([]);
    for (const word of ["Kop", "Twee", "Drie", "vet", "schuin", "onder", "regel"]) {
      expect(stored).toContain(word);
    }
    for (const tag of ["<h1>", "<h2>", "<h3>", "<strong>", "<em>", "<u>", "<p>"]) {
      expect(stored).toContain(tag);
    }
  });

  it.each(PAYLOADS)("%s is removed or refused", async (_label, payload, keptText) => {
    const token = useSuite().accounts.owner.idToken;
    const response = await savePage(token, id, {
      name: "Aanval",
      sections: [{ type: "text", isPublic: true, text: payload }],
    });
    if (response.status === 400) {
      expect(bodyOf<{ code: string }>(response).code).toBe("invalid_request");
      return;
    }
    expect(response.status, response.text.slice(0, 300)).toBe(200);
    const answered = textOf(bodyOf<ProfileBody>(response).sections[0]) ?? "";
    const stored = textOf((await readPage(token, id)).sections[0]) ?? "";
    expect(stored).toBe(answered);
    expect(unsafeParts(stored), `stored: ${stored}`).toEqual([]);
    if (keptText !== "") expect(stored).toContain(keptText);
  });
});

describe("harmless text", () => {
  it("keeps escaped characters escaped", async () => {
    const token = useSuite().accounts.owner.idToken;
    const id = await createPage(token);
    const html = "<p>1 &lt; 2 &amp;&amp; 3 &gt; 2: &lt;script&gt; blijft tekst</p>";
    const response = await savePage(token, id, {
      name: "Tekens",
      sections: [{ type: "text", isPublic: true, text: html }],
    });
    expect(response.status).toBe(200);
    const stored = textOf((await readPage(token, id)).sections[0]) ?? "";
    expect(unsafeParts(stored)).toEqual([]);
    expect(stored).toContain("&lt;script&gt; blijft tekst");
  });
});

describe("the sanitiser check itself", () => {
  it("flags what the API must not store", () => {
    expect(unsafeParts("<p>ok</p>")).toEqual([]);
    expect(unsafeParts('<p class="x">a</p>')).toHaveLength(1);
    expect(unsafeParts("<img src=x>")).toContain("tag <img>");
    expect(unsafeParts("<!-- x --><p>a</p>")).toContain("comment, CDATA or declaration");
    expect(unsafeParts("&lt;img src=x onerror=alert(1)&gt;")).toEqual([]);
  });
});
