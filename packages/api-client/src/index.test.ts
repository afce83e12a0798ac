import { describe, expect, it } from "vitest";
import * as api from "./index";

describe("package entry", () => {
  it("leaves the facts to @memorial/domain instead of re-exporting them", async () => {
    const domain = await import("@memorial/domain");
    const shared = Object.keys(api).filter((name) => name in domain);
    expect(shared).toEqual([]);
  });

  it("exports one domain function per spec call", () => {
    for (const name of [
      "createProfile",
      "listProfiles",
      "readProfile",
      "saveProfile",
      "setProfilePublic",
      "readGroups",
      "listAccess",
      "saveAccessRow",
      "removeAccessRow",
      "initiatePayment",
      "uploadFiles",
      "pollJob",
      "pollQrCode",
    ] as const) {
      expect(typeof api[name]).toBe("function");
    }
  });
});
