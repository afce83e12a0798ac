// Makes users and tokens for the suite: SignUp, ConfirmSignUp (code read from the local
// mailbox) and InitiateAuth with USER_PASSWORD_AUTH, through the one test client of the Cognito
// wire protocol (`@memorial/auth/testing`). Works against the local identity service and
// against a real user pool whose app client allows USER_PASSWORD_AUTH and has no client secret.
import { createCognitoWire, type WireAnswer } from "@memorial/auth/testing";

export interface Tokens {
  idToken: string;
  accessToken: string;
}

export interface IdentityEndpoint {
  identityUrl: string;
  clientId: string;
}

export class IdentityError extends Error {
  constructor(
    readonly operation: string,
    readonly status: number,
    readonly type: string,
    message: string,
  ) {
    super(`${operation} failed with ${status} ${type}: ${message}`);
    this.name = "IdentityError";
  }
}

/** A user-pool call that must succeed; a refusal throws {@link IdentityError}. */
async function callUserPool(
  endpoint: IdentityEndpoint,
  operation: string,
  body: Record<string, unknown>,
): Promise<WireAnswer["body"]> {
  const wire = createCognitoWire({ endpoint: endpoint.identityUrl, clientId: endpoint.clientId });
  const answer = await wire.userPool(operation, body);
  if (answer.errorType !== undefined) {
    throw new IdentityError(operation, answer.status, answer.errorType, answer.message ?? "");
  }
  return answer.body;
}

export async function signUp(
  endpoint: IdentityEndpoint,
  email: string,
  password: string,
): Promise<void> {
  await callUserPool(endpoint, "SignUp", {
    Username: email,
    Password: password,
    UserAttributes: [{ Name: "email", Value: email }],
  });
}

export async function confirmSignUp(
  endpoint: IdentityEndpoint,
  email: string,
  code: string,
): Promise<void> {
  await callUserPool(endpoint, "ConfirmSignUp", { Username: email, ConfirmationCode: code });
}

export async function signIn(
  endpoint: IdentityEndpoint,
  email: string,
  password: string,
): Promise<Tokens> {
  const result = await callUserPool(endpoint, "InitiateAuth", {
    AuthFlow: "USER_PASSWORD_AUTH",
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  const auth = result.AuthenticationResult as Record<string, unknown> | undefined;
  if (
    auth === undefined ||
    typeof auth.IdToken !== "string" ||
    typeof auth.AccessToken !== "string"
  ) {
    const challenge =
      typeof result.ChallengeName === "string" ? result.ChallengeName : "no AuthenticationResult";
    throw new Error(`InitiateAuth for ${email} did not return tokens (${challenge}).`);
  }
  return { idToken: auth.IdToken, accessToken: auth.AccessToken };
}

export interface MailMessage {
  id: number;
  to: string;
  subject: string;
  body: string;
  kind: string;
  createdAt: string;
}

function isMailMessage(value: unknown): value is MailMessage {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.to === "string" &&
    typeof record.subject === "string" &&
    typeof record.body === "string"
  );
}

/** The messages of the local mailbox for one recipient, newest first. */
export async function readMailbox(mailboxUrl: string, to: string): Promise<MailMessage[]> {
  const response = await fetch(`${mailboxUrl}/mailbox.json?to=${encodeURIComponent(to)}`);
  if (!response.ok) {
    throw new Error(`GET ${mailboxUrl}/mailbox.json answered ${response.status}`);
  }
  const body = (await response.json()) as { messages?: unknown };
  if (!Array.isArray(body.messages)) {
    throw new Error("GET /mailbox.json did not answer { messages: [...] }");
  }
  return body.messages.filter(isMailMessage);
}

/** The newest 6-digit code sent to the address. */
export async function readCode(mailboxUrl: string, to: string): Promise<string> {
  const messages = await readMailbox(mailboxUrl, to);
  for (const message of messages) {
    const match = /\b(\d{6})\b/.exec(`${message.subject}\n${message.body}`);
    if (match?.[1] !== undefined) return match[1];
  }
  throw new Error(`No 6-digit code in the mailbox of ${to} (${messages.length} messages).`);
}

/** Signs a new user up, confirms it with the mailed code and signs it in. */
export async function createUser(
  endpoint: IdentityEndpoint,
  mailboxUrl: string,
  email: string,
  password: string,
): Promise<Tokens> {
  await signUp(endpoint, email, password);
  const code = await readCode(mailboxUrl, email);
  await confirmSignUp(endpoint, email, code);
  return signIn(endpoint, email, password);
}

/** A unique, valid address for one run; `label` keeps mailboxes readable. */
export function uniqueEmail(label: string, runId: string): string {
  return `contract-${label}-${runId}@example.com`;
}

/** A password that meets the default policy (8+ chars, lower, upper, digit). */
export function strongPassword(runId: string): string {
  return `Contract-${runId}-Aa1`;
}
