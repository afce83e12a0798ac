import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, json } from "../test/fake-api";
import { QrCodeError } from "./errors";
import { pollQrCode } from "./qr-code";

const QR_URL = "http://media.test/p1/qrcode.png";

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("pollQrCode", () => {
  it("polls every second until the QR code is ready and returns its URL", async () => {
    let attempt = 0;
    const api = fakeApi(() => {
      attempt += 1;
      return attempt < 4
        ? json(200, { status: "pending" })
        : json(200, { status: "succeeded", url: QR_URL });
    });
    const result = pollQrCode(api.client, "p1");
    await vi.runAllTimersAsync();
    await expect(result).resolves.toBe(QR_URL);
    expect(api.calls.map((call) => [call.method, call.path, call.at])).toEqual([
      ["GET", "/api/v1/profiles/p1/qrcode", 0],
      ["GET", "/api/v1/profiles/p1/qrcode", 1000],
      ["GET", "/api/v1/profiles/p1/qrcode", 2000],
      ["GET", "/api/v1/profiles/p1/qrcode", 3000],
    ]);
  });

  it("gives up after 30 attempts, 1 s apart, with the timeout message", async () => {
    const api = fakeApi(() => json(200, { status: "pending" }));
    const result = pollQrCode(api.client, "p1");
    const settled = expect(result).rejects.toMatchObject({
      name: "QrCodeError",
      reason: "timeout",
      message: "QR-code could not be generated within 30 seconds",
    });
    await vi.runAllTimersAsync();
    await settled;
    expect(api.calls.map((call) => call.at)).toEqual(
      Array.from({ length: 30 }, (_, index) => index * 1000),
    );
  });

  it("rejects with 'QR-code could not be generated' when generation failed", async () => {
    const api = fakeApi(() => json(200, { status: "failed", error: "encoder crashed" }));
    const error = await pollQrCode(api.client, "p1").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(QrCodeError);
    expect(error).toMatchObject({ reason: "failed", message: "QR-code could not be generated" });
    expect(api.calls).toHaveLength(1);
  });

  it("treats a success without URL as a failure", async () => {
    const api = fakeApi(() => json(200, { status: "succeeded" }));
    await expect(pollQrCode(api.client, "p1")).rejects.toThrow("QR-code could not be generated");
  });

  it("swallows polling errors and retries", async () => {
    let attempt = 0;
    const api = fakeApi(() => {
      attempt += 1;
      if (attempt === 1) {
        return Promise.reject(new TypeError("fetch failed"));
      }
      if (attempt === 2) {
        return json(502, {});
      }
      return json(200, { status: "succeeded", url: QR_URL });
    });
    const result = pollQrCode(api.client, "p1");
    await vi.runAllTimersAsync();
    await expect(result).resolves.toBe(QR_URL);
    expect(api.calls.map((call) => call.at)).toEqual([0, 1000, 2000]);
  });

  it("stops polling when cancelled", async () => {
    const api = fakeApi(() => json(200, { status: "pending" }));
    const controller = new AbortController();
    const result = pollQrCode(api.client, "p1", { signal: controller.signal });
    const settled = expect(result).rejects.toMatchObject({ name: "AbortError" });
    await vi.advanceTimersByTimeAsync(1500);
    controller.abort();
    await settled;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(api.calls).toHaveLength(2);
  });

  it("passes a cancelled fetch through at once", async () => {
    const controller = new AbortController();
    const api = fakeApi(() => {
      controller.abort();
      return Promise.reject(new DOMException("aborted", "AbortError"));
    });
    await expect(pollQrCode(api.client, "p1", { signal: controller.signal })).rejects.toMatchObject(
      { name: "AbortError" },
    );
    expect(api.calls).toHaveLength(1);
  });

  it("refuses a page id that cannot exist, without calling the API", async () => {
    const api = fakeApi(() => json(200, { status: "pending" }));
    await expect(pollQrCode(api.client, "a/b")).rejects.toMatchObject({ status: 404 });
    expect(api.calls).toHaveLength(0);
  });
});
