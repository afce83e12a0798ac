/**
 * Following a public page ('Op de hoogte blijven'): a visitor leaves an address (no session), the
 * links of the follower mails confirm it or end it (their `code` is the permission), and managers
 * switch the followers' remembrance mails and read how many follow.
 */
import type { components } from "@memorial/api-types";
import { type ApiClient, expectBody, isRecord, send } from "./client";
import { assertResourceId } from "./ids";

export type FollowerSettings = components["schemas"]["FollowerSettings"];
export type FollowerSettingsUpdate = components["schemas"]["FollowerSettingsUpdate"];
export type FollowedPage = components["schemas"]["FollowedPage"];

const isFollowedPage = (value: unknown): value is FollowedPage =>
  isRecord(value) && typeof value.profileId === "string" && typeof value.name === "string";

const isFollowerSettings = (value: unknown): value is FollowerSettings =>
  isRecord(value) &&
  typeof value.anniversary === "boolean" &&
  typeof value.birthday === "boolean" &&
  typeof value.allSouls === "boolean" &&
  typeof value.followers === "number";

/**
 * Asks to follow a public page; a confirmation mail goes to the address. The answer is the same
 * for every address. 400 for an address the API refuses, 429 (`retryAfterSeconds`) for a flood.
 */
export async function followPage(
  client: ApiClient,
  profileId: string,
  email: string,
): Promise<void> {
  assertResourceId(profileId, "profile");
  const { data, response } = await send(
    client.http.POST("/public/api/v1/profiles/{id}/followers", {
      params: { path: { id: profileId } },
      body: { email: email.trim() },
    }),
  );
  expectBody(
    data,
    response,
    (value): value is { status: "confirmation_sent" } =>
      isRecord(value) && value.status === "confirmation_sent",
    "follow request",
  );
}

/** Confirms with the link of the confirmation mail: 410 `link_expired`, 409 `link_used`. */
export async function confirmFollower(client: ApiClient, code: string): Promise<FollowedPage> {
  const { data, response } = await send(
    client.http.POST("/public/api/v1/follower-confirmations", { body: { code } }),
  );
  return expectBody(data, response, isFollowedPage, "followed page");
}

/**
 * Ends following with the unsubscribe link: the same one-click request a mail program sends
 * (RFC 8058). 410 `link_expired` when it is not valid or was used before.
 */
export async function unsubscribeFollower(client: ApiClient, code: string): Promise<FollowedPage> {
  const { data, response } = await send(
    client.http.POST("/public/api/v1/follower-unsubscriptions", {
      params: { query: { code } },
      body: { "List-Unsubscribe": "One-Click" },
      bodySerializer: (body) => new URLSearchParams(body).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    }),
  );
  return expectBody(data, response, isFollowedPage, "followed page");
}

/** Managers: the followers' remembrance mails of a page and how many follow it. */
export async function readFollowerSettings(
  client: ApiClient,
  profileId: string,
): Promise<FollowerSettings> {
  assertResourceId(profileId, "profile");
  const { data, response } = await send(
    client.http.GET("/api/v1/profiles/{id}/follower-settings", {
      params: { path: { id: profileId } },
    }),
  );
  return expectBody(data, response, isFollowerSettings, "follower settings");
}

/** Managers: switches the followers' remembrance mails of a page. */
export async function saveFollowerSettings(
  client: ApiClient,
  profileId: string,
  settings: FollowerSettingsUpdate,
): Promise<FollowerSettings> {
  assertResourceId(profileId, "profile");
  const { data, response } = await send(
    client.http.PUT("/api/v1/profiles/{id}/follower-settings", {
      params: { path: { id: profileId } },
      body: settings,
    }),
  );
  return expectBody(data, response, isFollowerSettings, "follower settings");
}
