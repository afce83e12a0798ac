// The builds of the islands: the small scripts of the documents the build draws (`/login`'s and
// the home's, scripts/write-app-shell.ts) that stand in for the app until the first touch.
// Each is a build of its own, so the app's chunks stay as they are; each writes
// dist/assets/<name>-*.js, its manifest dist/.vite/<name>-manifest.json, and its size check
// dist/<name without -island>-bundle.json (scripts/app-bundle.ts).
import type { UserConfig } from "vite";
import { islandCheck, type IslandBudget } from "./app-bundle";

export function islandBuild(name: string, entry: string, budget: IslandBudget): UserConfig {
  return {
    plugins: [islandCheck(name, budget)],
    publicDir: false,
    build: {
      target: "es2022",
      sourcemap: false,
      emptyOutDir: false,
      manifest: `.vite/${name}-manifest.json`,
      // No module-preload helper: the island's one dynamic import is the app's entry, by its address.
      modulePreload: false,
      rollupOptions: {
        input: { [name]: entry },
        output: {
          entryFileNames: "assets/[name]-[hash].js",
          chunkFileNames: `assets/${name}-[name]-[hash].js`,
        },
      },
    },
  };
}
