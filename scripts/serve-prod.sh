#!/usr/bin/env bash
# Serves build/ with the production nginx configuration (deploy/nginx.conf) in the foreground,
# on PORT (default 8080). Installs Debian's nginx and its Brotli modules when they are missing.
# With --print, writes the filled-in configuration to standard output instead of starting nginx.
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${PORT:-8080}"
ROOT="$(pwd)/build"
if [ ! -f "$ROOT/index.html" ]; then
  echo "serve-prod: $ROOT has no index.html: run 'npm run build' first" >&2
  exit 1
fi
bash scripts/ensure-debian-packages.sh

RUNTIME="$(mktemp -d -t help-centre-nginx.XXXXXX)"
HASHES="$(npx tsx scripts/csp-hashes.ts "$ROOT")"
sed "s|@SCRIPT_HASHES@|$HASHES|" deploy/headers.conf > "$RUNTIME/headers.conf"
sed -e "s|@LISTEN@|$PORT|" -e "s|@ROOT@|$ROOT|" -e "s|@RUNTIME@|$RUNTIME|g" deploy/nginx.conf > "$RUNTIME/nginx.conf"

if [ "${1:-}" = "--print" ]; then
  cat "$RUNTIME/nginx.conf" "$RUNTIME/headers.conf"
  exit 0
fi
NGINX="$(command -v nginx || echo /usr/sbin/nginx)"
"$NGINX" -t -q -p "$RUNTIME" -c "$RUNTIME/nginx.conf" -e stderr
echo "Serving $ROOT with nginx at http://localhost:$PORT" >&2
exec "$NGINX" -p "$RUNTIME" -c "$RUNTIME/nginx.conf" -e stderr
