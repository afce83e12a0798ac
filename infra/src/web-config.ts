// The web app's runtime configuration (its /config.json) for one deployment, from the outputs
// file that `cdk deploy --outputs-file` writes. The web app validates the same JSON shape at
// start; apps/web checks this function's result with its own validator in its tests.
import { OUTPUT_NAMES } from "./user-pool-stack-outputs";

/** The fields of the web app's config.json this deployment fills in. */
export interface WebConfig {
  apiBaseUrl: string;
  region: string;
  userPoolId: string;
  clientId: string;
  hostedSignInDomain: string;
  webOrigin: string;
}

/** The outputs file: stack name → output name → value. */
export type OutputsFile = Record<string, Record<string, unknown>>;

export class OutputsError extends Error {
  override readonly name = "OutputsError";
}

/**
 * The config.json of the stack `stackName` in `outputs`; without a name the file must hold
 * exactly one stack. Throws OutputsError naming what is missing.
 */
export function webConfigFromOutputs(outputs: unknown, stackName?: string): WebConfig {
  if (typeof outputs !== "object" || outputs === null || Array.isArray(outputs)) {
    throw new OutputsError("the outputs file must hold a JSON object");
  }
  const stacks = outputs as Record<string, unknown>;
  const names = Object.keys(stacks);
  const name = stackName ?? (names.length === 1 ? names[0] : undefined);
  if (name === undefined) {
    throw new OutputsError(`name the stack: the outputs file holds ${names.join(", ") || "none"}`);
  }
  const found = stacks[name];
  if (typeof found !== "object" || found === null) {
    throw new OutputsError(`the outputs file has no stack ${name}`);
  }
  const stack = found as Record<string, unknown>;
  const missing: string[] = [];
  const value = (output: string): string => {
    const text = stack[output];
    if (typeof text !== "string" || text === "") {
      missing.push(output);
      return "";
    }
    return text;
  };
  const config: WebConfig = {
    apiBaseUrl: value(OUTPUT_NAMES.apiBaseUrl),
    region: value(OUTPUT_NAMES.region),
    userPoolId: value(OUTPUT_NAMES.userPoolId),
    clientId: value(OUTPUT_NAMES.clientId),
    hostedSignInDomain: value(OUTPUT_NAMES.hostedDomain),
    webOrigin: value(OUTPUT_NAMES.webOrigin),
  };
  if (missing.length > 0) {
    throw new OutputsError(`stack ${name} lacks the outputs ${missing.join(", ")}`);
  }
  return config;
}
