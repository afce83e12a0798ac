// What a crash leaves behind, removed when the upload service starts.
import fs from "node:fs";
import path from "node:path";
import type { BackendContext } from "../context.ts";

/** Unused media stay this long before a save of their page deletes them. */
export const UNUSED_ASSET_GRACE_MS = 24 * 60 * 60 * 1000;

/** Asset files are named by their UUID; other files in a page's folder (QR codes) are kept. */
const ASSET_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{2,5}$/;

function listDir(dir: string): string[] {
  try {
    return fs.readdirSync(dir);
  } catch {
    return [];
  }
}

/**
 * What a crash leaves behind, removed at start (before interrupted jobs resume): half-written
 * upload files of uploads that never finished, processing output, media files without their
 * asset row (the process died between moving the file and recording it), asset rows without
 * their file, media no page mentions that are past the grace period, and cached variants of
 * assets that are gone. Reported in one log line when anything was removed.
 */
export function cleanUpAfterCrash(
  ctx: BackendContext,
  dirs: { uploadsDir: string; mediaDir: string; cacheDir: string },
): void {
  const { uploadsDir, mediaDir, cacheDir } = dirs;
  const removed = { partialUploads: 0, orphanMediaFiles: 0, missingAssetFiles: 0, unusedMedia: 0 };
  let freedBytes = 0;
  const remove = (file: string) => {
    try {
      freedBytes += fs.statSync(file).size;
      fs.rmSync(file, { force: true, recursive: true });
    } catch {
      // Already gone.
    }
  };

  const pending = new Set(
    ctx.db
      .prepare<[], { id: string }>("SELECT id FROM uploads WHERE status = 'pending'")
      .all()
      .map((row) => row.id),
  );
  for (const name of listDir(uploadsDir)) {
    // Only the received file of a job that waits for processing is kept; its output is made anew.
    if (name.endsWith(".part") && pending.has(name.slice(0, -".part".length))) continue;
    remove(path.join(uploadsDir, name));
    removed.partialUploads++;
  }

  const assets = ctx.db
    .prepare<[], { id: string; profile_id: string; file: string; created_at: string }>(
      "SELECT id, profile_id, file, created_at FROM assets",
    )
    .all();
  const known = new Set(assets.map((asset) => asset.file));
  for (const profileId of listDir(mediaDir)) {
    for (const name of listDir(path.join(mediaDir, profileId))) {
      if (!ASSET_FILE.test(name) || known.has(`${profileId}/${name}`)) continue;
      remove(path.join(mediaDir, profileId, name));
      removed.orphanMediaFiles++;
    }
  }

  const deleteAsset = ctx.db.prepare("DELETE FROM assets WHERE id = ?");
  const contentOf = ctx.db.prepare<
    [string],
    { profile_picture: string | null; sections_json: string; extra_json: string }
  >("SELECT profile_picture, sections_json, extra_json FROM profiles WHERE id = ?");
  const before = new Date(Date.now() - UNUSED_ASSET_GRACE_MS).toISOString();
  const kept = new Set<string>();
  for (const asset of assets) {
    const file = path.join(mediaDir, asset.file);
    if (!fs.existsSync(file)) {
      deleteAsset.run(asset.id);
      removed.missingAssetFiles++;
      continue;
    }
    const content = contentOf.get(asset.profile_id);
    const mentioned =
      content !== undefined &&
      [content.profile_picture ?? "", content.sections_json, content.extra_json].some((text) =>
        text.includes(`/media/${asset.file}`),
      );
    if (!mentioned && asset.created_at < before) {
      deleteAsset.run(asset.id);
      remove(file);
      removed.unusedMedia++;
      continue;
    }
    kept.add(asset.id);
  }

  for (const profileId of listDir(cacheDir)) {
    for (const name of listDir(path.join(cacheDir, profileId))) {
      const assetId = /^(.+)-w\d+\.[a-z]+$/.exec(name)?.[1];
      if (assetId !== undefined && kept.has(assetId)) continue;
      remove(path.join(cacheDir, profileId, name));
    }
  }

  if (Object.values(removed).some((count) => count > 0)) {
    ctx.log.info("cleaned up after an interrupted run", { ...removed, freedBytes });
  }
}
