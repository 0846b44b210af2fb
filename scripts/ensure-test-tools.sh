#!/usr/bin/env bash
# What `make test` needs besides Node and Go, checked before any slow step: a Chromium for the
# browser tests and nginx for the nginx checks. Each is found, or installed when this machine
# allows it (apt-get as root; Playwright's installer for Chromium), or the run stops here with one
# line saying what to install.
#   usage: scripts/ensure-test-tools.sh [chromium] [nginx]     (both when none is named)
# Chromium is looked for as the Playwright configs do (frontend/e2e/chromium.ts): $CHROMIUM_PATH,
# then /usr/bin/chromium, then Playwright's own download.
set -euo pipefail
cd "$(dirname "$0")/.."
SYSTEM_CHROMIUM=/usr/bin/chromium
wants=("$@")
[ ${#wants[@]} -gt 0 ] || wants=(chromium nginx)
want() { [[ " ${wants[*]} " == *" $1 "* ]]; }
stop() {
  echo "make test: $*" >&2
  exit 1
}
can_apt() { [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; }
runnable() { [ -f "$1" ] && [ -x "$1" ]; }
has_nginx() { runnable "$(command -v nginx 2>/dev/null || echo /usr/sbin/nginx)"; }
has_chromium() { runnable "$SYSTEM_CHROMIUM"; }

if want chromium && [ -n "${CHROMIUM_PATH:-}" ] && ! runnable "$CHROMIUM_PATH"; then
  stop "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable: point it at a Chromium or Chrome binary, or unset it."
fi

# As root with apt-get, Debian's packages: one update, one install of everything missing.
if can_apt; then
  packages=()
  if want chromium && [ -z "${CHROMIUM_PATH:-}" ] && ! has_chromium; then packages+=(chromium); fi
  if want nginx && ! has_nginx; then packages+=(nginx); fi
  # Vietnamese text in the browser tests' screenshots needs a font with its glyphs.
  if want chromium && ! fc-list 2>/dev/null | grep -ci noto >/dev/null; then packages+=(fonts-noto-core); fi
  if [ ${#packages[@]} -gt 0 ]; then
    echo "make test: installing ${packages[*]} (apt-get)"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >/dev/null
    apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
  fi
fi

if want nginx && ! has_nginx; then
  # Playwright's Chromium is not downloaded for a run that stops anyway: one line names both.
  if want chromium && [ -z "${CHROMIUM_PATH:-}" ] && ! has_chromium; then
    stop "the browser tests and the nginx checks need Chromium and nginx: install them (sudo apt-get install chromium nginx, or your system's packages) and run make test again."
  fi
  stop "the nginx checks need nginx: install it (sudo apt-get install nginx, or your system's nginx package) and run make test again."
fi

if want chromium && [ -z "${CHROMIUM_PATH:-}" ] && ! has_chromium; then
  # Playwright's own Chromium, downloaded into its cache (a no-op when it is there already).
  version="$(node -p 'require("./package-lock.json").packages["node_modules/playwright"].version' 2>/dev/null || true)"
  fix="install Chromium (sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary, and run make test again."
  [ -n "$version" ] || stop "the browser tests need Chromium and Node is missing to download Playwright's: $fix"
  if [ -x node_modules/.bin/playwright ]; then
    playwright=(node_modules/.bin/playwright)
  else
    playwright=(npx --yes "playwright@$version")
  fi
  echo "make test: no Chromium at $SYSTEM_CHROMIUM; downloading Playwright's (playwright install chromium)"
  "${playwright[@]}" install chromium >/dev/null 2>&1 || stop "the browser tests need Chromium and Playwright's download failed: $fix"
  # Its binaries need the system's libraries (libnss3 and others), which only root can install.
  cache="${PLAYWRIGHT_BROWSERS_PATH:-$HOME/.cache/ms-playwright}"
  shell="$(ls -d "$cache"/chromium_headless_shell-*/*/{chrome-headless-shell,headless_shell} 2>/dev/null | tail -1)"
  [ -n "$shell" ] || stop "the browser tests need Chromium and Playwright's download is not where expected: $fix"
  if ldd "$shell" 2>/dev/null | grep -q 'not found'; then
    stop "Playwright's Chromium lacks system libraries: run sudo npx playwright install-deps chromium, or $fix"
  fi
fi
exit 0
