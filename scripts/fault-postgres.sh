#!/usr/bin/env bash
# A PostgreSQL server of its own for the fault tests and scripts/chaos.sh, which stop and start
# it: its own data directory and port, never the shared server of scripts/start-test-postgres.sh.
#   scripts/fault-postgres.sh start DIR PORT   # init (first time) and start; prints the URL to use
#   scripts/fault-postgres.sh stop DIR         # pg_ctl stop -m fast (the outage)
#   scripts/fault-postgres.sh destroy DIR      # stop and remove the data directory
# Needs Debian's postgresql package (scripts/start-test-postgres.sh installs it) and root (the
# server runs as the postgres user).
set -euo pipefail
# The server must not inherit the caller's descriptors beyond 0-2 (a test runner waits on them).
for fd in $(ls /proc/$$/fd); do if [ "$fd" -gt 2 ]; then eval "exec $fd>&-" 2>/dev/null || true; fi; done
command=$1 dir=$2 port=${3:-55432}
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
as_postgres() { if [ "$(id -un)" = postgres ]; then "$@"; else runuser -u postgres -- "$@"; fi; }
case $command in
start)
    if [ ! -f "$dir/PG_VERSION" ]; then
        mkdir -p "$dir" && chown postgres "$dir"
        as_postgres "$bin/initdb" -D "$dir" -U postgres --auth=trust -E UTF8 >/dev/null
        printf "listen_addresses = '127.0.0.1'\nport = %s\nunix_socket_directories = '%s'\nfsync = on\n" "$port" "$dir" >> "$dir/postgresql.conf"
        fresh=1
    fi
    as_postgres "$bin/pg_ctl" -D "$dir" -l "$dir/server.log" -w -t 30 start >/dev/null
    if [ "${fresh:-0}" = 1 ]; then
        as_postgres "$bin/psql" -h "$dir" -p "$port" -U postgres -qtA -c "CREATE DATABASE depthkit_faults" >/dev/null
    fi
    echo "postgres://postgres@127.0.0.1:$port/depthkit_faults?sslmode=disable"
    ;;
stop) as_postgres "$bin/pg_ctl" -D "$dir" -m fast -w stop >/dev/null ;;
destroy)
    as_postgres "$bin/pg_ctl" -D "$dir" -m immediate -w stop >/dev/null 2>&1 || true
    rm -rf "$dir"
    ;;
*) echo "usage: $0 start|stop|destroy DIR [PORT]" >&2; exit 64 ;;
esac
