// What Lighthouse's simulation (Lantern) put on the way to a page's largest paint: the requests
// and main-thread tasks of its optimistic LCP graph, each with its simulated start and end. The
// bench prints it for the median run, so an LCP figure comes with where its time went.
//
// Lantern keeps the node timings of the last simulation under each label (its debugging hook,
// `Simulator.allNodeTimings`); `lastLcpPath` reads them right after a Lighthouse run.

/** One request or main-thread task on the path, its times in ms from the navigation's start. */
export interface PathStep {
  start: number;
  end: number;
  what: string;
}

/** The part of a Lantern graph node read here. */
export interface LanternNode {
  type: string;
  request?: { url: string; priority: string; transferSize: number; resourceType?: string };
  /** A task's observed duration, in microseconds. */
  duration?: number;
  childEvents?: readonly { name: string }[];
}

export interface LanternTiming {
  startTime: number;
  endTime: number;
}

/** What a task did, by the trace events inside it, in the order they are listed here. */
const TASK_KINDS: readonly [string, string][] = [
  ["DocumentLoader::CommitNavigation", "navigation commit"],
  ["ResourceSendRequest", "requests"],
  ["ParseHTML", "parse"],
  ["UpdateLayoutTree", "style"],
  ["Layout", "layout"],
  ["Paint", "paint"],
  ["EvaluateScript", "script"],
  ["v8.evaluateModule", "script"],
];

function taskKinds(node: LanternNode): string {
  const names = new Set((node.childEvents ?? []).map((event) => event.name));
  const kinds = [...new Set(TASK_KINDS.filter(([name]) => names.has(name)).map(([, k]) => k))];
  return kinds.length === 0 ? "other work" : kinds.join(", ");
}

/**
 * A request's file name, the end of a long one (a photo's id) with its width, or "document" for
 * the page itself.
 */
function requestName(url: string, pageUrl: string): string {
  if (url === pageUrl) return "document";
  const { pathname, search } = new URL(url);
  const file = pathname.replace(/^.*\//, "");
  return `${file.length > 36 ? `…${file.slice(-12)}` : file}${search}`;
}

/** The steps of a simulation, in the order they started. */
export function stepsOf(
  timings: Iterable<[LanternNode, LanternTiming]>,
  pageUrl: string,
): PathStep[] {
  const steps: PathStep[] = [];
  for (const [node, timing] of timings) {
    const what =
      node.type === "network" && node.request !== undefined
        ? `${requestName(node.request.url, pageUrl)}, ${(node.request.transferSize / 1024).toFixed(1)} kB, ${node.request.priority} priority`
        : `main thread: ${taskKinds(node)} (${String(Math.round((node.duration ?? 0) / 1000))} ms observed)`;
    steps.push({ start: Math.round(timing.startTime), end: Math.round(timing.endTime), what });
  }
  return steps.sort((a, b) => a.start - b.start || a.end - b.end);
}

/** "   754– 772 ms  main thread: parse (4 ms observed)", a line per step. */
export function pathLines(steps: readonly PathStep[]): string[] {
  return steps.map(
    (step) => `${String(step.start).padStart(6)}–${String(step.end).padStart(5)} ms  ${step.what}`,
  );
}

interface Lantern {
  Simulation: { Simulator: { allNodeTimings: Map<string, Map<LanternNode, LanternTiming>> } };
}

/** Lantern's timings of its last simulations, or nothing when this Lighthouse keeps none. */
async function simulations(): Promise<Map<string, Map<LanternNode, LanternTiming>> | undefined> {
  try {
    const lantern = (await import("lighthouse/core/lib/lantern/lantern.js")) as unknown as Lantern;
    return lantern.Simulation.Simulator.allNodeTimings;
  } catch {
    return undefined;
  }
}

/** Forgets the simulations kept so far: call it before a run, so a run without one reads none. */
export async function forgetLcpPaths(): Promise<void> {
  (await simulations())?.clear();
}

/**
 * The optimistic LCP graph of the Lighthouse run that just ended, or nothing when it simulated
 * none (a broken trace) or this Lighthouse keeps no such timings (a later version may not).
 */
export async function lastLcpPath(pageUrl: string): Promise<PathStep[] | undefined> {
  const timings = (await simulations())?.get("optimisticLargestContentfulPaint");
  return timings === undefined ? undefined : stepsOf(timings, pageUrl);
}
