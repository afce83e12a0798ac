/**
 * What an owner downloads before a screen of the client-rendered app is interactive, checked at
 * build time (the signed-in app's counterpart of scripts/visitor-bundle.ts). A Vite plugin walks
 * the chunk graph of the app's build:
 * - "entry": `index.html`'s script and everything it imports statically (every screen loads it);
 * - per route: the entry plus the chunks TanStack Router loads for the route's match (the split
 *   components of the root, of each layout and of the screen itself, the router loads them all
 *   before it shows the screen) with everything those import statically.
 * Editors, dialogs, the payment wizard and the video player may be in none of those: they arrive
 * behind a dynamic import when they are opened. The targets of issue 22 (gzipped JavaScript):
 * `/login` at most 120 kB, the signed-in home list at most 160 kB. `/login` has a document of its
 * own whose script is the login island (its own build, `vite.login.config.ts`, checked by
 * `loginIslandCheck` below): the app counted here arrives on the first touch. The home list does
 * not reach its target yet (React DOM, Chakra's styled system with the app's recipes, Emotion and
 * the router are in the entry), so the build fails above a ceiling just over today's figures (no
 * way back) and the benchmark prints both. The build fails on a violation and writes
 * `dist/app-bundle.json` (bytes per route and per chunk).
 */
import type { Plugin } from "vite";
import { chunkGraph, chunksOf, cleanModuleId, type ChunkInfo } from "./bundle-graph";

export type { ChunkInfo } from "./bundle-graph";

export interface RouteBudget {
  /** The address, for the report. */
  path: string;
  /** The route files of the match, root first (relative to the app, e.g. `src/routes/login.tsx`). */
  routeFiles: readonly string[];
  /** Gzipped bytes of JavaScript before the screen is interactive that issue 22 aims at. */
  targetBytes: number;
  /** Gzipped bytes above which the build fails (today's figure and a little room). */
  ceilingBytes: number;
  /**
   * The route's document runs an island (`dist/login-bundle.json`) before it is interactive; the
   * app counted here arrives on the first touch.
   */
  island?: true;
}

export const ROUTE_BUDGETS: readonly RouteBudget[] = [
  {
    path: "/login",
    routeFiles: ["src/routes/__root.tsx", "src/routes/login.tsx"],
    targetBytes: 120 * 1024,
    ceilingBytes: 200 * 1024,
    island: true,
  },
  {
    path: "/ (signed-in home)",
    routeFiles: [
      "src/routes/__root.tsx",
      "src/routes/_authenticated.tsx",
      "src/routes/_authenticated/index.tsx",
    ],
    targetBytes: 160 * 1024,
    ceilingBytes: 200 * 1024,
  },
];

/** Only when opened: never in what a route needs before it is interactive. */
const ONLY_WHEN_OPENED: readonly [RegExp, string][] = [
  [/[\\/]@tiptap[\\/]|[\\/]prosemirror-/, "the text editor (tiptap/ProseMirror)"],
  [/[\\/]react-day-picker[\\/]/, "the date picker"],
  [
    /packages[\\/]ui[\\/]src[\\/](editors|text-editor|date-field|page-editor|sections)[\\/]/,
    "an editor of @memorial/ui",
  ],
  [
    /packages[\\/]ui[\\/]src[\\/](payment|access|sharing|dialogs)[\\/]/,
    "a dialog or the payment wizard",
  ],
  [/[\\/]plyr(-react)?[\\/]|packages[\\/]ui[\\/]src[\\/]players[\\/]/, "the video/audio player"],
];

export interface RouteReport {
  path: string;
  /** The app's bytes arrive on the first touch; before it, the island's (`IslandReport`). */
  island?: true;
  gzipBytes: number;
  targetBytes: number;
  ceilingBytes: number;
  chunks: { file: string; gzipBytes: number }[];
}

export interface AppGraph {
  entryGzipBytes: number;
  routes: RouteReport[];
  violations: string[];
}

/** The module of a chunk's facade without its query (`…/login.tsx?tsr-split=component`). */
function facadeFile(chunk: ChunkInfo): string {
  return cleanModuleId(chunk.facadeModuleId);
}

export function appGraph(
  chunks: readonly ChunkInfo[],
  budgets: readonly RouteBudget[] = ROUTE_BUDGETS,
): AppGraph {
  const graph = chunkGraph(chunks);
  const { byFile, sum } = graph;
  const size = graph.gzipBytes;
  const closure = graph.staticClosure;
  const violations: string[] = [];
  const entries = chunks.filter((chunk) => chunk.isEntry === true);
  const entry = entries[0];
  if (entry === undefined || entries.length > 1) {
    return {
      entryGzipBytes: 0,
      routes: [],
      violations: [`the app's build has ${String(entries.length)} entries instead of one`],
    };
  }
  const entrySet = closure([entry.fileName]);

  const routes = budgets.map((budget): RouteReport => {
    // The chunks split off the route files (TanStack Router's `?tsr-split=…` modules).
    const split = chunks
      .filter((chunk) =>
        budget.routeFiles.some(
          (routeFile) => facadeFile(chunk).endsWith(routeFile) && chunk.fileName !== entry.fileName,
        ),
      )
      .map((chunk) => chunk.fileName);
    for (const routeFile of budget.routeFiles) {
      const inEntry = [...entrySet].some((file) =>
        (byFile.get(file)?.modules ?? []).some((id) => cleanModuleId(id).endsWith(routeFile)),
      );
      if (!inEntry) violations.push(`${routeFile} (${budget.path}) is not in the route tree`);
    }
    const files = closure([entry.fileName, ...split]);
    const gzipBytes = sum(files);
    if (gzipBytes > budget.ceilingBytes) {
      violations.push(
        `${budget.path} loads ${(gzipBytes / 1024).toFixed(1)} kB gz of JavaScript ${budget.island === true ? "on the first touch" : "before it is interactive"} (ceiling ${(budget.ceilingBytes / 1024).toFixed(0)} kB, target ${(budget.targetBytes / 1024).toFixed(0)} kB)`,
      );
    }
    for (const file of files) {
      for (const id of byFile.get(file)?.modules ?? []) {
        const module = cleanModuleId(id);
        for (const [pattern, what] of ONLY_WHEN_OPENED) {
          if (pattern.test(module))
            violations.push(
              `${budget.path} loads ${what} before it is opened: ${file} (${module})`,
            );
        }
      }
    }
    return {
      path: budget.path,
      ...(budget.island === true ? { island: true } : {}),
      gzipBytes,
      targetBytes: budget.targetBytes,
      ceilingBytes: budget.ceilingBytes,
      chunks: [...files]
        .map((file) => ({ file, gzipBytes: size(file) }))
        .sort((a, b) => b.gzipBytes - a.gzipBytes),
    };
  });
  return { entryGzipBytes: sum(entrySet), routes, violations };
}

/** The Vite plugin of the app's build: fails it on a violation, writes app-bundle.json. */
export function appBundleCheck(): Plugin {
  return {
    name: "memorial-app-bundle-check",
    apply: "build",
    generateBundle(_options, bundle) {
      const graph = appGraph(chunksOf(bundle));
      this.emitFile({
        type: "asset",
        fileName: "app-bundle.json",
        source: `${JSON.stringify(graph, null, 2)}\n`,
      });
      if (graph.violations.length > 0) {
        this.error(
          `The app loads more than a screen needs before it is interactive:\n${graph.violations.join("\n")}`,
        );
      }
    },
  };
}

/** What the login island's build (`vite.login.config.ts`) writes to `dist/login-bundle.json`. */
export interface IslandReport {
  gzipBytes: number;
  ceilingBytes: number;
  chunks: { file: string; gzipBytes: number }[];
}

/** The login island's ceiling: its script and imports, before the login screen is interactive. */
export const ISLAND_CEILING_BYTES = 3 * 1024;

/** Checks the login island's build: the island alone, no package, under its ceiling. */
export function islandGraph(chunks: readonly ChunkInfo[], ceilingBytes = ISLAND_CEILING_BYTES) {
  const graph = chunkGraph(chunks);
  const violations: string[] = [];
  const entries = chunks.filter((chunk) => chunk.isEntry === true);
  const files = graph.staticClosure(entries.map((chunk) => chunk.fileName));
  for (const file of files) {
    for (const id of graph.byFile.get(file)?.modules ?? []) {
      if (/[\\/]node_modules[\\/]|[\\/]packages[\\/]/.test(cleanModuleId(id)))
        violations.push(`the login island loads a package: ${cleanModuleId(id)}`);
    }
  }
  const gzipBytes = graph.sum(files);
  if (gzipBytes > ceilingBytes)
    violations.push(
      `the login island is ${(gzipBytes / 1024).toFixed(1)} kB gz (ceiling ${(ceilingBytes / 1024).toFixed(0)} kB)`,
    );
  const report: IslandReport = {
    gzipBytes,
    ceilingBytes,
    chunks: [...files].map((file) => ({ file, gzipBytes: graph.gzipBytes(file) })),
  };
  return { report, violations };
}

/** The Vite plugin of the login island's build: fails it on a violation, writes login-bundle.json. */
export function loginIslandCheck(): Plugin {
  return {
    name: "memorial-login-island-check",
    apply: "build",
    generateBundle(_options, bundle) {
      const { report, violations } = islandGraph(chunksOf(bundle));
      this.emitFile({
        type: "asset",
        fileName: "login-bundle.json",
        source: `${JSON.stringify(report, null, 2)}\n`,
      });
      if (violations.length > 0) this.error(violations.join("\n"));
    },
  };
}
