import type { Result } from "axe-core";
import {
  AXE_OPTIONS,
  describeViolations,
  needsBuild,
  nextJob,
  pagesPerWidth,
} from "./a11y-stories.js";

function violation(id: string, targets: string[]): Result {
  return {
    id,
    impact: "serious",
    tags: ["wcag2aa"],
    description: "",
    help: `help for ${id}`,
    helpUrl: "",
    nodes: targets.map((target) => ({
      html: `<span class="${target}">x</span>`,
      target: [target],
      impact: "serious",
      any: [
        {
          id,
          impact: "serious",
          message: `reason for ${target}`,
          data: null,
          relatedNodes: [],
        },
      ],
      all: [],
      none: [],
    })),
  };
}

describe("a11y-stories", () => {
  it("checks WCAG 2.x A and AA and best practices, minus whole-page rules", () => {
    expect(AXE_OPTIONS.runOnly.values).toEqual(
      expect.arrayContaining(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa", "best-practice"]),
    );
    expect(Object.keys(AXE_OPTIONS.rules).sort()).toEqual([
      "landmark-one-main",
      "page-has-heading-one",
      "region",
    ]);
  });

  it("describes each violated rule with its elements and axe's reason", () => {
    const lines = describeViolations([violation("color-contrast", [".a", ".b"])]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("color-contrast [serious] help for color-contrast");
    expect(lines[0]).toContain('.a <span class=".a">x</span>');
    expect(lines[0]).toContain("reason for .b");
  });

  it("lists at most a few elements per rule and counts the rest", () => {
    const [line] = describeViolations([violation("button-name", [".a", ".b", ".c", ".d"])], 2);
    expect(line).toContain(".b");
    expect(line).not.toContain(".c <span");
    expect(line).toContain("(+2 more)");
  });

  it("rebuilds the workshop when it is missing or older than the sources", () => {
    expect(needsBuild(undefined, 0)).toBe(true);
    expect(needsBuild(1000, 2000)).toBe(true);
    expect(needsBuild(2000, 1000)).toBe(false);
  });

  it("splits the pages evenly over the widths, at least one each", () => {
    expect(pagesPerWidth("6", 2)).toBe(3);
    expect(pagesPerWidth("5", 2)).toBe(3);
    expect(pagesPerWidth("1", 2)).toBe(1);
    expect(() => pagesPerWidth("0", 2)).toThrow(/at least 1/);
    expect(() => pagesPerWidth("twee", 2)).toThrow(/whole number/);
  });

  it("hands every story of a width out once, in order, to whichever page asks", () => {
    const jobs = [
      { id: "a", viewport: { name: "375" } },
      { id: "a", viewport: { name: "1280" } },
      { id: "b", viewport: { name: "375" } },
    ];
    expect(nextJob(jobs, "375")?.id).toBe("a");
    expect(nextJob(jobs, "375")?.id).toBe("b");
    expect(nextJob(jobs, "375")).toBeUndefined();
    expect(nextJob(jobs, "1280")?.id).toBe("a");
    expect(jobs).toEqual([]);
  });
});
