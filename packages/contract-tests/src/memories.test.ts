// Memories: a visitor shares a memory with photos through a draft (upload URLs without a
// session, a job read with the draft's secret), the memory waits in the managers' queue with
// `kind: memory`, shows after approval in the memories list only, and the limits hold (5
// photos, the page's switch). Pages belong to the manager account (the owner is near its
// page limit).
import type { components } from "@memorial/api-types";
import { beforeAll, describe, expect, it } from "vitest";
import {
  activatePlan,
  bodyOf,
  createPage,
  expectStatus,
  paymentSkipReason,
  putUpload,
  savePage,
  skipBecause,
  sleep,
  standardContent,
  useSuite,
} from "./harness";
import { makePng } from "./sample-files";

type Schemas = components["schemas"];

let pageId: string | undefined;
let skipReason: string | undefined;

const managerToken = () => useSuite().accounts.manager.idToken;
const base = (id: string) => `/api/v1/profiles/${id}`;
const publicBase = (id: string) => `/public/api/v1/profiles/${id}`;

function call(method: string, url: string, json?: unknown, token?: string, headers = {}) {
  return useSuite().api.request(
    method,
    url,
    { token, json, headers },
    token === undefined ? "anonymous" : "manager",
  );
}

async function pollDraftJob(jobID: string, draftToken: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const response = await call(
      "GET",
      `/public/api/v1/memory-uploads/${jobID}`,
      undefined,
      undefined,
      {
        "X-Draft-Token": draftToken,
      },
    );
    expectStatus(response, 200);
    const job = bodyOf<Schemas["UploadJob"]>(response);
    if (job.status !== "pending") return job;
    await sleep(200);
  }
  throw new Error("the memory photo was not processed in time");
}

beforeAll(async () => {
  const token = managerToken();
  const id = await createPage(token);
  expectStatus(await savePage(token, id, standardContent("Herinneringen")), 200);
  try {
    await activatePlan(token, id, "silver");
  } catch (error) {
    skipReason = paymentSkipReason(error);
    if (skipReason === undefined) throw error;
    return;
  }
  expectStatus(await call("POST", `${base(id)}/public`, { isPublic: true }, token), 200);
  pageId = id;
});

function page(test: Parameters<typeof skipBecause>[0]): string {
  if (pageId === undefined) skipBecause(test, skipReason ?? "no public page");
  return pageId;
}

describe("memories", () => {
  it("an anonymous visitor shares a memory with two photos; it shows once approved", async (test) => {
    const id = page(test);
    const bytes = makePng({ width: 60, height: 40 });
    const uploads = await call("POST", `${publicBase(id)}/memory-uploads`, {
      fileNames: ["zee.png", "fiets.png"],
      fileSizes: [bytes.length, bytes.length],
    });
    expectStatus(uploads, 201);
    const draft = bodyOf<Schemas["MemoryUploadResponse"]>(uploads);
    expect(draft.files).toHaveLength(2);
    for (const file of draft.files) expectStatus(await putUpload(file, bytes), 204);
    for (const file of draft.files) {
      expect((await pollDraftJob(file.jobID, draft.draftToken)).status).toBe("succeeded");
    }

    const created = await call("POST", `${publicBase(id)}/memories`, {
      name: "Kees",
      message: "Elke zomer fietsten we samen naar zee.",
      relation: "Vriend",
      draftToken: draft.draftToken,
      photos: draft.files.map((file, index) => ({
        jobID: file.jobID,
        caption: index === 0 ? "Zandvoort, 1975" : null,
      })),
    });
    expectStatus(created, 201);
    const memory = bodyOf<Schemas["CondolenceCreated"]>(created).condolence;
    expect(memory).toMatchObject({ kind: "memory", status: "pending", own: true });
    expect(memory.photos?.map((photo) => photo.caption)).toEqual(["Zandvoort, 1975", null]);

    const queue = await call(
      "GET",
      `${base(id)}/condolences?kind=all&status=pending`,
      undefined,
      managerToken(),
    );
    expectStatus(queue, 200);
    expect(bodyOf<Schemas["CondolenceList"]>(queue).items.map((item) => item.id)).toContain(
      memory.id,
    );
    expectStatus(
      await call(
        "PUT",
        `${base(id)}/condolences/${memory.id}/status`,
        { status: "approved" },
        managerToken(),
      ),
      200,
    );

    const shown = await call("GET", `${publicBase(id)}/condolences?kind=memory`);
    expectStatus(shown, 200);
    const items = bodyOf<Schemas["CondolenceList"]>(shown).items;
    expect(items.map((item) => item.id)).toEqual([memory.id]);
    const photo = await fetch(items[0]?.photos?.[0]?.url ?? "");
    expect(photo.status).toBe(200);
    const condolences = await call("GET", `${publicBase(id)}/condolences`);
    expect(bodyOf<Schemas["CondolenceList"]>(condolences).items.map((i) => i.id)).not.toContain(
      memory.id,
    );
  });

  it("a signed-in reader asks upload URLs too; a draft takes at most 5 photos", async (test) => {
    const id = page(test);
    expectStatus(
      await call("POST", `${base(id)}/memory-uploads`, { fileNames: ["a.png"], fileSizes: [10] }),
      401,
    );
    const first = await call(
      "POST",
      `${base(id)}/memory-uploads`,
      { fileNames: ["a.png", "b.png", "c.png"], fileSizes: [10, 10, 10] },
      managerToken(),
    );
    expectStatus(first, 201);
    const { draftToken } = bodyOf<Schemas["MemoryUploadResponse"]>(first);
    const more = await call("POST", `${publicBase(id)}/memory-uploads`, {
      fileNames: ["d.png", "e.png", "f.png"],
      fileSizes: [10, 10, 10],
      draftToken,
    });
    expectStatus(more, 400, "too_many_photos");
    const sixFiles = await call("POST", `${publicBase(id)}/memory-uploads`, {
      fileNames: ["1.png", "2.png", "3.png", "4.png", "5.png", "6.png"],
      fileSizes: [10, 10, 10, 10, 10, 10],
    });
    expectStatus(sixFiles, 400);
    const gif = await call("POST", `${publicBase(id)}/memory-uploads`, {
      fileNames: ["a.gif"],
      fileSizes: [10],
    });
    expectStatus(gif, 400);
  });

  it("a signed-in reader shares a memory without photos; the switch closes memories", async (test) => {
    const id = page(test);
    const body = { name: "Marja", message: "Wat hebben we gelachen." };
    expectStatus(await call("POST", `${base(id)}/memories`, body), 401);
    expectStatus(await call("POST", `${base(id)}/memories`, body, managerToken()), 201);
    const empty = await call("POST", `${publicBase(id)}/memories`, { ...body, message: "   " });
    expectStatus(empty, 400);
    const tooLong = await call("POST", `${publicBase(id)}/memories`, {
      ...body,
      message: "x".repeat(5001),
    });
    expectStatus(tooLong, 400);

    const off = await call(
      "PUT",
      `${base(id)}/condolence-settings`,
      { mode: "approval", memories: false },
      managerToken(),
    );
    expectStatus(off, 200);
    expect(bodyOf<Schemas["CondolenceSettings"]>(off).memories).toBe(false);
    expectStatus(await call("POST", `${publicBase(id)}/memories`, body), 409, "memories_closed");
    const list = await call("GET", `${publicBase(id)}/condolences?kind=memory`);
    expect(bodyOf<Schemas["CondolenceList"]>(list).items).toEqual([]);
    expectStatus(
      await call(
        "PUT",
        `${base(id)}/condolence-settings`,
        { mode: "approval", memories: true },
        managerToken(),
      ),
      200,
    );
  });
});
