#!/usr/bin/env bash
# Size and time to first byte of the verification pages (docs/verification-page.md), with /healthz (a
# route that does nothing) measured in the same loop as the peer: one request of each in turn, so that
# both see the same load. A synthetic device (depthkit-testclient) registers and uploads the photo
# capture of testdata/captures/good to a depthkit-server on a temporary SQLite store (or --database).
#   scripts/page-ttfb.sh [--requests 200] [--database sqlite:PATH|postgres://…]
# Prints, per request, bytes and time to first byte (curl's time_starttransfer) min / median / p90 / max
# in ms, each request on a new connection as a reader's first visit is, and the load average.
# Environment: BUILD (default .build/release; built when missing), PORT (default 18182).
set -euo pipefail
cd "$(dirname "$0")/.."

REQUESTS=200
DATABASE=""
while [ $# -gt 0 ]; do
    case "$1" in
        --requests) REQUESTS=$2; shift 2 ;;
        --database) DATABASE=$2; shift 2 ;;
        *) echo "usage: $0 [--requests N] [--database URL]" >&2; exit 64 ;;
    esac
done
BUILD=${BUILD:-.build/release}
PORT=${PORT:-18182}
for product in depthkit-server depthkit-testclient; do
    if [ ! -x "$BUILD/$product" ]; then
        if [ "$BUILD" = .build/release ]; then swift build -c release --product "$product" >&2; else swift build --product "$product" >&2; fi
    fi
done

# WORK, the server's cleanup at exit, wait_for_server.
. scripts/lib/temporary-server.sh

DATABASE=${DATABASE:-sqlite:$WORK/serve.sqlite}
APP_ID=TEAMID.com.example.pagettfb
BASE=http://127.0.0.1:$PORT
"$BUILD/depthkit-testclient" init --state "$WORK/app" --app-id "$APP_ID" >/dev/null
"$BUILD/depthkit-server" serve --port "$PORT" --database "$DATABASE" --app-id "$APP_ID" --environment development \
    --trust-root "$WORK/app/root.pem" --verification-base-url "$BASE/verify" --log-level warning 2>"$WORK/server.log" &
SERVER_PID=$!
wait_for_server "$BASE"
"$BUILD/depthkit-testclient" register --state "$WORK/app" --server "$BASE" >/dev/null
ID=$("$BUILD/depthkit-testclient" upload --state "$WORK/app" --server "$BASE" testdata/captures/good \
    | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"]["capture_id"])')

URLS=("$BASE/verify/$ID" "$BASE/healthz" "$BASE/verify" "$BASE/verify/00000000-0000-4000-8000-000000000000")
NAMES=("GET /verify/{id} (photo capture)" "GET /healthz (peer)" "GET /verify (check a photo)" "404 page")
for url in "${URLS[@]}"; do for _ in 1 2 3 4 5; do curl -s -o /dev/null "$url"; done; done
for _ in $(seq 1 "$REQUESTS"); do
    for index in "${!URLS[@]}"; do
        curl -s -o /dev/null -w "$index %{time_starttransfer} %{size_download}\n" "${URLS[$index]}"
    done
done >"$WORK/times"
echo "server: $BUILD/depthkit-server; database: ${DATABASE%%\?*}; $REQUESTS requests each, interleaved"
python3 - "$WORK/times" "${NAMES[@]}" <<'PY'
import sys
rows = [line.split() for line in open(sys.argv[1])]
for index, name in enumerate(sys.argv[2:]):
    times = sorted(float(t) * 1000 for i, t, _ in rows if int(i) == index)
    size = next(int(s) for i, _, s in rows if int(i) == index)
    pick = lambda q: times[min(len(times) - 1, int(q * len(times)))]
    print("%-34s %6d bytes  TTFB min %.2f / median %.2f / p90 %.2f / max %.2f ms"
          % (name, size, times[0], pick(0.5), pick(0.9), times[-1]))
PY
echo "load average (1, 5, 15 min): $(cut -d' ' -f1-3 /proc/loadavg)"
