// The configuration of one deployment of the user pool: where it runs, which web origins may sign
// in, the hosted sign-in domain, the Google OAuth client and the API the web app talks to. Read
// from a JSON file (deployments/<name>.json, chosen with MEMORIAL_DEPLOYMENT) and validated at
// once: a bad value stops `cdk synth` with the field's name, what it must be and what was given.
import { readFileSync } from "node:fs";
import path from "node:path";

/** The EU regions the user pool may be deployed to. */
export const DEPLOYMENT_REGIONS = ["eu-central-1", "eu-west-1"] as const;
export type DeploymentRegion = (typeof DEPLOYMENT_REGIONS)[number];

export interface Deployment {
  /** Name of the CloudFormation stack, e.g. `MemorialUserPool-production`. */
  stackName: string;
  region: DeploymentRegion;
  /** Name of the user pool in the console. */
  userPoolName: string;
  /** Origins the web app is served from (https); the first is the web app's own origin. */
  webOrigins: [string, ...string[]];
  /** Prefix of the hosted sign-in domain: `<prefix>.auth.<region>.amazoncognito.com`. */
  hostedDomainPrefix: string;
  /** Origin of the backend team's product API, written into the web app's config.json. */
  apiBaseUrl: string;
  /**
   * Adds a second app client for the contract suite (packages/contract-tests), which signs in
   * with USER_PASSWORD_AUTH. Only while the suite runs against this deployment; off by default.
   */
  contractTestClient: boolean;
  google: {
    /** Client id of the Google OAuth client (`….apps.googleusercontent.com`). */
    clientId: string;
    /** Name of the AWS Secrets Manager secret (plain text) holding the Google client secret. */
    clientSecretName: string;
  };
}

export class DeploymentError extends Error {
  override readonly name = "DeploymentError";
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`Invalid deployment configuration: ${problems.join("; ")}`);
    this.problems = problems;
  }
}

const STACK_NAME = /^[A-Za-z][A-Za-z0-9-]{0,127}$/;
const POOL_NAME = /^[\w\s+=,.@-]{1,128}$/;
// Cognito's rule for a prefix domain: lower-case letters, digits and hyphens, not at either end,
// and none of the reserved words.
const DOMAIN_PREFIX = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const RESERVED_IN_PREFIX = ["aws", "amazon", "cognito"];
const GOOGLE_CLIENT_ID = /^[\w.-]+\.apps\.googleusercontent\.com$/;
const SECRET_NAME = /^[A-Za-z0-9/_+=.@-]{1,512}$/;

function httpsOrigin(value: unknown): string | undefined {
  if (typeof value !== "string" || !URL.canParse(value)) return undefined;
  const url = new URL(value);
  if (url.protocol !== "https:" || url.origin !== value.replace(/\/+$/, "")) return undefined;
  return url.origin;
}

const text = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;

/** Validates a parsed deployment file; throws DeploymentError listing every problem. */
export function parseDeployment(raw: unknown): Deployment {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    throw new DeploymentError(["the file must hold a JSON object"]);
  }
  const record = raw as Record<string, unknown>;
  const problems: string[] = [];
  const field = <T>(name: string, value: T | undefined, expected: string): T | undefined => {
    if (value === undefined) {
      problems.push(`${name} must be ${expected}, got ${JSON.stringify(record[name] ?? null)}`);
    }
    return value;
  };

  const stackName = field(
    "stackName",
    text(record.stackName)?.match(STACK_NAME)?.[0],
    "a stack name (letters, digits, hyphens)",
  );
  const region = field(
    "region",
    DEPLOYMENT_REGIONS.find((r) => r === record.region),
    `one of ${DEPLOYMENT_REGIONS.join(", ")}`,
  );
  const userPoolName = field(
    "userPoolName",
    text(record.userPoolName)?.match(POOL_NAME)?.[0],
    "a user pool name of at most 128 characters",
  );
  const origins = Array.isArray(record.webOrigins) ? record.webOrigins.map(httpsOrigin) : [];
  const webOrigins = field(
    "webOrigins",
    origins.length > 0 && origins.every((o) => o !== undefined)
      ? (origins as [string, ...string[]])
      : undefined,
    "a non-empty list of https origins without a path",
  );
  const prefix = text(record.hostedDomainPrefix);
  const hostedDomainPrefix = field(
    "hostedDomainPrefix",
    prefix !== undefined &&
      DOMAIN_PREFIX.test(prefix) &&
      !RESERVED_IN_PREFIX.some((word) => prefix.includes(word))
      ? prefix
      : undefined,
    `lower-case letters, digits and hyphens without ${RESERVED_IN_PREFIX.join(", ")}`,
  );
  const apiBaseUrl = field(
    "apiBaseUrl",
    typeof record.apiBaseUrl === "string" &&
      URL.canParse(record.apiBaseUrl) &&
      new URL(record.apiBaseUrl).protocol === "https:"
      ? record.apiBaseUrl.replace(/\/+$/, "")
      : undefined,
    "an https URL",
  );
  const contractTestClient = field(
    "contractTestClient",
    record.contractTestClient === undefined
      ? false
      : typeof record.contractTestClient === "boolean"
        ? record.contractTestClient
        : undefined,
    "true or false",
  );
  const google =
    typeof record.google === "object" && record.google !== null
      ? (record.google as Record<string, unknown>)
      : {};
  const clientId = text(google.clientId);
  const clientSecretName = text(google.clientSecretName);
  if (clientId === undefined || !GOOGLE_CLIENT_ID.test(clientId)) {
    problems.push(
      `google.clientId must be a Google OAuth client id (….apps.googleusercontent.com)`,
    );
  }
  if (clientSecretName === undefined || !SECRET_NAME.test(clientSecretName)) {
    problems.push("google.clientSecretName must be the name of a Secrets Manager secret");
  }

  if (
    problems.length > 0 ||
    stackName === undefined ||
    region === undefined ||
    userPoolName === undefined ||
    webOrigins === undefined ||
    hostedDomainPrefix === undefined ||
    apiBaseUrl === undefined ||
    contractTestClient === undefined ||
    clientId === undefined ||
    clientSecretName === undefined
  ) {
    throw new DeploymentError(problems);
  }
  return {
    stackName,
    region,
    userPoolName,
    webOrigins,
    hostedDomainPrefix,
    apiBaseUrl,
    contractTestClient,
    google: { clientId, clientSecretName },
  };
}

/** The example deployment: what `cdk synth` builds when MEMORIAL_DEPLOYMENT is not set. */
export const EXAMPLE_DEPLOYMENT_FILE = path.join(
  import.meta.dirname,
  "..",
  "deployments",
  "example.json",
);

/** Reads and validates a deployment file. */
export function loadDeployment(file: string): Deployment {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new DeploymentError([`${file} cannot be read as JSON: ${String(error)}`]);
  }
  return parseDeployment(raw);
}
