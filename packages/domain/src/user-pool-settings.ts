/**
 * The settings of the user pool, in one place: the production pool (infra/, AWS CDK), the local
 * identity service (apps/local-backend) and the sign-in layer (packages/auth) all read them. A
 * second declaration of these values elsewhere fails the one-home test.
 */
import { PASSWORD_POLICY, type PasswordPolicy } from "./password";

/** An identity provider of the hosted sign-in, by its name in the user pool. */
export type IdentityProviderName = "Google";

/**
 * The OAuth scopes the web app asks for and the app client allows. `aws.cognito.signin.user.admin`
 * lets the tokens of a hosted sign-in (Google) act on the account itself, as a password sign-in's
 * tokens do: sign out everywhere (GlobalSignOut) and delete the account (DeleteUser).
 */
export type OAuthScope = "openid" | "email" | "aws.cognito.signin.user.admin";

export interface UserPoolSettings {
  readonly passwordPolicy: PasswordPolicy;
  /** Users sign in with their e-mail address, matched case-insensitively. */
  readonly signIn: { readonly attribute: "email"; readonly caseSensitive: false };
  /** New addresses are verified with a code sent by mail (not a link). */
  readonly verification: "code";
  /** A forgotten password is recovered through the verified e-mail address only. */
  readonly accountRecovery: "email";
  /** How long a mailed code stays valid, seconds (the provider's fixed values). */
  readonly codeValiditySeconds: { readonly signUp: number; readonly reset: number };
  /** Token lifetimes, seconds. */
  readonly tokenValiditySeconds: {
    readonly access: number;
    readonly id: number;
    readonly refresh: number;
  };
  /** Lifetime of the session string of a sign-in challenge, seconds. */
  readonly challengeSessionSeconds: number;
  /** Lifetime of an authorization code of the hosted sign-in, seconds. */
  readonly authorizationCodeSeconds: number;
  /** Unknown users answer like known ones. */
  readonly preventUserExistenceErrors: true;
  /** The app client: a public client (no secret) of the single-page app. */
  readonly appClient: {
    readonly generateSecret: false;
    /** OAuth grant types: the authorization code grant only. */
    readonly flows: readonly ["code"];
    /** PKCE is required, with this challenge method. */
    readonly pkceMethod: "S256";
    readonly scopes: readonly OAuthScope[];
    /** Path of the sign-in callback on the web app's origin. */
    readonly callbackPath: "/login";
    /** Path the provider's logout returns to on the web app's origin. */
    readonly logoutPath: "/logout";
    /** Sign-in flows of the user-pool API: SRP, and the refresh token. */
    readonly authFlows: { readonly userSrp: true; readonly userPassword: false };
  };
  /** Identity providers of the hosted sign-in besides the pool's own accounts. */
  readonly identityProviders: readonly IdentityProviderName[];
  /** Attributes the Google provider maps onto the pool's. */
  readonly googleAttributes: { readonly email: "email"; readonly email_verified: "email_verified" };
  /** Scopes asked of Google. */
  readonly googleScopes: readonly string[];
}

export const USER_POOL_SETTINGS: UserPoolSettings = {
  passwordPolicy: PASSWORD_POLICY,
  signIn: { attribute: "email", caseSensitive: false },
  verification: "code",
  accountRecovery: "email",
  codeValiditySeconds: { signUp: 24 * 3600, reset: 3600 },
  tokenValiditySeconds: { access: 3600, id: 3600, refresh: 30 * 24 * 3600 },
  challengeSessionSeconds: 180,
  authorizationCodeSeconds: 300,
  preventUserExistenceErrors: true,
  appClient: {
    generateSecret: false,
    flows: ["code"],
    pkceMethod: "S256",
    scopes: ["email", "openid", "aws.cognito.signin.user.admin"],
    callbackPath: "/login",
    logoutPath: "/logout",
    authFlows: { userSrp: true, userPassword: false },
  },
  identityProviders: ["Google"],
  googleAttributes: { email: "email", email_verified: "email_verified" },
  googleScopes: ["openid", "email"],
};

/** The sign-in callback and logout addresses of a web app served from `origin`. */
export function appClientUrls(origin: string): { callbackUrl: string; logoutUrl: string } {
  const base = origin.replace(/\/+$/, "");
  return {
    callbackUrl: `${base}${USER_POOL_SETTINGS.appClient.callbackPath}`,
    logoutUrl: `${base}${USER_POOL_SETTINGS.appClient.logoutPath}`,
  };
}
