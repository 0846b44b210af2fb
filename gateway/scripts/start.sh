#!/usr/bin/env bash
# Production start, as `make start` and the Docker image run it. Without JWT secrets in the
# environment, local ones are generated once and kept in $DATA_DIR/secrets.json.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
export DATA_DIR="${DATA_DIR:-$ROOT/.data}"
if [ -z "${JWT_ACCESS_SECRET:-}" ] || [ -z "${JWT_REFRESH_SECRET:-}" ]; then
  eval "$(node -e '
    const fs = require("fs"), path = require("path"), crypto = require("crypto");
    const dir = process.env.DATA_DIR, file = path.join(dir, "secrets.json");
    let s = {};
    try { s = JSON.parse(fs.readFileSync(file, "utf8")); } catch {}
    if (!s.access || !s.refresh) {
      s = { access: crypto.randomBytes(32).toString("base64url"), refresh: crypto.randomBytes(32).toString("base64url") };
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(file, JSON.stringify(s), { mode: 0o600 });
    }
    console.log(`export JWT_ACCESS_SECRET=${s.access} JWT_REFRESH_SECRET=${s.refresh}`);
  ')"
fi
export NODE_ENV="${NODE_ENV:-production}"
export PUBLIC_URL="${PUBLIC_URL:-http://localhost:${PORT:-8080}}"
# Memory: young generation <= 2 x 8 MB semi-spaces, old generation <= 256 MB, two malloc arenas, no
# minor-GC task (the first two overridable). The cap bounds how far V8 lets the heap grow under load,
# not the venue's data: the inboxes live on disk. Figures: docs/performance-log.md.
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
exec node --no-minor-gc-task --max-semi-space-size="${GATEWAY_SEMI_SPACE_MB:-8}" --max-old-space-size="${GATEWAY_MAX_OLD_SPACE_MB:-256}" "$ROOT/gateway/dist/server.js"
