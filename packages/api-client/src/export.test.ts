import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, json } from "../test/fake-api";
import { ApiError } from "./errors";
import { ExportError, exportPage, startExport } from "./export";

const ZIP_URL = "http://api.test/exports/j1?token=abcdefghijklmnopqrstuvwxyz";

const job = (status: string, progress: number, extra: Record<string, unknown> = {}) => ({
  jobID: "j1",
  profileID: "p1",
  status,
  progress,
  createdAt: "2026-11-26T18:00:00.000Z",
  ...extra,
});

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("exportPage", () => {
  it("starts the export, polls every second and reports progress", async () => {
    let polls = 0;
    const api = fakeApi((request) => {
      if (request.method === "POST") return json(202, job("pending", 0));
      polls += 1;
      return polls < 3
        ? json(200, job("pending", polls * 40))
        : json(200, job("succeeded", 100, { assetURL: ZIP_URL }));
    });
    const seen: number[] = [];
    const result = exportPage(api.client, "p1", { onProgress: (j) => seen.push(j.progress) });
    await vi.runAllTimersAsync();
    await expect(result).resolves.toMatchObject({ status: "succeeded", assetURL: ZIP_URL });
    expect(seen).toEqual([0, 40, 80, 100]);
    expect(api.calls.map((call) => [call.method, call.path, call.at])).toEqual([
      ["POST", "/api/v1/profiles/p1/export", 0],
      ["GET", "/api/v1/exports/j1", 1000],
      ["GET", "/api/v1/exports/j1", 2000],
      ["GET", "/api/v1/exports/j1", 3000],
    ]);
  });

  it("rejects a viewer's start with the API's 403", async () => {
    const api = fakeApi(() => json(403, { code: "forbidden", message: "manage access required" }));
    const error = await startExport(api.client, "p1").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: "forbidden" });
  });

  it("rejects with ExportError when the job fails, and retries a 503 while polling", async () => {
    let polls = 0;
    const api = fakeApi((request) => {
      if (request.method === "POST") return json(200, job("pending", 10));
      polls += 1;
      return polls === 1
        ? json(503, { code: "internal_error", message: "busy" })
        : json(200, job("failed", 10, { error: "disk full" }));
    });
    const result = exportPage(api.client, "p1");
    const settled = expect(result).rejects.toBeInstanceOf(ExportError);
    await vi.runAllTimersAsync();
    await settled;
    expect(api.calls).toHaveLength(3);
  });

  it("stops polling on a 404 and when the signal fires", async () => {
    const gone = fakeApi((request) =>
      request.method === "POST"
        ? json(202, job("pending", 0))
        : json(404, { code: "not_found", message: "export not found" }),
    );
    const lost = exportPage(gone.client, "p1");
    const lostSettled = expect(lost).rejects.toMatchObject({ status: 404 });
    await vi.runAllTimersAsync();
    await lostSettled;

    const controller = new AbortController();
    const running = fakeApi((request) =>
      request.method === "POST" ? json(202, job("pending", 0)) : json(200, job("pending", 5)),
    );
    const aborted = exportPage(running.client, "p1", { signal: controller.signal });
    const abortedSettled = expect(aborted).rejects.toMatchObject({ name: "AbortError" });
    await vi.advanceTimersByTimeAsync(2500);
    controller.abort();
    await abortedSettled;
    const calls = running.calls.length;
    await vi.advanceTimersByTimeAsync(5000);
    expect(running.calls).toHaveLength(calls);
  });
});
