#!/usr/bin/env bash
# Installs (Debian's packages) and starts a PostgreSQL server on loopback for the service's
# tests, creates the role and database, and prints the URL to export as
# DEPTHKIT_TEST_POSTGRES_URL. Idempotent: a running server and an existing database are reused.
#   eval "$(scripts/start-test-postgres.sh)"
set -euo pipefail

DB=${DEPTHKIT_TEST_DB:-depthkit_test}
ROLE=${DEPTHKIT_TEST_ROLE:-depthkit}
PASSWORD=${DEPTHKIT_TEST_PASSWORD:-depthkit}
PORT=${DEPTHKIT_TEST_PG_PORT:-5432}

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

if ! ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1; then
    echo "installing postgresql (Debian package)" >&2
    as_root apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq postgresql >&2
fi
VERSION=$(ls /usr/lib/postgresql | sort -V | tail -1)
if ! pg_lsclusters -h 2>/dev/null | awk '{print $1, $2}' | grep -q "^$VERSION main$"; then
    as_root pg_createcluster "$VERSION" main -p "$PORT" >&2
fi
if ! pg_lsclusters -h | awk -v v="$VERSION" '$1 == v && $2 == "main" {print $4}' | grep -q online; then
    as_root pg_ctlcluster "$VERSION" main start >&2
fi
for _ in $(seq 1 50); do
    as_root su postgres -c "pg_isready -q -h 127.0.0.1 -p $PORT" && break
    sleep 0.2
done
psql_admin() { as_root su postgres -c "psql -v ON_ERROR_STOP=1 -qtA -p $PORT -c \"$1\""; }
if [ "$(psql_admin "SELECT 1 FROM pg_roles WHERE rolname = '$ROLE'")" != "1" ]; then
    psql_admin "CREATE ROLE $ROLE LOGIN PASSWORD '$PASSWORD'" >&2
fi
if [ "$(psql_admin "SELECT 1 FROM pg_database WHERE datname = '$DB'")" != "1" ]; then
    psql_admin "CREATE DATABASE $DB OWNER $ROLE" >&2
fi
echo "export DEPTHKIT_TEST_POSTGRES_URL=postgres://$ROLE:$PASSWORD@127.0.0.1:$PORT/$DB?sslmode=disable"
