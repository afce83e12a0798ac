/**
 * The step of `pnpm build` after the service worker's build: writes its precache list into
 * dist/sw.js with workbox-build's `injectManifest`. Precached is only what a saved memorial page
 * needs to work without a connection: the visitor's boot script (the eager part of
 * dist/visitor-bundle.json, hashed names, so a new deployment brings new entries and the old ones
 * go) and the icon, whose unhashed name gets a revision from its content.
 */
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { injectManifest } from "workbox-build";

const dist = fileURLToPath(new URL("../dist/", import.meta.url));

/** The visitor's eager files as the visitor build listed them (`scripts/visitor-bundle.ts`). */
async function visitorEagerFiles(distDir: string): Promise<string[]> {
  const graph = JSON.parse(await readFile(`${distDir}visitor-bundle.json`, "utf8")) as {
    eager?: { file?: unknown }[];
  };
  const files = (graph.eager ?? []).flatMap((entry) =>
    typeof entry.file === "string" ? [entry.file] : [],
  );
  if (files.length === 0) throw new Error("dist/visitor-bundle.json lists no eager file");
  return files;
}

const started = performance.now();
const { count, size, warnings } = await injectManifest({
  swSrc: `${dist}sw.js`,
  swDest: `${dist}sw.js`,
  globDirectory: dist,
  globPatterns: [...(await visitorEagerFiles(dist)), "favicon.svg"],
  // Hashed names are their own revision.
  dontCacheBustURLsMatching: /^assets\//,
});
for (const warning of warnings) console.warn(`service worker: ${warning}`);
if (warnings.length > 0) process.exitCode = 1;
console.log(
  `service worker: ${String(count)} files precached (${String(Math.round(size / 1024))} kB) in ${String(Math.round(performance.now() - started))} ms`,
);
