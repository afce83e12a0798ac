// The third build of `pnpm build`: the Cloudflare Worker (src/edge/worker.ts) as one ES module,
// dist-worker/worker.js, which wrangler.jsonc deploys. Built with Vite, not wrangler's own
// bundler, so that the render resolves what the app's code imports the way the app's build does
// (`?url` assets get the same hashed /assets/ addresses as in dist/). Module conditions of an
// edge runtime: React's and Emotion's worker builds, no Node built-ins.
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { sanitiserBuildCheck } from "./scripts/sanitiser-build";
import { treeshake } from "./scripts/treeshake";

const EDGE_CONDITIONS = ["workerd", "worker", "edge-light", "import", "module", "default"];

export default defineConfig({
  plugins: [react(), sanitiserBuildCheck("server", true)],
  define: { global: "globalThis", "process.env.NODE_ENV": JSON.stringify("production") },
  publicDir: false,
  ssr: {
    target: "webworker",
    noExternal: true,
    resolve: { conditions: EDGE_CONDITIONS, externalConditions: EDGE_CONDITIONS },
  },
  resolve: { conditions: EDGE_CONDITIONS },
  build: {
    ssr: "src/edge/worker.ts",
    outDir: "dist-worker",
    emptyOutDir: true,
    target: "es2022",
    sourcemap: false,
    minify: true,
    // The assets the render names are already in dist/assets (same content, same hash).
    ssrEmitAssets: false,
    rollupOptions: {
      treeshake,
      output: { entryFileNames: "worker.js", codeSplitting: false },
    },
  },
});
