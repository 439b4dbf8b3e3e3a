#!/usr/bin/env bash
# C2PA oracle: checks DepthKit's `c2pa sign|verify` against c2pa-rs, the reference implementation, through its
# official Python bindings (c2pa-python, a wheel with the native library) in a virtual environment outside git.
# Never used at run time. Usage: scripts/c2pa-oracle.sh [pytest arguments]
#   DEPTHKIT=path/to/depthkit    use this binary (and depthkit-synth beside it) instead of building them (debug)
#   C2PA_ORACLE_VENV=dir         the virtual environment (default .venv-oracle)
set -euo pipefail
cd "$(dirname "$0")/.."
venv="${C2PA_ORACLE_VENV:-.venv-oracle}"
# Pinned: c2pa-python 0.38.1 bundles c2pa-rs 0.91.3.
pins=(c2pa-python==0.38.1 pytest==9.2.0 cryptography==50.0.2)
as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
if [ ! -x "$venv/bin/python" ]; then
    if ! python3 -m venv "$venv" >/dev/null 2>&1; then
        echo "installing python3-venv (Debian package)" >&2
        as_root apt-get update -qq >&2
        DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq python3-venv python3-pip >&2
        rm -rf "$venv"
        python3 -m venv "$venv"
    fi
fi
"$venv/bin/pip" install --quiet --disable-pip-version-check "${pins[@]}"
if [ -z "${DEPTHKIT:-}" ]; then
    # depthkit-synth (beside depthkit) writes the hardware-attested capture of the app_attest test.
    swift build --product depthkit >&2
    swift build --product depthkit-synth >&2
    DEPTHKIT="$(swift build --show-bin-path)/depthkit"
fi
export DEPTHKIT
cd Tests/Oracle/c2pa
exec "../../../$venv/bin/python" -m pytest -q -p no:cacheprovider "$@"
