# syntax=docker/dockerfile:1
# Gateway image: Express + Apollo on one port (REST /api, GraphQL and its WebSocket on /graphql, /media).
# Build from the repository root: docker build -f docker/gateway.Dockerfile .
#
# Base: Node 24, the project's engine (.nvmrc, `make start`, CI): the gateway relies on Node ≥ 22
# features.
ARG NODE_IMAGE=node:24-slim

# ---- build: the workspace tooling, tsc to gateway/dist and the Vite build (the HTML template) -----
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json tsconfig.json ./
COPY gateway/package.json gateway/
# The lockfile names both workspaces; only the manifest of the frontend is needed for `npm ci`.
COPY frontend/package.json frontend/
RUN --mount=type=cache,target=/root/.npm \
    npm ci --no-audit --no-fund
COPY gateway/tsconfig.json gateway/tsconfig.build.json gateway/
COPY gateway/src gateway/src
RUN npm run build -w gateway
# The gateway renders each page's HTML (title, meta, JSON-LD and the page itself on the first byte)
# from the built index.html and the server build; nginx sends page loads here and serves only the
# static files itself.
COPY frontend/index.html frontend/vite.config.ts frontend/postcss.config.cjs frontend/tsconfig.json frontend/
COPY frontend/public frontend/public
COPY frontend/src frontend/src
RUN npm run build -w frontend

# ---- production dependencies of the gateway only (no dev tools, no frontend packages) -------------
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY gateway/package.json gateway/
COPY frontend/package.json frontend/
RUN --mount=type=cache,target=/root/.npm \
    npm ci --omit=dev --no-audit --no-fund -w gateway --include-workspace-root=false

# ---- run: node_modules + compiled JavaScript + the start script, as the unprivileged `node` user ---
FROM ${NODE_IMAGE} AS run
ENV NODE_ENV=production \
    PORT=8080 \
    DATA_DIR=/app/.data
WORKDIR /app
# The demo venue's artwork is typeset by sharp (librsvg): it needs a font; slim images ship none.
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core \
    && rm -rf /var/lib/apt/lists/*
COPY --from=deps /app/package.json ./
COPY --from=deps /app/node_modules node_modules
COPY gateway/package.json gateway/
COPY gateway/scripts/start.sh gateway/scripts/start.sh
COPY --from=build /app/gateway/dist gateway/dist
COPY --from=build /app/frontend/dist frontend/dist
# The frontend's server build: the gateway renders public pages with it (one self-contained file).
COPY --from=build /app/frontend/dist-ssr frontend/dist-ssr
# DATA_DIR: only fallback files (first-admin.txt when ADMIN_* are unset); uploaded images live in
# MongoDB (GridFS), so the container keeps no state of its own.
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 8080
# The gateway drains HTTP and WebSocket connections and closes the database on SIGTERM
# (gateway/src/server.ts); start.sh `exec`s node, so node is PID 1 and receives the signal.
STOPSIGNAL SIGTERM
# node:*-slim has no curl: ask /readyz (database reachable) with node's own fetch.
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The same production start as `make start`. JWT secrets, MONGODB_URI and the first administrator
# come from the environment (compose.yaml, .env); the gateway answers page loads (rendered HTML),
# nginx in the frontend image serves the static files.
CMD ["bash", "gateway/scripts/start.sh"]
