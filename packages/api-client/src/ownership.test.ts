import { describe, expect, it } from "vitest";
import { fakeApi, json } from "../test/fake-api";
import {
  answerHandoverByLink,
  cancelHandover,
  leavePage,
  readOwnership,
  requestHandover,
  setSuccessor,
} from "./ownership";

const OWNERSHIP = {
  owner: "anna@example.nl",
  successor: null,
  handover: { to: "bart@example.nl", from: "anna@example.nl", requestedAt: "2026-11-30T10:00:00Z" },
};

describe("ownership calls", () => {
  it("reads the ownership and refuses a malformed answer", async () => {
    const api = fakeApi(() => json(200, OWNERSHIP));
    await expect(readOwnership(api.client, "p1")).resolves.toEqual(OWNERSHIP);
    expect(api.calls[0]).toMatchObject({ method: "GET", path: "/api/v1/profiles/p1/ownership" });
    const broken = fakeApi(() => json(200, { owner: "anna@example.nl" }));
    await expect(readOwnership(broken.client, "p1")).rejects.toMatchObject({
      code: "invalid_response",
    });
  });

  it("asks for a hand-over with the trimmed address", async () => {
    const api = fakeApi(() => json(201, OWNERSHIP));
    await requestHandover(api.client, "p1", " bart@example.nl ");
    expect(api.calls[0]).toMatchObject({
      method: "POST",
      path: "/api/v1/profiles/p1/ownership/handover",
      body: { username: "bart@example.nl" },
    });
  });

  it("names and clears a successor", async () => {
    const api = fakeApi(() => json(200, { ...OWNERSHIP, handover: null }));
    await setSuccessor(api.client, "p1", "bart@example.nl");
    await setSuccessor(api.client, "p1", null);
    expect(api.calls.map((call) => call.body)).toEqual([
      { username: "bart@example.nl" },
      { username: null },
    ]);
  });

  it("passes the owner's refusal on as an ApiError with its code", async () => {
    const api = fakeApi(() =>
      json(409, { code: "owner_cannot_leave", message: "hand the page over before leaving it" }),
    );
    await expect(leavePage(api.client, "p1")).rejects.toMatchObject({
      status: 409,
      code: "owner_cannot_leave",
    });
    expect(api.calls[0]).toMatchObject({ method: "POST", path: "/api/v1/profiles/p1/leave" });
  });

  it("cancels, and answers with a link's code", async () => {
    const api = fakeApi((request) =>
      request.method === "DELETE"
        ? new Response(null, { status: 204 })
        : json(200, { profileId: "p1", answer: "accept" }),
    );
    await cancelHandover(api.client, "p1");
    await expect(answerHandoverByLink(api.client, "abc.def", "accept")).resolves.toEqual({
      profileId: "p1",
      answer: "accept",
    });
    expect(api.calls[1]).toMatchObject({
      path: "/public/api/v1/ownership-handover-answers",
      body: { code: "abc.def", answer: "accept" },
    });
  });
});
