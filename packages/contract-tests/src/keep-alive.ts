// A raw HTTP/1.1 check: after the server answers a request, either it announced
// "Connection: close" or the same connection must serve the next request. Used to check
// that refusing a huge body without reading it does not break keep-alive clients.
import { connect } from "node:net";

export interface KeepAliveResult {
  firstStatus: number;
  announcedClose: boolean;
  /** Status of the second request on the same connection; undefined when none came. */
  secondStatus: number | undefined;
  /** What ended the connection, when it ended before the second answer. */
  ended: string | undefined;
}

interface ParsedResponse {
  status: number;
  headers: Record<string, string>;
  length: number;
}

function parseHead(buffer: Buffer): ParsedResponse | undefined {
  const end = buffer.indexOf("\r\n\r\n");
  if (end < 0) return undefined;
  const lines = buffer.subarray(0, end).toString("latin1").split("\r\n");
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(lines[0] ?? "")?.[1] ?? "0");
  const headers: Record<string, string> = {};
  for (const line of lines.slice(1)) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status, headers, length: end + 4 + Number(headers["content-length"] ?? "0") };
}

/** Sends `first`, then `second` on the same socket once the first answer is complete. */
export function keepAliveCheck(
  url: string,
  first: string | Buffer,
  second: string,
  timeoutMs = 5000,
): Promise<KeepAliveResult> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(target.port || 80), target.hostname);
    let received = Buffer.alloc(0);
    let firstAnswer: ParsedResponse | undefined;
    let settled = false;
    const finish = (result: KeepAliveResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    const timer = setTimeout(() => {
      finish({
        firstStatus: firstAnswer?.status ?? 0,
        announcedClose: false,
        secondStatus: undefined,
        ended: `no answer within ${timeoutMs} ms`,
      });
    }, timeoutMs);
    const interim = (parsed: ParsedResponse) => parsed.status >= 100 && parsed.status < 200;
    socket.on("data", (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      for (;;) {
        const parsed = parseHead(received);
        if (parsed === undefined || received.length < parsed.length) return;
        received = received.subarray(parsed.length);
        if (interim(parsed)) continue;
        if (firstAnswer === undefined) {
          firstAnswer = parsed;
          if (parsed.headers.connection?.toLowerCase() === "close") {
            finish({
              firstStatus: parsed.status,
              announcedClose: true,
              secondStatus: undefined,
              ended: undefined,
            });
            return;
          }
          socket.write(second);
        } else {
          finish({
            firstStatus: firstAnswer.status,
            announcedClose: false,
            secondStatus: parsed.status,
            ended: undefined,
          });
          return;
        }
      }
    });
    const ended = (reason: string) => {
      if (firstAnswer === undefined && !settled) {
        settled = true;
        clearTimeout(timer);
        reject(new Error(`The connection ended before the first answer: ${reason}`));
        return;
      }
      finish({
        firstStatus: firstAnswer?.status ?? 0,
        announcedClose: false,
        secondStatus: undefined,
        ended: reason,
      });
    };
    socket.on("error", (error: NodeJS.ErrnoException) => {
      // Writing the rest of a refused body may fail; the answer may still be readable.
      if (error.code === "EPIPE" && firstAnswer === undefined) return;
      ended(error.code ?? error.message);
    });
    socket.on("close", () => {
      ended("closed by the server");
    });
    socket.write(first);
  });
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Sends raw request bytes on a connection of its own and reads the first final answer. */
export function rawExchange(
  url: string,
  request: Buffer,
  timeoutMs = 15_000,
): Promise<RawResponse> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(target.port || 80), target.hostname);
    let received = Buffer.alloc(0);
    let settled = false;
    const settle = (error: Error | undefined, value?: RawResponse) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      if (error !== undefined) reject(error);
      else if (value !== undefined) resolve(value);
    };
    const timer = setTimeout(() => {
      settle(new Error(`No answer from ${url} within ${timeoutMs} ms`));
    }, timeoutMs);
    const tryParse = (): boolean => {
      for (;;) {
        const parsed = parseHead(received);
        if (parsed === undefined || received.length < parsed.length) return false;
        const bodyStart = received.indexOf("\r\n\r\n") + 4;
        const body = received.subarray(bodyStart, parsed.length);
        received = received.subarray(parsed.length);
        if (parsed.status >= 100 && parsed.status < 200) continue;
        settle(undefined, { status: parsed.status, headers: parsed.headers, body });
        return true;
      }
    };
    socket.on("data", (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      tryParse();
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      // The server may answer and close while the body is still being written: the answer
      // can still arrive, so wait for "close" to decide.
      if (error.code === "EPIPE") return;
      if (error.code === "ECONNRESET") {
        if (!tryParse()) settle(new Error(`The connection failed before an answer: ${error.code}`));
        return;
      }
      settle(error);
    });
    socket.on("close", () => {
      if (!tryParse()) settle(new Error("The server closed the connection without an answer."));
    });
    socket.write(request);
  });
}
