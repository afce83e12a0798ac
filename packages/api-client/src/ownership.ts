/**
 * A page's ownership: who owns it, the successor the owner named and the hand-over waiting for
 * an answer; handing over (the owner asks, the receiver answers in the app or with the link of
 * the request mail), naming a successor, and leaving a page.
 */
import type { components } from "@memorial/api-types";
import { type ApiClient, expectBody, isRecord, send } from "./client";
import { assertResourceId } from "./ids";

export type Ownership = components["schemas"]["Ownership"];
export type OwnershipHandover = components["schemas"]["OwnershipHandover"];
export type HandoverAnswer = components["schemas"]["OwnershipHandoverAnswer"]["answer"];
export type HandoverAnswered = components["schemas"]["OwnershipHandoverAnswered"];

const isHandover = (value: unknown): value is OwnershipHandover =>
  isRecord(value) &&
  typeof value.to === "string" &&
  typeof value.from === "string" &&
  typeof value.requestedAt === "string";

const isOwnership = (value: unknown): value is Ownership =>
  isRecord(value) &&
  typeof value.owner === "string" &&
  (value.successor === null || typeof value.successor === "string") &&
  (value.handover === null || isHandover(value.handover));

/** Managers: the page's owner, successor and waiting hand-over. */
export async function readOwnership(client: ApiClient, profileId: string): Promise<Ownership> {
  assertResourceId(profileId, "profile");
  const { data, response } = await send(
    client.http.GET("/api/v1/profiles/{id}/ownership", { params: { path: { id: profileId } } }),
  );
  return expectBody(data, response, isOwnership, "ownership");
}

/** The owner: names another manager as successor, or clears it with `null`. */
export async function setSuccessor(
  client: ApiClient,
  profileId: string,
  username: string | null,
): Promise<Ownership> {
  assertResourceId(profileId, "profile");
  const { data, response } = await send(
    client.http.PUT("/api/v1/profiles/{id}/ownership/successor", {
      params: { path: { id: profileId } },
      body: { username: username === null ? null : username.trim() },
    }),
  );
  return expectBody(data, response, isOwnership, "ownership");
}

/** The owner: asks another manager to become the owner. */
export async function requestHandover(
  client: ApiClient,
  profileId: string,
  username: string,
): Promise<Ownership> {
  assertResourceId(profileId, "profile");
  const { data, response } = await send(
    client.http.POST("/api/v1/profiles/{id}/ownership/handover", {
      params: { path: { id: profileId } },
      body: { username: username.trim() },
    }),
  );
  return expectBody(data, response, isOwnership, "ownership");
}

/** The owner: cancels the waiting hand-over. */
export async function cancelHandover(client: ApiClient, profileId: string): Promise<void> {
  assertResourceId(profileId, "profile");
  await send(
    client.http.DELETE("/api/v1/profiles/{id}/ownership/handover", {
      params: { path: { id: profileId } },
    }),
  );
}

/** The receiver, signed in: accepts or declines the hand-over waiting for them. */
export async function answerHandover(
  client: ApiClient,
  profileId: string,
  answer: HandoverAnswer,
): Promise<Ownership> {
  assertResourceId(profileId, "profile");
  const { data, response } = await send(
    client.http.POST("/api/v1/profiles/{id}/ownership/handover/answer", {
      params: { path: { id: profileId } },
      body: { answer },
    }),
  );
  return expectBody(data, response, isOwnership, "ownership");
}

/**
 * Anyone with the `code` of the request mail's link: answers that hand-over, without a session.
 * A link that is not valid (any more) fails with a 410 `ApiError` (`link_expired`).
 */
export async function answerHandoverByLink(
  client: ApiClient,
  code: string,
  answer: HandoverAnswer,
): Promise<HandoverAnswered> {
  const { data, response } = await send(
    client.http.POST("/public/api/v1/ownership-handover-answers", { body: { code, answer } }),
  );
  return expectBody(
    data,
    response,
    (value): value is HandoverAnswered =>
      isRecord(value) && typeof value.profileId === "string" && typeof value.answer === "string",
    "hand-over answer",
  );
}

/** Any member but the owner: removes their own access to the page. */
export async function leavePage(client: ApiClient, profileId: string): Promise<void> {
  assertResourceId(profileId, "profile");
  await send(
    client.http.POST("/api/v1/profiles/{id}/leave", { params: { path: { id: profileId } } }),
  );
}
