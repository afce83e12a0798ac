import fs from "node:fs";
import type { ExportJob } from "@memorial/api-types";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startApiHarness, type ApiHarness, type TestUser } from "../testing/api-harness.ts";
import { readZip, type ZipEntry } from "../testing/zip.ts";
import { archiveName, safeFileName, uniqueNames } from "./file-names.ts";
import { toCsv } from "./csv.ts";

let h: ApiHarness;
let owner: TestUser;
let viewer: TestUser;
let outsider: TestUser;

const png = (color: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: color } })
    .png()
    .toBuffer();

async function uploadPhotos(id: string, names: string[]): Promise<string[]> {
  const bytes = await Promise.all(names.map((_, i) => png({ r: 40 * i, g: 90, b: 120 })));
  const res = await h.call("POST", `/api/v1/profiles/${id}/upload`, {
    token: owner.token,
    body: { type: "carousel", fileNames: names },
  });
  expect(res.status).toBe(200);
  const files = (res.body as { files: { uploadURL: string; jobID: string }[] }).files;
  const urls: string[] = [];
  for (const [i, file] of files.entries()) {
    const put = await h.fetch(file.uploadURL, {
      method: "PUT",
      headers: { "Content-Type": "image/png" },
      body: new Uint8Array(bytes[i] ?? Buffer.alloc(0)),
    });
    expect(put.status).toBe(204);
    await h.api.idle();
    const job = await h.call("GET", `/api/v1/jobs/${file.jobID}`, { token: owner.token });
    urls.push((job.body as { assetURL: string }).assetURL);
  }
  return urls;
}

async function pageWithContent(): Promise<{ id: string; photos: string[] }> {
  const id = await h.createPage(owner);
  const photos = await uploadPhotos(id, ["Zomer in Zwolle.png", "Oma's tuin: één dag.png"]);
  const saved = await h.call("PUT", `/api/v1/profiles/${id}`, {
    token: owner.token,
    body: {
      name: "Johanna de Vriës",
      dateOfBirth: "1941-03-03",
      dateOfDeath: "2026-11-12",
      profilePicture: photos[0],
      sections: [
        { type: "text", isPublic: true, text: "<h2>Jeugd</h2><p>Geboren in Zwolle.</p>" },
        { type: "text", isPublic: false, text: "<p>Alleen voor de familie.</p>" },
        {
          type: "photo_carousel",
          isPublic: true,
          photos,
          captions: ["Zomer in Zwolle, 1975 <samen>", ""],
        },
        {
          type: "resting_place",
          isPublic: true,
          place: "Begraafplaats Zorgvlied",
          address: "Amsteldijk 273, 1079 LM Amsterdam",
          plot: "Vak C, nr. 112",
          directions: "Rechts voorbij de treurbeuk.",
          mapPoint: { latitude: 52.3447, longitude: 4.9041 },
        },
      ],
    },
  });
  expect(saved.status).toBe(200);
  expect(
    (
      await h.call("PUT", `/api/v1/profiles/${id}/group-membership`, {
        token: owner.token,
        body: { username: viewer.email, groupIDs: [`${id}-0001`] },
      })
    ).status,
  ).toBe(200);
  const store = h.api.condolences;
  const message = (name: string, text: string, status: "approved" | "pending") =>
    store.add(
      id,
      {
        name,
        message: text,
        relation: "Buurvrouw",
        status,
        authorSub: null,
        authorEmail: null,
        writerEmail: null,
        thankYouAddress: null,
      },
      `token-${name}-${status}`.padEnd(24, "x"),
    );
  message("Marja Hoekstra", "Veel sterkte.\nWat een mooi mens.", "approved");
  message("=cmd", "Een formule", "approved");
  message("Piet", "Nog niet goedgekeurd", "pending");
  store.lightCandle(id, "Kees");
  store.lightCandle(id, null);
  return { id, photos };
}

async function exportOf(id: string): Promise<{ job: ExportJob; entries: Map<string, ZipEntry> }> {
  const started = await h.call("POST", `/api/v1/profiles/${id}/export`, { token: owner.token });
  expect(started.status).toBe(202);
  await h.api.idle();
  const polled = await h.call("GET", `/api/v1/exports/${(started.body as ExportJob).jobID}`, {
    token: owner.token,
  });
  expect(polled.status).toBe(200);
  const job = polled.body as ExportJob;
  expect(job.status).toBe("succeeded");
  const download = await h.fetch(job.assetURL ?? "");
  expect(download.status).toBe(200);
  expect(download.headers.get("content-type")).toBe("application/zip");
  const entries = await readZip(Buffer.from(await download.arrayBuffer()));
  return { job, entries: new Map(entries.map((entry) => [entry.name, entry])) };
}

const text = (entries: Map<string, ZipEntry>, name: string) => {
  const entry = entries.get(name);
  if (!entry) throw new Error(`${name} is not in the ZIP: ${[...entries.keys()].join(", ")}`);
  return entry.data.toString("utf8");
};

beforeAll(async () => {
  h = await startApiHarness();
  owner = await h.user("owner@example.nl");
  viewer = await h.user("viewer@example.nl");
  outsider = await h.user("outsider@example.nl");
});
afterAll(async () => {
  await h.close();
});

describe("export", () => {
  it("writes the whole page into a ZIP with UTF-8 names", async () => {
    const { id } = await pageWithContent();
    const { job, entries } = await exportOf(id);
    expect(job.progress).toBe(100);
    expect(job.missingFiles).toBe(0);
    expect([...entries.keys()].sort()).toEqual([
      "LEESMIJ.txt",
      "bijschriften.csv",
      "condoleances.csv",
      "index.html",
      "kaarsjes.csv",
      "media/Oma's tuin_ één dag.png",
      "media/Zomer in Zwolle.png",
      "pagina.json",
    ]);
    expect([...entries.values()].every((entry) => entry.utf8)).toBe(true);

    const html = text(entries, "index.html");
    expect(html).toContain("<h1>Johanna de Vriës</h1>");
    expect(html).toContain("3 maart 1941 – 12 november 2026");
    expect(html).toContain("Geboren in Zwolle.");
    expect(html).toContain("Alleen voor de familie.");
    expect(html).toContain('src="media/Oma\'s%20tuin_%20%C3%A9%C3%A9n%20dag.png"');
    expect(html).toContain("Veel sterkte.<br>Wat een mooi mens.");
    expect(html).not.toContain("Nog niet goedgekeurd");
    expect(html).not.toMatch(/<script/i);
    // The caption is the photo's text and its figcaption; a photo without one keeps its number.
    expect(html).toContain('alt="Zomer in Zwolle, 1975 &lt;samen&gt;"');
    expect(html).toContain("<figcaption>Zomer in Zwolle, 1975 &lt;samen&gt;</figcaption>");
    expect(html).toContain('alt="Foto 2"');
    expect(html).toContain("<h2>Rustplaats</h2>");
    expect(html).toContain("Begraafplaats Zorgvlied");
    expect(html).toContain("Vak/nummer: Vak C, nr. 112");
    expect(html).toContain("Coördinaten: 52.344700, 4.904100");
    const captions = text(entries, "bijschriften.csv");
    expect(captions).toContain('"Bestand";"Bijschrift"\r\n');
    expect(captions).toContain('"media/Zomer in Zwolle.png";"Zomer in Zwolle, 1975 <samen>"');
    expect(captions.split("\r\n").filter((line) => line !== "")).toHaveLength(2);

    const csv = text(entries, "condoleances.csv");
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv).toContain('"Naam";"Relatie";"Datum";"Tekst"\r\n');
    expect(csv).toContain('"Marja Hoekstra";"Buurvrouw";');
    expect(csv).toContain(`"'=cmd"`);
    expect(csv).not.toContain("Nog niet goedgekeurd");
    const candles = text(entries, "kaarsjes.csv").split("\r\n");
    expect(candles.filter((line) => line !== "")).toHaveLength(3);

    const page = JSON.parse(text(entries, "pagina.json")) as {
      name: string;
      profilePicture: string;
      sections: { photos?: string[] }[];
    };
    expect(page.name).toBe("Johanna de Vriës");
    expect(page.profilePicture).toBe("media/Zomer in Zwolle.png");
    expect(page.sections[2]?.photos).toEqual([
      "media/Zomer in Zwolle.png",
      "media/Oma's tuin_ één dag.png",
    ]);
    const readme = text(entries, "LEESMIJ.txt");
    expect(readme).toContain("index.html: de pagina zelf");
    expect(readme).toContain(
      "Rustplaats: Begraafplaats Zorgvlied, Amsteldijk 273, 1079 LM Amsterdam",
    );
    expect(readme).toContain("Vak/nummer: Vak C, nr. 112");
    expect(readme).toContain("bijschriften.csv: de bijschriften bij de foto's (1)");
    expect(readme).not.toContain("Ontbrekende bestanden");
  });

  it("gives the server back between the stretches of a long register's work", async () => {
    const { id } = await pageWithContent();
    for (let index = 0; index < 1200; index++) {
      h.api.condolences.add(
        id,
        {
          name: `Schrijver ${String(index)}`,
          message: "Veel sterkte gewenst.",
          relation: null,
          status: "approved",
          authorSub: null,
          authorEmail: null,
          writerEmail: null,
          thankYouAddress: null,
        },
        `token-long-${String(index)}`.padEnd(24, "x"),
      );
    }
    // Which turn of the event loop each page of the register was read in.
    const listAll = vi.spyOn(h.api.condolences, "listAll");
    const turnOfRead: number[] = [];
    let turn = 0;
    const finished = new AbortController();
    const counter = (async () => {
      while (!finished.signal.aborted) {
        turn++;
        while (turnOfRead.length < listAll.mock.calls.length) turnOfRead.push(turn);
        await new Promise<void>((resolve) => {
          setImmediate(resolve);
        });
      }
    })();
    try {
      const started = await h.call("POST", `/api/v1/profiles/${id}/export`, {
        token: owner.token,
      });
      expect(started.status).toBe(202);
      await h.api.idle();
    } finally {
      finished.abort();
      await counter;
      listAll.mockRestore();
    }
    // Three pages of messages, then the (empty) memories: each read in a turn of its own.
    expect(turnOfRead.length).toBeGreaterThanOrEqual(4);
    expect(new Set(turnOfRead).size).toBe(turnOfRead.length);
  });

  it("answers the running job to a second request, and only managers may export", async () => {
    const { id } = await pageWithContent();
    const first = await h.call("POST", `/api/v1/profiles/${id}/export`, { token: owner.token });
    const second = await h.call("POST", `/api/v1/profiles/${id}/export`, { token: owner.token });
    expect(first.status).toBe(202);
    expect(second.status).toBe(200);
    expect((second.body as ExportJob).jobID).toBe((first.body as ExportJob).jobID);
    const jobId = (first.body as ExportJob).jobID;

    const byViewer = await h.call("POST", `/api/v1/profiles/${id}/export`, {
      token: viewer.token,
    });
    expect(byViewer.status).toBe(403);
    expect((byViewer.body as { code: string }).code).toBe("forbidden");
    const byOutsider = await h.call("POST", `/api/v1/profiles/${id}/export`, {
      token: outsider.token,
    });
    expect(byOutsider.status).toBe(404);
    expect((await h.call("GET", `/api/v1/exports/${jobId}`, { token: viewer.token })).status).toBe(
      404,
    );
    expect((await h.call("POST", `/api/v1/profiles/${id}/export`)).status).toBe(401);

    await h.api.idle();
    const done = (await h.call("GET", `/api/v1/exports/${jobId}`, { token: owner.token }))
      .body as ExportJob;
    const url = new URL(done.assetURL ?? "");
    url.searchParams.set("token", "x".repeat(43));
    const forged = await h.fetch(url.toString());
    expect(forged.status).toBe(403);
    expect(((await forged.json()) as { code: string }).code).toBe("download_expired");
    // After the job, a new request starts a new export.
    const again = await h.call("POST", `/api/v1/profiles/${id}/export`, { token: owner.token });
    expect(again.status).toBe(202);
    expect((again.body as ExportJob).jobID).not.toBe(jobId);
  });

  it("names a missing media file and unfinished uploads in LEESMIJ.txt", async () => {
    const { id, photos } = await pageWithContent();
    const assetId = /\/([^/]+)\.png$/.exec(photos[1] ?? "")?.[1] ?? "";
    const asset = h.api.uploads.findAsset(id, assetId);
    if (!asset) throw new Error("asset not found");
    fs.rmSync(asset.file);
    const waiting = await h.call("POST", `/api/v1/profiles/${id}/upload`, {
      token: owner.token,
      body: { type: "video", fileNames: ["Afscheid in de kerk.mp4"] },
    });
    expect(waiting.status).toBe(200);

    const { job, entries } = await exportOf(id);
    expect(job.missingFiles).toBe(1);
    expect(entries.has("media/Oma's tuin_ één dag.png")).toBe(false);
    const readme = text(entries, "LEESMIJ.txt");
    expect(readme).toContain("Ontbrekende bestanden");
    expect(readme).toContain("Foto 2 (Oma's tuin: één dag.png)");
    expect(readme).toContain("Nog niet verwerkte uploads");
    expect(readme).toContain("- Afscheid in de kerk.mp4");
    expect(text(entries, "index.html")).toContain("Foto 2 ontbreekt");
  });

  it("exports a blocked page with all its content", async () => {
    const { id } = await pageWithContent();
    const expired = await h.api.app.fetch(
      new Request(`http://api.test/_local/profiles/${id}/expire-trial`, { method: "POST" }),
    );
    expect(expired.status).toBe(200);
    const { entries } = await exportOf(id);
    expect(text(entries, "index.html")).toContain("Geboren in Zwolle.");
    expect(text(entries, "LEESMIJ.txt")).toContain("De proefperiode van deze pagina is verlopen");
    const page = JSON.parse(text(entries, "pagina.json")) as { isBlocked: boolean; sections: [] };
    expect(page.isBlocked).toBe(true);
    expect(page.sections).toHaveLength(4);
  });

  it("deletes the file when the download URL expires", async () => {
    const short = await startApiHarness({ MEMORIAL_UPLOAD_URL_TTL_SECONDS: "1" });
    try {
      const user = await short.user("kort@example.nl");
      const id = await short.createPage(user);
      const started = await short.call("POST", `/api/v1/profiles/${id}/export`, {
        token: user.token,
      });
      await short.api.idle();
      const job = (
        await short.call("GET", `/api/v1/exports/${(started.body as ExportJob).jobID}`, {
          token: user.token,
        })
      ).body as ExportJob;
      const file = path.join(short.config.dataDir, "exports", `${job.jobID}.zip`);
      expect(fs.existsSync(file)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 1200));
      const late = await short.fetch(job.assetURL ?? "");
      expect(late.status).toBe(403);
      expect(((await late.json()) as { code: string }).code).toBe("download_expired");
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(fs.existsSync(file)).toBe(false);
    } finally {
      await short.close();
    }
  });
});

describe("export file names and CSV", () => {
  it("keeps Dutch letters and makes names safe everywhere", () => {
    expect(safeFileName("Oma's tuin: één dag.JPG", "jpg", "foto")).toBe("Oma's tuin_ één dag.jpg");
    expect(safeFileName("e\u0301e\u0301n.png", "png", "foto")).toBe("één.png");
    expect(safeFileName("CON.png", "png", "foto")).toBe("CON_.png");
    expect(safeFileName("...", "png", "foto 3")).toBe("foto 3.png");
    expect(safeFileName("a/b\\c?.png", "png", "foto")).toBe("a_b_c_.png");
    const unique = uniqueNames();
    expect([unique("a.jpg"), unique("A.jpg"), unique("a.jpg")]).toEqual([
      "a.jpg",
      "A (2).jpg",
      "a (3).jpg",
    ]);
    expect(archiveName("Johanna de Vriës")).toBe("herinneringspagina-johanna-de-vries.zip");
    expect(archiveName("")).toBe("herinneringspagina.zip");
  });

  it("quotes fields for Excel", () => {
    expect(toCsv(["a"], [['he said "hi"'], ["+31"]])).toBe(
      '\uFEFF"a"\r\n"he said ""hi"""\r\n"\'+31"\r\n',
    );
  });
});
