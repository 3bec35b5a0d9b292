#!/usr/bin/env bash
# Set up Herna with its test tools and run the whole test suite (offscreen, no display
# needed). Extra arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh test
export QT_QPA_PLATFORM=offscreen
.venv/bin/ruff check .
exec .venv/bin/python -m pytest "$@"
