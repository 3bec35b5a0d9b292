"""The room's history when its file or folder is in trouble, with real files: a folder
that cannot be written (its parent is a file: tests run as root, where chmod stops
nothing), a full disk and a read-only database (the errors raised where they would
come from), a file of our version with other tables, a newer Herna's file; each is told
to the player once in its own words, no game is lost, and the pending file is taken in
at the next start without storing a game twice."""

from __future__ import annotations

import hashlib
import sqlite3

import pytest

from core.history import SCHEMA_VERSION, History, HistoryError
from core.history_pending import Pending, pending_file
from core.history_sample import sample_record
from gui.services import paths
from gui.stats import service as service_module
from gui.stats import store
from gui.stats.window import StatisticsWindow, show_statistics


@pytest.fixture(autouse=True)
def _closed_histories(monkeypatch):
    monkeypatch.setattr(service_module, "RETRY_S", (0.2, 0.5))
    yield
    store.close_all()


class Told(list):
    def __call__(self, title: str, text: str) -> None:
        self.append(text)


def count() -> int:
    return store.history().call(lambda history: history.count())


def digest(path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_a_folder_that_cannot_be_written_keeps_games_in_memory_until_it_can(
        tmp_path, qtbot):
    blocker = tmp_path / "blocker"
    blocker.write_text("a file where the folder should be")
    paths.use_root(blocker / "herna")
    told = Told()
    store.record_finished(sample_record("nines", 1), told)
    store.record_finished(sample_record("nines", 2), told)
    qtbot.waitUntil(lambda: len(told) == 1, timeout=5000)
    assert "keeps it in memory" in told[0]
    assert "its folder cannot be written" in told[0]
    assert store.history().waiting() == 2
    shown = StatisticsWindow(store.history(), lambda record: False)
    qtbot.addWidget(shown)
    qtbot.waitUntil(lambda: shown.loaded, timeout=5000)
    assert "cannot be opened" in shown.games_hint.text()
    assert "2 finished games not yet written" in shown.banner.text()
    qtbot.wait(700)  # retries meet the same folder: not said again
    assert len(told) == 1
    blocker.unlink()  # writable again: the next retry stores both
    qtbot.waitUntil(lambda: store.history().waiting() == 0, timeout=5000)
    assert count() == 2
    assert not pending_file(store.history_file()).exists()


def test_a_folder_where_the_history_file_should_be_is_named_so_on_every_tab(qtbot):
    store.history_file().mkdir(parents=True)
    told = Told()
    store.record_finished(sample_record("nines", 1), told)
    qtbot.waitUntil(lambda: len(told) == 1, timeout=5000)
    assert "a folder stands where its file should be" in told[0]
    assert "its folder cannot be written" not in told[0]
    shown = StatisticsWindow(store.history(), lambda record: False)
    qtbot.addWidget(shown)
    qtbot.waitUntil(lambda: shown.loaded, timeout=5000)
    assert shown.banner.text().startswith(
        "The history of games cannot be opened: a folder stands where its file should be: ")
    assert str(store.history_file()) in shown.banner.text()
    assert pending_file(store.history_file()).exists()  # the game waits beside it


def test_a_full_disk_keeps_the_game_in_the_pending_file_and_stores_it_later(
        qtbot, monkeypatch):
    full = [True]
    add = History.add

    def add_unless_full(self, record, played_at=None):
        if full[0]:
            raise HistoryError("database or disk is full", "full")
        return add(self, record, played_at)

    monkeypatch.setattr(History, "add", add_unless_full)
    told = Told()
    record = sample_record("royal", 4)
    store.record_finished(record, told)
    qtbot.waitUntil(lambda: bool(told), timeout=5000)
    assert "the disk is full" in told[0] and "history.pending.jsonl" in told[0]
    kept = Pending(pending_file(store.history_file()))
    assert kept.load() == 1 and kept.games[0].record == record
    full[0] = False
    store.record_finished(sample_record("royal", 5), told)
    qtbot.waitUntil(lambda: store.history().waiting() == 0, timeout=5000)
    assert count() == 2 and len(told) == 1


def test_a_read_only_database_at_opening_is_kept_and_tried_again(qtbot, monkeypatch):
    import core.history as history_module

    refuse = [True]
    connect = sqlite3.connect

    def connect_unless_refused(*args, **kwargs):
        if refuse[0]:
            raise sqlite3.OperationalError("attempt to write a readonly database")
        return connect(*args, **kwargs)

    monkeypatch.setattr(history_module.sqlite3, "connect", connect_unless_refused)
    told = Told()
    store.record_finished(sample_record("nines", 3), told)
    qtbot.waitUntil(lambda: bool(told), timeout=5000)
    assert "its folder cannot be written" in told[0] and "history.pending.jsonl" in told[0]
    assert store.history().state == "unavailable"
    refuse[0] = False
    qtbot.waitUntil(lambda: store.history().waiting() == 0, timeout=5000)
    assert count() == 1 and store.history().state == "open"


def test_the_pending_file_is_taken_in_at_start_without_storing_a_game_twice(qtbot):
    first, second = sample_record("nines", 11), sample_record("royal", 12)
    history = History(store.history_file())
    history.add(first, played_at=1000.0)  # stored before the pending file was written
    history.close()
    kept = Pending(pending_file(store.history_file()))
    kept.add(first, 1000.0)
    kept.add(second, 2000.0)
    kept.save()
    store.history()  # the start takes the file in: `first` once
    qtbot.waitUntil(lambda: not pending_file(store.history_file()).exists(), timeout=5000)
    assert count() == 2
    played = store.history().call(lambda h: h.query(
        "SELECT played_at FROM games ORDER BY played_at"))
    assert [r[0] for r in played] == [1000.0, 2000.0]  # when they were played
    store.record_finished(second)  # and once more from a save: still once
    assert count() == 2


def test_our_version_with_other_tables_is_set_aside_and_said_once(qtbot):
    path = store.history_file()
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE notes (text TEXT)")
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
    conn.close()
    told = Told()
    store.record_finished(sample_record("nines", 1), told)
    store.record_finished(sample_record("nines", 2), told)
    qtbot.waitUntil(lambda: bool(told) and count() == 2, timeout=5000)
    assert len(told) == 1 and "not laid out" in told[0]
    assert list(path.parent.glob("history.not-herna-*"))


def newer_history(path, ours: bool) -> None:
    if ours:
        history = History(path)
        for seed in range(2):
            history.add(sample_record("nines", seed, level="easy"))
        history.close()
    conn = sqlite3.connect(path)
    if not ours:
        conn.execute("CREATE TABLE matches (id INTEGER PRIMARY KEY)")
    conn.execute("PRAGMA journal_mode = delete")
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.commit()
    conn.close()


def test_a_newer_herna_history_is_shown_untouched_and_games_go_beside_it(window, qtbot):
    path = store.history_file()
    newer_history(path, ours=True)
    before = digest(path)
    record = sample_record("royal", 6)
    store.record_finished(record, window.inform)
    qtbot.waitUntil(lambda: bool(window.messages), timeout=5000)
    assert "newer version of Herna" in window.messages[-1]
    assert "statistics show its games" in window.messages[-1]
    kept = Pending(pending_file(path))
    qtbot.waitUntil(lambda: kept.load() == 1, timeout=5000)
    assert kept.games[0].record == record  # for the newer Herna to take in
    shown = show_statistics(window, window.replay_record)
    qtbot.waitUntil(lambda: shown.loaded, timeout=5000)
    assert shown.model.rowCount() == 2  # its games, read
    assert shown.banner.isVisible() and "newer version" in shown.banner.text()
    assert not shown.reset_button.isEnabled()
    store.record_finished(sample_record("royal", 7), window.inform)
    store.close_all()
    assert digest(path) == before and path.name == "history.sqlite3"
    assert not list(path.parent.glob("history.damaged-*"))
    assert sum("newer version" in m for m in window.messages) == 1
    again = Pending(pending_file(path))
    assert again.load() == 2


def test_a_newer_herna_history_that_cannot_be_read_says_so(qtbot):
    path = store.history_file()
    newer_history(path, ours=False)
    before = digest(path)
    told = Told()
    store.history(told)
    shown = StatisticsWindow(store.history(), lambda record: False)
    qtbot.addWidget(shown)
    qtbot.waitUntil(lambda: shown.loaded and bool(told), timeout=5000)
    assert "cannot read" in told[0]
    assert shown.model.rowCount() == 0
    assert "cannot read" in shown.banner.text()
    store.record_finished(sample_record("nines", 1))
    qtbot.waitUntil(lambda: pending_file(path).exists(), timeout=5000)
    store.close_all()
    assert digest(path) == before


def test_a_pending_game_is_counted_in_the_window_until_stored(qtbot, monkeypatch):
    monkeypatch.setattr(History, "add", lambda self, record, played_at=None: (_ for _ in ())
                        .throw(HistoryError("database is locked", "busy")))
    store.record_finished(sample_record("nines", 1))
    qtbot.waitUntil(lambda: store.history().waiting() == 1, timeout=5000)
    shown = StatisticsWindow(store.history(), lambda record: False)
    qtbot.addWidget(shown)
    qtbot.waitUntil(lambda: shown.loaded, timeout=5000)
    assert "1 finished game not yet written" in shown.banner.text()
