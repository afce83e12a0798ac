// A memorial page ten times the demo's size, for measuring (`pnpm bench:large`) and for trying
// the product with a full page: 40 sections, 300 photos, 2,000 messages and 5,000 candles. It is
// made through the same stores as the demo page (no SQL of its own) and is deterministic: the
// same texts, photos, messages and candles in the same order on every run. Only the ids and the
// times come from the stores. Seeding it takes seconds: the photos are the demo's sample photos,
// each with a comment of its own (no drawing at seed time), and the register is written in one
// transaction.
import type { Section } from "@memorial/api-types";
import type { ProfileContent } from "../stores/profile-store.ts";
import { newOwnerToken } from "../stores/condolence-store.ts";
import { DEMO_PASSWORD, type SeedDeps, type SeedResult } from "./seed.ts";
import { PORTRAIT, readSamplePhoto, SAMPLE_PHOTOS } from "./sample-photos.ts";

export const LARGE_EMAIL = "groot@herinneringspagina.nl";
export const LARGE_PASSWORD = DEMO_PASSWORD;
const SEEDED_KEY = "seeded-large";
/** Where the gathering sits among the sections (0-based). */
const GATHERING_AT = 20;

/** What the large page holds. */
export const LARGE_PAGE = {
  sections: 40,
  photoSections: 15,
  photosPerSection: 20,
  photos: 300,
  condolences: 2000,
  /** One message in this many waits for approval; the others are approved. */
  pendingEvery: 40,
  candles: 5000,
  /** One candle in this many carries a name. */
  namedCandleEvery: 3,
} as const;

const FIRST_NAMES = [
  "Anna",
  "Bram",
  "Carla",
  "Dirk",
  "Els",
  "Frank",
  "Greet",
  "Henk",
  "Ineke",
  "Jan",
  "Karin",
  "Lucas",
  "Marieke",
  "Nico",
  "Olga",
  "Piet",
  "Riet",
  "Sander",
  "Truus",
  "Willem",
];
const LAST_NAMES = [
  "de Jong",
  "Jansen",
  "de Vries",
  "van den Berg",
  "Bakker",
  "Visser",
  "Smit",
  "Meijer",
  "Mulder",
  "Bos",
  "Vos",
  "Peters",
  "Hendriks",
];
const RELATIONS = ["Buurvrouw", "Oud-collega", "Wandelvriend", "Nicht", "Oud-leerling", null];
const MESSAGES = [
  "Veel sterkte in deze moeilijke tijd. Johanna was een bijzondere vrouw.",
  "Wij denken aan jullie.",
  "Ik zal haar vrolijke groet over de heg missen.\n\nHeel veel sterkte gewenst.",
  "Wat een mooie herinneringen staan hier. Dank dat jullie ze delen.",
  "Johanna stond altijd voor iedereen klaar. Ze was een voorbeeld voor ons allemaal, op het werk en daarbuiten. Wij wensen de familie veel kracht.",
  "Met warme gedachten aan Johanna.",
];

const STORY =
  "Johanna vertelde graag over vroeger: over de boerderij van haar ouders, de winters op het ijs " +
  "en de zomers aan zee. Wie bij haar op de koffie kwam, ging nooit zonder een verhaal naar huis.";

/** The i-th person (0-based) of the large page's register. */
function personOf(index: number): string {
  const first = FIRST_NAMES[index % FIRST_NAMES.length] ?? "Anna";
  const last = LAST_NAMES[Math.floor(index / FIRST_NAMES.length) % LAST_NAMES.length] ?? "Bos";
  return `${first} ${last}`;
}

/** The large page's messages, oldest first. */
export function largeCondolences(): {
  name: string;
  relation: string | null;
  message: string;
  status: "approved" | "pending";
}[] {
  return Array.from({ length: LARGE_PAGE.condolences }, (_, index) => ({
    name: personOf(index),
    relation: RELATIONS[index % RELATIONS.length] ?? null,
    message: MESSAGES[index % MESSAGES.length] ?? "",
    status:
      index % LARGE_PAGE.pendingEvery === LARGE_PAGE.pendingEvery - 1 ? "pending" : "approved",
  }));
}

/** The names of the large page's candles in the order they are lit (null: without a name). */
export function largeCandles(): (string | null)[] {
  return Array.from({ length: LARGE_PAGE.candles }, (_, index) =>
    index % LARGE_PAGE.namedCandleEvery === 0 ? personOf(index) : null,
  );
}

/**
 * The content of the large page: 40 sections of which 15 carry 20 photos each, the first
 * section a text, one gathering and one resting place, and every seventh text for members only.
 * `photos` are the 300 photo addresses in order.
 */
export function largePageContent(
  portrait: string,
  photos: readonly string[],
): Omit<ProfileContent, "sections"> & { sections: Section[] } {
  if (photos.length !== LARGE_PAGE.photos) {
    throw new Error(`the large page needs ${String(LARGE_PAGE.photos)} photos`);
  }
  const sections: Section[] = [];
  let chapter = 0;
  for (let index = 0; index < LARGE_PAGE.sections; index++) {
    if (index === GATHERING_AT) {
      sections.push({
        type: "gathering",
        isPublic: true,
        kind: "herdenking",
        title: "Herdenkingsbijeenkomst",
        date: "2025-11-08",
        startTime: "14:00",
        endTime: "16:00",
        venue: "Buurthuis De Heidebloem",
        address: { street: "Heidelaan 12", postcode: "8017 AB", place: "Zwolle" },
        notes: "Iedereen die Johanna kende is welkom.",
      });
    } else if (index === LARGE_PAGE.sections - 1) {
      sections.push({
        type: "resting_place",
        isPublic: true,
        place: "Begraafplaats Bergklooster",
        address: "Bergklooster 2, 8026 PR Zwolle",
        plot: "Vak D, nr. 41",
        mapPoint: { latitude: 52.5302, longitude: 6.1332 },
      });
    } else if (index % 5 === 2 || index % 5 === 4) {
      // Sections 2, 4, 7, 9, … 37: fifteen albums of twenty photos.
      const start =
        sections.filter((s) => s.type === "photo_carousel").length * LARGE_PAGE.photosPerSection;
      const own = photos.slice(start, start + LARGE_PAGE.photosPerSection);
      sections.push({
        type: "photo_carousel",
        isPublic: true,
        photos: own,
        captions: own.map((_, at) => `Foto ${String(start + at + 1)} van het album`),
      });
    } else {
      chapter++;
      sections.push(chapterOf(chapter));
    }
  }
  return {
    name: "Johanna de Vries",
    dateOfBirth: "1948-03-12",
    dateOfDeath: "2025-11-02",
    profilePicture: portrait,
    sections,
    extra: {},
  };
}

/** Text section `chapter` (1-based); every seventh is for members only. */
function chapterOf(chapter: number): Section {
  return {
    type: "text",
    isPublic: chapter % 7 !== 0,
    text:
      `<h2>Hoofdstuk ${String(chapter)}</h2>` +
      `<p>${STORY}</p><p>${STORY.replace("Johanna", "Ze")}</p><p><em>Opgeschreven door de familie.</em></p>`,
  };
}

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

/** Lights the large page's candles and writes its messages, in one transaction. */
export function addLargeRegister(deps: SeedDeps, profileId: string): void {
  deps.ctx.db.transaction(() => {
    for (const condolence of largeCondolences()) {
      deps.condolences.add(
        profileId,
        {
          ...condolence,
          authorSub: null,
          authorEmail: null,
          writerEmail: null,
          thankYouAddress: null,
        },
        newOwnerToken(),
      );
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
  // Further kinds of content of the page (visitors' memories, say) each get a function like
  // `addLargeRegister` with their count in LARGE_PAGE, called here.
  profiles.activatePlan(profile.id, "silver", 10);
  profiles.setPublic(profile.id, true);
  ctx.db
    .prepare("INSERT INTO api_settings (key, value) VALUES (?, ?)")
    .run(SEEDED_KEY, new Date().toISOString());
  ctx.log.info("seeded the large page", { email: LARGE_EMAIL, profileId: profile.id });
  return { email: LARGE_EMAIL, profileId: profile.id };
}
