/** Sending file bytes to an upload URL, with progress and cancellation. */

import { abortReason } from "./errors";

export interface UploadTransportRequest {
  readonly url: string;
  /** The `uploadHeaders` of the upload response, sent exactly as given. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Blob;
  readonly signal?: AbortSignal;
  /** Bytes sent so far and the total. */
  readonly onProgress?: (loaded: number, total: number) => void;
}

/**
 * PUTs `body` to `url` and resolves with the HTTP status (any status: the caller judges it).
 * Rejects on a network failure, and with the signal's reason when cancelled.
 */
export type UploadTransport = (request: UploadTransportRequest) => Promise<{ status: number }>;

/** Headers a browser refuses to let scripts set; skipped instead of causing console noise. */
const FORBIDDEN_HEADERS = new Set(["content-length", "host", "connection", "expect"]);

type XhrConstructor = new () => XMLHttpRequest;

/** Transport on XMLHttpRequest: reports upload progress events. */
export function createXhrUploadTransport(Xhr: XhrConstructor): UploadTransport {
  return ({ url, headers, body, signal, onProgress }) =>
    new Promise((resolve, reject) => {
      if (signal?.aborted) {
        reject(abortReason(signal));
        return;
      }
      const xhr = new Xhr();
      const onAbortSignal = () => {
        xhr.abort();
      };
      const cleanUp = () => {
        signal?.removeEventListener("abort", onAbortSignal);
      };
      xhr.open("PUT", url);
      for (const [name, value] of Object.entries(headers)) {
        if (!FORBIDDEN_HEADERS.has(name.toLowerCase())) {
          xhr.setRequestHeader(name, value);
        }
      }
      xhr.upload.onprogress = (event) => {
        onProgress?.(event.loaded, event.lengthComputable ? event.total : body.size);
      };
      xhr.onload = () => {
        cleanUp();
        resolve({ status: xhr.status });
      };
      xhr.onerror = () => {
        cleanUp();
        reject(new TypeError("network error while uploading"));
      };
      xhr.ontimeout = xhr.onerror;
      xhr.onabort = () => {
        cleanUp();
        reject(abortReason(signal));
      };
      signal?.addEventListener("abort", onAbortSignal, { once: true });
      xhr.send(body);
    });
}

/** Transport on fetch (no XMLHttpRequest, e.g. Node): progress only at start and end. */
export function createFetchUploadTransport(
  fetchImpl: (input: Request) => Promise<Response>,
): UploadTransport {
  return async ({ url, headers, body, signal, onProgress }) => {
    onProgress?.(0, body.size);
    const response = await fetchImpl(
      new Request(url, { method: "PUT", headers: { ...headers }, body, signal }),
    );
    if (response.ok) {
      onProgress?.(body.size, body.size);
    }
    return { status: response.status };
  };
}
