#!/usr/bin/env bash
# The container test (.ci/run runs it): builds the image and a PostgreSQL 15 image from a Debian base made locally
# (no registry is needed), runs compose.yaml with three workers through scripts/container-journey.ts (sign-up, a
# sandbox connection, a clone into three accounts with one worker stopped mid-clone, /metrics, /readyz), and
# meanwhile plays the rendered Kubernetes manifests' migration, server and worker with `podman kube play` beside a
# PostgreSQL far enough to sign in and read /readyz. Removes every container, pod, network and volume it made.
# Podman, buildah, mmdebstrap and podman-compose come from apt when missing (as root).
#
# Cached between runs in ${XDG_CACHE_HOME:-$HOME/.cache}/adfleet: the Debian base tarball and podman's image store
# (so an unchanged lockfile reuses the dependency layers).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/adfleet"
RUN="adfleet-ct-$$"
WORK="$(mktemp -d)"
BASE_IMAGE=localhost/debian-base:bookworm
APP_IMAGE=localhost/adfleet:container-test
POSTGRES_IMAGE=localhost/adfleet-postgres:15
# The compose stack's workers: the journey stops one of them mid-clone.
WORKERS=3
started=$SECONDS

say() { printf '[container test %3ds] %s\n' "$((SECONDS - started))" "$*"; }

ensure_tools() {
  local missing=()
  for tool in podman buildah mmdebstrap podman-compose runc newuidmap; do command -v "$tool" >/dev/null || missing+=("$tool"); done
  python3 -c 'import yaml' 2>/dev/null || missing+=(python3-yaml)
  command -v kubectl >/dev/null || { echo "container test: kubectl is needed to render deploy/kubernetes" >&2; exit 1; }
  [ ${#missing[@]} -eq 0 ] && return 0
  if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
    echo "container test: install podman, buildah, mmdebstrap, podman-compose, runc and uidmap (missing: ${missing[*]})" >&2
    exit 1
  fi
  say "installing podman, buildah, mmdebstrap, podman-compose from apt"
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq podman buildah mmdebstrap runc podman-compose uidmap python3-yaml >&2
}

# Podman as this machine allows it: runc (crun refuses hybrid cgroups), ulimits within the host's, images kept in
# the cache folder.
configure_podman() {
  mkdir -p "$CACHE/podman"
  cat >"$CACHE/podman/containers.conf" <<'EOF'
[containers]
default_ulimits = ["nofile=20000:20000", "nproc=32768:32768"]
[engine]
runtime = "runc"
EOF
  cat >"$CACHE/podman/storage.conf" <<EOF
[storage]
driver = "overlay"
graphroot = "$CACHE/podman/storage"
runroot = "$CACHE/podman/run"
EOF
  export CONTAINERS_CONF="$CACHE/podman/containers.conf" CONTAINERS_STORAGE_CONF="$CACHE/podman/storage.conf"
}

ensure_base_image() {
  podman image exists "$BASE_IMAGE" && return 0
  if [ ! -s "$CACHE/debian-bookworm.tar" ]; then
    say "making the Debian base with mmdebstrap"
    mmdebstrap --quiet --format=tar --variant=minbase \
      --dpkgopt='path-exclude=/usr/share/man/*' --dpkgopt='path-exclude=/usr/share/doc/*' --dpkgopt='path-exclude=/usr/share/locale/*' \
      bookworm "$CACHE/debian-bookworm.tar.partial" http://deb.debian.org/debian
    mv "$CACHE/debian-bookworm.tar.partial" "$CACHE/debian-bookworm.tar"
  fi
  podman import --quiet --change 'CMD ["/bin/bash"]' "$CACHE/debian-bookworm.tar" "$BASE_IMAGE" >/dev/null
}

# `images` builds beside the test suites (.ci/run), which keep the two cores busy, at a low priority: this script and
# podman at nice 10 (their session's autogroup too, whose nice is what counts against other sessions' processes), and
# each build step's container in a cgroup of an eighth of the usual CPU weight (a container has a cgroup of its own,
# where nice and autogroups do not reach). That is about a tenth of the CPU while the suites want all of it, so a cold
# build ends while they run; at the lowest priority it got only what they left and ended after them.
BUILD_PRIORITY=()
low_priority() {
  echo 10 >/proc/self/autogroup 2>/dev/null || true
  renice -n 10 -p $$ >/dev/null
  BUILD_PRIORITY=(--cpu-shares=128)
}

build_images() {
  local pnpm_version secret=()
  pnpm_version="$(sed -n 's/.*"packageManager": *"pnpm@\([^"]*\)".*/\1/p' package.json)"
  # HTTPS from a build may pass an intercepting proxy: the host's CA bundle, as a secret no layer keeps.
  [ -r /etc/ssl/certs/ca-certificates.crt ] && secret=(--secret id=cabundle,src=/etc/ssl/certs/ca-certificates.crt)
  say "building $APP_IMAGE"
  podman build --quiet --pull=never --layers "${BUILD_PRIORITY[@]}" --build-arg BASE="$BASE_IMAGE" --build-arg NODE_FROM=npm \
    --build-arg PNPM_VERSION="$pnpm_version" "${secret[@]}" -t "$APP_IMAGE" . >/dev/null
  say "building $POSTGRES_IMAGE"
  podman build --quiet --pull=never --layers "${BUILD_PRIORITY[@]}" --build-arg BASE="$BASE_IMAGE" -t "$POSTGRES_IMAGE" deploy/container/postgres-debian >/dev/null
  say "image size: $(podman image inspect --format '{{.Size}}' "$APP_IMAGE" | awk '{ printf "%.0f MB", $1 / 1000000 }')"
}

free_port() {
  node -e "const s = require('net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })"
}

# Polls five times a second until a command succeeds, for at most the given seconds: the stack answers when it is
# ready, not after a fixed wait.
wait_for() {
  local what="$1" seconds="$2"; shift 2
  local deadline=$((SECONDS + seconds))
  until "$@" >/dev/null 2>&1; do
    [ "$SECONDS" -lt "$deadline" ] || { echo "container test: $what did not happen in ${seconds} s" >&2; return 1; }
    sleep 0.2
  done
}

compose() { podman-compose -p "$RUN" -f "$WORK/compose/compose.yaml" "$@"; }

cleanup() {
  local status=$?
  if [ $status -ne 0 ]; then
    for container in $(podman ps -a --filter "name=^$RUN" --format '{{.Names}}' | grep -v -- '-infra$'); do
      echo "--- $container" >&2; podman logs --tail 30 "$container" >&2 || true
    done
  fi
  # The compose journey takes its stack down when it passes (in a process of its own: it runs beside the kube journey).
  [ -f "$WORK/compose/compose.yaml" ] && [ ! -e "$WORK/compose/down" ] && compose down -v >/dev/null 2>&1 || true
  podman network rm -f "${RUN}_default" >/dev/null 2>&1 || true
  kube_down
  podman volume prune -f --filter "label=io.podman.compose.project=$RUN" >/dev/null 2>&1 || true
  rm -rf "$WORK"
  exit $status
}
# Stopped (.ci/run stops the image build when the test command fails): exit, so the clean-up runs.
trap 'exit 143' TERM INT

compose_journey() {
  local port key server_ip workers=()
  port="$(free_port)"
  mkdir -p "$WORK/compose"
  cp compose.yaml "$WORK/compose/compose.yaml"
  cat >"$WORK/compose/.env" <<EOF
ADFLEET_IMAGE=$APP_IMAGE
POSTGRES_IMAGE=$POSTGRES_IMAGE
POSTGRES_PASSWORD=$(node -e "console.log(require('crypto').randomBytes(18).toString('base64url'))")
TOKEN_ENCRYPTION_KEY=$(node -e "console.log(require('crypto').randomBytes(32).toString('base64'))")
ADFLEET_PORT=$port
PUBLIC_URL=http://localhost:$port
WORKER_REPLICAS=$WORKERS
# Shorter than the clone's held Graph calls, so the worker stopped mid-clone hands its job back (ADR 0098).
WORKER_STOP_GRACE_SECONDS=1
# The workers say at debug level which process holds which job: the journey stops one that holds a clone.
LOG_LEVEL=debug
EOF
  say "compose up at http://localhost:$port"
  compose up -d >"$WORK/compose-up.log" 2>&1 || { tail -20 "$WORK/compose-up.log" >&2; return 1; }
  wait_for "PostgreSQL's health check" 60 podman healthcheck run "${RUN}_postgres_1"
  wait_for "the server's /readyz" 90 curl -fsS "http://localhost:$port/readyz"
  for n in $(seq "$WORKERS"); do workers+=("${RUN}_worker_$n"); done
  for worker in "${workers[@]}"; do wait_for "$worker's /readyz" 60 podman healthcheck run "$worker"; done
  say "server and $WORKERS workers ready; the journey:"
  key="$(podman exec "${RUN}_server_1" cat /data/secrets/sandbox-control-key)"
  server_ip="$(podman inspect --format "{{(index .NetworkSettings.Networks \"${RUN}_default\").IPAddress}}" "${RUN}_server_1")"
  node scripts/container-journey.ts "http://localhost:$port" "$key" "http://$server_ip:9464/metrics" "${workers[@]}"
  compose down -v >/dev/null 2>&1 && touch "$WORK/compose/down"
  # podman-compose 1.0.3 leaves the stack's network behind.
  podman network rm -f "${RUN}_default" >/dev/null 2>&1 || true
}

# The manifests as `kubectl kustomize` renders them, played by podman: the Secret and ConfigMap become the pods' own
# environment (podman 4.3 plays Pods and Deployments only), one replica each, the migration Job a Pod, no port published.
kube_journey() {
  local rendered="$WORK/kubernetes.yaml" postgres_ip server_ip
  kubectl kustomize deploy/kubernetes/base >"$rendered"
  podman network create "$RUN" >/dev/null
  cat >"$WORK/postgres.yaml" <<EOF
apiVersion: v1
kind: Pod
metadata: { name: $RUN-postgres }
spec:
  containers:
    - name: postgres
      image: $POSTGRES_IMAGE
      env:
        - { name: POSTGRES_USER, value: adfleet }
        - { name: POSTGRES_DB, value: adfleet }
        - { name: POSTGRES_PASSWORD, value: kube-play }
EOF
  say "kube play: PostgreSQL"
  podman kube play --quiet --network "$RUN" "$WORK/postgres.yaml" >/dev/null 2>"$WORK/kube-play.log" || { cat "$WORK/kube-play.log" >&2; return 1; }
  wait_for "PostgreSQL in its pod" 60 podman exec "$RUN-postgres-postgres" pg_isready -h 127.0.0.1 -U adfleet
  postgres_ip="$(podman inspect --format "{{(index .NetworkSettings.Networks \"$RUN\").IPAddress}}" "$RUN-postgres-postgres")"
  python3 - "$rendered" "$WORK/adfleet.yaml" "$RUN" "$APP_IMAGE" "postgres://adfleet:kube-play@$postgres_ip:5432/adfleet" <<'PYTHON'
import sys, yaml, secrets, base64
rendered, out, run, image, database_url = sys.argv[1:]
documents = [d for d in yaml.safe_load_all(open(rendered)) if d]
config = next(d for d in documents if d["kind"] == "ConfigMap")["data"]
secret = {"DATABASE_URL": database_url, "TOKEN_ENCRYPTION_KEY": base64.b64encode(secrets.token_bytes(32)).decode(), "ADFLEET_SANDBOX": "allow"}
played = []
for document in documents:
    if document["kind"] not in ("Deployment", "Job"):
        continue
    pod_spec = document["spec"]["template"]["spec"]
    for container in pod_spec["containers"]:
        container["image"] = image
        container.pop("envFrom", None)
        container.pop("volumeMounts", None)
        # podman 4.3 plays no emptyDir volume: the image's own /data (writable by its user) stands in for it.
        container.get("securityContext", {}).pop("readOnlyRootFilesystem", None)
        # podman publishes a container port on the host: the test reaches the pods by their address instead.
        container.pop("ports", None)
        for probe in ("startupProbe", "livenessProbe", "readinessProbe"):
            if "httpGet" in container.get(probe, {}) and isinstance(container[probe]["httpGet"]["port"], str):
                container[probe]["httpGet"]["port"] = {"http": 3000, "probes": 3001}[container[probe]["httpGet"]["port"]]
        container["env"] = container.get("env", []) + [{"name": k, "value": str(v)} for k, v in {**config, **secret}.items()]
    pod_spec.pop("volumes", None)
    name = document["metadata"]["name"].replace("adfleet", run, 1)
    if document["kind"] == "Job":
        played.append({"apiVersion": "v1", "kind": "Pod", "metadata": {"name": name}, "spec": pod_spec})
    else:
        document["metadata"]["name"] = name
        document["spec"]["replicas"] = 1
        played.append(document)
# The migration first: the server and the worker wait for it.
played.sort(key=lambda d: d["kind"] != "Pod")
yaml.safe_dump_all(played, open(out, "w"))
PYTHON
  say "kube play: the migration Job, the server and the worker Deployments"
  # Podman without systemd says it cannot time health checks; nothing here needs them.
  podman kube play --quiet --network "$RUN" "$WORK/adfleet.yaml" >/dev/null 2>"$WORK/kube-play.log" || { cat "$WORK/kube-play.log" >&2; return 1; }
  server_ip="$(podman inspect --format "{{(index .NetworkSettings.Networks \"$RUN\").IPAddress}}" "$(podman ps --format '{{.Names}}' | grep -m1 "^$RUN-server-pod.*-server$")")"
  wait_for "the played server's /readyz" 90 curl -fsS "http://$server_ip:3000/readyz"
  node scripts/container-journey.ts "http://$server_ip:3000" --sign-in-only
  # Its pods go (seconds) while the compose journey still runs.
  kube_down
}

# The played pods and their network, stopped at once: the test is over, nothing waits for a graceful stop.
kube_down() {
  local pods
  pods="$(podman pod ls --filter "name=^$RUN-" --format '{{.Name}}')"
  if [ -n "$pods" ]; then podman pod rm -f --time 0 $pods >/dev/null 2>&1 || true; fi
  podman network rm -f "$RUN" >/dev/null 2>&1 || true
}

# The compose stack's journey and the played manifests' side by side: their names, networks and ports are apart.
stacks() {
  local compose_run kube_run
  compose_journey &
  compose_run=$!
  kube_journey &
  kube_run=$!
  # Both end before the script goes on to its clean-up, whichever fails.
  local status=0
  wait "$compose_run" || status=$?
  wait "$kube_run" || status=$?
  return "$status"
}

# `tools` installs what is missing and stops; `images` builds both images at a low priority and stops (.ci/run builds
# them beside the test suites); `stacks` runs the two stacks' journeys with the images `images` built; with no
# argument, everything. The stacks' journeys run after the suites (beside the browser journeys, their burst of starting
# containers pushed pages past the journeys' deadlines, docs/benchmarks.md), side by side: nothing else runs by then.
trap 'rm -rf "$WORK"' EXIT
case "${1:-}" in
  tools) ensure_tools ;;
  images) low_priority; ensure_tools; configure_podman; ensure_base_image; build_images; say "images built" ;;
  stacks)
    trap cleanup EXIT
    ensure_tools; configure_podman
    podman image exists "$APP_IMAGE" && podman image exists "$POSTGRES_IMAGE" || { echo "container test: run it with 'images' first" >&2; exit 1; }
    stacks; say "passed" ;;
  '')
    trap cleanup EXIT
    ensure_tools; configure_podman; ensure_base_image; build_images; stacks; say "passed" ;;
  *) echo "usage: scripts/container-test.sh [tools|images|stacks]" >&2; exit 2 ;;
esac
