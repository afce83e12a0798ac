// Runs last (see vitest.config.ts): every operation of the contract was exercised with a
// validated success, and every operation that needs a token was seen answering 401.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { CoverageEntry } from "./api";
import { useSuite } from "./harness";

function entries(): CoverageEntry[] {
  const { ctx } = useSuite();
  return readFileSync(ctx.coverageFile, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as CoverageEntry);
}

describe("coverage of the contract", () => {
  const { contract } = useSuite();

  it.each(contract.operations.map((op) => [op.key, op] as const))(
    "%s was answered with a validated 2xx",
    (key) => {
      const statuses = entries()
        .filter((entry) => entry.key === key)
        .map((entry) => entry.status);
      expect(
        statuses.some((status) => status >= 200 && status < 300),
        `seen: ${statuses.join(", ") || "nothing"}`,
      ).toBe(true);
    },
  );

  it.each(contract.operations.filter((op) => !op.anonymous).map((op) => [op.key] as const))(
    "%s was seen refusing an anonymous caller with 401",
    (key) => {
      const seen = entries().filter((entry) => entry.key === key && entry.role === "anonymous");
      expect(seen.map((entry) => entry.status)).toContain(401);
    },
  );
});
