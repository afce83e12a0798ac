// Draws the app's first paint into dist/index.html (after `vite build`): the frame of every
// screen with the waiting view (src/app/shell/app-shell.tsx), rendered with the same components
// and theme as the app, its CSS in the head. A phone shows it as soon as the document arrives;
// the app replaces it when its code has run. Server-rendered pages take it out again
// (src/edge/html-document.ts).
import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { createElement } from "react";
import { renderWithStyles } from "@memorial/ui/ssr";
import { VisitorUiProvider } from "@memorial/ui/view-provider";
import { AppShell } from "../src/app/shell/app-shell";
import { withAppShell } from "../src/edge/html-document";

/** The shell's markup and CSS, under an Emotion key of its own that no client cache adopts. */
export function renderAppShell(): { html: string; css: string } {
  return renderWithStyles(createElement(VisitorUiProvider, null, createElement(AppShell)), {
    emotionKey: "shell",
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const path = fileURLToPath(new URL("../dist/index.html", import.meta.url));
  const shell = renderAppShell();
  await writeFile(path, withAppShell(await readFile(path, "utf8"), shell));
  process.stdout.write(
    `wrote the app's first paint into dist/index.html (${String(shell.html.length)} bytes of markup, ${String(shell.css.length)} of CSS)\n`,
  );
}
