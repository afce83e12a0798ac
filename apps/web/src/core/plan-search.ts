/**
 * The `plan` search parameter of a memorial page: `?plan=verlengen` (the link in the reminders
 * before a paid period ends) opens 'Pagina verlengen' for the page's managers. Any other value
 * is dropped; for anyone else the page opens as always.
 */
export interface PlanSearch {
  plan?: "verlengen";
}

export function validatePlanSearch(search: Record<string, unknown>): PlanSearch {
  return search.plan === "verlengen" ? { plan: "verlengen" } : {};
}
