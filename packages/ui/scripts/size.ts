/**
 * Bundles every code entry of package.json `exports` on its own with Vite (production, minified)
 * and prints the gzipped sizes as a Markdown table:
 * - "initial": what loading the entry downloads up front (entry chunk + static imports), with
 *   every dependency included;
 * - "own": the same without the base every page has anyway (React, Chakra UI, Emotion);
 * - "lazy": chunks behind dynamic imports (e.g. the video player), loaded only when used;
 * - "css": style sheets the entry imports.
 * Then the two figures that matter for the product, gzipped with every dependency:
 * - the visitor's view path: `view-provider` + the view entries, bundled together as a page would;
 * - each edit entry on top of it (what edit mode adds), and the same view path with the editing
 *   provider for comparison.
 * Usage: pnpm --filter @memorial/ui run size
 */
import react from "@vitejs/plugin-react";
import { readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build, type Rolldown } from "vite";

const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const manifest = JSON.parse(readFileSync(join(packageRoot, "package.json"), "utf8")) as {
  exports: Record<string, string>;
};

const sharedBase = [
  "react",
  "react-dom",
  "react/jsx-runtime",
  "react-dom/client",
  "@chakra-ui/react",
  "@emotion/react",
];

interface Sizes {
  initial: number;
  lazy: number;
  css: number;
}

const gz = (text: string | Uint8Array) => gzipSync(text, { level: 9 }).length;

const virtualPrefix = "virtual-size-entry:";

/** An entry made of several package entries, as one page imports them. */
function combinedEntry(entries: readonly string[]) {
  return {
    name: "size-combined-entry",
    resolveId(id: string) {
      return id.startsWith(virtualPrefix) ? `\0${id}` : null;
    },
    load(id: string) {
      if (!id.startsWith(`\0${virtualPrefix}`)) return null;
      return entries
        .map(
          (entry, index) =>
            `export * as e${index} from ${JSON.stringify(join(packageRoot, manifest.exports[entry] ?? entry))};`,
        )
        .join("\n");
    },
  };
}

async function measure(
  entry: string,
  external: readonly string[],
  combined: readonly string[] = [],
): Promise<Sizes> {
  const result = await build({
    configFile: false,
    root: packageRoot,
    logLevel: "silent",
    plugins: [react(), combinedEntry(combined)],
    define: { "process.env.NODE_ENV": JSON.stringify("production"), global: "globalThis" },
    build: {
      write: false,
      minify: true,
      cssCodeSplit: true,
      lib: {
        entry: entry.startsWith(virtualPrefix) ? entry : join(packageRoot, entry),
        formats: ["es"],
        fileName: "entry",
      },
      rollupOptions: {
        external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const files = outputs.flatMap((output) => output.output);
  const chunks = new Map<string, Rolldown.OutputChunk>();
  let css = 0;
  for (const file of files) {
    if (file.type === "chunk") chunks.set(file.fileName, file);
    else if (file.fileName.endsWith(".css")) css += gz(file.source);
  }
  const initialNames = new Set<string>();
  const queue = [...chunks.values()].filter((chunk) => chunk.isEntry).map((c) => c.fileName);
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    if (initialNames.has(name)) continue;
    initialNames.add(name);
    queue.push(...(chunks.get(name)?.imports ?? []));
  }
  let initial = 0;
  let lazy = 0;
  for (const chunk of chunks.values()) {
    const size = gz(chunk.code);
    if (initialNames.has(chunk.fileName)) initial += size;
    else lazy += size;
  }
  return { initial, lazy, css };
}

const kb = (bytes: number) => (bytes === 0 ? "–" : `${(bytes / 1024).toFixed(1)} kB`);

const viewEntries = ["./page", "./rich-text", "./carousel", "./sections", "./players", "./dates"];
const viewPath = ["./view-provider", ...viewEntries];
const editEntries = [
  "./provider",
  "./editors",
  "./text-editor",
  "./date-field",
  "./page-editor",
  "./dialogs",
  "./menu",
  "./access",
  "./payment",
];

async function pathSize(entries: readonly string[]): Promise<Sizes> {
  // A real file as the entry (library mode does not resolve virtual entries).
  const dir = join(packageRoot, "node_modules/.cache/size");
  await mkdir(dir, { recursive: true });
  const file = join(dir, `${entries.map((entry) => entry.replace(/\W/g, "")).join("-")}.ts`);
  await writeFile(
    file,
    entries
      .map((entry, index) => {
        const target = join(packageRoot, manifest.exports[entry] ?? entry);
        return `export * as e${String(index)} from ${JSON.stringify(target)};`;
      })
      .join("\n"),
  );
  return measure(relative(packageRoot, file), []);
}

const only = process.argv.includes("--paths");
const entries = only
  ? []
  : Object.entries(manifest.exports).filter(([, target]) => /\.tsx?$/.test(target));
const rows: string[] = [];
for (const [name, target] of entries) {
  const all = await measure(target, []);
  const own = await measure(target, sharedBase);
  rows.push(
    `| \`@memorial/ui${name.slice(1)}\` | ${kb(all.initial)} | ${kb(own.initial)} | ${kb(own.lazy)} | ${kb(own.css)} |`,
  );
  process.stderr.write(`measured ${name}\n`);
}

if (!only) {
  process.stdout.write(
    [
      "| entry | initial JS (gz, all deps) | own JS (gz, without React/Chakra/Emotion) | lazy JS (gz) | CSS (gz) |",
      "| --- | ---: | ---: | ---: | ---: |",
      ...rows,
      "",
      "",
    ].join("\n"),
  );
}

const view = await pathSize(viewPath);
const viewWithEditingProvider = await pathSize(["./provider", ...viewEntries]);
const pathRows = [
  `| view path (\`view-provider\` + ${viewEntries.map((e) => `\`${e.slice(2)}\``).join(", ")}) | ${kb(view.initial)} | ${kb(view.lazy)} |`,
  `| the same view with the editing \`provider\` (for comparison) | ${kb(viewWithEditingProvider.initial)} | ${kb(viewWithEditingProvider.lazy)} |`,
];
for (const entry of editEntries) {
  const withEntry = await pathSize([...viewPath, entry]);
  pathRows.push(
    `| edit entry \`@memorial/ui${entry.slice(1)}\` (on top of the view path) | +${kb(withEntry.initial - view.initial)} | ${kb(withEntry.lazy)} |`,
  );
  process.stderr.write(`measured view path + ${entry}\n`);
}
process.stdout.write(
  [
    "| path | initial JS (gz, all deps) | lazy JS (gz) |",
    "| --- | ---: | ---: |",
    ...pathRows,
    "",
  ].join("\n"),
);
