// The package as other teams install it: ESM with type declarations in dist/ (`pnpm pack` uses
// publishConfig); inside the workspace the exports stay on src/.
import { defineConfig } from "tsdown";

export default defineConfig({
  entry: { index: "src/index.ts", contract: "src/contract.ts" },
  format: "esm",
  platform: "node",
  // .js and .d.ts, as the other packages (the package is "type": "module").
  fixedExtension: false,
  dts: true,
  clean: true,
});
