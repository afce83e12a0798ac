/**
 * Fails when a README or a docs/ file names a repository path that does not exist. The rule of
 * what counts as a named path is in ./doc-paths.ts. scripts/test.sh runs this after the install.
 */
import path from "node:path";
import { missingPaths } from "./doc-paths.ts";

const repoRoot = path.resolve(import.meta.dirname, "..", "..", "..");
const missing = missingPaths(repoRoot);
if (missing.length > 0) {
  console.error("These documents name repository paths that do not exist:");
  for (const line of missing) console.error(`  ${line}`);
  process.exit(1);
}
console.log("Every repository path named in a README or docs/ exists.");
