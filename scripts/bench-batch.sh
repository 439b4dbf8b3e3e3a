#!/usr/bin/env bash
# Batch throughput benchmark: `depthkit batch` over COUNT generated 256x192 maps (default 10000),
# with 1 and 2 jobs; prints maps/s and peak RSS (GNU time's maximum resident set size).
# The maps are hard links to nine 256x192 fixtures (reference corpus + one real iPhone frame),
# made under .build/ at run time and removed afterwards: nothing is committed.
# Usage: scripts/bench-batch.sh [COUNT] [TASK...]   e.g. scripts/bench-batch.sh 10000 info
set -euo pipefail
cd "$(dirname "$0")/.."
count="${1:-10000}"
shift || true
tasks=()
for task in "${@:-info}"; do tasks+=(--task "$task"); done

swift build -c release --product depthkit >&2
depthkit=.build/release/depthkit
work=.build/bench-batch
rm -rf "$work"
trap 'rm -rf "$work"' EXIT
sources=(
    testdata/reference/corpus/varied_room.depth.gz testdata/reference/corpus/varied_room_holes.depth.gz
    testdata/reference/corpus/flat_1m_noise3mm.depth.gz testdata/reference/corpus/flat_screen_speckle20.depth.gz
    testdata/reference/corpus/sphere_cylinder.depth.gz testdata/reference/corpus/grazing_plane_55deg.depth.gz
    testdata/reference/corpus/oblique_plane_50deg_2m.depth.gz testdata/reference/corpus/outdoor_sky.depth.gz
    testdata/real/promptda_bookshelf_room.depth.gz
)
for ((i = 0; i < count; i++)); do
    directory="$work/in/$((i / 1000))"
    mkdir -p "$directory"
    source="${sources[i % ${#sources[@]}]}"
    ln "$source" "$directory/map$i.depth.gz" 2>/dev/null || cp "$source" "$directory/map$i.depth.gz"
done
echo "date=$(date -u +%Y-%m-%dT%H:%MZ) cores=$(nproc) maps=$count tasks=${*:-info}"
for jobs in 1 2; do
    sync
    /usr/bin/time -f "%e %M %U %S" -o "$work/time" "$depthkit" batch "$work/in" -o "$work/out-$jobs" "${tasks[@]}" --jobs "$jobs" -q
    read -r seconds rss_kib user system < "$work/time"
    lines=$(wc -l < "$work/out-$jobs/summary.jsonl")
    awk -v j="$jobs" -v s="$seconds" -v r="$rss_kib" -v n="$lines" -v u="$user" -v y="$system" \
        -v load="$(cut -d' ' -f1 /proc/loadavg)" 'BEGIN {
            printf "jobs=%d inputs=%d seconds=%.2f maps_per_s=%.0f cpu_ms_per_map=%.3f peak_rss_mb=%.1f loadavg=%s\n",
                j, n, s, n / s, (u + y) * 1000 / n, r / 1024, load }'
done
