import type { JSONReport, JSONReportSuite } from "@playwright/test/reporter";

/** At most this many characters of each failure's first error line. */
const MESSAGE_CHARACTERS = 300;

/** Terminal colour codes, which Playwright keeps in its error messages. */
const COLOUR_CODES = new RegExp(String.raw`\u001b\[[0-9;]*m`, "g");

function* suiteFailures(suite: JSONReportSuite, titles: readonly string[]): Generator<string> {
  const path = suite.title === suite.file ? titles : [...titles, suite.title];
  for (const spec of suite.specs) {
    for (const test of spec.tests) {
      if (test.status !== "unexpected" && test.status !== "flaky") continue;
      const failure = test.results.find((result) => result.errors.length > 0);
      const message = (failure?.errors[0]?.message ?? "no error message")
        .replace(COLOUR_CODES, "")
        .split("\n")
        .find((line) => line.trim() !== "")
        ?.trim()
        .slice(0, MESSAGE_CHARACTERS);
      const where = `${spec.file}:${String(spec.line)}`;
      const title = [...path, spec.title].join(" › ");
      yield `${test.status === "flaky" ? "flaky" : "failed"}: ${where} ${title}\n    ${message ?? ""}`;
    }
  }
  for (const child of suite.suites ?? []) yield* suiteFailures(child, path);
}

/** One line per failed (or flaky) test of a Playwright JSON report, with its place, its titles
 * and the first line of its first error, for the end of a long log. */
export function failureLines(report: JSONReport): string[] {
  return report.suites.flatMap((suite) => [...suiteFailures(suite, [])]);
}
