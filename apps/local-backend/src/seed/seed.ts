// Demo data created on the first start of an empty data folder: an owner account and a memorial
// page with a text, a photo carousel, a members-only text and an upcoming gathering, so that a new user sees a real page.
import { toWireDate } from "@memorial/domain";
import type { BackendContext } from "../context.ts";
import {
  newOwnerToken,
  type CondolenceStore,
  type MemoryPhotoRecord,
  type NewCondolence,
} from "../stores/condolence-store.ts";
import type { ProfileStore } from "../stores/profile-store.ts";
import type { UploadService } from "../media/upload-service.ts";
import { PORTRAIT, readSamplePhoto, SAMPLE_PHOTOS } from "./sample-photos.ts";

export const DEMO_EMAIL = "demo@herinneringspagina.nl";
export const DEMO_PASSWORD = "Herinnering2026";
const SEEDED_KEY = "seeded";

export interface SeedDeps {
  ctx: BackendContext;
  createConfirmedUser(email: string, password: string): Promise<{ sub: string; email: string }>;
  profiles: ProfileStore;
  uploads: UploadService;
  condolences: CondolenceStore;
}

/** Approved condolences of the demo page, oldest first. */
const DEMO_CONDOLENCES = [
  {
    name: "Marja Hoekstra",
    relation: "Buurvrouw",
    message:
      "Lieve familie,\n\nJohanna stond altijd klaar met koffie en een luisterend oor. Wij missen haar vrolijke groet over de heg. Veel sterkte in deze moeilijke tijd.",
  },
  {
    name: "Kees van Dijk",
    relation: "Wandelvriend",
    message: "Al die zondagen over de heide: ze liep ons er allemaal uit. Ik denk aan jullie.",
  },
  {
    name: "Familie Bos",
    relation: null,
    message: "Met warme gedachten aan Johanna en heel veel sterkte voor jullie allemaal.",
  },
];
const DEMO_CANDLES = ["Anna", null, "Pieter en Els", null, null, "Kees"];

/** The wire date `days` after today (the demo's gathering stays upcoming for a while). */
function daysFromToday(days: number): string {
  const day = new Date();
  day.setDate(day.getDate() + days);
  return toWireDate(day);
}

export interface SeedResult {
  email: string;
  profileId: string;
}

/** Seeds once per data folder; answers undefined when the folder was seeded before. */
/**
 * Writes a message (a condolence or a memory) of a visitor without an account and without an
 * address, as every message of the seeds is.
 */
export function addVisitorMessage(
  condolences: CondolenceStore,
  profileId: string,
  message: Omit<NewCondolence, "authorSub" | "authorEmail" | "writerEmail" | "thankYouAddress">,
): void {
  condolences.add(
    profileId,
    { ...message, authorSub: null, authorEmail: null, writerEmail: null, thankYouAddress: null },
    newOwnerToken(),
  );
}

/** A memory's photo stored by a seed: `uploads.addAsset` answers its address, named by its id. */
export function seededMemoryPhoto(url: string, caption: string): MemoryPhotoRecord {
  return { assetId: /\/([\w-]+)\.\w+$/.exec(url)?.[1] ?? null, url, caption };
}

export async function seedDemo(deps: SeedDeps): Promise<SeedResult | undefined> {
  const { ctx, profiles, uploads } = deps;
  const done = ctx.db
    .prepare<[string], { value: string }>("SELECT value FROM api_settings WHERE key = ?")
    .get(SEEDED_KEY);
  if (done) return undefined;

  const user = await deps.createConfirmedUser(DEMO_EMAIL, DEMO_PASSWORD);
  const profile = profiles.create(user, ctx.config.trialDays);
  const portrait = await uploads.addAsset(
    profile.id,
    "image/jpeg",
    await readSamplePhoto(PORTRAIT),
  );
  const photos: string[] = [];
  for (const photo of SAMPLE_PHOTOS) {
    photos.push(await uploads.addAsset(profile.id, "image/jpeg", await readSamplePhoto(photo)));
  }
  profiles.saveContent(
    profile.id,
    {
      name: "Johanna de Vries",
      dateOfBirth: "1948-03-12",
      dateOfDeath: "2025-11-02",
      profilePicture: portrait,
      sections: [
        {
          type: "text",
          isPublic: true,
          text:
            "<h1>Ons mam</h1><p>Johanna werd geboren in Zwolle en woonde haar hele leven aan de " +
            "rand van de stad. Ze was <strong>altijd vrolijk</strong>, hield van de zee en van " +
            "lange wandelingen over de heide.</p>",
        },
        {
          type: "photo_carousel",
          isPublic: true,
          photos,
          captions: [
            "Avondwandeling bij de IJssel, zomer 1978",
            "Aan zee in Bergen, haar lievelingsplek",
            "De heide bij Hattem in augustus",
          ].slice(0, photos.length),
        },
        {
          type: "text",
          isPublic: false,
          text:
            "<h2>Voor de familie</h2><p>De herdenking is op zaterdag in het buurthuis. " +
            "Neem gerust <em>een foto of een verhaal</em> mee.</p>",
        },
        {
          type: "gathering",
          isPublic: true,
          kind: "herdenking",
          title: "Herdenkingsbijeenkomst",
          date: daysFromToday(14),
          startTime: "14:00",
          endTime: "16:00",
          venue: "Buurthuis De Heidebloem",
          address: { street: "Heidelaan 12", postcode: "8017 AB", place: "Zwolle" },
          notes: "Iedereen die Johanna kende is welkom. Neem gerust een foto of een verhaal mee.",
          livestream: {
            url: "https://kijk.example.nl/herdenking-johanna",
            accessCode: "4711",
            showToVisitors: false,
          },
          wishes: {
            noFlowers: true,
            charityName: "KWF Kankerbestrijding",
            charityUrl: "https://www.kwf.nl/doneren",
            charityText:
              "Johanna steunde het KWF haar hele leven. Een gift in haar naam doet de familie goed.",
          },
        },
        {
          type: "resting_place",
          isPublic: true,
          place: "Begraafplaats Bergklooster",
          address: "Bergklooster 2, 8026 PR Zwolle",
          plot: "Vak D, nr. 41",
          directions:
            "Vanaf de hoofdingang het middenpad volgen tot de grote beuk, dan de derde rij links.",
          mapPoint: { latitude: 52.5302, longitude: 6.1332 },
        },
      ],
      extra: {},
    },
    undefined,
  );
  for (const condolence of DEMO_CONDOLENCES) {
    addVisitorMessage(deps.condolences, profile.id, { ...condolence, status: "approved" });
  }
  for (const name of DEMO_CANDLES) deps.condolences.lightCandle(profile.id, name);
  // One approved memory with a photo of its own (not the carousel's file).
  const memoryPhoto = await uploads.addAsset(
    profile.id,
    "image/jpeg",
    await readSamplePhoto(SAMPLE_PHOTOS[SAMPLE_PHOTOS.length - 1] ?? PORTRAIT),
  );
  addVisitorMessage(deps.condolences, profile.id, {
    kind: "memory",
    photos: [seededMemoryPhoto(memoryPhoto, "Aan zee bij Scheveningen, de zomer van 1979")],
    name: "Kees de Vries",
    relation: "Broer",
    message:
      "Elke zomer nam Johanna ons mee naar zee. Ze liep altijd als eerste het water in, hoe koud het ook was, en riep dan dat het heerlijk was.\n\nDie foto is van 1979. Ik kijk er nog vaak naar.",
    status: "approved",
  });
  profiles.activatePlan(profile.id, "silver", 10);
  profiles.setPublic(profile.id, true);
  ctx.db
    .prepare("INSERT INTO api_settings (key, value) VALUES (?, ?)")
    .run(SEEDED_KEY, new Date().toISOString());
  ctx.log.info("seeded demo account and page", { email: DEMO_EMAIL, profileId: profile.id });
  return { email: DEMO_EMAIL, profileId: profile.id };
}
