// A memorial page ten times the demo's size, for measuring (`pnpm bench:large`) and for trying
// the product with a full page: 40 sections, 200 photos (as many as a page may hold), 2,000
// messages, 5,000 candles and 200 memories (50 with a photo). It is
// made through the same stores as the demo page (no SQL of its own) and is deterministic: the
// same texts, photos, messages and candles in the same order on every run. Only the ids and the
// times come from the stores. Seeding it takes seconds: the photos are the demo's sample photos,
// each with a comment of its own (no drawing at seed time), and the register is written in one
// transaction.
import {
  addVisitorMessage,
  DEMO_PASSWORD,
  seededMemoryPhoto,
  type SeedDeps,
  type SeedResult,
} from "./seed.ts";
import { PORTRAIT, readSamplePhoto, SAMPLE_PHOTOS } from "./sample-photos.ts";
import {
  LARGE_PAGE,
  largeCandles,
  largeCondolences,
  largeMemories,
  largePageContent,
} from "./large-page-content.ts";

export const LARGE_EMAIL = "groot@herinneringspagina.nl";
export const LARGE_PASSWORD = DEMO_PASSWORD;
const SEEDED_KEY = "seeded-large";

/**
 * The bytes of the large page's photo `index` (0-based): a sample photo with a JPEG comment
 * (COM segment) naming the photo right after its start marker, so that every photo is a file of
 * its own without drawing anything.
 */
export async function largePagePhoto(index: number): Promise<Buffer> {
  const sample = SAMPLE_PHOTOS[index % SAMPLE_PHOTOS.length];
  if (sample === undefined) throw new Error("no sample photos");
  const jpeg = await readSamplePhoto(sample);
  const text = Buffer.from(`Herinneringspagina, grote demopagina, foto ${String(index + 1)}`);
  const comment = Buffer.alloc(4);
  comment.writeUInt16BE(0xfffe, 0);
  comment.writeUInt16BE(text.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), comment, text, jpeg.subarray(2)]);
}

/**
 * Adds the large page's memories; a memory with a photo gets a file of its own (numbered after the
 * sections' photos), as a visitor's upload would.
 */
async function addLargeMemories(deps: SeedDeps, profileId: string): Promise<void> {
  let photoIndex = LARGE_PAGE.photos;
  for (const { photoCaption, ...memory } of largeMemories()) {
    const photos = [];
    if (photoCaption !== undefined) {
      const url = await deps.uploads.addAsset(
        profileId,
        "image/jpeg",
        await largePagePhoto(photoIndex++),
      );
      photos.push(seededMemoryPhoto(url, photoCaption));
    }
    addVisitorMessage(deps.condolences, profileId, {
      ...memory,
      kind: "memory",
      photos,
      status: "approved",
    });
  }
}

/** Lights the large page's candles and writes its messages, in one transaction. */
export function addLargeRegister(deps: SeedDeps, profileId: string): void {
  deps.ctx.db.transaction(() => {
    for (const condolence of largeCondolences()) {
      addVisitorMessage(deps.condolences, profileId, condolence);
    }
    for (const name of largeCandles()) deps.condolences.lightCandle(profileId, name);
  })();
}

/**
 * Seeds the large page once per data folder (its own account, `LARGE_EMAIL`); answers undefined
 * when the folder has it already.
 */
export async function seedLargePage(deps: SeedDeps): Promise<SeedResult | undefined> {
  const { ctx, profiles, uploads } = deps;
  const done = ctx.db
    .prepare<[string], { value: string }>("SELECT value FROM api_settings WHERE key = ?")
    .get(SEEDED_KEY);
  if (done) return undefined;

  const user = await deps.createConfirmedUser(LARGE_EMAIL, LARGE_PASSWORD);
  const profile = profiles.create(user, ctx.config.trialDays);
  const portrait = await uploads.addAsset(
    profile.id,
    "image/jpeg",
    await readSamplePhoto(PORTRAIT),
  );
  const photos: string[] = [];
  for (let index = 0; index < LARGE_PAGE.photos; index++) {
    photos.push(await uploads.addAsset(profile.id, "image/jpeg", await largePagePhoto(index)));
  }
  profiles.saveContent(profile.id, largePageContent(portrait, photos), undefined);
  addLargeRegister(deps, profile.id);
  await addLargeMemories(deps, profile.id);
  profiles.activatePlan(profile.id, "silver", 10);
  profiles.setPublic(profile.id, true);
  ctx.db
    .prepare("INSERT INTO api_settings (key, value) VALUES (?, ?)")
    .run(SEEDED_KEY, new Date().toISOString());
  ctx.log.info("seeded the large page", { email: LARGE_EMAIL, profileId: profile.id });
  return { email: LARGE_EMAIL, profileId: profile.id };
}
