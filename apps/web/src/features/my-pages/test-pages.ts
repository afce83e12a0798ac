import type { ProfileSummary } from "@memorial/api-client";

/** A row of the home list for tests: a private trial page without portrait or dates. */
export function pageSummary(over: Partial<ProfileSummary> = {}): ProfileSummary {
  return {
    id: "p1",
    address: null,
    name: "Johanna de Vries",
    profilePicture: null,
    dateOfBirth: null,
    dateOfDeath: null,
    isPublic: false,
    isBlocked: false,
    plan: "trial",
    planEndsAt: null,
    ...over,
  };
}
