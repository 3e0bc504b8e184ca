#!/usr/bin/env bash
# `npm test`: install what is missing (Chromium included), then type-check, lint, unit and
# component tests, and end-to-end tests against the production build. Fails on the first error.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-install.sh
bash scripts/ensure-chromium.sh

bin=node_modules/.bin
step() { echo; echo "› $*"; }

step "type-check"
node node_modules/next/dist/bin/next typegen >/dev/null
"$bin/tsc" --noEmit

step "lint"
"$bin/eslint" --max-warnings=0 .
"$bin/prettier" --check --log-level=warn .

step "unit and component tests"
"$bin/vitest" run

step "build"
node scripts/build-if-stale.mjs

step "end-to-end tests"
"$bin/playwright" test
