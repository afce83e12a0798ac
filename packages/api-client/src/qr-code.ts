/** QR-code polling (spec sections 4, 7, 8 and 9). */

import { type ApiClient, expectBody, isRecord, send } from "./client";
import { abortReason, isAbortError, QrCodeError } from "./errors";
import type { QrCode } from "@memorial/api-types";
import { assertResourceId } from "./ids";
import { QR_POLL_DELAY_MS, QR_POLL_MAX_ATTEMPTS, sleep } from "./polling";

/**
 * Polls the page's QR code until it is ready and resolves with the image URL. The first attempt
 * is immediate, then one every second, at most 30. A `failed` answer rejects with
 * 'QR-code could not be generated'; running out of attempts with
 * 'QR-code could not be generated within 30 seconds'. Polling errors are swallowed and retried.
 */
export async function pollQrCode(
  client: ApiClient,
  profileId: string,
  options: { readonly signal?: AbortSignal } = {},
): Promise<string> {
  const { signal } = options;
  assertResourceId(profileId, "profile");
  for (let attempt = 1; attempt <= QR_POLL_MAX_ATTEMPTS; attempt += 1) {
    if (attempt > 1) {
      await sleep(QR_POLL_DELAY_MS, signal);
    }
    signal?.throwIfAborted();
    let qrCode: QrCode;
    try {
      const { data, response } = await send(
        client.http.GET("/api/v1/profiles/{id}/qrcode", {
          params: { path: { id: profileId } },
          signal,
        }),
      );
      qrCode = expectBody(
        data,
        response,
        (value): value is QrCode => isRecord(value) && typeof value.status === "string",
        "QR code",
      );
    } catch (error) {
      if (isAbortError(error) || signal?.aborted) {
        throw signal?.aborted ? abortReason(signal) : error;
      }
      continue;
    }
    if (qrCode.status === "succeeded") {
      if (typeof qrCode.url === "string" && qrCode.url !== "") {
        return qrCode.url;
      }
      throw new QrCodeError("failed");
    }
    if (qrCode.status === "failed") {
      throw new QrCodeError("failed");
    }
  }
  throw new QrCodeError("timeout");
}
