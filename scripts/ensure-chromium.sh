#!/usr/bin/env bash
# The browser tests drive Debian's Chromium at /usr/bin/chromium (never a Playwright download).
# Installs it when it is missing: as root in CI, through sudo on a developer's machine.
set -euo pipefail

if [ -x /usr/bin/chromium ]; then
  exit 0
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then
  sudo="sudo"
fi

echo "ensure-chromium: installing Debian's chromium package"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq chromium
