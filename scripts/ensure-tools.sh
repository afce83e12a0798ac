#!/usr/bin/env bash
# Shared by scripts/start.sh and scripts/test.sh: makes sure pnpm (the pinned version) exists.
# Sourced, not run: defines PNPM (the command to call pnpm with).
PNPM_VERSION="10.34.9"
if command -v pnpm >/dev/null 2>&1 && [ "$(pnpm --version 2>/dev/null)" = "$PNPM_VERSION" ]; then
  PNPM="pnpm"
elif npm install -g "pnpm@$PNPM_VERSION" >/dev/null 2>&1 && command -v pnpm >/dev/null 2>&1; then
  PNPM="pnpm"
else
  # No rights to install globally: run the pinned pnpm through npx instead.
  PNPM="npx --yes pnpm@$PNPM_VERSION"
fi
export PNPM

# Debian's Chromium for end-to-end tests and screenshots (test tools cannot download browsers here).
ensure_chromium() {
  if command -v chromium >/dev/null 2>&1; then return 0; fi
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian's chromium (needed by the browser tests)..."
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "Chromium is missing: install Debian's 'chromium' package (sudo apt-get install chromium)." >&2
    return 1
  fi
}
