import sharp from "sharp";
import type { components } from "@memorial/api-types";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startApiHarness, type ApiHarness, type TestUser } from "../../testing/api-harness.ts";

type Schemas = components["schemas"];

let h: ApiHarness;
let owner: TestUser;
let id: string;

beforeEach(async () => {
  h = await startApiHarness({
    MEMORIAL_RATE_LIMIT_CLIENT_PER_MINUTE: "1000",
    MEMORIAL_RATE_LIMIT_PAGE_PER_MINUTE: "1000",
  });
  owner = await h.user("eigenaar@example.nl");
  id = await h.createPage(owner);
  h.api.profiles.activatePlan(id, "silver", 10);
  h.api.profiles.setPublic(id, true);
});
afterEach(async () => {
  await h.close();
});

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: "#88aacc" } })
    .png()
    .toBuffer();

async function uploadPhotos(count: number, draftToken?: string) {
  const bytes = await png();
  const res = await h.call("POST", `/public/api/v1/profiles/${id}/memory-uploads`, {
    body: {
      fileNames: Array.from({ length: count }, (_, i) => `foto-${i}.png`),
      fileSizes: Array.from({ length: count }, () => bytes.length),
      ...(draftToken && { draftToken }),
    },
  });
  expect(res.status).toBe(201);
  const body = res.body as Schemas["MemoryUploadResponse"];
  for (const file of body.files) {
    const put = await h.fetch(file.uploadURL, {
      method: "PUT",
      headers: file.uploadHeaders,
      body: new Uint8Array(bytes),
    });
    expect(put.status).toBe(204);
  }
  await h.api.idle();
  return body;
}

const listMemories = async (query = "kind=memory") => {
  const res = await h.call("GET", `/public/api/v1/profiles/${id}/condolences?${query}`);
  expect(res.status).toBe(200);
  return res.body as Schemas["CondolenceList"];
};

describe("memories", () => {
  it("lets an anonymous visitor share a memory with photos that waits for approval", async () => {
    const draft = await uploadPhotos(2);
    const job = await h.call("GET", `/public/api/v1/memory-uploads/${draft.files[0]?.jobID}`, {
      headers: { "X-Draft-Token": draft.draftToken },
    });
    expect(job.body).toMatchObject({ status: "succeeded" });
    const other = await h.call("GET", `/public/api/v1/memory-uploads/${draft.files[0]?.jobID}`, {
      headers: { "X-Draft-Token": "aaaaaaaaaaaaaaaaaaaaaaaa" },
    });
    expect(other.status).toBe(404);

    const created = await h.call("POST", `/public/api/v1/profiles/${id}/memories`, {
      body: {
        name: "Kees",
        message: "Elke zomer fietsten we naar zee.",
        draftToken: draft.draftToken,
        photos: draft.files.map((file, i) => ({ jobID: file.jobID, caption: `Zomer ${i}` })),
      },
    });
    expect(created.status).toBe(201);
    const { condolence } = created.body as Schemas["CondolenceCreated"];
    expect(condolence).toMatchObject({ kind: "memory", status: "pending" });
    expect(condolence.photos?.map((p) => p.caption)).toEqual(["Zomer 0", "Zomer 1"]);

    // Not on the page yet, and never among the condolences.
    expect((await listMemories()).items).toEqual([]);
    const approve = await h.call(
      "PUT",
      `/api/v1/profiles/${id}/condolences/${condolence.id}/status`,
      { token: owner.token, body: { status: "approved" } },
    );
    expect(approve.status).toBe(200);
    const shown = await listMemories();
    expect(shown.items.map((m) => m.name)).toEqual(["Kees"]);
    expect(shown.items[0]?.photos).toHaveLength(2);
    expect((await listMemories("kind=condolence")).items).toEqual([]);

    // The draft is used up.
    const again = await h.call("POST", `/public/api/v1/profiles/${id}/memories`, {
      body: {
        name: "Kees",
        message: "Nog een keer.",
        draftToken: draft.draftToken,
        photos: [{ jobID: draft.files[0]?.jobID }],
      },
    });
    expect(again.status).toBe(400);
  });

  it("takes a visitor's photos when the movable clock is ahead of the real time", async () => {
    // The draft and its upload URL follow the same clock as the page (`/_local/clock`).
    const ahead = new Date(Date.now() + 400 * 24 * 60 * 60 * 1000);
    expect(
      (await h.call("POST", "/_local/clock", { body: { at: ahead.toISOString() } })).status,
    ).toBe(200);
    const draft = await uploadPhotos(1);
    const job = await h.call("GET", `/public/api/v1/memory-uploads/${draft.files[0]?.jobID}`, {
      headers: { "X-Draft-Token": draft.draftToken },
    });
    expect(job.body).toMatchObject({ status: "succeeded" });
  });

  it("takes at most 5 photos per draft", async () => {
    const draft = await uploadPhotos(4);
    const more = await h.call("POST", `/public/api/v1/profiles/${id}/memory-uploads`, {
      body: { fileNames: ["a.png", "b.png"], fileSizes: [10, 10], draftToken: draft.draftToken },
    });
    expect(more.status).toBe(400);
    expect(more.body).toMatchObject({ code: "too_many_photos" });
  });

  it("refuses memories when the family switched them off, and hides stored ones", async () => {
    const saved = await h.call("PUT", `/api/v1/profiles/${id}/condolence-settings`, {
      token: owner.token,
      body: { mode: "immediate", memories: false },
    });
    expect(saved.body).toEqual({ mode: "immediate", memories: false });
    const refused = await h.call("POST", `/public/api/v1/profiles/${id}/memories`, {
      body: { name: "Kees", message: "Tekst" },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "memories_closed" });
    // A save without `memories` keeps it.
    await h.call("PUT", `/api/v1/profiles/${id}/condolence-settings`, {
      token: owner.token,
      body: { mode: "immediate" },
    });
    const read = await h.call("GET", `/api/v1/profiles/${id}/condolence-settings`, {
      token: owner.token,
    });
    expect(read.body).toEqual({ mode: "immediate", memories: false });
  });

  it("keeps a photo that is not of the draft out", async () => {
    const draft = await uploadPhotos(1);
    const res = await h.call("POST", `/public/api/v1/profiles/${id}/memories`, {
      body: {
        name: "Kees",
        message: "Tekst",
        draftToken: draft.draftToken,
        photos: [{ jobID: "not-a-job-of-this-draft" }],
      },
    });
    expect(res.status).toBe(400);
  });
});
