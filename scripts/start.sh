#!/usr/bin/env bash
# Installs everything and starts the whole product locally (see README.md).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-tools.sh
$PNPM install --frozen-lockfile
$PNPM run generate
exec $PNPM --filter @memorial/local-backend start
