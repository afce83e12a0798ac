// The processing step of an upload job: the bytes must really be what the upload claimed
// (file signature), photos are decoded and re-encoded (auto-oriented, metadata such as EXIF/GPS
// stripped, longest side bounded), video and audio are kept as they are.
import fs from "node:fs";
import sharp from "sharp";
import { contentMatchesType, isPhotoType, type UploadKind } from "./file-types.ts";

export interface ProcessInput {
  /** The uploaded bytes on disk. */
  source: string;
  contentType: string;
  kind: UploadKind;
  photoMaxPixels: number;
}

export type ProcessOutcome =
  | {
      ok: true;
      /** The file to store (the source itself for video and audio). */ output: string;
      size: number;
    }
  | { ok: false; error: string };

/** Largest photo sharp may decode (pixels), against decompression bombs. */
const MAX_INPUT_PIXELS = 100_000_000;

async function readHead(file: string, length = 64): Promise<Uint8Array> {
  const handle = await fs.promises.open(file, "r");
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export async function processUpload(input: ProcessInput): Promise<ProcessOutcome> {
  const head = await readHead(input.source);
  if (!contentMatchesType(head, input.contentType)) {
    return { ok: false, error: `the content of the file is not ${input.contentType}` };
  }
  if (!isPhotoType(input.contentType)) {
    const { size } = await fs.promises.stat(input.source);
    return { ok: true, output: input.source, size };
  }
  const output = `${input.source}.out`;
  try {
    const pipeline = sharp(input.source, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .autoOrient()
      .resize({
        width: input.photoMaxPixels,
        height: input.photoMaxPixels,
        fit: "inside",
        withoutEnlargement: true,
      });
    // No keepMetadata()/withMetadata(): sharp writes no EXIF, XMP, IPTC or GPS data.
    const encoded =
      input.contentType === "image/png"
        ? pipeline.png({ compressionLevel: 9 })
        : pipeline.jpeg({ quality: 85 });
    const info = await encoded.toFile(output);
    return { ok: true, output, size: info.size };
  } catch {
    await fs.promises.rm(output, { force: true });
    return {
      ok: false,
      error: `the file is not a valid ${input.contentType === "image/png" ? "PNG" : "JPEG"} image`,
    };
  }
}
