/** The caller's groups and the access rows of a page (spec sections 3, 6 and 7). */

import { type ApiClient, expectBody, isRecord, send } from "./client";
import type { AccessMember, AccessRow } from "@memorial/api-types";
import { ACCESS_ROLES, type AccessLevel } from "@memorial/domain";
import { assertResourceId } from "./ids";

/** The manage group id ends in 0000, the view group id in 0001. */
export const MANAGE_GROUP_SUFFIX = "0000";
export const VIEW_GROUP_SUFFIX = "0001";

/** The id of a page's manage (`{id}-0000`) or view (`{id}-0001`) group. */
export function groupIdFor(profileId: string, level: AccessLevel): string {
  return `${profileId}-${level === "manage" ? MANAGE_GROUP_SUFFIX : VIEW_GROUP_SUFFIX}`;
}

/** Manager status from the caller's group ids (spec section 6). */
export function isManager(groupIDs: readonly string[]): boolean {
  return groupIDs.some((id) => id.endsWith(MANAGE_GROUP_SUFFIX));
}

/** The level of an access row (manage wins if both were present), undefined if neither. */
export function accessLevelOf(groupIDs: readonly string[]): AccessLevel | undefined {
  if (isManager(groupIDs)) {
    return "manage";
  }
  return groupIDs.some((id) => id.endsWith(VIEW_GROUP_SUFFIX)) ? "view" : undefined;
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === "string");
}

function isMembershipList(value: unknown): value is { groupMemberships: AccessMember[] } {
  return (
    isRecord(value) &&
    Array.isArray(value.groupMemberships) &&
    value.groupMemberships.every(
      (row) =>
        isRecord(row) &&
        typeof row.username === "string" &&
        isStringArray(row.groupIDs) &&
        typeof row.role === "string" &&
        (ACCESS_ROLES as readonly string[]).includes(row.role),
    )
  );
}

/** The caller's group ids on a page; an empty list without a session (no call is made). */
export async function readGroups(client: ApiClient, profileId: string): Promise<string[]> {
  if ((await client.bearerToken()) === undefined) {
    return [];
  }
  assertResourceId(profileId, "profile");
  const { data, response } = await send(
    client.http.GET("/api/v1/profiles/{id}/groups", { params: { path: { id: profileId } } }),
  );
  const body = expectBody(
    data,
    response,
    (value): value is { groupIDs: string[] } => isRecord(value) && isStringArray(value.groupIDs),
    "group list",
  );
  return body.groupIDs;
}

/** The access rows of a page with each person's role (managers only). */
export async function listAccess(client: ApiClient, profileId: string): Promise<AccessMember[]> {
  assertResourceId(profileId, "profile");
  const { data, response } = await send(
    client.http.GET("/api/v1/profiles/{id}/group-membership", {
      params: { path: { id: profileId } },
    }),
  );
  return expectBody(data, response, isMembershipList, "access list").groupMemberships;
}

function normaliseUsername(username: string): string {
  const trimmed = username.trim();
  if (trimmed === "") {
    throw new RangeError("An access row needs an e-mail address");
  }
  return trimmed;
}

/**
 * Adds or changes an access row: `username` (the e-mail) with exactly one group id. Returns the
 * page's access rows after the change.
 */
export async function saveAccessRow(
  client: ApiClient,
  profileId: string,
  row: AccessRow,
): Promise<AccessMember[]> {
  assertResourceId(profileId, "profile");
  const username = normaliseUsername(row.username);
  const [groupID, ...others] = row.groupIDs;
  if (groupID === undefined || others.length > 0) {
    throw new RangeError("An access row needs exactly one group id");
  }
  const { data, response } = await send(
    client.http.PUT("/api/v1/profiles/{id}/group-membership", {
      params: { path: { id: profileId } },
      body: { username, groupIDs: [groupID] },
    }),
  );
  return expectBody(data, response, isMembershipList, "access list").groupMemberships;
}

/** Removes a user's access to a page. */
export async function removeAccessRow(
  client: ApiClient,
  profileId: string,
  username: string,
): Promise<void> {
  assertResourceId(profileId, "profile");
  await send(
    client.http.DELETE("/api/v1/profiles/{id}/group-membership", {
      params: { path: { id: profileId }, query: { username: normaliseUsername(username) } },
    }),
  );
}
