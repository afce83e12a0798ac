// The code's comments describe the code as it is, as the documents do: none names the issue or
// pull request it came from (a newcomer cannot read those). The checker's own tests, which must
// spell such references out, are left out.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const SOURCE = /\.(?:ts|tsx|js|mjs|cjs|yaml|yml)$/;
const OWN_TESTS = /^packages\/repo-checks\//;
const REFERENCE = /\b(?:issue|pull request|PR) #?\d+\b/i;

/** The repository's tracked source files (relative paths). */
function sourceFiles(): string[] {
  return execFileSync("git", ["ls-files"], { cwd: ROOT, encoding: "utf8" })
    .split("\n")
    .filter((file) => SOURCE.test(file) && !OWN_TESTS.test(file) && file !== "pnpm-lock.yaml");
}

describe("the code's comments", () => {
  it("name no issue or pull request by number", () => {
    const found: string[] = [];
    for (const file of sourceFiles()) {
      readFileSync(path.join(ROOT, file), "utf8")
        .split("\n")
        .forEach((line, index) => {
          if (REFERENCE.test(line)) found.push(`${file}:${String(index + 1)}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });

  it("would catch one", () => {
    for (const line of ["// Since issue 22.", " * (issue #7)", "# see PR 31", "pull request 4"]) {
      expect(REFERENCE.test(line), line).toBe(true);
    }
    for (const line of ["const issue = 3;", "// issued 2 codes", "// PRINT 3"]) {
      expect(REFERENCE.test(line), line).toBe(false);
    }
  });
});
