import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { wordingProblems, wordingProblemsIn } from "./doc-wording";

const noFiles = (_relative: string) => false;
/** The rules `text` breaks in `document` (a README unless named). */
const broken = (text: string, document = "README.md", exists = noFiles) =>
  wordingProblems(document, text, exists).map((problem) => problem.what);

describe("wordingProblems", () => {
  it("fails on a work session, in English or Dutch", () => {
    expect(broken("The figures of session 12.")).toEqual(["a work session"]);
    expect(broken("Measured in Session 14's run.")).toEqual(["a work session"]);
    expect(broken("Zie de vorige sessie.")).toEqual(["a work session"]);
  });

  it("fails on a closing review", () => {
    expect(broken("What the closing review left.")).toEqual(["a review of the work"]);
  });

  it("fails on an issue or pull request by number", () => {
    for (const text of ["Since issue 22.", "See issue #22.", "Done in #22.", "(#7)", "PR 31"]) {
      expect(broken(text)).toEqual(["an issue or pull request by number"]);
    }
  });

  it("fails on a work period or a run log by date", () => {
    for (const text of [
      "The run of 2026-11-27 took 619 s.",
      "Measured on 27-11-2026.",
      "On 27 November the bench gave 1.02x.",
      "Gemeten op 3 maart.",
      "Since November 27, the suite is faster.",
      "The work of May 2026.",
      "Started at 18:10 UTC.",
    ]) {
      expect(broken(text)).toEqual(["a date (a work period or a run log)"]);
    }
  });

  it("lets CHANGELOG.md date its release headings and nothing else", () => {
    expect(broken("## [0.3.0] - 2026-11-28\n### Added", "CHANGELOG.md")).toEqual([]);
    expect(broken("- Faster tests (2026-11-28).", "CHANGELOG.md")).toEqual([
      "a date (a work period or a run log)",
    ]);
    expect(broken("## [0.3.0] - 2026-11-28", "README.md")).toEqual([
      "a date (a work period or a run log)",
    ]);
    expect(broken("- The photos come through the page (issue 22).", "CHANGELOG.md")).toEqual([
      "an issue or pull request by number",
    ]);
  });

  it("fails on a path that leaves the repository, wherever it is written", () => {
    for (const text of [
      "The spec is `../shared/spec/memorial-pages-spec.md`.",
      "See [the spec](../shared/spec/memorial-pages-spec.md).",
      "As ../../shared/SECURITY.md says.",
      "```\ncat ../shared/x.md\n```",
    ]) {
      expect(broken(text, "README.md")).toContain("a path outside the repository");
    }
    expect(broken("[the spec](../../../shared/x.md)", "packages/ui/README.md")).toEqual([
      "a path outside the repository",
    ]);
  });

  it("fails on an upper-case document that is no file of the repository", () => {
    expect(broken("What holds is in SECURITY.md item 9.")).toEqual([
      "a document outside the repository",
    ]);
    const rootFiles = (relative: string) => ["README.md", "CHANGELOG.md"].includes(relative);
    expect(broken("See README.md and CHANGELOG.md.", "docs/a.md", rootFiles)).toEqual([]);
  });

  it("passes what describes the product", () => {
    const text = [
      "A signed-in session lasts 180 s; `sessions 12` in code is not prose.",
      "Sign-in session 180 s; a session 30 seconds from its end.",
      "The [contract](../openapi/memorial-api.yaml) and [apps](../apps/web/README.md).",
      "A bug of sharp (lovell/sharp#4486), the entity &#39; and [errors](#8-errors) are fine.",
      "Step 3 may fail; March is a month; the budget is 1.0x; ports 4800:4801.",
      "```\ndateOfBirth: 1948-03-12 # issue 22 in an example\n```",
      "Dates like `1948-03-12` in code spans are data, and so is `SECURITY.md`.",
    ].join("\n");
    expect(wordingProblems("docs/architecture.md", text, noFiles)).toEqual([]);
  });

  it("reports the line of each problem", () => {
    const problems = wordingProblems("docs/a.md", "Fine.\nAs in session 3.", noFiles);
    expect(problems).toEqual([{ line: 2, what: "a work session", text: "session 3" }]);
  });
});

describe("wordingProblemsIn", () => {
  const root = mkdtempSync(path.join(os.tmpdir(), "doc-wording-"));
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it("looks upper-case documents up in the repository and names document and line", () => {
    mkdirSync(path.join(root, "docs"), { recursive: true });
    writeFileSync(path.join(root, "CHANGELOG.md"), "");
    const problems = wordingProblemsIn(root, [
      { name: "README.md", text: "History: CHANGELOG.md.\nRules: SECURITY.md." },
    ]);
    expect(problems).toEqual(['README.md:2: a document outside the repository ("SECURITY.md")']);
  });
});
