// What every operation module shares: the validated input a handler gets, the handler's type,
// and the checks that open most handlers (a caller, a path parameter, a page the caller may
// read or manage, a page that is not blocked).
import type { Context } from "hono";
import {
  ApiError,
  forbidden,
  invalidRequest,
  notFound,
  pageDeleted,
} from "../../errors/api-error.ts";
import {
  isBlocked,
  type ProfileRecord,
  type ProfileStore,
  type Role,
} from "../../stores/profile-store.ts";
import type { Caller } from "../auth.ts";

export interface OperationInput {
  c: Context;
  params: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** The parsed JSON body, already valid against the operation's request schema. */
  body: unknown;
  /** Present on every operation that requires authentication. */
  caller: Caller | undefined;
}

export type OperationHandler = (input: OperationInput) => Response | Promise<Response>;

/** Handlers keyed by the contract's operationId. */
export type OperationHandlers = Record<string, OperationHandler>;

export const json = (
  c: Context,
  body: object,
  status: 200 | 201 = 200,
  headers?: Record<string, string>,
): Response => c.json(body, status, headers);

export function requireCaller(caller: Caller | undefined): Caller {
  if (!caller) throw new ApiError(401, "unauthorized", "missing or invalid bearer token");
  return caller;
}

export function param(input: OperationInput, name: string): string {
  const value = input.params[name];
  if (value === undefined) throw invalidRequest(`missing path parameter ${name}`);
  return value;
}

/** 410 `page_deleted` when the page with this id was deleted (the reads of a page's address). */
export function notDeleted(profiles: Pick<ProfileStore, "deletedAt">, id: string): void {
  if (profiles.deletedAt(id) !== undefined) throw pageDeleted();
}

export interface PageGuards {
  /** A page the caller may read: members always, anyone when it is public; otherwise 404. */
  readable: (id: string, caller: Caller | undefined) => { profile: ProfileRecord; role: Role };
  /** A page the caller manages: viewers and non-members of a public page get 403, others 404. */
  managed: (id: string, caller: Caller) => ProfileRecord;
  /** 409 `profile_blocked` for a page whose trial has expired. */
  notBlocked: (profile: ProfileRecord) => void;
}

export function createPageGuards(profiles: ProfileStore): PageGuards {
  const readable: PageGuards["readable"] = (id, caller) => {
    const profile = profiles.get(id);
    if (!profile) throw notFound();
    const role = profiles.roleOf(id, caller?.email);
    if (role === "none" && !profile.isPublic) throw notFound();
    return { profile, role };
  };
  return {
    readable,
    managed: (id, caller) => {
      const { profile, role } = readable(id, caller);
      if (role !== "manage") throw forbidden();
      return profile;
    },
    notBlocked: (profile) => {
      if (isBlocked(profile, profiles.now())) {
        throw new ApiError(409, "profile_blocked", "the trial has expired; activate a plan first");
      }
    },
  };
}
