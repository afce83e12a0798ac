// Uploads (docs/security.md item 14): upload URLs are short-lived, bound to content type and size,
// single use; the job re-checks the content, strips photo metadata and enforces the quota.
// Media come back with their content type, nosniff, long-lived caching and range support.
import { beforeAll, describe, expect, it } from "vitest";
import {
  bodyOf,
  createPage,
  expectStatus,
  pollJob,
  putUpload,
  requestUpload,
  sleep,
  uploadFile,
  useSuite,
  skipBecause,
} from "./harness";
import {
  LOCAL_PHOTO_MAX_PIXELS,
  LOCAL_QUOTA_BYTES,
  LOCAL_UPLOAD_TTL_SECONDS,
} from "./local-backend";
import {
  METADATA_MARKER,
  imageFacts,
  makeCameraJpeg,
  makeMp3,
  makeMp4,
  makePng,
  notAnImage,
} from "./sample-files";

const token = (): string => useSuite().accounts.owner.idToken;

async function fetchAsset(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe("uploading photos", () => {
  let id: string;
  beforeAll(async () => {
    id = await createPage(token());
  });

  it("answers one upload URL, its headers and a job per file, in order", async () => {
    const files = [
      { name: "zomer-1975.JPG", bytes: Buffer.alloc(100) },
      { name: "bruiloft.png", bytes: Buffer.alloc(200) },
    ];
    const targets = await requestUpload(token(), id, "carousel", files);
    expect(targets.map((target) => target.fileName)).toEqual(["zomer-1975.JPG", "bruiloft.png"]);
    expect(targets.map((target) => target.uploadHeaders["Content-Type"])).toEqual([
      "image/jpeg",
      "image/png",
    ]);
    expect(new Set(targets.map((target) => target.jobID)).size).toBe(2);
    const job = await useSuite().api.request(
      "GET",
      `/api/v1/jobs/${targets[0]?.jobID ?? ""}`,
      { token: token() },
      "owner",
    );
    expectStatus(job, 200);
    expect(bodyOf<{ status: string }>(job).status).toBe("pending");
  });

  it("processes a photo, strips its metadata and serves it with nosniff, caching and ranges", async () => {
    const photo = makePng({ width: 64, height: 48, withExif: true });
    expect(photo.includes(Buffer.from(METADATA_MARKER))).toBe(true);
    const job = await uploadFile(token(), id, "carousel", { name: "met-gps.png", bytes: photo });
    expect(job.status, job.error).toBe("succeeded");
    const { response, bytes } = await fetchAsset(job.assetURL ?? "");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^image\/(png|jpeg)/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toMatch(/max-age=(\d{6,})/);
    expect(bytes.includes(Buffer.from(METADATA_MARKER)), "the EXIF marker survived").toBe(false);
    expect(bytes.includes(Buffer.from("eXIf")), "an eXIf chunk survived").toBe(false);
    expect(bytes.includes(Buffer.from("Exif\0")), "an Exif block survived").toBe(false);
    const ranged = await fetchAsset(job.assetURL ?? "", { Range: "bytes=0-9" });
    expect(ranged.response.status).toBe(206);
    expect(ranged.bytes.length).toBe(10);
    expect(ranged.response.headers.get("content-range")).toMatch(/^bytes 0-9\/\d+$/);
  });

  it("auto-orients a camera JPEG and strips its EXIF and GPS data", async () => {
    const photo = await makeCameraJpeg();
    const before = await imageFacts(photo);
    expect(before).toMatchObject({ width: 40, height: 20, orientation: 6, exif: true });
    const job = await uploadFile(token(), id, "carousel", { name: "telefoon.jpg", bytes: photo });
    expect(job.status, job.error).toBe("succeeded");
    const { response, bytes } = await fetchAsset(job.assetURL ?? "");
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(bytes.includes(Buffer.from(METADATA_MARKER)), "the EXIF description survived").toBe(
      false,
    );
    expect(bytes.includes(Buffer.from("Exif\0")), "an EXIF block survived").toBe(false);
    const after = await imageFacts(bytes);
    expect(after.exif).toBe(false);
    expect([after.orientation ?? 1, after.width, after.height]).toEqual([1, 20, 40]);
  });

  it("bounds the size of stored photos", async (test) => {
    const { ctx } = useSuite();
    if (ctx.mode === "external") {
      skipBecause(
        test,
        "the largest stored photo size is a setting of the backend, not of the contract",
      );
    }
    const wide = makePng({ width: LOCAL_PHOTO_MAX_PIXELS + 400, height: 10 });
    const job = await uploadFile(token(), id, "carousel", { name: "breed.png", bytes: wide });
    expect(job.status, job.error).toBe("succeeded");
    const { bytes } = await fetchAsset(job.assetURL ?? "");
    const facts = await imageFacts(bytes);
    expect(facts.width).toBe(LOCAL_PHOTO_MAX_PIXELS);
    expect(facts.height).toBeLessThanOrEqual(10);
  });

  it("takes a 5 MB photo through the whole flow", async () => {
    const photo = makePng({ width: 1300, height: 1300, noise: true });
    expect(photo.length).toBeGreaterThan(5_000_000);
    const job = await uploadFile(token(), id, "carousel", { name: "groot.png", bytes: photo });
    expect(job.status, job.error).toBe("succeeded");
    const { response, bytes } = await fetchAsset(job.assetURL ?? "");
    expect(response.status).toBe(200);
    expect(bytes.length).toBeGreaterThan(0);
  });

  it("refuses a file whose content does not match its type", async () => {
    const fake = notAnImage();
    const [target] = await requestUpload(token(), id, "carousel", [
      { name: "nep.png", bytes: fake },
    ]);
    if (target === undefined) throw new Error("no upload target");
    const put = await putUpload(target, fake);
    if (put.status === 400) {
      expect(bodyOf<{ code: string }>(put).code).toBe("invalid_request");
      return;
    }
    expectStatus(put, 204);
    const job = await pollJob(token(), target.jobID);
    expect(job.status).toBe("failed");
    expect(job.error ?? "").not.toBe("");
    expect(job.assetURL).toBeUndefined();
  });

  it("binds the URL to its content type", async () => {
    const photo = makePng({ width: 2, height: 2 });
    const [target] = await requestUpload(token(), id, "carousel", [
      { name: "a.png", bytes: photo },
    ]);
    if (target === undefined) throw new Error("no upload target");
    const put = await putUpload(target, photo, { "Content-Type": "text/html" });
    expectStatus(put, 400, "invalid_request");
    // Still unused: the right type works afterwards.
    expectStatus(await putUpload(target, photo), 204);
  });

  it("binds the URL to the declared size", async () => {
    const photo = makePng({ width: 2, height: 2 });
    const [target] = await requestUpload(token(), id, "carousel", [
      { name: "a.png", bytes: photo },
    ]);
    if (target === undefined) throw new Error("no upload target");
    const bigger = Buffer.concat([photo, Buffer.alloc(64)]);
    const put = await putUpload(target, bigger);
    expectStatus(put, 400, "invalid_request");
    const smaller = await putUpload(target, photo.subarray(0, photo.length - 8));
    expectStatus(smaller, 400, "invalid_request");
  });

  it("refuses a declared size over the type's limit with 400 invalid_request", async () => {
    const maximum = useSuite().contract.document.components as {
      schemas: {
        CarouselUploadRequest: { properties: { fileSizes: { items: { maximum: number } } } };
      };
    };
    const limit = maximum.schemas.CarouselUploadRequest.properties.fileSizes.items.maximum;
    expect(limit).toBe(10_485_760);
    const response = await useSuite().api.request(
      "POST",
      `/api/v1/profiles/${id}/upload`,
      { token: token(), json: { type: "carousel", fileNames: ["x.jpg"], fileSizes: [limit + 1] } },
      "owner",
    );
    // The `maximum` of `fileSizes` in the contract: a larger size is a schema violation.
    expectStatus(response, 400, "invalid_request");
  });

  it("refuses a tampered or missing signature with 403 upload_expired", async () => {
    const photo = makePng({ width: 2, height: 2 });
    const [target] = await requestUpload(token(), id, "carousel", [
      { name: "a.png", bytes: photo },
    ]);
    if (target === undefined) throw new Error("no upload target");
    const url = new URL(target.uploadURL);
    const signature = url.searchParams.get("token");
    if (signature !== null) {
      url.searchParams.set("token", (signature.startsWith("A") ? "B" : "A") + signature.slice(1));
      const tampered = await putUpload(target, photo, target.uploadHeaders, url.toString());
      expectStatus(tampered, 403, "upload_expired");
    }
    const unsigned = new URL(target.uploadURL);
    unsigned.searchParams.delete("token");
    if (unsigned.toString() !== target.uploadURL) {
      const missing = await putUpload(target, photo, target.uploadHeaders, unsigned.toString());
      // Without its token the URL is refused: 400 (missing parameter) or 403 (not valid).
      expect([400, 403]).toContain(missing.status);
    }
    const other = new URL(target.uploadURL);
    other.pathname = other.pathname.replace(target.jobID, "00000000-0000-4000-8000-000000000000");
    const wrongJob = await putUpload(target, photo, target.uploadHeaders, other.toString());
    expect([403, 404]).toContain(wrongJob.status);
  });

  it("uses an upload URL once (409 already_uploaded)", async () => {
    const photo = makePng({ width: 2, height: 2 });
    const [target] = await requestUpload(token(), id, "carousel", [
      { name: "a.png", bytes: photo },
    ]);
    if (target === undefined) throw new Error("no upload target");
    expectStatus(await putUpload(target, photo), 204);
    expectStatus(await putUpload(target, photo), 409, "already_uploaded");
  });

  it("expires upload URLs", async (test) => {
    const { ctx } = useSuite();
    if (ctx.mode === "external") {
      skipBecause(
        test,
        "an external backend's upload URLs live 15 minutes; the suite does not wait that long",
      );
      return;
    }
    const photo = makePng({ width: 2, height: 2 });
    const [target] = await requestUpload(token(), id, "carousel", [
      { name: "a.png", bytes: photo },
    ]);
    if (target === undefined) throw new Error("no upload target");
    await sleep(LOCAL_UPLOAD_TTL_SECONDS * 1000 + 500);
    expectStatus(await putUpload(target, photo), 403, "upload_expired");
  });

  it("does not let another user read the job", async () => {
    const { api, accounts } = useSuite();
    const [target] = await requestUpload(token(), id, "carousel", [
      { name: "a.png", bytes: Buffer.alloc(10) },
    ]);
    const response = await api.request(
      "GET",
      `/api/v1/jobs/${target?.jobID ?? ""}`,
      { token: accounts.other.idToken },
      "other",
    );
    expectStatus(response, 404, "not_found");
  });
});

describe("video and audio", () => {
  it("processes a video and an audio file on a trial page and serves them with ranges", async () => {
    const id = await createPage(token());
    const video = await uploadFile(token(), id, "video", {
      name: "afscheid.mp4",
      bytes: makeMp4(),
    });
    expect(video.status, video.error).toBe("succeeded");
    const audio = await uploadFile(token(), id, "audio", { name: "lied.mp3", bytes: makeMp3() });
    expect(audio.status, audio.error).toBe("succeeded");
    const served = await fetchAsset(video.assetURL ?? "", { Range: "bytes=4-11" });
    expect(served.response.status).toBe(206);
    expect(served.bytes.toString("latin1")).toBe("ftypisom");
    expect(served.response.headers.get("content-type")).toBe("video/mp4");
    const sound = await fetchAsset(audio.assetURL ?? "");
    expect(sound.response.headers.get("content-type")).toBe("audio/mpeg");
  });

  it("refuses a PNG that claims to be a video", async () => {
    const id = await createPage(token());
    const bytes = makePng({ width: 2, height: 2 });
    const [target] = await requestUpload(token(), id, "video", [{ name: "nep.mp4", bytes }]);
    if (target === undefined) throw new Error("no upload target");
    const put = await putUpload(target, bytes);
    // Refused at once (400) or by the processing job (failed, no asset).
    if (put.status === 400) {
      expect(bodyOf<{ code: string }>(put).code).toBe("invalid_request");
      return;
    }
    expectStatus(put, 204);
    const job = await pollJob(token(), target.jobID);
    expect(job.status).toBe("failed");
    expect(job.assetURL).toBeUndefined();
  });
});

describe("storage quota", () => {
  it("answers 413 storage_quota_exceeded for an upload past the plan's quota", async (test) => {
    const { ctx, api } = useSuite();
    if (ctx.mode === "external") {
      skipBecause(
        test,
        "filling a 5 GB quota is too slow; run against the local backend, which the suite starts with a small quota",
      );
      return;
    }
    const id = await createPage(token());
    const half = Math.floor(LOCAL_QUOTA_BYTES / 2) + 1;
    const response = await api.request(
      "POST",
      `/api/v1/profiles/${id}/upload`,
      {
        token: token(),
        json: { type: "carousel", fileNames: ["a.jpg", "b.jpg"], fileSizes: [half, half] },
      },
      "owner",
    );
    expectStatus(response, 413, "storage_quota_exceeded");
    // Without declared sizes the quota is enforced on the stored bytes: keep uploading big
    // photos until the backend refuses one (at the PUT with 413, or in the job).
    const big = makePng({ width: 1200, height: 1200, noise: true });
    let refused = false;
    for (let attempt = 0; attempt < 5 && !refused; attempt++) {
      const [target] = await requestUpload(
        token(),
        id,
        "carousel",
        [{ name: `foto-${attempt}.png`, bytes: big }],
        false,
      );
      if (target === undefined) throw new Error("no upload target");
      const put = await putUpload(target, big);
      if (put.status === 413) {
        expect(bodyOf<{ code: string }>(put).code).toBe("storage_quota_exceeded");
        refused = true;
      } else {
        expectStatus(put, 204);
        const job = await pollJob(token(), target.jobID);
        if (job.status === "failed") {
          expect(job.error ?? "").toMatch(/quota/i);
          refused = true;
        }
      }
    }
    expect(
      refused,
      `5 photos of ${big.length} bytes fitted in a ${LOCAL_QUOTA_BYTES}-byte quota`,
    ).toBe(true);
  });
});
