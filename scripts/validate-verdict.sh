#!/usr/bin/env bash
# The assessment's full validation run (docs/ANALYSIS.md, "Labelled captures"): 1,100 labelled scenes
# (110 per kind, all three sensor grids) from the validation seeds, in a release build. Prints the
# confusion matrix, the reliability table and every miss; fails below 98 % overall, 95 % per kind or
# 97 % among verdicts with confidence >= 0.9.
#   scripts/validate-verdict.sh            the validation set
#   scripts/validate-verdict.sh tuning     the tuning set
#   DEPTHKIT_VERDICT_DUMP=signals.tsv scripts/validate-verdict.sh   also every scene's signals
set -euo pipefail
cd "$(dirname "$0")/.."
export DEPTHKIT_FULL_VALIDATION=1
if [[ "${1:-}" == "tuning" ]]; then export DEPTHKIT_VERDICT_SET=tuning; fi
# The tests import DepthKit with @testable, which a release build allows only with -enable-testing.
swift build -c release --build-tests -Xswiftc -enable-testing
swift test -c release -Xswiftc -enable-testing --skip-build --filter 'VerdictValidationTests'
