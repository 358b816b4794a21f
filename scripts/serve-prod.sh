#!/usr/bin/env bash
# Serves build/ with the production nginx configuration (deploy/) in the foreground. Installs
# Debian's nginx and its Brotli modules when they are missing.
#
#   serve-prod.sh            plain HTTP on PORT (default 8080), for local use and the browser tests
#   serve-prod.sh --https    HTTPS and HTTP/2 on HTTPS_PORT (default 8443), and plain HTTP on PORT
#                            redirecting there (certbot's /.well-known/acme-challenge/ excepted,
#                            served from ACME_ROOT). The certificate chain and key are TLS_CERT and
#                            TLS_KEY; without them a throwaway self-signed certificate for
#                            localhost is made with openssl.
#   --print                  after either: print the filled-in files instead of starting nginx.
#
# SITE_ROOT serves another built folder than build/ (the benchmarks' synthetic sites).
set -euo pipefail
cd "$(dirname "$0")/.."
MODE=http
PRINT=""
for arg in "$@"; do
  case "$arg" in
    --https) MODE=https ;;
    --print) PRINT=1 ;;
    *)
      echo "serve-prod: unknown option $arg (use --https and/or --print)" >&2
      exit 2
      ;;
  esac
done
PORT="${PORT:-8080}"
HTTPS_PORT="${HTTPS_PORT:-8443}"
ROOT="${SITE_ROOT:-$(pwd)/build}"
if [ ! -f "$ROOT/index.html" ]; then
  echo "serve-prod: $ROOT has no index.html: run 'npm run build' first" >&2
  exit 1
fi
bash scripts/ensure-debian-packages.sh

RUNTIME="$(mktemp -d -t help-centre-nginx.XXXXXX)"
# nginx's workers (nobody, when started as root) read the ACME folder below it.
chmod 755 "$RUNTIME"
ACME_ROOT="${ACME_ROOT:-$RUNTIME/acme}"
mkdir -p "$ACME_ROOT/.well-known/acme-challenge"
if [ "$MODE" = https ] && [ -z "${TLS_CERT:-}${TLS_KEY:-}" ]; then
  # Valid for a day, for localhost only: a browser warns, which is right for a certificate
  # nobody vouches for. P-256 ECDSA, one of the key types of Mozilla's guideline.
  TLS_CERT="$RUNTIME/localhost.crt"
  TLS_KEY="$RUNTIME/localhost.key"
  openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -days 1 -subj /CN=localhost \
    -addext subjectAltName=DNS:localhost,IP:127.0.0.1 -keyout "$TLS_KEY" -out "$TLS_CERT" 2>/dev/null
  chmod 600 "$TLS_KEY"
fi
if [ "$MODE" = https ] && { [ ! -r "${TLS_CERT:-}" ] || [ ! -r "${TLS_KEY:-}" ]; }; then
  echo "serve-prod: set both TLS_CERT (certificate and chain) and TLS_KEY to readable files" >&2
  exit 1
fi
# A redirect to the standard port leaves it out of the address.
HTTPS_PORT_SUFFIX=":$HTTPS_PORT"
[ "$HTTPS_PORT" = 443 ] && HTTPS_PORT_SUFFIX=""

HASHES="$(npx tsx scripts/csp-hashes.ts "$ROOT")"
fill() {
  sed -e "s|@SCRIPT_HASHES@|$HASHES|" -e "s|@PORT@|$PORT|g" -e "s|@HTTPS_PORT@|$HTTPS_PORT|g" \
    -e "s|@HTTPS_PORT_SUFFIX@|$HTTPS_PORT_SUFFIX|g" -e "s|@TLS_CERT@|${TLS_CERT:-}|g" \
    -e "s|@TLS_KEY@|${TLS_KEY:-}|g" -e "s|@ACME_ROOT@|$ACME_ROOT|g" -e "s|@ROOT@|$ROOT|g" \
    -e "s|@RUNTIME@|$RUNTIME|g" "$1" > "$RUNTIME/$2"
}
fill deploy/nginx.conf nginx.conf
fill deploy/site.conf site.conf
fill deploy/headers.conf headers.conf
fill "deploy/$MODE.conf" servers.conf

if [ -n "$PRINT" ]; then
  # One configuration, the servers and the site written in place of their include lines, then
  # headers.conf, which every location includes from the runtime folder.
  inline() { sed -e "\|include $RUNTIME/$1;|{r $RUNTIME/$1" -e 'd}'; }
  inline servers.conf < "$RUNTIME/nginx.conf" | inline site.conf
  cat "$RUNTIME/headers.conf"
  exit 0
fi
NGINX="$(command -v nginx || echo /usr/sbin/nginx)"
"$NGINX" -t -q -p "$RUNTIME" -c "$RUNTIME/nginx.conf" -e stderr
if [ "$MODE" = https ]; then
  echo "Serving $ROOT with nginx at https://localhost:$HTTPS_PORT (http://localhost:$PORT redirects there)" >&2
else
  echo "Serving $ROOT with nginx at http://localhost:$PORT" >&2
fi
exec "$NGINX" -p "$RUNTIME" -c "$RUNTIME/nginx.conf" -e stderr
