import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { appBundleCheck } from "./scripts/app-bundle";
import { sanitiserBuildCheck } from "./scripts/sanitiser-build";
import { treeshake } from "./scripts/treeshake";

export default defineConfig({
  plugins: [
    // Must come before the React plugin: it writes src/routeTree.gen.ts and splits every route.
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      // Loaders are split too: a route's loader (and the API calls it makes) arrives with the
      // route, so the entry holds no screen's data code (JavaScript per route).
      codeSplittingOptions: {
        defaultBehavior: [
          ["loader"],
          ["component"],
          ["pendingComponent", "errorComponent", "notFoundComponent"],
        ],
      },
      routesDirectory: "./src/routes",
      generatedRouteTree: "./src/routeTree.gen.ts",
      quoteStyle: "double",
      semicolons: true,
    }),
    react(),
    // Fails the build when /login or the home list loads more than its budget (scripts/app-bundle.ts).
    appBundleCheck(),
    sanitiserBuildCheck("browser", true),
  ],
  // amazon-cognito-identity-js pulls in `buffer`, which expects `global` (docs/toolchain.md).
  define: { global: "globalThis" },
  // The entry chunk holds React, Chakra and the router (about 208 kB gzipped, scripts/app-bundle.ts).
  build: {
    target: "es2022",
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    rollupOptions: { treeshake },
  },
  // The visitor's script of server-rendered pages is a second, separate build:
  // vite.visitor.config.ts (so it shares no chunk with the signed-in app).
});
