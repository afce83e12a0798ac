// What the large page of `seed:large` holds (`./large-page.ts`), as pure data: its sections, its
// messages and its candles, the same on every call. Kept apart from the seed so that the web
// app's scripts can render the same page from fixtures without a backend.
import type { Section } from "@memorial/api-types";
import type { ProfileContent } from "../stores/profile-store.ts";
import { MAX_PHOTOS_PER_PAGE } from "@memorial/domain";

/** Where the gathering sits among the sections (0-based). */
const GATHERING_AT = 20;

/** What the large page holds. */
export const LARGE_PAGE = {
  sections: 40,
  photoSections: 10,
  photosPerSection: 20,
  /** As many as a page may hold (a save refuses more). */
  photos: MAX_PHOTOS_PER_PAGE,
  condolences: 2000,
  /** One message in this many waits for approval; the others are approved. */
  pendingEvery: 40,
  candles: 5000,
  /** One candle in this many carries a name. */
  namedCandleEvery: 3,
  /** Visitors' memories, all approved. */
  memories: 200,
  /** One memory in this many comes with a photo of its own. */
  memoryPhotoEvery: 4,
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

const MEMORIES = [
  "Elke zomer fietste Johanna met ons naar het strand. Zij had altijd een thermoskan koffie en een trommel met zelfgebakken koek bij zich, en niemand mocht naar huis voordat alles op was.",
  "Ik zat bij haar in de klas. Zij leerde mij lezen, en toen ik dat niet durfde voor de hele klas, las zij de eerste bladzijde met mij samen.",
  "Op de ijsbaan van het dorp hield zij iedereen overeind die voor het eerst op de schaats stond. Mij ook, in de winter van 1963.",
  "Haar tuin stond elk voorjaar vol tulpen. Wie langsliep kreeg een bos mee, of je nu wilde of niet.",
  "Na de dood van mijn moeder kwam Johanna elke dinsdag langs met soep. Ze vroeg niets, ze bleef gewoon even zitten.",
];

/**
 * The large page's memories, oldest first: every `memoryPhotoEvery`th with a photo and its
 * caption.
 */
export function largeMemories(): {
  name: string;
  relation: string | null;
  message: string;
  photoCaption: string | undefined;
}[] {
  return Array.from({ length: LARGE_PAGE.memories }, (_, index) => ({
    name: personOf(index + 7),
    relation: RELATIONS[(index + 2) % RELATIONS.length] ?? null,
    message: MEMORIES[index % MEMORIES.length] ?? "",
    photoCaption:
      index % LARGE_PAGE.memoryPhotoEvery === 0
        ? `Een zomer in Zeeland (herinnering ${String(index + 1)})`
        : undefined,
  }));
}

/** The names of the large page's candles in the order they are lit (null: without a name). */
export function largeCandles(): (string | null)[] {
  return Array.from({ length: LARGE_PAGE.candles }, (_, index) =>
    index % LARGE_PAGE.namedCandleEvery === 0 ? personOf(index) : null,
  );
}

/**
 * The content of the large page: 40 sections of which 10 carry 20 photos each, the first
 * section a text, one gathering and one resting place, and every seventh text for members only.
 * `photos` are the 200 photo addresses in order.
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
    } else if (index % 4 === 2) {
      // Sections 2, 6, 10, … 38: ten albums of twenty photos.
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

/** "40 sections, 200 photos, 2000 messages, 5000 candles". */
export function largePageSummary(): string {
  return `${String(LARGE_PAGE.sections)} sections, ${String(LARGE_PAGE.photos)} photos, ${String(LARGE_PAGE.condolences)} messages, ${String(LARGE_PAGE.candles)} candles, ${String(LARGE_PAGE.memories)} memories`;
}
