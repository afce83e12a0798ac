// Exporting a page (contract tag `export`): the job flow (start, a second start joins the running
// job, poll, download the ZIP through its opaque URL; a URL without its token answers 400 naming
// the query), who may export, a blocked page, and a media file the page names but the backend
// does not have (the export still succeeds and LEESMIJ.txt names it).
import type { ExportJob } from "@memorial/api-types";
import { readZipByName } from "@memorial/local-backend/testing";
import { beforeAll, describe, expect, it } from "vitest";
import type { ApiResponse } from "./api";
import {
  bodyOf,
  createPage,
  expectStatus,
  expireTrial,
  putRow,
  savePage,
  skipBecause,
  sleep,
  standardContent,
  uploadFile,
  useSuite,
  type ErrorBody,
  PRIVATE_TEXT,
  PUBLIC_TEXT,
} from "./harness";
import { makePng } from "./sample-files";

const owner = () => useSuite().accounts.owner;

function start(id: string, token: string | undefined, role: string): Promise<ApiResponse> {
  return useSuite().api.request("POST", `/api/v1/profiles/${id}/export`, { token }, role);
}

async function finished(jobId: string, token: string, timeoutMs = 60_000): Promise<ExportJob> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await useSuite().api.request(
      "GET",
      `/api/v1/exports/${jobId}`,
      { token },
      "owner",
    );
    expectStatus(response, 200);
    const job = bodyOf<ExportJob>(response);
    expect(job.progress).toBeGreaterThanOrEqual(0);
    expect(job.progress).toBeLessThanOrEqual(100);
    if (job.status !== "pending") return job;
    if (Date.now() > deadline) throw new Error(`Export ${jobId} still pending`);
    await sleep(200);
  }
}

async function download(url: string): Promise<Map<string, Buffer>> {
  const response = await fetch(url);
  const checked = await useSuite().api.check("GET", url, response.clone(), "anonymous");
  expectStatus(checked, 200);
  expect(response.headers.get("content-type")).toBe("application/zip");
  expect(response.headers.get("content-disposition")).toMatch(/^attachment;/);
  return readZipByName(Buffer.from(await response.arrayBuffer()));
}

const textOf = (entries: Map<string, Buffer>, name: string): string => {
  const entry = entries.get(name);
  if (entry === undefined)
    throw new Error(`${name} is missing from ${[...entries.keys()].join(", ")}`);
  return entry.toString("utf8");
};

describe("exporting a page", () => {
  let id: string;
  const name = "Export Jänssen";

  beforeAll(async () => {
    const token = owner().idToken;
    id = await createPage(token);
    const photo = await uploadFile(token, id, "carousel", {
      name: "Zomer in Zwolle.png",
      bytes: makePng({ width: 16, height: 12 }),
    });
    expect(photo.status).toBe("succeeded");
    // The picture names a media file this backend never stored: it cannot be exported.
    const gone = `${useSuite().ctx.apiUrl}/media/${id}/00000000-0000-4000-8000-000000000000.jpg`;
    const content = standardContent(name);
    const saved = await savePage(token, id, {
      ...content,
      profilePicture: gone,
      sections: [
        ...(content.sections as unknown[]),
        { type: "photo_carousel", isPublic: true, photos: [photo.assetURL] },
      ],
    });
    expectStatus(saved, 200);
    expectStatus(await putRow(token, id, useSuite().accounts.viewer.email, "view"), 200);
    expectStatus(await putRow(token, id, useSuite().accounts.manager.email, "manage"), 200);
  });

  it("starts a job, joins the running one, and hands out the ZIP", async () => {
    const token = owner().idToken;
    const answers = await Promise.all([start(id, token, "owner"), start(id, token, "owner")]);
    const started = answers.filter((answer) => answer.status === 202);
    expect(started.length).toBeGreaterThanOrEqual(1);
    for (const answer of answers) {
      expect([200, 202]).toContain(answer.status);
      const job = bodyOf<ExportJob>(answer);
      expect(job.profileID).toBe(id);
      // A 200 is the job another request started and that was still running.
      if (answer.status === 200) {
        expect(started.map((s) => bodyOf<ExportJob>(s).jobID)).toContain(job.jobID);
      }
    }
    const first = bodyOf<ExportJob>(started[0] as ApiResponse);
    const job = await finished(first.jobID, token);
    expect(job.status).toBe("succeeded");
    expect(job.progress).toBe(100);
    expect(job.assetURL).toMatch(/^https?:\/\//);
    expect(Date.parse(job.expiresAt ?? "")).toBeGreaterThan(Date.now());

    // Another manager of the page may read the job too.
    const byManager = await useSuite().api.request(
      "GET",
      `/api/v1/exports/${job.jobID}`,
      { token: useSuite().accounts.manager.idToken },
      "manager",
    );
    expectStatus(byManager, 200);

    const entries = await download(job.assetURL ?? "");
    for (const file of [
      "index.html",
      "LEESMIJ.txt",
      "condoleances.csv",
      "kaarsjes.csv",
      "pagina.json",
    ]) {
      expect(entries.has(file), file).toBe(true);
    }
    const html = textOf(entries, "index.html");
    expect(html).toContain(name);
    expect(html).toContain("Openbare herinnering");
    expect(html).toContain("Alleen voor familie");
    const media = [...entries.keys()].filter((file) => file.startsWith("media/"));
    expect(media).toHaveLength(1);
    expect(html).toContain(
      `src="${(media[0] ?? "").split("/").map(encodeURIComponent).join("/")}"`,
    );
    expect(textOf(entries, "condoleances.csv").startsWith("\uFEFF")).toBe(true);

    const page = JSON.parse(textOf(entries, "pagina.json")) as {
      id: string;
      name: string;
      sections: { text?: string }[];
    };
    expect(page.id).toBe(id);
    expect(page.name).toBe(name);
    expect(page.sections.map((s) => s.text).filter(Boolean)).toEqual([PUBLIC_TEXT, PRIVATE_TEXT]);

    // The missing picture is named, and did not stop the export.
    expect(job.missingFiles).toBe(1);
    expect(textOf(entries, "LEESMIJ.txt")).toContain("Ontbrekende bestanden");
  });

  it("lets only managers export and read export jobs", async () => {
    const { accounts } = useSuite();
    const job = bodyOf<ExportJob>(await start(id, owner().idToken, "owner"));
    const viewer = await start(id, accounts.viewer.idToken, "viewer");
    expectStatus(viewer, 403, "forbidden");
    expectStatus(await start(id, accounts.other.idToken, "other"), 404, "not_found");
    expectStatus(await start(id, undefined, "anonymous"), 401, "unauthorized");
    for (const [role, token, status] of [
      ["viewer", accounts.viewer.idToken, 404],
      ["other", accounts.other.idToken, 404],
      ["anonymous", undefined, 401],
    ] as const) {
      const read = await useSuite().api.request(
        "GET",
        `/api/v1/exports/${job.jobID}`,
        { token },
        role,
      );
      expectStatus(read, status);
    }
    const done = await finished(job.jobID, owner().idToken);
    // The download URL is the credential: a changed signature is refused.
    const forged = new URL(done.assetURL ?? "");
    forged.searchParams.set("token", "f".repeat(43));
    const response = await fetch(forged);
    const checked = await useSuite().api.check("GET", forged.toString(), response, "anonymous");
    expectStatus(checked, 403, "download_expired");
  });

  it("answers a download URL without its token, or with a malformed one, 400 naming the query", async () => {
    const job = bodyOf<ExportJob>(await start(id, owner().idToken, "owner"));
    const done = await finished(job.jobID, owner().idToken);
    const withToken = async (token: string | undefined): Promise<ApiResponse> => {
      const url = new URL(done.assetURL ?? "");
      if (token === undefined) url.searchParams.delete("token");
      else url.searchParams.set("token", token);
      return useSuite().api.check("GET", url.toString(), await fetch(url), "anonymous");
    };
    const missing = await withToken(undefined);
    expectStatus(missing, 400, "invalid_request");
    expect(bodyOf<ErrorBody>(missing).message).toBe("query: must have required property 'token'");
    const short = await withToken("short");
    expectStatus(short, 400, "invalid_request");
    expect(bodyOf<ErrorBody>(short).message).toMatch(/^query\/token: /);
  });

  it("exports a blocked page with all its content", async (test) => {
    const token = owner().idToken;
    const blocked = await createPage(token);
    expectStatus(await savePage(token, blocked, standardContent("Geblokkeerd")), 200);
    if (!(await expireTrial(blocked))) {
      skipBecause(test, "this backend cannot expire a trial on demand");
    }
    const answer = await start(blocked, token, "owner");
    expectStatus(answer, 202);
    const job = await finished(bodyOf<ExportJob>(answer).jobID, token);
    expect(job.status).toBe("succeeded");
    const html = textOf(await download(job.assetURL ?? ""), "index.html");
    expect(html).toContain("Alleen voor familie");
  });
});
