import { createApiClient } from "@memorial/api-client";
import { createAuth, type Auth } from "@memorial/auth";
import type { AppConfig } from "../config";
import { authErrorMessage } from "../texts/errors";
import { onUserChange } from "../core/auth-session";
import type { SignInNotice } from "../core/context";
import { createQueryClient } from "../core/query-client";
import { createAppRouter } from "./router";

export function createAppAuth(config: AppConfig): Auth {
  return createAuth({
    region: config.region,
    userPoolId: config.userPoolId,
    clientId: config.clientId,
    hostedDomain: config.hostedSignInDomain,
    ...(config.identityEndpoint === undefined ? {} : { endpoint: config.identityEndpoint }),
    ...(config.identityPoolId === undefined ? {} : { identityPoolId: config.identityPoolId }),
    redirectSignIn: `${config.webOrigin}/login`,
    redirectSignOut: `${config.webOrigin}/logout`,
  });
}

/**
 * Finishes a hosted (Google) sign-in when the address is its callback: exchanges the code, and
 * replaces the address with the validated return path before the router starts. A failure
 * becomes a notice on the login screen; the callback parameters are gone, so nothing loops.
 */
async function finishHostedSignIn(auth: Auth): Promise<SignInNotice | undefined> {
  if (window.location.pathname !== "/login") return undefined;
  try {
    const result = await auth.handleRedirectCallback();
    if (result.handled) window.history.replaceState(null, "", result.redirectTo);
    return undefined;
  } catch (error) {
    console.warn("Hosted sign-in callback refused:", error);
    return { message: authErrorMessage("hostedSignIn", error) };
  }
}

/** Builds everything the app needs from the validated configuration. */
export async function startApp(config: AppConfig) {
  const auth = createAppAuth(config);
  const signInNotice = await finishHostedSignIn(auth);
  void auth.initialise();
  const api = createApiClient({
    baseUrl: config.apiBaseUrl,
    getTokens: async () => (await auth.fetchSession()).tokens,
  });
  const queryClient = createQueryClient();
  const router = createAppRouter({ config, auth, api, queryClient, signInNotice });
  // A different user (sign-in, sign-out, here or in another tab): forget every cached answer and
  // run the guards and loaders again, so nothing of one user stays on screen for another.
  onUserChange(auth, () => {
    queryClient.clear();
    void router.invalidate();
  });
  // Saved pages, the service worker and the offline view: a chunk of its own (./offline-support).
  void import("./offline-support")
    .then(({ startOfflineSupport }) => {
      startOfflineSupport(router, auth);
    })
    .catch(() => undefined);
  return { auth, api, queryClient, router };
}
