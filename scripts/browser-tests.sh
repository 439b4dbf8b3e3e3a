#!/usr/bin/env bash
# Browser tests of the verification pages (docs/verification-page.md): Playwright for Python driving
# Debian's chromium (never a downloaded browser) and axe-core (bundled by axe-playwright-python, offline),
# against a real depthkit-server on a temporary SQLite store with C2PA signing on. A synthetic App Attest
# device (depthkit-testclient) registers and uploads a photo capture, a tampered one and an interrupted
# video; the tests then open the pages (Tests/Browser/test_pages.py).
#   scripts/browser-tests.sh [--screenshots]   (--screenshots rewrites docs/images/verify-*.png)
# Environment: BUILD (default .build/debug; built when missing), PORT (default 18180).
set -euo pipefail
cd "$(dirname "$0")/.."

BUILD=${BUILD:-.build/debug}
PORT=${PORT:-18180}
SCREENSHOTS=""
[ "${1:-}" = "--screenshots" ] && SCREENSHOTS=docs/images
CHROMIUM=${CHROMIUM:-/usr/bin/chromium}
[ -x "$CHROMIUM" ] || { echo "chromium is missing: apt-get install -y chromium" >&2; exit 69; }

# The venv, pinned; pip only (the browser is Debian's).
VENV=.venv-browser
if ! "$VENV/bin/python" -c "import playwright, axe_playwright_python, pytest" 2>/dev/null; then
    python3 -m venv "$VENV"
    "$VENV/bin/pip" install -q playwright==1.65.2 axe-playwright-python==0.1.8 pytest
fi

for product in depthkit depthkit-server depthkit-testclient; do
    [ -x "$BUILD/$product" ] || nice -n 19 swift build --product "$product" >&2
done

# WORK, the server's cleanup at exit, wait_for_server.
. scripts/lib/temporary-server.sh

APP_ID=TEAMID.com.example.browser
BASE=http://127.0.0.1:$PORT
CLIENT=("$BUILD/depthkit-testclient")
"$BUILD/depthkit" c2pa keygen -o "$WORK/c2pa" >/dev/null
"${CLIENT[@]}" init --state "$WORK/app" --app-id "$APP_ID" >/dev/null
"$BUILD/depthkit-server" --port "$PORT" --database "sqlite:$WORK/serve.sqlite" --app-id "$APP_ID" --environment development \
    --trust-root "$WORK/app/root.pem" --c2pa-cert "$WORK/c2pa/c2pa-dev-chain.pem" --c2pa-key "$WORK/c2pa/c2pa-dev-signer.key" \
    --verification-base-url "$BASE/verify" --log-level warning 2>"$WORK/server.log" &
SERVER_PID=$!
wait_for_server "$BASE"

capture_id() { "$VENV/bin/python" -c 'import json,sys; print(json.load(sys.stdin)["data"]["capture_id"])'; }
"${CLIENT[@]}" register --state "$WORK/app" --server "$BASE" >/dev/null
PHOTO_ID=$("${CLIENT[@]}" upload --state "$WORK/app" --server "$BASE" testdata/captures/good | capture_id)
TAMPERED_ID=$("${CLIENT[@]}" upload --state "$WORK/app" --server "$BASE" --tamper testdata/captures/good | capture_id)
VIDEO_ID=$("${CLIENT[@]}" upload-video --state "$WORK/app" --server "$BASE" --interrupted | capture_id)

export DEPTHKIT_BASE=$BASE DEPTHKIT_PHOTO_ID=$PHOTO_ID DEPTHKIT_TAMPERED_ID=$TAMPERED_ID DEPTHKIT_VIDEO_ID=$VIDEO_ID
export DEPTHKIT_CHROMIUM=$CHROMIUM DEPTHKIT_SCREENSHOTS=$SCREENSHOTS DEPTHKIT_WORK=$WORK
"$VENV/bin/python" -m pytest -q -p no:cacheprovider Tests/Browser
