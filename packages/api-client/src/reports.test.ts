import { describe, expect, it } from "vitest";
import { fakeApi, json } from "../test/fake-api";
import { checkReportDraft, reportContent } from "./reports";

const RECEIVED = { id: "r1", createdAt: "2026-11-21T09:30:00.000Z" };

describe("reportContent", () => {
  it("reports a message through the public variant without a session", async () => {
    const api = fakeApi(() => json(201, RECEIVED), { tokens: null });
    await expect(
      reportContent(
        api.client,
        "p1",
        { subject: "condolence", condolenceId: "c1" },
        { reason: "privacy", explanation: "  Mijn adres  ", email: "" },
      ),
    ).resolves.toEqual(RECEIVED);
    const call = api.calls[0];
    expect(call?.method).toBe("POST");
    expect(call?.path).toBe("/public/api/v1/profiles/p1/reports");
    expect(call?.body).toEqual({
      subject: "condolence",
      condolenceID: "c1",
      reason: "privacy",
      explanation: "Mijn adres",
    });
  });

  it("reports a section with a session and refuses a bad address without a call", async () => {
    const api = fakeApi(() => json(201, RECEIVED));
    await reportContent(
      api.client,
      "p1",
      { subject: "section", sectionIndex: 2 },
      { reason: "other" },
    );
    expect(api.calls[0]?.path).toBe("/api/v1/profiles/p1/reports");
    expect(api.calls[0]?.body).toEqual({ subject: "section", sectionIndex: 2, reason: "other" });
    await expect(
      reportContent(api.client, "p1", { subject: "page" }, { reason: "other", email: "a@" }),
    ).rejects.toThrow(RangeError);
    expect(api.calls).toHaveLength(1);
    expect(checkReportDraft({ reason: "other", explanation: "x".repeat(2001) })).toEqual([
      "explanation_too_long",
    ]);
  });
});
