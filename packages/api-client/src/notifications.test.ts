import { describe, expect, it } from "vitest";
import { fakeApi, json } from "../test/fake-api";
import { checkCondolenceDraft, writeCondolence } from "./condolences";
import { ApiError } from "./errors";
import {
  readNotificationSettings,
  saveNotificationSettings,
  withdrawCondolence,
} from "./notifications";

describe("notification settings", () => {
  it("reads and saves the caller's own setting", async () => {
    const api = fakeApi((call) =>
      json(
        200,
        call.method === "PUT"
          ? { condolences: "daily", remembrance: true }
          : { condolences: "each", remembrance: false },
      ),
    );
    await expect(readNotificationSettings(api.client, "p1")).resolves.toEqual({
      condolences: "each",
      remembrance: false,
    });
    await expect(
      saveNotificationSettings(api.client, "p1", { condolences: "daily", remembrance: true }),
    ).resolves.toEqual({ condolences: "daily", remembrance: true });
    expect(api.calls[0]?.path).toBe("/api/v1/profiles/p1/notification-settings");
    expect(api.calls[1]?.method).toBe("PUT");
    expect(api.calls[1]?.body).toEqual({ condolences: "daily", remembrance: true });
  });

  it("refuses an answer that is not a setting", async () => {
    const api = fakeApi(() => json(200, { condolences: "weekly", remembrance: false }));
    await expect(readNotificationSettings(api.client, "p1")).rejects.toBeInstanceOf(ApiError);
  });
});

describe("withdrawCondolence", () => {
  it("sends the code without a session and answers the page", async () => {
    const api = fakeApi(() => json(200, { profileId: "p1" }), { tokens: null });
    await expect(withdrawCondolence(api.client, "abc.def")).resolves.toEqual({ profileId: "p1" });
    expect(api.calls[0]?.path).toBe("/public/api/v1/condolence-withdrawals");
    expect(api.calls[0]?.body).toEqual({ code: "abc.def" });
  });

  it("fails with link_expired for a link that no longer works", async () => {
    const api = fakeApi(() => json(410, { code: "link_expired", message: "gone" }));
    const error: unknown = await withdrawCondolence(api.client, "abc.def").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(410);
    expect((error as ApiError).code).toBe("link_expired");
  });
});

describe("the writer's address", () => {
  it("is optional, checked before any call, and sent trimmed", async () => {
    expect(checkCondolenceDraft({ name: "A", message: "b", email: "" })).toEqual([]);
    expect(checkCondolenceDraft({ name: "A", message: "b", email: "marja@" })).toEqual([
      "email_invalid",
    ]);
    expect(
      checkCondolenceDraft({ name: "A", message: "b", email: `${"m".repeat(250)}@x.nl` }),
    ).toEqual(["email_invalid"]);
    const api = fakeApi(
      () =>
        json(201, {
          condolence: {
            id: "c1",
            name: "A",
            message: "b",
            relation: null,
            status: "pending",
            createdAt: "2026-11-20T14:03:12.000Z",
            own: true,
          },
          ownerToken: "k3J9xQ2mV7pL0aZt8RwB4nYc",
        }),
      { tokens: null },
    );
    await writeCondolence(api.client, "p1", { name: "A", message: "b", email: " marja@x.nl " });
    expect(api.calls[0]?.body).toEqual({ name: "A", message: "b", email: "marja@x.nl" });
  });
});
