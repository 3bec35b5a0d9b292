#!/bin/sh
# Herna for this user on a Linux desktop: the menu entry, the file type of its records
# (*.herna, and .json records by their contents), the icons and the AppStream metadata go
# into ${XDG_DATA_HOME:-~/.local/share}; the program stays in this folder. No root needed.
#   ./install.sh              install (run it again after moving this folder)
#   ./install.sh --uninstall  remove what it installed
set -eu
id=cz.herna.herna
here=$(CDPATH='' cd -- "$(dirname -- "$0")" && pwd -P)
data=${XDG_DATA_HOME:-${HOME:?HOME is not set}/.local/share}
case "${1:-}" in
  "") action=install ;;
  --uninstall) action=uninstall ;;
  -h|--help) sed -n '2,6s/^# \{0,1\}//p' "$0"; exit 0 ;;
  *) printf 'usage: %s [--uninstall]\n' "$0" >&2; exit 2 ;;
esac
if [ ! -d "$here/share" ]; then
  printf 'install.sh: %s/share is missing: unpack the whole archive again\n' "$here" >&2
  exit 1
fi

# An Exec= value: the path quoted, with ", `, $ and \ escaped inside the quotes, then \
# escaped again for the desktop file's string (Desktop Entry spec).
exec_quoted() {
  printf '"%s"' "$(printf '%s' "$1" | sed -e 's/[\\"`$]/\\&/g' -e 's/\\/\\\\/g')"
}

refresh() {
  if command -v update-mime-database >/dev/null 2>&1; then
    update-mime-database "$data/mime" || true
  fi
  if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database -q "$data/applications" || true
  fi
  if [ -f "$data/icons/hicolor/icon-theme.cache" ] \
      && command -v gtk-update-icon-cache >/dev/null 2>&1; then
    gtk-update-icon-cache -q -f -t "$data/icons/hicolor" || true
  fi
  touch "$data/icons/hicolor" 2>/dev/null || true  # desktops rescan a changed folder
}

files=$(cd "$here/share" && find . -type f | sed 's|^\./||' | sort)
if [ "$action" = uninstall ]; then
  echo "$files" | while IFS= read -r file; do
    rm -f "$data/$file"
  done
  refresh
  printf "Herna's menu entry, file type and icons were removed from %s.\n" "$data"
  exit 0
fi

program="$here/herna"
case "$program" in
  # a desktop entry cannot name such a path (GLib takes "%%" for two characters when it
  # looks for the program, but for one when it starts it)
  *%*|*"
"*) printf 'install.sh: a menu entry cannot name a path with %% or a line break (%s): move\n%s\n' \
      "$here" "the folder elsewhere and run install.sh there" >&2
    exit 1 ;;
esac
echo "$files" | while IFS= read -r file; do
  mkdir -p "$data/$(dirname "$file")"
  if [ "$file" = "applications/$id.desktop" ]; then
    while IFS= read -r line; do
      case "$line" in
        "Exec=herna "*)
          printf 'Exec=%s %s\n' "$(exec_quoted "$program")" "${line#Exec=herna }"
          printf 'TryExec=%s\n' "$(printf '%s' "$program" | sed 's/\\/\\\\/g')" ;;
        *) printf '%s\n' "$line" ;;
      esac
    done < "$here/share/$file" > "$data/$file.tmp"
    mv "$data/$file.tmp" "$data/$file"
  else
    cp "$here/share/$file" "$data/$file"
  fi
done
refresh
printf 'Herna is in the menu now (Games), and its records open it: %s\n' "$program"
printf 'To remove the entry: %s/install.sh --uninstall\n' "$here"
