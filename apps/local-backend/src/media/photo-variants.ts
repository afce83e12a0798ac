// Width hints of photo URLs (`/media/{profileId}/{asset}.jpg?w=640`): the photo scaled down to
// the next width of a bounded set (so at most a few variants per photo can ever be made), in
// WebP when the request's Accept allows it, cached on disk next to the media. A missing or
// unusable hint, a hint wider than the largest width, and anything that is not a photo are
// served as the original file.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { isPhotoType } from "./file-types.ts";

/** The widths a hint snaps up to. */
export const PHOTO_WIDTHS: readonly number[] = [160, 320, 480, 640, 960, 1280, 1920];

export interface StoredFile {
  file: string;
  contentType: string;
  size: number;
}

export interface VariantInput extends StoredFile {
  /** Folder for the page's cached variants. */
  cacheDir: string;
  assetId: string;
  /** The raw `w` query parameter. */
  widthHint: string | undefined;
  accept: string | undefined;
}

/** The width of the set a hint snaps up to, or undefined for the original. */
export function snapWidth(hint: string | undefined): number | undefined {
  if (hint === undefined || !/^\d{1,5}$/.test(hint)) return undefined;
  const wanted = Number(hint);
  if (wanted === 0) return undefined;
  return PHOTO_WIDTHS.find((width) => width >= wanted);
}

/** True when the Accept header lists image/webp (and does not refuse it with q=0). */
export function acceptsWebp(accept: string | undefined): boolean {
  if (accept === undefined) return false;
  return accept.split(",").some((entry) => {
    const [type = "", ...params] = entry.split(";").map((part) => part.trim().toLowerCase());
    if (type !== "image/webp") return false;
    const q = params.find((param) => param.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

const making = new Map<string, Promise<StoredFile>>();
const widthOf = new Map<string, number>();

async function storedWidth(file: string): Promise<number> {
  const known = widthOf.get(file);
  if (known !== undefined) return known;
  const { width } = await sharp(file).metadata();
  widthOf.set(file, width);
  return width;
}

async function makeVariant(
  input: VariantInput,
  width: number,
  webp: boolean,
  target: string,
): Promise<StoredFile> {
  const contentType = webp ? "image/webp" : input.contentType;
  try {
    const stat = await fs.promises.stat(target);
    return { file: target, contentType, size: stat.size };
  } catch {
    // Not cached yet: made below.
  }
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  const resized = sharp(input.file).resize({ width, withoutEnlargement: true });
  const encoded = webp
    ? resized.webp({ quality: 80 })
    : input.contentType === "image/png"
      ? resized.png({ compressionLevel: 9 })
      : resized.jpeg({ quality: 82 });
  // Written aside and renamed, so a reader never sees half a file.
  const partial = `${target}.${process.pid}.tmp`;
  const info = await encoded.toFile(partial);
  await fs.promises.rename(partial, target);
  return { file: target, contentType, size: info.size };
}

/**
 * The file to serve for a media request: a cached variant for a photo with a usable width
 * hint, else the original. `headers` carries `Vary: Accept` whenever the answer depends on it.
 */
export async function photoVariant(
  input: VariantInput,
): Promise<StoredFile & { headers: Record<string, string> }> {
  const width = snapWidth(input.widthHint);
  if (width === undefined || !isPhotoType(input.contentType)) {
    return { file: input.file, contentType: input.contentType, size: input.size, headers: {} };
  }
  const headers = { Vary: "Accept" };
  const webp = acceptsWebp(input.accept);
  if (!webp && (await storedWidth(input.file).catch(() => 0)) <= width) {
    return { file: input.file, contentType: input.contentType, size: input.size, headers };
  }
  const target = path.join(input.cacheDir, `${input.assetId}-w${width}.${webp ? "webp" : "img"}`);
  let pending = making.get(target);
  if (pending === undefined) {
    pending = makeVariant(input, width, webp, target).finally(() => making.delete(target));
    making.set(target, pending);
  }
  try {
    return { ...(await pending), headers };
  } catch {
    // A photo sharp cannot scale is still served, as stored.
    return { file: input.file, contentType: input.contentType, size: input.size, headers };
  }
}

/** Removes the cached variants of an asset (when the asset itself is deleted). */
export async function removeVariants(cacheDir: string, assetId: string): Promise<void> {
  const names = await fs.promises.readdir(cacheDir).catch(() => [] as string[]);
  await Promise.all(
    names
      .filter((name) => name.startsWith(`${assetId}-w`))
      .map((name) => fs.promises.rm(path.join(cacheDir, name), { force: true })),
  );
}
