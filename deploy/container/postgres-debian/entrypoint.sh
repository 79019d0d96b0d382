#!/bin/sh
# First start: a cluster owned by POSTGRES_USER with POSTGRES_PASSWORD (scram over TCP) and the database POSTGRES_DB.
# Every start: PostgreSQL in the foreground, listening on every interface.
set -eu
: "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD is required}"
user="${POSTGRES_USER:-postgres}"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  password_file="$(mktemp)"
  printf '%s\n' "$POSTGRES_PASSWORD" > "$password_file"
  initdb --username="$user" --pwfile="$password_file" --auth-local=trust --auth-host=scram-sha-256 \
    --encoding=UTF8 --locale=C.UTF-8 -D "$PGDATA" >/dev/null
  rm -f "$password_file"
  printf "host all all 0.0.0.0/0 scram-sha-256\nhost all all ::/0 scram-sha-256\n" >> "$PGDATA/pg_hba.conf"
  database="${POSTGRES_DB:-$user}"
  if [ "$database" != postgres ]; then
    postgres --single -D "$PGDATA" -j postgres <<SQL >/dev/null
CREATE DATABASE "$database" OWNER "$user";
SQL
  fi
fi
exec postgres -D "$PGDATA" -c listen_addresses='*' -c unix_socket_directories=/run/postgresql "$@"
