#!/usr/bin/env bash
# Runs the libFuzzer targets built by `make fuzz-build` (Fuzz/, release, -sanitize=fuzzer,address).
#   scripts/fuzz.sh run NAME SECONDS [EXTRA libFuzzer FLAGS...]   one target; new inputs go to Fuzz/.build/corpus/NAME
#   scripts/fuzz.sh smoke [SECONDS_EACH]                          every target briefly over the committed corpus
# FUZZ_BIN overrides the folder of the executables (default Fuzz/.build/release).
# Limits are the issue's: -rss_limit_mb=512 -timeout=2 (seconds per input). A crash, hang, OOM or
# invariant failure exits non-zero and leaves the input in Fuzz/.build/artifacts/NAME/.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${FUZZ_BIN:-Fuzz/.build/release}
LIMITS=(-rss_limit_mb=512 -timeout=2 -max_len=65536)
# Swift's backtracer would symbolicate every crash at length; libFuzzer and ASan report it already.
export SWIFT_BACKTRACE=enable=no
# Swift runtime caches (metadata, conformances) live for the process: not leaks worth reporting.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0:allocator_may_return_null=1}"

targets() { sed -n 's/^    "\([A-Za-z0-9]*\)",$/\1/p' Fuzz/Package.swift; }

run_target() {
    local name=$1 seconds=$2; shift 2
    local binary="$BIN/Fuzz$name"
    [[ -x $binary ]] || { echo "fuzz: $binary is missing; run 'make fuzz-build'" >&2; exit 2; }
    local work="Fuzz/.build/corpus/$name" artifacts="Fuzz/.build/artifacts/$name/"
    mkdir -p "$work" "$artifacts" "testdata/fuzz-regressions/$name"
    "$binary" "${LIMITS[@]}" -max_total_time="$seconds" -artifact_prefix="$artifacts" -print_final_stats=1 "$@" \
        "$work" "Fuzz/Corpus/$name" "testdata/fuzz-regressions/$name"
}

case "${1:-}" in
run)
    [[ $# -ge 3 ]] || { echo "usage: scripts/fuzz.sh run NAME SECONDS [FLAGS...]" >&2; exit 64; }
    name=$2 seconds=$3; shift 3
    targets | grep -qx "$name" || { echo "fuzz: unknown target '$name'; targets: $(targets | tr '\n' ' ')" >&2; exit 64; }
    run_target "$name" "$seconds" "$@"
    ;;
smoke)
    each=${2:-4}
    for name in $(targets); do
        echo "== fuzz smoke: $name (${each}s)"
        # A fresh, empty work corpus: the smoke run starts from what is committed, every time.
        rm -rf "Fuzz/.build/corpus/$name" "Fuzz/.build/artifacts/$name"
        log="Fuzz/.build/smoke-$name.log"
        if run_target "$name" "$each" > "$log" 2>&1; then
            if grep -q 'no interesting inputs were found' "$log"; then
                echo "fuzz smoke: $name runs without coverage instrumentation (see FUZZ_BUILD_FLAGS in the Makefile)" >&2
                exit 1
            fi
            grep -E '^(stat::number_of_executed_units|Done)' "$log" || true
        else
            tail -n 40 "$log" >&2
            # CI keeps only the log: print each offending input, ready for testdata/fuzz-regressions/.
            for input in "Fuzz/.build/artifacts/$name"/*; do
                [[ -f $input ]] || continue
                echo "fuzz smoke: $name: $(basename "$input") ($(wc -c < "$input") bytes), base64:" >&2
                base64 -w 0 "$input" >&2 && echo >&2
            done
            echo "fuzz smoke: $name FAILED (crash, hang, out-of-memory or invariant violated); input in" \
                "Fuzz/.build/artifacts/$name/, log in $log. Fix it and add the input to testdata/fuzz-regressions/$name/." >&2
            exit 1
        fi
    done
    ;;
*)
    echo "usage: scripts/fuzz.sh run NAME SECONDS [FLAGS...] | smoke [SECONDS_EACH]" >&2
    exit 64
    ;;
esac
