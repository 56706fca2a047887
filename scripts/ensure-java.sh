#!/usr/bin/env bash
# The Nu HTML Checker (the vnu-jar package, tests/e2e/html-validity.test.ts) runs on Java 11 or later:
# install Debian's headless Java when there is none (never a downloaded one).
set -euo pipefail
if command -v java >/dev/null && java -version 2>&1 | grep -qE 'version "(1[1-9]|[2-9][0-9])'; then exit 0; fi
echo "Java is missing: installing Debian's default-jre-headless package"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq default-jre-headless >/dev/null
