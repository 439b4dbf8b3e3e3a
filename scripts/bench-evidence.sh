#!/usr/bin/env bash
# Evidence throughput benchmark (issue 10): `depthkit batch --task evidence` with hardware
# attestation over COUNT photo captures (default 1000) signed by one synthetic device, with 1 and
# 2 jobs; prints captures/s, CPU per capture, peak RSS (GNU time's maximum resident set size) and
# how many reports came out hardware-attested.
# The captures and the registry are written by `depthkit-synth signed-photos` (test support, seeded)
# under .build/ at run time and removed afterwards; every run starts from a fresh copy of the
# registry, so that no assertion is a replay of the previous run's.
# Usage: scripts/bench-evidence.sh [COUNT] [PHOTO_WIDTH PHOTO_HEIGHT]   (default 1000 1920 1440)
set -euo pipefail
cd "$(dirname "$0")/.."
count="${1:-1000}"
width="${2:-1920}"
height="${3:-1440}"

swift build -c release --product depthkit >&2
swift build -c release --product depthkit-synth >&2
depthkit=.build/release/depthkit
work=.build/bench-evidence
rm -rf "$work"
trap 'rm -rf "$work"' EXIT
.build/release/depthkit-synth signed-photos --count "$count" --photo-width "$width" --photo-height "$height" -o "$work/data" >&2
echo "date=$(date -u +%Y-%m-%dT%H:%MZ) cores=$(nproc) captures=$count photo=${width}x${height} task=evidence registry=yes"
for jobs in 1 2; do
    cp "$work/data/devices.sqlite" "$work/devices-$jobs.sqlite"
    sync
    /usr/bin/time -f "%e %M %U %S" -o "$work/time" "$depthkit" batch "$work/data/captures" -o "$work/out-$jobs" \
        --task evidence --registry "$work/devices-$jobs.sqlite" --counter-policy unique --jobs "$jobs" -q || true
    read -r seconds rss_kib user system < "$work/time"
    lines=$(wc -l < "$work/out-$jobs/summary.jsonl")
    attested=$(grep -l '"hardware_attested" : true' "$work/out-$jobs"/*.evidence.json | wc -l)
    awk -v j="$jobs" -v s="$seconds" -v r="$rss_kib" -v n="$lines" -v u="$user" -v y="$system" -v a="$attested" \
        -v load="$(cut -d' ' -f1 /proc/loadavg)" 'BEGIN {
            printf "jobs=%d captures=%d attested=%d seconds=%.2f captures_per_s=%.0f cpu_ms_per_capture=%.3f peak_rss_mb=%.1f loadavg=%s\n",
                j, n, a, s, n / s, (u + y) * 1000 / n, r / 1024, load }'
done
