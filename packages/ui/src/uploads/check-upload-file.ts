import { pageTexts } from "../texts/page.js";

/** What a file is uploaded for (the upload request's `type`). */
export type UploadKind = "profile_picture" | "carousel" | "video" | "audio";

/**
 * Size limits per kind. The spec leaves the product's limits open ("not shown"); these defaults
 * are generous and the app may pass its own.
 */
export const DEFAULT_UPLOAD_LIMITS: Readonly<Record<UploadKind, number>> = {
  profile_picture: 20 * 1024 * 1024,
  carousel: 20 * 1024 * 1024,
  video: 1024 * 1024 * 1024,
  audio: 200 * 1024 * 1024,
};

export type UploadCheck = { ok: true } | { ok: false; message: string };

type Signature = (bytes: Uint8Array) => boolean;

/** True when `bytes` hold the ASCII `text` at `offset`. */
function ascii(bytes: Uint8Array, offset: number, text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    if (bytes[offset + i] !== text.charCodeAt(i)) return false;
  }
  return true;
}
const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  prefix.every((value, i) => bytes[i] === value);

const jpeg: Signature = (b) => startsWith(b, [0xff, 0xd8, 0xff]);
const png: Signature = (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const isoMedia: Signature = (b) => ascii(b, 4, "ftyp");
const matroska: Signature = (b) => startsWith(b, [0x1a, 0x45, 0xdf, 0xa3]);
const ogg: Signature = (b) => ascii(b, 0, "OggS");
const riff =
  (form: string): Signature =>
  (b) =>
    ascii(b, 0, "RIFF") && ascii(b, 8, form);
const mpegAudio: Signature = (b) =>
  ascii(b, 0, "ID3") || (b[0] === 0xff && ((b[1] ?? 0) & 0xe0) === 0xe0);
const flac: Signature = (b) => ascii(b, 0, "fLaC");
const mpegVideo: Signature = (b) =>
  startsWith(b, [0x00, 0x00, 0x01, 0xba]) || startsWith(b, [0x00, 0x00, 0x01, 0xb3]);

const signatures: Record<UploadKind, readonly Signature[]> = {
  profile_picture: [jpeg, png],
  carousel: [jpeg, png],
  video: [isoMedia, matroska, ogg, riff("AVI "), mpegVideo],
  audio: [mpegAudio, isoMedia, riff("WAVE"), ogg, flac, matroska],
};

function typeAllowed(kind: UploadKind, type: string): boolean {
  if (kind === "profile_picture" || kind === "carousel") {
    return type === "image/jpeg" || type === "image/png";
  }
  return type.startsWith(`${kind}/`);
}

function messages(kind: UploadKind) {
  const texts = pageTexts.uploadCheck;
  switch (kind) {
    case "profile_picture":
    case "carousel":
      return { type: texts.photoType, signature: texts.photoSignature };
    case "video":
      return { type: texts.videoType, signature: texts.videoSignature };
    case "audio":
      return { type: texts.audioType, signature: texts.audioSignature };
  }
}

/**
 * Checks a file before an upload URL is asked for (SECURITY.md item 13): the declared type is
 * on the allow-list, the first bytes match a format of that kind, and the size is within the
 * limit. Returns a Dutch message for the user when the file is refused.
 */
export async function checkUploadFile(
  file: File,
  kind: UploadKind,
  maxBytes: number = DEFAULT_UPLOAD_LIMITS[kind],
): Promise<UploadCheck> {
  const text = messages(kind);
  if (!typeAllowed(kind, file.type)) return { ok: false, message: text.type };
  if (file.size === 0) return { ok: false, message: pageTexts.uploadCheck.empty };
  if (file.size > maxBytes) {
    return { ok: false, message: pageTexts.uploadCheck.tooLarge(maxBytes) };
  }
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  if (!signatures[kind].some((matches) => matches(head))) {
    return { ok: false, message: text.signature };
  }
  return { ok: true };
}
