"""The history of finished games: an SQLite database (Python's sqlite3), one row per game
with its record, one row per seat with the figures the statistics need.

The schema is versioned by `PRAGMA user_version` and brought up to date by the
`MIGRATIONS` ladder, one transaction per step. Every game is written in one transaction
(WAL journal, synchronous=FULL): a kill mid-write loses at most that game. A damaged file
(garbage, truncated, not a database, or from a newer Herna) is set aside next to it and
a fresh database started; `History.set_aside` says where it went.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from core.errors import RecordError
from core.history_derive import CONTRACT_COUNT, derive

SQLITE_MAGIC = b"SQLite format 3\x00"
CONTRACT_COLUMNS = ", ".join(f"c{i} INTEGER" for i in range(CONTRACT_COUNT))

MIGRATIONS: tuple[str, ...] = (
    # 0 -> 1
    f"""
    CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        played_at REAL NOT NULL,
        game TEXT NOT NULL,
        players INTEGER NOT NULL,
        level TEXT NOT NULL,
        names TEXT NOT NULL,
        scores TEXT NOT NULL,
        winners TEXT NOT NULL,
        digest TEXT NOT NULL UNIQUE,
        record TEXT NOT NULL
    );
    CREATE INDEX games_played_at ON games (played_at);
    CREATE TABLE seats (
        game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        name TEXT NOT NULL,
        kind TEXT NOT NULL,
        human INTEGER NOT NULL,
        score INTEGER NOT NULL,
        won INTEGER NOT NULL,
        shared INTEGER NOT NULL,
        rounds_led INTEGER,
        ties_won INTEGER,
        {CONTRACT_COLUMNS},
        domino_place INTEGER,
        PRIMARY KEY (game_id, seat)
    );
    CREATE INDEX seats_human ON seats (human, game_id);
    """,
    # 1 -> 2: how many times undo was used in the game (the record's 'undos' field)
    """
    ALTER TABLE games ADD COLUMN undos INTEGER NOT NULL DEFAULT 0
    """,
)
SCHEMA_VERSION = len(MIGRATIONS)


class HistoryError(Exception):
    """The history cannot be written or read (the disk, not the data, is at fault)."""


def record_digest(record: Mapping[str, Any]) -> str:
    """The same game gives the same digest: written twice, it is stored once."""
    text = json.dumps(record, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.blake2b(text.encode(), digest_size=16).hexdigest()


class History:
    """The history database at `path` (created on demand)."""

    def __init__(self, path: Path):
        self.path = Path(path)
        self.set_aside: Path | None = None  # where a damaged file went
        self.problem: str | None = None  # what was wrong with it
        try:
            self._conn = self._open()
        except sqlite3.DatabaseError as exc:
            self._put_aside(f"{exc}")
            self._conn = self._open()

    # --- opening --------------------------------------------------------------------

    def _open(self) -> sqlite3.Connection:
        if self.path.is_file() and self.path.stat().st_size:
            with self.path.open("rb") as file:
                if file.read(len(SQLITE_MAGIC)) != SQLITE_MAGIC:
                    raise sqlite3.DatabaseError("not an SQLite database")
        self.path.parent.mkdir(parents=True, exist_ok=True)
        conn = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        try:
            conn.execute("PRAGMA foreign_keys = ON")
            conn.execute("PRAGMA journal_mode = WAL")
            conn.execute("PRAGMA synchronous = FULL")
            check = conn.execute("PRAGMA quick_check").fetchone()[0]
            if check != "ok":
                raise sqlite3.DatabaseError(f"the database is damaged: {check}")
            self._migrate(conn)
        except BaseException:
            conn.close()
            raise
        return conn

    @staticmethod
    def _migrate(conn: sqlite3.Connection) -> None:
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            raise sqlite3.DatabaseError(
                f"the database is of version {version}, from a newer Herna")
        for step in range(version, SCHEMA_VERSION):
            conn.execute("BEGIN IMMEDIATE")
            try:
                for statement in MIGRATIONS[step].split(";"):
                    if statement.strip():
                        conn.execute(statement)
                conn.execute(f"PRAGMA user_version = {step + 1}")
                conn.execute("COMMIT")
            except BaseException:
                conn.execute("ROLLBACK")
                raise

    def _put_aside(self, problem: str) -> None:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        target = self.path.with_name(f"{self.path.stem}.damaged-{stamp}{self.path.suffix}")
        n = 1
        while target.exists():
            n += 1
            target = self.path.with_name(
                f"{self.path.stem}.damaged-{stamp}-{n}{self.path.suffix}")
        if self.path.exists():
            self.path.replace(target)
        for extra in ("-wal", "-shm", "-journal"):
            side = self.path.with_name(self.path.name + extra)
            if side.exists():
                side.replace(target.with_name(target.name + extra))
        self.set_aside = target
        self.problem = problem

    def close(self) -> None:
        self._conn.close()

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        try:
            self._conn.execute("BEGIN IMMEDIATE")
            try:
                yield self._conn
            except BaseException:
                self._conn.execute("ROLLBACK")
                raise
            self._conn.execute("COMMIT")
        except sqlite3.Error as exc:
            raise HistoryError(str(exc)) from exc

    def query(self, sql: str, params: tuple[object, ...] = ()) -> list[tuple[Any, ...]]:
        try:
            return self._conn.execute(sql, params).fetchall()
        except sqlite3.Error as exc:
            raise HistoryError(str(exc)) from exc

    # --- writing --------------------------------------------------------------------

    def add(self, record: Mapping[str, Any] | str, played_at: float | None = None,
            ) -> int | None:
        """Store a finished game; its id, or None when it is stored already.
        RecordError when the record is not a finished game's; HistoryError when the
        database cannot be written."""
        if isinstance(record, str):
            from core.records import parse

            record = parse(record)
        figures = derive(record)
        text = json.dumps(record, ensure_ascii=False)
        seats = figures.seats
        with self._transaction() as conn:
            cursor = conn.execute(
                "INSERT OR IGNORE INTO games (played_at, game, players, level, names, "
                "scores, winners, digest, record, undos) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (time.time() if played_at is None else played_at, figures.game,
                 len(seats), figures.level,
                 json.dumps([s.name for s in seats], ensure_ascii=False),
                 json.dumps([s.score for s in seats]), json.dumps(figures.winners),
                 record_digest(record), text, figures.undos))
            if not cursor.rowcount:
                return None
            game_id = cursor.lastrowid
            conn.executemany(
                f"INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
                f"{', '.join('?' * CONTRACT_COUNT)}, ?)",
                [(game_id, s.seat, s.name, s.kind, int(s.human), s.score, int(s.won),
                  int(s.shared), s.rounds_led, s.ties_won, *s.contracts, s.domino_place)
                 for s in seats])
        return game_id

    def reset(self) -> None:
        """Forget every game."""
        with self._transaction() as conn:
            conn.execute("DELETE FROM seats")
            conn.execute("DELETE FROM games")

    # --- reading --------------------------------------------------------------------

    def count(self) -> int:
        return int(self.query("SELECT COUNT(*) FROM games")[0][0])

    def record(self, game_id: int) -> dict[str, Any]:
        """The stored record of a game (untrusted: replay it before use)."""
        rows = self.query("SELECT record FROM games WHERE id = ?", (game_id,))
        if not rows:
            raise RecordError(f"no game {game_id} in the history")
        from core.records import parse

        return parse(rows[0][0])

    def schema_version(self) -> int:
        return int(self.query("PRAGMA user_version")[0][0])
