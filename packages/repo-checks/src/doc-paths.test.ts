import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { documents, missingPaths, namedPaths } from "./doc-paths";

describe("namedPaths", () => {
  it("reads repository paths from code spans and link targets", () => {
    const text = [
      "See `apps/web/src/texts/errors.ts` and `src/visitor/boot.ts:12`.",
      "The [contract](openapi/memorial-api.yaml#limits) and [docs](docs/screenshots/).",
      "The folder `packages/ui/src/access/`.",
    ].join("\n");
    expect(namedPaths(text)).toEqual([
      "apps/web/src/texts/errors.ts",
      "src/visitor/boot.ts",
      "packages/ui/src/access",
      "openapi/memorial-api.yaml",
      "docs/screenshots",
    ]);
  });

  it("skips what is no repository path", () => {
    const text = [
      "`https://example.org/a/b.ts` [site](https://example.org/x.md) `/usr/bin/chromium`",
      "`@memorial/ui/ssr` `image/jpeg` `node_modules/.bin/x.js` `packages/*/README.md`",
      "`src/{a,b}.ts` `apps/<name>/src` `$HOME/x.ts` `render.ts` `pnpm run build`",
      "`dist/assets/x.js` `dist-worker/worker.js` `apps/web/storybook-static/index.html` `a/.../b.ts`",
    ].join("\n");
    expect(namedPaths(text)).toEqual([]);
  });

  it("keeps paths that leave the document's folder, for the caller to place", () => {
    expect(namedPaths("`../shared/SECURITY.md` and [x](../README.md)")).toEqual([
      "../shared/SECURITY.md",
      "../README.md",
    ]);
  });
});

describe("missingPaths", () => {
  const root = mkdtempSync(path.join(os.tmpdir(), "doc-paths-"));
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it("reports a named path that exists nowhere, and nothing else", () => {
    mkdirSync(path.join(root, "packages", "ui", "src"), { recursive: true });
    mkdirSync(path.join(root, "docs", "notes"), { recursive: true });
    writeFileSync(path.join(root, "packages", "ui", "src", "theme.ts"), "");
    writeFileSync(
      path.join(root, "README.md"),
      "`packages/ui/src/theme.ts` `packages/ui/src/gone.ts` `../shared/SPEC.md`",
    );
    writeFileSync(path.join(root, "packages", "ui", "README.md"), "`src/theme.ts` `ui/src/x.ts`");
    writeFileSync(path.join(root, "docs", "notes", "plan.md"), "[theme](src/theme.ts)");
    writeFileSync(path.join(root, "docs", "notes", "data.json"), "");
    expect(documents(root)).toEqual(["README.md", "docs/notes/plan.md", "packages/ui/README.md"]);
    expect(missingPaths(root)).toEqual([
      "README.md: packages/ui/src/gone.ts",
      "packages/ui/README.md: ui/src/x.ts",
    ]);
  });
});
