import { describe, expect, it } from "vitest";
import { OUTPUT_NAMES } from "./user-pool-stack-outputs";
import { OutputsError, webConfigFromOutputs } from "./web-config";

const STACK = {
  [OUTPUT_NAMES.userPoolId]: "eu-central-1_AbCdEf123",
  [OUTPUT_NAMES.clientId]: "4tq1example2client3id",
  [OUTPUT_NAMES.region]: "eu-central-1",
  [OUTPUT_NAMES.hostedDomain]: "herinneringspagina.auth.eu-central-1.amazoncognito.com",
  [OUTPUT_NAMES.webOrigin]: "https://www.herinneringspagina.example",
  [OUTPUT_NAMES.apiBaseUrl]: "https://api.herinneringspagina.example",
};

describe("the web app's config.json from the stack's outputs", () => {
  it("takes every field from the outputs", () => {
    expect(webConfigFromOutputs({ "MemorialUserPool-production": STACK })).toEqual({
      apiBaseUrl: "https://api.herinneringspagina.example",
      region: "eu-central-1",
      userPoolId: "eu-central-1_AbCdEf123",
      clientId: "4tq1example2client3id",
      hostedSignInDomain: "herinneringspagina.auth.eu-central-1.amazoncognito.com",
      webOrigin: "https://www.herinneringspagina.example",
    });
  });

  it("picks the named stack when the file holds several", () => {
    const other = { ...STACK, [OUTPUT_NAMES.region]: "eu-west-1" };
    const outputs = { a: STACK, b: other };
    expect(webConfigFromOutputs(outputs, "b").region).toBe("eu-west-1");
    expect(() => webConfigFromOutputs(outputs)).toThrow(
      "name the stack: the outputs file holds a, b",
    );
    expect(() => webConfigFromOutputs(outputs, "c")).toThrow("the outputs file has no stack c");
  });

  it("names the missing outputs", () => {
    const { [OUTPUT_NAMES.clientId]: _clientId, ...partial } = STACK;
    expect(() => webConfigFromOutputs({ s: { ...partial, [OUTPUT_NAMES.region]: "" } })).toThrow(
      new OutputsError("stack s lacks the outputs Region, UserPoolClientId"),
    );
  });
});
