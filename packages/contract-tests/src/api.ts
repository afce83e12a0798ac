// The one way tests talk to the API: plain fetch, every response matched to its operation and
// validated against the contract, every exercised (operation, status) recorded for the
// coverage check that runs last.
import { appendFileSync } from "node:fs";
import type { Contract, ContractOperation } from "@memorial/api-types/contract";
import { rawExchange } from "./keep-alive";

export interface ApiResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON body, or undefined when the body was empty or not JSON. */
  body: unknown;
  text: string;
  operation: ContractOperation | undefined;
}

export interface RequestOptions {
  token?: string | undefined;
  json?: unknown;
  /** Sent as-is instead of `json` (e.g. malformed JSON). */
  rawBody?: string;
  headers?: Record<string, string>;
}

export class ContractViolation extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ContractViolation";
  }
}

export interface CoverageEntry {
  key: string;
  status: number;
  role: string;
}

export class Api {
  constructor(
    readonly baseUrl: string,
    readonly contract: Contract,
    private readonly coverageFile: string | undefined,
  ) {}

  url(path: string): string {
    return `${this.baseUrl}${this.contract.basePath}${path}`;
  }

  /**
   * Calls the API. The response must be documented by the contract for its status and must
   * validate; otherwise a ContractViolation is thrown and the test fails.
   */
  async request(
    method: string,
    path: string,
    options: RequestOptions = {},
    role = "unspecified",
  ): Promise<ApiResponse> {
    const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
    let body: string | undefined;
    if (options.rawBody !== undefined) {
      body = options.rawBody;
      headers["Content-Type"] ??= "application/json";
    } else if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers["Content-Type"] ??= "application/json";
    }
    if (options.token !== undefined) headers.Authorization = `Bearer ${options.token}`;
    const target = path.startsWith("http") ? path : this.url(path);
    const response = await fetch(target, { method, headers, body, redirect: "manual" });
    return this.check(method, target, response, role);
  }

  /**
   * Like `request`, but over a plain-HTTP connection of its own that is closed afterwards, so a server
   * that drops the connection (e.g. after refusing a huge body) cannot affect later requests.
   */
  async requestOnOwnConnection(
    method: string,
    path: string,
    options: RequestOptions & { token: string; json: unknown },
    role = "unspecified",
  ): Promise<ApiResponse> {
    const target = new URL(this.url(path));
    if (target.protocol !== "http:") return this.request(method, path, options, role);
    const payload = Buffer.from(JSON.stringify(options.json));
    const head = [
      `${method} ${target.pathname}${target.search} HTTP/1.1`,
      `Host: ${target.host}`,
      "Accept: application/json",
      "Content-Type: application/json",
      `Content-Length: ${payload.length}`,
      `Authorization: Bearer ${options.token}`,
      "Connection: close",
      "",
      "",
    ].join("\r\n");
    const raw = await rawExchange(target.toString(), Buffer.concat([Buffer.from(head), payload]));
    const response = new Response(raw.body.length > 0 ? new Uint8Array(raw.body) : null, {
      status: raw.status,
      headers: raw.headers,
    });
    return this.check(method, target.toString(), response, role);
  }

  /** Validates a response obtained elsewhere (e.g. a PUT to an upload URL). */
  async check(
    method: string,
    target: string,
    response: Response,
    role = "unspecified",
  ): Promise<ApiResponse> {
    const buffer = Buffer.from(await response.arrayBuffer());
    const contentType = response.headers.get("content-type") ?? "";
    const text =
      contentType.includes("json") || contentType.startsWith("text/")
        ? buffer.toString("utf8")
        : "";
    let parsed: unknown;
    if (contentType.includes("json") && text !== "") {
      try {
        parsed = JSON.parse(text);
      } catch {
        throw new ContractViolation(
          `${method} ${target} answered ${response.status} with invalid JSON: ${text.slice(0, 200)}`,
        );
      }
    }
    const url = new URL(target);
    const operation =
      url.origin === new URL(this.baseUrl).origin
        ? this.contract.match(method, url.pathname)
        : undefined;
    if (operation === undefined && /\/api\/v\d+\//.test(url.pathname)) {
      throw new ContractViolation(
        `${method} ${url.pathname} answered ${response.status}, but the contract documents no such operation.`,
      );
    }
    if (operation !== undefined) {
      const problems = this.contract.checkResponse(
        operation,
        response.status,
        response.headers,
        parsed,
        buffer.length,
      );
      if (problems.length > 0) {
        throw new ContractViolation(
          `${method} ${url.pathname} (${operation.key}) as ${role} answered ${response.status}, which breaks the contract:\n  - ${problems.join("\n  - ")}\n  body: ${text.slice(0, 400)}`,
        );
      }
      if (this.coverageFile !== undefined) {
        const entry: CoverageEntry = { key: operation.key, status: response.status, role };
        appendFileSync(this.coverageFile, `${JSON.stringify(entry)}\n`);
      }
    }
    return { status: response.status, headers: response.headers, body: parsed, text, operation };
  }
}
