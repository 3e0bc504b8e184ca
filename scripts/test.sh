#!/usr/bin/env bash
# `npm test`: install what is missing (Chromium, redis-server and the Strapi project in cms/
# included), then type-check, lint, unit and component tests, the content contract against a real
# Strapi, end-to-end tests against the production build reading from that Strapi, and two
# instances of that build sharing one redis-server. Fails on the first error.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-install.sh
bash scripts/ensure-system-tools.sh

step() { echo; echo "› $1"; shift; "$@"; }

# The CMS installs while the first checks run: mostly downloads, and one native build.
mkdir -p .test-reports
node -e "import('./scripts/cms.mjs').then((cms) => cms.ensureCmsInstall())" >.test-reports/cms-install.log 2>&1 &
cms_install=$!

step "type-check" npm run --silent typecheck
step "lint" npm run --silent lint
step "unit and component tests" npm run --silent test:unit

cms_installed() {
  wait "$cms_install" || { cat .test-reports/cms-install.log; return 1; }
}
step "the CMS installed (cms/, in the background since the start)" cms_installed

# A real Strapi, seeded from data/cms, for the content contract, the build and the end-to-end run.
trap 'node tests/cms/strapi-server.mjs stop' EXIT
step "a real Strapi" node tests/cms/strapi-server.mjs start
step "content contract against the real Strapi" npx vitest run --config vitest.cms.config.ts

# The end-to-end build and server carry fake secrets the leak checks look for; the rates API is
# a local stand-in (tests/stand-in/).
eval "$(node -e 'for (const [k, v] of Object.entries(require("./tests/e2e/server-env.json"))) console.log(`export ${k}=${JSON.stringify(v)}`)')"
step "build" node --conditions=react-server --import tsx tests/stand-in/around.ts node scripts/build-if-stale.mjs
step "end-to-end tests" npm run --silent test:e2e
# Two instances of that build on one redis-server, as on two hosts (docs/deployment.md).
step "several instances on Redis" npx vitest run --config vitest.processes.config.ts

node scripts/test-summary.mjs
