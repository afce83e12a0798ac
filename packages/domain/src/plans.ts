/** Plans a memorial page can be activated with (spec sections 3, 4 and 9). */

export type PlanId = "bronze" | "silver";

/** The plan stored on a profile: every page starts on `trial`. */
export type ProfilePlan = "trial" | PlanId;

export interface Plan {
  readonly id: PlanId;
  /** Label shown on the plan card. */
  readonly label: "BRONS" | "ZILVER";
  /** Price per year in whole euros, VAT included. */
  readonly pricePerYear: number;
  /** Feature lines shown on the plan card, in order. */
  readonly features: readonly string[];
  /** Total storage of a page on this plan, in bytes. */
  readonly storageBytes: number;
  /** Whether video and audio sections are part of the plan. */
  readonly allowsMedia: boolean;
}

/** One gigabyte as used for the storage limits (binary, 1024³ bytes). */
export const BYTES_PER_GB = 1024 * 1024 * 1024;

/** Plan ids in display order (cheapest first). */
export const PLAN_IDS: readonly PlanId[] = ["bronze", "silver"];

export const PLANS: Readonly<Record<PlanId, Plan>> = {
  bronze: {
    id: "bronze",
    label: "BRONS",
    pricePerYear: 20,
    features: ["2 GB opslag", "Teksten", "Foto's"],
    storageBytes: 2 * BYTES_PER_GB,
    allowsMedia: false,
  },
  silver: {
    id: "silver",
    label: "ZILVER",
    pricePerYear: 30,
    features: ["Alles in brons", "5 GB opslag (3 GB meer)", "Video's", "Audio fragmenten"],
    storageBytes: 5 * BYTES_PER_GB,
    allowsMedia: true,
  },
};

export function isPlanId(value: unknown): value is PlanId {
  return value === "bronze" || value === "silver";
}

export function isProfilePlan(value: unknown): value is ProfilePlan {
  return value === "trial" || isPlanId(value);
}

/** Looks a plan up by id; throws a clear error for anything that is not a plan id. */
export function getPlan(id: unknown): Plan {
  if (!isPlanId(id)) {
    throw new TypeError(`Unknown plan: ${typeof id === "string" ? `"${id}"` : String(id)}`);
  }
  return PLANS[id];
}

/**
 * What a plan's storage holds, roughly, in things people know (plan cards explain
 * storage in plain words). Assumed: a photo from a phone of about 3 MB after upload, a minute
 * of phone video of about 100 MB. Rounded down to a calm number (hundreds, tens of minutes).
 */
export const TYPICAL_PHOTO_BYTES = 3 * 1024 * 1024;
export const TYPICAL_VIDEO_MINUTE_BYTES = 100 * 1024 * 1024;

export function approximateCapacity(storageBytes: number): {
  photos: number;
  videoMinutes: number;
} {
  const photos = Math.floor(storageBytes / TYPICAL_PHOTO_BYTES / 100) * 100;
  const videoMinutes = Math.floor(storageBytes / TYPICAL_VIDEO_MINUTE_BYTES / 10) * 10;
  return { photos, videoMinutes };
}

/** Section types that need a plan with media (silver). */
export const MEDIA_SECTION_TYPES: readonly string[] = ["video", "audio"];

/** The part of a profile that decides which plans can be chosen. */
export interface PlanChoiceProfile {
  readonly plan: ProfilePlan;
  readonly sections?: readonly { readonly type: string }[] | null;
}

export function hasMediaSection(sections: PlanChoiceProfile["sections"]): boolean {
  return (sections ?? []).some((section) => MEDIA_SECTION_TYPES.includes(section.type));
}

/**
 * Plans offered for activation (spec section 4): only trial pages can be activated; a trial page
 * that already has a video or audio section can only take silver, otherwise bronze and silver.
 */
export function availablePlans(profile: PlanChoiceProfile): PlanId[] {
  if (profile.plan !== "trial") {
    return [];
  }
  return hasMediaSection(profile.sections) ? ["silver"] : ["bronze", "silver"];
}
