#!/usr/bin/env bash
# Set up Herna with its test tools and run the whole test suite (offscreen, no display
# needed): ruff and mypy beside pytest in HERNA_TEST_WORKERS pytest-xdist processes
# (default: one more than the processors, as some tests wait on timers or on processes of
# their own; 0 runs in this process, e.g. for --pdb). Extra arguments go to pytest.
# It fails when any of the three fails; ruff's and mypy's output follows pytest's.
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
# The tests' temporary folders (thousands a run, made and later deleted) on a RAM disk
# where Linux has one that may run programs (tests/build does): on a busy disk deleting
# a run's folders took many seconds.
if [ -z "${TMPDIR:-}" ] && shm="$(mktemp -d /dev/shm/herna-XXXXXX 2>/dev/null)"; then
  printf '#!/bin/sh\n' > "$shm/run" && chmod +x "$shm/run"
  if "$shm/run" 2>/dev/null; then
    export TMPDIR=/dev/shm
  fi
  rm -rf "$shm"
fi
# ruff and mypy check beside the tests (mypy takes ~10 s, mostly while the test
# processes start); their output is kept and shown after the tests'.
checks="$(mktemp -d)"
trap 'rm -rf "$checks"' EXIT
# (`|| rc=$?`: under set -e a failing check would end its subshell before its code is kept)
( rc=0; .venv/bin/ruff check . > "$checks/ruff" 2>&1 || rc=$?; echo "$rc" > "$checks/ruff.rc" ) &
( rc=0; .venv/bin/mypy > "$checks/mypy" 2>&1 || rc=$?; echo "$rc" > "$checks/mypy.rc" ) &
# worksteal: a worker left idle at the end takes half of what the other still has queued
status=0
workers="${HERNA_TEST_WORKERS:-$(( $(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2) + 1 ))}"
.venv/bin/python -m pytest -n "$workers" --dist worksteal -m "not latency" "$@" || status=$?
# the tests that measure a loop's lateness, alone: beside other test processes the cores
# they share, not the code, would make the loop late (5: none were chosen)
rc=0
.venv/bin/python -m pytest -m latency "$@" || rc=$?
if [ "$rc" != 0 ] && [ "$rc" != 5 ] && [ "$status" = 0 ]; then
  status=$rc
fi
wait
for check in ruff mypy; do
  echo "--- $check"
  cat "$checks/$check"
  rc="$(cat "$checks/$check.rc")"
  if [ "$rc" != 0 ] && [ "$status" = 0 ]; then
    status=$rc
  fi
done
exit "$status"
