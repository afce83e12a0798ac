// Settings of the contract suite, read once from environment variables (documented in README.md).
// Without CONTRACT_API_URL the suite starts the local backend itself; with it, the suite runs
// against any backend that serves openapi/memorial-api.yaml.
export const ROLES_WITH_ACCOUNT = ["owner", "manager", "viewer", "other", "removed"] as const;
export type AccountRole = (typeof ROLES_WITH_ACCOUNT)[number];

export interface Credentials {
  email: string;
  password: string;
}

export interface ExternalSettings {
  mode: "external";
  apiUrl: string;
  identityUrl: string;
  clientId: string;
  /** Base URL serving `/mailbox.json?to=`; when set, the suite signs up fresh users. */
  mailboxUrl: string | undefined;
  /** Pre-made confirmed users, one per role; used when no mailbox is available. */
  users: Record<AccountRole, Credentials> | undefined;
  webOrigin: string | undefined;
}

export interface LocalSettings {
  mode: "local";
  /** CONTRACT_BACKEND_COMMAND: a shell command starting the backend; default the local backend. */
  command: string | undefined;
  webOrigin: string;
}

export type SuiteSettings = ExternalSettings | LocalSettings;

const LOCAL_WEB_ORIGIN = "http://localhost:5173";

function required(env: NodeJS.ProcessEnv, name: string, why: string): string {
  const value = env[name]?.trim();
  if (value === undefined || value === "") {
    throw new Error(`Contract suite configuration: ${name} is required ${why}.`);
  }
  return value;
}

function parseUrl(name: string, raw: string): string {
  try {
    const url = new URL(raw);
    return url.toString().replace(/\/+$/, "");
  } catch {
    throw new Error(`Contract suite configuration: ${name} is not a URL: "${raw}"`);
  }
}

/** Parses CONTRACT_USERS: a JSON object with an {email, password} for every role. */
export function parseUsers(raw: string): Record<AccountRole, Credentials> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error("Contract suite configuration: CONTRACT_USERS is not valid JSON.");
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new Error(
      "Contract suite configuration: CONTRACT_USERS must be an object keyed by role.",
    );
  }
  const record = parsed as Record<string, unknown>;
  const result: Partial<Record<AccountRole, Credentials>> = {};
  const emails = new Set<string>();
  for (const role of ROLES_WITH_ACCOUNT) {
    const entry = record[role];
    if (
      typeof entry !== "object" ||
      entry === null ||
      typeof (entry as Record<string, unknown>).email !== "string" ||
      typeof (entry as Record<string, unknown>).password !== "string"
    ) {
      throw new Error(
        `Contract suite configuration: CONTRACT_USERS.${role} must be {"email": "...", "password": "..."}.`,
      );
    }
    const { email, password } = entry as Credentials;
    if (emails.has(email.toLowerCase())) {
      throw new Error(
        `Contract suite configuration: CONTRACT_USERS uses ${email} twice; every role needs its own account.`,
      );
    }
    emails.add(email.toLowerCase());
    result[role] = { email, password };
  }
  return result as Record<AccountRole, Credentials>;
}

export function loadSettings(env: NodeJS.ProcessEnv = process.env): SuiteSettings {
  const apiUrl = env.CONTRACT_API_URL?.trim();
  if (apiUrl === undefined || apiUrl === "") {
    const command = env.CONTRACT_BACKEND_COMMAND?.trim();
    return {
      mode: "local",
      command: command === undefined || command === "" ? undefined : command,
      webOrigin: LOCAL_WEB_ORIGIN,
    };
  }
  const why = "when CONTRACT_API_URL is set";
  const identityUrl = parseUrl(
    "CONTRACT_IDENTITY_URL",
    required(env, "CONTRACT_IDENTITY_URL", why),
  );
  const clientId = required(env, "CONTRACT_CLIENT_ID", why);
  const mailboxRaw = env.CONTRACT_MAILBOX_URL?.trim();
  const usersRaw = env.CONTRACT_USERS?.trim();
  const mailboxUrl =
    mailboxRaw === undefined || mailboxRaw === ""
      ? undefined
      : parseUrl("CONTRACT_MAILBOX_URL", mailboxRaw);
  const users = usersRaw === undefined || usersRaw === "" ? undefined : parseUsers(usersRaw);
  if (mailboxUrl === undefined && users === undefined) {
    throw new Error(
      "Contract suite configuration: set CONTRACT_MAILBOX_URL (users are signed up) or CONTRACT_USERS (pre-made users) when CONTRACT_API_URL is set.",
    );
  }
  const webOriginRaw = env.CONTRACT_WEB_ORIGIN?.trim();
  return {
    mode: "external",
    apiUrl: parseUrl("CONTRACT_API_URL", apiUrl),
    identityUrl,
    clientId,
    mailboxUrl,
    users,
    webOrigin:
      webOriginRaw === undefined || webOriginRaw === ""
        ? undefined
        : parseUrl("CONTRACT_WEB_ORIGIN", webOriginRaw),
  };
}
