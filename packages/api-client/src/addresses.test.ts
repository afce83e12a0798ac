import { describe, expect, it } from "vitest";
import { fakeApi, json } from "../test/fake-api";
import { checkProfileAddress, findPageByAddress, setProfileAddress } from "./addresses";
import { ApiError } from "./errors";

describe("findPageByAddress", () => {
  it("asks the public lookup without a session and the signed-in one with it", async () => {
    const anonymous = fakeApi(() => json(200, { profileId: "p1", address: "opa-henk" }), {
      tokens: null,
    });
    await expect(findPageByAddress(anonymous.client, "henk-de-jong-1938")).resolves.toEqual({
      profileId: "p1",
      address: "opa-henk",
    });
    expect(anonymous.calls[0]?.path).toBe("/public/api/v1/addresses/henk-de-jong-1938");

    const signedIn = fakeApi(() => json(200, { profileId: "p1", address: "opa-henk" }));
    await findPageByAddress(signedIn.client, "opa-henk");
    expect(signedIn.calls[0]?.path).toBe("/api/v1/addresses/opa-henk");
  });

  it("rejects with a 404 for an unknown address and for a segment that is no address", async () => {
    const api = fakeApi(() => json(404, { code: "not_found", message: "profile not found" }));
    await expect(findPageByAddress(api.client, "niemand")).rejects.toMatchObject({
      status: 404,
      code: "not_found",
    });
    await expect(findPageByAddress(api.client, "a/b")).rejects.toBeInstanceOf(ApiError);
    expect(api.calls).toHaveLength(1);
  });
});

describe("checking and changing the address", () => {
  it("sends the wished address and answers the check and the stored address", async () => {
    const api = fakeApi((call) =>
      call.method === "PUT"
        ? json(200, { address: "opa-henk" })
        : json(200, { address: "login", available: false, problem: "reserved" }),
    );
    await expect(checkProfileAddress(api.client, "p1", "login")).resolves.toEqual({
      address: "login",
      available: false,
      problem: "reserved",
    });
    expect(api.calls[0]?.path).toBe("/api/v1/profiles/p1/address-check");
    expect(api.calls[0]?.url.searchParams.get("address")).toBe("login");
    await expect(setProfileAddress(api.client, "p1", "opa-henk")).resolves.toBe("opa-henk");
    expect(api.calls[1]?.body).toEqual({ address: "opa-henk" });
  });

  it("rejects with the contract's code when the address is taken", async () => {
    const api = fakeApi(() => json(409, { code: "address_taken", message: "taken" }));
    await expect(setProfileAddress(api.client, "p1", "opa-henk")).rejects.toMatchObject({
      status: 409,
      code: "address_taken",
    });
  });
});
