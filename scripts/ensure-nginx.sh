#!/usr/bin/env bash
# The reverse-proxy test runs Debian's nginx with its brotli_static module; install them when
# missing (Debian packages only, never a downloaded binary).
set -euo pipefail
if [ -x /usr/sbin/nginx ] && ls /usr/share/nginx/modules/ngx_http_brotli_static_module.so >/dev/null 2>&1; then exit 0; fi
echo "nginx or its brotli_static module is missing: installing Debian's packages"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
$SUDO apt-get update -qq
# Installed as programs for the test: no service is started (policy-rc.d 101), unless one was there already.
OWN_POLICY=""
if [ ! -e /usr/sbin/policy-rc.d ]; then
  printf '#!/bin/sh\nexit 101\n' | $SUDO tee /usr/sbin/policy-rc.d >/dev/null
  $SUDO chmod +x /usr/sbin/policy-rc.d
  OWN_POLICY=1
fi
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq nginx libnginx-mod-http-brotli-static >/dev/null
[ -z "$OWN_POLICY" ] || $SUDO rm -f /usr/sbin/policy-rc.d
