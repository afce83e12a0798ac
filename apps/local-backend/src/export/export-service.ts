// Export jobs: the whole page written into one ZIP file on disk, streamed entry by entry (yazl,
// UTF-8 names flagged), so neither the archive nor a whole video is ever held in memory. One
// running job per page: a second start answers the running one. The finished file is handed out
// through a short-lived signed URL (the upload URLs' lifetime), valid only while its requester
// still manages the page; the file is deleted when the URL expires, and at start whatever an
// earlier run left behind in the export folder is removed. Jobs live in memory: a restart ends
// them (the web app simply starts a new export).
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { ZipFile } from "yazl";
import type { components } from "@memorial/api-types";
import type { BackendContext } from "../context.ts";
import { ApiError } from "../errors/api-error.ts";
import {
  isBlocked,
  isResting,
  type ProfileRecord,
  type ProfileStore,
} from "../stores/profile-store.ts";
import { toWireProfile } from "../stores/profile-view.ts";
import type { CondolenceStore, MessageKind } from "../stores/condolence-store.ts";
import type { UploadService } from "../media/upload-service.ts";
import { EXTENSION_OF } from "../media/file-types.ts";
import { toCsv } from "./csv.ts";
import { archiveName, safeFileName, uniqueNames } from "./file-names.ts";
import { readmeText } from "./readme.ts";
import { dutchDateTime, renderExportHtml, type ExportSection, type MediaRef } from "./page-html.ts";

export type ExportJobView = components["schemas"]["ExportJob"];
type WireSection = components["schemas"]["Section"];

interface ExportJob {
  id: string;
  profileId: string;
  createdBySub: string;
  createdByEmail: string;
  status: "pending" | "succeeded" | "failed";
  progress: number;
  createdAt: string;
  expiresAt?: string;
  file?: string;
  size?: number;
  fileName?: string;
  missing?: number;
  error?: string;
}

export interface ExportService {
  /** Starts an export (or answers the page's running one: `started` false). */
  start(
    profile: ProfileRecord,
    caller: { sub: string; email: string },
  ): {
    job: ExportJobView;
    started: boolean;
  };
  /** The job for a current manager of its page; undefined for anyone else. */
  get(jobId: string, callerEmail: string): ExportJobView | undefined;
  /** The finished file behind a download URL; throws 403 `download_expired` or 404. */
  download(jobId: string, token: string): { file: string; size: number; fileName: string };
  /** Resolves when every running export has finished. */
  idle(): Promise<void>;
  /** A deleted page: waits for its running export, then removes its jobs and their files. */
  forgetPage(profileId: string): Promise<void>;
}

export interface ExportDependencies {
  ctx: BackendContext;
  profiles: ProfileStore;
  uploads: UploadService;
  condolences: CondolenceStore;
  pageAddress: (profileId: string) => string;
}

/** One media file of the page, resolved to a file on disk (or missing). */
interface MediaItem {
  url: string;
  /** Where it goes in the ZIP, e.g. `media/Zomer in Zwolle.jpg`. */
  path: string;
  /** What LEESMIJ.txt calls it when it is missing. */
  label: string;
  source: { file: string; size: number } | undefined;
}

const MEDIA_URL = /\/media\/([A-Za-z0-9_-]{1,64})\/([A-Za-z0-9_-]{1,64})\.([a-z0-9]{2,5})$/;
const PAGE_SIZE = 500;

export function createExportService(deps: ExportDependencies): ExportService {
  const { ctx, profiles, uploads, condolences } = deps;
  const exportDir = path.join(ctx.config.dataDir, "exports");
  // What an earlier run left behind is of no use: its jobs (and URLs) ended with it.
  // The folder itself is made by the first export.
  fs.rmSync(exportDir, { recursive: true, force: true });
  const key = randomBytes(32);
  const jobs = new Map<string, ExportJob>();
  const runningByPage = new Map<string, string>();
  const running = new Set<Promise<void>>();

  const sign = (job: ExportJob) =>
    createHmac("sha256", key)
      .update(`${job.id}\n${job.expiresAt ?? ""}`)
      .digest("base64url");

  const view = (job: ExportJob): ExportJobView => ({
    jobID: job.id,
    profileID: job.profileId,
    status: job.status,
    progress: job.progress,
    createdAt: job.createdAt,
    ...(job.status === "succeeded"
      ? {
          assetURL: `${ctx.config.apiBaseUrl}/exports/${job.id}?token=${sign(job)}`,
          expiresAt: job.expiresAt,
          sizeBytes: job.size,
          missingFiles: job.missing,
        }
      : {}),
    ...(job.status === "failed" ? { error: job.error } : {}),
  });

  /** Removes the files whose URL has expired (the small job record stays, for a clear 403). */
  const sweep = () => {
    const now = Date.now();
    for (const job of jobs.values()) {
      if (job.file !== undefined && Date.parse(job.expiresAt ?? "") <= now) {
        fs.rm(job.file, { force: true }, () => undefined);
        job.file = undefined;
      }
    }
  };

  const originalName = ctx.db.prepare<[string], { file_name: string }>(
    "SELECT file_name FROM uploads WHERE asset_id = ? ORDER BY created_at DESC LIMIT 1",
  );
  const unfinished = ctx.db.prepare<[string, string], { file_name: string; status: string }>(
    `SELECT file_name, status FROM uploads
     WHERE profile_id = ? AND (status = 'pending' OR (status = 'awaiting' AND expires_at > ?))
     ORDER BY created_at`,
  );
  // Every candle, named or not (the store's list is of named candles, for the register).
  const allCandles = ctx.db.prepare<[string], { name: string | null; created_at: string }>(
    "SELECT name, created_at FROM candles WHERE profile_id = ? ORDER BY seq",
  );

  const resolveMedia = (profileId: string, url: string, fallback: string, label: string) => {
    const match = MEDIA_URL.exec(url);
    const asset =
      match !== null && match[1] === profileId && match[2] !== undefined
        ? uploads.findAsset(profileId, match[2])
        : undefined;
    let source: MediaItem["source"];
    if (asset !== undefined) {
      try {
        const stat = fs.statSync(asset.file);
        if (stat.isFile()) source = { file: asset.file, size: stat.size };
      } catch {
        source = undefined;
      }
    }
    const extension = (asset && EXTENSION_OF[asset.contentType]) ?? match?.[3] ?? "bin";
    const original = match?.[2] === undefined ? undefined : originalName.get(match[2])?.file_name;
    return { extension, original, source, label, fallback };
  };

  /**
   * Lets other requests through between the export's stretches of synchronous work (the
   * register, the candles, the page's HTML, the CSVs), so that a large page's export never holds
   * the server up for long, its own start's answer included.
   */
  const nextTurn = () =>
    new Promise<void>((resolve) => {
      setImmediate(resolve);
    });

  async function run(job: ExportJob): Promise<void> {
    const profile = profiles.get(job.profileId);
    if (!profile) throw new Error("the page no longer exists");
    const exportedAt = new Date();
    const sections = profile.sections as WireSection[];
    const names = uniqueNames();
    const media: MediaItem[] = [];
    const mediaRef = (
      url: string | null | undefined,
      fallback: string,
      label: string,
    ): MediaRef | undefined => {
      if (url === null || url === undefined || url === "") return undefined;
      // The same file used twice (portrait and photo) is stored once.
      const seen = media.find((item) => item.url === url);
      if (seen !== undefined)
        return seen.source === undefined ? { missing: true } : { path: seen.path };
      const found = resolveMedia(profile.id, url, fallback, label);
      const fileName = names(safeFileName(found.original ?? fallback, found.extension, fallback));
      const item: MediaItem = {
        url,
        path: `media/${fileName}`,
        label: `${label} (${found.original ?? url})`,
        source: found.source,
      };
      media.push(item);
      return item.source === undefined ? { missing: true } : { path: item.path };
    };

    const portrait = mediaRef(profile.profilePicture, "portret", "Portret");
    let photoNumber = 0;
    let videoNumber = 0;
    let audioNumber = 0;
    const captionRows: string[][] = [];
    /** The photos that resolve, each with its caption (kept beside the file in bijschriften.csv). */
    const exportPhotos = (urls: readonly string[], captions: readonly string[]) => {
      const photos: MediaRef[] = [];
      const kept: string[] = [];
      urls.forEach((url, index) => {
        photoNumber++;
        const ref = mediaRef(url, `foto ${photoNumber}`, `Foto ${photoNumber}`);
        if (ref === undefined) return;
        const caption = captions[index]?.trim() ?? "";
        photos.push(ref);
        kept.push(caption);
        if (caption !== "") {
          captionRows.push(["path" in ref ? ref.path : `Foto ${photoNumber}`, caption]);
        }
      });
      return { photos, captions: kept };
    };
    const exportSections: ExportSection[] = sections.map((section) => {
      switch (section.type) {
        case "text":
          return { type: "text", isPublic: section.isPublic, html: section.text };
        case "photo_carousel":
          return {
            type: "photos",
            isPublic: section.isPublic,
            ...exportPhotos(section.photos, section.captions ?? []),
          };
        case "video":
          videoNumber++;
          return {
            type: "video",
            isPublic: section.isPublic,
            media: mediaRef(section.video, `video ${videoNumber}`, `Video ${videoNumber}`),
          };
        case "audio":
          audioNumber++;
          return {
            type: "audio",
            isPublic: section.isPublic,
            media: mediaRef(section.src, `geluid ${audioNumber}`, `Geluid ${audioNumber}`),
          };
        case "gathering":
          return { type: "gathering", isPublic: section.isPublic, gathering: section };
        case "resting_place": {
          const { type: _type, isPublic, ...restingPlace } = section;
          return { type: "resting_place", isPublic, restingPlace };
        }
      }
    });

    const approvedOf = async (kind: MessageKind) => {
      const found = [];
      for (let before: number | undefined, more = true; more;) {
        await nextTurn();
        const page = condolences.listAll(profile.id, "approved", before, PAGE_SIZE, kind);
        found.push(...page.items);
        before = page.nextBefore;
        more = before !== undefined;
      }
      return found.reverse(); // oldest first, as a register is read
    };
    const approved = await approvedOf("condolence");
    // Memories: their photos in herinneringen/, next to herinneringen.csv.
    const memoryNames = uniqueNames();
    let memoryPhotoNumber = 0;
    const memories = (await approvedOf("memory")).map((memory) => ({
      memory,
      photos: memory.photos.map((photo) => {
        memoryPhotoNumber++;
        const fallback = `herinnering foto ${memoryPhotoNumber}`;
        const label = `Foto ${memoryPhotoNumber} bij een herinnering`;
        const found = resolveMedia(profile.id, photo.url, fallback, label);
        const fileName = memoryNames(
          safeFileName(found.original ?? fallback, found.extension, fallback),
        );
        const item: MediaItem = {
          url: photo.url,
          path: `herinneringen/${fileName}`,
          label: `${label} (${found.original ?? photo.url})`,
          source: found.source,
        };
        media.push(item);
        const ref: MediaRef = item.source === undefined ? { missing: true } : { path: item.path };
        return { ref, fileName, caption: photo.caption };
      }),
    }));
    await nextTurn();
    const candles = allCandles.all(profile.id);
    await nextTurn();

    // pagina.json: the page in the contract's shape, its media pointing into media/.
    const local = new Map(media.map((item) => [item.url, item.path]));
    const wire = {
      ...toWireProfile(profile, "manage", profiles.now()),
      sections: profile.sections,
    };
    const pageJson = JSON.stringify(
      wire,
      (_key, value: unknown) =>
        typeof value === "string" && local.has(value) ? local.get(value) : value,
      2,
    );

    await nextTurn();
    const html = renderExportHtml({
      name: profile.name,
      dateOfBirth: profile.dateOfBirth,
      dateOfDeath: profile.dateOfDeath,
      portrait,
      sections: exportSections,
      condolences: approved.map((c) => ({
        name: c.name,
        relation: c.relation,
        createdAt: c.createdAt,
        message: c.message,
      })),
      memories: memories.map(({ memory, photos }) => ({
        name: memory.name,
        relation: memory.relation,
        createdAt: memory.createdAt,
        message: memory.message,
        photos: photos.map(({ ref, caption }) => ({ ref, caption })),
      })),
      candles: candles.length,
      address: deps.pageAddress(profile.id),
      exportedAt,
    });
    await nextTurn();
    const memoryCsv = toCsv(
      ["Naam", "Relatie", "Datum", "Tekst", "Foto's", "Bijschriften"],
      memories.map(({ memory, photos }) => [
        memory.name,
        memory.relation ?? "",
        dutchDateTime(memory.createdAt),
        memory.message,
        photos.map((photo) => photo.fileName).join("\n"),
        photos.map((photo) => photo.caption ?? "").join("\n"),
      ]),
    );
    const condolenceCsv = toCsv(
      ["Naam", "Relatie", "Datum", "Tekst"],
      approved.map((c) => [c.name, c.relation ?? "", dutchDateTime(c.createdAt), c.message]),
    );
    const candleCsv = toCsv(
      ["Naam", "Aangestoken op"],
      candles.map((c) => [c.name ?? "", dutchDateTime(c.created_at)]),
    );
    const captionCsv = toCsv(["Bestand", "Bijschrift"], captionRows);
    const restingPlace = sections.find((section) => section.type === "resting_place");
    const missing = media.filter((item) => item.source === undefined);
    const readme = readmeText({
      name: profile.name,
      address: deps.pageAddress(profile.id),
      exportedAt,
      blocked: isBlocked(profile, profiles.now()),
      resting: isResting(profile, profiles.now()),
      mediaCount: media.length - missing.length,
      condolenceCount: approved.length,
      candleCount: candles.length,
      captionCount: captionRows.length,
      restingPlace,
      missing: missing.map((item) => item.label),
      unfinishedUploads: unfinished
        .all(profile.id, new Date().toISOString())
        .map((row) => row.file_name),
    });

    await nextTurn();
    const total = media.reduce((sum, item) => sum + (item.source?.size ?? 0), 0) || 1;
    let done = 0;
    const zip = new ZipFile();
    const mtime = exportedAt;
    zip.addBuffer(Buffer.from(html), "index.html", { mtime });
    zip.addBuffer(Buffer.from(readme.replace(/\n/g, "\r\n")), "LEESMIJ.txt", { mtime });
    zip.addBuffer(Buffer.from(condolenceCsv), "condoleances.csv", { mtime });
    zip.addBuffer(Buffer.from(candleCsv), "kaarsjes.csv", { mtime });
    zip.addBuffer(Buffer.from(captionCsv), "bijschriften.csv", { mtime });
    if (memories.length > 0) {
      zip.addBuffer(Buffer.from(memoryCsv), "herinneringen/herinneringen.csv", { mtime });
    }
    zip.addBuffer(Buffer.from(pageJson), "pagina.json", { mtime });
    for (const item of media) {
      const source = item.source;
      if (source === undefined) continue;
      // Media are compressed already: stored as they are, read only when their turn comes.
      zip.addReadStreamLazy(
        item.path,
        { compress: false, size: source.size, mtime },
        (callback) => {
          const counter = new Transform({
            transform(chunk: Buffer, _encoding, next) {
              done += chunk.length;
              job.progress = Math.min(99, Math.floor((done / total) * 100));
              next(null, chunk);
            },
          });
          const stream = fs.createReadStream(source.file);
          stream.on("error", (error) => counter.destroy(error));
          callback(null, stream.pipe(counter));
        },
      );
    }
    zip.end();
    await fs.promises.mkdir(exportDir, { recursive: true });
    const file = path.join(exportDir, `${job.id}.zip`);
    await pipeline(zip.outputStream, fs.createWriteStream(file));
    const expiresAt = new Date(Date.now() + ctx.config.uploadUrlTtlSeconds * 1000);
    Object.assign(job, {
      status: "succeeded",
      progress: 100,
      file,
      size: fs.statSync(file).size,
      fileName: archiveName(profile.name),
      missing: missing.length,
      expiresAt: expiresAt.toISOString(),
    } satisfies Partial<ExportJob>);
    setTimeout(sweep, expiresAt.getTime() - Date.now() + 1000).unref();
  }

  return {
    start(profile, caller) {
      sweep();
      const runningId = runningByPage.get(profile.id);
      const current = runningId === undefined ? undefined : jobs.get(runningId);
      if (current?.status === "pending") return { job: view(current), started: false };
      const job: ExportJob = {
        id: randomUUID(),
        profileId: profile.id,
        createdBySub: caller.sub,
        createdByEmail: caller.email.toLowerCase(),
        status: "pending",
        progress: 0,
        createdAt: new Date().toISOString(),
      };
      jobs.set(job.id, job);
      runningByPage.set(profile.id, job.id);
      // The work starts after the answer: gathering a large page's files and register takes
      // a while, and the start must answer at once whatever the page's size.
      const task = new Promise<void>((resolve) => {
        setImmediate(resolve);
      })
        .then(() => run(job))
        .catch((error: unknown) => {
          ctx.log.error("export failed", { jobID: job.id, error: String(error) });
          fs.rm(path.join(exportDir, `${job.id}.zip`), { force: true }, () => undefined);
          Object.assign(job, { status: "failed", error: "the export could not be written" });
        })
        .finally(() => {
          if (runningByPage.get(profile.id) === job.id) runningByPage.delete(profile.id);
          running.delete(task);
        });
      running.add(task);
      return { job: view(job), started: true };
    },
    get(jobId, callerEmail) {
      sweep();
      const job = jobs.get(jobId);
      if (!job || profiles.roleOf(job.profileId, callerEmail) !== "manage") return undefined;
      return view(job);
    },
    download(jobId, token) {
      sweep();
      const job = jobs.get(jobId);
      if (!job || job.status !== "succeeded") {
        throw new ApiError(404, "not_found", "export not found");
      }
      const expected = Buffer.from(sign(job));
      const given = Buffer.from(token);
      if (
        expected.length !== given.length ||
        !timingSafeEqual(expected, given) ||
        Date.parse(job.expiresAt ?? "") <= Date.now() ||
        profiles.roleOf(job.profileId, job.createdByEmail) !== "manage"
      ) {
        throw new ApiError(403, "download_expired", "the download URL is expired or not valid");
      }
      let size: number;
      try {
        if (job.file === undefined) throw new Error("expired");
        size = fs.statSync(job.file).size;
      } catch {
        throw new ApiError(404, "not_found", "export not found");
      }
      return { file: job.file, size, fileName: job.fileName ?? "herinneringspagina.zip" };
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
    async forgetPage(profileId) {
      while (running.size > 0) await Promise.allSettled([...running]);
      for (const job of [...jobs.values()]) {
        if (job.profileId !== profileId) continue;
        jobs.delete(job.id);
        await fs.promises.rm(path.join(exportDir, `${job.id}.zip`), { force: true });
      }
    },
  };
}
