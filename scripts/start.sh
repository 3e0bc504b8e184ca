#!/usr/bin/env bash
# `npm start`: install what is missing, build when the sources changed, serve on $PORT.
# Arguments pass through to the server: `npm start -- --instances 2` runs two processes.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-install.sh
node scripts/build-if-stale.mjs

port="${PORT:-3000}"
# exec so the server is this process: stopping it by PID stops everything.
exec node --import tsx scripts/serve.ts --port "$port" "$@"
