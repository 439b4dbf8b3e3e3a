#!/usr/bin/env bash
# Regenerates the README pictures in docs/images/ with depthkit itself, from testdata/.
# Usage: scripts/readme-pictures.sh [path/to/depthkit]   (default: .build/debug/depthkit)
set -euo pipefail
cd "$(dirname "$0")/.."
depthkit=${1:-.build/debug/depthkit}
depth=testdata/real/promptda_bookshelf_room.depth.gz
photo=testdata/real/promptda_bookshelf_room.rgb.jpg
mkdir -p docs/images
for colormap in nearfar rainbow turbo viridis inferno gray; do
    "$depthkit" render "$depth" -o "docs/images/colormap-$colormap.png" \
        --colormap "$colormap" --range auto --legend --png-compression small --format text
done
"$depthkit" overlay "$depth" --photo "$photo" -o docs/images/overlay-fill.png \
    --range auto --photo-reduction 4 --png-compression small --format text
"$depthkit" overlay "$depth" --photo "$photo" -o docs/images/overlay-edges.png \
    --range auto --style edges --photo-reduction 8 --png-compression small --format text
