/**
 * The size reading both build checks share (scripts/app-bundle.ts for the signed-in app,
 * scripts/visitor-bundle.ts for the server-rendered page): the chunks of a Vite/Rollup build as
 * plain data, their gzipped sizes (level 9, read once per chunk) and the static import closure
 * of a set of chunks (what the browser loads before the code runs).
 */
import { gzipSync } from "node:zlib";
import type { Rollup } from "vite";

export interface ChunkInfo {
  fileName: string;
  /** An entry of the build (the app's: the script of index.html). */
  isEntry?: boolean;
  facadeModuleId: string | null;
  imports: readonly string[];
  dynamicImports: readonly string[];
  modules: readonly string[];
  code: string;
}

/** A module id without Rollup's NUL prefix, its query (`?tsr-split=…`) and with `/` separators. */
export function cleanModuleId(id: string | null): string {
  return (id ?? "").replace(/\\/g, "/").replace(/\0/g, "").replace(/\?.*$/, "");
}

/** The chunks of a build's output (assets left out). */
export function chunksOf(bundle: Rollup.OutputBundle): ChunkInfo[] {
  const chunks: ChunkInfo[] = [];
  for (const output of Object.values(bundle)) {
    if (output.type !== "chunk") continue;
    chunks.push({
      fileName: output.fileName,
      isEntry: output.isEntry,
      facadeModuleId: output.facadeModuleId,
      imports: output.imports,
      dynamicImports: output.dynamicImports,
      modules: Object.keys(output.modules),
      code: output.code,
    });
  }
  return chunks;
}

export interface ChunkGraph {
  byFile: ReadonlyMap<string, ChunkInfo>;
  /** Gzipped bytes of a chunk (0 for a file that is not a chunk of the build). */
  gzipBytes: (file: string) => number;
  /** Summed gzipped bytes of the files. */
  sum: (files: Iterable<string>) => number;
  /** The files and everything they import statically, the files themselves included. */
  staticClosure: (starts: Iterable<string>) => Set<string>;
}

export function chunkGraph(chunks: readonly ChunkInfo[]): ChunkGraph {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const cache = new Map<string, number>();
  const gzipBytes = (file: string) => {
    let bytes = cache.get(file);
    if (bytes === undefined) {
      bytes = gzipSync(byFile.get(file)?.code ?? "", { level: 9 }).length;
      cache.set(file, bytes);
    }
    return bytes;
  };
  return {
    byFile,
    gzipBytes,
    sum: (files) => [...files].reduce((total, file) => total + gzipBytes(file), 0),
    staticClosure: (starts) => {
      const seen = new Set<string>();
      const stack = [...starts];
      for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
        if (seen.has(next)) continue;
        seen.add(next);
        stack.push(...(byFile.get(next)?.imports ?? []));
      }
      return seen;
    },
  };
}
