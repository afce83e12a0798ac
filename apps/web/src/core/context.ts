import type { ApiClient } from "@memorial/api-client";
import type { Auth } from "@memorial/auth";
import type { QueryClient } from "@tanstack/react-query";
import type { AppConfig } from "../config";

/** A failed hosted (Google) sign-in callback, shown once on the login screen. */
export interface SignInNotice {
  message: string;
}

/** What every route receives in `context` (beforeLoad, loader, components via useRouteContext). */
export interface RouterContext {
  config: AppConfig;
  /** The auth facade of @memorial/auth; its `store` is the auth state. */
  auth: Auth;
  /** The API client of @memorial/api-client, with the session's bearer token. */
  api: ApiClient;
  queryClient: QueryClient;
  /** Set when the hosted sign-in callback failed; the login screen shows it. */
  signInNotice: SignInNotice | undefined;
}
