#!/usr/bin/env bash
# Installs everything and starts the whole product locally: the local backend and the web app
# (built, served with the static-hosting header set). See README.md.
# Ports: MEMORIAL_API_PORT (4000), MEMORIAL_IDENTITY_PORT (4001), MEMORIAL_WEB_PORT (5173).
# MEMORIAL_WEB_SERVER chooses what serves the web app:
#   node     (default) apps/web's Node preview server: starts in a second and needs nothing else;
#   workerd  the Cloudflare Worker of apps/web/wrangler.jsonc in workerd (`wrangler dev`), the
#            production path; slower to start and its first request is slower.
# Ctrl-C stops both.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-tools.sh
$PNPM install --frozen-lockfile
$PNPM run generate
$PNPM --filter @memorial/web run build >/dev/null

API_PORT="${MEMORIAL_API_PORT:-4000}"
IDENTITY_PORT="${MEMORIAL_IDENTITY_PORT:-4001}"
WEB_PORT="${MEMORIAL_WEB_PORT:-5173}"
WEB_URL="http://localhost:$WEB_PORT"
export MEMORIAL_API_PORT="$API_PORT" MEMORIAL_IDENTITY_PORT="$IDENTITY_PORT"
export MEMORIAL_WEB_ORIGIN="${MEMORIAL_WEB_ORIGIN:-$WEB_URL}" MEMORIAL_WEB_PORT="$WEB_PORT"

# The built app reads /config.json; with other ports than the defaults, serve a matching one.
if [ "$API_PORT:$IDENTITY_PORT:$WEB_PORT" != "4000:4001:5173" ]; then
  MEMORIAL_WEB_CONFIG="$(mktemp -t memorial-config.XXXXXX)"
  sed -e "s#localhost:4000#localhost:$API_PORT#g" -e "s#localhost:4001#localhost:$IDENTITY_PORT#g" \
    -e "s#localhost:5173#localhost:$WEB_PORT#g" apps/web/dist/config.json >"$MEMORIAL_WEB_CONFIG"
  export MEMORIAL_WEB_CONFIG
else
  MEMORIAL_WEB_CONFIG=""
fi

LOG="${MEMORIAL_START_LOG:-${TMPDIR:-/tmp}/memorial-start.log}"
: >"$LOG"
pids=()
stop() {
  trap - INT TERM EXIT
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  if [ -n "${MEMORIAL_WEB_CONFIG:-}" ]; then rm -f "$MEMORIAL_WEB_CONFIG"; fi
}
trap 'stop; exit 130' INT
trap 'stop; exit 143' TERM
trap stop EXIT

$PNPM --filter @memorial/local-backend start >>"$LOG" 2>&1 &
pids+=($!)
case "${MEMORIAL_WEB_SERVER:-node}" in
  node) WEB_SCRIPT=preview ;;
  workerd) WEB_SCRIPT=preview:workerd ;;
  *)
    echo "MEMORIAL_WEB_SERVER must be node or workerd, got ${MEMORIAL_WEB_SERVER}" >&2
    exit 2
    ;;
esac
$PNPM --filter @memorial/web run "$WEB_SCRIPT" >>"$LOG" 2>&1 &
pids+=($!)

# Wait until both answer (the first start compiles nothing, but seeds the demo data).
for _ in $(seq 1 240); do
  if curl -fsS "http://localhost:$API_PORT/health" >/dev/null 2>&1 &&
    curl -fsS "$WEB_URL/config.json" >/dev/null 2>&1; then
    echo "Open $WEB_URL — demo account demo@herinneringspagina.nl / Herinnering2026 (mailbox: http://localhost:$IDENTITY_PORT/mailbox, log: $LOG). Ctrl-C stops."
    wait -n "${pids[@]}" || true
    echo "A server stopped; see $LOG" >&2
    exit 1
  fi
  for pid in "${pids[@]}"; do
    if ! kill -0 "$pid" 2>/dev/null; then
      echo "Start failed; see $LOG:" >&2
      tail -n 20 "$LOG" >&2
      exit 1
    fi
  done
  sleep 0.5
done
echo "The servers did not answer within 120 seconds; see $LOG" >&2
exit 1
