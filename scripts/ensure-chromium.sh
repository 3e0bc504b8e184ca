#!/usr/bin/env bash
# Playwright drives Debian's Chromium; its own browser download is not reachable here.
set -euo pipefail

if [ -x /usr/bin/chromium ]; then
  exit 0
fi

echo "› installing Chromium (apt-get install chromium)"
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
