import type { JSONReport, JSONReportSpec, JSONReportSuite } from "@playwright/test/reporter";
import { failureLines } from "./failures";

function spec(
  title: string,
  status: "expected" | "unexpected" | "flaky",
  message?: string,
): JSONReportSpec {
  return {
    title,
    ok: status === "expected",
    tags: [],
    id: title,
    file: "visitor.spec.ts",
    line: 12,
    column: 3,
    tests: [
      {
        timeout: 1000,
        annotations: [],
        expectedStatus: "passed",
        projectId: "chromium",
        projectName: "chromium",
        status,
        results: [
          {
            workerIndex: 0,
            parallelIndex: 0,
            status: status === "expected" ? "passed" : "failed",
            duration: 10,
            errors: message === undefined ? [] : [{ message }],
            error: message === undefined ? undefined : { message },
            annotations: [],
            stdout: [],
            stderr: [],
            retry: 0,
            startTime: "2026-12-04T15:00:00.000Z",
            attachments: [],
          },
        ],
      },
    ],
  };
}

/** A report of one spec file with these specs and inner groups. */
function report(specs: JSONReportSpec[], suites: JSONReportSuite[] = []): JSONReport {
  return {
    suites: [
      { title: "visitor.spec.ts", file: "visitor.spec.ts", line: 0, column: 0, specs, suites },
    ],
  } as unknown as JSONReport;
}

describe("the failures at the end of an e2e log", () => {
  it("names each failed test with its file, line, titles and first error line", () => {
    const group: JSONReportSuite = {
      title: "the register",
      file: "visitor.spec.ts",
      line: 5,
      column: 1,
      specs: [
        spec(
          "keeps a message",
          "unexpected",
          "\u001b[31mError: expect(locator).toBeVisible() failed\u001b[39m\n\nLocator: …",
        ),
      ],
    };
    expect(failureLines(report([spec("shows the page", "expected")], [group]))).toEqual([
      "failed: visitor.spec.ts:12 the register › keeps a message\n    Error: expect(locator).toBeVisible() failed",
    ]);
  });

  it("names a test that passed only on its second try as flaky", () => {
    expect(failureLines(report([spec("shows the page", "flaky", "Error: timed out")]))).toEqual([
      "flaky: visitor.spec.ts:12 shows the page\n    Error: timed out",
    ]);
  });

  it("says nothing when every test passed", () => {
    expect(failureLines(report([spec("shows the page", "expected")]))).toEqual([]);
  });
});
