"""The one place for Herna's folders: settings, saves and exported records.

Tests (and a portable install) point everything at one folder with `use_root(path)`.
A folder that cannot be made (a file in its place, no rights) is not an error here:
writing into it then fails with the reason, which the room tells the player.
"""

from __future__ import annotations

import contextlib
from pathlib import Path

from PySide6.QtCore import QStandardPaths

ORGANIZATION = "Herna"
APPLICATION = "Herna"

_root: Path | None = None


def use_root(path: Path | None) -> None:
    """Keep settings and saves under `path` (None: the platform's folders again)."""
    global _root
    _root = Path(path) if path is not None else None


def _standard(kind: QStandardPaths.StandardLocation, fallback: str) -> Path:
    location = QStandardPaths.writableLocation(kind)
    if not location:
        return Path.home() / f".{APPLICATION.lower()}" / fallback
    path = Path(location)
    # Without an application name set, Qt leaves out Herna's own sub-folder.
    return path if path.name == APPLICATION else path / APPLICATION


def _made(path: Path) -> Path:
    with contextlib.suppress(OSError):
        path.mkdir(parents=True, exist_ok=True)
    return path


def data_dir() -> Path:
    """The app-data folder (saves); created on demand."""
    return _made(_root / "data" if _root else _standard(
        QStandardPaths.StandardLocation.AppDataLocation, "data"))


def folder_problem() -> Path | None:
    """The file that stands where the data folder (or one above it) should be; None when
    there is none."""
    path = data_dir()
    for part in (path, *path.parents):
        if part.exists():
            return None if part.is_dir() else part
    return None


def config_file() -> Path:
    """The settings file (INI)."""
    return _made(_root / "config" if _root else _standard(
        QStandardPaths.StandardLocation.AppConfigLocation, "config")) / "herna.ini"


def autosave_file(game: str) -> Path:
    """The record of the unfinished game of `game` ("royal" or "nines"): one per game."""
    return data_dir() / f"autosave-{game}.json"


def legacy_autosave_file() -> Path:
    """The one save of older Herna, whatever its game (moved to its game's file)."""
    return data_dir() / "autosave.json"


def records_dir() -> Path:
    """Where records are first offered: the user's Documents folder when it exists, else
    their home folder (never the program's working folder). Under `use_root`: its data
    folder, so that tests never touch the user's files."""
    if _root:
        return data_dir()
    docs = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    if docs and Path(docs).is_dir():
        return Path(docs)
    return Path.home()
