#!/usr/bin/env bash
# The tests need Debian's Chromium (Playwright's own browser download is not reachable here) and
# redis-server (the rates limiter shared between processes). Installs whichever is missing.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/redis-server ] || missing+=(redis-server)
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "› installing ${missing[*]} (apt-get install)"
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
