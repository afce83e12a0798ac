// Draws the app's first paints into the build (after `vite build`):
// - dist/index.html: the frame of every screen with the waiting view (src/app/shell/app-shell.tsx);
// - dist/login.html, `/login`'s own document: the login screen itself
//   (src/app/shell/login-shell.tsx), with the login island (src/login-island.ts, built by
//   vite.login.config.ts) as its script instead of the app, which the island fetches on the first
//   touch;
// - dist/home.html, `/`'s own document: the home's waiting view with the screen as templates
//   (src/app/shell/home-shell.tsx), with the home island (src/home-island.ts, built by
//   vite.home.config.ts), which shows a signed-in user's list before the app has arrived.
// Both are rendered with the same components and theme as the app, their CSS in the head. A phone
// shows them as soon as the document arrives; the app replaces them when its code has run.
// Server-rendered pages take them out again (src/edge/html-document.ts).
import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { createElement, type ReactElement } from "react";
import { renderWithStyles } from "@memorial/ui/ssr";
import { VisitorUiProvider } from "@memorial/ui/view-provider";
import { AppShell } from "../src/app/shell/app-shell";
import { HomeShell } from "../src/app/shell/home-shell";
import { LoginShell } from "../src/app/shell/login-shell";
import { withAppShell, withIslandScript } from "../src/edge/html-document";

/** The builds' keys of the islands in their manifests (`vite.login.config.ts`, `vite.home.config.ts`). */
export const ISLAND_ENTRIES = { login: "src/login-island.ts", home: "src/home-island.ts" } as const;

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

/** The first paint of `/`: markup and CSS. */
export function renderHomeShell(): { html: string; css: string } {
  return renderShell(createElement(HomeShell));
}

type Manifest = Record<string, { file: string }>;

/** An island's script (its own build, `scripts/island-build.ts`), as a URL. */
export function islandScript(manifest: Manifest, key: string): string {
  const entry = manifest[key];
  if (entry === undefined) throw new Error(`${key} is missing in the island's manifest`);
  return `/${entry.file}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = (path: string) => fileURLToPath(new URL(`../dist/${path}`, import.meta.url));
  const index = await readFile(dist("index.html"), "utf8");
  const shell = renderAppShell();
  await writeFile(dist("index.html"), withAppShell(index, shell));
  const manifest = async (name: string) =>
    JSON.parse(await readFile(dist(`.vite/${name}-island-manifest.json`), "utf8")) as Manifest;
  const documents = { login: renderLoginShell(), home: renderHomeShell() };
  for (const name of ["login", "home"] as const) {
    await writeFile(
      dist(`${name}.html`),
      withIslandScript(
        withAppShell(index, documents[name]),
        islandScript(await manifest(name), ISLAND_ENTRIES[name]),
      ),
    );
  }
  const { login, home } = documents;
  process.stdout.write(
    `wrote the app's first paint into dist/index.html (${String(shell.html.length)} bytes of markup, ${String(shell.css.length)} of CSS)\n` +
      `wrote the login screen's first paint into dist/login.html (${String(login.html.length)} bytes of markup, ${String(login.css.length)} of CSS)\n` +
      `wrote the home's first paint into dist/home.html (${String(home.html.length)} bytes of markup, ${String(home.css.length)} of CSS)\n`,
  );
}
