// A page's ownership: one owner, who is a manager; only the owner hands the page over, names a
// successor and removes or lowers managers; nothing changes until the receiver accepts (in the
// app or with the single-purpose link of the request mail); the owner cannot leave, any other
// member can. The pages here are created by the manager account (the suite's owner account is
// at its limit of pages), with the viewer and other accounts as further managers.
import type { components } from "@memorial/api-types";
import { describe, expect, it } from "vitest";
import {
  bodyOf,
  createPage,
  expectStatus,
  putRow,
  savePage,
  skipBecause,
  standardContent,
  useSuite,
} from "./harness";
import { readMailbox } from "./test-users";
import type { AccountRole } from "./settings";

type Schemas = components["schemas"];
type Ownership = Schemas["Ownership"];
type Role = "anonymous" | Exclude<AccountRole, "removed">;

function call(role: Role, method: string, url: string, json?: unknown) {
  const { api, accounts } = useSuite();
  const token = role === "anonymous" ? undefined : accounts[role].idToken;
  return api.request(method, url, { token, json }, role);
}

const email = (role: Exclude<Role, "anonymous">) => useSuite().accounts[role].email.toLowerCase();

/** A new page of the manager account with the viewer and other accounts as managers. */
async function newPage(name: string): Promise<string> {
  const { accounts } = useSuite();
  const creator = accounts.manager.idToken;
  const id = await createPage(creator);
  expectStatus(await savePage(creator, id, standardContent(name)), 200);
  expectStatus(await putRow(creator, id, accounts.viewer.email, "manage"), 200);
  expectStatus(await putRow(creator, id, accounts.other.email, "manage"), 200);
  return id;
}

const ownershipOf = (id: string) => `/api/v1/profiles/${id}/ownership`;
const handover = (id: string) => `/api/v1/profiles/${id}/ownership/handover`;
const answers = "/public/api/v1/ownership-handover-answers";

async function rolesOf(id: string, as: Role): Promise<Record<string, string>> {
  const list = await call(as, "GET", `/api/v1/profiles/${id}/group-membership`);
  expectStatus(list, 200);
  return Object.fromEntries(
    bodyOf<Schemas["GroupMembershipList"]>(list).groupMemberships.map((row) => [
      row.username,
      row.role,
    ]),
  );
}

describe("the owner of a page", () => {
  it("is its creator, named in the access rows and in the caller's groups", async () => {
    const id = await newPage("Eigenaar");
    expect(await rolesOf(id, "viewer")).toMatchObject({
      [email("manager")]: "owner",
      [email("viewer")]: "manage",
    });
    const groups = await call("manager", "GET", `/api/v1/profiles/${id}/groups`);
    expect(bodyOf<Schemas["GroupsResponse"]>(groups).role).toBe("owner");
    const read = await call("other", "GET", ownershipOf(id));
    expectStatus(read, 200);
    expect(bodyOf<Ownership>(read)).toEqual({
      owner: email("manager"),
      successor: null,
      handover: null,
    });
  });

  it("keeps the page: no other manager removes, lowers or replaces the owner or a manager", async () => {
    const id = await newPage("Blijft");
    const owner = encodeURIComponent(email("manager"));
    expectStatus(
      await call("viewer", "DELETE", `/api/v1/profiles/${id}/group-membership?username=${owner}`),
      403,
      "owner_required",
    );
    expectStatus(
      await call("viewer", "PUT", `/api/v1/profiles/${id}/group-membership`, {
        username: email("manager"),
        groupIDs: [`${id}-0001`],
      }),
      403,
      "owner_required",
    );
    expectStatus(
      await call(
        "viewer",
        "DELETE",
        `/api/v1/profiles/${id}/group-membership?username=${encodeURIComponent(email("other"))}`,
      ),
      403,
      "owner_required",
    );
    expectStatus(
      await call("viewer", "POST", handover(id), { username: email("other") }),
      403,
      "owner_required",
    );
    expectStatus(
      await call("viewer", "PUT", `${ownershipOf(id)}/successor`, { username: email("other") }),
      403,
      "owner_required",
    );
    expectStatus(
      await call("manager", "POST", `/api/v1/profiles/${id}/leave`),
      409,
      "owner_cannot_leave",
    );
    expect(await rolesOf(id, "manager")).toMatchObject({
      [email("manager")]: "owner",
      [email("other")]: "manage",
    });
  });
});

describe("handing a page over", () => {
  it("changes nothing until the receiver accepts with the mail's link; the former owner stays a manager", async (test) => {
    const { ctx } = useSuite();
    if (ctx.mailboxUrl === undefined) skipBecause(test, "no mailbox to read");
    const id = await newPage("Overdracht");
    expectStatus(
      await call("manager", "POST", handover(id), { username: "niemand@example.com" }),
      409,
      "not_a_manager",
    );
    const asked = await call("manager", "POST", handover(id), { username: email("viewer") });
    expectStatus(asked, 201);
    expect(bodyOf<Ownership>(asked)).toMatchObject({
      owner: email("manager"),
      handover: { to: email("viewer"), from: email("manager") },
    });
    expectStatus(
      await call("manager", "POST", handover(id), { username: email("other") }),
      409,
      "handover_pending",
    );
    expect((await rolesOf(id, "manager"))[email("manager")]).toBe("owner");

    const mail = (await readMailbox(ctx.mailboxUrl, email("viewer"))).find(
      (m) => m.subject.includes("van Overdracht") && m.body.includes("eigenaar-worden?code="),
    );
    expect(mail?.body).toContain(email("manager"));
    const code = /eigenaar-worden\?code=([\w.-]+)&antwoord=accepteren/.exec(mail?.body ?? "")?.[1];
    expect(code).toBeDefined();

    const accepted = await call("anonymous", "POST", answers, { code, answer: "accept" });
    expectStatus(accepted, 200);
    expect(bodyOf<Schemas["OwnershipHandoverAnswered"]>(accepted)).toEqual({
      profileId: id,
      answer: "accept",
    });
    expect(await rolesOf(id, "viewer")).toMatchObject({
      [email("viewer")]: "owner",
      [email("manager")]: "manage",
    });
    // The link is spent: a replay changes nothing.
    expectStatus(
      await call("anonymous", "POST", answers, { code, answer: "decline" }),
      410,
      "link_expired",
    );
    expectStatus(
      await call("anonymous", "POST", answers, {
        code: "00000000-0000-4000-8000-000000000000.x",
        answer: "accept",
      }),
      410,
      "link_expired",
    );
    // The former owner is a manager like any other now, and may leave.
    expectStatus(await call("manager", "POST", `/api/v1/profiles/${id}/leave`), 204);
    expectStatus(await call("manager", "GET", `/api/v1/profiles/${id}/group-membership`), 404);
  });

  it("is answered in the app by its receiver only, and cancelled by the owner", async () => {
    const id = await newPage("In de app");
    const answer = `${handover(id)}/answer`;
    expectStatus(await call("manager", "POST", handover(id), { username: email("other") }), 201);
    expectStatus(await call("viewer", "POST", answer, { answer: "accept" }), 404, "not_found");
    expectStatus(await call("manager", "DELETE", handover(id)), 204);
    expectStatus(await call("manager", "DELETE", handover(id)), 404);
    expectStatus(await call("other", "POST", answer, { answer: "accept" }), 404);

    expectStatus(await call("manager", "POST", handover(id), { username: email("other") }), 201);
    const declined = await call("other", "POST", answer, { answer: "decline" });
    expectStatus(declined, 200);
    expect(bodyOf<Ownership>(declined)).toMatchObject({ owner: email("manager"), handover: null });

    expectStatus(await call("manager", "POST", handover(id), { username: email("other") }), 201);
    const accepted = await call("other", "POST", answer, { answer: "accept" });
    expectStatus(accepted, 200);
    expect(bodyOf<Ownership>(accepted)).toEqual({
      owner: email("other"),
      successor: null,
      handover: null,
    });
  });
});

describe("the successor and leaving", () => {
  it("names a manager as successor, clears it, and lets a manager leave", async () => {
    const id = await newPage("Opvolger");
    const successor = `${ownershipOf(id)}/successor`;
    expectStatus(
      await call("manager", "PUT", successor, { username: "niemand@example.com" }),
      409,
      "not_a_manager",
    );
    const named = await call("manager", "PUT", successor, { username: email("other") });
    expectStatus(named, 200);
    expect(bodyOf<Ownership>(named).successor).toBe(email("other"));
    // Leaving ends being the successor.
    expectStatus(await call("other", "POST", `/api/v1/profiles/${id}/leave`), 204);
    expect(bodyOf<Ownership>(await call("manager", "GET", ownershipOf(id))).successor).toBeNull();
    expectStatus(await call("other", "GET", `/api/v1/profiles/${id}`), 404);

    const again = await call("manager", "PUT", successor, { username: email("viewer") });
    expect(bodyOf<Ownership>(again).successor).toBe(email("viewer"));
    const cleared = await call("manager", "PUT", successor, { username: null });
    expectStatus(cleared, 200);
    expect(bodyOf<Ownership>(cleared).successor).toBeNull();
  });
});
