/**
 * Client-side checks of chosen files before any upload URL is requested (SECURITY.md item 13):
 * the allow-list per upload type, the file's signature (magic bytes) and the size limits of the
 * contract. Messages are Dutch: the user reads them.
 */

import { FileCheckError } from "./errors";
import type { UploadType } from "@memorial/api-types";

/** profile_picture, carousel, video or audio. */

/** A chosen file: a `File`, or any `Blob` with a name. */
export interface UploadableFile extends Blob {
  readonly name: string;
}

const MIB = 1024 * 1024;

/** The limits of the contract (openapi/memorial-api.yaml, "Limits"). */
export const UPLOAD_LIMITS: Readonly<
  Record<UploadType, { readonly maxFiles: number; readonly maxBytes: number }>
> = {
  profile_picture: { maxFiles: 1, maxBytes: 10 * MIB },
  carousel: { maxFiles: 20, maxBytes: 10 * MIB },
  video: { maxFiles: 1, maxBytes: 500 * MIB },
  audio: { maxFiles: 1, maxBytes: 50 * MIB },
};

export const MAX_FILE_NAME_LENGTH = 255;

/** File formats recognised by their first bytes. */
export type FileFormat =
  "jpeg" | "png" | "iso-bmff" | "quicktime" | "matroska" | "ogg" | "mp3" | "aac" | "wav" | "flac";

type FileKind = "photo" | "video" | "audio";

const KIND_OF: Readonly<Record<UploadType, FileKind>> = {
  profile_picture: "photo",
  carousel: "photo",
  video: "video",
  audio: "audio",
};

/** Allowed extensions per kind, each with the formats its content may have. */
const EXTENSIONS: Readonly<Record<FileKind, Readonly<Record<string, readonly FileFormat[]>>>> = {
  photo: { jpg: ["jpeg"], jpeg: ["jpeg"], png: ["png"] },
  video: {
    mp4: ["iso-bmff", "quicktime"],
    m4v: ["iso-bmff", "quicktime"],
    mov: ["iso-bmff", "quicktime"],
    webm: ["matroska"],
    mkv: ["matroska"],
    ogv: ["ogg"],
  },
  audio: {
    mp3: ["mp3"],
    m4a: ["iso-bmff"],
    aac: ["aac"],
    wav: ["wav"],
    ogg: ["ogg"],
    oga: ["ogg"],
    opus: ["ogg"],
    flac: ["flac"],
    weba: ["matroska"],
  },
};

/** Allowed file extensions (lower case, without dot) per upload type. */
export const UPLOAD_EXTENSIONS: Readonly<Record<UploadType, readonly string[]>> = {
  profile_picture: Object.keys(EXTENSIONS.photo),
  carousel: Object.keys(EXTENSIONS.photo),
  video: Object.keys(EXTENSIONS.video),
  audio: Object.keys(EXTENSIONS.audio),
};

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(text: string): number[] {
  return Array.from(text, (char) => char.charCodeAt(0));
}

/** Recognises a file format from (at least) the first 16 bytes of a file. */
export function detectFileFormat(bytes: Uint8Array): FileFormat | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) {
    return "jpeg";
  }
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return "png";
  }
  if (startsWith(bytes, ascii("ftyp"), 4)) {
    return "iso-bmff";
  }
  if (["moov", "mdat", "wide", "free", "skip"].some((box) => startsWith(bytes, ascii(box), 4))) {
    return "quicktime";
  }
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) {
    return "matroska";
  }
  if (startsWith(bytes, ascii("OggS"))) {
    return "ogg";
  }
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WAVE"), 8)) {
    return "wav";
  }
  if (startsWith(bytes, ascii("fLaC"))) {
    return "flac";
  }
  if (startsWith(bytes, ascii("ID3"))) {
    return "mp3";
  }
  const first = bytes[0];
  const second = bytes[1];
  if (first === 0xff && second !== undefined) {
    // ADTS (AAC): 12 sync bits, layer 00. MPEG audio (MP3): 11 sync bits, layer not 00.
    if ((second & 0xf6) === 0xf0) {
      return "aac";
    }
    if ((second & 0xe0) === 0xe0 && (second & 0x06) !== 0) {
      return "mp3";
    }
  }
  return undefined;
}

function formatMegabytes(bytes: number): string {
  return `${Math.round(bytes / MIB)} MB`;
}

/** The Dutch messages of the checks. */
export const FILE_CHECK_MESSAGES = {
  none: "Er is geen bestand gekozen.",
  tooManySingle: "Kies één bestand.",
  tooManyPhotos: (max: number) => `U kunt maximaal ${max} foto's tegelijk uploaden.`,
  nameTooLong: (max: number) => `De bestandsnaam is te lang (maximaal ${max} tekens).`,
  nameInvalid: (name: string) => `De bestandsnaam "${name}" bevat ongeldige tekens.`,
  type: {
    photo: (name: string) => `"${name}" is geen JPEG- of PNG-foto.`,
    video: (name: string) =>
      `"${name}" is geen ondersteund videobestand (MP4, M4V, MOV, WebM, MKV of OGV).`,
    audio: (name: string) =>
      `"${name}" is geen ondersteund audiobestand (MP3, M4A, AAC, WAV, OGG, OGA, OPUS, FLAC of WEBA).`,
  },
  signature: {
    photo: (name: string) => `De inhoud van "${name}" is geen geldige JPEG- of PNG-foto.`,
    video: (name: string) => `De inhoud van "${name}" is geen geldig videobestand.`,
    audio: (name: string) => `De inhoud van "${name}" is geen geldig audiobestand.`,
  },
  empty: (name: string) => `"${name}" is leeg.`,
  size: (name: string, maxBytes: number) =>
    `"${name}" is te groot: maximaal ${formatMegabytes(maxBytes)} per bestand.`,
} as const;

const MIME_ALLOWED: Readonly<Record<FileKind, (mime: string) => boolean>> = {
  photo: (mime) => mime === "image/jpeg" || mime === "image/png",
  video: (mime) => mime.startsWith("video/"),
  audio: (mime) => mime.startsWith("audio/"),
};

// eslint-disable-next-line no-control-regex -- control characters are what it rejects
const INVALID_NAME_CHARACTERS = /[/\\\u0000-\u001f]/;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? "" : name.slice(dot + 1).toLowerCase();
}

async function firstBytes(file: Blob, count: number): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, count).arrayBuffer());
}

/** Checks one file against the rules of `type`; throws `FileCheckError` with a Dutch message. */
export async function checkUploadFile(type: UploadType, file: UploadableFile): Promise<void> {
  const kind = KIND_OF[type];
  const { name } = file;
  if (name.length > MAX_FILE_NAME_LENGTH) {
    throw new FileCheckError("name", FILE_CHECK_MESSAGES.nameTooLong(MAX_FILE_NAME_LENGTH), name);
  }
  if (INVALID_NAME_CHARACTERS.test(name)) {
    throw new FileCheckError("name", FILE_CHECK_MESSAGES.nameInvalid(name), name);
  }
  const allowedFormats = EXTENSIONS[kind][extensionOf(name)];
  const mime = file.type.toLowerCase();
  if (allowedFormats === undefined || (mime !== "" && !MIME_ALLOWED[kind](mime))) {
    throw new FileCheckError("type", FILE_CHECK_MESSAGES.type[kind](name), name);
  }
  if (file.size === 0) {
    throw new FileCheckError("empty", FILE_CHECK_MESSAGES.empty(name), name);
  }
  const { maxBytes } = UPLOAD_LIMITS[type];
  if (file.size > maxBytes) {
    throw new FileCheckError("size", FILE_CHECK_MESSAGES.size(name, maxBytes), name);
  }
  const format = detectFileFormat(await firstBytes(file, 16));
  if (format === undefined || !allowedFormats.includes(format)) {
    throw new FileCheckError("signature", FILE_CHECK_MESSAGES.signature[kind](name), name);
  }
}

/** Checks the number of files and then every file; throws `FileCheckError` on the first problem. */
export async function checkUploadFiles(
  type: UploadType,
  files: readonly UploadableFile[],
): Promise<void> {
  if (files.length === 0) {
    throw new FileCheckError("none", FILE_CHECK_MESSAGES.none);
  }
  const { maxFiles } = UPLOAD_LIMITS[type];
  if (files.length > maxFiles) {
    throw new FileCheckError(
      "count",
      maxFiles === 1
        ? FILE_CHECK_MESSAGES.tooManySingle
        : FILE_CHECK_MESSAGES.tooManyPhotos(maxFiles),
    );
  }
  for (const file of files) {
    await checkUploadFile(type, file);
  }
}
