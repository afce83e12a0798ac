import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { acceptsWebp, photoVariant, snapWidth } from "./photo-variants.ts";
import { tempFolder } from "../testing/temp-folder.ts";

describe("snapWidth", () => {
  it.each([
    ["1", 160],
    ["160", 160],
    ["161", 320],
    ["640", 640],
    ["1900", 1920],
  ])("snaps %s up to %i", (hint, width) => {
    expect(snapWidth(hint)).toBe(width);
  });

  it.each([undefined, "", "0", "-5", "12.5", "abc", "1921", "99999", "640px"])(
    "serves the original for %s",
    (hint) => {
      expect(snapWidth(hint)).toBeUndefined();
    },
  );
});

describe("acceptsWebp", () => {
  it.each([
    ["image/avif,image/webp,image/apng,image/*,*/*;q=0.8", true],
    ["image/webp;q=0.5", true],
    ["image/webp;q=0", false],
    ["image/png,image/*;q=0.8", false],
    [undefined, false],
  ])("%s → %s", (accept, expected) => {
    expect(acceptsWebp(accept)).toBe(expected);
  });
});

describe("photoVariant", () => {
  const dir = tempFolder("variants");
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("scales, converts, caches and leaves narrow photos and other media alone", async () => {
    const file = path.join(dir, "foto.jpg");
    await sharp({ create: { width: 800, height: 400, channels: 3, background: "#a0c0e0" } })
      .jpeg()
      .toFile(file);
    const size = fs.statSync(file).size;
    const base = { file, contentType: "image/jpeg", size, cacheDir: path.join(dir, "cache") };
    const input = { ...base, assetId: "a1", accept: "image/webp,*/*" };

    const webp = await photoVariant({ ...input, widthHint: "300" });
    expect(webp).toMatchObject({ contentType: "image/webp", headers: { Vary: "Accept" } });
    expect(await sharp(webp.file).metadata()).toMatchObject({ format: "webp", width: 320 });
    const again = await photoVariant({ ...input, widthHint: "310" });
    expect(again.file).toBe(webp.file);

    const jpeg = await photoVariant({ ...input, accept: "image/jpeg", widthHint: "300" });
    expect(jpeg.contentType).toBe("image/jpeg");
    expect(await sharp(jpeg.file).metadata()).toMatchObject({ format: "jpeg", width: 320 });

    const wide = await photoVariant({ ...input, accept: "image/jpeg", widthHint: "1000" });
    expect(wide.file).toBe(file);

    const video = await photoVariant({ ...input, contentType: "video/mp4", widthHint: "300" });
    expect(video).toEqual({ file, contentType: "video/mp4", size, headers: {} });
  });
});
