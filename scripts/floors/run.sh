#!/usr/bin/env bash
# The floors of issue 16 on this machine: what the system's libdeflate and kernel alone cost per noisy map,
# measured in C with no DepthKit code, so the batch's own overhead can be told apart from the libraries'.
#   scripts/floors/run.sh [COUNT]   (default 500 maps from `depthkit-synth noisy-corpus --seed 16`)
set -euo pipefail
cd "$(dirname "$0")/../.."
count=${1:-500}
work=$(mktemp -d "${TMPDIR:-/tmp}/depthkit-floors.XXXXXX")
trap 'rm -rf "$work"' EXIT
swift build --product depthkit-synth >/dev/null
.build/debug/depthkit-synth noisy-corpus --count "$count" --seed 16 -o "$work/in" >/dev/null
for program in inflate indexed-png files; do
    cc -O2 -o "$work/$program" "scripts/floors/$program.c" -ldeflate
done
"$work/inflate" "$work/in" 10
"$work/indexed-png" "$work/in" 1
"$work/files" "$work/in" "$work/out"
