#!/usr/bin/env bash
# Batch throughput benchmark: `depthkit batch` with 1 and 2 jobs; prints maps/s, CPU ms per map and
# peak RSS (GNU time's maximum resident set size).
#
#   scripts/bench-batch.sh                      both corpora below, tasks analyze + render
#   scripts/bench-batch.sh fixtures [COUNT] [TASK...]   COUNT (default 10000) hard links to nine 256x192
#       fixtures (reference corpus + one real iPhone frame), in folders of 1000; default task: info
#   scripts/bench-batch.sh noisy [COUNT] [TASK...]      COUNT (default 500) noisy 256x192 maps (issue 16:
#       0.5-1.5 % depth noise, ~160 KB gzip each) from `depthkit-synth noisy-corpus`, seed 16; default tasks: analyze render
#   scripts/bench-batch.sh COUNT [TASK...]      the fixtures corpus (the script's original form)
#
# With tasks analyze + render, the numpy + OpenCV peer (../shared/bench/peer_pipeline.py, or $PEER)
# runs on the same files in the same run when python3 has numpy, cv2 and PIL, and the ratio of its
# time to DepthKit's is printed per job count. After each DepthKit run the floors of scripts/floors/
# (C, no DepthKit code: libdeflate inflate, the colormap's IDAT at level 1, the input read and two
# temp-file-and-rename writes) run on the same maps (at most 1000), and the script prints their CPU ms
# per map and how far DepthKit's CPU per map is above their sum. Inputs are made under the build
# directory and removed afterwards.
# Environment: BUILD_PATH (default .build: release binaries in BUILD_PATH/release).
# The timed runs start once files deleted by the previous run can no longer slow file creation
# (see the settle step below; BENCH_NO_SETTLE=1 skips the wait).
set -euo pipefail
cd "$(dirname "$0")/.."
peer="${PEER:-../shared/bench/peer_pipeline.py}"

if [[ $# -eq 0 ]]; then
    "$0" fixtures 10000 analyze render
    "$0" noisy 500 analyze render
    exit 0
fi
corpus=fixtures
if [[ "$1" == fixtures || "$1" == noisy ]]; then
    corpus="$1"
    shift
fi
if [[ "$corpus" == noisy ]]; then default_count=500 default_tasks=(analyze render); else default_count=10000 default_tasks=(info); fi
count="${1:-$default_count}"
shift || true
task_names=("${@:-${default_tasks[@]}}")
tasks=()
for task in "${task_names[@]}"; do tasks+=(--task "$task"); done

build_path=${BUILD_PATH:-.build}
swift build -c release --build-path "$build_path" --product depthkit >&2
depthkit=$build_path/release/depthkit
work=$build_path/bench-batch-$corpus
rm -rf "$work"
removed_at=$(date +%s)
trap 'rm -rf "$work"' EXIT
if [[ "$corpus" == noisy ]]; then
    swift build -c release --build-path "$build_path" --product depthkit-synth >&2
    mkdir -p "$work"
    "$build_path/release/depthkit-synth" noisy-corpus --count "$count" --seed 16 -o "$work/in" >&2
else
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
fi
kib=$(du -sk "$work/in" | cut -f1)
echo "date=$(date -u +%Y-%m-%dT%H:%MZ) cores=$(nproc) corpus=$corpus maps=$count input_kib_per_map=$((kib / (count > 0 ? count : 1))) tasks=${task_names[*]}"

# Runs "$@" under GNU time; sets seconds, rss_kib and cpu_seconds.
timed() {
    sync
    /usr/bin/time -f "%e %M %U %S" -o "$work/time" "$@"
    read -r seconds rss_kib user system < "$work/time"
    system_seconds=$system
    cpu_seconds=$(awk -v u="$user" -v s="$system" 'BEGIN { print u + s }')
}

# The floors read one flat folder of at most 1000 maps (256x192 ones for the IDAT floor).
floors_run=false
if command -v cc >/dev/null && printf '#include <libdeflate.h>\n' | cc -E - >/dev/null 2>&1; then
    floors_run=true
    for program in inflate indexed-png files; do cc -O2 -o "$work/floor-$program" "scripts/floors/$program.c" -ldeflate; done
    mkdir -p "$work/floor-in"
    find "$work/in" -name '*.depth.gz' | awk 'NR <= 1000' | while read -r map; do
        ln "$map" "$work/floor-in/$(basename "$map")" 2>/dev/null || cp "$map" "$work/floor-in/"
    done
else
    echo "floors not measured: no C compiler or libdeflate headers (apt-get install libdeflate-dev)" >&2
fi
# Runs the floors on the same maps and prints their CPU ms per map beside DepthKit's (cpu_seconds, lines).
floors() {
    local inflate idat files
    inflate=$("$work/floor-inflate" "$work/floor-in" 5 | grep -o '[0-9.]* CPU ms per map' | cut -d' ' -f1)
    idat=$("$work/floor-indexed-png" "$work/floor-in" 1 2>/dev/null | grep -o '[0-9.]* CPU ms per map' | cut -d' ' -f1)
    files=$("$work/floor-files" "$work/floor-in" "$work/floor-out-$jobs" | grep -o '[0-9.]* ms CPU' | cut -d' ' -f1)
    awk -v j="$jobs" -v i="$inflate" -v p="$idat" -v f="$files" -v c="$cpu_seconds" -v n="$lines" \
        -v load="$(cut -d' ' -f1 /proc/loadavg)" 'BEGIN {
            printf "floor    jobs=%d inflate_cpu_ms=%.3f idat_cpu_ms=%.3f files_cpu_ms=%.3f sum_cpu_ms=%.3f depthkit_cpu_ms_per_map=%.3f above_floor_cpu_ms=%.3f loadavg=%s\n",
                j, i, p, f, i + p + f, c * 1000 / n, c * 1000 / n - (i + p + f), load }'
}

# ext4 without a journal (this machine's root file system) skips, when it allocates an inode, every
# inode freed in the last dirty_expire_centisecs / 100 + 5 seconds, scanning them one by one: creating
# files just after deleting thousands (the previous run's corpus and outputs) costs DepthKit and the
# peer several times the kernel time of creating them later. The timed runs wait that window out.
settle=$(( $(cat /proc/sys/vm/dirty_expire_centisecs 2>/dev/null || echo 3000) / 100 + 5 - ($(date +%s) - removed_at) ))
if [[ -z "${BENCH_NO_SETTLE:-}" && $settle -gt 0 ]]; then
    echo "waiting ${settle} s for the file system's recently-deleted inodes to age (BENCH_NO_SETTLE=1 skips)" >&2
    sleep "$settle"
fi

peer_runs=false
if [[ "${task_names[*]}" == "analyze render" && -f "$peer" ]] && python3 -c 'import numpy, cv2, PIL' 2>/dev/null; then
    peer_runs=true
    if [[ "$corpus" == fixtures ]]; then  # the peer reads one flat folder
        mkdir -p "$work/flat"
        find "$work/in" -name '*.depth.gz' -exec ln {} "$work/flat/" \;
        peer_input="$work/flat"
    else
        peer_input="$work/in"
    fi
fi
for jobs in 1 2; do
    timed "$depthkit" batch "$work/in" -o "$work/out-$jobs" "${tasks[@]}" --jobs "$jobs" -q
    lines=$(wc -l < "$work/out-$jobs/summary.jsonl")
    depthkit_seconds=$seconds
    awk -v j="$jobs" -v s="$seconds" -v r="$rss_kib" -v n="$lines" -v c="$cpu_seconds" -v k="$system_seconds" \
        -v load="$(cut -d' ' -f1 /proc/loadavg)" 'BEGIN {
            printf "depthkit jobs=%d inputs=%d seconds=%.3f maps_per_s=%.0f ms_per_map=%.3f cpu_ms_per_map=%.3f kernel_ms_per_map=%.3f peak_rss_mb=%.1f loadavg=%s\n",
                j, n, s, n / s, s * 1000 / n, c * 1000 / n, k * 1000 / n, r / 1024, load }'
    if $floors_run; then floors; fi
    if $peer_runs; then
        timed python3 "$peer" batch "$peer_input" "$work/peer-$jobs" --jobs "$jobs" > "$work/peer.json"
        maps=$(find "$work/peer-$jobs" -name '*.png' | wc -l)
        # The peer's own wall time (after its imports), as its summary reports it.
        seconds=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["wall_s"])' "$work/peer.json")
        awk -v j="$jobs" -v s="$seconds" -v r="$rss_kib" -v n="$maps" -v c="$cpu_seconds" -v d="$depthkit_seconds" \
            -v load="$(cut -d' ' -f1 /proc/loadavg)" 'BEGIN {
                printf "peer     jobs=%d inputs=%d seconds=%.3f maps_per_s=%.0f ms_per_map=%.3f cpu_ms_per_map=%.3f peak_rss_mb=%.1f loadavg=%s\n",
                    j, n, s, n / s, s * 1000 / n, c * 1000 / n, r / 1024, load
                printf "ratio    jobs=%d peer_seconds/depthkit_seconds=%.1fx\n", j, s / d }'
    fi
done
