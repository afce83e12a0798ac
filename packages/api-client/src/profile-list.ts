/**
 * The caller's list of pages (GET /api/v1/profiles) read from its wire body: by `listProfiles`,
 * and by the web app's home first view, which fetches the list before the app has loaded.
 * Imports nothing of the client itself.
 */
import type { ProfileListItem } from "@memorial/api-types";
import { parseWireDate, type ProfilePlan } from "@memorial/domain";
import { isRecord } from "./is-record";

/** A date-time of the wire as a `Date`; null when absent or unreadable. */
export function parseInstant(value: unknown): Date | null {
  if (typeof value !== "string") return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time);
}

/** One page of the caller's list, as the app shows it (dates parsed). */
export interface ProfileSummary {
  readonly id: string;
  /** The page's readable address; null while it has none. */
  readonly address: string | null;
  readonly name: string;
  readonly profilePicture: string | null;
  readonly dateOfBirth: Date | null;
  readonly dateOfDeath: Date | null;
  readonly isPublic: boolean;
  readonly isBlocked: boolean;
  readonly plan: ProfilePlan;
  /** Only on pages the caller manages. */
  readonly planEndsAt: Date | null;
}

function fromWireListItem(item: ProfileListItem): ProfileSummary {
  return {
    id: item.id,
    address: typeof item.address === "string" ? item.address : null,
    name: item.name,
    profilePicture: typeof item.profilePicture === "string" ? item.profilePicture : null,
    dateOfBirth: parseWireDate(item.dateOfBirth),
    dateOfDeath: parseWireDate(item.dateOfDeath),
    isPublic: item.isPublic,
    isBlocked: item.isBlocked,
    plan: item.plan,
    planEndsAt: parseInstant(item.planEndsAt),
  };
}

/** Whether a body has the list's shape (`{ profiles: [{ id, ... }] }`). */
export function isProfileListBody(value: unknown): value is { profiles: ProfileListItem[] } {
  return (
    isRecord(value) &&
    Array.isArray(value.profiles) &&
    value.profiles.every((item) => isRecord(item) && typeof item.id === "string")
  );
}

/** The pages of a list body. */
export function profileListFromWire(body: {
  profiles: readonly ProfileListItem[];
}): ProfileSummary[] {
  return body.profiles.map(fromWireListItem);
}
