// The validator itself: it must catch what a backend could get wrong, or every other test
// would pass for the wrong reason.
import { describe, expect, it } from "vitest";
import { Contract } from "./contract";
import { DEFAULT_OPENAPI_FILE } from "./settings";

const contract = Contract.fromFile(DEFAULT_OPENAPI_FILE);
const json = new Headers({ "content-type": "application/json" });

function op(method: string, path: string) {
  const found = contract.match(method, path);
  if (found === undefined) throw new Error(`no operation for ${method} ${path}`);
  return found;
}

const validProfile = {
  id: "p1",
  name: "Johanna",
  isPublic: false,
  isBlocked: false,
  plan: "trial",
  sections: [{ type: "text", isPublic: true, text: "<p>a</p>" }],
};

describe("Contract", () => {
  it("matches concrete paths to their operations, literal paths first", () => {
    expect(op("GET", "/api/v1/profiles").key).toBe("GET /api/v1/profiles");
    expect(op("get", "/api/v1/profiles/abc-1").key).toBe("GET /api/v1/profiles/{id}");
    expect(op("PUT", "/uploads/j1").key).toBe("PUT /uploads/{jobID}");
    expect(contract.match("PATCH", "/api/v1/profiles/abc")).toBeUndefined();
    expect(contract.match("GET", "/api/v1/profiles/abc/unknown")).toBeUndefined();
  });

  it("knows which operations take no token", () => {
    const anonymous = contract.operations.filter((o) => o.anonymous).map((o) => o.key);
    expect(anonymous.sort()).toEqual(["GET /public/api/v1/profiles/{id}", "PUT /uploads/{jobID}"]);
  });

  it("accepts a valid body, pass-through fields included", () => {
    const problems = contract.checkResponse(
      op("GET", "/api/v1/profiles/p1"),
      200,
      json,
      { ...validProfile, favouriteColour: "blauw" },
      10,
    );
    expect(problems).toEqual([]);
  });

  it("reports a body that breaks the schema", () => {
    const problems = contract.checkResponse(
      op("GET", "/api/v1/profiles/p1"),
      200,
      json,
      { ...validProfile, plan: "gold", sections: [{ type: "text", isPublic: true }] },
      10,
    );
    expect(problems.join("\n")).toMatch(/plan/);
    expect(problems.join("\n")).toMatch(/sections\/0/);
  });

  it("reports an undocumented status", () => {
    const problems = contract.checkResponse(
      op("GET", "/api/v1/profiles/p1"),
      403,
      json,
      { code: "forbidden", message: "no" },
      10,
    );
    expect(problems[0]).toMatch(/status 403 is not documented/);
  });

  it("reports an error body that is not {code, message}", () => {
    const problems = contract.checkResponse(
      op("GET", "/api/v1/profiles/p1"),
      404,
      json,
      { error: "not found" },
      10,
    );
    expect(problems.length).toBeGreaterThan(0);
    expect(
      contract.checkResponse(
        op("GET", "/api/v1/profiles/p1"),
        404,
        json,
        { code: "nope", message: "x" },
        10,
      ).length,
    ).toBeGreaterThan(0);
  });

  it("reports a wrong content type and a body where none is documented", () => {
    const html = new Headers({ "content-type": "text/html" });
    expect(
      contract.checkResponse(op("GET", "/api/v1/profiles/p1"), 200, html, undefined, 10)[0],
    ).toMatch(/content type "text\/html"/);
    expect(
      contract.checkResponse(op("PUT", "/uploads/j1"), 204, new Headers(), undefined, 5)[0],
    ).toMatch(/documents no body/);
  });

  it("validates formats (dates, e-mails, URLs)", () => {
    const badDate = { ...validProfile, dateOfBirth: "2020-02-31" };
    expect(
      contract.checkResponse(op("GET", "/api/v1/profiles/p1"), 200, json, badDate, 10).length,
    ).toBeGreaterThan(0);
    const badRow = { groupMemberships: [{ username: "geen-email", groupIDs: ["p1-0001"] }] };
    expect(
      contract.checkResponse(
        op("GET", "/api/v1/profiles/p1/group-membership"),
        200,
        json,
        badRow,
        10,
      ).length,
    ).toBeGreaterThan(0);
    const badUrl = { jobID: "j1", status: "succeeded", assetURL: "javascript:alert(1)" };
    expect(
      contract.checkResponse(op("GET", "/api/v1/jobs/j1"), 200, json, badUrl, 10).length,
    ).toBeGreaterThan(0);
  });
});
