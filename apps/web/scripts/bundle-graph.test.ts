// @vitest-environment node
import { gzipSync } from "node:zlib";
import { chunkGraph, cleanModuleId, type ChunkInfo } from "./bundle-graph";

function chunk(fileName: string, imports: string[] = [], dynamicImports: string[] = []): ChunkInfo {
  return {
    fileName,
    facadeModuleId: null,
    imports,
    dynamicImports,
    modules: [],
    code: `export const x = ${JSON.stringify(fileName.repeat(30))};`,
  };
}

describe("the shared chunk graph of the build checks", () => {
  const chunks = [
    chunk("entry.js", ["react.js", "router.js"], ["editor.js"]),
    chunk("react.js"),
    chunk("router.js", ["react.js"]),
    chunk("editor.js", ["tiptap.js"]),
    chunk("tiptap.js"),
  ];

  it("follows static imports only, each file once", () => {
    const graph = chunkGraph(chunks);
    expect([...graph.staticClosure(["entry.js"])].sort()).toEqual([
      "entry.js",
      "react.js",
      "router.js",
    ]);
    expect([...graph.staticClosure(["editor.js"])].sort()).toEqual(["editor.js", "tiptap.js"]);
  });

  it("reads the gzipped size of a chunk and sums a set of files", () => {
    const graph = chunkGraph(chunks);
    const react = gzipSync(chunks[1]?.code ?? "", { level: 9 }).length;
    const router = gzipSync(chunks[2]?.code ?? "", { level: 9 }).length;
    expect(graph.gzipBytes("react.js")).toBe(react);
    expect(graph.sum(["react.js", "router.js"])).toBe(react + router);
    expect(graph.gzipBytes("missing.js")).toBe(gzipSync("", { level: 9 }).length);
  });

  it("cleans a module id of Rollup's prefix, its query and Windows separators", () => {
    expect(cleanModuleId("\0C:\\app\\src\\routes\\login.tsx?tsr-split=component")).toBe(
      "C:/app/src/routes/login.tsx",
    );
    expect(cleanModuleId(null)).toBe("");
  });
});
