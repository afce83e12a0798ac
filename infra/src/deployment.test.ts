import { describe, expect, it } from "vitest";
import {
  DeploymentError,
  EXAMPLE_DEPLOYMENT_FILE,
  loadDeployment,
  parseDeployment,
} from "./deployment";

const example = loadDeployment(EXAMPLE_DEPLOYMENT_FILE);

function problemsOf(raw: unknown): readonly string[] {
  try {
    parseDeployment(raw);
  } catch (error) {
    if (error instanceof DeploymentError) return error.problems;
    throw error;
  }
  return [];
}

describe("a deployment file", () => {
  it("reads the example", () => {
    expect(example.region).toBe("eu-central-1");
    expect(example.webOrigins).toEqual(["https://www.herinneringspagina.example"]);
  });

  it("allows only the EU regions", () => {
    expect(parseDeployment({ ...example, region: "eu-west-1" }).region).toBe("eu-west-1");
    expect(problemsOf({ ...example, region: "us-east-1" })).toEqual([
      'region must be one of eu-central-1, eu-west-1, got "us-east-1"',
    ]);
  });

  it("wants https origins without a path for the callback and logout addresses", () => {
    for (const webOrigins of [[], ["http://www.example.nl"], ["https://example.nl/app"], "x"]) {
      expect(problemsOf({ ...example, webOrigins }), JSON.stringify(webOrigins)).toHaveLength(1);
    }
    expect(parseDeployment({ ...example, webOrigins: ["https://example.nl/"] }).webOrigins).toEqual(
      ["https://example.nl"],
    );
  });

  it("refuses a hosted domain prefix Cognito refuses", () => {
    for (const hostedDomainPrefix of ["My-Pool", "-pool", "pool-", "my-cognito-pool", "a.b"]) {
      expect(problemsOf({ ...example, hostedDomainPrefix }), hostedDomainPrefix).toHaveLength(1);
    }
  });

  it("names the Google secret and never holds it", () => {
    expect(problemsOf({ ...example, google: { clientId: "x" } })).toEqual([
      "google.clientId must be a Google OAuth client id (….apps.googleusercontent.com)",
      "google.clientSecretName must be the name of a Secrets Manager secret",
    ]);
    expect(Object.keys(example.google).sort()).toEqual(["clientId", "clientSecretName"]);
  });

  it("has the contract suite's client off unless asked for", () => {
    expect(example.contractTestClient).toBe(false);
    expect(parseDeployment({ ...example, contractTestClient: true }).contractTestClient).toBe(true);
    expect(problemsOf({ ...example, contractTestClient: "yes" })).toEqual([
      'contractTestClient must be true or false, got "yes"',
    ]);
  });

  it("lists every problem at once", () => {
    expect(problemsOf({})).toHaveLength(8);
    expect(problemsOf([])).toEqual(["the file must hold a JSON object"]);
  });
});
