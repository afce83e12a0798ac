/** The `redirect` search parameter of /login and /register: a path, validated later by safeRedirect. */
export interface RedirectSearch {
  redirect?: string;
}

export function validateRedirectSearch(search: Record<string, unknown>): RedirectSearch {
  const value = search.redirect;
  return typeof value === "string" && value !== "" ? { redirect: value } : {};
}

/** The `email` search parameter that pre-fills the account screens. */
export interface EmailSearch {
  email?: string;
}

export function validateEmailSearch(search: Record<string, unknown>): EmailSearch {
  const value = search.email;
  return typeof value === "string" && value.length <= 320 ? { email: value } : {};
}
