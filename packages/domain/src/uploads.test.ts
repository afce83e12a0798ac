import { describe, expect, it } from "vitest";
import {
  FILE_TYPES,
  UPLOAD_EXTENSIONS,
  UPLOAD_TYPES,
  detectFileFormat,
  extensionOf,
  fileTypeRule,
} from "./uploads";

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));
const MP4 = [0, 0, 0, 0x18, ...ascii("ftypmp42"), 0, 0, 0, 0];

describe("detectFileFormat", () => {
  it.each([
    ["jpeg", [0xff, 0xd8, 0xff, 0xe0]],
    ["png", [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
    ["iso-bmff", MP4],
    ["matroska", [0x1a, 0x45, 0xdf, 0xa3, 0x01]],
    ["ogg", ascii("OggS")],
    ["wav", [...ascii("RIFF"), 0, 0, 0, 0, ...ascii("WAVE")]],
    ["flac", ascii("fLaC")],
    ["mp3", ascii("ID3\u0004")],
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
    ["a QuickTime box other than ftyp first", [0, 0, 0, 8, ...ascii("moov"), 0, 0, 0, 0]],
    ["ftyp cut short", [0, 0, 0, 8, ...ascii("ftyp")]],
    ["too short", [0xff]],
    ["empty", []],
    ["0xff followed by a non-sync byte", [0xff, 0x00]],
  ])("recognises nothing in %s", (_label, bytes) => {
    expect(detectFileFormat(new Uint8Array(bytes))).toBeUndefined();
  });
});

describe("file type rules", () => {
  it("binds an allowed extension, in any case, to its content type", () => {
    expect(fileTypeRule("carousel", "Zomer.JPG")?.contentType).toBe("image/jpeg");
    expect(fileTypeRule("audio", "lied.opus")?.contentType).toBe("audio/ogg");
    expect(fileTypeRule("video", "lied.mp3")).toBeUndefined();
    expect(fileTypeRule("carousel", "constructor")).toBeUndefined();
    expect(fileTypeRule("carousel", "x.constructor")).toBeUndefined();
    expect(extensionOf("geen-punt")).toBe("");
  });

  it("lists the extensions of every upload type, each with at least one format", () => {
    for (const type of UPLOAD_TYPES) {
      expect(UPLOAD_EXTENSIONS[type].length).toBeGreaterThan(0);
    }
    for (const rules of Object.values(FILE_TYPES)) {
      for (const rule of Object.values(rules)) expect(rule.formats.length).toBeGreaterThan(0);
    }
  });
});
