#!/usr/bin/env bash
# Run Herna at a table under Xvfb with the AT-SPI bus, and read its accessibility tree
# with pyatspi, as the Orca screen reader would; then press the Right arrow (the table's
# keyboard cursor) and read where the focus went. At a Nines table it first takes the
# wall's two columns by keys, so that the hand it reads holds tiles.
# Usage: scripts/a11y_tree.sh [royal|nines] [cs|en]
# Needs: xvfb, at-spi2-core, python3-pyatspi, dbus, xdotool (apt-get install them).
set -euo pipefail
cd "$(dirname "$0")/.."
game="${1:-royal}" lang="${2:-en}" display=":$((90 + RANDOM % 100))"
Xvfb "$display" -screen 0 1280x800x24 >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null || true' EXIT
export DISPLAY="$display"
if [ "$game" = nines ]; then  # its opening roll plays first
  export A11Y_WAIT="${A11Y_WAIT:-12}"
fi
sleep 1
dbus-run-session -- bash -c '
  /usr/libexec/at-spi-bus-launcher --launch-immediately >/dev/null 2>&1 &
  sleep 1
  QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 QT_QPA_PLATFORM=xcb \
    .venv/bin/python scripts/a11y_table.py "$0" "$1" >/dev/null 2>&1 &
  app=$!
  sleep "${A11Y_WAIT:-8}"
  if [ "$0" = nines ]; then  # take the wall'"'"'s two columns by keys: a hand to read
    wid=$(xdotool search --onlyvisible --name Herna | head -1)
    xdotool windowfocus --sync "$wid" key Right sleep 0.5 key space >/dev/null 2>&1 || true
    sleep "${A11Y_TAKE_WAIT:-6}"
  fi
  echo "=== the tree"
  /usr/bin/python3 scripts/a11y_read.py
  wid=$(xdotool search --onlyvisible --name Herna | head -1)
  xdotool windowfocus --sync "$wid" key Right \
    >/dev/null 2>&1 || true
  sleep 1
  echo "=== after the Right arrow"
  /usr/bin/python3 scripts/a11y_read.py 0 | tail -1
  kill $app
' "$game" "$lang"
