// @vitest-environment node
import { readFile } from "node:fs/promises";
import {
  appScriptOf,
  buildDocument,
  withAppShell,
  withIslandScript,
  withoutAppShell,
} from "../src/edge/html-document";
import { accountTexts } from "../src/texts/account";
import { commonTexts } from "../src/texts/common";
import { ISLAND_ENTRIES, islandScript, renderAppShell, renderLoginShell } from "./write-app-shell";

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

describe("the login screen's own document (dist/login.html)", () => {
  const shell = renderLoginShell();
  const BUILT_INDEX = INDEX_HTML.replace(
    '<script type="module" src="/src/main.tsx"></script>',
    '<script type="module" crossorigin src="/assets/index-abc.js"></script><link rel="modulepreload" crossorigin href="/assets/react-abc.js">',
  );

  it("draws the login screen with its fields, links and the signed-out header, marked for the hand-over", () => {
    const t = accountTexts.login;
    expect(shell.html).toContain("data-login-shell");
    expect(shell.html).toContain(`data-busy-text="${t.busy}"`);
    expect(shell.html).toMatch(/<input[^>]*type="email"[^>]*name="email"/);
    expect(shell.html).toMatch(/<input[^>]*type="password"[^>]*name="password"/);
    expect(shell.html).toMatch(/<form[^>]*method="post"/);
    expect(shell.html).toContain('href="/register"');
    expect(shell.html).toContain('href="/reset-password"');
    expect(shell.html).toMatch(/<a[^>]*href="\/login" aria-current="page"/);
    expect(shell.html).toContain(t.google);
    // The message for a failed fetch of the app is there, hidden until the island shows it.
    expect(shell.html).toMatch(/<div[^>]*hidden=""[^>]*data-login-load-error=""/);
    expect(shell.html).toContain(t.loadError);
    expect(shell.html).toContain(commonTexts.noScript.replace("'", "&#x27;"));
    for (const [, id] of shell.html.matchAll(/class="(?:chakra-[a-z]+ )?(shell-[a-z0-9]+)"/g)) {
      expect(shell.css).toContain(`.${id ?? ""}`);
    }
  });

  it("runs the island instead of the app, and names the app's script for it", () => {
    const login = withIslandScript(withAppShell(BUILT_INDEX, shell), "/assets/login-island-x.js");
    expect(login).toContain(
      '<script type="module" crossorigin src="/assets/login-island-x.js" data-app-script="/assets/index-abc.js"></script>',
    );
    expect(login).not.toContain("modulepreload");
    expect(appScriptOf(login)).toBe("/assets/login-island-x.js");
    expect(login).toContain(shell.html);
    expect(() => withIslandScript("<html></html>", "/x.js")).toThrow(/no entry script/);
  });

  it("finds the island's script in its build's manifest", () => {
    expect(
      islandScript(
        { "src/login-island.ts": { file: "assets/login-island-x.js" } },
        ISLAND_ENTRIES.login,
      ),
    ).toBe("/assets/login-island-x.js");
    expect(() => islandScript({}, ISLAND_ENTRIES.home)).toThrow(/missing/);
  });
});
