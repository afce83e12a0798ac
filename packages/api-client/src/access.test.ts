import { describe, expect, it } from "vitest";
import { fakeApi, json } from "../test/fake-api";
import {
  accessLevelOf,
  groupIdFor,
  isManager,
  listAccess,
  readGroups,
  removeAccessRow,
  saveAccessRow,
} from "./access";

const MANAGE = "p1-0000";
const VIEW = "p1-0001";
const ROWS = [
  { username: "demo@herinneringspagina.nl", groupIDs: [MANAGE], role: "owner" },
  { username: "jan@example.nl", groupIDs: [VIEW], role: "view" },
];

describe("group ids and roles", () => {
  it("builds the manage and view group ids", () => {
    expect(groupIdFor("p1", "manage")).toBe(MANAGE);
    expect(groupIdFor("p1", "view")).toBe(VIEW);
  });

  it("decides manager status by a group id ending in 0000", () => {
    expect(isManager([VIEW, MANAGE])).toBe(true);
    expect(isManager([VIEW])).toBe(false);
    expect(isManager([])).toBe(false);
  });

  it("gives the access level of a row", () => {
    expect(accessLevelOf([MANAGE])).toBe("manage");
    expect(accessLevelOf([VIEW])).toBe("view");
    expect(accessLevelOf(["p1-0002"])).toBeUndefined();
  });
});

describe("readGroups", () => {
  it("returns an empty list without a session and makes no call", async () => {
    const api = fakeApi(() => json(200, { groupIDs: [MANAGE] }), { tokens: null });
    await expect(readGroups(api.client, "p1")).resolves.toEqual([]);
    expect(api.calls).toHaveLength(0);
  });

  it("returns the caller's group ids with a session", async () => {
    const api = fakeApi(() => json(200, { groupIDs: [MANAGE] }));
    await expect(readGroups(api.client, "p1")).resolves.toEqual([MANAGE]);
    expect(api.calls[0]).toMatchObject({ method: "GET", path: "/api/v1/profiles/p1/groups" });
  });

  it("throws ApiError on failure and on a malformed answer", async () => {
    const failing = fakeApi(() => json(404, { code: "not_found", message: "no" }));
    await expect(readGroups(failing.client, "p1")).rejects.toMatchObject({ status: 404 });
    const malformed = fakeApi(() => json(200, { groupIDs: [1] }));
    await expect(readGroups(malformed.client, "p1")).rejects.toMatchObject({
      code: "invalid_response",
    });
  });
});

describe("listAccess", () => {
  it("returns the groupMemberships", async () => {
    const api = fakeApi(() => json(200, { groupMemberships: ROWS }));
    await expect(listAccess(api.client, "p1")).resolves.toEqual(ROWS);
    expect(api.calls[0]).toMatchObject({
      method: "GET",
      path: "/api/v1/profiles/p1/group-membership",
    });
  });

  it("throws ApiError 403 for a viewer", async () => {
    const api = fakeApi(() => json(403, { code: "forbidden", message: "manage access required" }));
    await expect(listAccess(api.client, "p1")).rejects.toMatchObject({ status: 403 });
  });

  it("rejects a malformed answer", async () => {
    const api = fakeApi(() => json(200, { groupMemberships: [{ username: "x" }] }));
    await expect(listAccess(api.client, "p1")).rejects.toMatchObject({
      code: "invalid_response",
    });
  });
});

describe("saveAccessRow", () => {
  it("PUTs username and one group id and returns the updated rows", async () => {
    const api = fakeApi(() => json(200, { groupMemberships: ROWS }));
    await expect(
      saveAccessRow(api.client, "p1", { username: "  jan@example.nl ", groupIDs: [VIEW] }),
    ).resolves.toEqual(ROWS);
    expect(api.calls[0]).toMatchObject({
      method: "PUT",
      path: "/api/v1/profiles/p1/group-membership",
      body: { username: "jan@example.nl", groupIDs: [VIEW] },
    });
  });

  it("refuses an empty e-mail or not exactly one group id without calling the API", async () => {
    const api = fakeApi(() => json(200, { groupMemberships: ROWS }));
    await expect(
      saveAccessRow(api.client, "p1", { username: " ", groupIDs: [VIEW] }),
    ).rejects.toThrow("An access row needs an e-mail address");
    await expect(
      saveAccessRow(api.client, "p1", { username: "a@b.nl", groupIDs: [] }),
    ).rejects.toThrow("An access row needs exactly one group id");
    await expect(
      saveAccessRow(api.client, "p1", { username: "a@b.nl", groupIDs: [VIEW, MANAGE] }),
    ).rejects.toThrow("An access row needs exactly one group id");
    expect(api.calls).toHaveLength(0);
  });

  it("throws ApiError 409 when changing one's own row", async () => {
    const api = fakeApi(() => json(409, { code: "own_access_row", message: "own row" }));
    await expect(
      saveAccessRow(api.client, "p1", { username: "demo@herinneringspagina.nl", groupIDs: [VIEW] }),
    ).rejects.toMatchObject({ status: 409, code: "own_access_row" });
  });
});

describe("removeAccessRow", () => {
  it("DELETEs with the username as query parameter", async () => {
    const api = fakeApi(() => new Response(null, { status: 204 }));
    await expect(removeAccessRow(api.client, "p1", "jan+1@example.nl")).resolves.toBeUndefined();
    const [call] = api.calls;
    expect(call).toMatchObject({ method: "DELETE", path: "/api/v1/profiles/p1/group-membership" });
    expect(call?.url.searchParams.get("username")).toBe("jan+1@example.nl");
    expect(call?.body).toBeUndefined();
  });

  it("throws ApiError on failure", async () => {
    const api = fakeApi(() => json(404, { code: "not_found", message: "no such row" }));
    await expect(removeAccessRow(api.client, "p1", "x@y.nl")).rejects.toMatchObject({
      status: 404,
      code: "not_found",
    });
  });
});
