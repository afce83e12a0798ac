import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { DEFAULT_CONTRACT_FILE } from "@memorial/api-types/contract";
import {
  contentMatchesType,
  contentTypeFor,
  detectSignature,
  MAX_FILE_BYTES,
  type UploadKind,
} from "./file-types.ts";

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(
    values.flatMap((v) => (typeof v === "string" ? Array.from(Buffer.from(v, "latin1")) : [v])),
  );

describe("MAX_FILE_BYTES", () => {
  const schemas = (
    parse(fs.readFileSync(DEFAULT_CONTRACT_FILE, "utf8")) as {
      components: {
        schemas: Record<string, { properties?: { fileSizes?: { items?: { maximum?: number } } } }>;
      };
    }
  ).components.schemas;
  const REQUEST_SCHEMA: Record<UploadKind, string> = {
    profile_picture: "ProfilePictureUploadRequest",
    carousel: "CarouselUploadRequest",
    video: "VideoUploadRequest",
    audio: "AudioUploadRequest",
  };

  it.each(Object.entries(REQUEST_SCHEMA) as [UploadKind, string][])(
    "of %s is the maximum of fileSizes in the contract",
    (kind, schema) => {
      expect(schemas[schema]?.properties?.fileSizes?.items?.maximum).toBe(MAX_FILE_BYTES[kind]);
    },
  );
});

describe("contentTypeFor", () => {
  it("binds allowed extensions, case-insensitively, per upload type", () => {
    expect(contentTypeFor("carousel", "Foto.JPEG")).toBe("image/jpeg");
    expect(contentTypeFor("profile_picture", "a.png")).toBe("image/png");
    expect(contentTypeFor("video", "film.mov")).toBe("video/quicktime");
    expect(contentTypeFor("audio", "lied.opus")).toBe("audio/ogg");
    expect(contentTypeFor("carousel", "film.mp4")).toBeUndefined();
    expect(contentTypeFor("audio", "noextension")).toBeUndefined();
  });
});

describe("detectSignature", () => {
  it.each([
    [bytes(0xff, 0xd8, 0xff, 0xe0), "jpeg"],
    [bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a), "png"],
    [bytes(0, 0, 0, 0x20, "ftypisom"), "iso-bmff"],
    [bytes(0x1a, 0x45, 0xdf, 0xa3), "matroska"],
    [bytes("OggS", 0), "ogg"],
    [bytes("fLaC"), "flac"],
    [bytes("RIFF", 0, 0, 0, 0, "WAVE"), "wav"],
    [bytes("ID3", 4), "mp3"],
    [bytes(0xff, 0xfb, 0x90), "mp3"],
    [bytes(0xff, 0xf1, 0x50), "aac"],
    [bytes("<svg"), undefined],
    [bytes(), undefined],
  ])("%o is %s", (head, expected) => {
    expect(detectSignature(head)).toBe(expected);
  });
});

describe("contentMatchesType", () => {
  it("accepts only the container the content type stands for", () => {
    const png = bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a);
    expect(contentMatchesType(png, "image/png")).toBe(true);
    expect(contentMatchesType(png, "image/jpeg")).toBe(false);
    expect(contentMatchesType(bytes(0, 0, 0, 0x20, "ftypM4A "), "audio/mp4")).toBe(true);
    expect(contentMatchesType(bytes(0x1a, 0x45, 0xdf, 0xa3), "video/mp4")).toBe(false);
    expect(contentMatchesType(png, "application/x-unknown")).toBe(false);
  });
});
