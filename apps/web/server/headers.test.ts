// @vitest-environment node
import { readFile } from "node:fs/promises";
import { parseConfig, type AppConfig } from "../src/config";
import {
  connectSources,
  contentSecurityPolicy,
  securityHeaders,
} from "../src/http/security-headers";
import { headersFile, nginxSnippet } from "./headers";

const local = parseConfig(
  JSON.parse(await readFile(new URL("../public/config.json", import.meta.url), "utf8")) as unknown,
);

const cognito: AppConfig = {
  apiBaseUrl: "https://api.herinneringspagina.nl",
  region: "eu-central-1",
  userPoolId: "eu-central-1_AbCdEf123",
  clientId: "1example23456789",
  hostedSignInDomain: "memorial.auth.eu-central-1.amazoncognito.com",
  identityPoolId: "eu-central-1:0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0",
  webOrigin: "https://www.herinneringspagina.nl",
};

describe("the header set (docs/security.md item 12)", () => {
  it("has the strict policy of docs/security.md", () => {
    const csp = contentSecurityPolicy(local);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
      "style-src 'self' 'unsafe-inline'",
    ]) {
      expect(csp.split("; ")).toContain(directive);
    }
    expect(csp).not.toMatch(/unsafe-eval|\*/);
  });

  it("limits connect, img and media sources to the configured origins", () => {
    const csp = contentSecurityPolicy(local);
    expect(csp).toContain("connect-src 'self' http://localhost:4000 http://localhost:4001;");
    expect(csp).toContain("img-src 'self' data: blob: http://localhost:4000;");
    expect(csp).toContain("media-src 'self' blob: http://localhost:4000;");
    expect(connectSources(cognito)).toEqual([
      "https://api.herinneringspagina.nl",
      "https://cognito-idp.eu-central-1.amazonaws.com",
      "https://memorial.auth.eu-central-1.amazoncognito.com",
      "https://cognito-identity.eu-central-1.amazonaws.com",
    ]);
  });

  it("sends nosniff, the referrer policy and HSTS", () => {
    expect(securityHeaders(local)).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    });
  });

  it("lets the service worker run and keeps no stale copy of it (worker-src, /sw.js no-cache)", () => {
    expect(contentSecurityPolicy(local).split("; ")).toContain("worker-src 'self'");
    expect(headersFile(local, "x")).toContain("/sw.js\n  Cache-Control: no-cache\n");
    expect(nginxSnippet(local, "x")).toMatch(
      /location = \/sw\.js \{[^}]*add_header Cache-Control "no-cache" always;/,
    );
  });

  it("ships deploy/_headers and deploy/nginx-headers.conf generated from public/config.json", async () => {
    const read = (name: string) => readFile(new URL(`../deploy/${name}`, import.meta.url), "utf8");
    expect(await read("_headers")).toBe(headersFile(local, "public/config.json"));
    expect(await read("nginx-headers.conf")).toBe(nginxSnippet(local, "public/config.json"));
  });
});
