import type { Profile as WireProfile } from "@memorial/api-types";
import { describe, expect, it } from "vitest";
import { fakeApi, json } from "../test/fake-api";
import { isNotFound, isPageDeleted, isVersionConflict } from "./errors";
import {
  createProfile,
  deleteProfile,
  fromWireProfile,
  listProfiles,
  readProfile,
  readPublicProfile,
  saveProfile,
  setProfilePublic,
  setProfileSearchable,
  toProfileUpdate,
  toWireSection,
  type Profile,
  type SectionDraft,
} from "./profiles";

const WIRE: WireProfile = {
  id: "p1",
  address: "johanna-de-vries-1948",
  name: "Johanna de Vries",
  profilePicture: "http://media.test/p1/portrait.jpg",
  isPublic: true,
  isBlocked: false,
  plan: "silver",
  dateOfBirth: "1948-03-12",
  dateOfDeath: "2025-11-02",
  sections: [
    { type: "text", isPublic: true, text: "<p>Altijd vrolijk.</p>" },
    { type: "photo_carousel", isPublic: false, photos: ["http://media.test/p1/a.jpg"] },
  ],
  theme: "rozen",
  createdBy: { sub: "u1" },
};

describe("createProfile", () => {
  it("POSTs without a body and returns the new id", async () => {
    const api = fakeApi(() => json(201, { id: "new-page" }));
    await expect(createProfile(api.client)).resolves.toBe("new-page");
    expect(api.calls[0]).toMatchObject({
      method: "POST",
      path: "/api/v1/profiles",
      body: undefined,
    });
  });

  it("throws ApiError with the status on failure", async () => {
    const api = fakeApi(() => json(500, { code: "internal_error", message: "boom" }));
    await expect(createProfile(api.client)).rejects.toMatchObject({ status: 500 });
  });

  it("rejects a created answer without an id", async () => {
    const api = fakeApi(() => json(201, {}));
    await expect(createProfile(api.client)).rejects.toMatchObject({ code: "invalid_response" });
  });
});

describe("deleteProfile", () => {
  it("DELETEs the page without a body", async () => {
    const api = fakeApi(() => new Response(null, { status: 204 }));
    await expect(deleteProfile(api.client, "p1")).resolves.toBeUndefined();
    expect(api.calls[0]).toMatchObject({
      method: "DELETE",
      path: "/api/v1/profiles/p1",
      body: undefined,
    });
  });

  it("throws the owner_required refusal as an ApiError", async () => {
    const api = fakeApi(() =>
      json(403, { code: "owner_required", message: "only the owner of the page may delete it" }),
    );
    await expect(deleteProfile(api.client, "p1")).rejects.toMatchObject({
      status: 403,
      code: "owner_required",
    });
  });

  it("refuses an id that is not a page id before calling", async () => {
    const api = fakeApi(() => new Response(null, { status: 204 }));
    await expect(deleteProfile(api.client, "../x")).rejects.toThrow();
    expect(api.calls).toHaveLength(0);
  });
});

describe("a deleted page", () => {
  it("reads as page_deleted, not as not found", async () => {
    const api = fakeApi(() =>
      json(410, { code: "page_deleted", message: "this page has been deleted" }),
    );
    const error: unknown = await readPublicProfile(api.client, "p1").catch((e: unknown) => e);
    expect(isPageDeleted(error)).toBe(true);
    expect(isNotFound(error)).toBe(false);
  });
});

describe("listProfiles", () => {
  it("returns the profiles field", async () => {
    const profiles = [
      {
        id: "p1",
        address: "johanna-1948",
        name: "Johanna",
        profilePicture: "http://media.test/p1.jpg",
        dateOfBirth: "1948-03-12",
        dateOfDeath: "2025-11-02",
        isPublic: true,
        isBlocked: false,
        plan: "silver",
        planEndsAt: "2030-11-20T10:00:00.000Z",
      },
      {
        id: "p2",
        name: "",
        profilePicture: null,
        dateOfBirth: null,
        dateOfDeath: null,
        isPublic: false,
        isBlocked: true,
        plan: "trial",
      },
    ];
    const api = fakeApi(() => json(200, { profiles }));
    await expect(listProfiles(api.client)).resolves.toEqual([
      {
        ...profiles[0],
        dateOfBirth: new Date(1948, 2, 12),
        dateOfDeath: new Date(2025, 10, 2),
        planEndsAt: new Date(Date.UTC(2030, 10, 20, 10)),
      },
      // A page without a name has no address yet.
      { ...profiles[1], address: null, planEndsAt: null },
    ]);
    expect(api.calls[0]).toMatchObject({ method: "GET", path: "/api/v1/profiles" });
  });

  it("throws ApiError 401 without a valid session", async () => {
    const api = fakeApi(() => json(401, { code: "unauthorized", message: "no token" }), {
      tokens: null,
    });
    await expect(listProfiles(api.client)).rejects.toMatchObject({
      status: 401,
      code: "unauthorized",
    });
  });
});

describe("readPublicProfile", () => {
  it("reads the public path without a session and keeps the wire form and the ETag", async () => {
    const api = fakeApi(() => json(200, WIRE, { ETag: '"9"' }));
    const { profile, etag } = await readPublicProfile(api.client, "p1");
    expect(api.calls[0]).toMatchObject({ method: "GET", path: "/public/api/v1/profiles/p1" });
    expect(api.calls[0]?.headers.has("Authorization")).toBe(false);
    expect(etag).toBe('"9"');
    expect(profile).toEqual(WIRE);
  });

  it("reports 404 as not found and an incomplete page as an invalid answer", async () => {
    const missing = fakeApi(() => json(404, { code: "not_found", message: "profile not found" }));
    expect(isNotFound(await readPublicProfile(missing.client, "p1").catch((e: unknown) => e))).toBe(
      true,
    );
    const { isPublic: _dropped, ...incomplete } = WIRE;
    const partial = fakeApi(() => json(200, incomplete));
    await expect(readPublicProfile(partial.client, "p1")).rejects.toMatchObject({
      code: "invalid_response",
    });
  });
});

describe("readProfile", () => {
  it("reads through /api/v1 with a session, with ETag, parsed dates and extra fields", async () => {
    const api = fakeApi(() => json(200, WIRE, { ETag: '"7"' }));
    const { profile, etag } = await readProfile(api.client, "p1");
    expect(api.calls[0]).toMatchObject({ method: "GET", path: "/api/v1/profiles/p1" });
    expect(etag).toBe('"7"');
    expect(profile).toEqual({
      id: "p1",
      address: "johanna-de-vries-1948",
      name: "Johanna de Vries",
      profilePicture: "http://media.test/p1/portrait.jpg",
      isPublic: true,
      isBlocked: false,
      isSearchable: false,
      plan: "silver",
      planEndsAt: null,
      dateOfBirth: new Date(1948, 2, 12),
      dateOfDeath: new Date(2025, 10, 2),
      sections: WIRE.sections,
      extraFields: { theme: "rozen", createdBy: { sub: "u1" } },
    });
  });

  it("uses the public path variant without a session", async () => {
    const api = fakeApi(() => json(200, { ...WIRE, dateOfBirth: null }), { tokens: null });
    const { profile, etag } = await readProfile(api.client, "p1");
    expect(api.calls[0]?.path).toBe("/public/api/v1/profiles/p1");
    expect(api.calls[0]?.headers.has("Authorization")).toBe(false);
    expect(etag).toBeUndefined();
    expect(profile.dateOfBirth).toBeNull();
  });

  it("reports 404 as not found", async () => {
    const api = fakeApi(() => json(404, { code: "not_found", message: "profile not found" }));
    const error = await readProfile(api.client, "p1").catch((caught: unknown) => caught);
    expect(isNotFound(error)).toBe(true);
  });

  it("answers not found for an id that cannot exist, without calling the API", async () => {
    const api = fakeApi(() => json(200, WIRE));
    for (const id of ["", "a/b", "../x", "x".repeat(65), "p 1"]) {
      const error = await readProfile(api.client, id).catch((caught: unknown) => caught);
      expect(isNotFound(error)).toBe(true);
    }
    expect(api.calls).toHaveLength(0);
  });

  it("throws other failures with their status (the unknown-error view)", async () => {
    const api = fakeApi(() => json(500, { code: "internal_error", message: "boom" }));
    const error = await readProfile(api.client, "p1").catch((caught: unknown) => caught);
    expect(isNotFound(error)).toBe(false);
    expect(error).toMatchObject({ status: 500 });
  });

  it("rejects a body that is not a profile", async () => {
    const api = fakeApi(() => json(200, { id: "p1", name: "x", sections: [{}] }));
    await expect(readProfile(api.client, "p1")).rejects.toMatchObject({
      code: "invalid_response",
    });
  });
});

describe("saveProfile", () => {
  const draftSections: SectionDraft[] = [
    {
      type: "text",
      isPublic: true,
      text: "<p>Hallo</p>",
      sectionID: "s1",
      editMode: true,
      collapse: false,
      uncollapse: true,
    },
    {
      type: "photo_carousel",
      isPublic: false,
      photos: ["http://media.test/a.jpg"],
      sectionID: "s2",
    },
    { type: "video", isPublic: true, video: "http://media.test/v.mp4", editMode: false },
    { type: "audio", isPublic: false, sectionID: "s4", collapse: true },
  ];

  it("PUTs the page without client-only fields, dates as YYYY-MM-DD, with If-Match", async () => {
    const api = fakeApi(() => json(200, WIRE, { ETag: '"8"' }));
    const profile: Profile = {
      ...fromWireProfile(WIRE),
      dateOfDeath: null,
      sections: draftSections,
    };
    const saved = await saveProfile(api.client, "p1", profile, { etag: '"7"' });
    const [call] = api.calls;
    expect(call).toMatchObject({ method: "PUT", path: "/api/v1/profiles/p1" });
    expect(call?.headers.get("If-Match")).toBe('"7"');
    expect(call?.headers.get("Content-Type")).toBe("application/json");
    expect(call?.body).toEqual({
      theme: "rozen",
      createdBy: { sub: "u1" },
      name: "Johanna de Vries",
      profilePicture: "http://media.test/p1/portrait.jpg",
      dateOfBirth: "1948-03-12",
      dateOfDeath: null,
      sections: [
        { type: "text", isPublic: true, text: "<p>Hallo</p>" },
        { type: "photo_carousel", isPublic: false, photos: ["http://media.test/a.jpg"] },
        { type: "video", isPublic: true, video: "http://media.test/v.mp4" },
        { type: "audio", isPublic: false },
      ],
    });
    expect(saved.etag).toBe('"8"');
    expect(saved.profile.name).toBe("Johanna de Vries");
  });

  it("sends no If-Match when the version is unknown", async () => {
    const api = fakeApi(() => json(200, WIRE));
    await saveProfile(api.client, "p1", { name: "X", sections: [] });
    expect(api.calls[0]?.headers.has("If-Match")).toBe(false);
    expect(api.calls[0]?.body).toEqual({
      name: "X",
      profilePicture: null,
      dateOfBirth: null,
      dateOfDeath: null,
      sections: [],
    });
  });

  it("reports a stale version (412) as a version conflict", async () => {
    const api = fakeApi(() =>
      json(412, { code: "version_conflict", message: "the page was changed by someone else" }),
    );
    const error = await saveProfile(
      api.client,
      "p1",
      { name: "X", sections: [] },
      {
        etag: '"6"',
      },
    ).catch((caught: unknown) => caught);
    expect(isVersionConflict(error)).toBe(true);
    expect(error).toMatchObject({ status: 412, code: "version_conflict" });
  });

  it.each([
    [400, "invalid_request"],
    [403, "forbidden"],
    [409, "profile_blocked"],
    [413, "payload_too_large"],
  ])("throws ApiError %i %s", async (status, code) => {
    const api = fakeApi(() => json(status, { code, message: "no" }));
    await expect(saveProfile(api.client, "p1", { name: "X", sections: [] })).rejects.toMatchObject({
      status,
      code,
    });
  });

  it("refuses an invalid date before calling the API", async () => {
    const api = fakeApi(() => json(200, WIRE));
    await expect(
      saveProfile(api.client, "p1", { name: "X", sections: [], dateOfBirth: new Date("nope") }),
    ).rejects.toThrow("dateOfBirth is not a valid date");
    expect(api.calls).toHaveLength(0);
  });
});

describe("toProfileUpdate and toWireSection", () => {
  it("never lets extra fields override the named ones", () => {
    const update = toProfileUpdate({
      name: "Echt",
      sections: [],
      extraFields: { name: "Nep", sections: "x", plan: "silver", isPublic: true, motto: "Rust" },
    });
    expect(update).toEqual({
      motto: "Rust",
      name: "Echt",
      profilePicture: null,
      dateOfBirth: null,
      dateOfDeath: null,
      sections: [],
    });
  });

  it("fills missing content fields with empty values", () => {
    const text = { type: "text", isPublic: false } as unknown as SectionDraft;
    const carousel = { type: "photo_carousel", isPublic: true } as unknown as SectionDraft;
    const video = { type: "video", isPublic: true, video: "" } as SectionDraft;
    expect(toWireSection(text)).toEqual({ type: "text", isPublic: false, text: "" });
    expect(toWireSection(carousel)).toEqual({ type: "photo_carousel", isPublic: true, photos: [] });
    expect(toWireSection(video)).toEqual({ type: "video", isPublic: true });
    expect(toWireSection({ type: "audio", isPublic: true, src: "http://m.test/a.mp3" })).toEqual({
      type: "audio",
      isPublic: true,
      src: "http://m.test/a.mp3",
    });
  });

  it("sends a gathering without empty optional texts or an empty address", () => {
    const draft = {
      type: "gathering",
      isPublic: true,
      kind: "crematie",
      title: " ",
      date: "2026-11-27",
      startTime: "14:00",
      endTime: "",
      venue: " Crematorium ",
      address: { street: "", postcode: "", place: "Zwolle " },
      onlineUrl: "",
      notes: "Koffie na afloop.",
      sectionID: "s1",
    } as SectionDraft;
    expect(toWireSection(draft)).toEqual({
      type: "gathering",
      isPublic: true,
      kind: "crematie",
      date: "2026-11-27",
      startTime: "14:00",
      venue: "Crematorium",
      address: { place: "Zwolle" },
      notes: "Koffie na afloop.",
    });
    const bare = { ...draft, address: { street: "" }, notes: "" } as SectionDraft;
    expect(toWireSection(bare)).not.toHaveProperty("address");
  });

  it("sends a resting place without empty optional texts, with its map point", () => {
    const draft = {
      type: "resting_place",
      isPublic: true,
      place: " Zorgvlied ",
      address: "Amsteldijk 273 ",
      plot: "",
      directions: " ",
      mapPoint: { latitude: 52.3447, longitude: 4.9041 },
      sectionID: "s2",
    } as SectionDraft;
    expect(toWireSection(draft)).toEqual({
      type: "resting_place",
      isPublic: true,
      place: "Zorgvlied",
      address: "Amsteldijk 273",
      mapPoint: { latitude: 52.3447, longitude: 4.9041 },
    });
  });

  it("sends captions parallel to the photos, without the empty ones at the end", () => {
    const photos = ["http://m.test/1.jpg", "http://m.test/2.jpg", "http://m.test/3.jpg"];
    const draft = (captions: string[]) =>
      ({ type: "photo_carousel", isPublic: true, photos, captions }) as SectionDraft;
    expect(toWireSection(draft([" Zomer 1975 ", "", "", "te veel"]))).toEqual({
      type: "photo_carousel",
      isPublic: true,
      photos,
      captions: ["Zomer 1975"],
    });
    expect(toWireSection(draft(["", "Bruiloft"]))).toMatchObject({ captions: ["", "Bruiloft"] });
    expect(toWireSection(draft(["", " "]))).not.toHaveProperty("captions");
  });

  it("sends a livestream only with its link, members only unless marked, and only given wishes", () => {
    const base = {
      type: "gathering",
      isPublic: true,
      kind: "crematie",
      date: "2026-11-27",
      startTime: "14:00",
      venue: "Crematorium",
    };
    const draft = {
      ...base,
      livestream: { url: " https://kijk.nl/1 ", accessCode: "", recordingUrl: "" },
      wishes: { noFlowers: true, charityName: " KWF ", charityUrl: "", charityText: "" },
    } as SectionDraft;
    expect(toWireSection(draft)).toEqual({
      ...base,
      livestream: { url: "https://kijk.nl/1", showToVisitors: false },
      wishes: { noFlowers: true, charityName: "KWF" },
    });
    const empty = {
      ...base,
      livestream: { url: " ", showToVisitors: true },
      wishes: { noFlowers: false, charityName: "" },
    } as SectionDraft;
    expect(toWireSection(empty)).toEqual(base);
  });

  it("rejects an unknown section type", () => {
    const odd = { type: "map", isPublic: true } as unknown as SectionDraft;
    expect(() => toWireSection(odd)).toThrow(new TypeError('Unknown section type: "map"'));
  });
});

describe("fromWireProfile", () => {
  it("gives null for an absent picture and absent dates", () => {
    const profile = fromWireProfile({
      id: "p2",
      name: "",
      isPublic: false,
      isBlocked: true,
      plan: "trial",
      sections: [],
    });
    expect(profile).toMatchObject({
      profilePicture: null,
      dateOfBirth: null,
      dateOfDeath: null,
      isBlocked: true,
      extraFields: {},
    });
  });
});

describe("setProfileSearchable", () => {
  it("POSTs isSearchable and returns the stored choice", async () => {
    const api = fakeApi(() => json(200, { isSearchable: true }));
    await expect(setProfileSearchable(api.client, "p1", true)).resolves.toBe(true);
    expect(api.calls[0]).toMatchObject({
      method: "POST",
      path: "/api/v1/profiles/p1/searchable",
      body: { isSearchable: true },
    });
  });

  it("rejects an answer without the choice", async () => {
    const api = fakeApi(() => json(200, { isPublic: true }));
    await expect(setProfileSearchable(api.client, "p1", true)).rejects.toMatchObject({
      code: "invalid_response",
    });
  });
});

describe("setProfilePublic", () => {
  it("POSTs isPublic and returns the stored flag", async () => {
    const api = fakeApi(() => json(200, { isPublic: false }));
    await expect(setProfilePublic(api.client, "p1", false)).resolves.toBe(false);
    expect(api.calls[0]).toMatchObject({
      method: "POST",
      path: "/api/v1/profiles/p1/public",
      body: { isPublic: false },
    });
  });

  it("throws ApiError 409 on a trial page", async () => {
    const api = fakeApi(() => json(409, { code: "plan_required", message: "trial" }));
    await expect(setProfilePublic(api.client, "p1", true)).rejects.toMatchObject({
      status: 409,
      code: "plan_required",
    });
  });

  it("rejects an answer without the flag", async () => {
    const api = fakeApi(() => json(200, {}));
    await expect(setProfilePublic(api.client, "p1", true)).rejects.toMatchObject({
      code: "invalid_response",
    });
  });
});
