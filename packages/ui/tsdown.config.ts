// The package as other teams install it: ESM with type declarations in dist/, one file per
// entry of package.json's exports (the test-support entries stay in the workspace). `pnpm pack`
// uses publishConfig; inside the workspace the exports stay on src/. The third-party styles the
// players and the date field import (plyr, react-day-picker) stay imports for the app's bundler.
import { readFileSync } from "node:fs";
import { defineConfig } from "tsdown";

const manifest = JSON.parse(readFileSync(new URL("package.json", import.meta.url), "utf8")) as {
  exports: Record<string, string>;
};

/** `./view-enhance` → `view-enhance`: the dist/ name of each source entry. */
export const ENTRIES = Object.fromEntries(
  Object.entries(manifest.exports)
    .filter(([name, file]) => !name.startsWith("./testing/") && /\.tsx?$/.test(file))
    .map(([name, file]) => [name.slice(2), file]),
);

export default defineConfig({
  entry: ENTRIES,
  format: "esm",
  platform: "neutral",
  dts: true,
  clean: true,
  outDir: "dist",
});
