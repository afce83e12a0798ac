/** Where the client gets the session's tokens from (the auth package's session store). */

export interface SessionTokens {
  readonly idToken?: string | null;
  readonly accessToken?: string | null;
}

/** Returns the current session's tokens, or null/undefined without a session. */
export type TokenSource = () =>
  SessionTokens | null | undefined | Promise<SessionTokens | null | undefined>;

/** The bearer token of a session: the id token, falling back to the access token. */
export function bearerTokenOf(tokens: SessionTokens | null | undefined): string | undefined {
  const idToken = tokens?.idToken?.trim();
  if (idToken) {
    return idToken;
  }
  const accessToken = tokens?.accessToken?.trim();
  return accessToken ? accessToken : undefined;
}
