/**
 * The header set (`src/http/security-headers.ts`) as deployable files: `deploy/_headers`,
 * `deploy/nginx-headers.conf`, and `dist/_headers` at build time.
 */
import type { AppConfig } from "../src/config";
import { securityHeaders } from "../src/http/security-headers";

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
    // The service worker: browsers check it for a new version on every visit.
    "/sw.js",
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
    # The build's gzip copies (server/precompress.ts), at level 9 and without work per request.
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

location = /sw.js {
${indent(headers)}
    add_header Cache-Control "no-cache" always;
    try_files $uri =404;
}

location / {
${indent(headers)}
    add_header Cache-Control "no-cache" always;
    # A document of its own (login.html for /login), then the single-page app: index.html.
    try_files $uri $uri.html /index.html;
}
`;
}
