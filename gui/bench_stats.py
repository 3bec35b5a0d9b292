"""How fast the Statistics window opens on a large history.

    python -m gui.bench_stats [--games 3000] [--repeat 5] [--db PATH]

Plays `--games` random games (arena random players; seat 0 counted as the human; Nines,
and Royal with 3 to 6 players, against each level) into a temporary history spread over
the last 90 days, then times opening the database and opening the window (built, shown
and painted), and prints the figures.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path


def fill(path: Path, games: int) -> float:
    from core.history import History
    from core.history_sample import sample_record

    levels = ("random", "easy", "medium", "hard")
    history = History(path)
    start = time.perf_counter()
    now = time.time()
    for i in range(games):
        game = "nines" if i % 3 else "royal"
        players = 4 if game == "nines" else 3 + i % 4
        record = sample_record(game, i, players=players, level=levels[i % 4])
        history.add(record, played_at=now - (games - i) * 90 * 86400 / games)
    history.close()
    return time.perf_counter() - start


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m gui.bench_stats", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=3000)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--db", type=Path, help="use (and keep) this database file")
    args = parser.parse_args(argv)
    from PySide6.QtWidgets import QApplication

    from core.history import History
    from gui.stats.window import StatisticsWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    folder = tempfile.TemporaryDirectory()
    path = args.db or Path(folder.name) / "history.sqlite3"
    if not path.exists():
        filled = fill(path, args.games)
        print(f"filled {args.games} games in {filled:.1f} s")
    opens, windows = [], []
    for _ in range(args.repeat):
        start = time.perf_counter()
        history = History(path)
        opened = time.perf_counter()
        window = StatisticsWindow(history, lambda record: False)
        window.show()
        window.repaint()
        app.processEvents()
        done = time.perf_counter()
        opens.append((opened - start) * 1000)
        windows.append((done - opened) * 1000)
        window.close()
        window.deleteLater()
        app.processEvents()
        history.close()
    size = path.stat().st_size / 1e6
    print(f"history: {History(path).count()} games, {size:.1f} MB")
    print(f"open the database (quick_check, migrations): median {statistics.median(opens):.0f}"
          f" ms, max {max(opens):.0f} ms")
    print(f"open the window (queries, tables, charts, first paint): median "
          f"{statistics.median(windows):.0f} ms, max {max(windows):.0f} ms")
    total = [a + b for a, b in zip(opens, windows, strict=True)]
    print(f"together: median {statistics.median(total):.0f} ms, max {max(total):.0f} ms "
          f"(goal: under 500 ms)")
    folder.cleanup()
    return 0


if __name__ == "__main__":
    sys.exit(main())
