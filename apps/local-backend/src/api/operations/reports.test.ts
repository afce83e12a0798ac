import type { components } from "@memorial/api-types";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startApiHarness, type ApiHarness, type TestUser } from "../../testing/api-harness.ts";

type Created = components["schemas"]["CondolenceCreated"];
type List = components["schemas"]["CondolenceList"];

let h: ApiHarness;
let owner: TestUser;
let stranger: TestUser;

beforeEach(async () => {
  h = await startApiHarness({
    MEMORIAL_RATE_LIMIT_CLIENT_PER_MINUTE: "1000",
    MEMORIAL_REPORT_RATE_LIMIT_PER_MINUTE: "3",
    MEMORIAL_REPORT_ADDRESS: "meldpunt@example.nl",
  });
  owner = await h.user("eigenaar@example.nl");
  stranger = await h.user("vreemde@example.nl");
});

afterEach(async () => {
  await h.close();
});

/** A public page with one public and one private text section, messages placed at once. */
async function page(): Promise<string> {
  const id = await h.createPage(owner);
  h.api.profiles.saveContent(
    id,
    {
      name: "Johanna de Vries",
      dateOfBirth: null,
      dateOfDeath: null,
      profilePicture: null,
      sections: [
        { type: "text", isPublic: false, text: "<p>Alleen voor familie</p>" },
        { type: "text", isPublic: true, text: "<p>Haar verhaal</p>" },
      ],
      extra: {},
    },
    undefined,
  );
  h.api.profiles.activatePlan(id, "silver", 1);
  h.api.profiles.setPublic(id, true);
  await h.call("PUT", `/api/v1/profiles/${id}/condolence-settings`, {
    token: owner.token,
    body: { mode: "immediate" },
  });
  return id;
}

const report = (id: string, body: object, token?: string) =>
  token === undefined
    ? h.call("POST", `/public/api/v1/profiles/${id}/reports`, { body })
    : h.call("POST", `/api/v1/profiles/${id}/reports`, { body, token });
const mails = (email: string, kind: string) =>
  h.ctx.mailbox.list(email).filter((m) => m.kind === kind);
const managerList = async (id: string, query = "") =>
  (await h.call("GET", `/api/v1/profiles/${id}/condolences${query}`, { token: owner.token }))
    .body as List;

describe("reports ('Melden')", () => {
  it("stores a report of a message, mails the service and the reporter, and hides nothing", async () => {
    const id = await page();
    const written = (
      await h.call("POST", `/public/api/v1/profiles/${id}/condolences`, {
        body: { name: "Kees", message: "Iets kwetsends", email: "kees@example.nl" },
      })
    ).body as Created;
    const answer = await report(id, {
      subject: "condolence",
      condolenceID: written.condolence.id,
      reason: "offensive",
      explanation: "Dit klopt niet.",
      email: "Melder@Example.nl",
    });
    expect(answer.status).toBe(201);

    const service = mails("meldpunt@example.nl", "report");
    expect(service).toHaveLength(1);
    expect(service[0]?.subject).toBe("Melding over de herinneringspagina van Johanna de Vries");
    expect(service[0]?.body).toContain("het bericht van Kees:\n“Iets kwetsends”");
    expect(service[0]?.body).toContain("Reden: Onjuist of kwetsend");
    expect(service[0]?.body).toContain("“Dit klopt niet.”");
    expect(service[0]?.body).toContain("E-mailadres van de melder: melder@example.nl");
    const receipt = mails("melder@example.nl", "report-receipt");
    expect(receipt).toHaveLength(1);
    expect(receipt[0]?.body).toContain("Een melding verbergt niets vanzelf");

    const visitors = (await h.call("GET", `/public/api/v1/profiles/${id}/condolences`))
      .body as List;
    expect(visitors.items.map((i) => i.name)).toEqual(["Kees"]);
    const reported = await managerList(id, "?status=reported");
    expect(reported.items.map((i) => [i.name, i.reports, i.status])).toEqual([
      ["Kees", 1, "approved"],
    ]);
    expect(reported.counts?.reported).toBe(1);
  });

  it("sends the writer a statement of reasons when a manager removes a reported message", async () => {
    const id = await page();
    const written = (
      await h.call("POST", `/public/api/v1/profiles/${id}/condolences`, {
        body: { name: "Kees", message: "Mijn bericht", email: "kees@example.nl" },
      })
    ).body as Created;
    await report(id, {
      subject: "condolence",
      condolenceID: written.condolence.id,
      reason: "privacy",
    });
    expect(mails("kees@example.nl", "report-decision")).toEqual([]);
    const removed = await h.call(
      "DELETE",
      `/api/v1/profiles/${id}/condolences/${written.condolence.id}`,
      { token: owner.token },
    );
    expect(removed.status).toBe(204);
    const decision = mails("kees@example.nl", "report-decision");
    expect(decision).toHaveLength(1);
    expect(decision[0]?.body).toMatch(/^Beste Kees,\n/);
    expect(decision[0]?.body).toContain("is verwijderd");
    expect(decision[0]?.body).toContain("De reden van de melding was: privacy.");
    expect(decision[0]?.body).toContain("meldpunt@example.nl");
    expect((await managerList(id)).counts?.reported).toBe(0);
  });

  it("closes the reports when a manager hides the message, and tells the writer", async () => {
    const id = await page();
    const written = (
      await h.call("POST", `/public/api/v1/profiles/${id}/condolences`, {
        body: { name: "Kees", message: "Mijn bericht", email: "kees@example.nl" },
      })
    ).body as Created;
    await report(id, {
      subject: "condolence",
      condolenceID: written.condolence.id,
      reason: "other",
    });
    await h.call("PUT", `/api/v1/profiles/${id}/condolences/${written.condolence.id}/status`, {
      token: owner.token,
      body: { status: "hidden" },
    });
    expect(mails("kees@example.nl", "report-decision")[0]?.body).toContain("is verborgen");
    expect((await managerList(id, "?status=reported")).items).toEqual([]);
  });

  it("reports sections by their position in what the reporter read", async () => {
    const id = await page();
    expect(
      (await report(id, { subject: "section", sectionIndex: 0, reason: "copyright" })).status,
    ).toBe(201);
    expect(mails("meldpunt@example.nl", "report")[0]?.body).toContain(
      "onderdeel 1 van de pagina (tekst):\n“Haar verhaal”",
    );
    expect(
      (await report(id, { subject: "section", sectionIndex: 1, reason: "other" })).status,
    ).toBe(404);
    expect((await report(id, { subject: "section", reason: "other" })).status).toBe(400);
    expect((await report(id, { subject: "page", reason: "other" }, owner.token)).status).toBe(201);
  });

  it("answers 404 for pages and messages the reporter cannot see", async () => {
    const id = await page();
    h.api.profiles.setPublic(id, false);
    expect((await report(id, { subject: "page", reason: "other" })).status).toBe(404);
    expect((await report(id, { subject: "page", reason: "other" }, stranger.token)).status).toBe(
      404,
    );
    h.api.profiles.setPublic(id, true);
    await h.call("PUT", `/api/v1/profiles/${id}/condolence-settings`, {
      token: owner.token,
      body: { mode: "approval" },
    });
    const waiting = (
      await h.call("POST", `/public/api/v1/profiles/${id}/condolences`, {
        body: { name: "Anna", message: "Wacht" },
      })
    ).body as Created;
    expect(
      (
        await report(id, {
          subject: "condolence",
          condolenceID: waiting.condolence.id,
          reason: "other",
        })
      ).status,
    ).toBe(404);
  });

  it("limits reports per client with 429 and Retry-After", async () => {
    const id = await page();
    for (let i = 0; i < 3; i++) {
      expect((await report(id, { subject: "page", reason: "other" })).status).toBe(201);
    }
    const refused = await report(id, { subject: "page", reason: "other" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
