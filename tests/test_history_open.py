"""Opening the history tells its troubles apart, with real files: a damaged file and one
of our version with other tables are set aside (each with its reason); a newer Herna's
file is left where it is, byte for byte (read when it has our tables, never written); a
file another process holds locked is neither set aside nor changed. The pending file
keeps games that cannot be written yet."""

from __future__ import annotations

import errno
import hashlib
import json
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from core.history import (
    MIGRATIONS,
    SCHEMA_VERSION,
    History,
    HistoryError,
    Trouble,
    error_kind,
    record_digest,
)
from core.history_pending import Pending, pending_file
from core.history_sample import sample_record
from core.history_stats import summary, table

ROOT = Path(__file__).resolve().parents[1]


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def folder(path: Path) -> list[str]:
    return sorted(p.name for p in path.parent.iterdir())


def made(path: Path, version: int, script: str = "", journal: str = "delete") -> None:
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA journal_mode = {journal}")
    if script:
        conn.executescript(script)
    conn.execute(f"PRAGMA user_version = {version}")
    conn.commit()
    conn.close()


def test_our_version_with_other_tables_is_set_aside_with_that_reason(tmp_path):
    path = tmp_path / "history.sqlite3"
    made(path, SCHEMA_VERSION, "CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('x');")
    before = path.read_bytes()
    history = History(path)
    assert history.trouble is Trouble.WRONG_SCHEMA
    assert "no table games" in history.problem
    assert history.set_aside is not None and "not-herna" in history.set_aside.name
    assert history.set_aside.read_bytes() == before
    assert history.add(sample_record("nines", 1)) is not None  # a fresh history, written
    assert history.count() == 1
    history.close()


def test_a_missing_column_or_an_older_version_without_tables_is_a_wrong_schema(tmp_path):
    path = tmp_path / "history.sqlite3"
    made(path, SCHEMA_VERSION, MIGRATIONS[0])  # version 2 but without the undo column
    history = History(path)
    assert history.trouble is Trouble.WRONG_SCHEMA and "undos" in history.problem
    history.close()
    other = tmp_path / "other.sqlite3"
    made(other, 1)  # version 1: the games table should be there
    history = History(other)
    assert history.trouble is Trouble.WRONG_SCHEMA and history.schema_version() == SCHEMA_VERSION
    history.close()
    clash = tmp_path / "clash.sqlite3"
    made(clash, 0, "CREATE TABLE games (what TEXT);")  # version 0, a foreign games table
    history = History(clash)
    assert history.trouble is Trouble.WRONG_SCHEMA
    history.close()


def newer_with_our_tables(path: Path, games: int = 2) -> None:
    history = History(path)
    for seed in range(games):
        history.add(sample_record("nines", seed, level="easy"))
    history.close()
    conn = sqlite3.connect(path)
    conn.execute("ALTER TABLE games ADD COLUMN rating REAL")  # what a newer one might add
    conn.execute("CREATE TABLE tournaments (id INTEGER PRIMARY KEY)")
    conn.execute("PRAGMA journal_mode = delete")
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.commit()
    conn.close()


def test_a_newer_herna_file_with_our_tables_is_read_and_never_written(tmp_path):
    path = tmp_path / "history.sqlite3"
    newer_with_our_tables(path)
    before, files = digest(path), folder(path)
    history = History(path)
    assert history.trouble is Trouble.NEWER and history.read_only and history.readable
    assert history.set_aside is None and history.found_version == SCHEMA_VERSION + 1
    assert history.count() == 2 and table(history)[0].games == 2
    assert len(summary(history).ids) == 2
    with pytest.raises(HistoryError) as refused:
        history.add(sample_record("nines", 9))
    assert refused.value.kind == "newer"
    with pytest.raises(HistoryError):
        history.reset()
    history.close()
    assert digest(path) == before and folder(path) == files  # same bytes, same name


def test_a_newer_herna_file_in_wal_mode_keeps_its_bytes(tmp_path):
    path = tmp_path / "history.sqlite3"
    newer_with_our_tables(path)
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA journal_mode = wal")
    conn.close()
    before = digest(path)
    history = History(path)
    assert history.read_only and history.count() == 2
    history.close()
    assert digest(path) == before and path.exists()


def test_a_newer_herna_file_without_our_tables_is_left_unread(tmp_path):
    path = tmp_path / "history.sqlite3"
    made(path, 99, "CREATE TABLE matches (id INTEGER PRIMARY KEY, data BLOB);")
    before, files = digest(path), folder(path)
    history = History(path)
    assert history.trouble is Trouble.NEWER and not history.readable
    assert "newer" in history.problem and history.set_aside is None
    with pytest.raises(HistoryError) as refused:
        history.count()
    assert refused.value.kind == "newer"
    history.close()
    assert digest(path) == before and folder(path) == files


HOLDER = """
import sqlite3, sys, time
conn = sqlite3.connect(sys.argv[1], isolation_level=None)
conn.execute("BEGIN EXCLUSIVE")
print("locked", flush=True)
time.sleep(float(sys.argv[2]))
conn.execute("COMMIT")
"""


def test_a_file_locked_by_another_process_is_not_set_aside(tmp_path):
    path = tmp_path / "history.sqlite3"
    made(path, 0)  # a rollback journal: an exclusive lock keeps even readers out
    History(path).close()
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA journal_mode = delete")
    conn.close()
    before = digest(path)
    child = subprocess.Popen([sys.executable, "-c", HOLDER, str(path), "10"],
                             stdout=subprocess.PIPE, text=True)
    try:
        assert child.stdout.readline().strip() == "locked"
        with pytest.raises(HistoryError) as locked:
            History(path, busy_ms=100)
        assert locked.value.kind == "busy"
        assert digest(path) == before and not list(tmp_path.glob("*.damaged-*"))
    finally:
        child.kill()
        child.wait()
        child.stdout.close()
    history = History(path)  # the lock gone: the same file, opened
    assert history.trouble is None and history.schema_version() == SCHEMA_VERSION
    history.close()


@pytest.mark.parametrize(("error", "kind"), [
    (sqlite3.OperationalError("attempt to write a readonly database"), "read-only"),
    (sqlite3.OperationalError("database is locked"), "busy"),
    (sqlite3.OperationalError("database or disk is full"), "full"),
    (OSError(errno.ENOSPC, "No space left on device"), "full"),
    (OSError(errno.ENOTDIR, "Not a directory"), "read-only"),
    (OSError(errno.EIO, "Input/output error"), "io"),
])
def test_errors_are_told_apart(error, kind):
    assert error_kind(error) == kind


def test_pending_games_round_trip_atomically_once_each(tmp_path):
    path = pending_file(tmp_path / "history.sqlite3")
    assert path.name == "history.pending.jsonl"
    pending = Pending(path)
    first, second = sample_record("nines", 1), sample_record("royal", 2)
    assert pending.add(first, 10.0) and pending.add(second, 20.0)
    assert not pending.add(first, 30.0)  # the same game once
    pending.save()
    assert pending.on_disk and not list(tmp_path.glob("*.tmp"))
    with path.open("a", encoding="utf-8") as file:
        file.write("not json\n{\"record\": 5}\n")  # a torn or foreign line is skipped
    again = Pending(path)
    assert again.load() == 2
    assert [g.digest for g in again.games] == [record_digest(first), record_digest(second)]
    assert [g.played_at for g in again.games] == [10.0, 20.0]
    again.drop(record_digest(first))
    again.drop(record_digest(second))
    again.save()
    assert not path.exists()  # nothing waits: no file


def test_hostile_pending_lines_are_skipped_and_the_good_ones_taken(tmp_path):
    path = tmp_path / "history.pending.jsonl"
    pending = Pending(path)
    pending.add(sample_record("nines", 1), 10.0)
    pending.save()
    good = path.read_text(encoding="utf-8")
    record = json.dumps(sample_record("royal", 2))
    with path.open("a", encoding="utf-8") as file:
        file.write("[" * 100_000 + "\n")  # deeper than json's recursion
        file.write('{"played_at": 1e999, "record": ' + record + "}\n")
        file.write('{"played_at": -5, "record": ' + record + "}\n")
        file.write('{"played_at": 5, "record": ' + record + ', "x": ' + "9" * 5000 + "}\n")
    with path.open("ab") as raw:
        raw.write(b"\xff\xfe garbage \x00\n")  # not UTF-8
        altered = sample_record("tiengow", 4)  # a good line but for one byte in a name
        altered["players"][0]["name"] = "Eva"
        line = json.dumps({"played_at": 7, "record": altered}).encode()
        raw.write(line.replace(b'"Eva"', b'"E\xffa"') + b"\n")
    again = Pending(path)
    assert again.load() == 1  # and no error
    assert again.games[0].line + "\n" == good
    big = Pending(path, limit=len(good.encode()) - 5)  # read no further than it writes
    assert big.load() == 0


def test_the_pending_file_is_bounded_the_rest_waits_in_memory(tmp_path):
    path = tmp_path / "history.pending.jsonl"
    pending = Pending(path)
    for seed in range(4):
        pending.add(sample_record("nines", seed), float(seed))
    pending.limit = sum(len(g.line.encode()) + 1 for g in pending.games[:2]) + 10
    pending.save()
    assert not pending.on_disk and len(pending) == 4
    again = Pending(path)
    assert again.load() == 2  # the oldest two
    assert path.stat().st_size <= pending.limit
