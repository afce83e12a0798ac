import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import {
  ALL_SAMPLE_PHOTOS,
  drawingDigest,
  readSamplePhoto,
  SAMPLE_PHOTO_DIR,
  SAMPLE_PHOTO_MANIFEST,
} from "./sample-photos.ts";

/** Width and height from a JPEG's start-of-frame marker. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.readUInt16BE(0), "a JPEG starts with SOI").toBe(0xffd8);
  let at = 2;
  while (at < bytes.length) {
    const marker = bytes.readUInt16BE(at);
    const length = bytes.readUInt16BE(at + 2);
    // SOF0-SOF15 without DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xffc0 && marker <= 0xffcf && ![0xffc4, 0xffc8, 0xffcc].includes(marker)) {
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  throw new Error("no start-of-frame marker");
}

describe("the demo's sample photos", () => {
  it("were drawn from the drawings as they are now (else run render-sample-photos)", async () => {
    const manifest = JSON.parse(
      await readFile(new URL(SAMPLE_PHOTO_MANIFEST, SAMPLE_PHOTO_DIR), "utf8"),
    ) as { files: Record<string, string> };
    const expected = Object.fromEntries(
      ALL_SAMPLE_PHOTOS.map((photo) => [`${photo.name}.jpg`, drawingDigest(photo)]),
    );
    expect(manifest.files).toEqual(expected);
  });

  it("are JPEGs of the drawing's size", async () => {
    for (const photo of ALL_SAMPLE_PHOTOS) {
      const [, width, height] = /width="(\d+)" height="(\d+)"/.exec(photo.svg) ?? [];
      expect(jpegSize(await readSamplePhoto(photo))).toEqual({
        width: Number(width),
        height: Number(height),
      });
    }
  });
});
