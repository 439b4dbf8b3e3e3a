# Sourced (not run) by the scripts that start a temporary depthkit-server: makes WORK, a temporary
# directory removed at exit after the server (SERVER_PID, once set) is stopped, and defines
# wait_for_server BASE_URL, which waits up to 10 s for BASE_URL/healthz and otherwise prints
# $WORK/server.log and exits 70.
WORK=$(mktemp -d)
SERVER_PID=""
cleanup() {
    if [ -n "$SERVER_PID" ] && kill -0 "$SERVER_PID" 2>/dev/null; then kill -TERM "$SERVER_PID"; wait "$SERVER_PID" || true; fi
    rm -rf "$WORK"
}
trap cleanup EXIT

wait_for_server() {
    for _ in $(seq 1 100); do curl -sf "$1/healthz" >/dev/null && return 0; sleep 0.1; done
    cat "$WORK/server.log" >&2
    exit 70
}
