/**
 * The header set for static hosting and the edge: a strict Content-Security-Policy whose
 * connect/img/media sources come from the runtime configuration, plus nosniff, referrer policy,
 * HSTS and friends. One module for everything that answers: the Worker (`src/edge/worker.ts`)
 * sets it on its answers, the preview server (`server/`) on its own, and the build writes it as
 * deployable examples (`server/headers.ts`). Plain data, no Node-only API.
 */
import type { AppConfig } from "../config";

function originOf(url: string): string {
  return new URL(url).origin;
}

/** The hosted sign-in domain as an origin (bare domains are https). */
function hostedOrigin(domain: string): string {
  return domain.includes("://") ? originOf(domain) : `https://${domain}`;
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}

/** Origins the app talks to: the API, the identity provider (user pool, hosted domain, identity pool). */
export function connectSources(config: AppConfig): string[] {
  const identity =
    config.identityEndpoint === undefined
      ? `https://cognito-idp.${config.region}.amazonaws.com`
      : originOf(config.identityEndpoint);
  const identityPool =
    config.identityPoolId === undefined
      ? []
      : [
          config.identityEndpoint === undefined
            ? `https://cognito-identity.${config.region}.amazonaws.com`
            : originOf(config.identityEndpoint),
        ];
  return unique([
    originOf(config.apiBaseUrl),
    identity,
    hostedOrigin(config.hostedSignInDomain),
    ...identityPool,
  ]);
}

/** Where pictures, video and audio come from: the API's media and upload URLs. */
export function mediaSources(config: AppConfig): string[] {
  return [originOf(config.apiBaseUrl)];
}

export function contentSecurityPolicy(config: AppConfig): string {
  const connect = connectSources(config);
  const media = mediaSources(config);
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Emotion (Chakra) injects style elements at run time.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${media.join(" ")}`,
    `media-src 'self' blob: ${media.join(" ")}`,
    `connect-src 'self' ${connect.join(" ")}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ].join("; ");
}

/** Every header of the set, in a stable order. */
export function securityHeaders(config: AppConfig): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(config),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
    // Nothing of the app is indexed; a rendered public page sets its own answer (the family's
    // 'Vindbaar via zoekmachines', src/edge/link-preview.ts), which takes precedence.
    "X-Robots-Tag": "noindex, nofollow",
  };
}
