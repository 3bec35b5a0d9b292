"""The games that cannot be written into the history yet (core.history: the database is
locked, its folder read-only or full, or it is a newer Herna's): in memory, and in
history.pending.jsonl beside the database, one game a line as
{"played_at": seconds since the epoch, "record": the game's record}. The file is written
whole and atomically (a temporary file, fsync, rename), at most `PENDING_LIMIT` bytes of
it (the oldest games first; the rest wait in memory only). This Herna takes it in at
every start; a newer Herna can too, which is why it keeps the plain record.
"""

from __future__ import annotations

import json
import math
import os
import time
from collections.abc import Mapping
from contextlib import suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from core.errors import RecordError
from core.history import record_digest
from core.records import parse

PENDING_LIMIT = 4_000_000  # bytes: games beyond it wait in memory only


def pending_file(database: Path) -> Path:
    """Where the games not yet in `database` wait: history.pending.jsonl beside it."""
    return database.with_name(f"{database.stem}.pending.jsonl")


@dataclass
class PendingGame:
    digest: str
    played_at: float
    record: dict[str, Any]
    line: str  # its line in the file
    since: float = field(default_factory=time.monotonic)  # waiting since (this session)


class Pending:
    """Finished games not yet in the database, in memory and in the pending file. Not
    thread-safe: its owner locks."""

    def __init__(self, path: Path, limit: int = PENDING_LIMIT):
        self.path = Path(path)
        self.limit = limit
        self.games: list[PendingGame] = []
        self.on_disk = True  # every game is in the file

    def __len__(self) -> int:
        return len(self.games)

    def load(self) -> int:
        """Take in the file's games, how many; what is not a game is skipped: a line that
        is not one (damaged, nested deeper or longer than a record, a time before 1970),
        and anything past the `limit` bytes this class ever writes."""
        try:
            with self.path.open("rb") as file:
                data = file.read(self.limit)
        except OSError:
            return 0
        taken = 0
        for raw in data.splitlines():
            try:  # a line that is not UTF-8 is skipped whole (never stored altered)
                item = parse(raw.decode("utf-8"))  # a record's limits: depth, size, numbers
                record, played_at = item["record"], float(item["played_at"])
            except (RecordError, ValueError, TypeError, KeyError):
                continue
            if (isinstance(record, dict) and math.isfinite(played_at) and played_at >= 0
                    and self.add(record, played_at)):
                taken += 1
        return taken

    def add(self, record: Mapping[str, Any], played_at: float) -> bool:
        """Keep a game; False when it waits already."""
        digest = record_digest(record)
        if any(game.digest == digest for game in self.games):
            return False
        line = json.dumps({"played_at": played_at, "record": record}, ensure_ascii=False,
                          separators=(",", ":"))
        self.games.append(PendingGame(digest, played_at, dict(record), line))
        self.on_disk = False
        return True

    def drop(self, digest: str) -> None:
        self.games = [game for game in self.games if game.digest != digest]

    def save(self) -> None:
        """Write the file anew (removed when no game waits); OSError when it cannot be."""
        lines: list[str] = []
        size = 0
        for game in self.games:
            size += len(game.line.encode()) + 1
            if size > self.limit:
                break
            lines.append(game.line)
        if not lines:
            self.path.unlink(missing_ok=True)
        else:
            temporary = self.path.with_name(self.path.name + ".tmp")
            try:
                with temporary.open("w", encoding="utf-8") as file:
                    file.write("\n".join(lines) + "\n")
                    file.flush()
                    os.fsync(file.fileno())
                temporary.replace(self.path)
            except OSError:
                with suppress(OSError):
                    temporary.unlink(missing_ok=True)
                raise
        self.on_disk = len(lines) == len(self.games)
