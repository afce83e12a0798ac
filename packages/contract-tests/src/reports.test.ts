// 'Melden': anyone who can read a page reports the page, a section or a message they can see; a
// report hides nothing, its managers find the message under `status=reported` with a count, and
// deleting it closes the reports and sends the writer the statement of reasons.
import type { components } from "@memorial/api-types";
import { beforeAll, describe, expect, it } from "vitest";
import {
  activatePlan,
  bodyOf,
  createPage,
  expectStatus,
  paymentSkipReason,
  putRow,
  savePage,
  skipBecause,
  standardContent,
  useSuite,
} from "./harness";
import { readMailbox } from "./test-users";
import type { AccountRole } from "./settings";

type Schemas = components["schemas"];
type Created = Schemas["CondolenceCreated"];
type List = Schemas["CondolenceList"];
type Role = "anonymous" | Exclude<AccountRole, "removed">;

function call(role: Role, method: string, url: string, json?: unknown) {
  const { api, accounts } = useSuite();
  const token = role === "anonymous" ? undefined : accounts[role].idToken;
  return api.request(method, url, { token, json }, role);
}

let pageId: string | undefined;
let skipReason: string | undefined;

/** A public page of the manager account (the owner account is near its limit of pages). */
beforeAll(async () => {
  const { accounts } = useSuite();
  const creator = accounts.manager.idToken;
  const id = await createPage(creator);
  expectStatus(await savePage(creator, id, standardContent("Meldingen")), 200);
  expectStatus(await putRow(creator, id, accounts.viewer.email, "view"), 200);
  try {
    await activatePlan(creator, id, "silver");
  } catch (error) {
    skipReason = paymentSkipReason(error);
    if (skipReason === undefined) throw error;
    return;
  }
  expectStatus(
    await call("manager", "POST", `/api/v1/profiles/${id}/public`, { isPublic: true }),
    200,
  );
  expectStatus(
    await call("manager", "PUT", `/api/v1/profiles/${id}/condolence-settings`, {
      mode: "immediate",
    }),
    200,
  );
  pageId = id;
}, 120_000);

function page(test: Parameters<typeof skipBecause>[0]): string {
  if (pageId === undefined) skipBecause(test, skipReason ?? "no public page");
  return pageId;
}

const reports = (id: string) => `/api/v1/profiles/${id}/reports`;
const publicReports = (id: string) => `/public/api/v1/profiles/${id}/reports`;

describe("reports ('Melden')", () => {
  it("take a report of a message, a section or the page; hide nothing", async (test) => {
    const id = page(test);
    const { ctx } = useSuite();
    const writer = `contract-report-writer-${ctx.runId}@example.com`;
    const created = await call("anonymous", "POST", `/public/api/v1/profiles/${id}/condolences`, {
      name: "Kees",
      message: "Gemeld bericht",
      email: writer,
    });
    expectStatus(created, 201);
    const message = bodyOf<Created>(created).condolence.id;

    const reported = await call("anonymous", "POST", publicReports(id), {
      subject: "condolence",
      condolenceID: message,
      reason: "offensive",
      explanation: "Dit is kwetsend.",
    });
    expectStatus(reported, 201);
    expectStatus(
      await call("viewer", "POST", reports(id), {
        subject: "section",
        sectionIndex: 1,
        reason: "privacy",
      }),
      201,
    );
    expectStatus(
      await call("anonymous", "POST", reports(id), { subject: "page", reason: "other" }),
      401,
    );
    expectStatus(
      await call("anonymous", "POST", publicReports(id), {
        subject: "section",
        sectionIndex: 1,
        reason: "other",
      }),
      404,
    );
    expectStatus(
      await call("other", "POST", reports(id), { subject: "section", reason: "other" }),
      400,
    );
    expectStatus(
      await call("other", "POST", reports(id), { subject: "page", reason: "because" }),
      400,
    );

    const visitors = bodyOf<List>(
      await call("anonymous", "GET", `/public/api/v1/profiles/${id}/condolences`),
    );
    expect(visitors.items.map((item) => item.id)).toContain(message);
    const list = bodyOf<List>(
      await call("manager", "GET", `/api/v1/profiles/${id}/condolences?status=reported`),
    );
    expect(list.items.map((item) => [item.id, item.reports])).toEqual([[message, 1]]);
    expect(list.counts?.reported).toBe(1);
    expectStatus(
      await call("viewer", "GET", `/api/v1/profiles/${id}/condolences?status=reported`),
      403,
    );

    expectStatus(
      await call("manager", "DELETE", `/api/v1/profiles/${id}/condolences/${message}`),
      204,
    );
    const after = bodyOf<List>(
      await call("manager", "GET", `/api/v1/profiles/${id}/condolences?status=reported`),
    );
    expect(after.items).toEqual([]);
    expect(after.counts?.reported).toBe(0);
    if (ctx.mailboxUrl !== undefined) {
      const mails = await readMailbox(ctx.mailboxUrl, writer);
      expect(mails.some((mail) => /verwijderd/.test(mail.body) && /melding/.test(mail.body))).toBe(
        true,
      );
    }
  });

  it("answer 404 for a page that is not public and for messages nobody sees", async (test) => {
    const id = page(test);
    expectStatus(
      await call("anonymous", "POST", publicReports(id), {
        subject: "condolence",
        condolenceID: crypto.randomUUID(),
        reason: "other",
      }),
      404,
    );
    const { accounts } = useSuite();
    const hidden = await createPage(accounts.manager.idToken);
    expectStatus(
      await call("anonymous", "POST", publicReports(hidden), { subject: "page", reason: "other" }),
      404,
    );
    expectStatus(
      await call("other", "POST", reports(hidden), { subject: "page", reason: "other" }),
      404,
    );
  });
});
