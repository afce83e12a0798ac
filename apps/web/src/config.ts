/**
 * The runtime configuration of the web app. One build runs in every environment: the static
 * host serves `/config.json` next to `index.html`, and the app reads and validates it at start.
 * Anything missing or malformed stops the start with a Dutch page naming the fields.
 */

export interface AppConfig {
  /** Origin of the product API, e.g. `https://api.example.nl` (paths `/api/v1`, `/public/api/v1`). */
  apiBaseUrl: string;
  /** Region of the user pool, e.g. `eu-central-1`. */
  region: string;
  userPoolId: string;
  clientId: string;
  /** User-pool endpoint; only for a Cognito-compatible service such as the local identity service. */
  identityEndpoint?: string;
  /** Hosted sign-in domain: bare (`x.auth.eu-central-1.amazoncognito.com`) or an origin. */
  hostedSignInDomain: string;
  /** Optional identity pool for AWS credentials. */
  identityPoolId?: string;
  /** The origin this app is served from (sign-in callback `<webOrigin>/login`). */
  webOrigin: string;
}

export type ConfigField = keyof AppConfig;

export type ConfigProblem =
  | { kind: "unreadable"; detail: string }
  | { kind: "missing"; field: ConfigField }
  | { kind: "malformed"; field: ConfigField; expected: string };

export class ConfigError extends Error {
  readonly problems: readonly ConfigProblem[];

  constructor(problems: readonly ConfigProblem[]) {
    super(
      `Invalid /config.json: ${problems
        .map((p) => (p.kind === "unreadable" ? p.detail : `${p.field} ${p.kind}`))
        .join(", ")}`,
    );
    this.name = "ConfigError";
    this.problems = problems;
  }
}

export const CONFIG_PATH = "/config.json";

const REGION = /^[a-z]{2}(-gov)?-[a-z]+-\d$/;
const USER_POOL_ID = /^[a-z]{2}(-gov)?-[a-z]+-\d_[A-Za-z0-9]+$/;
const CLIENT_ID = /^[A-Za-z0-9_-]{1,128}$/;
const IDENTITY_POOL_ID = /^[a-z]{2}(-gov)?-[a-z]+-\d:[0-9a-f-]{36}$/;
const HOST_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/** An absolute http(s) URL without credentials, query or fragment; returned without a trailing slash. */
function origin(value: string, allowPath: boolean): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
  if (url.username !== "" || url.password !== "" || url.search !== "" || url.hash !== "") {
    return undefined;
  }
  if (!allowPath && url.pathname !== "/") return undefined;
  return `${url.origin}${url.pathname}`.replace(/\/+$/, "");
}

interface FieldRule {
  required: boolean;
  expected: string;
  normalise: (value: string) => string | undefined;
}

const RULES: Record<ConfigField, FieldRule> = {
  apiBaseUrl: {
    required: true,
    expected: "een webadres (https://…)",
    normalise: (v) => origin(v, true),
  },
  region: {
    required: true,
    expected: "een regio zoals eu-central-1",
    normalise: (v) => (REGION.test(v) ? v : undefined),
  },
  userPoolId: {
    required: true,
    expected: "een user-pool-id zoals eu-central-1_AbCdEf123",
    normalise: (v) => (USER_POOL_ID.test(v) ? v : undefined),
  },
  clientId: {
    required: true,
    expected: "een client-id van letters en cijfers",
    normalise: (v) => (CLIENT_ID.test(v) ? v : undefined),
  },
  identityEndpoint: {
    required: false,
    expected: "een webadres (https://…)",
    normalise: (v) => origin(v, true),
  },
  hostedSignInDomain: {
    required: true,
    expected: "een domeinnaam of webadres van de inlogpagina",
    normalise: (v) => (HOST_NAME.test(v) ? v.toLowerCase() : origin(v, false)),
  },
  identityPoolId: {
    required: false,
    expected: "een identity-pool-id zoals eu-central-1:…",
    normalise: (v) => (IDENTITY_POOL_ID.test(v) ? v : undefined),
  },
  webOrigin: {
    required: true,
    expected: "de herkomst van deze website (https://…)",
    normalise: (v) => origin(v, false),
  },
};

export const CONFIG_FIELDS = Object.keys(RULES) as ConfigField[];

/** Validates the parsed JSON of `/config.json`; throws ConfigError listing every problem. */
export function parseConfig(raw: unknown): AppConfig {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    throw new ConfigError([{ kind: "unreadable", detail: "not a JSON object" }]);
  }
  const record = raw as Record<string, unknown>;
  const problems: ConfigProblem[] = [];
  const result: Partial<Record<ConfigField, string>> = {};
  for (const field of CONFIG_FIELDS) {
    const rule = RULES[field];
    const value = record[field];
    if (value === undefined || value === null || value === "") {
      if (rule.required) problems.push({ kind: "missing", field });
      continue;
    }
    const normalised = typeof value === "string" ? rule.normalise(value.trim()) : undefined;
    if (normalised === undefined) {
      problems.push({ kind: "malformed", field, expected: rule.expected });
      continue;
    }
    result[field] = normalised;
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return result as AppConfig;
}

/** Fetches and validates `/config.json` (never from the HTTP cache: it changes per deploy). */
export async function loadConfig(fetchFn: typeof fetch = fetch): Promise<AppConfig> {
  let response: Response;
  try {
    response = await fetchFn(CONFIG_PATH, {
      cache: "no-store",
      headers: { Accept: "application/json" },
    });
  } catch (error) {
    throw new ConfigError([{ kind: "unreadable", detail: `network error: ${String(error)}` }]);
  }
  if (!response.ok) {
    throw new ConfigError([{ kind: "unreadable", detail: `HTTP ${response.status}` }]);
  }
  let parsed: unknown;
  try {
    parsed = await response.json();
  } catch {
    throw new ConfigError([{ kind: "unreadable", detail: "not valid JSON" }]);
  }
  return parseConfig(parsed);
}
