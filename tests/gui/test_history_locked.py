"""A history another process holds locked (a real child process in `BEGIN EXCLUSIVE`):
the GUI thread keeps its pace while a game is handed over, the game waits in the pending
file and lands once the lock is gone; quitting meanwhile takes about a second at most and
keeps the game in the pending file for the next start."""

from __future__ import annotations

import subprocess
import sys
import time

import pytest
from PySide6.QtCore import Qt, QTimer

from core.arena_stats import percentile
from core.history import History
from core.history_pending import Pending, pending_file
from core.history_sample import sample_record
from gui.stats import service as service_module
from gui.stats import store

HOLDER = """
import sqlite3, sys, time
conn = sqlite3.connect(sys.argv[1], isolation_level=None)
conn.execute("BEGIN EXCLUSIVE")
print("locked", flush=True)
time.sleep(float(sys.argv[2]))
conn.execute("COMMIT")
"""
TICK_MS = 4


@pytest.fixture(autouse=True)
def _closed_histories(monkeypatch):
    monkeypatch.setattr(service_module, "RETRY_S", (0.5, 1.0))
    yield
    store.close_all()


def made_history(games: int = 1) -> None:
    history = History(store.history_file())
    for seed in range(games):
        history.add(sample_record("nines", 100 + seed))
    history.close()


def locked(seconds: float) -> subprocess.Popen:
    child = subprocess.Popen([sys.executable, "-c", HOLDER, str(store.history_file()),
                              str(seconds)], stdout=subprocess.PIPE, text=True)
    assert child.stdout.readline().strip() == "locked"
    return child


def ended(child: subprocess.Popen) -> None:
    child.kill()
    child.wait()
    child.stdout.close()


def count() -> int:
    return store.history().call(lambda history: history.count())


@pytest.mark.slow
@pytest.mark.latency
def test_a_game_added_under_a_lock_keeps_the_gui_on_time_and_lands_after(qtbot):
    made_history()
    assert count() == 1  # the history's thread has opened it (WAL: reading is free)
    child = locked(10)
    try:
        late: list[float] = []
        last = [time.perf_counter()]

        def tick() -> None:
            now = time.perf_counter()
            late.append(max(0.0, (now - last[0]) * 1000 - TICK_MS))
            last[0] = now

        timer = QTimer(interval=TICK_MS, timerType=Qt.TimerType.PreciseTimer)
        timer.timeout.connect(tick)
        timer.start()
        qtbot.wait(300)
        said = []
        started = time.perf_counter()
        store.record_finished(sample_record("nines", 7), lambda t, x: said.append(x))
        handed = time.perf_counter() - started
        qtbot.wait(2500)  # the first tries meet the lock
        timer.stop()
        assert handed < 0.01
        assert store.history().waiting() == 1
        assert pending_file(store.history_file()).exists()  # kept on disk meanwhile
        assert len(late) > 300
        print(f"lateness p50 {percentile(late, 0.5):.1f} ms, p99 {percentile(late, 0.99):.1f} ms, "
              f"max {max(late):.1f} ms, {len(late)} ticks")
        assert percentile(late, 0.99) <= 20, sorted(late)[-10:]
        assert child.poll() is None  # the lock was held throughout
        assert not said  # a short lock is not worth a word
    finally:
        child.wait(timeout=20)  # the child lets go after its 10 s
        ended(child)
    qtbot.waitUntil(lambda: store.history().waiting() == 0, timeout=15_000)
    assert count() == 2
    assert not pending_file(store.history_file()).exists()


def test_quitting_under_a_lock_is_quick_and_the_game_is_stored_at_the_next_start(qtbot):
    made_history()
    assert count() == 1
    child = locked(10)
    record = sample_record("royal", 3)
    try:
        store.record_finished(record)
        started = time.perf_counter()
        store.close_all()
        assert time.perf_counter() - started < 1.3
        kept = Pending(pending_file(store.history_file()))
        assert kept.load() == 1 and kept.games[0].record == record
    finally:
        ended(child)
    store.history()  # the next start takes the pending file in
    qtbot.waitUntil(lambda: not pending_file(store.history_file()).exists(), timeout=5000)
    assert count() == 2
    again = store.history()
    assert again.call(lambda h: h.query("SELECT COUNT(*) FROM games WHERE game = 'royal'")
                      )[0][0] == 1


def test_the_same_game_twice_under_a_lock_is_stored_once(qtbot):
    made_history()
    assert count() == 1
    child = locked(10)
    record = sample_record("nines", 8)
    try:
        store.record_finished(record)
        store.record_finished(dict(record))
        qtbot.waitUntil(lambda: pending_file(store.history_file()).exists(), timeout=5000)
        assert store.history().waiting() == 1
    finally:
        ended(child)
    store.record_finished(record)  # the next add tries at once
    qtbot.waitUntil(lambda: store.history().waiting() == 0, timeout=10_000)
    assert count() == 2
