#!/bin/sh
# Runs deploy/nginx as production does (front rona.conf; the storefront and link pages through their
# running Node page servers; an nginx app host for the static apps) on spare local ports:
#   PORT=4423 API_PORT=3423 npm start            # API on 3423, page servers on 4425 (storefront), 4426 (linkpage)
#   sh deploy/nginx/try-locally.sh 3423 8480 4425 4426   # API, front, storefront server, linkpage server ports
#   curl -sI http://127.0.0.1:8480/products | grep -i x-cache-status   # MISS, then HIT within a minute
# Stop it: nginx -p "$DIR" -c nginx.conf -s quit   (DIR is printed). Needs nginx (apt-get install nginx).
set -eu
API_PORT=${1:?api port}
FRONT_PORT=${2:?front port}
STOREFRONT_PORT=${3:?storefront page server port}
LINKPAGE_PORT=${4:?linkpage page server port}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
DIR=${DIR:-$(mktemp -d /tmp/rona-nginx-XXXX)}
mkdir -p "$DIR/logs" "$DIR/rona" "$DIR/cache"
cp "$ROOT/deploy/nginx/app-page.conf" "$ROOT/deploy/nginx/ssr-page.conf" "$DIR/rona/"

HOSTS=""
PORT=$FRONT_PORT
FRONT_SED="-e s/storefront.internal:8080/127.0.0.1:$STOREFRONT_PORT/ -e s/linkpage.internal:8080/127.0.0.1:$LINKPAGE_PORT/"
for pair in account-checkout:/_ac/; do
  app=${pair%%:*}; PORT=$((PORT + 1))
  # The page CSP allows the runtime-config script by the SHA-256 of its exact text.
  CONFIG='window.__RONA_CONFIG__={"apiBaseUrl":"/api","publicApiKey":"rona-public-dev-key"}'
  RUNTIME_CONFIG_HASH=$(printf '%s' "$CONFIG" | openssl dgst -sha256 -binary | base64)
  HOSTS="$HOSTS$(APP_DIR="$ROOT/dist/apps/$app" ASSET_BASE=${pair#*:} PUBLIC_API_BASE_URL=/api PUBLIC_API_KEY=rona-public-dev-key \
    RUNTIME_CONFIG_HASH=$RUNTIME_CONFIG_HASH \
    envsubst '$APP_DIR $ASSET_BASE $PUBLIC_API_BASE_URL $PUBLIC_API_KEY $RUNTIME_CONFIG_HASH' < "$ROOT/deploy/nginx/app-host.conf.template" \
    | sed "s/listen 8080;/listen 127.0.0.1:$PORT;/")
"
  FRONT_SED="$FRONT_SED -e s/$app.internal:8080/127.0.0.1:$PORT/"
done
FRONT=$(sed -e "s/api.internal:3333/127.0.0.1:$API_PORT/" $FRONT_SED -e "s/listen 80;/listen 127.0.0.1:$FRONT_PORT;/" \
  -e "s#/etc/nginx/rona/#$DIR/rona/#" -e "s#/var/cache/nginx/rona#$DIR/cache#" "$ROOT/deploy/nginx/rona.conf")

cat > "$DIR/nginx.conf" <<CONF
pid $DIR/nginx.pid;
error_log $DIR/logs/error.log;
events {}
http {
  include /etc/nginx/mime.types;
  access_log $DIR/logs/access.log;
  client_body_temp_path $DIR/tmp-body; proxy_temp_path $DIR/tmp-proxy;
  fastcgi_temp_path $DIR/tmp-fcgi; uwsgi_temp_path $DIR/tmp-uwsgi; scgi_temp_path $DIR/tmp-scgi;
$HOSTS
$FRONT
}
CONF
nginx -p "$DIR" -c nginx.conf -t
nginx -p "$DIR" -c nginx.conf
echo "nginx runs from $DIR: front http://127.0.0.1:$FRONT_PORT/"
