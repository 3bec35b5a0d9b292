"""The history keeps whether undo was used in a game: the second schema step adds the
column to a database of the first, keeping its games; the statistics count such games."""

from __future__ import annotations

import sqlite3

from core.history import MIGRATIONS, SCHEMA_VERSION, History
from core.history_sample import sample_record
from core.history_stats import entries, table
from core.records import UNDOS


def test_a_first_version_database_gains_the_undo_column_and_keeps_its_games(tmp_path):
    path = tmp_path / "history.sqlite3"
    conn = sqlite3.connect(path)
    conn.executescript(MIGRATIONS[0])
    conn.execute("PRAGMA user_version = 1")
    conn.execute(
        "INSERT INTO games (played_at, game, players, level, names, scores, winners, "
        "digest, record) VALUES (5.0, 'nines', 4, 'easy', '[\"A\"]', '[3]', '[0]', 'd', "
        "'{}')")
    conn.commit()
    conn.close()
    history = History(path)
    assert history.schema_version() == SCHEMA_VERSION == 3  # every step taken
    assert history.set_aside is None and history.count() == 1
    [old] = entries(history)
    assert (old.game, old.names, old.undos) == ("nines", ["A"], 0)
    history.add(sample_record("royal", 1))  # the new column is written
    assert [e.undos for e in entries(history)] == [0, 0]
    history.close()


def test_games_with_undo_are_marked_and_counted(tmp_path):
    history = History(tmp_path / "h.sqlite3")
    for seed, undos in enumerate((0, 3, 1, 0)):
        record = sample_record("nines", seed, level="easy")
        if undos:
            record[UNDOS] = undos
        history.add(record, played_at=float(seed))
    assert [e.undos for e in entries(history)] == [0, 1, 3, 0]  # the latest first
    [row] = table(history)
    assert (row.games, row.undo_games) == (4, 2)
    [recent] = table(history, since=2.0)
    assert recent.undo_games == 1
    history.close()


def test_a_tampered_undo_count_reads_as_none(tmp_path):
    history = History(tmp_path / "h.sqlite3")
    history.add(sample_record("nines", 1))
    history.query("UPDATE games SET undos = 'x'")
    assert entries(history)[0].undos == 0
    history.close()
