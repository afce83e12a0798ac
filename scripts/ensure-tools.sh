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

# Debian's Chromium for end-to-end tests and screenshots (test tools cannot download browsers
# here): `chromium` (screenshots, `pnpm bench:web`) and `chromium-headless-shell`, Chromium's
# headless-only build, which the browser tests use when it is there (as Playwright's own headless
# runs do): it needs less CPU for the same pages.
ensure_chromium() {
  local missing=()
  command -v chromium >/dev/null 2>&1 || missing+=(chromium)
  command -v chromium-headless-shell >/dev/null 2>&1 || missing+=(chromium-headless-shell)
  if [ ${#missing[@]} -eq 0 ]; then return 0; fi
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian's ${missing[*]} (needed by the browser tests)..."
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  elif [[ " ${missing[*]} " == *" chromium "* ]]; then
    echo "Chromium is missing: install Debian's 'chromium' package (sudo apt-get install chromium chromium-headless-shell)." >&2
    return 1
  else
    echo "Debian's 'chromium-headless-shell' is missing: the browser tests use the full chromium (slower)." >&2
  fi
}

# Debian's poppler-utils: `pdftoppm` renders the printable cards' and the print version's PDF
# pages to PNG in the tests that read their QR codes back.
ensure_pdftoppm() {
  command -v pdftoppm >/dev/null 2>&1 && return 0
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian's poppler-utils (pdftoppm, needed by the PDF tests)..."
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils >/dev/null
  else
    echo "pdftoppm is missing: install Debian's 'poppler-utils' package (sudo apt-get install poppler-utils)." >&2
    return 1
  fi
}
