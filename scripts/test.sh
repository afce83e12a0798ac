#!/usr/bin/env bash
# Installs everything and runs every test: lint, typecheck, unit, contract and end-to-end.
# The README's test command; .ci/run runs exactly this.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-tools.sh

# Each stage runs through `stage <name> <command...>`; the time of every stage is printed at the
# end, also when a stage fails.
STAGE_TIMES=()
stage() {
  local name=$1 started=$SECONDS
  shift
  local code=0
  "$@" || code=$?
  STAGE_TIMES+=("$(printf '%-32s %5ds' "$name" $((SECONDS - started)))")
  return "$code"
}
print_stage_times() {
  echo "--- time per stage"
  printf '%s\n' "${STAGE_TIMES[@]}"
  printf '%-32s %5ds\n' "total" "$SECONDS"
}
trap print_stage_times EXIT

stage "chromium" ensure_chromium
stage "pdftoppm" ensure_pdftoppm
stage "install" $PNPM install --frozen-lockfile
stage "doc paths" $PNPM --filter @memorial/repo-checks run check-doc-paths  # every path a README or docs/ names exists
# Generated files must match the contract: regenerate and fail on any drift.
stage "generate" $PNPM run generate
drift=$(git status --porcelain -- ':(glob)**/src/generated/**' 2>/dev/null || true)
if [ -n "$drift" ]; then
  echo "Generated files drifted from openapi/memorial-api.yaml. Run 'pnpm generate' and commit:" >&2
  echo "$drift" >&2
  exit 1
fi
stage "lint typecheck test build" \
  $PNPM turbo run lint typecheck test build --concurrency=2 --continue=never
# The web build regenerates the route tree from src/routes: the committed file must match.
drift=$(git status --porcelain -- apps/web/src/routeTree.gen.ts 2>/dev/null || true)
if [ -n "$drift" ]; then
  echo "apps/web/src/routeTree.gen.ts drifted from src/routes. Build apps/web and commit it:" >&2
  git --no-pager diff --stat -- apps/web/src/routeTree.gen.ts >&2
  exit 1
fi
# The Cloudflare Worker: wrangler's dry run, bundle size and render CPU time (apps/web/README.md).
stage "deploy check" $PNPM --filter @memorial/web run deploy:check
# Browser checks last, one package at a time (each runs several pages or workers itself); turbo
# reuses the builds of the stage before from its cache.
stage "e2e (ui workshop)" $PNPM turbo run e2e --filter=@memorial/ui --continue=never
stage "e2e (web and the rest)" \
  $PNPM turbo run e2e --filter='!@memorial/ui' --concurrency=1 --continue=never
