// Hardening: what the API holds against racing, stale, oversized and malformed input,
// and where the contract is as precise as the service. Concurrency is real parallel requests.
import { request as httpRequest } from "node:http";
import { describe, expect, it } from "vitest";
import {
  bodyOf,
  createPage,
  expectStatus,
  expireTrial,
  groupId,
  pollJob,
  putUpload,
  readPage,
  requestUpload,
  skipBecause,
  uploadFile,
  useSuite,
  type AccessRowBody,
  type ErrorBody,
  type JobBody,
} from "./harness";
import { LOCAL_QUOTA_BYTES } from "./local-backend";
import { imageFacts, makeMp3, makePng } from "./sample-files";

const owner = () => useSuite().accounts.owner;
const manager = () => useSuite().accounts.manager;

/** An MP3 (valid signature) padded to exactly `size` bytes. */
function mp3Of(size: number): Buffer {
  const head = makeMp3();
  return Buffer.concat([head, Buffer.alloc(size - head.length)]);
}

/** Sends a request with any method (fetch refuses TRACE) and reads the answer. */
function rawRequest(
  method: string,
  url: string,
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers: { Accept: "application/json" } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

async function grant(profileId: string, email: string, level: "manage" | "view") {
  const response = await useSuite().api.request(
    "PUT",
    `/api/v1/profiles/${profileId}/group-membership`,
    { token: owner().idToken, json: { username: email, groupIDs: [groupId(profileId, level)] } },
    "owner",
  );
  expectStatus(response, 200);
}

describe("storage quota under parallel uploads (docs/security.md item 22)", () => {
  it("never stores more than the quota, and releases what failed uploads reserved", async (test) => {
    const { ctx, api } = useSuite();
    if (ctx.mode === "external") {
      skipBecause(test, "a production quota (GBs) cannot be filled in a test run");
    }
    const id = await createPage(owner().idToken);
    const fileSize = Math.floor(LOCAL_QUOTA_BYTES / 7.3); // 7 fit, 12 are sent
    const file = mp3Of(fileSize);
    const targets = await Promise.all(
      Array.from({ length: 12 }, async (_, index) => {
        const [target] = await requestUpload(owner().idToken, id, "audio", [
          { name: `stem-${index}.mp3`, bytes: file },
        ]);
        if (target === undefined) throw new Error("no upload target");
        return target;
      }),
    );
    // All twelve PUTs at once.
    const puts = await Promise.all(targets.map((target) => putUpload(target, file)));
    for (const put of puts) {
      expect([204, 413]).toContain(put.status);
      if (put.status === 413) expect(bodyOf<ErrorBody>(put).code).toBe("storage_quota_exceeded");
    }
    const accepted = targets.filter((_, index) => puts[index]?.status === 204);
    const jobs = await Promise.all(
      accepted.map((target) => pollJob(owner().idToken, target.jobID)),
    );
    const stored: JobBody[] = jobs.filter((job) => job.status === "succeeded");
    for (const job of jobs.filter((candidate) => candidate.status === "failed")) {
      expect(job.error ?? "").toMatch(/quota/i);
    }
    let storedBytes = 0;
    for (const job of stored) {
      const head = await fetch(job.assetURL ?? "", { method: "HEAD" });
      storedBytes += Number(head.headers.get("content-length"));
    }
    expect(stored.length, "at least one upload fits").toBeGreaterThan(0);
    expect(storedBytes, `${stored.length} files stored`).toBeLessThanOrEqual(LOCAL_QUOTA_BYTES);
    expect(stored.length).toBe(Math.floor(LOCAL_QUOTA_BYTES / fileSize));

    // The refused uploads hold nothing: what is left of the quota can be used.
    const room = LOCAL_QUOTA_BYTES - storedBytes;
    const last = await uploadFile(owner().idToken, id, "audio", {
      name: "rest.mp3",
      bytes: mp3Of(room - 1000),
    });
    expect(last.status, last.error).toBe("succeeded");
    const over = await api.request(
      "POST",
      `/api/v1/profiles/${id}/upload`,
      { token: owner().idToken, json: { type: "audio", fileNames: ["a.mp3"], fileSizes: [2000] } },
      "owner",
    );
    expectStatus(over, 413, "storage_quota_exceeded");
  });
});

describe("upload URLs follow the requester's access (docs/security.md item 22)", () => {
  it("stop working when the requester's access is removed or lowered to view", async () => {
    const id = await createPage(owner().idToken);
    await grant(id, manager().email, "manage");
    const photo = makePng({ width: 4, height: 4 });
    const [first, second] = await requestUpload(manager().idToken, id, "carousel", [
      { name: "a.png", bytes: photo },
      { name: "b.png", bytes: photo },
    ]);
    if (first === undefined || second === undefined) throw new Error("no upload targets");
    await grant(id, manager().email, "view");
    expectStatus(await putUpload(first, photo), 403, "upload_expired");
    const removed = await useSuite().api.request(
      "DELETE",
      `/api/v1/profiles/${id}/group-membership?username=${encodeURIComponent(manager().email)}`,
      { token: owner().idToken },
      "owner",
    );
    expectStatus(removed, 204);
    expectStatus(await putUpload(second, photo), 403, "upload_expired");
  });

  it("stop working when the page is blocked", async (test) => {
    const id = await createPage(owner().idToken);
    const photo = makePng({ width: 4, height: 4 });
    const [target] = await requestUpload(owner().idToken, id, "carousel", [
      { name: "a.png", bytes: photo },
    ]);
    if (target === undefined) throw new Error("no upload target");
    if (!(await expireTrial(id))) {
      skipBecause(test, "this backend has no way to end a trial at once");
    }
    expectStatus(await putUpload(target, photo), 403, "upload_expired");
  });

  it("a manager cannot remove or demote the page's owner (its creator)", async () => {
    const { api } = useSuite();
    const id = await createPage(owner().idToken);
    await grant(id, manager().email, "manage");
    const remove = await api.request(
      "DELETE",
      `/api/v1/profiles/${id}/group-membership?username=${encodeURIComponent(owner().email)}`,
      { token: manager().idToken },
      "manager",
    );
    expectStatus(remove, 403, "owner_required");
    const demote = await api.request(
      "PUT",
      `/api/v1/profiles/${id}/group-membership`,
      {
        token: manager().idToken,
        json: { username: owner().email.toUpperCase(), groupIDs: [groupId(id, "view")] },
      },
      "manager",
    );
    expectStatus(demote, 403, "owner_required");
    const rows = await api.request(
      "GET",
      `/api/v1/profiles/${id}/group-membership`,
      { token: owner().idToken },
      "owner",
    );
    expectStatus(rows, 200);
    expect(
      bodyOf<{ groupMemberships: AccessRowBody[] }>(rows).groupMemberships.find(
        (row) => row.username === owner().email.toLowerCase(),
      )?.groupIDs,
    ).toEqual([groupId(id, "manage")]);
  });
});

describe("deeply nested input (docs/security.md item 24)", () => {
  it("answers 400 for 5,000 levels of nested JSON in a page", async () => {
    const id = await createPage(owner().idToken);
    const depth = 5000;
    const nested = `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
    const response = await useSuite().api.request(
      "PUT",
      `/api/v1/profiles/${id}`,
      {
        token: owner().idToken,
        rawBody: `{"name":"Diep","sections":[],"theme":${nested}}`,
      },
      "owner",
    );
    expectStatus(response, 400, "invalid_request");
    const arrays = await useSuite().api.request(
      "PUT",
      `/api/v1/profiles/${id}`,
      {
        token: owner().idToken,
        rawBody: `{"name":"Diep","sections":${"[".repeat(depth)}${"]".repeat(depth)}}`,
      },
      "owner",
    );
    expectStatus(arrays, 400, "invalid_request");
  });

  it("answers 400 for thousands of nested tags in a text section", async () => {
    const id = await createPage(owner().idToken);
    for (const [open, close, depth] of [
      ["<b>", "</b>", 5000],
      ["<span>", "</span>", 3500],
    ] as const) {
      const text = `${open.repeat(depth)}diep${close.repeat(depth)}`;
      const response = await useSuite().api.request(
        "PUT",
        `/api/v1/profiles/${id}`,
        {
          token: owner().idToken,
          json: { name: "Diep", sections: [{ type: "text", isPublic: false, text }] },
        },
        "owner",
      );
      expectStatus(response, 400, "invalid_request");
    }
    expect((await readPage(owner().idToken, id)).sections).toEqual([]);
  });
});

describe("JSON writes take JSON only", () => {
  it("answers 415 for a save sent as text/plain or as a form, and stores nothing", async () => {
    const { api } = useSuite();
    const id = await createPage(owner().idToken);
    const content = { name: "Niet opgeslagen", sections: [] };
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data"]) {
      const response = await api.request(
        "PUT",
        `/api/v1/profiles/${id}`,
        { token: owner().idToken, json: content, headers: { "Content-Type": type } },
        "owner",
      );
      expectStatus(response, 415, "unsupported_media_type");
    }
    const upload = await api.request(
      "POST",
      `/api/v1/profiles/${id}/upload`,
      {
        token: owner().idToken,
        json: { type: "carousel", fileNames: ["a.jpg"] },
        headers: { "Content-Type": "text/plain;charset=UTF-8" },
      },
      "owner",
    );
    expectStatus(upload, 415, "unsupported_media_type");
    expect((await readPage(owner().idToken, id)).name).toBe("");
    const json = await api.request(
      "PUT",
      `/api/v1/profiles/${id}`,
      {
        token: owner().idToken,
        json: content,
        headers: { "Content-Type": "application/json; charset=utf-8" },
      },
      "owner",
    );
    expectStatus(json, 200);
  });
});

describe("methods a path does not list", () => {
  it("answer 405 with an Allow header naming the listed methods", async () => {
    const { api } = useSuite();
    const id = await createPage(owner().idToken);
    const cases = [
      { method: "TRACE", path: "/api/v1/profiles", listed: ["GET", "POST"] },
      { method: "PATCH", path: `/api/v1/profiles/${id}`, listed: ["GET", "PUT"] },
      { method: "DELETE", path: `/public/api/v1/profiles/${id}`, listed: ["GET"] },
      { method: "POST", path: `/api/v1/profiles/${id}/qrcode`, listed: ["GET"] },
    ];
    const errorSchema = "/components/schemas/Error";
    for (const { method, path, listed } of cases) {
      const response = await rawRequest(method, api.url(path));
      expect(response.status, `${method} ${path}: ${response.body}`).toBe(405);
      const allow = String(response.headers.allow ?? "")
        .split(",")
        .map((name) => name.trim().toUpperCase());
      expect(allow).toEqual(expect.arrayContaining(listed));
      expect(allow).not.toContain(method);
      const body = JSON.parse(response.body) as ErrorBody;
      expect(api.contract.validateSchema(errorSchema, body)).toEqual([]);
      expect(body.code).toBe("method_not_allowed");
    }
  });
});

describe("the contract is as precise as the service", () => {
  it("the Email schema refuses what the service refuses (a domain without a dot)", async () => {
    const { api, contract } = useSuite();
    const email = "/components/schemas/Email";
    // `format` is only an annotation in JSON Schema 2020-12 (generators and many validators
    // ignore it), so the schema's `pattern` must say it on its own.
    const schemas = (contract.document.components as { schemas: Record<string, unknown> })
      .schemas as Record<string, { pattern?: string }>;
    const pattern = new RegExp(schemas.Email?.pattern ?? "");
    for (const bad of ["0@00", "jan@example", "a..b@example.nl", "jan@-example.nl"]) {
      expect(pattern.test(bad), bad).toBe(false);
      expect(contract.validateSchema(email, bad), bad).not.toEqual([]);
    }
    for (const good of ["jan@example.nl", "o'brien+familie@sub.example-x.ie"]) {
      expect(pattern.test(good), good).toBe(true);
      expect(contract.validateSchema(email, good), good).toEqual([]);
    }
    const id = await createPage(owner().idToken);
    const response = await api.request(
      "PUT",
      `/api/v1/profiles/${id}/group-membership`,
      { token: owner().idToken, json: { username: "0@00", groupIDs: [groupId(id, "view")] } },
      "owner",
    );
    expectStatus(response, 400, "invalid_request");
  });

  it("fileSizes must have one size per file name (documented, and 400 otherwise)", async () => {
    const { api, contract } = useSuite();
    const schemas = (contract.document.components as { schemas: Record<string, unknown> })
      .schemas as Record<string, { properties: { fileSizes: { description?: string } } }>;
    for (const name of [
      "ProfilePictureUploadRequest",
      "CarouselUploadRequest",
      "VideoUploadRequest",
      "AudioUploadRequest",
    ]) {
      expect(schemas[name]?.properties.fileSizes.description ?? "", name).toMatch(
        /as many entries|same length/i,
      );
    }
    const id = await createPage(owner().idToken);
    for (const fileSizes of [[100], [100, 200, 300]]) {
      const response = await api.request(
        "POST",
        `/api/v1/profiles/${id}/upload`,
        {
          token: owner().idToken,
          json: { type: "carousel", fileNames: ["a.jpg", "b.jpg"], fileSizes },
        },
        "owner",
      );
      expectStatus(response, 400, "invalid_request");
    }
  });
});

describe("photo width hints", () => {
  it("serve a photo at most the hinted width or the original, never an error", async () => {
    const { ctx } = useSuite();
    const id = await createPage(owner().idToken);
    const photo = makePng({ width: 1000, height: 500, noise: true });
    const job = await uploadFile(owner().idToken, id, "carousel", {
      name: "breed.png",
      bytes: photo,
    });
    expect(job.status, job.error).toBe("succeeded");
    const url = job.assetURL ?? "";
    const original = await imageFacts(Buffer.from(await (await fetch(url)).arrayBuffer()));
    const hinted = `${url}${url.includes("?") ? "&" : "?"}w=300`;

    const webp = await fetch(hinted, { headers: { Accept: "image/avif,image/webp,*/*" } });
    expect(webp.status).toBe(200);
    const webpFacts = await imageFacts(Buffer.from(await webp.arrayBuffer()));
    const plain = await fetch(hinted, { headers: { Accept: "image/png,image/*;q=0.8" } });
    expect(plain.status).toBe(200);
    const plainFacts = await imageFacts(Buffer.from(await plain.arrayBuffer()));
    for (const [response, facts] of [
      [webp, webpFacts],
      [plain, plainFacts],
    ] as const) {
      // A host that ignores the hint serves the original.
      if (facts.width === original.width) continue;
      expect(facts.width).toBeGreaterThanOrEqual(300);
      expect(facts.width).toBeLessThan(original.width);
      expect(response.headers.get("vary") ?? "").toMatch(/accept/i);
    }
    expect(plain.headers.get("content-type")).not.toBe("image/webp");

    if (ctx.mode === "local") {
      // The local backend implements the hint: next width of its set, WebP when accepted.
      expect(webp.headers.get("content-type")).toBe("image/webp");
      expect([webpFacts.format, webpFacts.width]).toEqual(["webp", 320]);
      expect([plainFacts.format, plainFacts.width]).toEqual(["png", 320]);
      const huge = await fetch(`${url}?w=99999`, { headers: { Accept: "image/webp" } });
      expect((await imageFacts(Buffer.from(await huge.arrayBuffer()))).width).toBe(original.width);
    }
  });
});
