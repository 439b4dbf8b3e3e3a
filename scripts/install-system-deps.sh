#!/usr/bin/env bash
# Installs the Debian packages DepthKit links against, only when pkg-config cannot find them.
# Usage: install-system-deps.sh APT_PACKAGE... -- PKG_CONFIG_MODULE...
set -euo pipefail
packages=()
while [ "$#" -gt 0 ] && [ "$1" != "--" ]; do packages+=("$1"); shift; done
shift || true
missing=0
if ! command -v pkg-config >/dev/null 2>&1; then
    missing=1
else
    for module in "$@"; do
        pkg-config --exists "$module" || missing=1
    done
fi
[ "$missing" -eq 0 ] && exit 0
echo "Installing system libraries: ${packages[*]}" >&2
if [ "$(id -u)" -eq 0 ]; then
    sudo=""
elif command -v sudo >/dev/null 2>&1; then
    sudo="sudo"
else
    echo "Missing system libraries; as root run: apt-get install -y ${packages[*]}" >&2
    exit 1
fi
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${packages[@]}" >/dev/null
