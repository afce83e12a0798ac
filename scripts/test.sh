#!/usr/bin/env bash
# Installs everything and runs every test: lint, typecheck, unit, contract and end-to-end.
# The README's test command; .ci/run runs exactly this.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-tools.sh
ensure_chromium
$PNPM install --frozen-lockfile
$PNPM --filter @memorial/repo-checks run check-doc-paths  # every path a README or docs/ names exists
# Generated files must match the contract: regenerate and fail on any drift.
$PNPM run generate
drift=$(git status --porcelain -- ':(glob)**/src/generated/**' 2>/dev/null || true)
if [ -n "$drift" ]; then
  echo "Generated files drifted from openapi/memorial-api.yaml. Run 'pnpm generate' and commit:" >&2
  echo "$drift" >&2
  exit 1
fi
$PNPM turbo run lint typecheck test build --concurrency=2 --continue=never
# The web build regenerates the route tree from src/routes: the committed file must match.
drift=$(git status --porcelain -- apps/web/src/routeTree.gen.ts 2>/dev/null || true)
if [ -n "$drift" ]; then
  echo "apps/web/src/routeTree.gen.ts drifted from src/routes. Build apps/web and commit it:" >&2
  git --no-pager diff --stat -- apps/web/src/routeTree.gen.ts >&2
  exit 1
fi
# The Cloudflare Worker: wrangler's dry run, bundle size and render CPU time (apps/web/README.md).
$PNPM --filter @memorial/web run deploy:check
# Browser checks last, on their own: they need the build and a quiet machine.
$PNPM turbo run e2e --concurrency=1 --continue=never
