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
# Memory: a young generation of at most 2 x 8 MB semi-spaces (V8 would grow it to 64 MB under load
# for no measurable gain: the gateway's live heap is ~40-60 MB), an old generation capped at 256 MB
# and two malloc arenas (sharp and the thread pool otherwise leave one per thread). The cap is ~4x
# the largest live heap measured under `make bench` (60 MB; kept pages are bytes outside the heap,
# at most 32 MB, see modules/seo/seo.routes.ts), and with it V8 lets the old generation grow only
# ~1.4x past what a full collection leaves (its default on this machine: up to 4x, 180 MB here, plus
# ~110 MB of freed pages it keeps pooled). Measured with `make bench` (100 connections, 10 s):
# against `--heap-growing-percent=100` (2x, the previous setting) the write mix's peak RSS
# 192-205 -> 187 MB and 200 connections' 214-217 -> 187 MB, requests/s within the runs' noise.
# Lower fixed factors (1.5x) made full collections during the rush promote the requests in flight,
# and (b) fell to 0.60-0.71 of the baseline. The first two can be overridden from the environment.
# No minor-GC task (--no-minor-gc-task): V8 otherwise schedules young-generation collections as
# tasks, which here ran while ~100 requests' objects were still referenced, so 46% of each
# collection survived and was promoted (1.5-1.9 MB per scavenge; the old generation then filled and
# was compacted several times a second). Collected when the young generation is full instead, 0.2%
# survives, as in the bare Express baseline. Measured with `make bench`: GET /api/home/all peak RSS
# 205 -> 154 MB, GraphQL home 213 -> 159 MB, events page 226 -> 176 MB; p99 15-19 -> 7-9 ms.
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
exec node --no-minor-gc-task --max-semi-space-size="${GATEWAY_SEMI_SPACE_MB:-8}" --max-old-space-size="${GATEWAY_MAX_OLD_SPACE_MB:-256}" "$ROOT/gateway/dist/server.js"
