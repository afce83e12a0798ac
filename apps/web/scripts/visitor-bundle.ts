/**
 * What the visitor of a server-rendered page downloads, checked at build time. A Vite plugin
 * walks the chunk graph from the visitor's boot script (src/visitor/boot.ts):
 * - "eager": the boot script and everything it imports statically: what every visitor loads
 *   before the first paint (the page's markup is final; this only keeps early taps and starts
 *   the rest).
 * - "afterFirstFrame": what the boot script loads after the page's first frame to wire its
 *   islands (src/visitor/start.ts and its static imports), also loaded by every visitor.
 *   Neither has React, Chakra, editor code, a player, a dialog or anything of the signed-in app.
 * - "deferred": the islands behind a dynamic import (the side menu when the visitor reaches for
 *   it, the register when scrolled near, the players only for a page with video or audio). No
 *   editor code there either, and nothing of the signed-in app (router, identity library).
 * The build fails on a violation and writes `dist/visitor-bundle.json` (files, gzipped sizes),
 * which the benchmark prints.
 */
import type { Plugin } from "vite";
import { chunkGraph, chunksOf, cleanModuleId, type ChunkInfo } from "./bundle-graph";

export type { ChunkInfo } from "./bundle-graph";

export const VISITOR_BOOT = "src/visitor/boot.ts";
export const VISITOR_START = "src/visitor/start.ts";
export const PLAYER_MODULE = "packages/ui/src/view/media-player.tsx";

export interface VisitorGraph {
  eager: { file: string; gzipBytes: number }[];
  afterFirstFrame: { file: string; gzipBytes: number }[];
  deferred: { file: string; gzipBytes: number; facade: string | null }[];
  eagerGzipBytes: number;
  afterFirstFrameGzipBytes: number;
  violations: string[];
}

/** Never in anything a visitor loads: editor code and the signed-in app. */
const NEVER_FOR_VISITORS: readonly [RegExp, string][] = [
  [/[\\/]@tiptap[\\/]|[\\/]prosemirror-/, "the text editor (tiptap/ProseMirror)"],
  [/[\\/]react-day-picker[\\/]|[\\/]date-fns[\\/]/, "the date picker"],
  [
    /packages[\\/]ui[\\/]src[\\/](editors|text-editor|date-field|page-editor)[\\/]/,
    "an editor of @memorial/ui",
  ],
  [/packages[\\/]ui[\\/]src[\\/](payment|access)[\\/]/, "a payment or access dialog"],
  [/packages[\\/]ui[\\/]src[\\/]sections[\\/]/, "edit panels (section frame, add panel, edit bar)"],
  [/[\\/]@tanstack[\\/](react-router|router-core)[\\/]/, "the app's router"],
  [
    /[\\/]amazon-cognito-identity-js[\\/]|packages[\\/]auth[\\/]src[\\/](?!errors\.ts$)/,
    "the identity library (only the error names of @memorial/auth/errors may come along)",
  ],
];

/** Not in what every visitor loads (allowed behind a dynamic import that waits for a need). */
const NOT_EAGER: readonly [RegExp, string][] = [
  [/[\\/]plyr(-react)?[\\/]|packages[\\/]ui[\\/]src[\\/]players[\\/]/, "the video/audio player"],
  [/media-file-button|upload-status/, "upload controls"],
  [/packages[\\/]ui[\\/]src[\\/](dialogs|menu)[\\/]/, "dialogs or the side menu drawer"],
  [/[\\/]@tanstack[\\/]/, "the query cache"],
  [/[\\/]react-dom[\\/]|[\\/]@chakra-ui[\\/]|[\\/]@emotion[\\/]/, "React or the UI system"],
];

export function visitorGraph(chunks: readonly ChunkInfo[]): VisitorGraph {
  const graph = chunkGraph(chunks);
  const { byFile } = graph;
  /** The chunk whose facade is the module at `path` (relative to apps/web). */
  const chunkOf = (path: string) =>
    chunks.find(
      (chunk) =>
        chunk.facadeModuleId !== null && cleanModuleId(chunk.facadeModuleId).endsWith(path),
    );
  const boot = chunkOf(VISITOR_BOOT);
  const start = chunkOf(VISITOR_START);
  if (boot === undefined || start === undefined) {
    return {
      eager: [],
      afterFirstFrame: [],
      deferred: [],
      eagerGzipBytes: 0,
      afterFirstFrameGzipBytes: 0,
      violations: [
        boot === undefined
          ? `${VISITOR_BOOT} is not an entry of the build`
          : `${VISITOR_START} is not a chunk of the build (${VISITOR_BOOT} imports it)`,
      ],
    };
  }
  const eager = graph.staticClosure([boot.fileName]);
  const wiring = new Set(
    [...graph.staticClosure([start.fileName])].filter((file) => !eager.has(file)),
  );
  const everyVisitor = new Set([...eager, ...wiring]);

  const deferred = new Set<string>();
  const stack = [...everyVisitor].flatMap((file) => byFile.get(file)?.dynamicImports ?? []);
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (everyVisitor.has(next) || deferred.has(next)) continue;
    deferred.add(next);
    const chunk = byFile.get(next);
    stack.push(...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? []));
  }

  const violations: string[] = [];
  const size = graph.gzipBytes;
  for (const file of [...everyVisitor, ...deferred]) {
    for (const id of byFile.get(file)?.modules ?? []) {
      const module = cleanModuleId(id);
      for (const [pattern, what] of NEVER_FOR_VISITORS) {
        if (pattern.test(module)) violations.push(`${file} contains ${what}: ${module}`);
      }
      if (!everyVisitor.has(file)) continue;
      for (const [pattern, what] of NOT_EAGER) {
        if (pattern.test(module))
          violations.push(`${file} (loaded by every visitor) contains ${what}: ${module}`);
      }
    }
  }
  const listed = (files: Set<string>) =>
    [...files].map((file) => ({ file, gzipBytes: size(file) }));
  const total = (list: { gzipBytes: number }[]) =>
    list.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
  const eagerList = listed(eager);
  const wiringList = listed(wiring);
  return {
    eager: eagerList,
    afterFirstFrame: wiringList,
    deferred: [...deferred].map((file) => ({
      file,
      gzipBytes: size(file),
      facade: byFile.get(file)?.facadeModuleId ?? null,
    })),
    eagerGzipBytes: total(eagerList),
    afterFirstFrameGzipBytes: total(wiringList),
    violations,
  };
}

/** The Vite plugin: fails the build on a violation, writes visitor-bundle.json. */
export function visitorBundleCheck(): Plugin {
  return {
    name: "memorial-visitor-bundle-check",
    apply: "build",
    generateBundle(_options, bundle) {
      const graph = visitorGraph(chunksOf(bundle));
      if (graph.violations.length > 0) {
        this.error(
          `The visitor's JavaScript reaches code it must not load:\n${graph.violations.join("\n")}`,
        );
      }
      this.emitFile({
        type: "asset",
        fileName: "visitor-bundle.json",
        source: `${JSON.stringify(graph, null, 2)}\n`,
      });
    },
  };
}
