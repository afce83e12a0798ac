/**
 * The notification settings of a manager and the withdraw link of the writer's mails: a manager
 * reads and changes their own choices (how to hear of new messages, the remembrance mails);
 * anyone with the `code` of a withdraw link removes that one message, without a session.
 */
import type { components } from "@memorial/api-types";
import { type ApiClient, expectBody, isRecord, send } from "./client";
import { assertResourceId } from "./ids";

export type NotificationSettings = components["schemas"]["NotificationSettings"];
export type CondolenceNotice = NotificationSettings["condolences"];
export type CondolenceWithdrawn = components["schemas"]["CondolenceWithdrawn"];

/** The choices, in the order a screen offers them. */
export const CONDOLENCE_NOTICES: readonly CondolenceNotice[] = ["each", "daily", "off"];

const isSettings = (value: unknown): value is NotificationSettings =>
  isRecord(value) &&
  typeof value.condolences === "string" &&
  (CONDOLENCE_NOTICES as readonly string[]).includes(value.condolences) &&
  typeof value.remembrance === "boolean";

/** Managers: their own notification setting for a page. */
export async function readNotificationSettings(
  client: ApiClient,
  profileId: string,
): Promise<NotificationSettings> {
  assertResourceId(profileId, "profile");
  const { data, response } = await send(
    client.http.GET("/api/v1/profiles/{id}/notification-settings", {
      params: { path: { id: profileId } },
    }),
  );
  return expectBody(data, response, isSettings, "notification setting");
}

/** Managers: changes their own notification setting for a page. */
export async function saveNotificationSettings(
  client: ApiClient,
  profileId: string,
  settings: NotificationSettings,
): Promise<NotificationSettings> {
  assertResourceId(profileId, "profile");
  const { data, response } = await send(
    client.http.PUT("/api/v1/profiles/{id}/notification-settings", {
      params: { path: { id: profileId } },
      body: settings,
    }),
  );
  return expectBody(data, response, isSettings, "notification setting");
}

/**
 * Withdraws the message a withdraw link names; answers its page. A link that is not valid (any
 * more) fails with a 410 `ApiError` (`link_expired`).
 */
export async function withdrawCondolence(
  client: ApiClient,
  code: string,
): Promise<CondolenceWithdrawn> {
  const { data, response } = await send(
    client.http.POST("/public/api/v1/condolence-withdrawals", { body: { code } }),
  );
  return expectBody(
    data,
    response,
    (value): value is CondolenceWithdrawn => isRecord(value) && typeof value.profileId === "string",
    "withdrawal",
  );
}
