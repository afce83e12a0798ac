import { describe, expect, it } from "vitest";
import {
  abortReason,
  ApiError,
  isAbortError,
  isNotFound,
  isVersionConflict,
  QR_CODE_ERROR_MESSAGES,
  QrCodeError,
  UPLOAD_ERROR_MESSAGES,
} from "./errors";

describe("error helpers", () => {
  it("recognise 404 and 412 ApiErrors only", () => {
    const notFound = new ApiError({ status: 404, code: "not_found", message: "x" });
    const conflict = new ApiError({ status: 412, code: "version_conflict", message: "x" });
    expect(isNotFound(notFound)).toBe(true);
    expect(isNotFound(conflict)).toBe(false);
    expect(isNotFound({ status: 404 })).toBe(false);
    expect(isVersionConflict(conflict)).toBe(true);
    expect(isVersionConflict(notFound)).toBe(false);
  });

  it("recognise cancellations", () => {
    expect(isAbortError(new DOMException("x", "AbortError"))).toBe(true);
    expect(isAbortError(new DOMException("x", "TimeoutError"))).toBe(true);
    expect(isAbortError(new Error("x"))).toBe(false);
    expect(isAbortError("AbortError")).toBe(false);
    expect(isAbortError(null)).toBe(false);
  });

  it("give an AbortError when a signal has no Error reason", () => {
    expect(abortReason(undefined)).toMatchObject({ name: "AbortError" });
    const reason = new Error("stop");
    expect(abortReason(AbortSignal.abort(reason))).toBe(reason);
  });

  it("keep the exact internal messages of spec section 8", () => {
    expect(UPLOAD_ERROR_MESSAGES.uploadRejected(500)).toBe(
      "invalid response code for upload request: 500",
    );
    expect(UPLOAD_ERROR_MESSAGES.processingFailed("x")).toBe(
      "uploaded file could not be processed: x",
    );
    expect(UPLOAD_ERROR_MESSAGES.processingTimeout).toBe(
      "uploaded file could not be processed within 30 seconds",
    );
    expect(UPLOAD_ERROR_MESSAGES.unexpected).toBe("unexpected error");
    expect(new QrCodeError("failed").message).toBe(QR_CODE_ERROR_MESSAGES.failed);
    expect(new QrCodeError("timeout").message).toBe(
      "QR-code could not be generated within 30 seconds",
    );
  });
});
