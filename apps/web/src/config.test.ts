import { CONFIG_FIELDS, ConfigError, loadConfig, parseConfig } from "./config";
import { startupTexts } from "./texts/startup";
import localDefaults from "../public/config.json";

const valid = {
  apiBaseUrl: "https://api.herinneringspagina.nl/",
  region: "eu-central-1",
  userPoolId: "eu-central-1_AbCdEf123",
  clientId: "1example23456789",
  hostedSignInDomain: "memorial.auth.eu-central-1.amazoncognito.com",
  webOrigin: "https://www.herinneringspagina.nl",
};

function problemsOf(raw: unknown): string[] {
  try {
    parseConfig(raw);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems.map((p) => startupTexts.problem(p));
    throw error;
  }
  return [];
}

describe("parseConfig", () => {
  it("accepts the local defaults shipped in public/config.json", () => {
    expect(parseConfig(localDefaults)).toEqual({
      apiBaseUrl: "http://localhost:4000",
      region: "eu-central-1",
      userPoolId: "eu-central-1_LocalPool",
      clientId: "local-web-client",
      identityEndpoint: "http://localhost:4001",
      hostedSignInDomain: "http://localhost:4001",
      identityPoolId: "eu-central-1:00000000-0000-4000-8000-000000000001",
      webOrigin: "http://localhost:5173",
    });
  });

  it("normalises URLs and keeps optional fields out when absent", () => {
    const config = parseConfig(valid);
    expect(config.apiBaseUrl).toBe("https://api.herinneringspagina.nl");
    expect(config.identityEndpoint).toBeUndefined();
    expect(config.identityPoolId).toBeUndefined();
  });

  it("names every missing required field in Dutch", () => {
    expect(problemsOf({})).toEqual([
      'Het veld "apiBaseUrl" ontbreekt.',
      'Het veld "region" ontbreekt.',
      'Het veld "userPoolId" ontbreekt.',
      'Het veld "clientId" ontbreekt.',
      'Het veld "hostedSignInDomain" ontbreekt.',
      'Het veld "webOrigin" ontbreekt.',
    ]);
  });

  it("names malformed fields with what was expected", () => {
    expect(
      problemsOf({
        ...valid,
        apiBaseUrl: "javascript:alert(1)",
        webOrigin: "https://www.herinneringspagina.nl/app",
        userPoolId: 42,
      }),
    ).toEqual([
      'Het veld "apiBaseUrl" is ongeldig: verwacht een webadres (https://…).',
      'Het veld "userPoolId" is ongeldig: verwacht een user-pool-id zoals eu-central-1_AbCdEf123.',
      'Het veld "webOrigin" is ongeldig: verwacht de herkomst van deze website (https://…).',
    ]);
  });

  it("refuses something that is not an object", () => {
    expect(problemsOf([1, 2])).toEqual([
      "Het bestand kon niet worden gelezen (not a JSON object).",
    ]);
  });

  it("knows every field of the configuration", () => {
    expect(CONFIG_FIELDS).toHaveLength(8);
  });
});

describe("loadConfig", () => {
  it("reads /config.json without the HTTP cache", async () => {
    const fetchFn = vi.fn(() => Promise.resolve(Response.json(valid)));
    await expect(loadConfig(fetchFn)).resolves.toMatchObject({ clientId: "1example23456789" });
    expect(fetchFn).toHaveBeenCalledWith(
      "/config.json",
      expect.objectContaining({ cache: "no-store" }),
    );
  });

  it("reports a missing file and invalid JSON", async () => {
    await expect(
      loadConfig(() => Promise.resolve(new Response("nope", { status: 404 }))),
    ).rejects.toMatchObject({ problems: [{ kind: "unreadable", detail: "HTTP 404" }] });
    await expect(
      loadConfig(() => Promise.resolve(new Response("{", { status: 200 }))),
    ).rejects.toMatchObject({ problems: [{ kind: "unreadable", detail: "not valid JSON" }] });
  });
});
