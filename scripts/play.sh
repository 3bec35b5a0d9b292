#!/usr/bin/env bash
# Set up Herna (first run only takes a while) and start the game room.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
exec .venv/bin/herna "$@"
