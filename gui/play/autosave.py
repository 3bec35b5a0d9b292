"""The save file of the game in progress: written atomically after every move.

The file is a game record (RECORDS.md) of the game being played, with the room's own
data (match scores, earlier games of the match, seeds, move count) kept out of the way
under the key `SAVE_KEY`. Reading refuses, with a readable reason (`SaveError`), whatever
is not such a file; `check` (`core.save_data`) replays the record and checks every field
of the room's data once, so what the room then reads is sound.
"""

from __future__ import annotations

import errno
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from core.atomic_file import write_atomic as write_atomic  # the room saves through autosave
from core.errors import RecordError
from core.records import check_header, parse, read_bytes
from core.save_data import SAVE_KEY, SaveError
from core.save_data import check as check  # the room continues a save through autosave

BROKEN_SUFFIX = ".broken"
OLD_SUFFIX = ".old"


def remove_stale_temps(path: Path) -> list[Path]:
    """Delete the temporary files a killed write of `path` left behind (only one Herna
    runs at a time, so none is being written now); the files removed."""
    removed: list[Path] = []
    try:
        # (older Herna named them without the dot: autosave.jsonXXXX.tmp)
        candidates = list(path.parent.glob(f"{path.name}*.tmp"))
    except OSError:
        return removed
    for stale in candidates:
        try:
            stale.unlink()
        except OSError:
            continue
        removed.append(stale)
    return removed


def read(path: Path, game: str | None = None) -> dict[str, Any]:
    """The save in `path` (of `game`, when given); SaveError when it is missing,
    unreadable, too big, not a Herna save or another game's. Only its form is checked
    here; `check` replays it."""
    try:
        record = parse(read_bytes(path))
    except OSError as exc:
        raise SaveError(f"cannot read {path}: {exc.strerror or exc}", "unreadable",
                        errno=exc.errno) from None
    except RecordError as exc:
        raise SaveError(str(exc), exc.code, **exc.params) from None
    if not isinstance(record.get(SAVE_KEY), dict):
        raise SaveError("not a Herna save file (the room's data is missing)", "not_a_save")
    if game is not None and record.get("game") != game:
        found = record.get("game")
        raise SaveError(f"the save of {game} holds another game"
                        + (f" ({found[:20]!r})" if isinstance(found, str) else ""),
                        "other_game")
    return record


def migrate(legacy: Path, target: Callable[[str], Path]) -> tuple[Path, RecordError] | None:
    """Move older Herna's single save to its game's file `target(game)`, once. A save
    whose game cannot be told is left for the caller to refuse: (its path, why). When
    that game has a save of its own already (a newer one), the old one is set aside as
    autosave.old.json. A folder that allows no move leaves it where it is."""
    if not legacy.is_file():
        return None
    try:
        game = check_header(read(legacy)).name
    except RecordError as exc:  # SaveError too
        return legacy, exc
    try:
        if target(game).exists():
            set_aside(legacy, OLD_SUFFIX)
        else:
            legacy.rename(target(game))
    except OSError:
        pass  # read-only: saving fails too, and the room says so
    return None


def find_saves(target: Callable[[str], Path], games: tuple[str, ...]
               ) -> dict[str, dict[str, Any] | None]:
    """The games with a save file `target(game)`, the last saved first, each with its save
    (None: a file that cannot be one, which Continue then refuses)."""
    found = []
    for game in games:
        try:
            found.append((target(game).stat().st_mtime_ns, game))
        except OSError:
            continue
    saves: dict[str, dict[str, Any] | None] = {}
    for _, game in sorted(found, reverse=True):
        try:
            saves[game] = read(target(game), game)
        except SaveError:
            saves[game] = None
    return saves


def set_aside(path: Path, mark: str = BROKEN_SUFFIX) -> Path:
    """Move a save that cannot be continued out of the way, beside it, never over one
    set aside before: autosave-royal.broken.json, autosave-royal.broken-2.json...
    (OSError when the folder does not allow it)."""
    number = 1
    while True:
        suffix = mark if number == 1 else f"{mark}-{number}"
        target = path.with_suffix(suffix + path.suffix)
        if not target.exists():
            break
        number += 1
    path.rename(target)
    return target


def exists(path: Path) -> bool:
    return path.is_file()


def remove(path: Path) -> None:
    path.unlink(missing_ok=True)


def failure_text(exc: BaseException) -> str:
    """Why a save (or removing it) failed, in the player's language."""
    translate = QCoreApplication.translate
    where = getattr(exc, "filename", None)
    if isinstance(exc, UnicodeError):
        return translate("Autosave", "a name holds a character that cannot be written")
    if not isinstance(exc, OSError):
        return str(exc)
    if exc.errno in (errno.ENOSPC, errno.EDQUOT):
        return translate("Autosave", "the disk is full")
    if exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        if not where:
            return translate("Autosave", "it may not write to its data folder")
        folder = Path(where) if Path(where).is_dir() else Path(where).parent
        return translate("Autosave", "it may not write to the folder %1").replace(
            "%1", str(folder))
    if isinstance(exc, FileExistsError | NotADirectoryError) and where:
        return translate("Autosave", "%1 is a file, not a folder").replace("%1", str(where))
    return exc.strerror or str(exc)
