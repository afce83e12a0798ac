import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestBackend, type TestBackend } from "../testing/backend.ts";
import {
  largeCandles,
  largeCondolences,
  LARGE_PAGE,
  largePageContent,
} from "./large-page-content.ts";
import { LARGE_EMAIL, largePagePhoto, seedLargePage } from "./large-page.ts";
import type { SeedDeps } from "./seed.ts";

describe("the large page's content", () => {
  const photos = Array.from({ length: LARGE_PAGE.photos }, (_, i) => `http://x/media/p/${i}.jpg`);
  const content = largePageContent("http://x/media/p/portrait.jpg", photos);

  it("has 40 sections with every photo once, in order, in ten albums of twenty", () => {
    expect(content.sections).toHaveLength(40);
    const albums = content.sections.flatMap((s) => (s.type === "photo_carousel" ? [s] : []));
    expect(albums).toHaveLength(10);
    expect(albums.every((album) => album.photos.length === 20)).toBe(true);
    expect(albums.flatMap((album) => album.photos)).toEqual(photos);
    expect(content.sections[0]?.type).toBe("text");
    expect(content.sections.filter((s) => s.type === "gathering")).toHaveLength(1);
    expect(content.sections.at(-1)?.type).toBe("resting_place");
    expect(content.sections.some((s) => !s.isPublic)).toBe(true);
  });

  it("is the same on every call", () => {
    expect(largePageContent("http://x/media/p/portrait.jpg", photos)).toEqual(content);
    expect(largeCondolences()).toEqual(largeCondolences());
    expect(largeCandles()).toEqual(largeCandles());
  });

  it("refuses a photo list of another length", () => {
    expect(() => largePageContent("p", photos.slice(1))).toThrow(/200 photos/);
  });

  it("writes 2,000 messages (1,950 approved) and 5,000 candles", () => {
    const messages = largeCondolences();
    expect(messages).toHaveLength(2000);
    expect(messages.filter((m) => m.status === "approved")).toHaveLength(1950);
    const candles = largeCandles();
    expect(candles).toHaveLength(5000);
    expect(candles.filter((name) => name !== null)).toHaveLength(1667);
  });

  it("makes every photo a JPEG file of its own", async () => {
    const first = await largePagePhoto(0);
    const again = await largePagePhoto(0);
    const other = await largePagePhoto(3);
    expect(first.readUInt16BE(0)).toBe(0xffd8);
    expect(first.readUInt16BE(2), "a comment segment follows the start").toBe(0xfffe);
    expect(first.equals(again)).toBe(true);
    expect(first.equals(other)).toBe(false);
    const length = first.readUInt16BE(4);
    expect(first.subarray(6, 4 + length).toString()).toMatch(/foto 1$/);
  });
});

describe("seedLargePage", () => {
  let backend: TestBackend;
  let deps: SeedDeps;
  beforeAll(async () => {
    backend = await startTestBackend({ name: "seed-large" });
    deps = {
      ctx: backend.ctx,
      createConfirmedUser: (email, password) =>
        backend.identity.createConfirmedUser(email, password),
      profiles: backend.api.profiles,
      uploads: backend.api.uploads,
      condolences: backend.api.condolences,
    };
  });
  afterAll(async () => {
    await backend.stop();
  });

  it("seeds a public page with its photos and register through the stores, once", async () => {
    const result = await seedLargePage(deps);
    expect(result?.email).toBe(LARGE_EMAIL);
    const profileId = result?.profileId ?? "";
    const profile = backend.api.profiles.get(profileId);
    expect(profile?.isPublic).toBe(true);
    expect(profile?.sections).toHaveLength(40);
    const files = fs.readdirSync(path.join(backend.dataDir, "media", profileId));
    const memoryPhotos = LARGE_PAGE.memories / LARGE_PAGE.memoryPhotoEvery;
    expect(files).toHaveLength(LARGE_PAGE.photos + 1 + memoryPhotos);
    const register = backend.api.condolences.register(profileId);
    expect(register).toMatchObject({ approved: 1950 + 200, pending: 50, candles: 5000 });
    const memories = backend.api.condolences.listAll(
      profileId,
      "approved",
      undefined,
      500,
      "memory",
    );
    expect(memories.items).toHaveLength(200);
    expect(memories.items.filter((memory) => memory.photos.length === 1)).toHaveLength(
      memoryPhotos,
    );

    const response = await fetch(`${backend.apiUrl}/public/api/v1/profiles/${profileId}`);
    expect(response.status).toBe(200);

    expect(await seedLargePage(deps)).toBeUndefined();
    expect(backend.api.condolences.register(profileId).candles).toBe(5000);
  });
});
