"""The history of finished games: an SQLite database (Python's sqlite3), one row per game
with its record, one row per seat with the figures the statistics need.

The schema is versioned by `PRAGMA user_version` and brought up to date by the
`MIGRATIONS` ladder, one transaction per step. Every game is written in one transaction
(WAL journal, synchronous=FULL): a kill mid-write loses at most that game.

Opening tells three troubles apart (`History.trouble`): a file that is not a database or
is damaged, and one of a version this Herna knows laid out otherwise (other tables), are
set aside next to it (`History.set_aside`) and a fresh database started; a file of a newer
Herna is left where it is, byte for byte: read (never written) when it still has the
tables and columns this version reads, else not at all. A file that cannot be opened for
now (locked, a read-only or full folder) raises HistoryError and stays as it is.

Games that cannot be written yet wait in `core.history_pending.Pending`: in memory and in
a JSON-lines file beside the database, which this Herna (or a newer one) takes in.
"""

from __future__ import annotations

import errno
import functools
import hashlib
import json
import sqlite3
import time
from array import array
from collections.abc import Iterator, Mapping
from contextlib import contextmanager, suppress
from enum import Enum
from pathlib import Path
from typing import Any

from core.errors import RecordError
from core.history_derive import CONTRACT_COUNT, GameFigures, derive

SQLITE_MAGIC = b"SQLite format 3\x00"
CONTRACT_COLUMNS = ", ".join(f"c{i} INTEGER" for i in range(CONTRACT_COUNT))
BUSY_MS = 500  # how long one write waits for another program's lock
SEAT_COLUMNS = ("game_id", "seat", "name", "kind", "human", "score", "won", "shared",
                "rounds_led", "ties_won", *(f"c{i}" for i in range(CONTRACT_COUNT)),
                "domino_place", "tricks", "banker")

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
    # 2 -> 3: classic Tien Gow's figures: tricks won (R16's count), the seat was banker
    """
    ALTER TABLE seats ADD COLUMN tricks INTEGER;
    ALTER TABLE seats ADD COLUMN banker INTEGER
    """,
)
SCHEMA_VERSION = len(MIGRATIONS)
# Indexes that only speed the statistics up: made when missing, outside the version
# ladder, so that a database with them is still the same version to an older Herna.
EXTRA_INDEXES = (
    "CREATE INDEX IF NOT EXISTS games_figures ON games (played_at, game, level, players, "
    "undos)",
)


class Trouble(Enum):
    """What was wrong with the history file found."""

    DAMAGED = "damaged"  # not a database, or damaged: set aside
    WRONG_SCHEMA = "wrong-schema"  # a version this Herna knows, other tables: set aside
    NEWER = "newer"  # a newer Herna's: left untouched


class HistoryError(Exception):
    """The history cannot be written or read (the disk, not the data, is at fault).
    `kind`: "busy" (another program holds it), "read-only", "full", "newer" (a newer
    Herna's file, never written) or "io"."""

    def __init__(self, text: str, kind: str = "io"):
        super().__init__(text)
        self.kind = kind


class _SetAside(Exception):
    def __init__(self, trouble: Trouble, text: str):
        super().__init__(text)
        self.trouble = trouble


def error_kind(exc: BaseException) -> str:
    """The HistoryError kind of an sqlite3 or OS error."""
    if isinstance(exc, OSError):
        if exc.errno in (errno.ENOSPC, errno.EDQUOT):
            return "full"
        if exc.errno in (errno.EROFS, errno.EACCES, errno.EPERM, errno.ENOTDIR,
                         errno.EEXIST, errno.ENOENT):
            return "read-only"
        return "io"
    name = str(getattr(exc, "sqlite_errorname", None) or "")
    text = str(exc).lower()
    if name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")) or "locked" in text:
        return "busy"
    if name.startswith(("SQLITE_READONLY", "SQLITE_CANTOPEN", "SQLITE_PERM")) or (
            "readonly" in text or "unable to open" in text):
        return "read-only"
    if name.startswith("SQLITE_FULL") or "full" in text:
        return "full"
    return "io"


def _is_damage(exc: sqlite3.Error) -> bool:
    name = str(getattr(exc, "sqlite_errorname", None) or "")
    if name:
        return name.startswith(("SQLITE_CORRUPT", "SQLITE_NOTADB"))
    return type(exc) is sqlite3.DatabaseError


def _tables(conn: sqlite3.Connection) -> list[str]:
    return [row[0] for row in conn.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table'")]


def _columns(conn: sqlite3.Connection, table: str) -> tuple[str, ...]:
    return tuple(row[0] for row in conn.execute(
        "SELECT name FROM pragma_table_info(?)", (table,)))


@functools.cache
def expected_columns(version: int) -> dict[str, tuple[str, ...]]:
    """The tables and columns of a database of `version`, built from the ladder."""
    mem = sqlite3.connect(":memory:")
    try:
        for step in MIGRATIONS[:version]:
            mem.executescript(step)
        return {name: _columns(mem, name) for name in _tables(mem)}
    finally:
        mem.close()


def schema_problem(conn: sqlite3.Connection, version: int) -> str | None:
    """What keeps the database from being of `version` (our tables and columns; others
    may stand beside them); None when nothing does."""
    found = {name: set(_columns(conn, name)) for name in _tables(conn)}
    expected = expected_columns(version)
    if not expected:  # version 0: nothing yet, or something else under our names
        clash = sorted(set(found) & set(expected_columns(SCHEMA_VERSION)))
        return f"table {clash[0]} is not Herna's" if clash else None
    for table, columns in expected.items():
        if table not in found:
            return f"no table {table}"
        missing = [c for c in columns if c not in found[table]]
        if missing:
            return f"no column {missing[0]} in table {table}"
    return None


def integrity(path: Path) -> str | None:
    """The integrity check (quick_check) of the database at `path` on a connection of its
    own, from any thread: None when it is sound, else the damage found; HistoryError
    when it cannot be made for now."""
    try:
        conn = sqlite3.connect(path, isolation_level=None, timeout=BUSY_MS / 1000)
        try:
            check = conn.execute("PRAGMA quick_check").fetchone()[0]
        finally:
            conn.close()
    except sqlite3.Error as exc:
        if _is_damage(exc):
            return str(exc)
        raise HistoryError(str(exc), error_kind(exc)) from exc
    return None if check == "ok" else f"the database is damaged: {check}"


def record_digest(record: Mapping[str, Any]) -> str:
    """The same game gives the same digest: written twice, it is stored once."""
    text = json.dumps(record, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.blake2b(text.encode(), digest_size=16).hexdigest()


class History:
    """The history database at `path` (created on demand). HistoryError when it cannot be
    opened for now; a damaged file is set aside, a newer Herna's opened read-only."""

    def __init__(self, path: Path, busy_ms: int = BUSY_MS, defer_check: bool = False):
        self.path = Path(path)
        self.busy_ms = busy_ms
        # defer_check: a sound-looking file of this version is read before its integrity
        # check (a full read of the file), which `verify()` makes before the first write
        self._unchecked = defer_check
        self.set_aside: Path | None = None  # where a damaged or foreign file went
        self.problem: str | None = None  # what was wrong with it
        self.trouble: Trouble | None = None
        self.found_version: int | None = None  # a newer Herna's version
        self._conn: sqlite3.Connection | None
        if self.path.is_dir():  # (sqlite says only "unable to open database file")
            raise HistoryError(str(self.path), "not-a-file")  # the detail: its path
        try:
            self._conn = self._open()
        except _SetAside as reason:
            self._put_aside(reason.trouble, str(reason))
            self._conn = self._open()

    @property
    def read_only(self) -> bool:
        """A newer Herna's file: never written."""
        return self.trouble is Trouble.NEWER

    @property
    def readable(self) -> bool:
        return self._conn is not None

    @property
    def checked(self) -> bool:
        """The integrity check is made (or was not deferred)."""
        return not self._unchecked or self._conn is None

    # --- opening --------------------------------------------------------------------

    def _open(self) -> sqlite3.Connection | None:
        try:
            found = self._peek_version()
            if found is not None and found > SCHEMA_VERSION:
                return self._open_newer(found)
            self.path.parent.mkdir(parents=True, exist_ok=True)
            conn = sqlite3.connect(self.path, timeout=self.busy_ms / 1000,
                                   isolation_level=None, check_same_thread=False)
        except OSError as exc:
            raise HistoryError(str(exc), error_kind(exc)) from exc
        except sqlite3.Error as exc:
            if _is_damage(exc):
                raise _SetAside(Trouble.DAMAGED, str(exc)) from exc
            raise HistoryError(str(exc), error_kind(exc)) from exc
        try:
            return self._prepare(conn)
        except sqlite3.Error as exc:
            conn.close()
            if _is_damage(exc):
                raise _SetAside(Trouble.DAMAGED, str(exc)) from exc
            raise HistoryError(str(exc), error_kind(exc)) from exc
        except BaseException:
            conn.close()
            raise

    def _prepare(self, conn: sqlite3.Connection) -> sqlite3.Connection | None:
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:  # the header said otherwise (a WAL not yet merged)
            conn.close()
            return self._open_newer(version)
        wrong = schema_problem(conn, version)  # before anything is written
        if wrong is not None:
            raise _SetAside(Trouble.WRONG_SCHEMA,
                            f"version {version} without Herna's tables: {wrong}")
        conn.execute("PRAGMA foreign_keys = ON")
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("PRAGMA synchronous = FULL")
        indexed = {row[0] for row in conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'index'")} >= {"games_figures"}
        if version < SCHEMA_VERSION or not indexed:  # about to write: check first
            self._unchecked = False
        if not self._unchecked:
            self._check(conn)
        self._migrate(conn, version)
        for statement in EXTRA_INDEXES:
            with suppress(sqlite3.OperationalError):  # locked or read-only: next time
                conn.execute(statement)
        return conn

    @staticmethod
    def _check(conn: sqlite3.Connection) -> None:
        check = conn.execute("PRAGMA quick_check").fetchone()[0]
        if check != "ok":
            raise _SetAside(Trouble.DAMAGED, f"the database is damaged: {check}")

    def verify(self) -> bool:
        """Make the integrity check deferred at opening (`defer_check`); False when the
        file was damaged (it is set aside now and a fresh one started), HistoryError
        when the check cannot be made for now."""
        if self.checked:
            return True
        assert self._conn is not None
        try:
            self._check(self._conn)
        except _SetAside as reason:
            return self.settle(str(reason))
        except sqlite3.Error as exc:
            if not _is_damage(exc):
                raise HistoryError(str(exc), error_kind(exc)) from exc
            return self.settle(str(exc))
        return self.settle(None)

    def settle(self, damage: str | None) -> bool:
        """Take the deferred integrity check's finding, made here or on a connection of
        its own (`integrity`): None when the file is sound; else it is set aside now and
        a fresh one started. False when it was damaged."""
        if self.checked:
            return True
        self._unchecked = False
        if damage is None or self._conn is None:
            return True
        self._conn.close()
        self._conn = None
        self._put_aside(Trouble.DAMAGED, damage)
        self._conn = self._open()
        return False

    def _peek_version(self) -> int | None:
        """The file's schema version, read without writing anything (None: no file)."""
        if not self.path.is_file() or not self.path.stat().st_size:
            return None
        with self.path.open("rb") as file:
            header = file.read(100)
        if not header.startswith(SQLITE_MAGIC):
            raise _SetAside(Trouble.DAMAGED, "not an SQLite database")
        wal = self.path.with_name(self.path.name + "-wal")
        if len(header) < 64 or (wal.is_file() and wal.stat().st_size):
            return None  # the header may be stale: sqlite reads the version
        return int.from_bytes(header[60:64], "big")

    def _open_newer(self, version: int) -> sqlite3.Connection | None:
        """A newer Herna's file: read-only when it has our tables, else not at all."""
        self.trouble = Trouble.NEWER
        self.found_version = version
        self.problem = f"the history is of version {version}, from a newer Herna"
        wal = self.path.with_name(self.path.name + "-wal")
        # immutable: no lock and no -shm/-wal files beside it, as long as no WAL exists
        query = "mode=ro" if wal.exists() else "mode=ro&immutable=1"
        try:
            conn = sqlite3.connect(f"{self.path.resolve().as_uri()}?{query}", uri=True,
                                   isolation_level=None, check_same_thread=False)
        except sqlite3.Error:
            return None
        try:
            if schema_problem(conn, SCHEMA_VERSION) is None:
                return conn
        except sqlite3.Error:
            pass
        conn.close()
        return None

    @staticmethod
    def _migrate(conn: sqlite3.Connection, version: int) -> None:
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

    def _put_aside(self, trouble: Trouble, problem: str) -> None:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        label = "damaged" if trouble is Trouble.DAMAGED else "not-herna"
        target = self.path.with_name(f"{self.path.stem}.{label}-{stamp}{self.path.suffix}")
        n = 1
        while target.exists():
            n += 1
            target = self.path.with_name(
                f"{self.path.stem}.{label}-{stamp}-{n}{self.path.suffix}")
        try:
            if self.path.exists():
                self.path.replace(target)
            for extra in ("-wal", "-shm", "-journal"):
                side = self.path.with_name(self.path.name + extra)
                if side.exists():
                    side.replace(target.with_name(target.name + extra))
        except OSError as exc:
            raise HistoryError(str(exc), error_kind(exc)) from exc
        self.set_aside = target
        self.problem = problem
        self.trouble = trouble

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()

    def interrupt(self) -> None:
        """Cut short what the connection is doing (from any thread)."""
        if self._conn is not None:
            with suppress(sqlite3.Error):
                self._conn.interrupt()

    def _connection(self) -> sqlite3.Connection:
        if self._conn is None:
            raise HistoryError(self.problem or "the history is not open",
                               "newer" if self.read_only else "io")
        return self._conn

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        if self.read_only:
            raise HistoryError(self.problem or "the history is read-only", "newer")
        self.verify()
        conn = self._connection()
        try:
            conn.execute("BEGIN IMMEDIATE")
            try:
                yield conn
            except BaseException:
                conn.execute("ROLLBACK")
                raise
            conn.execute("COMMIT")
        except sqlite3.Error as exc:
            raise HistoryError(str(exc), error_kind(exc)) from exc

    def query(self, sql: str, params: tuple[object, ...] = ()) -> list[tuple[Any, ...]]:
        try:
            return self._connection().execute(sql, params).fetchall()
        except sqlite3.Error as exc:
            raise HistoryError(str(exc), error_kind(exc)) from exc

    def ids(self, sql: str, params: tuple[object, ...] = ()) -> array[int]:
        """The first column of a query's rows as a compact array of integers."""
        found = array("q")
        try:
            found.extend(row[0] for row in self._connection().execute(sql, params))
        except sqlite3.Error as exc:
            raise HistoryError(str(exc), error_kind(exc)) from exc
        return found

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
        with self._transaction() as conn:
            game_id = insert_game(conn, figures, record_digest(record), text,
                                  time.time() if played_at is None else played_at)
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


def insert_game(conn: sqlite3.Connection, figures: GameFigures, digest: str, text: str,
                played_at: float) -> int | None:
    """Insert one game and its seats in the open transaction of `conn`; its id, or None
    when a game of that digest is stored already."""
    seats = figures.seats
    cursor = conn.execute(
        "INSERT OR IGNORE INTO games (played_at, game, players, level, names, "
        "scores, winners, digest, record, undos) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (played_at, figures.game, len(seats), figures.level,
         json.dumps([s.name for s in seats], ensure_ascii=False),
         json.dumps([s.score for s in seats]), json.dumps(figures.winners),
         digest, text, figures.undos))
    if not cursor.rowcount:
        return None
    game_id: int | None = cursor.lastrowid
    conn.executemany(
        f"INSERT INTO seats ({', '.join(SEAT_COLUMNS)}) "
        f"VALUES ({', '.join('?' * len(SEAT_COLUMNS))})",
        [(game_id, s.seat, s.name, s.kind, int(s.human), s.score, int(s.won),
          int(s.shared), s.rounds_led, s.ties_won, *s.contracts, s.domino_place, s.tricks,
          s.banker)
         for s in seats])
    return game_id
