#!/usr/bin/env bash
# Set up Herna on a Debian/Ubuntu machine: the system libraries Qt needs (installed with
# apt-get where any is missing), then a virtual environment in .venv with Herna in it.
# Usage: scripts/setup.sh [EXTRAS]   e.g. scripts/setup.sh test
set -euo pipefail
cd "$(dirname "$0")/.."
extras="${1:-}"

system_packages=(
  libegl1 libgl1 libglib2.0-0 libfontconfig1 libfreetype6 libdbus-1-3
  libxkbcommon0 libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-image0
  libxcb-keysyms1 libxcb-randr0 libxcb-render-util0 libxcb-shape0 libxcb-xinerama0
  libxcb-xkb1 libxcb-shm0 libxcb-sync1 libxcb-xfixes0 libxrender1 libx11-xcb1
  fonts-dejavu-core python3-venv
)
# With the test tools, shellcheck too: actionlint checks the workflow's scripts with it;
# Noto Sans Mono, to which fontconfig then maps "monospace", a face Qt does not take as
# fixed-pitch: the font tests run where the platform's fixed font is not fixed; and the
# desktop's validators and tools (desktop-file-validate, appstreamcli,
# update-mime-database, gio), with which tests/build checks Herna's desktop files.
case ",$extras," in
  *,test,*) system_packages+=(shellcheck fonts-noto-mono desktop-file-utils appstream
                             shared-mime-info libglib2.0-bin) ;;
esac

if command -v apt-get >/dev/null 2>&1 && command -v dpkg-query >/dev/null 2>&1; then
  missing=()
  for pkg in "${system_packages[@]}"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" \
      || missing+=("$pkg")
  done
  if ((${#missing[@]})); then
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    echo "Installing system packages: ${missing[*]}"
    $sudo apt-get update -q
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
  fi
fi

python="${PYTHON:-python3}"
if [ ! -x .venv/bin/python ]; then
  "$python" -m venv .venv
fi
.venv/bin/python -m pip install -q --upgrade pip
if [ -n "$extras" ]; then
  .venv/bin/python -m pip install -q -e ".[$extras]"
else
  .venv/bin/python -m pip install -q -e .
fi
