// Who gets which mail about a page's ownership (the contract's "Ownership" table): the receiver
// of a hand-over gets the request with its signed answer links, the owner who asked gets the
// answer. Every word comes from `MAIL_TEXTS` of @memorial/domain.
import { displayName, MAIL_TEXTS } from "@memorial/domain";
import type { BackendContext } from "../context.ts";
import { composeMail } from "../mail/compose.ts";
import type { HandoverRecord } from "../stores/ownership-store.ts";
import type { ProfileRecord } from "../stores/profile-store.ts";
import type { MailLinks } from "./mail-links.ts";

export interface OwnershipMails {
  requested(profile: ProfileRecord, handover: HandoverRecord): void;
  answered(profile: ProfileRecord, handover: HandoverRecord, answer: "accept" | "decline"): void;
}

export function createOwnershipMails(ctx: BackendContext, links: MailLinks): OwnershipMails {
  const origin = ctx.config.webOrigin;
  const answerUrl = (handover: HandoverRecord, answer: "accepteren" | "weigeren") =>
    `${origin}/eigenaar-worden?code=${links.token("answer-ownership-handover", handover.id)}&antwoord=${answer}`;

  return {
    requested(profile, handover) {
      const page = displayName(profile.name);
      const texts = MAIL_TEXTS.ownershipRequest;
      ctx.mailbox.send(
        composeMail({
          kind: "ownership-request",
          to: handover.to,
          name: null,
          subject: texts.subject(page),
          paragraphs: texts.paragraphs(page, handover.from),
          action: { label: texts.action, url: answerUrl(handover, "accepteren") },
          links: [{ label: texts.decline, url: answerUrl(handover, "weigeren") }],
          reason: texts.reason(page),
        }),
      );
    },
    answered(profile, handover, answer) {
      const page = displayName(profile.name);
      const texts =
        answer === "accept" ? MAIL_TEXTS.ownershipAccepted : MAIL_TEXTS.ownershipDeclined;
      ctx.mailbox.send(
        composeMail({
          kind: "ownership-answer",
          to: handover.from,
          name: null,
          subject: texts.subject(page),
          paragraphs: texts.paragraphs(page, handover.to),
          action: { label: texts.action, url: `${origin}/${profile.id}` },
          reason: texts.reason(page),
        }),
      );
    },
  };
}
