/** Test doubles: a recording fetch, JSON responses and an API client wired to them. */

import { createApiClient, type ApiClient } from "../src/client";
import type { SessionTokens } from "../src/tokens";
import type { UploadTransport, UploadTransportRequest } from "../src/upload-transport";

export const BASE_URL = "http://api.test";

export interface RecordedRequest {
  readonly method: string;
  readonly url: URL;
  readonly path: string;
  readonly headers: Headers;
  /** The parsed JSON body, the text when it is not JSON, undefined without a body. */
  readonly body: unknown;
  /** `Date.now()` when the request was made (fake timers make this exact). */
  readonly at: number;
  readonly signal: AbortSignal;
}

export type Handler = (request: RecordedRequest) => Response | Promise<Response>;

export function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", ...headers },
  });
}

export function recordingFetch(handler: Handler) {
  const calls: RecordedRequest[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const text = await request.text();
    let body: unknown = undefined;
    if (text !== "") {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    const url = new URL(request.url);
    const recorded: RecordedRequest = {
      method: request.method,
      url,
      path: url.pathname,
      headers: request.headers,
      body,
      at: Date.now(),
      signal: request.signal,
    };
    calls.push(recorded);
    return handler(recorded);
  };
  return { fetch, calls };
}

export interface FakeApi {
  readonly client: ApiClient;
  readonly calls: RecordedRequest[];
  readonly uploads: UploadTransportRequest[];
}

export function fakeApi(
  handler: Handler,
  options: {
    readonly tokens?: SessionTokens | null;
    readonly uploadTransport?: UploadTransport;
  } = {},
): FakeApi {
  const { fetch, calls } = recordingFetch(handler);
  const uploads: UploadTransportRequest[] = [];
  const transport: UploadTransport =
    options.uploadTransport ??
    ((request) => {
      uploads.push(request);
      request.onProgress?.(request.body.size, request.body.size);
      return Promise.resolve({ status: 200 });
    });
  const client = createApiClient({
    baseUrl: BASE_URL,
    getTokens: () => (options.tokens === undefined ? { idToken: "id-token" } : options.tokens),
    fetch,
    uploadTransport: (request) => {
      if (options.uploadTransport !== undefined) {
        uploads.push(request);
      }
      return transport(request);
    },
  });
  return { client, calls, uploads };
}

export const JPEG_BYTES = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46];
export const PNG_BYTES = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
export const MP4_BYTES = [0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d];
export const MP3_BYTES = [0x49, 0x44, 0x33, 0x04, 0, 0, 0, 0, 0, 0];

/** A file with the given leading bytes, padded to `size` bytes. */
export function fileOf(
  name: string,
  type: string,
  leading: readonly number[],
  size = Math.max(leading.length, 64),
): File {
  const bytes = new Uint8Array(size);
  bytes.set(leading.slice(0, size));
  return new File([bytes], name, { type });
}

/**
 * A file that claims `size` bytes without allocating them: only its first bytes can be read
 * (enough for the signature check). For size-limit tests.
 */
export function sizedFile(
  name: string,
  type: string,
  leading: readonly number[],
  size: number,
): File {
  const head = new Blob([new Uint8Array(leading)]);
  return {
    name,
    type,
    size,
    slice: (start?: number, end?: number) => head.slice(start, end),
  } as unknown as File;
}
