import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  fakeApi,
  fileOf,
  json,
  JPEG_BYTES,
  MP3_BYTES,
  MP4_BYTES,
  PNG_BYTES,
  type RecordedRequest,
} from "../test/fake-api";
import { ApiError, FileCheckError, UploadError } from "./errors";
import { jobPollDelay } from "./polling";
import type { UploadTransport } from "./upload-transport";
import {
  pollJob,
  requestUpload,
  uploadAudio,
  uploadCarouselPhotos,
  uploadFiles,
  uploadProfilePicture,
  uploadVideo,
  type UploadProgress,
} from "./uploads";

const photoA = fileOf("zomer.jpg", "image/jpeg", JPEG_BYTES, 300);
const photoB = fileOf("bruiloft.png", "image/png", PNG_BYTES, 700);

function target(index: number, fileName: string, contentType: string) {
  return {
    fileName,
    uploadURL: `http://uploads.test/job-${index}?token=secret-${index}`,
    uploadHeaders: { "Content-Type": contentType },
    jobID: `job-${index}`,
  };
}

const succeeded = (jobID: string) =>
  json(200, { jobID, status: "succeeded", assetURL: `http://media.test/${jobID}.jpg` });
const pending = (jobID: string) => json(200, { jobID, status: "pending" });

type JobScript = (request: RecordedRequest, attempt: number) => Response | Promise<Response>;

/** An API whose upload request answers `targets` and whose jobs follow `script`. */
function uploadApi(
  targets: ReturnType<typeof target>[],
  script: JobScript,
  options: { uploadTransport?: UploadTransport } = {},
) {
  const attempts = new Map<string, number>();
  return fakeApi((request) => {
    if (request.method === "POST" && request.path.endsWith("/upload")) {
      return json(200, { files: targets });
    }
    const jobID = request.path.split("/").at(-1) ?? "";
    const attempt = (attempts.get(jobID) ?? 0) + 1;
    attempts.set(jobID, attempt);
    return script(request, attempt);
  }, options);
}

const jobCalls = (calls: readonly RecordedRequest[]) =>
  calls.filter((call) => call.path.startsWith("/api/v1/jobs/"));

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("uploadFiles", () => {
  it("requests URLs, PUTs each file with its headers, polls the jobs and returns the asset URLs", async () => {
    const api = uploadApi(
      [target(1, "zomer.jpg", "image/jpeg"), target(2, "bruiloft.png", "image/png")],
      (request, attempt) => {
        const jobID = request.path.split("/").at(-1) ?? "";
        return attempt < 2 ? pending(jobID) : succeeded(jobID);
      },
    );
    const progress: UploadProgress[] = [];
    const result = uploadFiles(api.client, "p1", "carousel", [photoA, photoB], {
      onProgress: (value) => progress.push(value),
    });
    await vi.runAllTimersAsync();
    await expect(result).resolves.toEqual([
      "http://media.test/job-1.jpg",
      "http://media.test/job-2.jpg",
    ]);

    const [request] = api.calls;
    expect(request).toMatchObject({
      method: "POST",
      path: "/api/v1/profiles/p1/upload",
      body: { type: "carousel", fileNames: ["zomer.jpg", "bruiloft.png"], fileSizes: [300, 700] },
    });
    expect(request?.headers.get("Authorization")).toBe("Bearer id-token");
    expect(api.uploads.map(({ url, headers, body }) => ({ url, headers, body }))).toEqual([
      {
        url: "http://uploads.test/job-1?token=secret-1",
        headers: { "Content-Type": "image/jpeg" },
        body: photoA,
      },
      {
        url: "http://uploads.test/job-2?token=secret-2",
        headers: { "Content-Type": "image/png" },
        body: photoB,
      },
    ]);
    expect(jobCalls(api.calls).map((call) => [call.path, call.at])).toEqual([
      ["/api/v1/jobs/job-1", 0],
      ["/api/v1/jobs/job-2", 0],
      ["/api/v1/jobs/job-1", 1000],
      ["/api/v1/jobs/job-2", 1000],
    ]);
    expect(progress).toEqual([
      { loaded: 0, total: 1000 },
      { loaded: 300, total: 1000 },
      { loaded: 1000, total: 1000 },
    ]);
  });

  it("reports partial progress of a PUT and clamps odd values", async () => {
    const transport: UploadTransport = ({ body, onProgress }) => {
      onProgress?.(100, body.size);
      onProgress?.(100, body.size);
      onProgress?.(-5, body.size);
      onProgress?.(body.size + 50, body.size);
      return Promise.resolve({ status: 201 });
    };
    const api = uploadApi(
      [target(1, "zomer.jpg", "image/jpeg")],
      (request) => succeeded(request.path.split("/").at(-1) ?? ""),
      { uploadTransport: transport },
    );
    const progress: number[] = [];
    const result = uploadFiles(api.client, "p1", "carousel", [photoA], {
      onProgress: ({ loaded }) => progress.push(loaded),
    });
    await vi.runAllTimersAsync();
    await expect(result).resolves.toHaveLength(1);
    expect(progress).toEqual([0, 100, 0, 300]);
  });

  it("checks the files before asking for upload URLs", async () => {
    const api = uploadApi([], () => json(500, {}));
    const bad = fileOf("foto.jpg", "image/jpeg", PNG_BYTES);
    await expect(uploadFiles(api.client, "p1", "carousel", [bad])).rejects.toBeInstanceOf(
      FileCheckError,
    );
    expect(api.calls).toHaveLength(0);
  });

  it("throws the ApiError of a refused upload request", async () => {
    const api = fakeApi(() => json(413, { code: "storage_quota_exceeded", message: "quota" }));
    const error = await uploadFiles(api.client, "p1", "carousel", [photoA]).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, code: "storage_quota_exceeded" });
    expect(api.uploads).toHaveLength(0);
  });

  it("throws 'invalid response code for upload request: {status}' when the PUT is refused", async () => {
    const api = uploadApi(
      [target(1, "zomer.jpg", "image/jpeg")],
      (request) => succeeded(request.path.split("/").at(-1) ?? ""),
      { uploadTransport: () => Promise.resolve({ status: 403 }) },
    );
    const error = await uploadFiles(api.client, "p1", "carousel", [photoA]).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(UploadError);
    expect(error).toMatchObject({
      reason: "upload_rejected",
      status: 403,
      message: "invalid response code for upload request: 403",
    });
    expect(jobCalls(api.calls)).toHaveLength(0);
  });

  it("throws 'unexpected error' when the PUT fails on the network", async () => {
    const cause = new TypeError("network error while uploading");
    const api = uploadApi([target(1, "zomer.jpg", "image/jpeg")], () => json(500, {}), {
      uploadTransport: () => Promise.reject(cause),
    });
    await expect(uploadFiles(api.client, "p1", "carousel", [photoA])).rejects.toMatchObject({
      name: "UploadError",
      reason: "unexpected",
      message: "unexpected error",
      cause,
    });
  });

  it("throws 'unexpected error' when the answer does not list every file", async () => {
    const api = uploadApi([target(1, "zomer.jpg", "image/jpeg")], () => json(500, {}));
    await expect(uploadFiles(api.client, "p1", "carousel", [photoA, photoB])).rejects.toMatchObject(
      { reason: "unexpected", message: "unexpected error" },
    );
    expect(api.uploads).toHaveLength(0);
  });

  it("throws 'uploaded file could not be processed: {error}' for a failed job", async () => {
    const api = uploadApi([target(1, "zomer.jpg", "image/jpeg")], () =>
      json(200, { jobID: "job-1", status: "failed", error: "not a valid image" }),
    );
    const result = uploadFiles(api.client, "p1", "carousel", [photoA]);
    const settled = expect(result).rejects.toMatchObject({
      reason: "processing_failed",
      message: "uploaded file could not be processed: not a valid image",
    });
    await vi.runAllTimersAsync();
    await settled;
  });

  it("one failing file cancels the others and its error is reported", async () => {
    const signals: AbortSignal[] = [];
    const api = uploadApi(
      [target(1, "zomer.jpg", "image/jpeg"), target(2, "bruiloft.png", "image/png")],
      (request) => {
        const jobID = request.path.split("/").at(-1) ?? "";
        return jobID === "job-1"
          ? json(200, { jobID, status: "failed", error: "too big" })
          : pending(jobID);
      },
      {
        uploadTransport: ({ signal }) => {
          if (signal !== undefined) {
            signals.push(signal);
          }
          return Promise.resolve({ status: 200 });
        },
      },
    );
    const result = uploadFiles(api.client, "p1", "carousel", [photoA, photoB]);
    const settled = expect(result).rejects.toMatchObject({
      message: "uploaded file could not be processed: too big",
    });
    await vi.runAllTimersAsync();
    await settled;
    expect(signals.every((signal) => signal.aborted)).toBe(true);
    expect(jobCalls(api.calls).filter((call) => call.path.endsWith("job-2"))).toHaveLength(1);
  });

  it("can be cancelled while a file is being sent", async () => {
    let started: (() => void) | undefined;
    const sending = new Promise<void>((resolve) => {
      started = resolve;
    });
    const api = uploadApi([target(1, "zomer.jpg", "image/jpeg")], () => json(500, {}), {
      uploadTransport: ({ signal }) =>
        new Promise((_resolve, reject) => {
          signal?.addEventListener("abort", () => {
            reject(new DOMException("aborted", "AbortError"));
          });
          started?.();
        }),
    });
    const controller = new AbortController();
    const result = uploadFiles(api.client, "p1", "carousel", [photoA], {
      signal: controller.signal,
    });
    const settled = expect(result).rejects.toMatchObject({ name: "AbortError" });
    await sending;
    controller.abort();
    await settled;
    expect(jobCalls(api.calls)).toHaveLength(0);
  });

  it("can be cancelled while polling, and then polls no more", async () => {
    const api = uploadApi([target(1, "zomer.jpg", "image/jpeg")], () => pending("job-1"));
    const controller = new AbortController();
    const result = uploadFiles(api.client, "p1", "carousel", [photoA], {
      signal: controller.signal,
    });
    const settled = expect(result).rejects.toMatchObject({ name: "AbortError" });
    await vi.advanceTimersByTimeAsync(2500);
    expect(jobCalls(api.calls)).toHaveLength(3);
    controller.abort();
    await settled;
    await vi.advanceTimersByTimeAsync(120_000);
    expect(jobCalls(api.calls)).toHaveLength(3);
  });

  it("does nothing when cancelled before it starts", async () => {
    const api = uploadApi([target(1, "zomer.jpg", "image/jpeg")], () => pending("job-1"));
    const reason = new Error("niet meer nodig");
    await expect(
      uploadFiles(api.client, "p1", "carousel", [photoA], { signal: AbortSignal.abort(reason) }),
    ).rejects.toBe(reason);
    expect(api.calls).toHaveLength(0);
  });
});

describe("pollJob", () => {
  it("follows the exact schedule: 50 attempts, 1 s ×1.2 capped at 60 s, then the timeout message", async () => {
    const api = fakeApi(() => pending("job-1"));
    const result = pollJob(api.client, "job-1");
    const settled = expect(result).rejects.toMatchObject({
      name: "UploadError",
      reason: "processing_timeout",
      message: "uploaded file could not be processed within 30 seconds",
    });
    await vi.runAllTimersAsync();
    await settled;

    const expected: number[] = [0];
    for (let attempt = 1; attempt < 50; attempt += 1) {
      expected.push((expected.at(-1) ?? 0) + jobPollDelay(attempt));
    }
    expect(api.calls.map((call) => call.at)).toEqual(expected);
    expect(expected.slice(0, 5)).toEqual([0, 1000, 2200, 3640, 5368]);
    const gaps = expected.slice(1).map((time, index) => time - (expected[index] ?? 0));
    expect(gaps.at(-1)).toBe(60_000);
    expect(gaps.filter((gap) => gap === 60_000)).toHaveLength(26);
  });

  it("swallows polling errors (status, network, malformed body) and keeps polling", async () => {
    let attempt = 0;
    const api = fakeApi(() => {
      attempt += 1;
      switch (attempt) {
        case 1:
          return json(500, { code: "internal_error", message: "boom" });
        case 2:
          return Promise.reject(new TypeError("fetch failed"));
        case 3:
          return json(404, { code: "not_found", message: "not yet" });
        case 4:
          return json(200, { nonsense: true });
        default:
          return succeeded("job-1");
      }
    });
    const result = pollJob(api.client, "job-1");
    await vi.runAllTimersAsync();
    await expect(result).resolves.toBe("http://media.test/job-1.jpg");
    expect(api.calls.map((call) => call.at)).toEqual([0, 1000, 2200, 3640, 5368]);
  });

  it("counts swallowed errors as attempts", async () => {
    const api = fakeApi(() => json(503, {}));
    const result = pollJob(api.client, "job-1");
    const settled = expect(result).rejects.toMatchObject({ reason: "processing_timeout" });
    await vi.runAllTimersAsync();
    await settled;
    expect(api.calls).toHaveLength(50);
  });

  it("treats a succeeded job without assetURL as 'unexpected error'", async () => {
    const api = fakeApi(() => json(200, { jobID: "job-1", status: "succeeded" }));
    await expect(pollJob(api.client, "job-1")).rejects.toMatchObject({
      reason: "unexpected",
      message: "unexpected error",
    });
  });

  it("names an unknown processing error", async () => {
    const api = fakeApi(() => json(200, { jobID: "job-1", status: "failed" }));
    await expect(pollJob(api.client, "job-1")).rejects.toThrow(
      "uploaded file could not be processed: unknown error",
    );
  });

  it("refuses a job id that cannot exist, without calling the API", async () => {
    const api = fakeApi(() => succeeded("x"));
    await expect(pollJob(api.client, "../admin")).rejects.toMatchObject({ status: 404 });
    expect(api.calls).toHaveLength(0);
  });

  it("stops at once when the fetch itself is cancelled", async () => {
    const controller = new AbortController();
    const api = fakeApi(() => {
      controller.abort();
      return Promise.reject(new DOMException("aborted", "AbortError"));
    });
    await expect(pollJob(api.client, "job-1", { signal: controller.signal })).rejects.toMatchObject(
      { name: "AbortError" },
    );
    expect(api.calls).toHaveLength(1);
  });
});

describe("requestUpload", () => {
  it("declares names and sizes and returns the targets", async () => {
    const targets = [target(1, "afscheid.mp4", "video/mp4")];
    const api = fakeApi(() => json(200, { files: targets }));
    await expect(
      requestUpload(api.client, "p1", "video", [{ name: "afscheid.mp4", size: 1234 }]),
    ).resolves.toEqual(targets);
    expect(api.calls[0]?.body).toEqual({
      type: "video",
      fileNames: ["afscheid.mp4"],
      fileSizes: [1234],
    });
  });

  it("rejects a malformed answer", async () => {
    const api = fakeApi(() => json(200, { files: [{ fileName: "x" }] }));
    await expect(
      requestUpload(api.client, "p1", "audio", [{ name: "a.mp3", size: 1 }]),
    ).rejects.toMatchObject({ code: "invalid_response" });
  });
});

describe("upload shortcuts", () => {
  it.each([
    ["profile_picture", uploadProfilePicture, fileOf("portret.jpg", "image/jpeg", JPEG_BYTES)],
    ["video", uploadVideo, fileOf("afscheid.mp4", "video/mp4", MP4_BYTES)],
    ["audio", uploadAudio, fileOf("lied.mp3", "audio/mpeg", MP3_BYTES)],
  ] as const)("uploads the file of type %s and returns its one URL", async (type, upload, file) => {
    const api = uploadApi([target(1, file.name, file.type)], () => succeeded("job-1"));
    await expect(upload(api.client, "p1", file)).resolves.toBe("http://media.test/job-1.jpg");
    expect(api.calls[0]?.body).toMatchObject({ type, fileNames: [file.name] });
  });

  it("uploads carousel photos", async () => {
    const api = uploadApi(
      [target(1, "zomer.jpg", "image/jpeg"), target(2, "bruiloft.png", "image/png")],
      (request) => succeeded(request.path.split("/").at(-1) ?? ""),
    );
    await expect(uploadCarouselPhotos(api.client, "p1", [photoA, photoB])).resolves.toEqual([
      "http://media.test/job-1.jpg",
      "http://media.test/job-2.jpg",
    ]);
    expect(api.calls[0]?.body).toMatchObject({ type: "carousel" });
  });
});

describe("uploadFiles input", () => {
  it("accepts an array-like list of files such as a FileList", async () => {
    const api = uploadApi(
      [target(1, "zomer.jpg", "image/jpeg"), target(2, "bruiloft.png", "image/png")],
      (request) => succeeded(request.path.split("/").at(-1) ?? ""),
    );
    const fileList = { length: 2, 0: photoA, 1: photoB };
    await expect(uploadFiles(api.client, "p1", "carousel", fileList)).resolves.toHaveLength(2);
    expect(api.calls[0]?.body).toMatchObject({ fileNames: ["zomer.jpg", "bruiloft.png"] });
  });
});
