// @vitest-environment node
import type { ChunkInfo } from "./bundle-graph";
import { visitorGraph } from "./visitor-bundle";

function chunk(
  fileName: string,
  options: Partial<
    Pick<ChunkInfo, "facadeModuleId" | "imports" | "dynamicImports" | "modules">
  > = {},
): ChunkInfo {
  return {
    fileName,
    facadeModuleId: options.facadeModuleId ?? null,
    imports: options.imports ?? [],
    dynamicImports: options.dynamicImports ?? [],
    modules: options.modules ?? [],
    code: `export const x = ${JSON.stringify(fileName.repeat(20))};`,
  };
}

const ROOT = "/repo/apps/web/";

describe("what a visitor of a server-rendered page loads, by the build", () => {
  const boot = chunk("boot.js", {
    facadeModuleId: `${ROOT}src/visitor/boot.ts`,
    dynamicImports: ["start.js"],
  });
  const start = chunk("start.js", {
    facadeModuleId: `${ROOT}src/visitor/start.ts`,
    imports: ["markers.js"],
    dynamicImports: ["menu.js"],
  });
  const markers = chunk("markers.js");
  const menu = chunk("menu.js", {
    facadeModuleId: `${ROOT}src/visitor/islands/menu.tsx`,
    imports: ["react.js"],
  });
  const react = chunk("react.js", { modules: ["/repo/node_modules/react-dom/index.js"] });

  it("tells what comes before the first paint, after the first frame and when needed", () => {
    const graph = visitorGraph([boot, start, markers, menu, react]);
    expect(graph.violations).toEqual([]);
    expect(graph.eager.map(({ file }) => file)).toEqual(["boot.js"]);
    expect(graph.afterFirstFrame.map(({ file }) => file).sort()).toEqual([
      "markers.js",
      "start.js",
    ]);
    expect(graph.deferred.map(({ file }) => file).sort()).toEqual(["menu.js", "react.js"]);
    expect(graph.afterFirstFrameGzipBytes).toBe(
      graph.afterFirstFrame.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0),
    );
    expect(graph.afterFirstFrameGzipBytes).toBeGreaterThan(0);
  });

  it("fails React in what every visitor loads after the first frame", () => {
    const heavy = chunk("start.js", {
      facadeModuleId: `${ROOT}src/visitor/start.ts`,
      imports: ["react.js"],
    });
    const graph = visitorGraph([boot, heavy, react]);
    expect(graph.violations).toEqual([
      expect.stringMatching(
        /^react\.js \(loaded by every visitor\) contains React or the UI system/,
      ),
    ]);
  });

  it("fails a build whose boot script no longer loads the page's wiring", () => {
    const graph = visitorGraph([
      chunk("boot.js", { facadeModuleId: `${ROOT}src/visitor/boot.ts` }),
    ]);
    expect(graph.violations).toEqual([
      "src/visitor/start.ts is not a chunk of the build (src/visitor/boot.ts imports it)",
    ]);
  });
});
