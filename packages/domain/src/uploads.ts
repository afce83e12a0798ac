/**
 * What may be uploaded (spec section 5, docs/security.md item 13): the upload types, their limits
 * (the contract's "Limits" table; a test of the API client compares them), per kind of file the
 * allowed extensions with the content type each is bound to and the file formats its content
 * may have, and the recognition of those formats by their first bytes. The browser checks a
 * file with these facts before it asks for an upload URL; the API checks the same again.
 */

export const UPLOAD_TYPES = ["profile_picture", "carousel", "video", "audio"] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

const MIB = 1024 * 1024;

/** Most files per request and largest file (bytes), per upload type. */
export const UPLOAD_LIMITS: Readonly<
  Record<UploadType, { readonly maxFiles: number; readonly maxBytes: number }>
> = {
  profile_picture: { maxFiles: 1, maxBytes: 10 * MIB },
  carousel: { maxFiles: 20, maxBytes: 10 * MIB },
  video: { maxFiles: 1, maxBytes: 500 * MIB },
  audio: { maxFiles: 1, maxBytes: 50 * MIB },
};

/** Longest file name, in characters. */
export const MAX_FILE_NAME_LENGTH = 255;

export type FileKind = "photo" | "video" | "audio";

export const FILE_KIND_OF: Readonly<Record<UploadType, FileKind>> = {
  profile_picture: "photo",
  carousel: "photo",
  video: "video",
  audio: "audio",
};

/** The content types of a photo: JPEG and PNG only. */
export const PHOTO_CONTENT_TYPES = ["image/jpeg", "image/png"] as const;

/** File formats recognised by their first bytes (the container, not the codec). */
export type FileFormat =
  "jpeg" | "png" | "iso-bmff" | "matroska" | "ogg" | "mp3" | "aac" | "wav" | "flac";

export interface FileTypeRule {
  /** The content type the extension is bound to (stored and served with it). */
  readonly contentType: string;
  /** The formats the content may have. */
  readonly formats: readonly FileFormat[];
}

/** Allowed extensions (lower case, without dot) per kind of file. */
export const FILE_TYPES: Readonly<Record<FileKind, Readonly<Record<string, FileTypeRule>>>> = {
  photo: {
    jpg: { contentType: "image/jpeg", formats: ["jpeg"] },
    jpeg: { contentType: "image/jpeg", formats: ["jpeg"] },
    png: { contentType: "image/png", formats: ["png"] },
  },
  video: {
    mp4: { contentType: "video/mp4", formats: ["iso-bmff"] },
    m4v: { contentType: "video/x-m4v", formats: ["iso-bmff"] },
    mov: { contentType: "video/quicktime", formats: ["iso-bmff"] },
    webm: { contentType: "video/webm", formats: ["matroska"] },
    mkv: { contentType: "video/x-matroska", formats: ["matroska"] },
    ogv: { contentType: "video/ogg", formats: ["ogg"] },
  },
  audio: {
    mp3: { contentType: "audio/mpeg", formats: ["mp3"] },
    m4a: { contentType: "audio/mp4", formats: ["iso-bmff"] },
    aac: { contentType: "audio/aac", formats: ["aac"] },
    wav: { contentType: "audio/wav", formats: ["wav"] },
    ogg: { contentType: "audio/ogg", formats: ["ogg"] },
    oga: { contentType: "audio/ogg", formats: ["ogg"] },
    opus: { contentType: "audio/ogg", formats: ["ogg"] },
    flac: { contentType: "audio/flac", formats: ["flac"] },
    weba: { contentType: "audio/webm", formats: ["matroska"] },
  },
};

/** Allowed extensions per upload type. */
export const UPLOAD_EXTENSIONS: Readonly<Record<UploadType, readonly string[]>> = {
  profile_picture: Object.keys(FILE_TYPES.photo),
  carousel: Object.keys(FILE_TYPES.photo),
  video: Object.keys(FILE_TYPES.video),
  audio: Object.keys(FILE_TYPES.audio),
};

/** The lower-case extension of a file name, without dot ("" when it has none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot < 0 ? "" : fileName.slice(dot + 1).toLowerCase();
}

/** The rule for a file name of an upload type, or undefined when its extension is not allowed. */
export function fileTypeRule(type: UploadType, fileName: string): FileTypeRule | undefined {
  const rules = FILE_TYPES[FILE_KIND_OF[type]];
  const extension = extensionOf(fileName);
  return Object.hasOwn(rules, extension) ? rules[extension] : undefined;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string): number[] => Array.from(text, (char) => char.charCodeAt(0));

/** The format a file's first bytes (16 suffice) announce, or undefined when none we accept. */
export function detectFileFormat(bytes: Uint8Array): FileFormat | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  // An ISO base media file (MP4, M4A, MOV) opens with its `ftyp` box: size, "ftyp", brand.
  if (bytes.length >= 12 && startsWith(bytes, ascii("ftyp"), 4)) return "iso-bmff";
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return "matroska";
  if (startsWith(bytes, ascii("OggS"))) return "ogg";
  if (startsWith(bytes, ascii("fLaC"))) return "flac";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WAVE"), 8)) return "wav";
  if (startsWith(bytes, ascii("ID3"))) return "mp3";
  const first = bytes[0];
  const second = bytes[1];
  if (first === 0xff && second !== undefined && (second & 0xe0) === 0xe0) {
    // MPEG frame sync (11 bits); the layer bits tell ADTS AAC (layer 0) from MP3 (layer III).
    const layer = (second >> 1) & 0x03;
    if (layer === 0 && (second & 0xf6) === 0xf0) return "aac";
    if (layer !== 0) return "mp3";
  }
  return undefined;
}
