// Readable page addresses: assigned from the name, checked and changed by managers, looked up
// by anyone who may read the page, kept forever. Pages are made by the manager account (the
// owner account is near the pages limit).
import { describe, expect, it } from "vitest";
import {
  activatePlan,
  bodyOf,
  createPage,
  expectStatus,
  readPage,
  savePage,
  standardContent,
  useSuite,
  type ProfileBody,
} from "./harness";

interface Lookup {
  profileId: string;
  address: string;
}

async function namedPage(name: string): Promise<{ id: string; address: string }> {
  const { accounts } = useSuite();
  const token = accounts.manager.idToken;
  const id = await createPage(token);
  const saved = await savePage(token, id, standardContent(name));
  expectStatus(saved, 200);
  const address = bodyOf<ProfileBody>(saved).address ?? "";
  return { id, address };
}

async function setAddress(id: string, address: string, role = "manager") {
  const { accounts, api } = useSuite();
  return api.request(
    "PUT",
    `/api/v1/profiles/${id}/address`,
    role === "anonymous"
      ? { json: { address } }
      : { token: accounts.manager.idToken, json: { address } },
    role,
  );
}

describe("page addresses", () => {
  it("a page gets an address from its name and year of birth when it is named", async () => {
    const { ctx, accounts } = useSuite();
    const { id, address } = await namedPage(`Henk de Jóng ${ctx.runId}`);
    expect(address).toBe(`henk-de-jong-${ctx.runId}-1948`);
    const read = await readPage(accounts.manager.idToken, id, "manager");
    expect(read.address).toBe(address);
  });

  it("refuses a reserved word, an invalid address and one that is taken", async () => {
    const { ctx } = useSuite();
    const first = await namedPage(`Eerste ${ctx.runId}`);
    const second = await namedPage(`Tweede ${ctx.runId}`);
    expectStatus(await setAddress(second.id, "login"), 400, "address_reserved");
    expectStatus(await setAddress(second.id, "api"), 400, "address_reserved");
    expectStatus(await setAddress(second.id, "Henk de Jong!"), 400, "address_invalid");
    expectStatus(await setAddress(second.id, "ab"), 400, "address_invalid");
    expectStatus(await setAddress(second.id, first.address), 409, "address_taken");
    expectStatus(await setAddress(second.id, "opa-henk", "anonymous"), 401);
    const { accounts } = useSuite();
    expect((await readPage(accounts.manager.idToken, second.id, "manager")).address).toBe(
      second.address,
    );
  });

  it("checks an address before it is chosen", async () => {
    const { accounts, api, ctx } = useSuite();
    const first = await namedPage(`Controle ${ctx.runId}`);
    const second = await namedPage(`Nog een controle ${ctx.runId}`);
    const check = async (address: string) => {
      const response = await api.request(
        "GET",
        `/api/v1/profiles/${second.id}/address-check?address=${encodeURIComponent(address)}`,
        { token: accounts.manager.idToken },
        "manager",
      );
      expectStatus(response, 200);
      return bodyOf<{ available: boolean; problem: string | null }>(response);
    };
    expect(await check(`vrij-${ctx.runId}`)).toMatchObject({ available: true, problem: null });
    expect(await check(first.address)).toMatchObject({ available: false, problem: "taken" });
    expect(await check("privacy")).toMatchObject({ available: false, problem: "reserved" });
    const anonymous = await api.request(
      "GET",
      `/api/v1/profiles/${second.id}/address-check?address=abc`,
      {},
      "anonymous",
    );
    expectStatus(anonymous, 401);
  });

  it("finds a public page by its address, for anyone", async () => {
    const { accounts, api, ctx } = useSuite();
    const { id, address } = await namedPage(`Openbaar ${ctx.runId}`);
    await activatePlan(accounts.manager.idToken, id, "bronze");
    expectStatus(
      await api.request(
        "POST",
        `/api/v1/profiles/${id}/public`,
        { token: accounts.manager.idToken, json: { isPublic: true } },
        "manager",
      ),
      200,
    );
    const found = await api.request("GET", `/public/api/v1/addresses/${address}`, {}, "anonymous");
    expectStatus(found, 200);
    expect(bodyOf<Lookup>(found)).toMatchObject({ profileId: id, address });
  });

  it("does not tell that a page which is not public exists", async () => {
    const { accounts, api, ctx } = useSuite();
    const { address } = await namedPage(`Niet openbaar ${ctx.runId}`);
    const hidden = await api.request("GET", `/public/api/v1/addresses/${address}`, {}, "anonymous");
    const unknown = await api.request(
      "GET",
      `/public/api/v1/addresses/nooit-uitgegeven-${ctx.runId}`,
      {},
      "anonymous",
    );
    expectStatus(hidden, 404, "not_found");
    expectStatus(unknown, 404, "not_found");
    expect(hidden.text).toBe(unknown.text);
    // Signed in without access: the same answer.
    const stranger = await api.request(
      "GET",
      `/api/v1/addresses/${address}`,
      { token: accounts.other.idToken },
      "other",
    );
    expectStatus(stranger, 404, "not_found");
    const anonymous = await api.request("GET", `/api/v1/addresses/${address}`, {}, "anonymous");
    expectStatus(anonymous, 401);
  });

  it("keeps leading to the page by its earlier address after a change", async () => {
    const { accounts, api, ctx } = useSuite();
    const { id, address: before } = await namedPage(`Oud adres ${ctx.runId}`);
    const after = `nieuw-adres-${ctx.runId}`;
    const changed = await setAddress(id, after);
    expectStatus(changed, 200);
    expect(bodyOf<{ address: string }>(changed).address).toBe(after);
    for (const address of [before, after]) {
      const found = await api.request(
        "GET",
        `/api/v1/addresses/${address}`,
        { token: accounts.manager.idToken },
        "manager",
      );
      expectStatus(found, 200);
      expect(bodyOf<Lookup>(found)).toEqual({ profileId: id, address: after });
    }
    // The earlier address is never given to another page.
    const other = await namedPage(`Ander ${ctx.runId}`);
    expectStatus(await setAddress(other.id, before), 409, "address_taken");
  });
});
