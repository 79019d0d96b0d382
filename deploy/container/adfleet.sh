#!/bin/sh
# The image's entry point (tini runs it as PID 1's child). Its commands:
#   server   the HTTP server: the API, the web app and, without a Meta app, the sandboxes; migrates at start
#   worker   the background jobs
#   migrate  brings the database to this build's schema, then exits
# Anything else runs as given (`sh`, `node -e ...`). Each replaces this shell, so signals reach Node itself.
set -eu
BUNDLE=/app/apps/server/dist
command="${1:-server}"
[ $# -gt 0 ] && shift

# `npm start`'s memory settings (scripts/server-memory.env, ADR 0061): V8's young generation at 4 MiB a semi-space,
# and the old generation capped at 192 MB only for a server with a Meta app (a worker holds whole sync answers, and a
# server hosting the Graph sandbox answers whole batches). NODE_OPTIONS given to the container wins.
young='--max-semi-space-size=4'

case "$command" in
  server)
    if [ -n "${FACEBOOK_APP_ID:-}" ] && [ -n "${FACEBOOK_APP_SECRET:-}" ]; then
      export NODE_OPTIONS="${NODE_OPTIONS-$young --max-old-space-size=192}"
    else
      export NODE_OPTIONS="${NODE_OPTIONS-$young}"
    fi
    exec node "$BUNDLE/server.js" "$@" ;;
  worker)
    export NODE_OPTIONS="${NODE_OPTIONS-$young}"
    # Sandbox mode: the sandboxes live in a server, at PUBLIC_URL, and the links they answer with point there too. A
    # worker beside a sandbox-mode server (SANDBOX_SERVER: that server's host name) calls them at PUBLIC_URL; when
    # that is this machine's (http://localhost:3000, as compose.yaml has it), through a relay from the worker's own
    # loopback port to the same port of SANDBOX_SERVER. Sandbox mode converts with the bundled rates.
    if [ -n "${SANDBOX_SERVER:-}" ]; then
      public="${PUBLIC_URL:-http://localhost:3000}"
      : "${GRAPH_API_BASE_URL:=$public/sandbox/graph}" "${TIKTOK_API_BASE_URL:=$public/sandbox/tiktok/open_api/v1.3}" "${EXCHANGE_RATES_URL:=bundled}"
      port="$(printf '%s' "$public" | sed -n 's#^http://\(localhost\|127\.0\.0\.1\):\([0-9]*\).*#\2#p')"
      if [ -n "$port" ]; then
        socat "TCP-LISTEN:$port,bind=127.0.0.1,fork,reuseaddr" "TCP:$SANDBOX_SERVER:$port" &
      fi
    fi
    # Compose passes every setting, set or not: an empty one means the worker's default.
    for name in GRAPH_API_BASE_URL TIKTOK_API_BASE_URL EXCHANGE_RATES_URL; do
      eval "value=\${$name:-}"
      if [ -n "$value" ]; then export "$name=$value"; else unset "$name"; fi
    done
    exec node "$BUNDLE/worker.js" "$@" ;;
  migrate)
    exec node "$BUNDLE/migrate.js" "$@" ;;
  *)
    exec "$command" "$@" ;;
esac
