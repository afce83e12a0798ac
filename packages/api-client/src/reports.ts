/**
 * 'Melden': a visitor reports a page, one of its sections or a message (notice and action).
 * Without a session the `/public/api/v1` variant is used (public pages only). A report hides
 * nothing by itself; the page's managers and the service decide.
 */

import {
  isWriterEmail,
  REPORT_EXPLANATION_MAX_LENGTH,
  textLength,
  type ReportReason,
} from "@memorial/domain";
import type { components } from "@memorial/api-types";
import { type ApiClient, expectBody, isRecord, send } from "./client";
import { assertResourceId } from "./ids";

export type { ReportReason } from "@memorial/domain";
export type ReportReceived = components["schemas"]["ReportReceived"];

/** What is reported: the whole page, a section by its position in what was read, or a message. */
export type ReportTarget =
  | { readonly subject: "page" }
  | { readonly subject: "section"; readonly sectionIndex: number }
  | { readonly subject: "condolence"; readonly condolenceId: string };

export interface ReportDraft {
  readonly reason: ReportReason;
  readonly explanation?: string;
  /** Optional: the reporter's address for a confirmation of receipt. */
  readonly email?: string;
}

export type ReportDraftProblem = "explanation_too_long" | "email_invalid";

/** Why a report cannot be sent, checked before any call (the contract's limits). */
export function checkReportDraft(draft: ReportDraft): ReportDraftProblem[] {
  const problems: ReportDraftProblem[] = [];
  if (textLength(draft.explanation ?? "") > REPORT_EXPLANATION_MAX_LENGTH) {
    problems.push("explanation_too_long");
  }
  const email = draft.email?.trim() ?? "";
  if (email !== "" && !isWriterEmail(email)) problems.push("email_invalid");
  return problems;
}

const isReceived = (value: unknown): value is ReportReceived =>
  isRecord(value) && typeof value.id === "string" && typeof value.createdAt === "string";

/** Sends one report; a draft the contract would refuse throws a `RangeError` without a call. */
export async function reportContent(
  client: ApiClient,
  profileId: string,
  target: ReportTarget,
  draft: ReportDraft,
): Promise<ReportReceived> {
  assertResourceId(profileId, "profile");
  const problems = checkReportDraft(draft);
  if (problems.length > 0) throw new RangeError(`invalid report: ${problems.join(", ")}`);
  const explanation = draft.explanation?.trim() ?? "";
  const email = draft.email?.trim() ?? "";
  const body = {
    subject: target.subject,
    ...(target.subject === "section" ? { sectionIndex: target.sectionIndex } : {}),
    ...(target.subject === "condolence" ? { condolenceID: target.condolenceId } : {}),
    reason: draft.reason,
    ...(explanation === "" ? {} : { explanation }),
    ...(email === "" ? {} : { email }),
  };
  const path = { id: profileId };
  const { data, response } = await send(
    (await client.bearerToken()) !== undefined
      ? client.http.POST("/api/v1/profiles/{id}/reports", { params: { path }, body })
      : client.http.POST("/public/api/v1/profiles/{id}/reports", { params: { path }, body }),
  );
  return expectBody(data, response, isReceived, "report");
}
