// Vitest global setup: starts the local backend (unless CONTRACT_API_URL points elsewhere),
// makes one account per role and shares everything with the test files.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DEFAULT_CONTRACT_FILE } from "@memorial/api-types/contract";
import type { TestProject } from "vitest/node";
import { createUser, signIn, strongPassword, uniqueEmail } from "./test-users";
import { backendDataDir, startLocalBackend, type RunningBackend } from "./local-backend";
import { ROLES_WITH_ACCOUNT, loadSettings } from "./settings";
import type { Account, SuiteContext } from "./suite-context";
import type { AccountRole } from "./settings";
import { readLocalSigningKey, type SigningKey } from "./signing-key";

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const settings = loadSettings();
  const runId = randomBytes(4).toString("hex");
  const workDir = mkdtempSync(path.join(os.tmpdir(), "memorial-contract-run-"));
  const coverageFile = path.join(workDir, "coverage.jsonl");
  writeFileSync(coverageFile, "");
  const openapiFile = process.env.CONTRACT_OPENAPI_FILE ?? DEFAULT_CONTRACT_FILE;

  let backend: RunningBackend | undefined;
  let apiUrl: string;
  let identityUrl: string;
  let clientId: string;
  let mailboxUrl: string | undefined;
  let webOrigin: string | undefined;
  if (settings.mode === "local") {
    try {
      backend = await startLocalBackend({
        command: settings.command,
        webOrigin: settings.webOrigin,
      });
    } catch (error) {
      rmSync(workDir, { recursive: true, force: true });
      throw error;
    }
    apiUrl = backend.apiUrl;
    identityUrl = backend.identityUrl;
    clientId = backend.clientId;
    mailboxUrl = backend.identityUrl;
    webOrigin = settings.webOrigin;
    console.info(`[contract] local backend at ${apiUrl}, identity at ${identityUrl}`);
  } else {
    apiUrl = settings.apiUrl;
    identityUrl = settings.identityUrl;
    clientId = settings.clientId;
    mailboxUrl = settings.mailboxUrl;
    webOrigin = settings.webOrigin;
    console.info(`[contract] external backend at ${apiUrl}, identity at ${identityUrl}`);
  }

  const stop = async (): Promise<void> => {
    await backend?.stop();
    rmSync(workDir, { recursive: true, force: true });
  };

  try {
    const endpoint = { identityUrl, clientId };
    const entries = await Promise.all(
      ROLES_WITH_ACCOUNT.map(async (role): Promise<[AccountRole, Account]> => {
        if (settings.mode === "external" && settings.users !== undefined) {
          const { email, password } = settings.users[role];
          const tokens = await signIn(endpoint, email, password);
          return [role, { role, email, password, ...tokens }];
        }
        if (mailboxUrl === undefined) throw new Error("No mailbox to confirm sign-ups with.");
        const email = uniqueEmail(role, runId);
        const password = strongPassword(runId);
        const tokens = await createUser(endpoint, mailboxUrl, email, password);
        return [role, { role, email, password, ...tokens }];
      }),
    );
    // Read after the sign-ups: the service has made its key by then.
    const signingKey: SigningKey | { reason: string } =
      backend === undefined
        ? { reason: "an external identity service does not hand out its signing key" }
        : readLocalSigningKey(backendDataDir(backend.dataDir));
    const context: SuiteContext = {
      mode: settings.mode,
      apiUrl,
      identityUrl,
      clientId,
      mailboxUrl,
      webOrigin,
      openapiFile,
      coverageFile,
      runId,
      canSignUp: mailboxUrl !== undefined,
      accounts: Object.fromEntries(entries) as Record<AccountRole, Account>,
      signingKey,
    };
    project.provide("contract", context);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
