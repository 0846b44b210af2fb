#!/usr/bin/env bash
# Builds the FerretDB named by FERRETDB_VERSION in gateway/src/db/embedded.ts (its one place) into
# <repo>/.tools/bin. `go install …@<version>` cannot be used as is:
# the module proxy refuses the version list it asks for, and a plain build panics on the
# missing build/version/version.txt, so we build from a writable copy of the module with it.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
VERSION="$(sed -n "s/^export const FERRETDB_VERSION = '\(v[0-9.]*\)';$/\1/p" "$ROOT/gateway/src/db/embedded.ts")"
if [ -z "$VERSION" ]; then echo "FERRETDB_VERSION not found in gateway/src/db/embedded.ts" >&2; exit 3; fi
BIN="$ROOT/.tools/bin/ferretdb"
if [ -x "$BIN" ] && "$BIN" --version 2>/dev/null | grep -q "$VERSION"; then exit 0; fi
if ! command -v go >/dev/null 2>&1; then
  echo "FerretDB is not installed and Go is missing: install Go, set MONGODB_URI to a MongoDB server, or use 'make up' with Docker." >&2
  exit 3
fi
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
export GOFLAGS=-mod=mod GOTOOLCHAIN=local
cd "$WORK"
go mod init ferretdb-build >/dev/null 2>&1
go get "github.com/FerretDB/FerretDB@$VERSION" >/dev/null 2>&1 || go get "github.com/FerretDB/FerretDB@$VERSION"
SRC="$(go list -m -f '{{.Dir}}' "github.com/FerretDB/FerretDB")"
cp -r "$SRC" "$WORK/src"
chmod -R u+w "$WORK/src"
echo "$VERSION" > "$WORK/src/build/version/version.txt"
cd "$WORK/src"
mkdir -p "$(dirname "$BIN")"
go build -trimpath -o "$BIN.tmp" ./cmd/ferretdb
mv "$BIN.tmp" "$BIN"
echo "FerretDB $VERSION installed at $BIN"
