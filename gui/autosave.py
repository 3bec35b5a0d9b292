"""The save file of the game in progress: written atomically after every move.

The file is a game record (RECORDS.md) of the game being played, with the room's own
data (match scores, earlier games of the match, seeds, move count) kept out of the way
under the key `SAVE_KEY`. Reading refuses, with a readable reason, whatever is not such
a file.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from core.errors import RecordError
from core.records import parse

SAVE_KEY = "x-herna-save"


class SaveError(ValueError):
    """A save file that cannot be continued; the message says why."""


def write_atomic(path: Path, data: dict[str, Any]) -> None:
    """Write `data` as JSON to `path` so that a reader never sees half a file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name, suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            json.dump(data, handle, ensure_ascii=False)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def read(path: Path) -> dict[str, Any]:
    """The save in `path`; SaveError when it is missing, unreadable or not a Herna save."""
    try:
        text = path.read_bytes()
    except OSError as exc:
        raise SaveError(f"cannot read {path}: {exc.strerror or exc}") from None
    try:
        record = parse(text)
    except RecordError as exc:
        raise SaveError(str(exc)) from None
    if not isinstance(record.get(SAVE_KEY), dict):
        raise SaveError("not a Herna save file (the room's data is missing)")
    return record


def exists(path: Path) -> bool:
    return path.is_file()


def remove(path: Path) -> None:
    path.unlink(missing_ok=True)
