import { pageSegment } from "@memorial/domain";

/** Addresses the visitor's page links to (plain links: they work before any script runs). */
export const visitorLinks = {
  home: "/",
  accessibility: "/toegankelijkheid",
  privacy: "/privacy",
  /** Sign-in, back to the page by its readable address (its id while it has none). */
  signIn: (page: { readonly id: string; readonly address?: string | null | undefined }) =>
    `/login?redirect=${encodeURIComponent(`/${pageSegment({ id: page.id, address: page.address ?? null })}`)}`,
  register: "/register",
  changePassword: "/change-password",
  signOut: "/logout",
} as const;
