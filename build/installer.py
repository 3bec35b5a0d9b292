"""Herna's Windows installer: NSIS's makensis compiles build/herna.nsi over the bundle.

    python build/installer.py DIST_FOLDER TARGET.exe

build/make_bundle.py calls it on Windows when makensis is there; build/windows/check.py
calls it on Linux (Debian's `nsis` package builds the same Windows installer).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bundle_meta

SCRIPT = Path(__file__).resolve().with_name("herna.nsi")
ICON = bundle_meta.ROOT / "resources" / "icons" / "herna.ico"
PUBLISHER = "Herna developers"


def find_makensis() -> str | None:
    """makensis on PATH, or where NSIS's Windows installer puts it."""
    found = shutil.which("makensis")
    if found:
        return found
    for base in (os.environ.get("PROGRAMFILES(X86)"), os.environ.get("PROGRAMFILES")):
        candidate = Path(base) / "NSIS" / "makensis.exe" if base else None
        if candidate and candidate.is_file():
            return str(candidate)
    return None


def installer_name(version: str, machine: str) -> str:
    """e.g. herna-0.1.0-windows-x86_64-setup.exe"""
    arch = "x86_64" if machine.lower() in {"amd64", "x86_64", "x64"} else machine.lower()
    return f"{bundle_meta.EXE_NAME}-{version}-windows-{arch}-setup.exe"


def has_amd64_stubs(makensis: str) -> bool:
    """Whether this NSIS can write a 64-bit installer (Debian's can; the Windows
    download's stubs are 32-bit only)."""
    stubs = [Path(makensis).resolve().parent / "Stubs", Path("/usr/share/nsis/Stubs")]
    return any((folder / "lzma_solid-amd64-unicode").is_file() for folder in stubs)


def command(makensis: str, source: Path, target: Path, version: str) -> list[str]:
    """The makensis call (options with '-', which makensis takes on every system)."""
    numbers = ".".join(str(n) for n in bundle_meta.version_tuple(version))
    defines = {"VERSION": version, "VERSION4": numbers, "PUBLISHER": PUBLISHER,
               "SOURCE": str(source), "OUTFILE": str(target), "ICON": str(ICON)}
    if has_amd64_stubs(makensis):
        defines["AMD64"] = "1"
    return [makensis, "-V2", "-INPUTCHARSET", "UTF8",
            *(f"-D{key}={value}" for key, value in defines.items()), str(SCRIPT)]


def build(makensis: str, source: Path, target: Path, version: str) -> Path:
    """Compile the installer of the one-folder bundle `source` into `target`."""
    if not (source / f"{bundle_meta.EXE_NAME}.exe").is_file():
        raise FileNotFoundError(f"{source} holds no {bundle_meta.EXE_NAME}.exe")
    target.parent.mkdir(parents=True, exist_ok=True)
    target.unlink(missing_ok=True)
    call = command(makensis, source, target, version)
    print("$ " + " ".join(call), flush=True)
    subprocess.run(call, check=True)
    return target


def main(argv: list[str]) -> int:
    if len(argv) != 2 or argv[0].startswith("-"):
        print(__doc__.strip().splitlines()[2].strip())
        return 2
    makensis = find_makensis()
    if makensis is None:
        print("makensis is missing (Debian: apt-get install nsis; Windows: NSIS)")
        return 1
    build(makensis, Path(argv[0]), Path(argv[1]), bundle_meta.version())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
