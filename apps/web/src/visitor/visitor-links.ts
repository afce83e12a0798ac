/** Addresses the visitor's page links to (plain links: they work before any script runs). */
export const visitorLinks = {
  home: "/",
  accessibility: "/toegankelijkheid",
  privacy: "/privacy",
  signIn: (profileId: string) => `/login?redirect=${encodeURIComponent(`/${profileId}`)}`,
  register: "/register",
  changePassword: "/change-password",
  signOut: "/logout",
} as const;
