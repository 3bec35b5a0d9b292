"""The one place for Herna's folders: settings, saves and exported records.

Tests (and a portable install) point everything at one folder with `use_root(path)`.
"""

from __future__ import annotations

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


def data_dir() -> Path:
    """The app-data folder (saves); created on demand."""
    path = _root / "data" if _root else _standard(
        QStandardPaths.StandardLocation.AppDataLocation, "data")
    path.mkdir(parents=True, exist_ok=True)
    return path


def config_file() -> Path:
    """The settings file (INI)."""
    folder = _root / "config" if _root else _standard(
        QStandardPaths.StandardLocation.AppConfigLocation, "config")
    folder.mkdir(parents=True, exist_ok=True)
    return folder / "herna.ini"


def autosave_file() -> Path:
    """The record of the game in progress."""
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
