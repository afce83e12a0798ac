/**
 * What an owner downloads before a screen of the client-rendered app is interactive, checked at
 * build time (the signed-in app's counterpart of scripts/visitor-bundle.ts). A Vite plugin walks
 * the chunk graph of the app's build:
 * - "entry": `index.html`'s script and everything it imports statically (every screen loads it);
 * - per route: the entry plus the chunks TanStack Router loads for the route's match (the split
 *   components of the root, of each layout and of the screen itself, the router loads them all
 *   before it shows the screen) with everything those import statically.
 * Editors, dialogs, the payment wizard and the video player may be in none of those: they arrive
 * behind a dynamic import when they are opened. The targets (gzipped JavaScript):
 * `/login` at most 120 kB, the signed-in home list at most 160 kB. Both have a document of their
 * own whose script is an island (its own build, `scripts/island-build.ts`, checked by
 * `islandCheck` below): the app counted here arrives on the first touch, under a ceiling just over
 * today's figure (no way back: React DOM, Chakra's styled system with the app's recipes, Emotion
 * and the router are in the entry). The benchmark prints both. The build fails on a violation and writes
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
  /** Gzipped bytes of JavaScript before the screen is interactive that the target allows. */
  targetBytes: number;
  /** Gzipped bytes above which the build fails (today's figure and a little room). */
  ceilingBytes: number;
  /**
   * The route's document runs an island (`dist/<island>-bundle.json`) before it is interactive;
   * the app counted here arrives on the first touch.
   */
  island?: IslandName;
}

/** The islands (`src/<name>-island.ts`). */
export type IslandName = "login" | "home";

export const ROUTE_BUDGETS: readonly RouteBudget[] = [
  {
    path: "/login",
    routeFiles: ["src/routes/__root.tsx", "src/routes/login.tsx"],
    targetBytes: 120 * 1024,
    // Just over today's figure, like the home's: the entry holds every route's definition.
    ceilingBytes: 204 * 1024,
    island: "login",
  },
  {
    path: "/ (signed-in home)",
    routeFiles: [
      "src/routes/__root.tsx",
      "src/routes/_authenticated.tsx",
      "src/routes/_authenticated/index.tsx",
    ],
    targetBytes: 160 * 1024,
    // Just over today's figure: the routes for following, ownership, the account and the
    // privacy statement each add their route definition to the entry.
    ceilingBytes: 204 * 1024,
    island: "home",
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
  island?: IslandName;
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
        `${budget.path} loads ${(gzipBytes / 1024).toFixed(1)} kB gz of JavaScript ${budget.island !== undefined ? "on the first touch" : "before it is interactive"} (ceiling ${(budget.ceilingBytes / 1024).toFixed(0)} kB, target ${(budget.targetBytes / 1024).toFixed(0)} kB)`,
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
      ...(budget.island !== undefined ? { island: budget.island } : {}),
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

/** What an island's build (`scripts/island-build.ts`) writes to `dist/<name>-bundle.json`. */
export interface IslandReport {
  gzipBytes: number;
  ceilingBytes: number;
  chunks: { file: string; gzipBytes: number }[];
}

/** What an island may load and weigh before its screen is interactive. */
export interface IslandBudget {
  /** For messages: "the login island". */
  label: string;
  ceilingBytes: number;
  /** Our own packages it may use (their pure parts), e.g. "api-client"; never node_modules. */
  packages: readonly string[];
}

/** `/login`'s island: its script alone, no package. */
export const LOGIN_ISLAND: IslandBudget = {
  label: "the login island",
  ceilingBytes: 3 * 1024,
  packages: [],
};

/**
 * The home's island: it reads the stored session, fetches the list and fills the rows, with the
 * pure parts of the packages the app reads them with (no library).
 */
export const HOME_ISLAND: IslandBudget = {
  label: "the home island",
  ceilingBytes: 6 * 1024,
  packages: ["api-client", "auth", "domain", "ui"],
};

/** Checks an island's build: its own code and the named packages only, under its ceiling. */
export function islandGraph(chunks: readonly ChunkInfo[], budget: IslandBudget = LOGIN_ISLAND) {
  const graph = chunkGraph(chunks);
  const violations: string[] = [];
  const entries = chunks.filter((chunk) => chunk.isEntry === true);
  const files = graph.staticClosure(entries.map((chunk) => chunk.fileName));
  const allowed = (id: string) =>
    budget.packages.some((name) => id.replace(/\\/g, "/").includes(`/packages/${name}/`));
  for (const file of files) {
    for (const id of graph.byFile.get(file)?.modules ?? []) {
      const clean = cleanModuleId(id);
      if (
        /[\\/]node_modules[\\/]/.test(clean) ||
        (/[\\/]packages[\\/]/.test(clean) && !allowed(clean))
      )
        violations.push(`${budget.label} loads a package: ${clean}`);
    }
  }
  const gzipBytes = graph.sum(files);
  if (gzipBytes > budget.ceilingBytes)
    violations.push(
      `${budget.label} is ${(gzipBytes / 1024).toFixed(1)} kB gz (ceiling ${(budget.ceilingBytes / 1024).toFixed(0)} kB)`,
    );
  const report: IslandReport = {
    gzipBytes,
    ceilingBytes: budget.ceilingBytes,
    chunks: [...files].map((file) => ({ file, gzipBytes: graph.gzipBytes(file) })),
  };
  return { report, violations };
}

/** The Vite plugin of an island's build: fails it on a violation, writes `<name>-bundle.json`. */
export function islandCheck(name: string, budget: IslandBudget): Plugin {
  return {
    name: `memorial-${name}-check`,
    apply: "build",
    generateBundle(_options, bundle) {
      const { report, violations } = islandGraph(chunksOf(bundle), budget);
      this.emitFile({
        type: "asset",
        fileName: `${name.replace(/-island$/, "")}-bundle.json`,
        source: `${JSON.stringify(report, null, 2)}\n`,
      });
      if (violations.length > 0) this.error(violations.join("\n"));
    },
  };
}
