// What protects the hosted pages: they cannot be framed (CSP frame-ancestors 'none' and
// X-Frame-Options), their forms carry a CSRF token bound to a cookie, and their posts are
// rate-limited per client address (429 with Retry-After and a Dutch page): per minute, and per
// short burst (a sliding window of a few seconds) against password spraying from one address.
import crypto from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { IdentityCore } from "../core.ts";
import { clientAddress, createBurstLimiter, createRateLimiter } from "../../http/rate-limit.ts";
import { randomToken } from "../tokens.ts";
import { errorPage } from "./layout.ts";

const CSRF_COOKIE = "memorial_identity_csrf";

/** Security headers of every HTML page of the identity service. */
export function pageHeaders(formTargets: readonly string[]): MiddlewareHandler {
  const origins = [...new Set(formTargets.map((url) => new URL(url).origin))].join(" ");
  const policy = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "img-src 'self'",
    `form-action 'self' ${origins}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join("; ");
  return async (c, next) => {
    await next();
    if (!(c.res.headers.get("content-type") ?? "").startsWith("text/html")) return;
    c.res.headers.set("Content-Security-Policy", policy);
    c.res.headers.set("X-Frame-Options", "DENY");
    c.res.headers.set("X-Content-Type-Options", "nosniff");
    c.res.headers.set("Referrer-Policy", "no-referrer");
    c.res.headers.set("Cache-Control", "no-store");
  };
}

export function createHostedGuards(core: IdentityCore) {
  const secure = core.config.identityBaseUrl.startsWith("https:");
  const limiter = createRateLimiter({ now: () => core.now().getTime() });
  const burstLimiter = createBurstLimiter({
    windowMs: core.settings.hostedBurstSeconds * 1000,
    now: () => core.now().getTime(),
  });

  /** The CSRF token of this browser (a new cookie when there is none yet). */
  function csrfToken(c: Context): string {
    const existing = getCookie(c, CSRF_COOKIE);
    if (existing !== undefined && /^[\w-]{43}$/.test(existing)) return existing;
    const token = randomToken(32);
    setCookie(c, CSRF_COOKIE, token, { httpOnly: true, sameSite: "Strict", path: "/", secure });
    return token;
  }

  /** Whether a posted form carries the token of this browser's cookie. */
  function validCsrf(c: Context, posted: unknown): boolean {
    const cookie = getCookie(c, CSRF_COOKIE);
    if (cookie === undefined || typeof posted !== "string") return false;
    const a = Buffer.from(cookie);
    const b = Buffer.from(posted);
    return a.length === b.length && crypto.timingSafeEqual(a, b);
  }

  const csrfFailed = (c: Context) =>
    c.html(
      errorPage(
        "Pagina verlopen",
        "Deze pagina is verlopen of niet vanaf deze website geopend. Ga terug naar de website en probeer het opnieuw.",
      ),
      403,
    );

  /** Rate limits of the hosted pages' posts per client address: the burst, then the minute. */
  const limitPosts: MiddlewareHandler = async (c, next) => {
    const key = `${clientAddress(c, core.config.trustProxy)} ${c.req.path}`;
    const wait =
      burstLimiter.take(key, core.settings.hostedBurstPosts) ??
      limiter.take(key, core.settings.hostedRequestsPerMinute);
    if (wait === undefined) {
      await next();
      return;
    }
    c.header("Retry-After", String(wait));
    return c.html(
      errorPage(
        "Even geduld",
        `Er zijn vanaf uw verbinding te veel pogingen gedaan. Probeer het over ${wait} seconden opnieuw.`,
      ),
      429,
    );
  };

  return { csrfToken, validCsrf, csrfFailed, limitPosts };
}

export type HostedGuards = ReturnType<typeof createHostedGuards>;
