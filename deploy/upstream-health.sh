#!/usr/bin/env bash
# Health-checks the gateways of nginx's `upstream ims_gateways` block on /readyz: marks a gateway
# whose /readyz is not 200 within 2 s `down`, and up again once it is, then reloads nginx, only
# when something changed. Never marks them all down: with none ready, nginx keeps trying them all
# (a gateway short of disk still answers reads). Run every 5 s by ims-upstream-health.timer.
#   usage: upstream-health.sh /etc/nginx/sites-available/ims-gateway
# NGINX_RELOAD replaces the reload command (default: nginx -s reload).
set -euo pipefail

site=${1:?usage: upstream-health.sh /etc/nginx/sites-available/ims-gateway}
reload=${NGINX_RELOAD:-nginx -s reload}
server_line='^([[:space:]]*)server[[:space:]]+([^[:space:];]+)([^;]*);[[:space:]]*$'

ready() { curl --silent --fail --output /dev/null --max-time 2 "http://$1/readyz"; }

# The upstream block's gateways and whether each is ready.
declare -A is_ready=()
any_ready=0
in_block=0
while IFS= read -r line; do
  if [[ $line =~ ^upstream[[:space:]]+ims_gateways ]]; then in_block=1
  elif ((in_block)) && [[ $line =~ ^\} ]]; then in_block=0
  elif ((in_block)) && [[ $line =~ $server_line ]]; then
    address=${BASH_REMATCH[2]}
    if ready "$address"; then is_ready[$address]=1; any_ready=1; else is_ready[$address]=0; fi
  fi
done <"$site"
((${#is_ready[@]})) || { echo "upstream-health: no 'upstream ims_gateways' servers in $site" >&2; exit 1; }

updated=$(mktemp)
trap 'rm -f "$updated"' EXIT
in_block=0
while IFS= read -r line; do
  if [[ $line =~ ^upstream[[:space:]]+ims_gateways ]]; then in_block=1
  elif ((in_block)) && [[ $line =~ ^\} ]]; then in_block=0
  elif ((in_block)) && [[ $line =~ $server_line ]]; then
    indent=${BASH_REMATCH[1]} address=${BASH_REMATCH[2]} rest=${BASH_REMATCH[3]}
    rest=${rest% down}
    if ((any_ready)) && ((!is_ready[$address])); then rest="$rest down"; fi
    line="${indent}server ${address}${rest};"
  fi
  printf '%s\n' "$line"
done <"$site" >"$updated"

if ! cmp --silent "$site" "$updated"; then
  # Written in place: the site file may be a link into sites-enabled, and keeps its owner and mode.
  cat "$updated" >"$site"
  for address in "${!is_ready[@]}"; do
    echo "upstream-health: $address $( ((any_ready && !is_ready[$address])) && echo down || echo up)"
  done
  $reload
fi
