// A build of `pnpm build` after the visitor's: the service worker (src/service-worker/sw.ts) as
// one classic script, dist/sw.js, with Workbox bundled in. Its precache list is written into it
// afterwards by scripts/service-worker-manifest.ts (workbox-build's injectManifest).
import { defineConfig } from "vite";
import { treeshake } from "./scripts/treeshake";

export default defineConfig({
  // Workbox's modules leave their development logging behind `process.env.NODE_ENV`.
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  publicDir: false,
  build: {
    target: "es2022",
    sourcemap: false,
    emptyOutDir: false,
    copyPublicDir: false,
    modulePreload: false,
    rollupOptions: {
      treeshake,
      input: { sw: "src/service-worker/sw.ts" },
      output: { format: "iife", entryFileNames: "sw.js", codeSplitting: false },
    },
  },
});
