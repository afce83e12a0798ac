import { describe, expect, it } from "vitest";
import { fileOf, JPEG_BYTES, MP3_BYTES, MP4_BYTES, PNG_BYTES, sizedFile } from "../test/fake-api";
import { FileCheckError } from "./errors";
import {
  checkUploadFile,
  checkUploadFiles,
  detectFileFormat,
  FILE_CHECK_MESSAGES,
  UPLOAD_LIMITS,
} from "./upload-checks";

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

describe("detectFileFormat", () => {
  it.each([
    ["jpeg", JPEG_BYTES],
    ["png", PNG_BYTES],
    ["iso-bmff", MP4_BYTES],
    ["quicktime", [0, 0, 0, 8, ...ascii("moov")]],
    ["quicktime", [0, 0, 0, 8, ...ascii("wide")]],
    ["matroska", [0x1a, 0x45, 0xdf, 0xa3, 0x01]],
    ["ogg", ascii("OggS")],
    ["wav", [...ascii("RIFF"), 0, 0, 0, 0, ...ascii("WAVE")]],
    ["flac", ascii("fLaC")],
    ["mp3", MP3_BYTES],
    ["mp3", [0xff, 0xfb, 0x90, 0x64]],
    ["aac", [0xff, 0xf1, 0x50, 0x80]],
    ["aac", [0xff, 0xf9, 0x50, 0x80]],
  ])("recognises %s", (format, bytes) => {
    expect(detectFileFormat(new Uint8Array(bytes))).toBe(format);
  });

  it.each([
    ["text", ascii("hello world")],
    ["RIFF without WAVE", [...ascii("RIFF"), 0, 0, 0, 0, ...ascii("AVI ")]],
    ["GIF", ascii("GIF89a")],
    ["too short", [0xff]],
    ["empty", []],
    ["0xff followed by a non-sync byte", [0xff, 0x00]],
  ])("recognises nothing in %s", (_label, bytes) => {
    expect(detectFileFormat(new Uint8Array(bytes))).toBeUndefined();
  });
});

describe("checkUploadFile", () => {
  it.each([
    ["profile_picture", fileOf("portret.JPG", "image/jpeg", JPEG_BYTES)],
    ["carousel", fileOf("zomer.png", "image/png", PNG_BYTES)],
    ["carousel", fileOf("zonder-type.jpeg", "", JPEG_BYTES)],
    ["video", fileOf("afscheid.mp4", "video/mp4", MP4_BYTES)],
    ["video", fileOf("oud.mov", "video/quicktime", [0, 0, 0, 8, ...ascii("mdat")])],
    ["video", fileOf("clip.webm", "video/webm", [0x1a, 0x45, 0xdf, 0xa3])],
    ["audio", fileOf("lied.mp3", "audio/mpeg", MP3_BYTES)],
    ["audio", fileOf("lied.m4a", "audio/mp4", MP4_BYTES)],
    ["audio", fileOf("lied.opus", "audio/ogg", ascii("OggS"))],
    ["audio", fileOf("lied.wav", "audio/wav", [...ascii("RIFF"), 0, 0, 0, 0, ...ascii("WAVE")])],
  ] as const)("accepts a valid %s file (%#)", async (type, file) => {
    await expect(checkUploadFile(type, file)).resolves.toBeUndefined();
  });

  it("refuses a photo with another type or extension, in Dutch", async () => {
    const gif = await failure(
      checkUploadFile("carousel", fileOf("kat.gif", "image/gif", ascii("GIF89a"))),
    );
    expect(gif).toMatchObject({
      reason: "type",
      fileName: "kat.gif",
      message: '"kat.gif" is geen JPEG- of PNG-foto.',
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
    expect(video.message).toBe(FILE_CHECK_MESSAGES.type.video("film.avi"));
    const audio = await failure(
      checkUploadFile("audio", fileOf("lied.mp3", "video/mp4", MP3_BYTES)),
    );
    expect(audio.message).toBe(
      '"lied.mp3" is geen ondersteund audiobestand (MP3, M4A, AAC, WAV, OGG, OGA, OPUS, FLAC of WEBA).',
    );
  });

  it("refuses content whose signature does not match the extension", async () => {
    const fakePhoto = await failure(
      checkUploadFile("carousel", fileOf("foto.jpg", "image/jpeg", PNG_BYTES)),
    );
    expect(fakePhoto).toMatchObject({
      reason: "signature",
      message: 'De inhoud van "foto.jpg" is geen geldige JPEG- of PNG-foto.',
    });
    const script = await failure(
      checkUploadFile("video", fileOf("film.mp4", "video/mp4", ascii("<script>"))),
    );
    expect(script.message).toBe('De inhoud van "film.mp4" is geen geldig videobestand.');
    const audio = await failure(
      checkUploadFile("audio", fileOf("lied.flac", "audio/flac", MP3_BYTES)),
    );
    expect(audio.message).toBe('De inhoud van "lied.flac" is geen geldig audiobestand.');
  });

  it("refuses empty files", async () => {
    const error = await failure(
      checkUploadFile("carousel", new File([], "leeg.png", { type: "image/png" })),
    );
    expect(error).toMatchObject({ reason: "empty", message: '"leeg.png" is leeg.' });
  });

  it.each([
    ["profile_picture", "foto.jpg", "image/jpeg", JPEG_BYTES, "10 MB"],
    ["carousel", "foto.png", "image/png", PNG_BYTES, "10 MB"],
    ["audio", "lied.mp3", "audio/mpeg", MP3_BYTES, "50 MB"],
  ] as const)("refuses a %s over its size limit", async (type, name, mime, bytes, shown) => {
    const limit = UPLOAD_LIMITS[type].maxBytes;
    await expect(
      checkUploadFile(type, sizedFile(name, mime, bytes, limit)),
    ).resolves.toBeUndefined();
    const error = await failure(checkUploadFile(type, sizedFile(name, mime, bytes, limit + 1)));
    expect(error).toMatchObject({
      reason: "size",
      message: `"${name}" is te groot: maximaal ${shown} per bestand.`,
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
    expect(error.message).toBe('"film.mp4" is te groot: maximaal 500 MB per bestand.');
  });

  it("refuses over-long names and names with path or control characters", async () => {
    const long = await failure(
      checkUploadFile("carousel", fileOf(`${"a".repeat(252)}.jpg`, "image/jpeg", JPEG_BYTES)),
    );
    expect(long).toMatchObject({
      reason: "name",
      message: "De bestandsnaam is te lang (maximaal 255 tekens).",
    });
    await expect(
      checkUploadFile("carousel", fileOf(`${"a".repeat(251)}.jpg`, "image/jpeg", JPEG_BYTES)),
    ).resolves.toBeUndefined();
    const slash = await failure(
      checkUploadFile("carousel", fileOf("map\\foto.jpg", "image/jpeg", JPEG_BYTES)),
    );
    expect(slash.message).toBe('De bestandsnaam "map\\foto.jpg" bevat ongeldige tekens.');
    const control = await failure(
      checkUploadFile("carousel", fileOf("fo\u0007to.jpg", "image/jpeg", JPEG_BYTES)),
    );
    expect(control.reason).toBe("name");
  });
});

describe("checkUploadFiles", () => {
  const photo = (name: string) => fileOf(name, "image/jpeg", JPEG_BYTES);

  it("refuses an empty choice", async () => {
    const error = await failure(checkUploadFiles("carousel", []));
    expect(error).toMatchObject({ reason: "none", message: "Er is geen bestand gekozen." });
  });

  it("allows exactly one file for profile picture, video and audio", async () => {
    for (const type of ["profile_picture", "video", "audio"] as const) {
      const error = await failure(checkUploadFiles(type, [photo("a.jpg"), photo("b.jpg")]));
      expect(error).toMatchObject({ reason: "count", message: "Kies één bestand." });
    }
  });

  it("allows at most 20 carousel photos at once", async () => {
    const twenty = Array.from({ length: 20 }, (_, index) => photo(`${index}.jpg`));
    await expect(checkUploadFiles("carousel", twenty)).resolves.toBeUndefined();
    const error = await failure(checkUploadFiles("carousel", [...twenty, photo("21.jpg")]));
    expect(error).toMatchObject({
      reason: "count",
      message: "U kunt maximaal 20 foto's tegelijk uploaden.",
    });
  });

  it("reports the first bad file", async () => {
    const error = await failure(
      checkUploadFiles("carousel", [photo("goed.jpg"), fileOf("slecht.png", "image/png", [1, 2])]),
    );
    expect(error).toMatchObject({ reason: "signature", fileName: "slecht.png" });
  });
});
