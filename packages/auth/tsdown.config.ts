// The package as other teams install it: ESM with type declarations in dist/ (`pnpm pack` uses
// publishConfig); inside the workspace the exports stay on src/.
import { defineConfig } from "tsdown";

export default defineConfig({
  entry: {
    index: "src/index.ts",
    errors: "src/errors.ts",
    "stored-session": "src/stored-session.ts",
  },
  format: "esm",
  platform: "neutral",
  dts: true,
  clean: true,
});
