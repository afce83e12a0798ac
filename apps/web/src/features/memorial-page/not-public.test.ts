import { ApiError } from "@memorial/api-client";
import { describe, expect, it } from "vitest";
import { isNotPublic } from "./page-state-views";

describe("isNotPublic", () => {
  it("is the API's 404 not_public only", () => {
    expect(isNotPublic(new ApiError({ status: 404, code: "not_public", message: "x" }))).toBe(true);
    expect(isNotPublic(new ApiError({ status: 404, code: "not_found", message: "x" }))).toBe(false);
    expect(isNotPublic(new ApiError({ status: 403, code: "forbidden", message: "x" }))).toBe(false);
    expect(isNotPublic(new Error("not_public"))).toBe(false);
  });
});
