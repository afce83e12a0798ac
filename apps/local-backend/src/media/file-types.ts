// What may be uploaded: per upload type the file extensions, the content type each one is bound
// to, the size limit (the Limits table of the contract), and the file signatures (magic bytes)
// the content must really have.

export type UploadKind = "profile_picture" | "carousel" | "video" | "audio";

const MIB = 1024 * 1024;

/** Largest file per upload type, in bytes. */
export const MAX_FILE_BYTES: Readonly<Record<UploadKind, number>> = {
  profile_picture: 10 * MIB,
  carousel: 10 * MIB,
  video: 500 * MIB,
  audio: 50 * MIB,
};

const PHOTO_TYPES: Readonly<Record<string, string>> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
};

const CONTENT_TYPES: Readonly<Record<UploadKind, Readonly<Record<string, string>>>> = {
  profile_picture: PHOTO_TYPES,
  carousel: PHOTO_TYPES,
  video: {
    mp4: "video/mp4",
    m4v: "video/x-m4v",
    mov: "video/quicktime",
    webm: "video/webm",
    mkv: "video/x-matroska",
    ogv: "video/ogg",
  },
  audio: {
    mp3: "audio/mpeg",
    m4a: "audio/mp4",
    aac: "audio/aac",
    wav: "audio/wav",
    ogg: "audio/ogg",
    oga: "audio/ogg",
    opus: "audio/ogg",
    flac: "audio/flac",
    weba: "audio/webm",
  },
};

/** Extension stored on disk (and in the asset URL) for a content type. */
export const EXTENSION_OF: Readonly<Record<string, string>> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "video/mp4": "mp4",
  "video/x-m4v": "m4v",
  "video/quicktime": "mov",
  "video/webm": "webm",
  "video/x-matroska": "mkv",
  "video/ogg": "ogv",
  "audio/mpeg": "mp3",
  "audio/mp4": "m4a",
  "audio/aac": "aac",
  "audio/wav": "wav",
  "audio/ogg": "ogg",
  "audio/flac": "flac",
  "audio/webm": "weba",
};

/** Content type of a stored media file by its extension. */
export const CONTENT_TYPE_OF_EXTENSION: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(EXTENSION_OF).map(([type, ext]) => [ext, type]),
);

/** The content type a file name is bound to, or undefined when the extension is not allowed. */
export function contentTypeFor(kind: UploadKind, fileName: string): string | undefined {
  const dot = fileName.lastIndexOf(".");
  if (dot < 0) return undefined;
  return CONTENT_TYPES[kind][fileName.slice(dot + 1).toLowerCase()];
}

export function isMediaKind(kind: UploadKind): boolean {
  return kind === "video" || kind === "audio";
}

export function isPhotoType(contentType: string): boolean {
  return contentType === "image/jpeg" || contentType === "image/png";
}

type Signature = "jpeg" | "png" | "iso-bmff" | "ebml" | "ogg" | "mp3" | "adts" | "wav" | "flac";

/** Which container signatures each content type may have. */
const SIGNATURES_OF: Readonly<Record<string, readonly Signature[]>> = {
  "image/jpeg": ["jpeg"],
  "image/png": ["png"],
  "video/mp4": ["iso-bmff"],
  "video/x-m4v": ["iso-bmff"],
  "video/quicktime": ["iso-bmff"],
  "video/webm": ["ebml"],
  "video/x-matroska": ["ebml"],
  "video/ogg": ["ogg"],
  "audio/mpeg": ["mp3"],
  "audio/mp4": ["iso-bmff"],
  "audio/aac": ["adts"],
  "audio/wav": ["wav"],
  "audio/ogg": ["ogg"],
  "audio/flac": ["flac"],
  "audio/webm": ["ebml"],
};

const ascii = (bytes: Uint8Array, start: number, end: number): string =>
  String.fromCharCode(...bytes.subarray(start, end));

/** The container a file's first bytes announce, or undefined when none we accept. */
export function detectSignature(head: Uint8Array): Signature | undefined {
  const b = (i: number): number => head[i] ?? -1;
  if (b(0) === 0xff && b(1) === 0xd8 && b(2) === 0xff) return "jpeg";
  if (
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((value, index) => b(index) === value)
  ) {
    return "png";
  }
  if (head.length >= 12 && ascii(head, 4, 8) === "ftyp") return "iso-bmff";
  if (b(0) === 0x1a && b(1) === 0x45 && b(2) === 0xdf && b(3) === 0xa3) return "ebml";
  if (ascii(head, 0, 4) === "OggS") return "ogg";
  if (ascii(head, 0, 4) === "fLaC") return "flac";
  if (ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WAVE") return "wav";
  if (ascii(head, 0, 3) === "ID3") return "mp3";
  // MPEG audio frame sync: 11 bits set; layer bits tell MP3 (layer III) from ADTS AAC (layer 0).
  if (b(0) === 0xff && (b(1) & 0xe0) === 0xe0) {
    const layer = (b(1) >> 1) & 0x03;
    if (layer === 0 && (b(1) & 0xf6) === 0xf0) return "adts";
    if (layer !== 0) return "mp3";
  }
  return undefined;
}

/** True when the bytes are what the content type claims. */
export function contentMatchesType(head: Uint8Array, contentType: string): boolean {
  const signature = detectSignature(head);
  return signature !== undefined && (SIGNATURES_OF[contentType] ?? []).includes(signature);
}
