#!/usr/bin/env bash
# The quick-start demo: runs depthkit's main jobs over the bundled testdata/.
set -euo pipefail
depthkit="$1"
out="$2"
mkdir -p "$out"
echo "== depthkit info (every reference corpus map)"
"$depthkit" info --format text testdata/reference/corpus/*.depth.gz || true
echo "== depthkit stats (every reference corpus map)"
"$depthkit" stats --format text testdata/reference/corpus/*.depth.gz || true
