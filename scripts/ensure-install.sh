#!/usr/bin/env bash
# Installs npm dependencies only when package.json or package-lock.json changed since the
# last successful install, so re-running `npm start` or `npm test` never reinstalls.
set -euo pipefail
cd "$(dirname "$0")/.."

stamp=node_modules/.install-stamp
fingerprint() { cat package.json package-lock.json 2>/dev/null | sha256sum | cut -d' ' -f1; }

if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$(fingerprint)" ]; then
  exit 0
fi

echo "› installing dependencies (npm install)"
# `npm ci` cannot be used here: the lockfile names platform packages the registry lacks.
npm install --no-audit --no-fund
fingerprint >"$stamp"
