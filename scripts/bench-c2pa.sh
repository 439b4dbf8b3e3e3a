#!/usr/bin/env bash
# C2PA speed, DepthKit and its peer side by side on the same 1920x1440 JPEG (351 KB):
# DepthKit's Benchmarks/C2PABenchmarks (package-benchmark, release) then c2pa-rs through c2pa-python
# (the oracle's virtual environment, see scripts/c2pa-oracle.sh). Run on an otherwise idle machine.
#   scripts/bench-c2pa.sh [runs of the peer, default 50]
set -euo pipefail
cd "$(dirname "$0")/.."
venv="${C2PA_ORACLE_VENV:-.venv-oracle}"
[ -x "$venv/bin/python" ] || { echo "run scripts/c2pa-oracle.sh first (it makes $venv)" >&2; exit 64; }
date -u +"%Y-%m-%dT%H:%M:%SZ, load: $(cut -d' ' -f1-3 /proc/loadavg)"
(cd Benchmarks && swift package --allow-writing-to-package-directory benchmark --target C2PABenchmarks --no-progress)
(cd Tests/Oracle/c2pa && "../../../$venv/bin/python" bench_peer.py "${1:-50}")
