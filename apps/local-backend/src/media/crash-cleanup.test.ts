// What a crash leaves behind is cleaned up at the next start (and reported in the log), and an
// upload that breaks off releases the bytes it reserved against the quota.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startApiHarness } from "../testing/api-harness.ts";
import type { Logger } from "../context.ts";
import { startTestBackend } from "../testing/backend.ts";
import { tempFolder } from "../testing/temp-folder.ts";

describe("start after a crash", () => {
  const dataDir = tempFolder("crash");
  const logLines: { message: string; fields?: Record<string, unknown> }[] = [];
  const log: Logger = {
    info: (message, fields) => logLines.push({ message, fields }),
    error: (message, fields) => logLines.push({ message, fields }),
  };
  const start = () => startTestBackend({ dataDir, log });
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("removes half-written uploads, orphaned and unused media, and says so", async () => {
    const first = await start();
    const { profiles, uploads } = first.api;
    const page = profiles.create({ sub: "sub-1", email: "eigenaar@example.nl" }, 30);
    const used = await uploads.addAsset(page.id, "image/png", Buffer.alloc(100, 1));
    const unused = await uploads.addAsset(page.id, "image/png", Buffer.alloc(200, 2));
    const young = await uploads.addAsset(page.id, "image/png", Buffer.alloc(300, 3));
    profiles.saveContent(
      page.id,
      {
        name: "Na de crash",
        dateOfBirth: null,
        dateOfDeath: null,
        profilePicture: used,
        sections: [],
        extra: {},
      },
      undefined,
    );
    const assetIdOf = (url: string) => path.basename(url).replace(/\.png$/, "");
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString();
    first.ctx.db
      .prepare("UPDATE assets SET created_at = ? WHERE id IN (?, ?)")
      .run(twoDaysAgo, assetIdOf(used), assetIdOf(unused));
    const ghost = randomUUID();
    first.ctx.db
      .prepare(
        "INSERT INTO assets (id, profile_id, file, content_type, size, created_at) VALUES (?, ?, ?, 'image/png', 5000, ?)",
      )
      .run(ghost, page.id, `${page.id}/${ghost}.png`, twoDaysAgo);
    await first.close();

    // What a process killed mid-upload or mid-processing leaves on disk.
    const half = path.join(dataDir, "uploads", `${randomUUID()}.part`);
    const output = path.join(dataDir, "uploads", `${randomUUID()}.part.out`);
    const orphan = path.join(dataDir, "media", page.id, `${randomUUID()}.jpg`);
    for (const file of [half, output, orphan]) fs.writeFileSync(file, Buffer.alloc(1000));
    const mediaFile = (url: string) => path.join(dataDir, "media", page.id, path.basename(url));

    logLines.length = 0;
    const second = await start();
    try {
      for (const file of [half, output, orphan, mediaFile(unused)]) {
        expect(fs.existsSync(file), file).toBe(false);
      }
      expect(fs.existsSync(mediaFile(used))).toBe(true);
      expect(fs.existsSync(mediaFile(young)), "younger media may still be saved").toBe(true);
      const ids = second.ctx.db
        .prepare<[string], { id: string }>("SELECT id FROM assets WHERE profile_id = ?")
        .all(page.id)
        .map((row) => row.id)
        .sort();
      expect(ids).toEqual([assetIdOf(used), assetIdOf(young)].sort());
      expect(second.api.uploads.storageUsed(page.id)).toBe(400);
      const report = logLines.find(
        (line) => line.message === "cleaned up after an interrupted run",
      );
      expect(report?.fields).toMatchObject({
        partialUploads: 2,
        orphanMediaFiles: 1,
        missingAssetFiles: 1,
        unusedMedia: 1,
      });
    } finally {
      await second.close();
    }
    // Two starts of the whole backend (key generation, migrations): slow on a loaded machine.
  }, 30_000);
});

describe("an upload that breaks off", () => {
  it("releases the bytes it reserved", async () => {
    const h = await startApiHarness({ MEMORIAL_STORAGE_QUOTA_BYTES: "100000" });
    try {
      const owner = await h.user("eigenaar@example.nl");
      const id = await h.createPage(owner);
      const requested = await h.call("POST", `/api/v1/profiles/${id}/upload`, {
        token: owner.token,
        body: { type: "audio", fileNames: ["lied.mp3"] },
      });
      const [target] = (requested.body as { files: { uploadURL: string }[] }).files;
      if (target === undefined) throw new Error("no upload target");

      let breakOff: (error: Error) => void = () => undefined;
      const broken = new Promise<never>((_, reject) => {
        breakOff = reject;
      });
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          if (sent === 0) {
            sent++;
            const first = new Uint8Array(60_000);
            first.set([0x49, 0x44, 0x33, 0x04]);
            controller.enqueue(first);
            return;
          }
          await broken;
        },
      });
      const answer = h.fetch(target.uploadURL, {
        method: "PUT",
        headers: { "Content-Type": "audio/mpeg" },
        body,
        duplex: "half",
      } as RequestInit);
      // While the first 60,000 bytes are in flight they are reserved: no room for 50,000 more.
      for (let i = 0; i < 50 && h.api.uploads.storageReserved(id) === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(h.api.uploads.storageReserved(id)).toBe(60_000);
      const meanwhile = await h.call("POST", `/api/v1/profiles/${id}/upload`, {
        token: owner.token,
        body: { type: "audio", fileNames: ["b.mp3"], fileSizes: [50_000] },
      });
      expect(meanwhile.status).toBe(413);

      breakOff(new Error("the connection was lost"));
      expect((await answer).status).toBe(400);
      expect(h.api.uploads.storageReserved(id)).toBe(0);
      const after = await h.call("POST", `/api/v1/profiles/${id}/upload`, {
        token: owner.token,
        body: { type: "audio", fileNames: ["b.mp3"], fileSizes: [50_000] },
      });
      expect(after.status).toBe(200);
    } finally {
      await h.close();
    }
  });
});
