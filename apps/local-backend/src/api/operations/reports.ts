// The reports ('Melden') of tag `condolences` of openapi/memorial-api.yaml: anyone who can read a
// page reports the page, one of its sections or a message they can see, under a per-client
// limit. A report is stored and mailed; it hides nothing by itself (the managers decide in
// 'Berichten beheren', see ./condolences.ts).
import type { components } from "@memorial/api-types";
import type { BackendContext } from "../../context.ts";
import { invalidRequest, notFound, rateLimited } from "../../errors/api-error.ts";
import { clientAddress, createRateLimiter } from "../../http/rate-limit.ts";
import type { Notifier } from "../../notify/notifier.ts";
import type { CondolenceStore } from "../../stores/condolence-store.ts";
import type { ProfileRecord, ProfileStore, Role } from "../../stores/profile-store.ts";
import { toWireProfile } from "../../stores/profile-view.ts";
import type { ReportStore } from "../../stores/report-store.ts";
import { MAIL_TEXTS } from "@memorial/domain";
import type { Caller } from "../auth.ts";
import { normaliseLine, normaliseText } from "./condolences.ts";
import {
  createPageGuards,
  param,
  requireCaller,
  type OperationHandlers,
  type OperationInput,
} from "./operation.ts";

type Schemas = components["schemas"];

export interface ReportServices {
  ctx: BackendContext;
  profiles: ProfileStore;
  condolences: CondolenceStore;
  reports: ReportStore;
  notifier: Notifier;
}

/** Characters of a reported section's or message's text quoted in the service's mail. */
const QUOTE_LENGTH = 600;

const quoteOf = (text: string): string => {
  const plain = normaliseLine(text.replace(/<[^>]*>/g, " "));
  return plain.length > QUOTE_LENGTH ? `${plain.slice(0, QUOTE_LENGTH)}…` : plain;
};

interface WireSectionLike {
  type?: unknown;
  text?: unknown;
  title?: unknown;
}

export function createReportOperations(services: ReportServices): OperationHandlers {
  const { ctx, profiles, condolences, reports, notifier } = services;
  const limiter = createRateLimiter();
  const { readable } = createPageGuards(profiles);
  const words = MAIL_TEXTS.report;

  const report = (
    input: OperationInput,
    profile: ProfileRecord,
    role: Role,
    caller: Caller | undefined,
  ): Response => {
    const client = caller
      ? `user:${caller.sub}`
      : `address:${clientAddress(input.c, ctx.config.trustProxy)}`;
    const wait = limiter.take(`report:${client}`, ctx.config.reportRateLimitPerMinute);
    if (wait !== undefined) throw rateLimited(wait);

    const request = input.body as Schemas["ReportCreate"];
    let what: string = words.what.page;
    let quote: string | null = null;
    let sectionIndex: number | null = null;
    let condolenceId: string | null = null;
    if (request.subject === "section") {
      if (request.sectionIndex === undefined) throw invalidRequest("sectionIndex: is required");
      const section = toWireProfile(profile, role, profiles.now()).sections[
        request.sectionIndex
      ] as WireSectionLike | undefined;
      if (section === undefined) throw notFound("section");
      sectionIndex = request.sectionIndex;
      const kind = typeof section.type === "string" ? section.type : "";
      what = words.what.section(sectionIndex + 1, words.sectionKinds[kind] ?? kind);
      if (typeof section.text === "string" && section.text !== "") quote = quoteOf(section.text);
    } else if (request.subject === "condolence") {
      if (request.condolenceID === undefined) throw invalidRequest("condolenceID: is required");
      const record = condolences.get(profile.id, request.condolenceID);
      const visible =
        record !== undefined &&
        (record.status === "approved" ||
          role === "manage" ||
          (caller !== undefined && record.authorSub === caller.sub));
      if (!visible) throw notFound("condolence");
      condolenceId = record.id;
      what = words.what.condolence(record.name);
      quote = quoteOf(record.message);
    }
    const email = (request.email ?? "").trim().toLowerCase();
    const stored = reports.add(profile.id, {
      subject: request.subject,
      sectionIndex,
      condolenceId,
      reason: request.reason,
      explanation: normaliseText(request.explanation ?? ""),
      reporterEmail: email === "" ? null : email,
    });
    notifier.reportReceived(profile, stored, what, quote);
    return input.c.json(
      { id: stored.id, createdAt: stored.createdAt } satisfies Schemas["ReportReceived"],
      201,
    );
  };

  return {
    reportContent(input) {
      const caller = requireCaller(input.caller);
      const { profile, role } = readable(param(input, "id"), caller);
      return report(input, profile, role, caller);
    },
    reportPublicContent(input) {
      const profile = profiles.get(param(input, "id"));
      if (!profile?.isPublic) throw notFound();
      return report(input, profile, "none", undefined);
    },
  };
}
