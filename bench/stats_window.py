"""How fast the Statistics window opens on a large history.

    python -m bench.stats_window [--games 3000] [--repeat 5] [--db PATH] [--distinct 1000]

Plays random games (arena random players; seat 0 counted as the human; Nines, and Royal
with 3 to 6 players, against each level) into a temporary history spread over the last
90 days: `--distinct` different games at most, repeated with fresh digests and dates up
to `--games` (the rows are those History.add writes). Then, `--repeat` times: starts the
history's thread (gui.stats.service: opening the database, quick_check, migrations) and
opens the window on it, timing the first paint ("Loading…") and the figures shown; a
second window on the same running history (warm); and the list scrolled to its oldest
game. Prints the figures, how late a 5 ms timer ran on the GUI thread meanwhile, and the
process's peak memory.
"""

from __future__ import annotations

import argparse
import json
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any


def fill(path: Path, games: int, distinct: int = 1000) -> float:
    from core.history import History, insert_game, record_digest
    from core.history_derive import derive
    from core.history_sample import sample_record

    levels = ("random", "easy", "medium", "hard")
    History(path).close()  # the schema
    start = time.perf_counter()
    pool = []
    for i in range(max(1, min(games, distinct))):
        game = "nines" if i % 3 else "royal"
        players = 4 if game == "nines" else 3 + i % 4
        record = sample_record(game, i, players=players, level=levels[i % 4])
        pool.append((derive(record), json.dumps(record, ensure_ascii=False),
                     record_digest(record)))
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("BEGIN")
    now = time.time()
    for i in range(games):
        figures, text, digest = pool[i % len(pool)]
        insert_game(conn, figures, f"{digest}-{i}", text,
                    now - (games - i) * 90 * 86400 / games)
    conn.execute("COMMIT")
    conn.close()
    return time.perf_counter() - start


class Ticks:
    """How late each tick of a 5 ms timer comes on the GUI thread."""

    def __init__(self) -> None:
        from PySide6.QtCore import Qt, QTimer

        self.late_ms: list[float] = []
        self._last = time.perf_counter()
        self._timer = QTimer(interval=5, timerType=Qt.TimerType.PreciseTimer)
        self._timer.timeout.connect(self._tick)
        self._timer.start()

    def _tick(self) -> None:
        now = time.perf_counter()
        self.late_ms.append(max(0.0, (now - self._last) * 1000 - 5))
        self._last = now

    def stop(self) -> None:
        self._timer.stop()


def peak_mb() -> float:
    """The process's peak resident memory (Linux and macOS; 0 elsewhere)."""
    try:
        import resource
    except ImportError:
        return 0.0
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024 if sys.platform == "darwin" else 1024)


def until(app: Any, done: Callable[[], bool], timeout: float = 60.0) -> None:
    end = time.perf_counter() + timeout
    while not done():
        if time.perf_counter() > end:
            raise TimeoutError("the Statistics window did not load")
        app.processEvents()
        time.sleep(0.001)


def open_window(app: Any, service: Any) -> tuple[Any, float, float]:
    """A window on `service`: (window, ms to its first paint, ms to its figures)."""
    from gui.stats.window import StatisticsWindow

    start = time.perf_counter()
    window = StatisticsWindow(service, lambda record: False)
    window.show()
    window.repaint()
    painted = time.perf_counter()
    until(app, lambda: window.loaded)
    window.repaint()
    app.processEvents()
    return window, (painted - start) * 1000, (time.perf_counter() - start) * 1000


def scroll_to_oldest(app: Any, window: Any) -> float:
    from core.history_stats import PAGE

    start = time.perf_counter()
    window.tabs.setCurrentIndex(2)
    window.games_view.scrollToBottom()
    window.games_view.repaint()
    last = window.model.rowCount() - 1
    until(app, lambda: window.model.entry(last).game != "" or last < PAGE)
    window.games_view.repaint()
    return (time.perf_counter() - start) * 1000


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.stats_window", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=3000)
    parser.add_argument("--distinct", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--db", type=Path, help="use (and keep) this database file")
    args = parser.parse_args(argv)
    from PySide6.QtWidgets import QApplication

    from core.arena_stats import percentile
    from gui.stats.service import HistoryService

    app = QApplication.instance() or QApplication(sys.argv[:1])
    folder = tempfile.TemporaryDirectory()
    path = args.db or Path(folder.name) / "history.sqlite3"
    if not path.exists():
        filled = fill(path, args.games, args.distinct)
        print(f"filled {args.games} games in {filled:.1f} s")
    rss_before = peak_mb()
    firsts, colds, warms, scrolls = [], [], [], []
    ticks = Ticks()
    count = 0
    for _ in range(args.repeat):
        service = HistoryService(path)
        window, first, cold = open_window(app, service)
        count = window.model.rowCount()
        # the integrity check deferred at opening, made beside the reads
        def checked(service: HistoryService = service) -> bool:
            return service.history is not None and service.history.checked

        until(app, checked)
        again, _, warm = open_window(app, service)
        scrolls.append(scroll_to_oldest(app, again))
        firsts.append(first)
        colds.append(cold)
        warms.append(warm)
        for shown in (window, again):
            shown.close()
            shown.deleteLater()
        app.processEvents()
        service.close()
    ticks.stop()
    size = path.stat().st_size / 1e6
    print(f"history: {count} games, {size:.1f} MB")

    def line(name: str, values: list[float]) -> None:
        print(f"{name}: median {statistics.median(values):.0f} ms, max {max(values):.0f} ms")

    line("first paint of the window (Loading…)", firsts)
    line("figures shown, history started cold (open, summary; quick_check beside)", colds)
    line("figures shown, history running (summary only)", warms)
    line("list scrolled to the oldest game (its page read)", scrolls)
    late = ticks.late_ms
    print(f"GUI thread: a 5 ms timer late p50 {percentile(late, 0.5):.1f} ms, p99 "
          f"{percentile(late, 0.99):.1f} ms, max {max(late):.1f} ms ({len(late)} ticks)")
    rss = peak_mb()
    print(f"peak memory (max RSS): {rss:.0f} MB ({rss_before:.0f} MB before the first "
          f"window; goal: figures in under 1000 ms)")
    folder.cleanup()
    return 0


if __name__ == "__main__":
    sys.exit(main())
