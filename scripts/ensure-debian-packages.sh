#!/usr/bin/env bash
# The test suite needs these programs from Debian: Chromium (Playwright cannot download its own
# browsers here), ShellCheck and nginx with its Brotli modules (the code-block checker and the
# production server), openssl (the HTTPS mode's throwaway certificate), testssl.sh (the TLS test,
# tests/e2e/tls.spec.ts) and Java for the W3C HTML checker (npm run check:html). Install whichever
# is missing; CI runs as root, elsewhere sudo is used.
set -euo pipefail
missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium fonts-dejavu-core)
command -v shellcheck >/dev/null || missing+=(shellcheck)
{ command -v nginx >/dev/null || [ -x /usr/sbin/nginx ]; } || missing+=(nginx-light)
[ -f /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so ] || missing+=(libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static)
command -v openssl >/dev/null || missing+=(openssl)
command -v testssl >/dev/null || missing+=(testssl.sh)
command -v java >/dev/null || missing+=(default-jre-headless)
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing Debian packages: ${missing[*]}" >&2
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
