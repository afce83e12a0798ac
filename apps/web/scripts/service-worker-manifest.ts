/**
 * The step of `pnpm build` after the service worker's build: writes its precache list into
 * dist/sw.js with workbox-build's `injectManifest`. Precached is only what a saved memorial page
 * needs to work without a connection: the visitor's boot script and what it loads after the first
 * frame to wire the page (the eager and afterFirstFrame parts of dist/visitor-bundle.json, hashed
 * names, so a new deployment brings new entries and the old ones go) and the icon, whose unhashed
 * name gets a revision from its content.
 */
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { injectManifest } from "workbox-build";

const dist = fileURLToPath(new URL("../dist/", import.meta.url));

/** The files every visitor loads, as the visitor build listed them (`scripts/visitor-bundle.ts`). */
async function everyVisitorsFiles(distDir: string): Promise<string[]> {
  const graph = JSON.parse(await readFile(`${distDir}visitor-bundle.json`, "utf8")) as {
    eager?: { file?: unknown }[];
    afterFirstFrame?: { file?: unknown }[];
  };
  const named = (list: { file?: unknown }[] | undefined) =>
    (list ?? []).flatMap((entry) => (typeof entry.file === "string" ? [entry.file] : []));
  const eager = named(graph.eager);
  const wiring = named(graph.afterFirstFrame);
  if (eager.length === 0) throw new Error("dist/visitor-bundle.json lists no eager file");
  if (wiring.length === 0)
    throw new Error("dist/visitor-bundle.json lists nothing after the first frame");
  return [...eager, ...wiring];
}

const started = performance.now();
const { count, size, warnings } = await injectManifest({
  swSrc: `${dist}sw.js`,
  swDest: `${dist}sw.js`,
  globDirectory: dist,
  globPatterns: [...(await everyVisitorsFiles(dist)), "favicon.svg"],
  // Hashed names are their own revision.
  dontCacheBustURLsMatching: /^assets\//,
});
for (const warning of warnings) console.warn(`service worker: ${warning}`);
if (warnings.length > 0) process.exitCode = 1;
console.log(
  `service worker: ${String(count)} files precached (${String(Math.round(size / 1024))} kB) in ${String(Math.round(performance.now() - started))} ms`,
);
