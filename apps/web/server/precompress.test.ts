// @vitest-environment node
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { ASSETS_IGNORE, isCompressible, precompress } from "./precompress";

let dist: string;

beforeEach(async () => {
  dist = await mkdtemp(join(tmpdir(), "precompress-test-"));
  await mkdir(join(dist, "assets"));
});

afterEach(async () => {
  await rm(dist, { recursive: true, force: true });
});

describe("precompress", () => {
  it("writes a .gz and a .br copy of every compressible asset that decompress to it", async () => {
    const script = `export const a = 1;${" ".repeat(800)}`;
    const styles = `body{margin:0}${" ".repeat(800)}`;
    await writeFile(join(dist, "assets", "app-1.js"), script);
    await writeFile(join(dist, "assets", "app-2.css"), styles);
    expect(await precompress(dist)).toBe(2);
    for (const [name, text] of [
      ["app-1.js", script],
      ["app-2.css", styles],
    ]) {
      const gz = await readFile(join(dist, "assets", `${name}.gz`));
      const br = await readFile(join(dist, "assets", `${name}.br`));
      expect(gunzipSync(gz).toString()).toBe(text);
      expect(brotliDecompressSync(br).toString()).toBe(text);
    }
  });

  it("leaves small files, images and the copies themselves alone, and can run twice", async () => {
    await writeFile(join(dist, "assets", "tiny-1.js"), "export {};");
    await writeFile(join(dist, "assets", "photo-1.png"), Buffer.alloc(4000));
    await writeFile(join(dist, "assets", "app-1.js"), `export const a = 1;${" ".repeat(800)}`);
    expect(await precompress(dist)).toBe(1);
    expect(await precompress(dist)).toBe(1);
    expect((await readdir(join(dist, "assets"))).sort()).toEqual([
      "app-1.js",
      "app-1.js.br",
      "app-1.js.gz",
      "photo-1.png",
      "tiny-1.js",
    ]);
  });

  it("keeps the copies out of a Worker's assets", async () => {
    await precompress(dist);
    expect(await readFile(join(dist, ".assetsignore"), "utf8")).toBe(ASSETS_IGNORE);
    expect(ASSETS_IGNORE.split("\n")).toEqual(["assets/*.br", "assets/*.gz", ""]);
  });

  it("judges a file by its kind and size", () => {
    expect(isCompressible("a.js", 513)).toBe(true);
    expect(isCompressible("a.js", 512)).toBe(false);
    expect(isCompressible("a.woff2", 10_000)).toBe(false);
    expect(isCompressible("index.html", 10_000)).toBe(true);
  });
});
