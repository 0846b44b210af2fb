#!/usr/bin/env bash
# Creates the compose environment file (.env) from .env.example when it does not exist yet, with fresh
# random JWT secrets and a random first-administrator password. Never touches an existing file.
# Usage: docker/make-env.sh [example=.env.example] [target=.env]
set -euo pipefail
example="${1:-.env.example}"
target="${2:-.env}"
if [ -e "$target" ]; then
  echo "Using the existing $target"
  exit 0
fi

random() { # $1 bytes of randomness, base64 without newlines
  if command -v openssl >/dev/null 2>&1; then openssl rand -base64 "$1"; else head -c "$1" /dev/urandom | base64; fi | tr -d '\n'
}

tmp="$(mktemp "${target}.XXXXXX")"
trap 'rm -f "$tmp"' EXIT
cp "$example" "$tmp"
# base64 never contains '|', the sed delimiter.
sed -i.bak \
  -e "s|^JWT_ACCESS_SECRET=.*|JWT_ACCESS_SECRET=$(random 32)|" \
  -e "s|^JWT_REFRESH_SECRET=.*|JWT_REFRESH_SECRET=$(random 32)|" \
  -e "s|^ADMIN_PASSWORD=.*|ADMIN_PASSWORD=$(random 18)|" \
  "$tmp"
rm -f "$tmp.bak"
chmod 600 "$tmp"
mv "$tmp" "$target"
trap - EXIT
echo "Created $target with fresh secrets; the first administrator is $(grep '^ADMIN_EMAIL=' "$target" | cut -d= -f2-) (password in $target)"
