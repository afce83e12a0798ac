// @vitest-environment node
import {
  forgetLcpPaths,
  lastLcpPath,
  pathLines,
  stepsOf,
  type LanternNode,
  type LanternTiming,
} from "./lcp-path";

const PAGE = "https://localhost:5800/johanna-de-vries-1948";

function request(url: string, transferSize: number, priority = "High"): LanternNode {
  return { type: "network", request: { url, priority, transferSize } };
}

function task(durationMs: number, ...events: string[]): LanternNode {
  return {
    type: "cpu",
    duration: durationMs * 1000,
    childEvents: events.map((name) => ({ name })),
  };
}

describe("the path to the largest paint in Lighthouse's simulation", () => {
  const timings: [LanternNode, LanternTiming][] = [
    [task(24, "UpdateLayoutTree", "Layout", "Paint"), { startTime: 864.2, endTime: 913.4 }],
    [request(PAGE, 11_817, "VeryHigh"), { startTime: 0, endTime: 754.4 }],
    [
      task(20, "DocumentLoader::CommitNavigation", "ResourceSendRequest", "Foo"),
      { startTime: 772, endTime: 854 },
    ],
    [
      request(
        "https://localhost:5800/media/p/e655eeeb-2c0d-4d69-88ef-3efa041720c9.jpg?w=960",
        4087,
      ),
      { startTime: 754.4, endTime: 904 },
    ],
    [
      request("https://localhost:5800/assets/visitor-visitor-boot-DZVHIVzu.js", 1139),
      { startTime: 904, endTime: 904 },
    ],
    [task(4, "ParseHTML"), { startTime: 754.4, endTime: 772 }],
    [task(11, "RunMicrotasks"), { startTime: 913.4, endTime: 957 }],
  ];

  it("lists the requests and tasks in the order they started, with what each is", () => {
    expect(stepsOf(timings, PAGE)).toEqual([
      { start: 0, end: 754, what: "document, 11.5 kB, VeryHigh priority" },
      { start: 754, end: 772, what: "main thread: parse (4 ms observed)" },
      { start: 754, end: 904, what: "…041720c9.jpg?w=960, 4.0 kB, High priority" },
      {
        start: 772,
        end: 854,
        what: "main thread: navigation commit, requests (20 ms observed)",
      },
      { start: 864, end: 913, what: "main thread: style, layout, paint (24 ms observed)" },
      { start: 904, end: 904, what: "visitor-visitor-boot-DZVHIVzu.js, 1.1 kB, High priority" },
      { start: 913, end: 957, what: "main thread: other work (11 ms observed)" },
    ]);
  });

  it("prints a line per step with its simulated times", () => {
    expect(pathLines(stepsOf(timings, PAGE)).slice(0, 2)).toEqual([
      "     0–  754 ms  document, 11.5 kB, VeryHigh priority",
      "   754–  772 ms  main thread: parse (4 ms observed)",
    ]);
  });

  it("reads the simulation the installed Lighthouse kept, and forgets it before the next run", async () => {
    const lantern = (await import("lighthouse/core/lib/lantern/lantern.js")) as unknown as {
      Simulation: { Simulator: { allNodeTimings: Map<string, Map<LanternNode, LanternTiming>> } };
    };
    lantern.Simulation.Simulator.allNodeTimings.set(
      "optimisticLargestContentfulPaint",
      new Map(timings),
    );
    expect((await lastLcpPath(PAGE))?.[0]).toEqual({
      start: 0,
      end: 754,
      what: "document, 11.5 kB, VeryHigh priority",
    });
    await forgetLcpPaths();
    expect(await lastLcpPath(PAGE)).toBeUndefined();
  });
});
