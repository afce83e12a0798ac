// The loader and validator itself: it must catch what a backend could get wrong, or every test
// of the backend and of the contract suite would pass for the wrong reason.
import { describe, expect, it } from "vitest";
import { Contract, DEFAULT_CONTRACT_FILE, loadContract } from "./contract";

const contract = loadContract();
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

describe("the contract as loaded from openapi/memorial-api.yaml", () => {
  it("is the repository's contract file", () => {
    expect(DEFAULT_CONTRACT_FILE.replaceAll("\\", "/")).toMatch(/\/openapi\/memorial-api\.yaml$/);
    expect(Contract.fromFile(DEFAULT_CONTRACT_FILE).operations).toHaveLength(
      contract.operations.length,
    );
  });

  it("has the operations of the spec, with anonymous access only where it allows it", () => {
    const anonymous = contract.operations.filter((o) => o.anonymous).map((o) => o.operationId);
    expect(anonymous.sort()).toEqual([
      "answerOwnershipHandoverByLink",
      "confirmFollower",
      "createPublicCondolence",
      "createPublicMemory",
      "createPublicMemoryUploads",
      "downloadExport",
      "findPublicPageByAddress",
      "followPage",
      "getMemoryUploadJob",
      "getPublicGatheringCalendar",
      "getPublicProfile",
      "lightPublicCandle",
      "listPublicCandles",
      "listPublicCondolences",
      "reportPublicContent",
      "unsubscribeFollower",
      "uploadFile",
      "withdrawCondolence",
    ]);
    // The calls of the spec (section 7), plus the upload target behind the opaque uploadURL.
    expect(contract.operations.map((o) => o.key).sort()).toEqual(
      [
        "POST /api/v1/profiles",
        "GET /api/v1/profiles",
        "PUT /api/v1/profiles/{id}",
        "GET /api/v1/profiles/{id}",
        "DELETE /api/v1/profiles/{id}",
        "GET /public/api/v1/profiles/{id}",
        // The calendar file of a gathering.
        "GET /public/api/v1/profiles/{id}/sections/{index}/calendar",
        "POST /api/v1/profiles/{id}/upload",
        "PUT /uploads/{jobID}",
        "GET /api/v1/jobs/{jobID}",
        "GET /api/v1/profiles/{id}/qrcode",
        "POST /api/v1/profiles/{id}/public",
        "POST /api/v1/profiles/{id}/searchable",
        "GET /api/v1/profiles/{id}/groups",
        "GET /api/v1/profiles/{id}/group-membership",
        "PUT /api/v1/profiles/{id}/group-membership",
        "DELETE /api/v1/profiles/{id}/group-membership",
        "POST /api/v1/profiles/{id}/payment/extend",
        "POST /api/v1/profiles/{id}/payment/initiate",
        "POST /api/v1/profiles/{id}/payment/upgrade",
        // The condolence register.
        "GET /api/v1/profiles/{id}/condolences",
        "POST /api/v1/profiles/{id}/condolences",
        "GET /api/v1/profiles/{id}/condolences/{condolenceID}",
        "DELETE /api/v1/profiles/{id}/condolences/{condolenceID}",
        "PUT /api/v1/profiles/{id}/condolences/{condolenceID}/status",
        "POST /api/v1/profiles/{id}/condolences/bulk-approve",
        "GET /api/v1/profiles/{id}/condolence-settings",
        "PUT /api/v1/profiles/{id}/condolence-settings",
        "GET /api/v1/profiles/{id}/candles",
        "POST /api/v1/profiles/{id}/candles",
        "DELETE /api/v1/profiles/{id}/candles/{candleID}",
        "GET /public/api/v1/profiles/{id}/condolences",
        "POST /public/api/v1/profiles/{id}/condolences",
        "GET /public/api/v1/profiles/{id}/candles",
        "POST /public/api/v1/profiles/{id}/candles",
        // Memories: messages with photos, uploaded through a draft.
        "POST /api/v1/profiles/{id}/memory-uploads",
        "POST /api/v1/profiles/{id}/memories",
        "POST /public/api/v1/profiles/{id}/memory-uploads",
        "GET /public/api/v1/memory-uploads/{jobID}",
        "POST /public/api/v1/profiles/{id}/memories",
        // Keeping a page, plus the download behind the opaque assetURL.
        "POST /api/v1/profiles/{id}/export",
        "GET /api/v1/exports/{jobID}",
        "GET /exports/{jobID}",
        // The notification mails: a manager's own settings and the withdraw link.
        "GET /api/v1/profiles/{id}/notification-settings",
        "PUT /api/v1/profiles/{id}/notification-settings",
        "POST /public/api/v1/condolence-withdrawals",
        // Readable page addresses.
        "PUT /api/v1/profiles/{id}/address",
        "GET /api/v1/profiles/{id}/address-check",
        "GET /api/v1/addresses/{address}",
        "GET /public/api/v1/addresses/{address}",
        // The thank-you card and the account's own name.
        "GET /api/v1/profiles/{id}/thank-you-addresses",
        "GET /api/v1/profiles/{id}/thank-you-mail",
        "POST /api/v1/profiles/{id}/thank-you-mail",
        "GET /api/v1/account/profile",
        "PUT /api/v1/account/profile",
        "GET /api/v1/account/export",
        "GET /api/v1/account/deletion",
        "POST /api/v1/account/deletion",
        // Reports ('Melden').
        "POST /api/v1/profiles/{id}/reports",
        "POST /public/api/v1/profiles/{id}/reports",
        // Ownership: hand-over, successor, leaving.
        "GET /api/v1/profiles/{id}/ownership",
        "PUT /api/v1/profiles/{id}/ownership/successor",
        "POST /api/v1/profiles/{id}/ownership/handover",
        "DELETE /api/v1/profiles/{id}/ownership/handover",
        "POST /api/v1/profiles/{id}/ownership/handover/answer",
        "POST /api/v1/profiles/{id}/leave",
        "POST /public/api/v1/ownership-handover-answers",
        // Following a page.
        "POST /public/api/v1/profiles/{id}/followers",
        "POST /public/api/v1/follower-confirmations",
        "POST /public/api/v1/follower-unsubscriptions",
        "GET /api/v1/profiles/{id}/follower-settings",
        "PUT /api/v1/profiles/{id}/follower-settings",
      ].sort(),
    );
  });

  it("finds an operation by operationId or by key, and names a missing one", () => {
    expect(contract.operation("getProfile").key).toBe("GET /api/v1/profiles/{id}");
    expect(contract.operation("GET /api/v1/profiles/{id}").operationId).toBe("getProfile");
    expect(contract.operation("getProfile").routePath).toBe("/api/v1/profiles/:id");
    expect(() => contract.operation("deleteEverything")).toThrow(/no operation deleteEverything/);
  });

  it("reports a bad request body against its own section type", () => {
    const result = contract.operation("saveProfile").validateBody({
      name: "x",
      sections: [{ type: "photo_carousel", isPublic: true, photos: ["ftp://x"] }],
    });
    expect(result.errors).toEqual(['sections/0/photos/0: must match pattern "^https?://"']);
    expect(contract.operation("saveProfile").validateBody({ name: "x", sections: [] })).toEqual({
      ok: true,
      errors: [],
    });
  });

  it("names the part of the request a validation problem is in", () => {
    const download = contract.operation("downloadExport");
    expect(download.validateQuery({})).toEqual({
      ok: false,
      errors: ["query: must have required property 'token'"],
    });
    expect(download.validateQuery({ token: "short" }).errors).toEqual([
      "query/token: must NOT have fewer than 16 characters",
    ]);
    expect(contract.operation("getProfile").validatePath({ id: "bad id" }).errors).toEqual([
      expect.stringMatching(/^path\/id: /),
    ]);
    expect(contract.operation("setProfilePublic").validateBody([]).errors).toEqual([
      "body: must be object",
    ]);
  });

  it("validates path parameters", () => {
    expect(contract.operation("getProfile").validatePath({ id: "abc-1" }).ok).toBe(true);
    expect(contract.operation("getProfile").validatePath({ id: "bad id" }).ok).toBe(false);
  });
});

describe("checkResponse", () => {
  it("matches concrete paths to their operations, literal paths first", () => {
    expect(op("GET", "/api/v1/profiles").key).toBe("GET /api/v1/profiles");
    expect(op("get", "/api/v1/profiles/abc-1").key).toBe("GET /api/v1/profiles/{id}");
    expect(op("PUT", "/uploads/j1").key).toBe("PUT /uploads/{jobID}");
    expect(contract.match("PATCH", "/api/v1/profiles/abc")).toBeUndefined();
    expect(contract.match("GET", "/api/v1/profiles/abc/unknown")).toBeUndefined();
  });

  it("knows which operations take no token", () => {
    const anonymous = contract.operations.filter((o) => o.anonymous).map((o) => o.key);
    expect(anonymous.sort()).toEqual([
      "GET /exports/{jobID}",
      "GET /public/api/v1/addresses/{address}",
      "GET /public/api/v1/memory-uploads/{jobID}",
      "GET /public/api/v1/profiles/{id}",
      "GET /public/api/v1/profiles/{id}/candles",
      "GET /public/api/v1/profiles/{id}/condolences",
      "GET /public/api/v1/profiles/{id}/sections/{index}/calendar",
      "POST /public/api/v1/condolence-withdrawals",
      "POST /public/api/v1/follower-confirmations",
      "POST /public/api/v1/follower-unsubscriptions",
      "POST /public/api/v1/ownership-handover-answers",
      "POST /public/api/v1/profiles/{id}/candles",
      "POST /public/api/v1/profiles/{id}/condolences",
      "POST /public/api/v1/profiles/{id}/followers",
      "POST /public/api/v1/profiles/{id}/memories",
      "POST /public/api/v1/profiles/{id}/memory-uploads",
      "POST /public/api/v1/profiles/{id}/reports",
      "PUT /uploads/{jobID}",
    ]);
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

  it("names the field that breaks the schema, and accepts an empty 204", () => {
    expect(
      contract.checkResponse(
        op("GET", "/api/v1/profiles/p1"),
        200,
        json,
        { ...validProfile, plan: "gold" },
        10,
      ),
    ).toEqual(["body plan: must be equal to one of the allowed values"]);
    const remove = contract.operation("removeGroupMembership");
    expect(contract.checkResponse(remove, 204, new Headers(), undefined, 0)).toEqual([]);
    expect(contract.checkResponse(remove, 204, json, { a: 1 }, 7)[0]).toMatch(/documents no body/);
  });
});
