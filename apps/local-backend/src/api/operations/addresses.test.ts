import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startApiHarness, type ApiHarness, type TestUser } from "../../testing/api-harness.ts";

let h: ApiHarness;
let owner: TestUser;

beforeEach(async () => {
  h = await startApiHarness();
  owner = await h.user("eigenaar@example.nl");
});
afterEach(async () => {
  await h.close();
});

async function namedPage(name: string, dateOfBirth: string | null = null): Promise<string> {
  const id = await h.createPage(owner);
  const saved = await h.call("PUT", `/api/v1/profiles/${id}`, {
    token: owner.token,
    body: { name, dateOfBirth, sections: [] },
  });
  expect(saved.status).toBe(200);
  return id;
}

async function makePublic(id: string) {
  h.api.profiles.activatePlan(id, "silver", 1);
  const res = await h.call("POST", `/api/v1/profiles/${id}/public`, {
    token: owner.token,
    body: { isPublic: true },
  });
  expect(res.status).toBe(200);
}

const addressOf = async (id: string) =>
  (
    (await h.call("GET", `/api/v1/profiles/${id}`, { token: owner.token })).body as {
      address: string | null;
    }
  ).address;

describe("assigning an address", () => {
  it("has none while the page has no name, and the name and year of birth once it has one", async () => {
    const id = await h.createPage(owner);
    expect(await addressOf(id)).toBeNull();
    await h.call("PUT", `/api/v1/profiles/${id}`, {
      token: owner.token,
      body: { name: "Henk de Jöng", dateOfBirth: "1938-04-02", sections: [] },
    });
    expect(await addressOf(id)).toBe("henk-de-jong-1938");
  });

  it("keeps the first address when the name changes later", async () => {
    const id = await namedPage("Henk de Jong", "1938-04-02");
    await h.call("PUT", `/api/v1/profiles/${id}`, {
      token: owner.token,
      body: { name: "Hendrik de Jong", dateOfBirth: "1938-04-02", sections: [] },
    });
    expect(await addressOf(id)).toBe("henk-de-jong-1938");
  });

  it("adds -2, -3 on a collision, and ignores an address sent in a save", async () => {
    const first = await namedPage("Henk de Jong", "1938-04-02");
    const second = await namedPage("Henk de Jong", "1938-12-30");
    const third = await h.createPage(owner);
    await h.call("PUT", `/api/v1/profiles/${third}`, {
      token: owner.token,
      body: { name: "Henk de Jong", dateOfBirth: "1938-01-01", address: "gekozen", sections: [] },
    });
    expect(await addressOf(first)).toBe("henk-de-jong-1938");
    expect(await addressOf(second)).toBe("henk-de-jong-1938-2");
    expect(await addressOf(third)).toBe("henk-de-jong-1938-3");
  });

  it("gives a page named before addresses existed its address on the next read", async () => {
    const id = await namedPage("Anna Bakker");
    h.ctx.db.prepare("UPDATE profiles SET address = NULL WHERE id = ?").run(id);
    h.ctx.db.prepare("DELETE FROM page_addresses WHERE profile_id = ?").run(id);
    expect(await addressOf(id)).toBe("anna-bakker");
    const list = await h.call("GET", "/api/v1/profiles", { token: owner.token });
    expect(list.body).toMatchObject({ profiles: [{ id, address: "anna-bakker" }] });
  });
});

describe("changing the address", () => {
  it("checks, changes, and keeps the earlier address leading to the page", async () => {
    const id = await namedPage("Henk de Jong", "1938-04-02");
    await makePublic(id);
    const check = await h.call("GET", `/api/v1/profiles/${id}/address-check?address=opa-henk`, {
      token: owner.token,
    });
    expect(check.body).toEqual({ address: "opa-henk", available: true, problem: null });

    const set = await h.call("PUT", `/api/v1/profiles/${id}/address`, {
      token: owner.token,
      body: { address: "opa-henk" },
    });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ address: "opa-henk" });
    expect(await addressOf(id)).toBe("opa-henk");

    for (const address of ["opa-henk", "henk-de-jong-1938"]) {
      const found = await h.call("GET", `/public/api/v1/addresses/${address}`);
      expect(found.status).toBe(200);
      expect(found.body).toEqual({ profileId: id, address: "opa-henk" });
    }
    // The page may take its earlier address back.
    const back = await h.call("PUT", `/api/v1/profiles/${id}/address`, {
      token: owner.token,
      body: { address: "henk-de-jong-1938" },
    });
    expect(back.status).toBe(200);
  });

  it("never gives an address another page ever had", async () => {
    const first = await namedPage("Henk de Jong", "1938-04-02");
    const second = await namedPage("Anna Bakker");
    await h.call("PUT", `/api/v1/profiles/${first}/address`, {
      token: owner.token,
      body: { address: "opa-henk" },
    });
    // henk-de-jong-1938 is no longer the first page's current address, but it stays its own.
    for (const address of ["opa-henk", "henk-de-jong-1938"]) {
      const taken = await h.call("PUT", `/api/v1/profiles/${second}/address`, {
        token: owner.token,
        body: { address },
      });
      expect(taken.status).toBe(409);
      expect(taken.body).toMatchObject({ code: "address_taken" });
      const check = await h.call(
        "GET",
        `/api/v1/profiles/${second}/address-check?address=${address}`,
        { token: owner.token },
      );
      expect(check.body).toEqual({ address, available: false, problem: "taken" });
    }
    // Even once the page is gone.
    h.ctx.db.prepare("DELETE FROM profiles WHERE id = ?").run(first);
    const afterDelete = await h.call("PUT", `/api/v1/profiles/${second}/address`, {
      token: owner.token,
      body: { address: "opa-henk" },
    });
    expect(afterDelete.body).toMatchObject({ code: "address_taken" });
  });

  it("rejects reserved words and bad characters with their own codes", async () => {
    const id = await namedPage("Henk de Jong");
    const cases: [string, string, string][] = [
      ["login", "address_reserved", "reserved"],
      ["api", "address_reserved", "reserved"],
      ["1d84c292-2a40-4427-8fba-418848272740", "address_reserved", "reserved"],
      ["Opa Henk", "address_invalid", "invalid"],
      ["ab", "address_invalid", "too_short"],
      ["a".repeat(61), "address_invalid", "too_long"],
    ];
    for (const [address, code, problem] of cases) {
      const res = await h.call("PUT", `/api/v1/profiles/${id}/address`, {
        token: owner.token,
        body: { address },
      });
      expect(res.status, address).toBe(400);
      expect(res.body).toMatchObject({ code });
      const check = await h.call(
        "GET",
        `/api/v1/profiles/${id}/address-check?address=${encodeURIComponent(address)}`,
        { token: owner.token },
      );
      expect(check.body).toMatchObject({ available: false, problem });
    }
    expect(await addressOf(id)).toBe("henk-de-jong");
  });

  it("is for managers only", async () => {
    const id = await namedPage("Henk de Jong");
    await makePublic(id);
    const stranger = await h.user("vreemde@example.nl");
    const res = await h.call("PUT", `/api/v1/profiles/${id}/address`, {
      token: stranger.token,
      body: { address: "opa-henk" },
    });
    expect(res.status).toBe(403);
  });
});

describe("looking a page up by its address", () => {
  it("answers 404 not_found for a page that is not public, the same as for an unknown address", async () => {
    const id = await namedPage("Henk de Jong", "1938-04-02");
    const stranger = await h.user("vreemde@example.nl");
    const unknown = await h.call("GET", "/public/api/v1/addresses/niemand-1900");
    for (const res of [
      await h.call("GET", "/public/api/v1/addresses/henk-de-jong-1938"),
      await h.call("GET", "/api/v1/addresses/henk-de-jong-1938", { token: stranger.token }),
      unknown,
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual(unknown.body);
      expect(res.body).toMatchObject({ code: "not_found" });
    }
    const member = await h.call("GET", "/api/v1/addresses/henk-de-jong-1938", {
      token: owner.token,
    });
    expect(member.body).toEqual({ profileId: id, address: "henk-de-jong-1938" });
  });
});

describe("links written by the API", () => {
  it("puts the current address into the QR code's address and the calendar file", () => {
    const page = h.api.profiles.create({ sub: "s", email: "x@example.nl" }, 30);
    h.api.profiles.saveContent(
      page.id,
      {
        name: "Henk de Jong",
        dateOfBirth: "1938-04-02",
        dateOfDeath: null,
        profilePicture: null,
        sections: [],
        extra: {},
      },
      undefined,
    );
    expect(h.api.qrCodes.pageAddress(page.id)).toBe(`${h.config.webOrigin}/henk-de-jong-1938`);
    h.api.profiles.setAddress(page.id, "opa-henk");
    expect(h.api.qrCodes.pageAddress(page.id)).toBe(`${h.config.webOrigin}/opa-henk`);
  });
});
