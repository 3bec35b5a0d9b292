#!/usr/bin/env bash
# Set up Herna with its test tools and run the whole test suite (offscreen, no display
# needed): ruff, mypy, then pytest in HERNA_TEST_WORKERS pytest-xdist processes
# (default 2; 0 runs in this process, e.g. for --pdb). Extra arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh test
export QT_QPA_PLATFORM=offscreen
.venv/bin/ruff check .
.venv/bin/mypy
exec .venv/bin/python -m pytest -n "${HERNA_TEST_WORKERS:-2}" "$@"
