/**
 * The header set for static hosting (docs/security.md item 12): a strict Content-Security-Policy whose
 * connect/img/media sources come from the runtime configuration, plus nosniff, referrer policy,
 * HSTS and friends. Used by the preview server and written as deployable examples
 * (`deploy/_headers`, `deploy/nginx-headers.conf`, and `dist/_headers` at build time).
 */
import type { AppConfig } from "../src/config";

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

const GENERATED_NOTE = (source: string) =>
  `Generated from ${source} by apps/web/scripts/write-headers.ts; do not edit. ` +
  "Regenerate after changing the configuration.";

/** Netlify / Cloudflare Pages `_headers` file. */
export function headersFile(config: AppConfig, source: string): string {
  const lines = [`# ${GENERATED_NOTE(source)}`, "/*"];
  for (const [name, value] of Object.entries(securityHeaders(config))) {
    lines.push(`  ${name}: ${value}`);
  }
  lines.push(
    "/assets/*",
    "  Cache-Control: public, max-age=31536000, immutable",
    "/index.html",
    "  Cache-Control: no-cache",
    "/login",
    "  Cache-Control: no-cache",
    "/",
    "  Cache-Control: no-cache",
    "/config.json",
    "  Cache-Control: no-cache",
    "",
  );
  return lines.join("\n");
}

/** An nginx snippet: the headers, SPA fallback, compression and caching. */
export function nginxSnippet(config: AppConfig, source: string): string {
  const headers = Object.entries(securityHeaders(config))
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join("\n");
  const indent = (text: string) =>
    text
      .split("\n")
      .map((line) => `    ${line}`)
      .join("\n");
  return `# ${GENERATED_NOTE(source)}
# Include inside the server { } block that serves apps/web/dist (root /path/to/dist;).
# nginx does not inherit add_header into a location that sets its own, so every location repeats them.

gzip on;
gzip_types text/css application/javascript application/json image/svg+xml;

location /assets/ {
${indent(headers)}
    add_header Cache-Control "public, max-age=31536000, immutable" always;
    # The build's gzip copies (scripts/precompress.ts), at level 9 and without work per request.
    gzip_static on;
    try_files $uri =404;
}

location = /config.json {
${indent(headers)}
    add_header Cache-Control "no-cache" always;
    try_files $uri =404;
}

location = / {
${indent(headers)}
    add_header Cache-Control "no-cache" always;
    # The home's own document.
    try_files /home.html /index.html;
}

location / {
${indent(headers)}
    add_header Cache-Control "no-cache" always;
    # A document of its own (login.html for /login), then the single-page app: index.html.
    try_files $uri $uri.html /index.html;
}
`;
}
