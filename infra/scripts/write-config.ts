// Writes the web app's config.json for one deployment from the outputs of
// `cdk deploy --outputs-file cdk-outputs.json`:
//   pnpm --filter @memorial/infra run write-config --outputs cdk-outputs.json \
//     --out ../apps/web/public/config.json [--stack MemorialUserPool-production]
// Relative paths are taken from infra/. Fails, writing nothing, when an output is missing.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { webConfigFromOutputs } from "../src/web-config";

const { values } = parseArgs({
  // `pnpm run write-config -- --out …` passes the `--` on.
  args: process.argv.slice(2).filter((arg, index) => !(index === 0 && arg === "--")),
  options: {
    outputs: { type: "string", default: "cdk-outputs.json" },
    out: { type: "string" },
    stack: { type: "string" },
  },
});
const here = path.join(import.meta.dirname, "..");
if (values.out === undefined) {
  process.stderr.write("write-config: --out <path of config.json> is required\n");
  process.exit(1);
}
try {
  const outputs: unknown = JSON.parse(readFileSync(path.resolve(here, values.outputs), "utf8"));
  const config = webConfigFromOutputs(outputs, values.stack);
  const target = path.resolve(here, values.out);
  writeFileSync(target, `${JSON.stringify(config, null, 2)}\n`);
  process.stdout.write(`write-config: wrote ${target}\n`);
} catch (error) {
  process.stderr.write(`write-config: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
