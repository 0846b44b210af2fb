# syntax=docker/dockerfile:1
# Frontend image: the Vite build served by nginx, which also proxies /api, /media, /graphql (with the
# WebSocket upgrade) and the gateway-rendered feeds to the gateway. Config: docker/nginx.conf.
# Build from the repository root: docker build -f docker/frontend.Dockerfile .
ARG NODE_IMAGE=node:24-slim
ARG NGINX_IMAGE=nginx:stable-alpine

# ---- build the single-page app (Node 24, like the rest of the project) ----------------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json tsconfig.json ./
COPY frontend/package.json frontend/
COPY gateway/package.json gateway/
RUN --mount=type=cache,target=/root/.npm \
    npm ci --no-audit --no-fund -w frontend --include-workspace-root
COPY frontend frontend
# The forms share their zod schemas with the gateway (@gateway/modules/<domain>/<domain>.schemas.ts).
COPY gateway/src gateway/src
RUN npm run build -w frontend

# ---- serve ------------------------------------------------------------------------------------------
FROM ${NGINX_IMAGE}
# Filled into the template at container start by docker/nginx-render.sh (see compose.yaml).
ENV NGINX_PORT=80 \
    GATEWAY_UPSTREAM=gateway:8080 \
    ROOT_DIR=/usr/share/nginx/html \
    NGINX_RUNTIME_DIR=/var/cache/nginx \
    NGINX_LOG_DIR=/var/log/nginx
RUN rm -f /etc/nginx/conf.d/default.conf && rm -rf /usr/share/nginx/html/*
COPY docker/nginx.conf /etc/nginx/venue/nginx.conf.template
COPY --chmod=755 docker/nginx-render.sh /docker-entrypoint.d/40-venue-nginx-conf.sh
COPY --from=build /app/frontend/dist /usr/share/nginx/html
EXPOSE 80
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD wget -q -O /dev/null http://127.0.0.1:${NGINX_PORT}/index.html || exit 1
# ENTRYPOINT and CMD of the nginx image: /docker-entrypoint.sh nginx -g 'daemon off;'
