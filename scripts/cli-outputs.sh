#!/usr/bin/env bash
# Records what the depthkit CLI prints for a fixed set of commands (testdata/, synthetic captures and
# broken inputs; json and text formats, success and error cases): per case its standard output, standard
# error, exit status and the files it wrote (name, size, SHA-256). Run it with the binary before and after
# a change and compare the two folders (`diff -r`): a change that must not alter the CLI's output leaves
# them byte for byte identical.
#
#   scripts/cli-outputs.sh DEPTHKIT DEPTHKIT_SYNTH DATA OUT
#
# DATA holds the synthetic inputs; they are made on the first run (depthkit-synth makes fresh keys each
# time, so reuse one DATA for both runs). OUT receives one file per case. Run from the repository root.
set -uo pipefail
depthkit="$(realpath "$1")"
synth="$(realpath "$2")"
data="$3"
out="$4"
rm -rf "$out"
mkdir -p "$out" "$data"
data="$(realpath "$data")"
out="$(realpath "$out")"
scratch="$data/scratch" # the same path in every run: outputs that name it stay comparable

prepare() {
    [ -e "$data/ready" ] && return
    "$synth" video --frames 60 -o "$data/vid" >/dev/null
    "$synth" video --frames 200 --interrupted -o "$data/vidint" >/dev/null
    "$synth" video --frames 40 --screen -o "$data/vidscreen" >/dev/null
    "$synth" signed-photos --count 3 --photo-width 64 --photo-height 48 -o "$data/photos" >/dev/null
    local v="$data/vid/capture" m
    video_variant() { rm -rf "$data/$1"; cp -r "$v" "$data/$1"; }
    video_variant vid_bad_started
    python3 - "$data/vid_bad_started/metadata.json" started_at yesterday <<'EOF'
import json, sys
path, field, value = sys.argv[1:4]
d = json.load(open(path)); d[field] = value; open(path, "w").write(json.dumps(d))
EOF
    video_variant vid_bad_ended
    python3 -c 'import json,sys; p=sys.argv[1]; d=json.load(open(p)); d["ended_at"]="2026-13-01T00:00:00Z"; open(p,"w").write(json.dumps(d))' "$data/vid_bad_ended/metadata.json"
    video_variant vid_no_frame_count
    python3 -c 'import json,sys; p=sys.argv[1]; d=json.load(open(p)); del d["frame_count"]; open(p,"w").write(json.dumps(d))' "$data/vid_no_frame_count/metadata.json"
    video_variant vid_bad_json; printf '{"started_at": ' >"$data/vid_bad_json/metadata.json"
    video_variant vid_no_chain; rm "$data/vid_no_chain/hash_chain.json"
    video_variant vid_short_movie; head -c 100 "$v/video.mov" >"$data/vid_short_movie/video.mov"
    video_variant vid_movie_dir; rm "$data/vid_movie_dir/video.mov"; mkdir "$data/vid_movie_dir/video.mov"
    video_variant vid_bad_depth; head -c 40 "$v/depth.gz" >"$data/vid_bad_depth/depth.gz"
    video_variant vid_empty_depth; : >"$data/vid_empty_depth/depth.gz"
    video_variant vid_tampered_chain
    python3 -c 'import sys; p=sys.argv[1]; b=bytearray(open(p,"rb").read()); i=b.index(b"\"final_hash\"")+16; b[i]=ord("A") if b[i]!=ord("A") else ord("B"); open(p,"wb").write(b)' "$data/vid_tampered_chain/hash_chain.json"
    # Photo captures.
    rm -rf "$data/photo_bad_captured"; cp -r testdata/captures/good "$data/photo_bad_captured"
    python3 -c 'import json,sys; p=sys.argv[1]; d=json.load(open(p)); d["captured_at"]="yesterday"; open(p,"w").write(json.dumps(d))' "$data/photo_bad_captured/metadata.json"
    # Confidence maps that fail: a truncated gzip, a PNG that does not decode, an RGB PNG, a wrong size.
    head -c 30 testdata/verdict/outdoor.confidence.gz >"$data/conf_truncated.gz"
    printf '\x89PNG\r\n\x1a\nnot really' >"$data/conf_bad.png"
    cp testdata/real/promptda_bookshelf_room.rgb.jpg "$data/photo.jpg"
    "$depthkit" render testdata/reference/corpus/tiny_4x4.depth.gz --width 4 --height 4 -o "$data/conf_rgba.png" --format json >/dev/null
    head -c 100 /dev/zero >"$data/conf_short.raw"
    printf '\x03\x03\x03\x03\x03\x03\x03\x03\x03\x03\x03\x03\x03\x03\x03\x03' >"$data/conf_levels.raw"
    # App Attest requests whose attestation object is not CBOR.
    printf '{"attestation": {"key_id": "s/134MbeEEZDZKCvOTf+jZgNhpoDwdXZ8cKfTym8FUg=", "attestation_object": "ow==", "challenge": "AAAA"}}' >"$data/attest_truncated_cbor.json"
    printf '{"attestation": {"key_id": "s/134MbeEEZDZKCvOTf+jZgNhpoDwdXZ8cKfTym8FUg=", "attestation_object": "/w==", "challenge": "AAAA"}}' >"$data/attest_bad_cbor.json"
    # Camera frames with unusable sizes.
    printf 'P6\n0 2\n255\n' >"$data/zero.ppm"
    head -c 12 /dev/zero >"$data/frame.raw"
    # Keyframes: garbage gzip, empty.
    printf '\x1f\x8b\x08\x00garbage' >"$data/keyframes_bad.gz"
    : >"$data/keyframes_empty.bin"
    touch "$data/ready"
}

n=0
only="${ONLY:-}" # a regular expression: record only the cases whose names match it
# Timings differ from run to run: their values are blanked in what is recorded.
normalise() { sed -E 's/"(ms|total_ms)":[0-9.e+-]+/"\1":_/g; s/"timings_ms":\{[^}]*\}/"timings_ms":_/g'; }
# registry NAME: a fresh copy of NAME's device registry (checks record counters; every run starts alike).
registry() {
    cp "$data/$1/devices.sqlite" "$data/registry-copy.sqlite"
    echo "$data/registry-copy.sqlite"
}
# case NAME ARGS…: runs depthkit ARGS in a fresh scratch directory ($scratch) and records the outcome.
case_() {
    local name="$1"; shift
    [[ -n "$only" && ! "$name" =~ $only ]] && return
    n=$((n + 1))
    rm -rf "$scratch"; mkdir -p "$scratch"
    local status=0
    "$depthkit" "$@" 2>"$out/$name.stderr" </dev/null | normalise >"$out/$name.stdout"
    status="${PIPESTATUS[0]}"
    {
        echo "exit $status"
        (cd "$scratch" && find . -type f | LC_ALL=C sort | while read -r f; do
            case "$f" in
                *.dkb) echo "$f $(stat -c %s "$f") (sealed: random salt)" ;;
                */summary.jsonl | */capture.json) echo "$f (timings blanked) $(normalise <"$f" | sha256sum | cut -c1-64)" ;;
                *) echo "$f $(stat -c %s "$f") $(sha256sum <"$f" | cut -c1-64)" ;;
            esac
        done)
    } >"$out/$name.outcome"
}

prepare
s="$scratch"; d="$data"; v="$data/vid/capture"
corpus=(testdata/reference/corpus/*.depth.gz)
real=(testdata/real/*.depth.gz)
kf=(testdata/reference/video-corpus/*.rldp.gz)

for format in json text; do
    f="--format $format"
    case_ "info-corpus-$format" info "${corpus[@]}" testdata/containers/* $f
    case_ "stats-corpus-$format" stats "${corpus[@]}" $f
    case_ "stats-real-$format" stats "${real[@]}" --bins 8 $f
    case_ "analyze-corpus-$format" analyze "${corpus[@]}" $f
    case_ "analyze-real-$format" analyze "${real[@]}" $f
    case_ "analyze-confidence-$format" analyze testdata/verdict/partial_screen.depth.gz --confidence testdata/verdict/partial_screen.confidence.gz \
        testdata/verdict/outdoor.depth.gz --confidence testdata/verdict/outdoor.confidence.gz $f
    for c in conf_truncated.gz conf_bad.png conf_rgba.png conf_short.raw conf_levels.raw; do
        case_ "analyze-$c-$format" analyze testdata/verdict/outdoor.depth.gz --confidence "$d/$c" $f
        case_ "render-$c-$format" render testdata/verdict/outdoor.depth.gz --confidence "$d/$c" -o "$s/r.png" $f
    done
    case_ "analyze-confidence-tiny-png-$format" analyze testdata/reference/corpus/tiny_4x4.depth.gz --width 4 --height 4 --confidence "$d/conf_rgba.png" $f
    case_ "analyze-intrinsics-$format" analyze testdata/real/promptda_bookshelf_room.depth.gz --fx 200 --fy 200 --cx 128 --cy 96 $f
    case_ "analyze-missing-$format" analyze testdata/nothing.depth.gz $f
    case_ "render-corpus-$format" render "${corpus[@]}" -o "$s" --colormap turbo $f
    case_ "render-auto-$format" render testdata/real/promptda_bookshelf_room.depth.gz --range auto --rotate 90 --size 96x128 -o "$s/a.png" $f
    case_ "render-bad-size-$format" render testdata/real/promptda_bookshelf_room.depth.gz --size 0x0 -o "$s/a.png" $f
    case_ "render-bad-range-$format" render testdata/real/promptda_bookshelf_room.depth.gz --near 3 --far 1 -o "$s/a.png" $f
    case_ "overlay-$format" overlay testdata/real/promptda_bookshelf_room.depth.gz --photo testdata/real/promptda_bookshelf_room.rgb.jpg -o "$s/o.jpg" $f
    case_ "overlay-png-$format" overlay testdata/real/promptda_bookshelf_room.depth.gz --photo testdata/real/promptda_bookshelf_room.rgb.jpg -o "$s/o.png" --photo-reduction 4 $f
    case_ "overlay-aspect-$format" overlay testdata/real/promptda_bookshelf_room.depth.gz --photo testdata/real/promptda_bookshelf_room.rgb.jpg --rotate 90 -o "$s/o.png" $f
    case_ "overlay-confidence-$format" overlay testdata/verdict/outdoor.depth.gz --photo testdata/real/promptda_bookshelf_room.rgb.jpg --confidence "$d/conf_short.raw" -o "$s/o.png" $f
    for ext in npy ply png gz zlib raw; do
        case_ "convert-$ext-$format" convert testdata/real/promptda_bookshelf_room.depth.gz "$s/out.$ext" $f
    done
    case_ "convert-npy-in-$format" convert testdata/conversion/tiny_3x2.npy "$s/out.gz" $f
    case_ "convert-bad-$format" convert testdata/reference/corpus/truncated_gzip.depth.gz "$s/out.npy" $f
    for c in testdata/captures/*; do
        case_ "evidence-$(basename "$c")-$format" evidence "$c" -o "$s/e.json" $f
    done
    case_ "evidence-bad-captured-$format" evidence "$d/photo_bad_captured" $f
    case_ "evidence-signed-$format" evidence "$d/photos/captures/000001" --registry "$(registry photos)" $f
    case_ "evidence-video-$format" evidence "$v" --registry "$(registry vid)" $f
    case_ "evidence-video-bad-started-$format" evidence "$d/vid_bad_started" $f
    case_ "evidence-missing-$format" evidence testdata/captures/nothing $f
    case_ "hash-$format" hash testdata/captures/good/photo.jpg testdata/captures/good/depth.gz $f
    case_ "hash-capture-$format" hash --capture testdata/captures/good/photo.jpg testdata/captures/good/depth.gz $f
    case_ "hash-missing-$format" hash testdata/nothing $f
    case_ "encode-jpeg-$format" encode-jpeg testdata/frames/bookshelf_320x240.ppm -o "$s/f.jpg" $f
    case_ "encode-jpeg-zero-ppm-$format" encode-jpeg "$d/zero.ppm" -o "$s/f.jpg" $f
    case_ "encode-jpeg-raw-zero-$format" encode-jpeg "$d/frame.raw" --pixel-format rgb8 --width 0 --height 2 -o "$s/f.jpg" $f
    case_ "encode-jpeg-raw-huge-$format" encode-jpeg "$d/frame.raw" --pixel-format rgb8 --width 4611686018427387904 --height 4 -o "$s/f.jpg" $f
    case_ "encode-jpeg-raw-ok-$format" encode-jpeg "$d/frame.raw" --pixel-format rgb8 --width 2 --height 2 -o "$s/f.jpg" $f
    case_ "frame-$format" frame --rgb testdata/frames/bookshelf_320x240.ppm --depth testdata/real/promptda_bookshelf_room.depth.gz \
        --metadata-in testdata/frames/metadata-in.json -o "$s/cap" $f
    case_ "frame-zero-ppm-$format" frame --rgb "$d/zero.ppm" --depth testdata/real/promptda_bookshelf_room.depth.gz -o "$s/cap" $f
    case_ "batch-$format" batch testdata/reference/corpus testdata/real -o "$s/b" --task analyze --task render --task info --jobs 1 -q
    case_ "batch-evidence-$format" batch testdata/captures -o "$s/b" --task evidence --jobs 1 -q
    case_ "device-register-$format" device register testdata/appattest/uebelack-01-attestation.json --app-id V8H6LQ9448.io.uebelacker.AppAttestExample \
        --environment development --at 2024-02-04T20:27:06Z --registry "$s/r.sqlite" $f
    for a in attest_truncated_cbor attest_bad_cbor; do
        case_ "device-register-$a-$format" device register "$d/$a.json" --app-id V8H6LQ9448.io.uebelacker.AppAttestExample --at 2024-02-04T20:27:06Z $f
    done
    case_ "device-list-$format" device list --registry "$(registry photos)" $f
    case_ "bundle-list-$format" bundle list testdata/bundles/good.dkb testdata/bundles/video.dkb --key-file testdata/bundles/test.key $f
    case_ "bundle-verify-$format" bundle verify testdata/bundles/good.dkb --key-file testdata/bundles/test.key $f
    case_ "bundle-open-$format" bundle open testdata/bundles/video.dkb -o "$s/opened" --key-file testdata/bundles/test.key $f
    case_ "bundle-seal-$format" bundle seal testdata/captures/good -o "$s/g.dkb" --key-file testdata/bundles/test.key --key-id k $f
    case_ "bundle-bad-key-$format" bundle list testdata/bundles/good.dkb --key-file testdata/captures/good/metadata.json $f
    case_ "bundle-wrong-key-$format" bundle list testdata/bundles/good.dkb --key-file "$d/conf_levels.raw" $f
    case_ "bundle-not-bundle-$format" bundle verify testdata/captures/good/photo.jpg --key-file testdata/bundles/test.key $f
    case_ "c2pa-verify-$format" c2pa verify testdata/c2pa/*.jpg testdata/c2pa/c2pa-rs/*.jpg testdata/captures/good/photo.jpg $f
    case_ "video-analyze-corpus-$format" video analyze "${kf[@]}" $f
    case_ "video-analyze-captures-$format" video analyze "$v" "$d/vidint/capture" "$d/vidscreen/capture" "$d/vid_bad_depth" "$d/vid_empty_depth" $f
    case_ "video-analyze-files-$format" video analyze "$d/keyframes_bad.gz" "$d/keyframes_empty.bin" testdata/nothing.rldp $f
    case_ "video-analyze-geometry-$format" video analyze "$d/frame.raw" --width 1 --height 1 $f
    case_ "video-verify-$format" video verify "$v" "$d/vidint/capture" "$d/vidscreen/capture" $f
    case_ "video-verify-registry-$format" video verify "$v" --registry "$(registry vid)" $f
    for x in vid_bad_started vid_bad_ended vid_no_frame_count vid_bad_json vid_no_chain vid_short_movie vid_movie_dir vid_bad_depth vid_empty_depth vid_tampered_chain; do
        case_ "video-verify-$x-$format" video verify "$d/$x" $f
    done
    case_ "video-verify-missing-$format" video verify "$d/nothing" $f
    case_ "summary-$format" summary testdata/nothing $f
done
case_ "batch-summary" batch testdata/reference/corpus -o "$s/b" --task info --jobs 1 -q
[ -e "$scratch/b/summary.jsonl" ] && normalise <"$scratch/b/summary.jsonl" >"$out/batch-summary.jsonl"
case_ "version" --version
for c in "" info stats analyze render overlay convert batch evidence summary encode-jpeg frame hash device "device register" \
    "device assertion" "device list" bundle "bundle seal" "bundle open" "bundle list" "bundle verify" "bundle keygen" c2pa \
    "c2pa verify" "c2pa sign" "c2pa keygen" video "video chain" "video verify" "video analyze"; do
    # shellcheck disable=SC2086
    case_ "help-${c// /-}" $c --help
done
echo "$n cases, $(find "$out" -type f | wc -l) files in $out"
