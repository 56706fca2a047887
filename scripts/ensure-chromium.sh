#!/usr/bin/env bash
# Browser tests drive Debian's Chromium; install it when it is missing (never a downloaded browser),
# with the Noto fonts a phone has (the Nepali pages draw Devanagari from the device's own Noto Sans
# Devanagari, scripts/nepali-font.mjs).
set -euo pipefail
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] && fc-list : file | grep 'NotoSansDevanagari-Regular' >/dev/null; then exit 0; fi
echo "Chromium or the Noto fonts are missing: installing Debian's chromium and fonts-noto-core packages"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-noto-core >/dev/null
