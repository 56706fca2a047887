#!/usr/bin/env bash
# The PostgreSQL pass needs Debian's PostgreSQL 15 (initdb and pg_ctl, run as the `postgres` account)
# and the gateway's PostgreSQL driver, pg-native: an optional dependency that compiles against libpq,
# so `npm ci` skips it on a machine without libpq's headers. Install what is missing, then build it.
set -euo pipefail
have_driver() { node -e "require('pg-native')" >/dev/null 2>&1; }
have_server() { [ -x /usr/lib/postgresql/15/bin/initdb ] && id postgres >/dev/null 2>&1 && command -v psql >/dev/null; }
if have_driver && have_server; then exit 0; fi
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
packages=()
have_server || packages+=(postgresql-15 postgresql-client-15)
command -v pg_config >/dev/null || packages+=(libpq-dev)
if [ ${#packages[@]} -gt 0 ]; then
  echo "PostgreSQL or libpq's headers are missing: installing Debian's ${packages[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${packages[@]}" >/dev/null
fi
if ! have_driver; then
  echo "Building the PostgreSQL driver (pg-native, against libpq)"
  if [ -d node_modules/libpq ]; then npm rebuild libpq >/dev/null; fi
  have_driver || npm install --no-save --no-audit --no-fund "pg-native@$(node -p "require('./package.json').optionalDependencies['pg-native']")" >/dev/null
fi
have_driver
