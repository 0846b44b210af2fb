#!/bin/sh
# Renders the nginx template (docker/nginx.conf) into /etc/nginx/nginx.conf when the frontend container
# starts. Installed as /docker-entrypoint.d/40-venue-nginx-conf.sh: the stock entrypoint of the nginx
# image runs it before `nginx -g 'daemon off;'`. Only the listed variables are substituted, so nginx's
# own $variables survive. Keep the list in step with the template (gateway/scripts/nginx-conf.ts checks).
set -eu
: "${NGINX_TEMPLATE:=/etc/nginx/venue/nginx.conf.template}"
: "${NGINX_CONF:=/etc/nginx/nginx.conf}"
mkdir -p "$NGINX_RUNTIME_DIR"
envsubst '${NGINX_PORT} ${GATEWAY_UPSTREAM} ${ROOT_DIR} ${NGINX_RUNTIME_DIR} ${NGINX_LOG_DIR}' \
  < "$NGINX_TEMPLATE" > "$NGINX_CONF"
echo "$0: rendered $NGINX_CONF (gateway at $GATEWAY_UPSTREAM, port $NGINX_PORT)"
