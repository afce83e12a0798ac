// The bedankkaart operations of tag `condolences` of openapi/memorial-api.yaml: the managers'
// list of the addresses writers left for a thank-you card (personal data: managers only), and
// the one digital thank-you to every writer who left an e-mail address.
import type { components } from "@memorial/api-types";
import { ApiError, invalidRequest } from "../../errors/api-error.ts";
import type { Notifier } from "../../notify/notifier.ts";
import type { Scheduler } from "../../scheduler/scheduler.ts";
import type { CondolenceStore } from "../../stores/condolence-store.ts";
import type { ProfileStore } from "../../stores/profile-store.ts";
import type { ThankYouStore } from "../../stores/thank-you-store.ts";
import { normaliseText } from "./condolences.ts";
import { createPageGuards, param, requireCaller, type OperationHandlers } from "./operation.ts";

type Schemas = components["schemas"];

export interface ThankYouServices {
  profiles: ProfileStore;
  condolences: CondolenceStore;
  thankYou: ThankYouStore;
  notifier: Notifier;
  scheduler: Scheduler;
}

export function createThankYouOperations(services: ThankYouServices): OperationHandlers {
  const { profiles, condolences, thankYou, notifier, scheduler } = services;
  const { managed } = createPageGuards(profiles);

  const state = (profileId: string): Schemas["ThankYouMailState"] => {
    const sent = thankYou.get(profileId);
    return sent
      ? { sentAt: sent.sentAt, recipients: sent.recipients, text: sent.text }
      : {
          sentAt: null,
          recipients: condolences.thankYouRecipients(profileId).length,
          text: null,
        };
  };

  return {
    listThankYouAddresses(input) {
      const profile = managed(param(input, "id"), requireCaller(input.caller));
      const items = condolences.thankYouAddresses(profile.id).flatMap((record) =>
        record.thankYouAddress === null
          ? []
          : [
              {
                condolenceId: record.id,
                name: record.name,
                ...record.thankYouAddress,
                createdAt: record.createdAt,
              },
            ],
      );
      return input.c.json({ items } satisfies Schemas["ThankYouAddressList"]);
    },
    getThankYouMail(input) {
      const profile = managed(param(input, "id"), requireCaller(input.caller));
      return input.c.json(state(profile.id));
    },
    sendThankYouMail(input) {
      const profile = managed(param(input, "id"), requireCaller(input.caller));
      const text = normaliseText((input.body as Schemas["ThankYouMailSend"]).text);
      if (text === "") throw invalidRequest("text: needs a visible character");
      if (thankYou.get(profile.id)) {
        throw new ApiError(409, "thank_you_sent", "the thank-you of this page was already sent");
      }
      const recipients = condolences.thankYouRecipients(profile.id);
      if (recipients.length === 0) {
        throw new ApiError(409, "no_recipients", "no writer of this page left an e-mail address");
      }
      const claimed = thankYou.claim(profile.id, {
        text,
        recipients: recipients.length,
        sentAt: scheduler.clock.now().toISOString(),
      });
      if (!claimed) {
        throw new ApiError(409, "thank_you_sent", "the thank-you of this page was already sent");
      }
      notifier.thankYou(profile, recipients, text);
      return input.c.json(state(profile.id));
    },
  };
}
