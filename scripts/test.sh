#!/usr/bin/env bash
# Set up Herna with its test tools and run the whole test suite (offscreen, no display
# needed): ruff, mypy, then pytest in HERNA_TEST_WORKERS pytest-xdist processes
# (default 2; 0 runs in this process, e.g. for --pdb). Extra arguments go to pytest.
# The setup runs unless .venv was set up from these very pyproject.toml and setup.sh
# (Herna is installed editable: code changes need none); delete .venv to force it.
set -euo pipefail
cd "$(dirname "$0")/.."
stamp=.venv/herna-setup-test
wanted="$(cat pyproject.toml scripts/setup.sh | cksum)"
if [ "$(cat "$stamp" 2>/dev/null)" != "$wanted" ]; then
  scripts/setup.sh test
  printf '%s\n' "$wanted" > "$stamp"
fi
export QT_QPA_PLATFORM=offscreen
# The suite starts Python many times (the workers, search processes, the app's self-test):
# they share compiled bytecode (__pycache__, ignored by git) instead of each compiling
# the project afresh, even where the environment says not to write it.
unset PYTHONDONTWRITEBYTECODE
.venv/bin/ruff check .
.venv/bin/mypy
# worksteal: a worker left idle at the end takes half of what the other still has queued
exec .venv/bin/python -m pytest -n "${HERNA_TEST_WORKERS:-2}" --dist worksteal "$@"
