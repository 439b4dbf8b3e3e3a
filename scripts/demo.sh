#!/usr/bin/env bash
# The quick-start demo: depthkit's main jobs over the bundled testdata/, outputs under $2.
set -euo pipefail
depthkit="$1"
out="$2"
rm -rf "$out"
mkdir -p "$out"

section() { printf '\n== %s\n' "$1"; }

section "evidence report for a capture (photo.jpg + depth.gz + metadata.json)"
"$depthkit" evidence testdata/captures/good -o "$out/good.evidence.json" --overlay "$out/good.overlay.png" --format text

section "real scene or flat surface? (reference depth_analysis + DepthKit assessment)"
"$depthkit" analyze --format text \
    testdata/real/promptda_bookshelf_room.depth.gz \
    testdata/reference/corpus/tilted_screen_35deg.depth.gz \
    testdata/reference/corpus/oblique_plane_50deg_2m.depth.gz

section "the captures that decide: a screen with the room around it (flat_surface, background_visible) and an outdoor scene mostly beyond the LiDAR's range (real_scene, mostly_beyond_range)"
"$depthkit" analyze --format text \
    testdata/verdict/partial_screen.depth.gz --confidence testdata/verdict/partial_screen.confidence.gz \
    testdata/verdict/outdoor.depth.gz --confidence testdata/verdict/outdoor.confidence.gz

section "the capture app's per-frame pipeline: camera frame + depth -> photo, depth.gz, metadata.json, depth.png, capture.json"
"$depthkit" frame --rgb testdata/frames/bookshelf_320x240.ppm --depth testdata/real/promptda_bookshelf_room.depth.gz \
    --metadata-in testdata/frames/metadata-in.json -o "$out/capture" --timings --format text
ls "$out/capture"

section "batch: analysis JSON + colormap PNG for every reference and real map (some are broken on purpose)"
status=0
"$depthkit" batch testdata/reference/corpus testdata/real -o "$out/batch" --task analyze --task render || status=$?
echo "batch exit status $status (1 = some inputs failed; each has its error line in $out/batch/summary.jsonl)"

section "statistics of a real iPhone LiDAR map"
"$depthkit" stats --format text testdata/real/promptda_bookshelf_room.depth.gz

section "overlay of the depth on its photo"
"$depthkit" overlay testdata/real/promptda_bookshelf_room.depth.gz \
    --photo testdata/real/promptda_bookshelf_room.rgb.jpg -o "$out/bookshelf.overlay.jpg" --format text

printf '\nOutputs are in %s/\n' "$out"
