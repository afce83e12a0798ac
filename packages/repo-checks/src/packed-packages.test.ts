// The packages other teams install, packed as `pnpm pack` packs them: publint and attw (ESM-only)
// find nothing, the tarballs hold dist/ with declarations and no sources, and every workspace
// dependency they name is itself a published package.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLISHED, checkTarball, pack, type PublishedFolder } from "./packed-packages";

const destination = mkdtempSync(path.join(tmpdir(), "memorial-packed-test-"));
afterAll(() => {
  rmSync(destination, { recursive: true, force: true });
});

const tarballs = new Map<PublishedFolder, string>();
beforeAll(() => {
  for (const folder of Object.keys(PUBLISHED) as PublishedFolder[]) {
    tarballs.set(folder, pack(folder, destination, "when-missing"));
  }
});

function listing(tarball: string): string[] {
  return execFileSync("tar", ["tzf", tarball], { encoding: "utf8" }).trim().split("\n");
}

function manifest(tarball: string): Record<string, unknown> {
  return JSON.parse(
    execFileSync("tar", ["xzf", tarball, "-O", "package/package.json"], { encoding: "utf8" }),
  ) as Record<string, unknown>;
}

describe("the published packages, packed", () => {
  it.each(Object.keys(PUBLISHED) as PublishedFolder[])("%s passes publint and attw", (folder) => {
    expect(checkTarball(tarballs.get(folder) ?? "")).toEqual([]);
  });

  it.each(Object.keys(PUBLISHED).filter((f) => f !== "openapi") as PublishedFolder[])(
    "%s ships dist/ with declarations for every export, not its sources",
    (folder) => {
      const files = new Set(listing(tarballs.get(folder) ?? ""));
      const packed = manifest(tarballs.get(folder) ?? "");
      const targets = Object.values(packed.exports as Record<string, unknown>).flatMap((target) =>
        typeof target === "string" ? [target] : Object.values(target as Record<string, string>),
      );
      expect(targets.filter((target) => target.endsWith(".d.ts")).length).toBeGreaterThan(0);
      for (const target of targets) {
        expect(files.has(`package/${target.slice(2)}`), target).toBe(true);
        expect(target).not.toMatch(/^\.\/src\//);
      }
      expect([...files].filter((file) => file.startsWith("package/src/"))).toEqual([]);
      expect(packed.license).toBe("UNLICENSED");
      expect(packed.private).toBeUndefined();
    },
  );

  it("names only published packages, by version, as dependencies", () => {
    const names = new Set<string>(Object.values(PUBLISHED));
    for (const tarball of tarballs.values()) {
      const dependencies = (manifest(tarball).dependencies ?? {}) as Record<string, string>;
      for (const [name, version] of Object.entries(dependencies)) {
        if (!name.startsWith("@memorial/")) continue;
        expect(names.has(name), `${path.basename(tarball)} depends on ${name}`).toBe(true);
        expect(version).toMatch(/^\d+\.\d+\.\d+$/);
      }
    }
  });

  /** Packs a made-up package of `files`; returns the tools that object to it. */
  function objections(name: string, files: Record<string, string>): string[] {
    const folder = path.join(destination, name);
    mkdirSync(folder);
    for (const [file, text] of Object.entries(files)) writeFileSync(path.join(folder, file), text);
    execFileSync("pnpm", ["pack", "--pack-destination", destination], {
      cwd: folder,
      stdio: "pipe",
    });
    return checkTarball(path.join(destination, `${name}-1.0.0.tgz`)).map(({ tool }) => tool);
  }

  it("catches exports that point at nothing, and ESM typed as CommonJS", () => {
    const manifestOf = (name: string, types: string) =>
      JSON.stringify({
        name,
        version: "1.0.0",
        type: "module",
        exports: { ".": { types, import: "./index.js" } },
      });
    expect(
      objections("missing", { "package.json": manifestOf("missing", "./index.d.ts") }),
    ).toContain("publint");
    expect(
      objections("masquerading", {
        "package.json": manifestOf("masquerading", "./index.d.cts"),
        "index.js": "export const a = 1;\n",
        "index.d.cts": "export declare const a: number;\n",
      }),
    ).toEqual(["attw"]);
  });
});
