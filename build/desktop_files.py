"""Herna on a Linux desktop: the files the Linux bundle carries for it, laid out as under
~/.local/share (share/applications, share/metainfo, share/mime/packages,
share/icons/hicolor), and install.sh beside the program, which copies them there.

    python build/desktop_files.py FOLDER   # stage them into a bundle folder

The sources: resources/desktop/ (the desktop entry, AppStream metainfo and MIME type,
named by APP_ID) and resources/icons/ (herna-<size>.png, herna.svg).
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bundle_meta
import make_icons

ROOT = bundle_meta.ROOT
APP_ID = bundle_meta.DESKTOP_ID
SOURCES = ROOT / "resources" / "desktop"
ICONS = ROOT / "resources" / "icons"
INSTALL_SCRIPT = Path(__file__).resolve().parent / "linux" / "install.sh"
MIME_TYPE = bundle_meta.RECORD_MIME


def share_files() -> dict[str, Path]:
    """Where each file goes under share/ (relative, with /), and its source."""
    files = {
        f"applications/{APP_ID}.desktop": SOURCES / f"{APP_ID}.desktop",
        f"metainfo/{APP_ID}.metainfo.xml": SOURCES / f"{APP_ID}.metainfo.xml",
        f"mime/packages/{APP_ID}.xml": SOURCES / f"{APP_ID}.xml",
        f"icons/hicolor/scalable/apps/{APP_ID}.svg": ICONS / "herna.svg",
    }
    for size in make_icons.PNG_SIZES:
        files[f"icons/hicolor/{size}x{size}/apps/{APP_ID}.png"] = ICONS / f"herna-{size}.png"
    return files


def stage(folder: Path) -> list[Path]:
    """Copy share/ and install.sh into the bundle `folder`; the files written."""
    written = []
    shutil.rmtree(folder / "share", ignore_errors=True)
    for rel, source in share_files().items():
        target = folder / "share" / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target)
        written.append(target)
    script = folder / INSTALL_SCRIPT.name
    shutil.copyfile(INSTALL_SCRIPT, script)
    script.chmod(0o755)
    written.append(script)
    return written


def main(argv: list[str]) -> int:
    if len(argv) != 1 or argv[0].startswith("-"):
        print(__doc__.strip().splitlines()[4].strip())
        return 2
    for path in stage(Path(argv[0])):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
