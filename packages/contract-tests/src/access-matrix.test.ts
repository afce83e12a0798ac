// docs/security.md item 15: roles {anonymous, owner, manager, viewer, other user, removed invitee}
// x page visibility {public, shared, private} x every endpoint give the statuses the contract
// describes. Pages a caller may not see answer 404; a member without manage rights, or a
// non-member of a public page, gets 403 on changes; a removed invitee loses access at once;
// nobody changes or removes their own access row. The owner alone hands the page over, names a
// successor and removes or lowers managers (other managers: 403 `owner_required`), and cannot
// leave the page (409 `owner_cannot_leave`).
//
// The three pages all belong to the owner and carry one public and one members-only section:
// - public:  plan bought (silver), public flag on; manager and viewer rows.
// - shared:  trial, not public; manager and viewer rows.
// - private: trial, not public; no rows for the manager and viewer of the other pages, so for
//            them (and every other signed-in user) it is a page they may not see.
// On every page the removed invitee had a row (view; manage on the private page) that was
// removed before the matrix runs.
import { beforeAll, describe, expect, it } from "vitest";
import type { ApiResponse } from "./api";
import {
  PRIVATE_TEXT,
  PUBLIC_TEXT,
  activatePlan,
  bodyOf,
  createPage,
  deleteRow,
  paymentSkipReason,
  groupId,
  guestEmail,
  putRow,
  readPage,
  requestUpload,
  savePage,
  standardContent,
  useSuite,
  type ProfileBody,
  skipBecause,
  textOf,
} from "./harness";
import { makePng } from "./sample-files";
import type { AccountRole } from "./settings";

type Visibility = "public" | "shared" | "private";
type MatrixRole = "anonymous" | AccountRole;

const VISIBILITIES: Visibility[] = ["public", "shared", "private"];
const ROLES: MatrixRole[] = ["anonymous", "owner", "manager", "viewer", "other", "removed"];

interface PageUnderTest {
  id: string;
  name: string;
  /** A job the owner requested on this page. */
  jobId: string;
  /** A row of someone without an account, target of forbidden changes. */
  bystander: string;
  /** The removed invitee's read just before and just after the row was removed. */
  removedBefore: ApiResponse;
  removedAfter: ApiResponse;
  /** The same for the access rows (a manager-only read). */
  removedRowsBefore: ApiResponse;
  removedRowsAfter: ApiResponse;
}

const pages = new Map<Visibility, PageUnderTest>();
/** Columns that cannot be set up on this backend (a public page needs a bought plan). */
const skipReasons = new Map<Visibility, string>();

function skipIfUnavailable(visibility: Visibility, skip: (note: string) => void): boolean {
  const reason = skipReasons.get(visibility);
  if (reason === undefined) return false;
  skip(reason);
  return true;
}

function page(visibility: Visibility): PageUnderTest {
  const found = pages.get(visibility);
  if (found === undefined) throw new Error(`The ${visibility} page was not set up.`);
  return found;
}

function removedLevel(visibility: Visibility): "manage" | "view" {
  return visibility === "private" ? "manage" : "view";
}

function isManager(role: MatrixRole, visibility: Visibility): boolean {
  return role === "owner" || (role === "manager" && visibility !== "private");
}

function isMember(role: MatrixRole, visibility: Visibility): boolean {
  return isManager(role, visibility) || (role === "viewer" && visibility !== "private");
}

function canSee(role: MatrixRole, visibility: Visibility): boolean {
  return isMember(role, visibility) || visibility === "public";
}

interface Expected {
  status: number;
  code?: string;
  /** Extra checks on a successful answer. */
  check?: (response: ApiResponse, target: PageUnderTest) => void;
}

const unauthorized: Expected = { status: 401, code: "unauthorized" };

/** A call only the owner may make: other managers get 403 `owner_required`. */
function ownerOnly(role: MatrixRole, visibility: Visibility, owner: Expected): Expected {
  if (role === "anonymous") return unauthorized;
  if (role === "owner") return owner;
  if (isManager(role, visibility)) return { status: 403, code: "owner_required" };
  return refused(role, visibility);
}

function refused(role: MatrixRole, visibility: Visibility): Expected {
  return canSee(role, visibility)
    ? { status: 403, code: "forbidden" }
    : { status: 404, code: "not_found" };
}

function sectionsCheck(
  all: boolean,
  planEnd: "shown" | "hidden" = "hidden",
): (response: ApiResponse) => void {
  return (response) => {
    const page = bodyOf<ProfileBody & { planEndsAt?: string }>(response);
    expect(page.sections.map(textOf)).toEqual(all ? [PUBLIC_TEXT, PRIVATE_TEXT] : [PUBLIC_TEXT]);
    // Only the page's managers learn when its plan ends.
    if (planEnd === "shown") expect(Number.isNaN(Date.parse(page.planEndsAt ?? ""))).toBe(false);
    else expect(page).not.toHaveProperty("planEndsAt");
  };
}

interface Endpoint {
  operation: string;
  call: (
    target: PageUnderTest,
    role: MatrixRole,
    token: string | undefined,
    visibility: Visibility,
  ) => Promise<ApiResponse>;
  expected: (role: MatrixRole, visibility: Visibility) => Expected;
}

const photo = makePng({ width: 4, height: 4 });

const ENDPOINTS: Endpoint[] = [
  {
    operation: "GET /api/v1/profiles/{id}",
    call: (target, role, token) =>
      useSuite().api.request("GET", `/api/v1/profiles/${target.id}`, { token }, role),
    expected: (role, visibility) => {
      if (role === "anonymous") return unauthorized;
      if (isMember(role, visibility)) {
        const planEnd = isManager(role, visibility) ? "shown" : "hidden";
        return { status: 200, check: sectionsCheck(true, planEnd) };
      }
      if (canSee(role, visibility)) return { status: 200, check: sectionsCheck(false) };
      // Read by its id, an existing page says only that it is not public.
      return { status: 404, code: "not_public" };
    },
  },
  {
    operation: "GET /public/api/v1/profiles/{id}",
    call: (target, role, token) =>
      useSuite().api.request("GET", `/public/api/v1/profiles/${target.id}`, { token }, role),
    expected: (_role, visibility) =>
      visibility === "public"
        ? { status: 200, check: sectionsCheck(false) }
        : { status: 404, code: "not_public" },
  },
  {
    operation: "GET /api/v1/profiles",
    call: (_target, role, token) =>
      useSuite().api.request("GET", "/api/v1/profiles", { token }, role),
    expected: (role, visibility) => {
      if (role === "anonymous") return unauthorized;
      const listed = isMember(role, visibility);
      return {
        status: 200,
        check: (response, target) => {
          const profiles = bodyOf<{ profiles: { id: string; planEndsAt?: string }[] }>(
            response,
          ).profiles;
          const item = profiles.find((p) => p.id === target.id);
          expect(item !== undefined, `page listed for ${role}`).toBe(listed);
          // The plan's end is listed only to the page's managers.
          if (item !== undefined) {
            expect("planEndsAt" in item, `planEndsAt listed for ${role}`).toBe(
              isManager(role, visibility),
            );
          }
        },
      };
    },
  },
  {
    operation: "PUT /api/v1/profiles/{id}",
    call: (target, role, token, visibility) =>
      useSuite().api.request(
        "PUT",
        `/api/v1/profiles/${target.id}`,
        {
          token,
          // Allowed roles save the same content; the others try to rename the page.
          json: standardContent(
            isManager(role, visibility) ? target.name : `Gewijzigd door ${role}`,
          ),
        },
        role,
      ),
    expected: (role, visibility) => {
      if (role === "anonymous") return unauthorized;
      if (isManager(role, visibility)) return { status: 200, check: sectionsCheck(true, "shown") };
      return refused(role, visibility);
    },
  },
  {
    operation: "POST /api/v1/profiles/{id}/upload",
    call: (target, role, token) =>
      useSuite().api.request(
        "POST",
        `/api/v1/profiles/${target.id}/upload`,
        {
          token,
          json: { type: "profile_picture", fileNames: ["portret.png"], fileSizes: [photo.length] },
        },
        role,
      ),
    expected: (role, visibility) => {
      if (role === "anonymous") return unauthorized;
      if (isManager(role, visibility)) return { status: 200 };
      return refused(role, visibility);
    },
  },
  {
    operation: "GET /api/v1/jobs/{jobID}",
    call: (target, role, token) =>
      useSuite().api.request("GET", `/api/v1/jobs/${target.jobId}`, { token }, role),
    expected: (role) => {
      if (role === "anonymous") return unauthorized;
      // Only the user who requested the upload may read the job.
      return role === "owner" ? { status: 200 } : { status: 404, code: "not_found" };
    },
  },
  {
    operation: "GET /api/v1/profiles/{id}/qrcode",
    call: (target, role, token) =>
      useSuite().api.request("GET", `/api/v1/profiles/${target.id}/qrcode`, { token }, role),
    expected: (role, visibility) => {
      if (role === "anonymous") return unauthorized;
      return canSee(role, visibility) ? { status: 200 } : { status: 404, code: "not_found" };
    },
  },
  {
    operation: "POST /api/v1/profiles/{id}/public",
    call: (target, role, token) =>
      useSuite().api.request(
        "POST",
        `/api/v1/profiles/${target.id}/public`,
        // The public page stays public; the trial pages try to become public.
        { token, json: { isPublic: true } },
        role,
      ),
    expected: (role, visibility) => {
      if (role === "anonymous") return unauthorized;
      if (isManager(role, visibility)) {
        return visibility === "public"
          ? {
              status: 200,
              check: (response) => {
                expect(bodyOf<{ isPublic: boolean }>(response).isPublic).toBe(true);
              },
            }
          : { status: 409, code: "plan_required" };
      }
      return refused(role, visibility);
    },
  },
  {
    operation: "POST /api/v1/profiles/{id}/searchable",
    call: (target, role, token) =>
      useSuite().api.request(
        "POST",
        `/api/v1/profiles/${target.id}/searchable`,
        // Off stays off: the other columns read the pages as they were set up.
        { token, json: { isSearchable: false } },
        role,
      ),
    expected: (role, visibility) => {
      if (role === "anonymous") return unauthorized;
      if (isManager(role, visibility)) {
        return {
          status: 200,
          check: (response) => {
            expect(bodyOf<{ isSearchable: boolean }>(response).isSearchable).toBe(false);
          },
        };
      }
      return refused(role, visibility);
    },
  },
  {
    operation: "GET /api/v1/profiles/{id}/groups",
    call: (target, role, token) =>
      useSuite().api.request("GET", `/api/v1/profiles/${target.id}/groups`, { token }, role),
    expected: (role, visibility) => {
      if (role === "anonymous") return unauthorized;
      if (!canSee(role, visibility)) return { status: 404, code: "not_found" };
      return {
        status: 200,
        check: (response, target) => {
          const expectedIds = isManager(role, visibility)
            ? [groupId(target.id, "manage")]
            : isMember(role, visibility)
              ? [groupId(target.id, "view")]
              : [];
          expect(bodyOf<{ groupIDs: string[] }>(response).groupIDs).toEqual(expectedIds);
          const expectedRole =
            role === "owner"
              ? "owner"
              : isManager(role, visibility)
                ? "manage"
                : isMember(role, visibility)
                  ? "view"
                  : "none";
          expect(bodyOf<{ role: string }>(response).role).toBe(expectedRole);
        },
      };
    },
  },
  {
    operation: "GET /api/v1/profiles/{id}/group-membership",
    call: (target, role, token) =>
      useSuite().api.request(
        "GET",
        `/api/v1/profiles/${target.id}/group-membership`,
        { token },
        role,
      ),
    expected: (role, visibility) => {
      if (role === "anonymous") return unauthorized;
      if (isManager(role, visibility)) {
        return {
          status: 200,
          check: (response, target) => {
            const rows = bodyOf<{ groupMemberships: { username: string; role: string }[] }>(
              response,
            ).groupMemberships;
            const names = rows.map((row) => row.username);
            const ownerEmail = useSuite().accounts.owner.email.toLowerCase();
            expect(names).toContain(ownerEmail);
            // Exactly one owner, the page's creator.
            expect(rows.filter((row) => row.role === "owner").map((row) => row.username)).toEqual([
              ownerEmail,
            ]);
            expect(names).toContain(target.bystander);
            expect(names).not.toContain(useSuite().accounts.removed.email.toLowerCase());
          },
        };
      }
      return refused(role, visibility);
    },
  },
  {
    operation: "PUT /api/v1/profiles/{id}/group-membership",
    call: (target, role, token, visibility) =>
      useSuite().api.request(
        "PUT",
        `/api/v1/profiles/${target.id}/group-membership`,
        {
          token,
          json: isManager(role, visibility)
            ? { username: guestEmail(role), groupIDs: [groupId(target.id, "view")] }
            : { username: target.bystander, groupIDs: [groupId(target.id, "manage")] },
        },
        role,
      ),
    expected: (role, visibility) => {
      if (role === "anonymous") return unauthorized;
      if (isManager(role, visibility)) return { status: 200 };
      return refused(role, visibility);
    },
  },
  {
    operation: "DELETE /api/v1/profiles/{id}/group-membership",
    call: async (target, role, token, visibility) => {
      let username = target.bystander;
      if (isManager(role, visibility)) {
        // A manager removes a row the owner just added, so the bystander row stays.
        username = guestEmail(`remove-${role}`);
        const added = await putRow(useSuite().accounts.owner.idToken, target.id, username, "view");
        expect(added.status).toBe(200);
      }
      return useSuite().api.request(
        "DELETE",
        `/api/v1/profiles/${target.id}/group-membership?username=${encodeURIComponent(username)}`,
        { token },
        role,
      );
    },
    expected: (role, visibility) => {
      if (role === "anonymous") return unauthorized;
      if (isManager(role, visibility)) return { status: 204 };
      return refused(role, visibility);
    },
  },
  {
    operation: "GET /api/v1/profiles/{id}/ownership",
    call: (target, role, token) =>
      useSuite().api.request("GET", `/api/v1/profiles/${target.id}/ownership`, { token }, role),
    expected: (role, visibility) => {
      if (role === "anonymous") return unauthorized;
      if (isManager(role, visibility)) {
        return {
          status: 200,
          check: (response) => {
            expect(bodyOf<{ owner: string }>(response).owner).toBe(
              useSuite().accounts.owner.email.toLowerCase(),
            );
          },
        };
      }
      return refused(role, visibility);
    },
  },
  {
    operation: "PUT /api/v1/profiles/{id}/ownership/successor",
    call: (target, role, token) =>
      useSuite().api.request(
        "PUT",
        `/api/v1/profiles/${target.id}/ownership/successor`,
        { token, json: { username: null } },
        role,
      ),
    expected: (role, visibility) => ownerOnly(role, visibility, { status: 200 }),
  },
  {
    operation: "POST /api/v1/profiles/{id}/ownership/handover",
    call: (target, role, token) =>
      useSuite().api.request(
        "POST",
        `/api/v1/profiles/${target.id}/ownership/handover`,
        // The bystander is a viewer: even the owner cannot hand the page to them.
        { token, json: { username: target.bystander } },
        role,
      ),
    expected: (role, visibility) =>
      ownerOnly(role, visibility, { status: 409, code: "not_a_manager" }),
  },
  {
    operation: "DELETE /api/v1/profiles/{id}/ownership/handover",
    call: (target, role, token) =>
      useSuite().api.request(
        "DELETE",
        `/api/v1/profiles/${target.id}/ownership/handover`,
        { token },
        role,
      ),
    // No hand-over waits on the matrix's pages.
    expected: (role, visibility) => ownerOnly(role, visibility, { status: 404, code: "not_found" }),
  },
  {
    operation: "POST /api/v1/profiles/{id}/ownership/handover/answer",
    call: (target, role, token) =>
      useSuite().api.request(
        "POST",
        `/api/v1/profiles/${target.id}/ownership/handover/answer`,
        { token, json: { answer: "accept" } },
        role,
      ),
    // Nobody is waiting for an answer: a hand-over nobody asked for cannot be taken.
    expected: (role) => (role === "anonymous" ? unauthorized : { status: 404, code: "not_found" }),
  },
  {
    operation: "POST /api/v1/profiles/{id}/leave",
    call: async (target, role, token, visibility) => {
      const response = await useSuite().api.request(
        "POST",
        `/api/v1/profiles/${target.id}/leave`,
        { token },
        role,
      );
      // A member who left is put back at their level, so the other cells see the same page.
      if (response.status === 204 && (role === "manager" || role === "viewer")) {
        const { accounts } = useSuite();
        const level = isManager(role, visibility) ? "manage" : "view";
        const back = await putRow(accounts.owner.idToken, target.id, accounts[role].email, level);
        expect(back.status).toBe(200);
      }
      return response;
    },
    expected: (role, visibility) => {
      if (role === "anonymous") return unauthorized;
      if (role === "owner") return { status: 409, code: "owner_cannot_leave" };
      if (isMember(role, visibility)) return { status: 204 };
      return refused(role, visibility);
    },
  },
  {
    operation: "POST /api/v1/profiles/{id}/payment/initiate",
    call: (target, role, token) =>
      useSuite().api.request(
        "POST",
        `/api/v1/profiles/${target.id}/payment/initiate`,
        { token, json: { plan: "silver", yearsUpfront: 10 } },
        role,
      ),
    expected: (role, visibility) => {
      if (role === "anonymous") return unauthorized;
      if (isManager(role, visibility)) {
        // The public page has a bought plan: activation is offered only on trial.
        return visibility === "public"
          ? { status: 409, code: "plan_not_available" }
          : { status: 200 };
      }
      return refused(role, visibility);
    },
  },
  {
    operation: "POST /api/v1/profiles/{id}/payment/upgrade",
    call: (target, role, token) =>
      useSuite().api.request(
        "POST",
        `/api/v1/profiles/${target.id}/payment/upgrade`,
        { token },
        role,
      ),
    expected: (role, visibility) => {
      if (role === "anonymous") return unauthorized;
      // Neither page is bronze (the public one is silver, the private one on trial).
      if (isManager(role, visibility)) return { status: 409, code: "plan_not_available" };
      return refused(role, visibility);
    },
  },
  {
    operation: "POST /api/v1/profiles/{id}/payment/extend",
    call: (target, role, token) =>
      useSuite().api.request(
        "POST",
        `/api/v1/profiles/${target.id}/payment/extend`,
        { token, json: { yearsUpfront: 5 } },
        role,
      ),
    expected: (role, visibility) => {
      if (role === "anonymous") return unauthorized;
      if (isManager(role, visibility)) {
        // Only a bought plan is extended; the private page is still on trial.
        return visibility === "public"
          ? { status: 200 }
          : { status: 409, code: "plan_not_available" };
      }
      return refused(role, visibility);
    },
  },
  {
    operation: "POST /api/v1/profiles/{id}/export",
    call: async (target, role, token) => {
      const response = await useSuite().api.request(
        "POST",
        `/api/v1/profiles/${target.id}/export`,
        { token },
        role,
      );
      // Let an allowed export finish, so the next manager starts a new one (202).
      if (response.status === 202) {
        const jobId = bodyOf<{ jobID: string }>(response).jobID;
        for (let polls = 0; polls < 200; polls++) {
          const job = await useSuite().api.request(
            "GET",
            `/api/v1/exports/${jobId}`,
            { token },
            role,
          );
          if (bodyOf<{ status: string }>(job).status !== "pending") break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      return response;
    },
    expected: (role, visibility) => {
      if (role === "anonymous") return unauthorized;
      // Managers only; a blocked page may be exported too (the family's data).
      if (isManager(role, visibility)) return { status: 202 };
      return refused(role, visibility);
    },
  },
];

function tokenOf(role: MatrixRole): string | undefined {
  return role === "anonymous" ? undefined : useSuite().accounts[role].idToken;
}

async function setUpPage(visibility: Visibility): Promise<PageUnderTest> {
  const { accounts, api } = useSuite();
  const owner = accounts.owner.idToken;
  const id = await createPage(owner);
  const name = `Matrix ${visibility}`;
  const saved = await savePage(owner, id, standardContent(name));
  expect(saved.status).toBe(200);
  if (visibility === "public") {
    await activatePlan(owner, id, "silver");
    const made = await api.request(
      "POST",
      `/api/v1/profiles/${id}/public`,
      { token: owner, json: { isPublic: true } },
      "owner",
    );
    expect(made.status).toBe(200);
  }
  if (visibility !== "private") {
    expect((await putRow(owner, id, accounts.manager.email, "manage")).status).toBe(200);
    expect((await putRow(owner, id, accounts.viewer.email, "view")).status).toBe(200);
  }
  const bystander = guestEmail("bystander");
  expect((await putRow(owner, id, bystander, "view")).status).toBe(200);
  const [upload] = await requestUpload(owner, id, "profile_picture", [
    { name: "portret.png", bytes: photo },
  ]);
  if (upload === undefined) throw new Error("No upload target for the job cell.");

  // The removed invitee is a viewer of the public and shared page and a manager of the
  // private one, so losing both kinds of access is seen.
  const removed = accounts.removed;
  const level = removedLevel(visibility);
  expect((await putRow(owner, id, removed.email, level)).status).toBe(200);
  const read = () =>
    api.request("GET", `/api/v1/profiles/${id}`, { token: removed.idToken }, "removed");
  const readRows = () =>
    api.request(
      "GET",
      `/api/v1/profiles/${id}/group-membership`,
      { token: removed.idToken },
      "removed",
    );
  const removedBefore = await read();
  const removedRowsBefore = await readRows();
  expect((await deleteRow(owner, id, removed.email)).status).toBe(204);
  const removedAfter = await read();
  const removedRowsAfter = await readRows();
  return {
    id,
    name,
    jobId: upload.jobID,
    bystander: bystander.toLowerCase(),
    removedBefore,
    removedAfter,
    removedRowsBefore,
    removedRowsAfter,
  };
}

describe("access matrix", () => {
  beforeAll(async () => {
    for (const visibility of VISIBILITIES) {
      try {
        pages.set(visibility, await setUpPage(visibility));
      } catch (error) {
        const reason = paymentSkipReason(error);
        if (reason === undefined) throw error;
        skipReasons.set(visibility, reason);
        console.info(
          `[contract] the ${visibility} column of the access matrix is skipped: ${reason}`,
        );
      }
    }
  });

  describe.each(VISIBILITIES)("%s page", (visibility) => {
    it("a removed invitee reads the page before the removal and loses access on the next request", (test) => {
      if (skipIfUnavailable(visibility, (note) => skipBecause(test, note))) return;
      const target = page(visibility);
      expect(target.removedBefore.status).toBe(200);
      sectionsCheck(
        true,
        removedLevel(visibility) === "manage" ? "shown" : "hidden",
      )(target.removedBefore);
      if (visibility === "public") {
        expect(target.removedAfter.status).toBe(200);
        sectionsCheck(false)(target.removedAfter);
      } else {
        expect(target.removedAfter.status).toBe(404);
      }
      const asManager = removedLevel(visibility) === "manage";
      expect(target.removedRowsBefore.status).toBe(asManager ? 200 : 403);
      expect(target.removedRowsAfter.status).toBe(visibility === "public" ? 403 : 404);
    });

    const cells = ENDPOINTS.flatMap((endpoint) =>
      ROLES.map((role) => ({ endpoint, role, expected: endpoint.expected(role, visibility) })),
    );
    it.for(
      cells.map(
        (cell) => [cell.role, cell.endpoint.operation, cell.expected.status, cell] as const,
      ),
    )("%s: %s -> %i", async ([, , , cell], test) => {
      if (skipIfUnavailable(visibility, (note) => skipBecause(test, note))) return;
      const target = page(visibility);
      const response = await cell.endpoint.call(target, cell.role, tokenOf(cell.role), visibility);
      expect(
        response.status,
        `${cell.role} on the ${visibility} page: ${cell.endpoint.operation} answered ${response.text.slice(0, 300)}`,
      ).toBe(cell.expected.status);
      if (cell.expected.code !== undefined) {
        expect(bodyOf<{ code: string }>(response).code).toBe(cell.expected.code);
      }
      cell.expected.check?.(response, target);
    });

    it("refused changes left the page as it was", async (test) => {
      if (skipIfUnavailable(visibility, (note) => skipBecause(test, note))) return;
      const target = page(visibility);
      const stored = await readPage(useSuite().accounts.owner.idToken, target.id);
      expect(stored.name).toBe(target.name);
      expect(stored.isPublic).toBe(visibility === "public");
      const rows = await useSuite().api.request(
        "GET",
        `/api/v1/profiles/${target.id}/group-membership`,
        { token: useSuite().accounts.owner.idToken },
        "owner",
      );
      const bystanderRow = bodyOf<{ groupMemberships: { username: string; groupIDs: string[] }[] }>(
        rows,
      ).groupMemberships.find((row) => row.username === target.bystander);
      expect(bystanderRow?.groupIDs).toEqual([groupId(target.id, "view")]);
    });
  });

  describe("own access row", () => {
    const attempts: { role: AccountRole; action: "change" | "remove"; statuses: number[] }[] = [
      { role: "owner", action: "change", statuses: [409] },
      { role: "owner", action: "remove", statuses: [409] },
      { role: "manager", action: "change", statuses: [409] },
      { role: "manager", action: "remove", statuses: [409] },
      // A viewer may not change rows at all; either refusal keeps the row.
      { role: "viewer", action: "change", statuses: [403, 409] },
      { role: "viewer", action: "remove", statuses: [403, 409] },
    ];
    it.each(attempts)("$role cannot $action their own row", async ({ role, action, statuses }) => {
      const { accounts } = useSuite();
      const target = page("shared");
      const account = accounts[role];
      const response =
        action === "change"
          ? await putRow(
              account.idToken,
              target.id,
              account.email,
              role === "viewer" ? "manage" : "view",
              role,
            )
          : await deleteRow(account.idToken, target.id, account.email, role);
      expect(statuses, `answered ${response.status}: ${response.text}`).toContain(response.status);
      if (response.status === 409) {
        expect(bodyOf<{ code: string }>(response).code).toBe("own_access_row");
      }
      const groups = await useSuite().api.request(
        "GET",
        `/api/v1/profiles/${target.id}/groups`,
        { token: account.idToken },
        role,
      );
      expect(bodyOf<{ groupIDs: string[] }>(groups).groupIDs).toEqual([
        groupId(target.id, role === "viewer" ? "view" : "manage"),
      ]);
    });
  });

  it("access tokens (no e-mail claim) carry the same rights as id tokens", async () => {
    const { api, accounts } = useSuite();
    const target = page("shared");
    const as = (role: AccountRole) => accounts[role].accessToken;
    const viewerRead = await api.request(
      "GET",
      `/api/v1/profiles/${target.id}`,
      { token: as("viewer") },
      "viewer",
    );
    expect(viewerRead.status).toBe(200);
    sectionsCheck(true)(viewerRead);
    const viewerGroups = await api.request(
      "GET",
      `/api/v1/profiles/${target.id}/groups`,
      { token: as("viewer") },
      "viewer",
    );
    expect(bodyOf<{ groupIDs: string[] }>(viewerGroups).groupIDs).toEqual([
      groupId(target.id, "view"),
    ]);
    const viewerSave = await api.request(
      "PUT",
      `/api/v1/profiles/${target.id}`,
      { token: as("viewer"), json: standardContent("Gewijzigd met access token") },
      "viewer",
    );
    expect(viewerSave.status).toBe(403);
    const managerRows = await api.request(
      "GET",
      `/api/v1/profiles/${target.id}/group-membership`,
      { token: as("manager") },
      "manager",
    );
    expect(managerRows.status).toBe(200);
    const otherRead = await api.request(
      "GET",
      `/api/v1/profiles/${target.id}`,
      { token: as("other") },
      "other",
    );
    expect(otherRead.status).toBe(404);
    const removedRead = await api.request(
      "GET",
      `/api/v1/profiles/${target.id}`,
      { token: as("removed") },
      "removed",
    );
    expect(removedRead.status).toBe(404);
  });

  describe.each(ROLES)("creating a page as %s", (role) => {
    it(role === "anonymous" ? "answers 401" : "answers 201 with the new page", async () => {
      const { api } = useSuite();
      const response = await api.request(
        "POST",
        "/api/v1/profiles",
        { token: tokenOf(role) },
        role,
      );
      if (role === "anonymous") {
        expect(response.status).toBe(401);
        expect(bodyOf<{ code: string }>(response).code).toBe("unauthorized");
        return;
      }
      expect(response.status).toBe(201);
      const { id } = bodyOf<{ id: string }>(response);
      const created = await readPage(tokenOf(role) ?? "", id, role);
      expect(created).toMatchObject({ id, plan: "trial", isPublic: false, isBlocked: false });
      const groups = await api.request(
        "GET",
        `/api/v1/profiles/${id}/groups`,
        { token: tokenOf(role) },
        role,
      );
      expect(bodyOf<{ groupIDs: string[] }>(groups).groupIDs).toEqual([groupId(id, "manage")]);
    });
  });
});
