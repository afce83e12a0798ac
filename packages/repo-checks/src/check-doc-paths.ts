/**
 * Fails when a document (a README, CHANGELOG.md or a docs/ file) names a repository path that
 * does not exist (the rule is in ./doc-paths.ts), or tells how the product was built or cites a
 * file outside the repository (the rules are in ./doc-wording.ts). scripts/test.sh runs this
 * after the install.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { documents, missingPaths } from "./doc-paths.ts";
import { wordingProblemsIn } from "./doc-wording.ts";

const repoRoot = path.resolve(import.meta.dirname, "..", "..", "..");
let failed = false;
const missing = missingPaths(repoRoot);
if (missing.length > 0) {
  failed = true;
  console.error("These documents name repository paths that do not exist:");
  for (const line of missing) console.error(`  ${line}`);
}
const wording = wordingProblemsIn(
  repoRoot,
  documents(repoRoot).map((name) => ({
    name,
    text: readFileSync(path.join(repoRoot, name), "utf8"),
  })),
);
if (wording.length > 0) {
  failed = true;
  console.error(
    "These documents tell how the product was built (sessions, reviews, issue numbers, dates) " +
      "or cite files outside the repository; say what is true of the product instead:",
  );
  for (const line of wording) console.error(`  ${line}`);
}
if (failed) process.exit(1);
console.log(
  "Every repository path named in a document exists, and no document tells how it was built.",
);
