import { describe, expect, it } from "vitest";
import { recordingFetch } from "../test/fake-api";
import { createFetchUploadTransport, createXhrUploadTransport } from "./upload-transport";

/** A scriptable stand-in for XMLHttpRequest. */
class FakeXhr {
  static instances: FakeXhr[] = [];
  method = "";
  url = "";
  headers: Record<string, string> = {};
  sentBody: unknown = undefined;
  status = 0;
  aborted = false;
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.instances.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sentBody = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable } as ProgressEvent);
  }
  finish(status: number) {
    this.status = status;
    this.onload?.();
  }
}

function xhrTransport() {
  FakeXhr.instances = [];
  return createXhrUploadTransport(FakeXhr as unknown as new () => XMLHttpRequest);
}

function lastXhr(): FakeXhr {
  const xhr = FakeXhr.instances.at(-1);
  if (xhr === undefined) {
    throw new Error("no XMLHttpRequest was made");
  }
  return xhr;
}

const body = new Blob([new Uint8Array(1000)]);

describe("createXhrUploadTransport", () => {
  it("PUTs the body with the upload headers and reports progress and the status", async () => {
    const transport = xhrTransport();
    const progress: [number, number][] = [];
    const pending = transport({
      url: "http://uploads.test/j1?token=t",
      headers: { "Content-Type": "image/jpeg", "Content-Length": "1000", "x-amz-acl": "private" },
      body,
      onProgress: (loaded, total) => progress.push([loaded, total]),
    });
    const xhr = lastXhr();
    expect(xhr.method).toBe("PUT");
    expect(xhr.url).toBe("http://uploads.test/j1?token=t");
    expect(xhr.headers).toEqual({ "Content-Type": "image/jpeg", "x-amz-acl": "private" });
    expect(xhr.sentBody).toBe(body);
    xhr.progress(400, 1000);
    xhr.progress(700, 0, false);
    xhr.finish(200);
    await expect(pending).resolves.toEqual({ status: 200 });
    expect(progress).toEqual([
      [400, 1000],
      [700, 1000],
    ]);
  });

  it("resolves with a non-2xx status for the caller to judge", async () => {
    const transport = xhrTransport();
    const pending = transport({ url: "http://u.test/1", headers: {}, body });
    lastXhr().finish(403);
    await expect(pending).resolves.toEqual({ status: 403 });
  });

  it("rejects on a network error and on a timeout", async () => {
    const transport = xhrTransport();
    const failing = transport({ url: "http://u.test/1", headers: {}, body });
    lastXhr().onerror?.();
    await expect(failing).rejects.toThrow("network error while uploading");
    const timingOut = transport({ url: "http://u.test/2", headers: {}, body });
    lastXhr().ontimeout?.();
    await expect(timingOut).rejects.toThrow(TypeError);
  });

  it("aborts the request when the signal fires", async () => {
    const transport = xhrTransport();
    const controller = new AbortController();
    const pending = transport({
      url: "http://u.test/1",
      headers: {},
      body,
      signal: controller.signal,
    });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
    expect(lastXhr().aborted).toBe(true);
  });

  it("does not start when the signal has already fired", async () => {
    const transport = xhrTransport();
    const reason = new Error("gestopt");
    await expect(
      transport({
        url: "http://u.test/1",
        headers: {},
        body,
        signal: AbortSignal.abort(reason),
      }),
    ).rejects.toBe(reason);
    expect(FakeXhr.instances).toHaveLength(0);
  });
});

describe("createFetchUploadTransport", () => {
  it("PUTs with the headers and reports progress at start and end", async () => {
    const { fetch, calls } = recordingFetch(() => new Response(null, { status: 200 }));
    const progress: [number, number][] = [];
    const result = await createFetchUploadTransport(fetch)({
      url: "http://u.test/1",
      headers: { "Content-Type": "audio/mpeg" },
      body,
      onProgress: (loaded, total) => progress.push([loaded, total]),
    });
    expect(result).toEqual({ status: 200 });
    expect(calls[0]?.method).toBe("PUT");
    expect(calls[0]?.headers.get("Content-Type")).toBe("audio/mpeg");
    expect(progress).toEqual([
      [0, 1000],
      [1000, 1000],
    ]);
  });

  it("returns a failing status without reporting completion", async () => {
    const { fetch } = recordingFetch(() => new Response("no", { status: 500 }));
    const progress: number[] = [];
    const result = await createFetchUploadTransport(fetch)({
      url: "http://u.test/1",
      headers: {},
      body,
      onProgress: (loaded) => progress.push(loaded),
    });
    expect(result).toEqual({ status: 500 });
    expect(progress).toEqual([0]);
  });
});
