"""What Herna's bundle is made of besides code: the run-time files of resources/, and
metadata from pyproject.toml (the version, the macOS Info.plist entries, the Windows
version resource). build/herna.spec and build/make_bundle.py share these."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
APP_NAME = "Herna"
EXE_NAME = "herna"
BUNDLE_IDENTIFIER = "cz.herna.Herna"
# Herna's record and save files: their extension, MIME type (the freedesktop type,
# resources/desktop/) and macOS uniform type
RECORD_SUFFIX = "herna"
RECORD_MIME = "application/x-herna-record"
RECORD_UTI = "cz.herna.record"
# The freedesktop/AppStream id (AppStream wants it lowercase): the names of the files in
# resources/desktop/ and of the icons a Linux desktop gets (build/desktop_files.py).
DESKTOP_ID = "cz.herna.herna"
# Where the project lives (no homepage is published yet: the AppStream metadata's links
# and screenshots use this one, and tests/build keeps them in step).
HOMEPAGE = "https://github.com/herna-game/herna"
# Files of resources/ that are sources of other files, not run-time data; the platform
# icons stay out too (the executable or the .app carries them).
SOURCE_SUFFIXES = frozenset({".py", ".pyc", ".ts", ".tsv", ".ico", ".icns"})
# Folders of resources/ the program never reads: the Linux desktop's files go beside the
# program in the Linux bundle (build/desktop_files.py), not into it.
NOT_RUNTIME = frozenset({"__pycache__", "desktop"})
# The oldest macOS the app is tested on (the GitHub runners macos-latest and
# macos-15-intel): PySide6 6.11's QtCore.abi3.so and libpyside6 are built for 15.0 (its Qt
# frameworks for 13), so an older Mac gets Finder's clear "needs a newer macOS" message
# instead of a crash at start.
MACOS_MINIMUM = "15.0"


def runtime_resources(folder: Path = ROOT / "resources") -> list[Path]:
    """The files of resources/ a bundle carries, relative to that folder."""
    return sorted(path.relative_to(folder) for path in folder.rglob("*")
                  if path.is_file() and path.suffix not in SOURCE_SUFFIXES
                  and not NOT_RUNTIME.intersection(path.relative_to(folder).parts))


def project(pyproject: Path = ROOT / "pyproject.toml") -> dict:
    """The [project] table of pyproject.toml."""
    return tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]


def version() -> str:
    """Herna's version, e.g. "0.1.0"."""
    return project()["version"]


def version_tuple(text: str) -> tuple[int, int, int, int]:
    """The four numbers of a Windows version from a version string: "1.2.3rc1" gives
    (1, 2, 3, 0)."""
    match = re.match(r"\d+(?:\.\d+)*", text.strip())
    if not match:
        raise ValueError(f"{text!r} does not start with a version number")
    numbers = [int(part) for part in match.group().split(".")][:4]
    return (*numbers, *[0] * (4 - len(numbers)))  # type: ignore[return-value]


def copyright_line(meta: dict) -> str:
    authors = ", ".join(author["name"] for author in meta.get("authors", []))
    return f"© {authors}, {meta.get('license', 'all rights reserved')} licence"


def info_plist(meta: dict) -> dict:
    """Info.plist entries of the macOS app (PyInstaller adds the identifier and the
    short version string from BUNDLE's arguments)."""
    return {
        "CFBundleName": APP_NAME,
        "CFBundleDisplayName": APP_NAME,
        "CFBundleVersion": meta["version"],
        "CFBundleDevelopmentRegion": "en",
        "CFBundleLocalizations": ["cs", "en"],
        "LSMinimumSystemVersion": MACOS_MINIMUM,
        "LSApplicationCategoryType": "public.app-category.card-games",
        "NSHighResolutionCapable": True,
        "NSRequiresAquaSystemAppearance": False,
        "NSHumanReadableCopyright": copyright_line(meta),
        # Herna's records and saves (*.herna, JSON inside) open Herna from the Finder;
        # the app takes them as file-open events (gui.services.file_open)
        "UTExportedTypeDeclarations": [{
            "UTTypeIdentifier": RECORD_UTI,
            "UTTypeDescription": "Herna game record",
            "UTTypeConformsTo": ["public.json", "public.data"],
            "UTTypeTagSpecification": {"public.filename-extension": [RECORD_SUFFIX],
                                       "public.mime-type": [RECORD_MIME]},
        }],
        "CFBundleDocumentTypes": [{
            "CFBundleTypeName": "Herna game record",
            "CFBundleTypeRole": "Viewer",
            "LSHandlerRank": "Owner",
            "LSItemContentTypes": [RECORD_UTI],
        }],
    }


def windows_version_info(meta: dict) -> str:
    """The Windows version resource in PyInstaller's version-file syntax."""
    numbers = version_tuple(meta["version"])
    strings = {
        "CompanyName": ", ".join(a["name"] for a in meta.get("authors", [])) or APP_NAME,
        "FileDescription": APP_NAME,
        "FileVersion": meta["version"],
        "InternalName": EXE_NAME,
        "LegalCopyright": copyright_line(meta),
        "OriginalFilename": f"{EXE_NAME}.exe",
        "ProductName": APP_NAME,
        "ProductVersion": meta["version"],
    }
    table = ",\n".join(f"          StringStruct({key!r}, {value!r})"
                       for key, value in strings.items())
    return (
        "VSVersionInfo(\n"
        "  ffi=FixedFileInfo(\n"
        f"    filevers={numbers},\n"
        f"    prodvers={numbers},\n"
        "    mask=0x3f, flags=0x0, OS=0x40004, fileType=0x1, subtype=0x0, date=(0, 0)),\n"
        "  kids=[\n"
        "    StringFileInfo([\n"
        "      StringTable('040904B0', [\n"
        f"{table}])]),\n"
        "    VarFileInfo([VarStruct('Translation', [1033, 1200])])])\n"
    )
