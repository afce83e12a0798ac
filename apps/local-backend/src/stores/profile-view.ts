// How a stored page is shown on the wire (`Profile` of the contract), and how a save body
// (`ProfileUpdate`) becomes stored content: sanitised HTML, pass-through fields kept, server
// fields ignored, and the limits of the contract that a schema cannot express.
import type { components } from "@memorial/api-types";
import { ApiError } from "../errors/api-error.ts";
import {
  isBlocked,
  isResting,
  type ProfileContent,
  type ProfileRecord,
  type Role,
} from "./profile-store.ts";
import { HtmlTooDeepError, sanitizeRichText } from "@memorial/sanitize-html";
import {
  GATHERING_LIMITS,
  MAX_PHOTOS_PER_PAGE,
  MAX_RESTING_PLACES_PER_PAGE,
  PHOTO_CAPTION_MAX_LENGTH,
  RESTING_PLACE_LIMITS,
  gatheringProblems,
  photoCaptionProblem,
  restingPlaceProblems,
  withoutMembersOnlyLivestream,
  type GatheringProblem,
  type RestingPlaceProblem,
} from "@memorial/domain";

export type WireProfile = components["schemas"]["Profile"];
export type WireProfileUpdate = components["schemas"]["ProfileUpdate"];
export type WireSection = components["schemas"]["Section"];

/** Fields of `ProfileUpdate` with a meaning of their own; everything else is pass-through. */
const NAMED_FIELDS = new Set(["name", "profilePicture", "dateOfBirth", "dateOfDeath", "sections"]);
/** Server-managed fields: ignored when sent in a save. */
const SERVER_FIELDS = new Set([
  "id",
  "address",
  "isPublic",
  "isBlocked",
  "isSearchable",
  "plan",
  "planEndsAt",
]);

const MAX_PASS_THROUGH_FIELDS = 20;
const MAX_PASS_THROUGH_BYTES = 10_000;
/** The `maxLength` of `TextSection.text` in the contract, re-checked after sanitising. */
export const MAX_TEXT_LENGTH = 50_000;

/** The strong ETag of a page: the version of its stored content. */
export const etagOf = (profile: ProfileRecord): string => `"${profile.version}"`;

/** Parses an `If-Match` header into a version; undefined for `*`; NaN when it cannot match. */
export function versionFromIfMatch(header: string): number | undefined {
  const value = header.trim();
  if (value === "*") return undefined;
  const match = /^"(\d{1,15})"$/.exec(value);
  return match?.[1] === undefined ? Number.NaN : Number(match[1]);
}

/**
 * When the page's plan ends: the trial's end on a trial page, the end of the paid period on a
 * bought plan (`planEndsAt` of the contract).
 */
export function planEndsAt(profile: ProfileRecord): string {
  return profile.plan === "trial" || profile.paidUntil === null
    ? profile.trialEndsAt
    : profile.paidUntil;
}

/**
 * The page as a caller with `role` sees it: members get every section, others only the public
 * ones (without a members-only livestream); a blocked page shows no sections at all, except to the managers of a page that rests
 * (its paid period ended); only managers learn when the plan ends. `now` is the movable clock.
 */
export function toWireProfile(profile: ProfileRecord, role: Role, now: Date): WireProfile {
  const blocked = isBlocked(profile, now);
  const sections = profile.sections as WireSection[];
  const { planEndsAt: _ignored, ...extra } = profile.extra;
  return {
    ...extra,
    id: profile.id,
    address: profile.address,
    name: profile.name,
    profilePicture: profile.profilePicture,
    isPublic: profile.isPublic,
    isBlocked: blocked,
    isSearchable: profile.isSearchable,
    plan: profile.plan,
    ...(role === "manage" ? { planEndsAt: planEndsAt(profile) } : {}),
    dateOfBirth: profile.dateOfBirth,
    dateOfDeath: profile.dateOfDeath,
    sections:
      blocked && !(role === "manage" && isResting(profile, now))
        ? []
        : role !== "none"
          ? sections
          : sections.filter((s) => s.isPublic).map(forVisitors),
  };
}

/** A section as a visitor without an invitation sees it: no members-only livestream. */
function forVisitors(section: WireSection): WireSection {
  return section.type === "gathering" ? withoutMembersOnlyLivestream(section) : section;
}

/** Turns a validated save body into stored content. */
export function contentFromUpdate(update: WireProfileUpdate): ProfileContent {
  const extra: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(update)) {
    if (!NAMED_FIELDS.has(key) && !SERVER_FIELDS.has(key)) extra[key] = value;
  }
  if (Object.keys(extra).length > MAX_PASS_THROUGH_FIELDS) {
    throw new ApiError(
      400,
      "invalid_request",
      `at most ${MAX_PASS_THROUGH_FIELDS} pass-through fields are allowed`,
    );
  }
  if (Buffer.byteLength(JSON.stringify(extra)) > MAX_PASS_THROUGH_BYTES) {
    throw new ApiError(
      400,
      "invalid_request",
      `pass-through fields may take at most ${MAX_PASS_THROUGH_BYTES} bytes of JSON`,
    );
  }
  const photos = update.sections.reduce(
    (count, section) => count + (section.type === "photo_carousel" ? section.photos.length : 0),
    0,
  );
  if (photos > MAX_PHOTOS_PER_PAGE) {
    throw new ApiError(
      400,
      "too_many_photos",
      `a page may have at most ${MAX_PHOTOS_PER_PAGE} photos, got ${photos}`,
    );
  }
  const restingPlaces = update.sections.filter((section) => section.type === "resting_place");
  if (restingPlaces.length > MAX_RESTING_PLACES_PER_PAGE) {
    throw new ApiError(
      400,
      "invalid_request",
      `sections: a page may have at most ${MAX_RESTING_PLACES_PER_PAGE} resting_place section`,
    );
  }
  const sections = update.sections.map((section, index): WireSection => {
    if (section.type === "resting_place") {
      const problem = restingPlaceProblems(section)[0];
      if (problem !== undefined) {
        throw new ApiError(
          400,
          "invalid_request",
          `sections/${index}/${restingPlaceMessage(problem)}`,
        );
      }
      return section;
    }
    if (section.type === "photo_carousel" && section.captions !== undefined) {
      const problem = photoCaptionProblem(section.captions, section.photos.length);
      if (problem !== null) {
        throw new ApiError(
          400,
          "invalid_request",
          problem.rule === "moreThanPhotos"
            ? `sections/${index}/captions: must NOT have more items than photos`
            : `sections/${index}/captions/${problem.index}: must NOT have more than ${PHOTO_CAPTION_MAX_LENGTH} characters`,
        );
      }
      return section;
    }
    if (section.type === "gathering") {
      const problem = gatheringProblems(section)[0];
      if (problem !== undefined) {
        throw new ApiError(
          400,
          "invalid_request",
          `sections/${index}/${gatheringMessage(problem)}`,
        );
      }
      return section;
    }
    if (section.type !== "text") return section;
    let text: string;
    try {
      text = sanitizeRichText(section.text);
    } catch (error) {
      if (error instanceof HtmlTooDeepError) {
        throw new ApiError(400, "invalid_request", `sections/${index}/text: ${error.message}`);
      }
      throw error;
    }
    // Escaping can lengthen text (">" becomes "&gt;"); the stored HTML keeps the contract's limit.
    if (text.length > MAX_TEXT_LENGTH) {
      throw new ApiError(
        400,
        "invalid_request",
        `sections/${index}/text: must NOT have more than ${MAX_TEXT_LENGTH} characters`,
      );
    }
    return { ...section, text };
  });
  return {
    name: update.name,
    profilePicture: update.profilePicture ?? null,
    dateOfBirth: update.dateOfBirth ?? null,
    dateOfDeath: update.dateOfDeath ?? null,
    sections,
    extra,
  };
}

/** The field-level message of a broken resting place rule (the schema catches most first). */
function restingPlaceMessage(problem: RestingPlaceProblem): string {
  switch (problem.rule) {
    case "required":
      return `${problem.field}: must not be empty`;
    case "tooLong":
      return `${problem.field}: must NOT have more than ${RESTING_PLACE_LIMITS[problem.field]} characters`;
    case "outOfRange":
      return `mapPoint/${problem.field}: must be ${problem.field === "latitude" ? "from -90 to 90" : "from -180 to 180"}`;
  }
}

/** The field-level message of a broken gathering rule (the schema catches most of them first). */
/** Where a gathering rule's field lies inside the section, for the 400 message. */
const GATHERING_FIELD_PATHS: Partial<Record<GatheringProblem["field"], string>> = {
  street: "address/street",
  postcode: "address/postcode",
  place: "address/place",
  livestreamUrl: "livestream/url",
  accessCode: "livestream/accessCode",
  recordingUrl: "livestream/recordingUrl",
  charityName: "wishes/charityName",
  charityUrl: "wishes/charityUrl",
  charityText: "wishes/charityText",
};

function gatheringMessage(problem: GatheringProblem): string {
  const field = GATHERING_FIELD_PATHS[problem.field] ?? problem.field;
  switch (problem.rule) {
    case "unknown":
      return `${field}: must be one of the gathering kinds`;
    case "invalid":
      return `${field}: must be ${field === "date" ? "a date as YYYY-MM-DD" : "a time as HH:MM"}`;
    case "outOfRange":
      return `${field}: must be in the date range`;
    case "notAfterStart":
      return `${field}: must be after startTime`;
    case "required":
      return `${field}: must not be empty`;
    case "tooLong":
      return `${field}: must NOT have more than ${GATHERING_LIMITS[problem.field]} characters`;
    case "notHttps":
      return `${field}: must be an https URL`;
  }
}
