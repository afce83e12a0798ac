// The script as a deployer runs it: from an outputs file to config.json, or a clear failure
// that writes nothing.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { OUTPUT_NAMES } from "../src/user-pool-stack-outputs";

const folder = mkdtempSync(path.join(tmpdir(), "memorial-write-config-"));
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

const STACK = {
  [OUTPUT_NAMES.userPoolId]: "eu-west-1_AbCdEf123",
  [OUTPUT_NAMES.clientId]: "4tq1example2client3id",
  [OUTPUT_NAMES.region]: "eu-west-1",
  [OUTPUT_NAMES.hostedDomain]: "herinneringspagina.auth.eu-west-1.amazoncognito.com",
  [OUTPUT_NAMES.webOrigin]: "https://www.herinneringspagina.example",
  [OUTPUT_NAMES.apiBaseUrl]: "https://api.herinneringspagina.example",
};

function run(outputs: unknown, out: string, ...extra: string[]) {
  const outputsFile = path.join(folder, "cdk-outputs.json");
  writeFileSync(outputsFile, JSON.stringify(outputs));
  return spawnSync(
    process.execPath,
    [
      "--import",
      "tsx",
      path.join(import.meta.dirname, "write-config.ts"),
      "--",
      "--outputs",
      outputsFile,
      "--out",
      out,
      ...extra,
    ],
    { encoding: "utf8", cwd: path.join(import.meta.dirname, "..") },
  );
}

describe("write-config", () => {
  it("writes config.json from the outputs of cdk deploy", () => {
    const out = path.join(folder, "config.json");
    const result = run({ "MemorialUserPool-production": STACK }, out);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(JSON.parse(readFileSync(out, "utf8"))).toEqual({
      apiBaseUrl: "https://api.herinneringspagina.example",
      region: "eu-west-1",
      userPoolId: "eu-west-1_AbCdEf123",
      clientId: "4tq1example2client3id",
      hostedSignInDomain: "herinneringspagina.auth.eu-west-1.amazoncognito.com",
      webOrigin: "https://www.herinneringspagina.example",
    });
  });

  it("fails without writing when an output is missing", () => {
    const out = path.join(folder, "missing.json");
    const { [OUTPUT_NAMES.userPoolId]: _pool, ...partial } = STACK;
    const result = run({ s: partial }, out, "--stack", "s");
    expect(result.status).toBe(1);
    expect(result.stderr).toBe("write-config: stack s lacks the outputs UserPoolId\n");
    expect(existsSync(out)).toBe(false);
  });
});
