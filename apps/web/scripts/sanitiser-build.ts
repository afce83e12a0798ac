/**
 * Each build gets the section sanitiser of its runtime, chosen by the export conditions of
 * `@memorial/sanitize-html/section`: the browser builds (the app, the visitor's islands)
 * DOMPurify and never the HTML parser, the Worker parse5 and never DOMPurify. A Vite plugin
 * checks the finished bundle and fails the build when a build holds the other runtime's
 * sanitiser, or holds stored HTML's sanitiser without its own runtime's build of it.
 */
import type { Plugin } from "vite";
import { chunksOf, cleanModuleId, type ChunkInfo } from "./bundle-graph";

export type SanitiserRuntime = "browser" | "server";

const BUILDS = {
  browser: {
    own: /[\\/]section\.browser\.ts$/,
    foreign: /[\\/]parse5[\\/]|[\\/]section\.server\.ts$/,
  },
  server: {
    own: /[\\/]section\.server\.ts$/,
    foreign: /[\\/]dompurify[\\/]|[\\/]section\.browser\.ts$/,
  },
} as const;

/**
 * What is wrong with the sanitiser of a build for `runtime` (empty when all is right): the other
 * runtime's sanitiser in it, or, when `required` (a build that renders stories), none of its own.
 */
export function sanitiserViolations(
  chunks: readonly ChunkInfo[],
  runtime: SanitiserRuntime,
  required: boolean,
): string[] {
  const { own, foreign } = BUILDS[runtime];
  const modules = chunks.flatMap((chunk) => chunk.modules.map((id) => cleanModuleId(id)));
  const violations = modules
    .filter((id) => foreign.test(id))
    .map((id) => `the ${runtime} build holds another runtime's sanitiser: ${id}`);
  if (required && !modules.some((id) => own.test(id))) {
    violations.push(`the ${runtime} build holds no ${runtime} build of the section sanitiser`);
  }
  return violations;
}

/** The Vite plugin: fails the build on a violation. */
export function sanitiserBuildCheck(runtime: SanitiserRuntime, required: boolean): Plugin {
  return {
    name: `memorial-sanitiser-${runtime}-check`,
    apply: "build",
    generateBundle(_options, bundle) {
      const violations = sanitiserViolations(chunksOf(bundle), runtime, required);
      if (violations.length > 0) this.error(violations.join("\n"));
    },
  };
}
