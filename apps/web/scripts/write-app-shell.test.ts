// @vitest-environment node
import { readFile } from "node:fs/promises";
import { buildDocument, withAppShell, withoutAppShell } from "../src/edge/html-document";
import { commonTexts } from "../src/texts/common";
import { renderAppShell } from "./write-app-shell";

const INDEX_HTML = await readFile(new URL("../index.html", import.meta.url), "utf8");

describe("the app's first paint in index.html", () => {
  const shell = renderAppShell();

  it("is the frame of every screen with the waiting view, and says what is missing without JavaScript", () => {
    expect(shell.html).toContain('href="/"');
    expect(shell.html).toContain(commonTexts.footer.tagline);
    expect(shell.html).toContain('href="/toegankelijkheid"');
    expect(shell.html).toContain(commonTexts.loading);
    expect(shell.html).toContain("<noscript>");
    expect(shell.html).toContain(commonTexts.noScript.replace("'", "&#x27;"));
  });

  it("uses an Emotion key of its own, which the app's cache does not adopt", () => {
    expect(shell.html).not.toMatch(/\bcss-[a-z0-9]/);
    expect(shell.html).toMatch(/class="shell-[a-z0-9]+"/);
    expect(shell.css).toMatch(/<style data-emotion="shell-global /);
    expect(shell.css).not.toMatch(/data-emotion="css[ -]/);
    // Every class of the markup has its rule.
    for (const [, id] of shell.html.matchAll(/class="(?:chakra-[a-z]+ )?(shell-[a-z0-9]+)"/g)) {
      expect(shell.css).toContain(`.${id ?? ""}`);
    }
  });

  it("goes into index.html between markers and comes out again", () => {
    const withShell = withAppShell(INDEX_HTML, shell);
    expect(withShell).toContain(
      `<div id="root"><!--app-shell-->${shell.html}<!--/app-shell--></div>`,
    );
    expect(withShell.indexOf("<!--app-shell-css-->")).toBeLessThan(withShell.indexOf("</head>"));
    // Drawn twice, it is there once.
    expect(withAppShell(withShell, shell)).toBe(withShell);
    expect(withoutAppShell(withShell)).toBe(INDEX_HTML);
  });

  it("is not part of a server-rendered page", () => {
    const document = buildDocument(withAppShell(INDEX_HTML, shell), {
      title: "Johanna de Vries",
      description: "Johanna de Vries",
      css: "<style>h1{}</style>",
      body: "<h1>Johanna de Vries</h1>",
      dataIsland: "",
      script: "/assets/visitor-boot.js",
    });
    expect(document).not.toContain("app-shell");
    expect(document).not.toContain(commonTexts.loading);
    expect(document).toContain('<div id="root"><h1>Johanna de Vries</h1></div>');
  });
});
