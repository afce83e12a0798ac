// What the global setup hands to every test file: where the backend is, the accounts of every
// role with their tokens, and where coverage is recorded.
import type { AccountRole } from "./settings";
import type { SigningKey } from "./signing-key";

export interface Account {
  role: AccountRole;
  email: string;
  password: string;
  idToken: string;
  accessToken: string;
}

export interface SuiteContext {
  mode: "local" | "external";
  apiUrl: string;
  identityUrl: string;
  clientId: string;
  mailboxUrl: string | undefined;
  /** Origin of the web app, when known: QR codes and invitations point there. */
  webOrigin: string | undefined;
  openapiFile: string;
  coverageFile: string;
  runId: string;
  /** Whether fresh users can be signed up (a mailbox is available). */
  canSignUp: boolean;
  accounts: Record<AccountRole, Account>;
  /**
   * The identity service's own signing key (local backend only), for tokens with bad claims;
   * otherwise why the forged-token cases are skipped.
   */
  signingKey: SigningKey | { reason: string };
}

declare module "vitest" {
  export interface ProvidedContext {
    contract: SuiteContext;
  }
}
