/** Memorial pages: create, list, read, save (spec section 7). */

import type { ProfileUpdate, Section, Profile as WireProfile } from "@memorial/api-types";
import { parseWireDate, type ProfilePlan } from "@memorial/domain";
import { type ApiClient, expectBody, isRecord, send } from "./client";
import { checkedWireDate } from "./dates";
import { assertResourceId } from "./ids";
import {
  isProfileListBody,
  parseInstant,
  profileListFromWire,
  type ProfileSummary,
} from "./profile-list";

export type { ProfileSummary } from "./profile-list";

/** A memorial page as the app works with it: dates as `Date`, unknown fields kept apart. */
export interface Profile {
  readonly id: string;
  /**
   * The page's readable address (`henk-de-jong-1938`); null while it has no name, or from a
   * backend without addresses. `pageSegment` of `@memorial/domain` falls back to the id.
   */
  readonly address: string | null;
  readonly name: string;
  readonly profilePicture: string | null;
  readonly isPublic: boolean;
  readonly isBlocked: boolean;
  /** 'Vindbaar via zoekmachines': search engines may index the page while it is public. */
  readonly isSearchable: boolean;
  readonly plan: ProfilePlan;
  /** When the trial or the paid period ends; only for the page's managers (else null). */
  readonly planEndsAt: Date | null;
  readonly dateOfBirth: Date | null;
  readonly dateOfDeath: Date | null;
  readonly sections: readonly Section[];
  /** Fields the contract does not name; sent back unchanged by `saveProfile`. */
  readonly extraFields: Readonly<Record<string, unknown>>;
}

/** A section as the editor holds it: may carry client-only fields (sectionID, editMode, ...). */
export type SectionDraft = Section & { readonly [clientField: string]: unknown };

/** What `saveProfile` sends. A `Profile` is a valid draft. */
export interface ProfileDraft {
  readonly name: string;
  readonly profilePicture?: string | null;
  readonly dateOfBirth?: Date | null;
  readonly dateOfDeath?: Date | null;
  readonly sections: readonly SectionDraft[];
  readonly extraFields?: Readonly<Record<string, unknown>>;
}

/** A read page with the version it was read at (absent when the backend sends no ETag). */
export interface VersionedProfile {
  readonly profile: Profile;
  readonly etag: string | undefined;
}

const KNOWN_PROFILE_FIELDS = new Set([
  "id",
  "address",
  "name",
  "profilePicture",
  "isPublic",
  "isBlocked",
  "isSearchable",
  "plan",
  "planEndsAt",
  "dateOfBirth",
  "dateOfDeath",
  "sections",
]);

function isWireProfile(value: unknown): value is WireProfile {
  return (
    isRecord(value) &&
    typeof value.id === "string" &&
    typeof value.name === "string" &&
    Array.isArray(value.sections) &&
    value.sections.every((section) => isRecord(section) && typeof section.type === "string")
  );
}

/** Turns the wire form of a page into the app's form (dates parsed, extra fields apart). */
export function fromWireProfile(wire: WireProfile): Profile {
  const extraFields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(wire)) {
    if (!KNOWN_PROFILE_FIELDS.has(key)) {
      extraFields[key] = value;
    }
  }
  return {
    id: wire.id,
    address: typeof wire.address === "string" ? wire.address : null,
    name: wire.name,
    profilePicture: typeof wire.profilePicture === "string" ? wire.profilePicture : null,
    isPublic: wire.isPublic,
    isBlocked: wire.isBlocked,
    isSearchable: wire.isSearchable === true,
    plan: wire.plan,
    planEndsAt: parseInstant(wire.planEndsAt),
    dateOfBirth: parseWireDate(wire.dateOfBirth),
    dateOfDeath: parseWireDate(wire.dateOfDeath),
    sections: wire.sections,
    extraFields,
  };
}

/**
 * Keeps only the fields the contract allows for the section's type, which drops the client-only
 * fields (`sectionID`, `editMode`, the collapse and uncollapse flags) and anything else.
 */
export function toWireSection(section: SectionDraft): Section {
  const { isPublic } = section;
  switch (section.type) {
    case "text":
      return { type: "text", isPublic, text: typeof section.text === "string" ? section.text : "" };
    case "photo_carousel":
      return photosWireSection(section, isPublic);
    case "video":
      return typeof section.video === "string" && section.video !== ""
        ? { type: "video", isPublic, video: section.video }
        : { type: "video", isPublic };
    case "audio":
      return typeof section.src === "string" && section.src !== ""
        ? { type: "audio", isPublic, src: section.src }
        : { type: "audio", isPublic };
    case "gathering":
      return gatheringWireSection(section, isPublic);
    case "resting_place":
      return restingPlaceWireSection(section, isPublic);
    default: {
      const unknownType: unknown = (section as { type: unknown }).type;
      throw new TypeError(`Unknown section type: ${JSON.stringify(unknownType)}`);
    }
  }
}

/**
 * The body of a save: extra fields first (unchanged), then name, picture, dates as
 * `YYYY-MM-DD` (null when not set) and sections without client-only fields.
 */
export function toProfileUpdate(draft: ProfileDraft): ProfileUpdate {
  const extra: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(draft.extraFields ?? {})) {
    if (!KNOWN_PROFILE_FIELDS.has(key)) {
      extra[key] = value;
    }
  }
  return {
    ...extra,
    name: draft.name,
    profilePicture: draft.profilePicture ?? null,
    dateOfBirth: draft.dateOfBirth ? checkedWireDate(draft.dateOfBirth, "dateOfBirth") : null,
    dateOfDeath: draft.dateOfDeath ? checkedWireDate(draft.dateOfDeath, "dateOfDeath") : null,
    sections: draft.sections.map(toWireSection),
  };
}

function versioned(data: unknown, response: Response): VersionedProfile {
  const wire = expectBody(data, response, isWireProfile, "profile");
  return { profile: fromWireProfile(wire), etag: response.headers.get("ETag") ?? undefined };
}

/** Creates an empty page and returns its id. */
export async function createProfile(client: ApiClient): Promise<string> {
  const { data, response } = await send(client.http.POST("/api/v1/profiles", {}));
  const body = expectBody(
    data,
    response,
    (value): value is { id: string } => isRecord(value) && typeof value.id === "string",
    "created profile",
  );
  return body.id;
}

/** The caller's pages: who each is for, its dates and state (plan's end for managers). */
export async function listProfiles(client: ApiClient): Promise<ProfileSummary[]> {
  const { data, response } = await send(client.http.GET("/api/v1/profiles", {}));
  return profileListFromWire(expectBody(data, response, isProfileListBody, "profile list"));
}

/**
 * Reads a page with its ETag. With a session it uses `/api/v1/profiles/{id}`; without one the
 * public variant `/public/api/v1/profiles/{id}`. 404 (`isNotFound`) means not found or no rights.
 */
export async function readProfile(
  client: ApiClient,
  id: string,
  options: { readonly signal?: AbortSignal } = {},
): Promise<VersionedProfile> {
  assertResourceId(id, "profile");
  const init = { params: { path: { id } }, signal: options.signal };
  const hasSession = (await client.bearerToken()) !== undefined;
  const { data, response } = await send(
    hasSession
      ? client.http.GET("/api/v1/profiles/{id}", init)
      : client.http.GET("/public/api/v1/profiles/{id}", init),
  );
  return versioned(data, response);
}

/** The page as the public API sends it (string dates), with its ETag. */
export interface PublicWireProfile {
  readonly profile: WireProfile;
  readonly etag: string | undefined;
}

function isCompleteWireProfile(value: unknown): value is WireProfile {
  return (
    isWireProfile(value) &&
    typeof value.isPublic === "boolean" &&
    typeof value.isBlocked === "boolean" &&
    typeof value.plan === "string"
  );
}

/**
 * Reads a page without a session through `/public/api/v1/profiles/{id}`, in its wire form (the
 * server render of the visitor view works with that form). 404 (`isNotFound`) means not found
 * or not public; an answer without a complete page fails with `invalid_response`.
 */
export async function readPublicProfile(
  client: ApiClient,
  id: string,
  options: { readonly signal?: AbortSignal } = {},
): Promise<PublicWireProfile> {
  assertResourceId(id, "profile");
  const { data, response } = await send(
    client.http.GET("/public/api/v1/profiles/{id}", {
      params: { path: { id } },
      signal: options.signal,
    }),
  );
  const profile = expectBody(data, response, isCompleteWireProfile, "profile");
  return { profile, etag: response.headers.get("ETag") ?? undefined };
}

/**
 * The owner deletes the page with everything of it, for good. Other managers get a 403
 * `owner_required` `ApiError`; afterwards the page's reads answer 410 (`isPageDeleted`).
 */
export async function deleteProfile(client: ApiClient, id: string): Promise<void> {
  assertResourceId(id, "profile");
  await send(client.http.DELETE("/api/v1/profiles/{id}", { params: { path: { id } } }));
}

/**
 * Saves a page. Sends `If-Match` when `etag` is known; a stale version then fails with a 412
 * `ApiError` (`isVersionConflict`). Returns the stored page and its new ETag.
 */
export async function saveProfile(
  client: ApiClient,
  id: string,
  draft: ProfileDraft,
  options: { readonly etag?: string; readonly signal?: AbortSignal } = {},
): Promise<VersionedProfile> {
  assertResourceId(id, "profile");
  const body = toProfileUpdate(draft);
  const { data, response } = await send(
    client.http.PUT("/api/v1/profiles/{id}", {
      params: {
        path: { id },
        header: options.etag === undefined ? {} : { "If-Match": options.etag },
      },
      body,
      signal: options.signal,
    }),
  );
  return versioned(data, response);
}

/**
 * Sets 'Vindbaar via zoekmachines' (managers; off by default; it matters while the page is
 * public). Returns the stored choice.
 */
export async function setProfileSearchable(
  client: ApiClient,
  id: string,
  isSearchable: boolean,
): Promise<boolean> {
  assertResourceId(id, "profile");
  const { data, response } = await send(
    client.http.POST("/api/v1/profiles/{id}/searchable", {
      params: { path: { id } },
      body: { isSearchable },
    }),
  );
  const body = expectBody(
    data,
    response,
    (value): value is { isSearchable: boolean } =>
      isRecord(value) && typeof value.isSearchable === "boolean",
    "searchable flag",
  );
  return body.isSearchable;
}

/** Sets the public flag (managers; 409 `plan_required` on trial). Returns the stored flag. */
export async function setProfilePublic(
  client: ApiClient,
  id: string,
  isPublic: boolean,
): Promise<boolean> {
  assertResourceId(id, "profile");
  const { data, response } = await send(
    client.http.POST("/api/v1/profiles/{id}/public", {
      params: { path: { id } },
      body: { isPublic },
    }),
  );
  const body = expectBody(
    data,
    response,
    (value): value is { isPublic: boolean } =>
      isRecord(value) && typeof value.isPublic === "boolean",
    "public flag",
  );
  return body.isPublic;
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");

/**
 * Photos with their captions: captions trimmed, as many as there are photos at most, the empty
 * ones at the end left out, and no `captions` at all when none is given.
 */
function photosWireSection(
  section: SectionDraft & { type: "photo_carousel" },
  isPublic: boolean,
): Section {
  const photos = Array.isArray(section.photos) ? [...section.photos] : [];
  const captions = (Array.isArray(section.captions) ? section.captions : [])
    .slice(0, photos.length)
    .map((caption) => text(caption).trim());
  while (captions.length > 0 && captions[captions.length - 1] === "") captions.pop();
  return captions.length === 0
    ? { type: "photo_carousel", isPublic, photos }
    : { type: "photo_carousel", isPublic, photos, captions };
}

/** A resting place as the contract has it: texts trimmed, empty optional texts left out. */
function restingPlaceWireSection(
  section: SectionDraft & { type: "resting_place" },
  isPublic: boolean,
): Section {
  const wire: Section = { type: "resting_place", isPublic, place: text(section.place).trim() };
  for (const key of ["address", "plot", "directions"] as const) {
    const value = text(section[key]).trim();
    if (value !== "") Object.assign(wire, { [key]: value });
  }
  const point = section.mapPoint;
  if (
    isRecord(point) &&
    typeof point.latitude === "number" &&
    typeof point.longitude === "number"
  ) {
    Object.assign(wire, { mapPoint: { latitude: point.latitude, longitude: point.longitude } });
  }
  return wire;
}

/** A gathering as the contract has it: empty optional texts left out, the address only when given. */
function gatheringWireSection(
  section: SectionDraft & { type: "gathering" },
  isPublic: boolean,
): Section {
  const optional = (value: unknown): string | undefined => {
    const trimmed = text(value).trim();
    return trimmed === "" ? undefined : trimmed;
  };
  const address = {
    street: optional(section.address?.street),
    postcode: optional(section.address?.postcode),
    place: optional(section.address?.place),
  };
  const wire: Section = {
    type: "gathering",
    isPublic,
    kind: section.kind,
    date: text(section.date).trim(),
    startTime: text(section.startTime).trim(),
    venue: text(section.venue).trim(),
  };
  const extras = {
    title: optional(section.title),
    endTime: optional(section.endTime),
    address: Object.values(address).some((part) => part !== undefined)
      ? Object.fromEntries(Object.entries(address).filter(([, part]) => part !== undefined))
      : undefined,
    onlineUrl: optional(section.onlineUrl),
    notes: optional(section.notes),
    livestream: livestreamWire(section.livestream, optional),
    wishes: wishesWire(section.wishes, optional),
  };
  for (const [key, value] of Object.entries(extras)) {
    if (value !== undefined) Object.assign(wire, { [key]: value });
  }
  return wire;
}

type GatheringWire = Section & { type: "gathering" };

/** The livestream when its link is given (empty texts left out, members only unless marked). */
function livestreamWire(
  livestream: GatheringWire["livestream"],
  optional: (value: unknown) => string | undefined,
): GatheringWire["livestream"] {
  const url = optional(livestream?.url);
  if (livestream === undefined || url === undefined) return undefined;
  const wire: NonNullable<GatheringWire["livestream"]> = {
    url,
    showToVisitors: livestream.showToVisitors === true,
  };
  const accessCode = optional(livestream.accessCode);
  const recordingUrl = optional(livestream.recordingUrl);
  if (accessCode !== undefined) wire.accessCode = accessCode;
  if (recordingUrl !== undefined) wire.recordingUrl = recordingUrl;
  return wire;
}

/** The wishes when any is given (empty texts left out). */
function wishesWire(
  wishes: GatheringWire["wishes"],
  optional: (value: unknown) => string | undefined,
): GatheringWire["wishes"] {
  if (wishes === undefined) return undefined;
  const wire: NonNullable<GatheringWire["wishes"]> = {};
  if (wishes.noFlowers === true) wire.noFlowers = true;
  const charityName = optional(wishes.charityName);
  const charityUrl = optional(wishes.charityUrl);
  const charityText = optional(wishes.charityText);
  if (charityName !== undefined) wire.charityName = charityName;
  if (charityUrl !== undefined) wire.charityUrl = charityUrl;
  if (charityText !== undefined) wire.charityText = charityText;
  return Object.keys(wire).length === 0 ? undefined : wire;
}
