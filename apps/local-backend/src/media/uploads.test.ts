import { randomBytes } from "node:crypto";
import QRCode from "qrcode";
import sharp from "sharp";
import type { UploadFile } from "@memorial/api-types";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startApiHarness, type ApiHarness, type TestUser } from "../testing/api-harness.ts";
import { QR_IMAGE_OPTIONS } from "../qr/qr-codes.ts";

let h: ApiHarness;
let owner: TestUser;
let id: string;

beforeAll(async () => {
  h = await startApiHarness();
  owner = await h.user("owner@example.nl");
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  id = await h.createPage(owner);
});

async function requestUpload(body: Record<string, unknown>, token = owner.token) {
  return h.call("POST", `/api/v1/profiles/${id}/upload`, { token, body });
}

async function target(type: string, fileName: string, fileSizes?: number[]): Promise<UploadFile> {
  const res = await requestUpload({ type, fileNames: [fileName], ...(fileSizes && { fileSizes }) });
  expect(res.status).toBe(200);
  const file = (res.body as { files: UploadFile[] }).files[0];
  if (!file) throw new Error("no upload target");
  return file;
}

function put(
  t: UploadFile,
  body: Buffer,
  headers: Record<string, string> = t.uploadHeaders,
  url = t.uploadURL,
) {
  return h.fetch(url, { method: "PUT", headers, body: new Uint8Array(body) });
}

async function job(jobID: string, token = owner.token) {
  await h.api.idle();
  return h.call("GET", `/api/v1/jobs/${jobID}`, { token });
}

/** A 3000×2000 noisy photo (> 5 MB) taken "sideways" (EXIF orientation 6) with GPS data. */
async function bigPhoto(): Promise<Buffer> {
  return sharp({
    create: {
      width: 3000,
      height: 2000,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Copyright: "Familie" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "52/1 22/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "4/1 53/1 0/1",
      },
    })
    .jpeg({ quality: 95 })
    .toBuffer();
}

const pngBytes = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: "#88aacc" } })
    .png()
    .toBuffer();
/** The start of an MP4 file (an `ftyp` box) followed by arbitrary data. */
const mp4Bytes = (size: number) => {
  const bytes = randomBytes(size);
  Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]).copy(bytes);
  return bytes;
};

describe("photo uploads", () => {
  it("takes a 5 MB photo, re-encodes it without metadata and serves it", async () => {
    const original = await bigPhoto();
    expect(original.length).toBeGreaterThan(5 * 1024 * 1024);
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const t = await target("carousel", "vakantie.jpg", [original.length]);
    expect((await put(t, original)).status).toBe(204);
    const done = await job(t.jobID);
    expect(done.body).toMatchObject({ jobID: t.jobID, status: "succeeded" });
    const { assetURL } = done.body as { assetURL?: string };
    expect(assetURL).toMatch(new RegExp(`^http://api\\.test/media/${id}/[\\w-]+\\.jpg$`));

    const served = await h.fetch(assetURL ?? "");
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("cache-control")).toContain("immutable");
    const stored = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined(); // EXIF (and with it GPS) is gone
    expect(meta.orientation).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([1707, 2560]); // turned upright, longest side bounded
    expect(h.api.uploads.storageUsed(id)).toBe(stored.length);
  }, 30_000);

  it("fails the job when the content is not what the upload claimed", async () => {
    const t = await target("profile_picture", "portret.jpg");
    expect(t.uploadHeaders).toEqual({ "Content-Type": "image/jpeg" });
    const res = await put(t, await pngBytes());
    expect(res.status).toBe(204);
    const result = await job(t.jobID);
    expect(result.body).toEqual({
      jobID: t.jobID,
      status: "failed",
      error: "the content of the file is not image/jpeg",
    });
  });

  it("fails the job for a file with a JPEG signature that is no image", async () => {
    const t = await target("carousel", "kapot.jpg");
    const bytes = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(2000)]);
    expect((await put(t, bytes)).status).toBe(204);
    expect((await job(t.jobID)).body).toMatchObject({ status: "failed" });
  });

  it("keeps PNG photos as PNG", async () => {
    const t = await target("carousel", "tekening.PNG");
    expect(t.uploadHeaders["Content-Type"]).toBe("image/png");
    expect((await put(t, await pngBytes())).status).toBe(204);
    const result = (await job(t.jobID)).body as { status: string; assetURL: string };
    expect(result.status).toBe("succeeded");
    const served = await h.fetch(result.assetURL);
    expect(served.headers.get("content-type")).toBe("image/png");
  });
});

describe("upload URLs", () => {
  it("are bound to the content type, the token, the declared size and one use", async () => {
    const bytes = await pngBytes();
    const t = await target("carousel", "a.png", [bytes.length]);
    const wrongType = await put(t, bytes, { "Content-Type": "image/jpeg" });
    expect(wrongType.status).toBe(400);
    expect(await wrongType.json()).toMatchObject({ code: "invalid_request" });

    const forged = await put(
      t,
      bytes,
      t.uploadHeaders,
      t.uploadURL.replace(/token=.{4}/, "token=AAAA"),
    );
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ code: "upload_expired" });

    const wrongSize = await put(t, Buffer.concat([bytes, Buffer.from([0])]));
    expect(wrongSize.status).toBe(400);

    expect((await put(t, bytes)).status).toBe(204);
    const again = await put(t, bytes);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: "already_uploaded" });
  });

  it("expire", async () => {
    const t = await target("carousel", "a.png");
    h.ctx.db
      .prepare("UPDATE uploads SET expires_at = ? WHERE id = ?")
      .run(new Date(Date.now() - 1000).toISOString(), t.jobID);
    const res = await put(t, await pngBytes());
    expect(res.status).toBe(403);
  });

  it("refuse a declared size over the type's limit as a schema violation, and the bytes with 413", async () => {
    const declared = await requestUpload({
      type: "audio",
      fileNames: ["a.mp3"],
      fileSizes: [50 * 1024 * 1024 + 1],
    });
    expect(declared.status).toBe(400);
    expect(declared.body).toMatchObject({
      code: "invalid_request",
      message: expect.stringContaining("fileSizes/0") as unknown,
    });
    const atTheLimit = await requestUpload({
      type: "audio",
      fileNames: ["a.mp3"],
      fileSizes: [50 * 1024 * 1024],
    });
    expect(atTheLimit.status).toBe(200);

    const t = await target("profile_picture", "big.jpg");
    const tooBig = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(10 * 1024 * 1024)]);
    const res = await put(t, tooBig);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: "payload_too_large" });
  });

  it("refuse file names off the allow-list and foreign jobs", async () => {
    expect((await requestUpload({ type: "carousel", fileNames: ["script.svg"] })).status).toBe(400);
    expect((await requestUpload({ type: "video", fileNames: ["a.mp4", "b.mp4"] })).status).toBe(
      400,
    );
    const t = await target("carousel", "a.png");
    const stranger = await h.user("stranger@example.nl");
    expect((await job(t.jobID, stranger.token)).status).toBe(404);
    expect((await job(t.jobID)).body).toEqual({ jobID: t.jobID, status: "pending" });
  });
});

describe("storage quota", () => {
  const fillStorage = (bytes: number) => {
    h.ctx.db
      .prepare(
        "INSERT OR REPLACE INTO assets (id, profile_id, file, content_type, size, created_at) VALUES (?, ?, ?, 'video/mp4', ?, ?)",
      )
      .run(`filler-${id}`, id, `${id}/filler.mp4`, bytes, new Date().toISOString());
  };

  it("answers 413 when a declared upload would pass the plan's quota", async () => {
    fillStorage(5 * 1024 * 1024 * 1024 - 1000); // trial: 5 GB
    const res = await requestUpload({ type: "carousel", fileNames: ["a.jpg"], fileSizes: [2000] });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: "storage_quota_exceeded" });
  });

  it("counts against the plan: bronze 2 GB, silver 5 GB", async () => {
    fillStorage(2 * 1024 * 1024 * 1024 - 1000);
    const declare = () =>
      requestUpload({ type: "carousel", fileNames: ["a.jpg"], fileSizes: [2000] });
    h.api.profiles.activatePlan(id, "bronze", 5);
    const onBronze = await declare();
    expect(onBronze.status).toBe(413);
    expect(onBronze.body).toMatchObject({ code: "storage_quota_exceeded" });
    h.ctx.db.prepare("UPDATE profiles SET plan = 'silver' WHERE id = ?").run(id);
    expect((await declare()).status).toBe(200);
    fillStorage(5 * 1024 * 1024 * 1024 - 1000);
    expect((await declare()).status).toBe(413);
  });

  it("answers 413 when the uploaded bytes pass the quota", async () => {
    const t = await target("video", "film.mp4");
    fillStorage(5 * 1024 * 1024 * 1024 - 1000);
    const res = await put(t, mp4Bytes(4000));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: "storage_quota_exceeded" });
  });
});

describe("unused media", () => {
  it("stop counting once a save no longer mentions them and they are a day old", async () => {
    const urls: string[] = [];
    for (const name of ["kept.png", "dropped.png", "fresh.png"]) {
      const t = await target("carousel", name);
      expect((await put(t, await pngBytes())).status).toBe(204);
      urls.push(((await job(t.jobID)).body as { assetURL: string }).assetURL);
    }
    const [kept = "", dropped = "", fresh = ""] = urls;
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString();
    h.ctx.db
      .prepare("UPDATE assets SET created_at = ? WHERE profile_id = ? AND file NOT LIKE ?")
      .run(twoDaysAgo, id, `%${new URL(fresh).pathname.split("/").pop() ?? ""}`);
    const used = h.api.uploads.storageUsed(id);

    const res = await h.call("PUT", `/api/v1/profiles/${id}`, {
      token: owner.token,
      body: { name: "x", sections: [{ type: "photo_carousel", isPublic: true, photos: [kept] }] },
    });
    expect(res.status).toBe(200);
    expect((await h.fetch(kept)).status).toBe(200);
    expect((await h.fetch(fresh)).status).toBe(200);
    expect((await h.fetch(dropped)).status).toBe(404);
    expect(h.api.uploads.storageUsed(id)).toBeLessThan(used);
  });
});

describe("video and audio", () => {
  it("stores video as uploaded and serves byte ranges for seeking", async () => {
    const bytes = mp4Bytes(100_000);
    const t = await target("video", "afscheid.mp4");
    expect(t.uploadHeaders["Content-Type"]).toBe("video/mp4");
    expect((await put(t, bytes)).status).toBe(204);
    const { assetURL } = (await job(t.jobID)).body as { assetURL: string };

    const whole = await h.fetch(assetURL);
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);

    const part = await h.fetch(assetURL, { headers: { Range: "bytes=1000-1999" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe("bytes 1000-1999/100000");
    expect(part.headers.get("content-type")).toBe("video/mp4");
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(1000, 2000))).toBe(true);

    const tail = await h.fetch(assetURL, { headers: { Range: "bytes=-10" } });
    expect(Buffer.from(await tail.arrayBuffer()).equals(bytes.subarray(-10))).toBe(true);

    const outside = await h.fetch(assetURL, { headers: { Range: "bytes=200000-" } });
    expect(outside.status).toBe(416);
    expect(outside.headers.get("content-range")).toBe("bytes */100000");

    const head = await h.fetch(assetURL, { method: "HEAD" });
    expect(head.headers.get("content-length")).toBe("100000");
  });

  it("refuses audio whose bytes are a video", async () => {
    const t = await target("audio", "lied.mp3");
    expect((await put(t, mp4Bytes(1000))).status).toBe(204);
    expect((await job(t.jobID)).body).toMatchObject({ status: "failed" });
  });

  it("answers 404 for unknown media", async () => {
    expect((await h.fetch(`http://api.test/media/${id}/nothing.mp4`)).status).toBe(404);
    expect((await h.fetch(`http://api.test/media/${id}/..%2Fmemorial.sqlite`)).status).toBe(404);
  });
});

describe("QR codes", () => {
  it("answers pending, then the image of the page's address", async () => {
    const first = await h.call("GET", `/api/v1/profiles/${id}/qrcode`, { token: owner.token });
    expect(first.body).toEqual({ status: "pending" });
    await h.api.idle();
    const second = await h.call("GET", `/api/v1/profiles/${id}/qrcode`, { token: owner.token });
    const { status, url } = second.body as { status: string; url: string };
    expect(status).toBe("succeeded");
    const image = await h.fetch(url);
    expect(image.headers.get("content-type")).toBe("image/png");
    const expected = await QRCode.toBuffer(`http://web.test/${id}`, QR_IMAGE_OPTIONS);
    expect(Buffer.from(await image.arrayBuffer()).equals(expected)).toBe(true);
  });
});
