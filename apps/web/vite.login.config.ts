// The third build of `pnpm build`: the login island (src/login-island.ts), the script of `/login`'s
// own document (dist/login.html, written by scripts/write-app-shell.ts). About one kilobyte with no
// package in it, so the login screen is usable before the app's code has arrived; it fetches the
// app on the first touch (src/app/shell/login-handoff.ts, issue 22). Its own build, so the app's
// chunks stay as they are. Writes dist/assets/login-island-*.js with its own manifest,
// dist/.vite/login-manifest.json; scripts/app-bundle.ts checks its size (dist/login-bundle.json).
import { defineConfig } from "vite";
import { loginIslandCheck } from "./scripts/app-bundle";

export default defineConfig({
  plugins: [loginIslandCheck()],
  publicDir: false,
  build: {
    target: "es2022",
    sourcemap: false,
    emptyOutDir: false,
    manifest: ".vite/login-manifest.json",
    // No module-preload helper: the island's one dynamic import is the app's entry, by its address.
    modulePreload: false,
    rollupOptions: {
      input: { "login-island": "src/login-island.ts" },
      output: {
        entryFileNames: "assets/[name]-[hash].js",
        chunkFileNames: "assets/login-island-[name]-[hash].js",
      },
    },
  },
});
