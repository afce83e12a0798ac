// Draws the app's first paints into the build (after `vite build`):
// - dist/index.html: the frame of every screen with the waiting view (src/app/shell/app-shell.tsx);
// - dist/login.html, `/login`'s own document: the login screen itself
//   (src/app/shell/login-shell.tsx), with the login island (src/login-island.ts, built by
//   vite.login.config.ts) as its script instead of the app, which the island fetches on the first
//   touch (issue 22).
// Both are rendered with the same components and theme as the app, their CSS in the head. A phone
// shows them as soon as the document arrives; the app replaces them when its code has run.
// Server-rendered pages take them out again (src/edge/html-document.ts).
import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { createElement, type ReactElement } from "react";
import { renderWithStyles } from "@memorial/ui/ssr";
import { VisitorUiProvider } from "@memorial/ui/view-provider";
import { AppShell } from "../src/app/shell/app-shell";
import { LoginShell } from "../src/app/shell/login-shell";
import { withAppShell, withIslandScript } from "../src/edge/html-document";

/** The build's key of the login island in its manifest (`vite.login.config.ts`). */
export const LOGIN_ISLAND_ENTRY = "src/login-island.ts";

function renderShell(element: ReactElement): { html: string; css: string } {
  // Under an Emotion key of its own that no client cache adopts.
  return renderWithStyles(createElement(VisitorUiProvider, null, element), {
    emotionKey: "shell",
  });
}

/** The first paint of every screen: markup and CSS. */
export function renderAppShell(): { html: string; css: string } {
  return renderShell(createElement(AppShell));
}

/** The first paint of `/login`: markup and CSS. */
export function renderLoginShell(): { html: string; css: string } {
  return renderShell(createElement(LoginShell));
}

/** The login island's script (its own build, `vite.login.config.ts`), as a URL. */
export function loginIslandScript(manifest: Record<string, { file: string }>): string {
  const entry = manifest[LOGIN_ISLAND_ENTRY];
  if (entry === undefined)
    throw new Error(`${LOGIN_ISLAND_ENTRY} is missing in the login manifest`);
  return `/${entry.file}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = (path: string) => fileURLToPath(new URL(`../dist/${path}`, import.meta.url));
  const index = await readFile(dist("index.html"), "utf8");
  const shell = renderAppShell();
  await writeFile(dist("index.html"), withAppShell(index, shell));
  const manifest = JSON.parse(await readFile(dist(".vite/login-manifest.json"), "utf8")) as Record<
    string,
    { file: string }
  >;
  const login = renderLoginShell();
  await writeFile(
    dist("login.html"),
    withIslandScript(withAppShell(index, login), loginIslandScript(manifest)),
  );
  process.stdout.write(
    `wrote the app's first paint into dist/index.html (${String(shell.html.length)} bytes of markup, ${String(shell.css.length)} of CSS)\n` +
      `wrote the login screen's first paint into dist/login.html (${String(login.html.length)} bytes of markup, ${String(login.css.length)} of CSS)\n`,
  );
}
