// Building blocks for the contract tests: the suite context, typed reads of validated bodies
// and the multi-step flows (pages, access rows, uploads, jobs, QR codes, payments, trials).
import { expect, inject, type TestContext } from "vitest";
import { Api, type ApiResponse } from "./api";
import type {
  AccessRow,
  ApiErrorBody,
  Profile,
  Section,
  UploadFile,
  UploadJob,
} from "@memorial/api-types";
import { Contract } from "@memorial/api-types/contract";
import type { AccessLevel, UploadType } from "@memorial/domain";
import type { AccountRole } from "./settings";
import type { Account, SuiteContext } from "./suite-context";

export interface Suite {
  ctx: SuiteContext;
  api: Api;
  contract: Contract;
  accounts: Record<AccountRole, Account>;
}

let cached: Suite | undefined;

/** Skips the running test with a reason that is printed, not only recorded. */
export function skipBecause(test: TestContext, reason: string): never {
  console.info(`[contract] skipped "${test.task.name}": ${reason}`);
  return test.skip(reason);
}

export function useSuite(): Suite {
  if (cached === undefined) {
    const ctx = inject("contract");
    const contract = Contract.fromFile(ctx.openapiFile);
    cached = {
      ctx,
      contract,
      api: new Api(ctx.apiUrl, contract, ctx.coverageFile),
      accounts: ctx.accounts,
    };
  }
  return cached;
}

// Shapes the tests read: the wire types. Bodies are validated against the contract before use.
export type SectionBody = Section;
export type ProfileBody = Profile;
export type AccessRowBody = AccessRow;
export type UploadFileBody = UploadFile;
export type JobBody = UploadJob;
export type ErrorBody = ApiErrorBody;

/** The HTML of a text section; undefined for any other section (or none). */
export function textOf(section: SectionBody | undefined): string | undefined {
  return section?.type === "text" ? section.text : undefined;
}

export function groupId(profileId: string, level: AccessLevel): string {
  return `${profileId}-${level === "manage" ? "0000" : "0001"}`;
}

// The body was validated against the contract before it is read; T names its schema.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
export function bodyOf<T>(response: ApiResponse): T {
  return response.body as T;
}

/** Asserts a status and, for errors, the contract's error code. */
export function expectStatus(response: ApiResponse, status: number, code?: string): void {
  expect(
    response.status,
    `${response.operation?.key ?? "request"} answered ${response.status}: ${response.text.slice(0, 300)}`,
  ).toBe(status);
  if (code !== undefined) {
    expect(bodyOf<ErrorBody>(response).code).toBe(code);
  }
}

export async function createPage(token: string): Promise<string> {
  const { api } = useSuite();
  const response = await api.request("POST", "/api/v1/profiles", { token }, "owner");
  expectStatus(response, 201);
  return bodyOf<{ id: string }>(response).id;
}

export async function readPage(token: string, id: string, role = "owner"): Promise<ProfileBody> {
  const { api } = useSuite();
  const response = await api.request("GET", `/api/v1/profiles/${id}`, { token }, role);
  expectStatus(response, 200);
  return bodyOf<ProfileBody>(response);
}

/** Two sections: one public, one members-only; their texts identify them. */
export const PUBLIC_TEXT = "<p>Openbare herinnering</p>";
export const PRIVATE_TEXT = "<p>Alleen voor familie</p>";

export function standardContent(name: string): Record<string, unknown> {
  return {
    name,
    dateOfBirth: "1948-03-12",
    dateOfDeath: "2025-11-02",
    sections: [
      { type: "text", isPublic: true, text: PUBLIC_TEXT },
      { type: "text", isPublic: false, text: PRIVATE_TEXT },
    ],
  };
}

export async function savePage(
  token: string,
  id: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<ApiResponse> {
  const { api } = useSuite();
  return api.request("PUT", `/api/v1/profiles/${id}`, { token, json: body, headers }, "owner");
}

export async function putRow(
  token: string,
  id: string,
  email: string,
  level: AccessLevel,
  role = "owner",
): Promise<ApiResponse> {
  const { api } = useSuite();
  return api.request(
    "PUT",
    `/api/v1/profiles/${id}/group-membership`,
    { token, json: { username: email, groupIDs: [groupId(id, level)] } },
    role,
  );
}

export async function deleteRow(
  token: string,
  id: string,
  email: string,
  role = "owner",
): Promise<ApiResponse> {
  const { api } = useSuite();
  return api.request(
    "DELETE",
    `/api/v1/profiles/${id}/group-membership?username=${encodeURIComponent(email)}`,
    { token },
    role,
  );
}

export async function listRows(token: string, id: string): Promise<AccessRowBody[]> {
  const { api } = useSuite();
  const response = await api.request(
    "GET",
    `/api/v1/profiles/${id}/group-membership`,
    { token },
    "owner",
  );
  expectStatus(response, 200);
  return bodyOf<{ groupMemberships: AccessRowBody[] }>(response).groupMemberships;
}

export const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, ms));

/** Polls a job until it is no longer pending. */
export async function pollJob(token: string, jobId: string, timeoutMs = 20_000): Promise<JobBody> {
  const { api } = useSuite();
  const deadline = Date.now() + timeoutMs;
  let delay = 100;
  for (;;) {
    const response = await api.request("GET", `/api/v1/jobs/${jobId}`, { token }, "owner");
    expectStatus(response, 200);
    const job = bodyOf<JobBody>(response);
    if (job.status !== "pending") return job;
    if (Date.now() > deadline) throw new Error(`Job ${jobId} still pending after ${timeoutMs} ms`);
    await sleep(delay);
    delay = Math.min(delay * 1.5, 1000);
  }
}

export interface FileToUpload {
  name: string;
  bytes: Buffer;
}

export type { UploadType };

export async function requestUpload(
  token: string,
  id: string,
  type: UploadType,
  files: FileToUpload[],
  declareSizes = true,
): Promise<UploadFileBody[]> {
  const { api } = useSuite();
  const response = await api.request(
    "POST",
    `/api/v1/profiles/${id}/upload`,
    {
      token,
      json: {
        type,
        fileNames: files.map((file) => file.name),
        ...(declareSizes ? { fileSizes: files.map((file) => file.bytes.length) } : {}),
      },
    },
    "owner",
  );
  expectStatus(response, 200);
  return bodyOf<{ files: UploadFileBody[] }>(response).files;
}

/** PUTs bytes to an upload URL with the given headers; the response is contract-checked. */
export async function putUpload(
  target: UploadFileBody,
  bytes: Buffer,
  headers: Record<string, string> = target.uploadHeaders,
  url = target.uploadURL,
): Promise<ApiResponse> {
  const { api } = useSuite();
  const response = await fetch(url, { method: "PUT", headers, body: new Uint8Array(bytes) });
  return api.check("PUT", url, response, "anonymous");
}

/** The whole upload flow for one file; returns the finished job. */
export async function uploadFile(
  token: string,
  id: string,
  type: UploadType,
  file: FileToUpload,
): Promise<JobBody> {
  const [target] = await requestUpload(token, id, type, [file]);
  if (target === undefined) throw new Error("The upload response listed no file.");
  const put = await putUpload(target, file.bytes);
  expectStatus(put, 204);
  return pollJob(token, target.jobID);
}

export async function pollQrCode(
  token: string,
  id: string,
  timeoutMs = 15_000,
): Promise<{ status: string; url?: string; error?: string }> {
  const { api } = useSuite();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await api.request("GET", `/api/v1/profiles/${id}/qrcode`, { token }, "owner");
    expectStatus(response, 200);
    const qr = bodyOf<{ status: string; url?: string; error?: string }>(response);
    if (qr.status !== "pending") return qr;
    if (Date.now() > deadline)
      throw new Error(`QR code of ${id} still pending after ${timeoutMs} ms`);
    await sleep(200);
  }
}

/** Local-only: expires the trial of a page. Returns false when the backend has no such helper. */
export async function expireTrial(id: string): Promise<boolean> {
  const { ctx } = useSuite();
  const response = await fetch(`${ctx.apiUrl}/_local/profiles/${id}/expire-trial`, {
    method: "POST",
  });
  await response.arrayBuffer();
  if (response.status === 404 || response.status === 405) return false;
  if (!response.ok) {
    throw new Error(`POST /_local/profiles/${id}/expire-trial answered ${response.status}`);
  }
  return true;
}

/**
 * Local-only: moves the end of a bought plan's paid period to `inDays` days from now (0: it
 * ends now and the page rests). False when the backend has no such helper.
 */
export async function endPlan(id: string, inDays = 0): Promise<boolean> {
  const { ctx } = useSuite();
  const response = await fetch(`${ctx.apiUrl}/_local/profiles/${id}/end-plan?inDays=${inDays}`, {
    method: "POST",
  });
  await response.arrayBuffer();
  if (response.status === 404 || response.status === 405) return false;
  if (!response.ok) {
    throw new Error(`POST /_local/profiles/${id}/end-plan answered ${response.status}`);
  }
  return true;
}

/** Starts moving a bronze page to silver. */
export async function initiateUpgrade(token: string, id: string): Promise<ApiResponse> {
  return useSuite().api.request(
    "POST",
    `/api/v1/profiles/${id}/payment/upgrade`,
    { token },
    "owner",
  );
}

/** Starts extending a bought plan ('Verlengen'). */
export async function initiateExtension(
  token: string,
  id: string,
  yearsUpfront = 10,
): Promise<ApiResponse> {
  return useSuite().api.request(
    "POST",
    `/api/v1/profiles/${id}/payment/extend`,
    { token, json: { yearsUpfront } },
    "owner",
  );
}

export async function initiatePayment(
  token: string,
  id: string,
  plan: "bronze" | "silver",
  yearsUpfront = 10,
): Promise<ApiResponse> {
  const { api } = useSuite();
  return api.request(
    "POST",
    `/api/v1/profiles/${id}/payment/initiate`,
    { token, json: { plan, yearsUpfront } },
    "owner",
  );
}

interface PaymentForm {
  action: string;
  fields: Record<string, string>;
  label: string;
}

/** Reads the forms of a payment page; each submit button becomes its own option. */
export function paymentForms(html: string, pageUrl: string): PaymentForm[] {
  const forms: PaymentForm[] = [];
  for (const match of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)) {
    const attributes = match[1] ?? "";
    const inner = match[2] ?? "";
    const action = /\baction\s*=\s*"([^"]*)"/i.exec(attributes)?.[1] ?? pageUrl;
    const hidden: Record<string, string> = {};
    for (const input of inner.matchAll(/<input\b([^>]*)>/gi)) {
      const attrs = input[1] ?? "";
      const name = /\bname\s*=\s*"([^"]*)"/i.exec(attrs)?.[1];
      const value = /\bvalue\s*=\s*"([^"]*)"/i.exec(attrs)?.[1] ?? "";
      if (name !== undefined && !/type\s*=\s*"submit"/i.test(attrs)) hidden[name] = value;
    }
    const buttons = [...inner.matchAll(/<button\b([^>]*)>([\s\S]*?)<\/button>/gi)];
    for (const button of buttons) {
      const attrs = button[1] ?? "";
      const name = /\bname\s*=\s*"([^"]*)"/i.exec(attrs)?.[1];
      const value = /\bvalue\s*=\s*"([^"]*)"/i.exec(attrs)?.[1] ?? "";
      const text = (button[2] ?? "").replace(/<[^>]*>/g, "").trim();
      forms.push({
        action: new URL(action.replace(/&amp;/g, "&"), pageUrl).toString(),
        fields: name === undefined ? hidden : { ...hidden, [name]: value },
        label: `${value} ${text} ${action}`,
      });
    }
  }
  return forms;
}

export type PaymentOutcome = "paid" | "failed" | "cancelled";

/** The payment page is not the local one: the suite cannot press "paid" there. */
export class PaymentNotAutomatable extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PaymentNotAutomatable";
  }
}

/**
 * Why payments cannot be completed here, or undefined when they can. Against the local
 * backend a failure to pay is a test failure, never a reason to skip.
 */
export function paymentSkipReason(error: unknown): string | undefined {
  if (error instanceof PaymentNotAutomatable && useSuite().ctx.mode === "external") {
    return `payments cannot be completed automatically on this backend (${error.message})`;
  }
  return undefined;
}

const OUTCOME_WORDS: Record<PaymentOutcome, RegExp> = {
  paid: /\b(paid|betaald|succe|geslaagd)/i,
  failed: /\b(failed|mislukt)/i,
  cancelled: /\b(cancel|annuleer|geannuleerd)/i,
};

/**
 * Local-only: completes a payment on the local payment page by pressing one of its buttons.
 * Returns the page's HTML and where the browser is sent afterwards.
 */
export async function completePayment(
  paymentUrl: string,
  outcome: PaymentOutcome,
): Promise<{ html: string; location: string | null; status: number }> {
  const page = await fetch(paymentUrl);
  const html = await page.text();
  if (page.status !== 200) {
    throw new PaymentNotAutomatable(`GET ${paymentUrl} answered ${page.status}`);
  }
  const form = paymentForms(html, paymentUrl).find((candidate) =>
    OUTCOME_WORDS[outcome].test(candidate.label),
  );
  if (form === undefined) {
    throw new PaymentNotAutomatable(
      `the payment page ${paymentUrl} has no "${outcome}" button: ${html.slice(0, 300)}`,
    );
  }
  const response = await fetch(form.action, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form.fields).toString(),
    redirect: "manual",
  });
  await response.arrayBuffer();
  return { html, location: response.headers.get("location"), status: response.status };
}

/** Buys a plan for a trial page through the local payment page. */
export async function activatePlan(
  token: string,
  id: string,
  plan: "bronze" | "silver",
): Promise<void> {
  const response = await initiatePayment(token, id, plan);
  expectStatus(response, 200);
  const { url } = bodyOf<{ url: string }>(response);
  const result = await completePayment(url, "paid");
  expect(result.status, "the paid button should send the browser back").toBeGreaterThanOrEqual(300);
  expect(result.status).toBeLessThan(400);
  expect(result.location ?? "", "the browser goes back to the memorial page").toMatch(
    new RegExp(`/${id}(?:[?#]|$)`),
  );
  const page = await readPage(token, id);
  expect(page.plan).toBe(plan);
}

/** A unique e-mail for a person without an account (invitations). */
export function guestEmail(label: string): string {
  const { ctx } = useSuite();
  return `contract-guest-${label}-${ctx.runId}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}
