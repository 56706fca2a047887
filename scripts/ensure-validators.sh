#!/usr/bin/env bash
# The validators the browser tests run over what the gateway serves, each from Debian (never a
# downloaded one): Java 11 or later for the Nu HTML Checker (vnu-jar, tests/e2e/html-validity.test.ts),
# feedparser on Debian's own Python (feeds.test.ts), xmllint (sitemap-schema.test.ts), LinkChecker
# (links.test.ts) and SpamAssassin with the rules its package ships (mail-spam.test.ts).
set -euo pipefail
missing=()
if ! { command -v java >/dev/null && java -version 2>&1 | grep -qE 'version "(1[1-9]|[2-9][0-9])'; }; then
  missing+=(default-jre-headless)
fi
/usr/bin/python3 -c 'import feedparser' 2>/dev/null || missing+=(python3-feedparser)
command -v xmllint >/dev/null || missing+=(libxml2-utils)
command -v linkchecker >/dev/null || missing+=(linkchecker)
command -v spamassassin >/dev/null || missing+=(spamassassin)
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing Debian's ${missing[*]}"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
