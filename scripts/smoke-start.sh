#!/usr/bin/env bash
# Starts the app as `npm start` does (on a spare port, with a fresh data folder) and waits for
# GET /api/health to answer 200 within 90 seconds. Usage: scripts/smoke-start.sh [DATABASE_URL]
set -euo pipefail
PORT=${SMOKE_PORT:-3300}
DATA=$(mktemp -d)
LOG=$(mktemp)
DATABASE_URL="${1:-}" DATA_DIR="$DATA" PORT="$PORT" setsid npm start >"$LOG" 2>&1 &
pid=$!
# setsid gives npm and the node it starts their own process group, so one kill stops both.
cleanup() { kill -TERM -- "-$pid" 2>/dev/null || true; sleep 1; rm -rf "$DATA"; }
trap cleanup EXIT
for i in $(seq 1 90); do
  if body=$(curl -fsS "http://localhost:$PORT/api/health" 2>/dev/null); then
    echo "healthy after ${i}s: $body"
    curl -fsS "http://localhost:$PORT/" | grep -q '<div id="root">' || { echo "/ does not serve the app"; exit 1; }
    exit 0
  fi
  sleep 1
done
echo "no healthy answer within 90 s; log:"
tail -50 "$LOG"
exit 1
