#!/usr/bin/env bash
# `npm test`: install what is missing (Chromium and redis-server included), then type-check, lint,
# unit and component tests, and end-to-end tests against the production build. Fails on the first
# error.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-install.sh
bash scripts/ensure-system-tools.sh

step() { echo; echo "› $1"; shift; "$@"; }

step "type-check" npm run --silent typecheck
step "lint" npm run --silent lint
step "unit and component tests" npm run --silent test:unit
# The end-to-end build and server carry fake secrets the leak checks look for, and read content
# and rates through the Strapi and rates-API adapters from a local stand-in (tests/stand-in/).
eval "$(node -e 'for (const [k, v] of Object.entries(require("./tests/e2e/server-env.json"))) console.log(`export ${k}=${JSON.stringify(v)}`)')"
step "build" node --conditions=react-server --import tsx tests/stand-in/around.ts node scripts/build-if-stale.mjs
step "end-to-end tests" npm run --silent test:e2e

node scripts/test-summary.mjs
