import { describe, expect, it } from "vitest";
import { fileOf, JPEG_BYTES, MP3_BYTES, MP4_BYTES, PNG_BYTES, sizedFile } from "../test/fake-api";
import { FileCheckError } from "./errors";
import { UPLOAD_LIMITS } from "@memorial/domain";
import { checkUploadFile, checkUploadFiles } from "./upload-checks";

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

async function failure(promise: Promise<void>): Promise<FileCheckError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof FileCheckError)) {
    throw new Error(`expected a FileCheckError, got ${String(error)}`);
  }
  return error;
}

describe("checkUploadFile", () => {
  it.each([
    ["profile_picture", fileOf("portret.JPG", "image/jpeg", JPEG_BYTES)],
    ["carousel", fileOf("zomer.png", "image/png", PNG_BYTES)],
    ["carousel", fileOf("zonder-type.jpeg", "", JPEG_BYTES)],
    ["video", fileOf("afscheid.mp4", "video/mp4", MP4_BYTES)],
    ["video", fileOf("oud.mov", "video/quicktime", [0, 0, 0, 20, ...ascii("ftypqt  "), 0, 0])],
    ["video", fileOf("clip.webm", "video/webm", [0x1a, 0x45, 0xdf, 0xa3])],
    ["audio", fileOf("lied.mp3", "audio/mpeg", MP3_BYTES)],
    ["audio", fileOf("lied.m4a", "audio/mp4", MP4_BYTES)],
    ["audio", fileOf("lied.opus", "audio/ogg", ascii("OggS"))],
    ["audio", fileOf("lied.wav", "audio/wav", [...ascii("RIFF"), 0, 0, 0, 0, ...ascii("WAVE")])],
  ] as const)("accepts a valid %s file (%#)", async (type, file) => {
    await expect(checkUploadFile(type, file)).resolves.toBeUndefined();
  });

  it("refuses a photo with another type or extension, with its reason and upload type", async () => {
    const gif = await failure(
      checkUploadFile("carousel", fileOf("kat.gif", "image/gif", ascii("GIF89a"))),
    );
    expect(gif).toMatchObject({
      reason: "type",
      fileName: "kat.gif",
      uploadType: "carousel",
    });
    const webp = await failure(
      checkUploadFile("profile_picture", fileOf("foto.jpg", "image/webp", JPEG_BYTES)),
    );
    expect(webp.reason).toBe("type");
  });

  it("refuses video and audio files off the allow-list", async () => {
    const video = await failure(
      checkUploadFile("video", fileOf("film.avi", "video/x-msvideo", ascii("RIFF"))),
    );
    expect(video).toMatchObject({ reason: "type", uploadType: "video", fileName: "film.avi" });
    const audio = await failure(
      checkUploadFile("audio", fileOf("lied.mp3", "video/mp4", MP3_BYTES)),
    );
    expect(audio).toMatchObject({ reason: "type", uploadType: "audio" });
  });

  it("refuses content whose signature does not match the extension", async () => {
    const fakePhoto = await failure(
      checkUploadFile("carousel", fileOf("foto.jpg", "image/jpeg", PNG_BYTES)),
    );
    expect(fakePhoto).toMatchObject({
      reason: "signature",
      fileName: "foto.jpg",
    });
    const script = await failure(
      checkUploadFile("video", fileOf("film.mp4", "video/mp4", ascii("<script>"))),
    );
    expect(script).toMatchObject({ reason: "signature", uploadType: "video" });
    const audio = await failure(
      checkUploadFile("audio", fileOf("lied.flac", "audio/flac", MP3_BYTES)),
    );
    expect(audio).toMatchObject({ reason: "signature", uploadType: "audio" });
  });

  it("refuses empty files", async () => {
    const error = await failure(
      checkUploadFile("carousel", new File([], "leeg.png", { type: "image/png" })),
    );
    expect(error).toMatchObject({ reason: "empty", fileName: "leeg.png" });
  });

  it.each([
    ["profile_picture", "foto.jpg", "image/jpeg", JPEG_BYTES],
    ["carousel", "foto.png", "image/png", PNG_BYTES],
    ["audio", "lied.mp3", "audio/mpeg", MP3_BYTES],
  ] as const)("refuses a %s over its size limit", async (type, name, mime, bytes) => {
    const limit = UPLOAD_LIMITS[type].maxBytes;
    await expect(
      checkUploadFile(type, sizedFile(name, mime, bytes, limit)),
    ).resolves.toBeUndefined();
    const error = await failure(checkUploadFile(type, sizedFile(name, mime, bytes, limit + 1)));
    expect(error).toMatchObject({
      reason: "size",
      uploadType: type,
      fileName: name,
    });
  });

  it("refuses a video over 500 MB without reading it", async () => {
    const huge = {
      name: "film.mp4",
      type: "video/mp4",
      size: UPLOAD_LIMITS.video.maxBytes + 1,
      slice: () => {
        throw new Error("must not read");
      },
    } as unknown as File;
    const error = await failure(checkUploadFile("video", huge));
    expect(error).toMatchObject({ reason: "size", uploadType: "video", fileName: "film.mp4" });
  });

  it("refuses over-long names and names with path or control characters", async () => {
    const long = await failure(
      checkUploadFile("carousel", fileOf(`${"a".repeat(252)}.jpg`, "image/jpeg", JPEG_BYTES)),
    );
    expect(long).toMatchObject({
      reason: "name_too_long",
    });
    await expect(
      checkUploadFile("carousel", fileOf(`${"a".repeat(251)}.jpg`, "image/jpeg", JPEG_BYTES)),
    ).resolves.toBeUndefined();
    const slash = await failure(
      checkUploadFile("carousel", fileOf("map\\foto.jpg", "image/jpeg", JPEG_BYTES)),
    );
    expect(slash).toMatchObject({ reason: "name_invalid", fileName: "map\\foto.jpg" });
    const control = await failure(
      checkUploadFile("carousel", fileOf("fo\u0007to.jpg", "image/jpeg", JPEG_BYTES)),
    );
    expect(control.reason).toBe("name_invalid");
  });
});

describe("checkUploadFiles", () => {
  const photo = (name: string) => fileOf(name, "image/jpeg", JPEG_BYTES);

  it("refuses an empty choice", async () => {
    const error = await failure(checkUploadFiles("carousel", []));
    expect(error).toMatchObject({ reason: "none", uploadType: "carousel" });
  });

  it("allows exactly one file for profile picture, video and audio", async () => {
    for (const type of ["profile_picture", "video", "audio"] as const) {
      const error = await failure(checkUploadFiles(type, [photo("a.jpg"), photo("b.jpg")]));
      expect(error).toMatchObject({ reason: "count", uploadType: type });
    }
  });

  it("allows at most 20 carousel photos at once", async () => {
    const twenty = Array.from({ length: 20 }, (_, index) => photo(`${index}.jpg`));
    await expect(checkUploadFiles("carousel", twenty)).resolves.toBeUndefined();
    const error = await failure(checkUploadFiles("carousel", [...twenty, photo("21.jpg")]));
    expect(error).toMatchObject({
      reason: "count",
      uploadType: "carousel",
    });
  });

  it("reports the first bad file", async () => {
    const error = await failure(
      checkUploadFiles("carousel", [photo("goed.jpg"), fileOf("slecht.png", "image/png", [1, 2])]),
    );
    expect(error).toMatchObject({ reason: "signature", fileName: "slecht.png" });
  });
});
