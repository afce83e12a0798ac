// CORS as the contract describes it: the web app's origin may call the API with
// Authorization, Content-Type, Accept and If-Match, sees ETag, Location and Retry-After, and
// may PUT to upload URLs; other origins get no CORS grant. Preflights are not operations of
// the contract, so these calls use fetch directly.
import { beforeAll, describe, expect, it } from "vitest";
import { createPage, requestUpload, useSuite, skipBecause } from "./harness";
import { makePng } from "./sample-files";

function listOf(header: string | null): string[] {
  return (header ?? "")
    .split(",")
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part !== "");
}

describe("CORS", () => {
  let id: string;
  beforeAll(async () => {
    id = await createPage(useSuite().accounts.owner.idToken);
  });

  it("lets the web app's origin save with If-Match and read the ETag", async (test) => {
    const { ctx, accounts } = useSuite();
    const origin = ctx.webOrigin;
    if (origin === undefined) {
      skipBecause(test, "CONTRACT_WEB_ORIGIN is not set, so the allowed origin is unknown");
      return;
    }
    const preflight = await fetch(`${ctx.apiUrl}/api/v1/profiles/${id}`, {
      method: "OPTIONS",
      headers: {
        Origin: origin,
        "Access-Control-Request-Method": "PUT",
        "Access-Control-Request-Headers": "authorization,content-type,if-match,accept",
      },
    });
    await preflight.arrayBuffer();
    expect(preflight.status).toBeGreaterThanOrEqual(200);
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get("access-control-allow-origin")).toBe(origin);
    expect(listOf(preflight.headers.get("access-control-allow-methods"))).toContain("put");
    const allowed = listOf(preflight.headers.get("access-control-allow-headers"));
    for (const header of ["authorization", "content-type", "if-match"]) {
      expect(allowed).toContain(header);
    }

    const read = await fetch(`${ctx.apiUrl}/api/v1/profiles/${id}`, {
      headers: { Origin: origin, Authorization: `Bearer ${accounts.owner.idToken}` },
    });
    await read.arrayBuffer();
    expect(read.headers.get("access-control-allow-origin")).toBe(origin);
    const exposed = listOf(read.headers.get("access-control-expose-headers"));
    for (const header of ["etag", "location", "retry-after"]) {
      expect(exposed).toContain(header);
    }
  });

  it("gives another origin no CORS grant", async () => {
    const { ctx } = useSuite();
    const preflight = await fetch(`${ctx.apiUrl}/api/v1/profiles/${id}`, {
      method: "OPTIONS",
      headers: {
        Origin: "https://evil.example",
        "Access-Control-Request-Method": "PUT",
        "Access-Control-Request-Headers": "authorization,content-type",
      },
    });
    await preflight.arrayBuffer();
    const granted = preflight.headers.get("access-control-allow-origin");
    expect(granted === "https://evil.example" || granted === "*").toBe(false);
  });

  it("lets the web app's origin PUT to an upload URL", async (test) => {
    const { ctx, accounts } = useSuite();
    const origin = ctx.webOrigin;
    if (origin === undefined) {
      skipBecause(test, "CONTRACT_WEB_ORIGIN is not set, so the allowed origin is unknown");
      return;
    }
    const photo = makePng({ width: 2, height: 2 });
    const [target] = await requestUpload(accounts.owner.idToken, id, "carousel", [
      { name: "a.png", bytes: photo },
    ]);
    if (target === undefined) throw new Error("no upload target");
    const preflight = await fetch(target.uploadURL, {
      method: "OPTIONS",
      headers: {
        Origin: origin,
        "Access-Control-Request-Method": "PUT",
        "Access-Control-Request-Headers": Object.keys(target.uploadHeaders).join(",").toLowerCase(),
      },
    });
    await preflight.arrayBuffer();
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get("access-control-allow-origin")).toBe(origin);
    expect(listOf(preflight.headers.get("access-control-allow-methods"))).toContain("put");
  });
});
