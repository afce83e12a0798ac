import { describe, expect, it } from "vitest";
import { fakeApi, json } from "../test/fake-api";
import { ApiError } from "./errors";
import {
  confirmFollower,
  followPage,
  readFollowerSettings,
  saveFollowerSettings,
  unsubscribeFollower,
} from "./followers";

const page = { profileId: "p1", name: "Johanna de Vries" };

describe("followers", () => {
  it("asks to follow with the trimmed address and turns a flood into a 429 ApiError", async () => {
    const api = fakeApi((call) =>
      call.body !== undefined && (call.body as { email: string }).email === "veel@example.nl"
        ? json(429, { code: "rate_limited", message: "too many requests" }, { "Retry-After": "60" })
        : json(202, { status: "confirmation_sent" }),
    );
    await followPage(api.client, "p1", " marja@example.nl ");
    expect(api.calls[0]?.path).toBe("/public/api/v1/profiles/p1/followers");
    expect(api.calls[0]?.body).toEqual({ email: "marja@example.nl" });
    const error = await followPage(api.client, "p1", "veel@example.nl").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).retryAfterSeconds).toBe(60);
  });

  it("confirms with the code and unsubscribes with the one-click body of RFC 8058", async () => {
    const api = fakeApi(() => json(200, page));
    await expect(confirmFollower(api.client, "c1")).resolves.toEqual(page);
    expect(api.calls[0]?.body).toEqual({ code: "c1" });
    await expect(unsubscribeFollower(api.client, "c.2")).resolves.toEqual(page);
    const call = api.calls[1];
    expect(call?.url.searchParams.get("code")).toBe("c.2");
    expect(call?.headers.get("content-type")).toBe("application/x-www-form-urlencoded");
    expect(call?.body).toBe("List-Unsubscribe=One-Click");
  });

  it("names a used and an expired link by their codes", async () => {
    const api = fakeApi(() => json(410, { code: "link_expired", message: "gone" }));
    await expect(confirmFollower(api.client, "c1")).rejects.toMatchObject({
      code: "link_expired",
    });
  });

  it("reads and saves the family's switches with the number of followers", async () => {
    const settings = { anniversary: true, birthday: false, allSouls: true, followers: 3 };
    const api = fakeApi(() => json(200, settings));
    await expect(readFollowerSettings(api.client, "p1")).resolves.toEqual(settings);
    await saveFollowerSettings(api.client, "p1", {
      anniversary: true,
      birthday: false,
      allSouls: true,
    });
    expect(api.calls[1]?.method).toBe("PUT");
    expect(api.calls[1]?.path).toBe("/api/v1/profiles/p1/follower-settings");
  });
});
