// The second build of `pnpm build`: the script of server-rendered memorial pages
// (src/visitor/boot.ts → hydrate.tsx), on its own so that it shares no chunk with the
// client-rendered app and a visitor downloads only the view. Writes into dist/ next to the app
// (dist/assets/visitor-*.js) with its own manifest, dist/.vite/visitor-manifest.json, which the
// render function's host reads; scripts/visitor-bundle.ts fails the build when the visitor's
// graph reaches editor code.
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { sanitiserBuildCheck } from "./scripts/sanitiser-build";
import { visitorBundleCheck } from "./scripts/visitor-bundle";
import { treeshake } from "./scripts/treeshake";

export default defineConfig({
  plugins: [react(), visitorBundleCheck(), sanitiserBuildCheck("browser", false)],
  define: { global: "globalThis" },
  publicDir: false,
  build: {
    target: "es2022",
    sourcemap: false,
    emptyOutDir: false,
    manifest: ".vite/visitor-manifest.json",
    rollupOptions: {
      treeshake,
      input: { "visitor-boot": "src/visitor/boot.ts" },
      output: {
        entryFileNames: "assets/visitor-[name]-[hash].js",
        chunkFileNames: "assets/visitor-[name]-[hash].js",
        assetFileNames: "assets/visitor-[name]-[hash][extname]",
      },
    },
  },
});
