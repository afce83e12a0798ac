import { checkUploadFile } from "./check-upload-file.js";

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) =>
      typeof value === "string" ? Array.from(new TextEncoder().encode(value)) : [value],
    ),
  );

const jpegBytes = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, "JFIF", 0);
const pngBytes = bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, "IHDR");
const mp4Bytes = bytes(0, 0, 0, 0x20, "ftypisom", 0, 0, 2, 0);
const mp3Bytes = bytes("ID3", 4, 0, 0, 0, 0, 0, 0);
const wavBytes = bytes("RIFF", 0x24, 0, 0, 0, "WAVEfmt ");

const file = (content: Uint8Array<ArrayBuffer>, name: string, type: string) =>
  new File([content], name, { type });

describe("checkUploadFile", () => {
  it("accepts real JPEG and PNG photos", async () => {
    expect(await checkUploadFile(file(jpegBytes, "a.jpg", "image/jpeg"), "carousel")).toEqual({
      ok: true,
    });
    expect(await checkUploadFile(file(pngBytes, "a.png", "image/png"), "profile_picture")).toEqual({
      ok: true,
    });
  });

  it("refuses photo types off the allow-list", async () => {
    const result = await checkUploadFile(file(jpegBytes, "a.gif", "image/gif"), "carousel");
    expect(result).toEqual({
      ok: false,
      message: "Alleen JPEG- en PNG-foto's kunnen worden geüpload.",
    });
  });

  it("refuses a file whose bytes do not match its declared type", async () => {
    const script = new TextEncoder().encode("<script>alert(1)</script>");
    expect(await checkUploadFile(file(script, "a.jpg", "image/jpeg"), "carousel")).toEqual({
      ok: false,
      message: "Dit bestand is geen echte JPEG- of PNG-foto en kan niet worden geüpload.",
    });
    expect(await checkUploadFile(file(pngBytes, "v.mp4", "video/mp4"), "video")).toEqual({
      ok: false,
      message: "Dit bestand is geen bruikbaar videobestand en kan niet worden geüpload.",
    });
  });

  it("accepts video and audio by signature", async () => {
    expect(await checkUploadFile(file(mp4Bytes, "v.mp4", "video/mp4"), "video")).toEqual({
      ok: true,
    });
    expect(await checkUploadFile(file(mp3Bytes, "a.mp3", "audio/mpeg"), "audio")).toEqual({
      ok: true,
    });
    expect(await checkUploadFile(file(wavBytes, "a.wav", "audio/wav"), "audio")).toEqual({
      ok: true,
    });
    expect(await checkUploadFile(file(mp3Bytes, "a.mp3", "audio/mpeg"), "video")).toEqual({
      ok: false,
      message: "Kies een videobestand.",
    });
  });

  it("refuses empty files and files over the limit", async () => {
    expect(
      await checkUploadFile(file(new Uint8Array(), "a.jpg", "image/jpeg"), "carousel"),
    ).toEqual({ ok: false, message: "Dit bestand is leeg en kan niet worden geüpload." });
    const big = new Uint8Array(2 * 1024 * 1024);
    big.set(jpegBytes);
    expect(
      await checkUploadFile(file(big, "a.jpg", "image/jpeg"), "carousel", 1024 * 1024),
    ).toEqual({
      ok: false,
      message: "Dit bestand is te groot. Kies een bestand van maximaal 1 MB.",
    });
  });
});
