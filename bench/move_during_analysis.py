"""How soon a computer's move comes while the coach analyses (issue 37: the coach and
the computers share the search processes, and a move must not wait for an analysis).

    python -m bench.move_during_analysis [--runs 10] [--processes 2] [--move-ms 200]

Each run starts a coach's analysis of a Royal decision (1.5 s, through the search
processes), asks the room's worker for a hard move of `--move-ms` while it searches, and
times the move from the asking to its arrival on the event loop. Prints min/median/max of
that time and how many moves came after the analysis had ended (the goal: none; the
time: the budget and a little). A figure, not a test: tests/gui/test_worker_priority.py
checks the order alone, which no load can change.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--move-ms", type=int, default=200)
    args = parser.parse_args(argv)

    from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer

    from bench import royal_think
    from core.ai import Budget
    from core.ai.analysis import PoolAnalysis, analyse
    from core.ai.pool import SearchPool
    from core.ai.royal import HardAgent
    from core.rng import make_rng
    from gui.play.worker import Worker

    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    obs = next(o for o in royal_think.positions(4, 40, 9)
               if len(analyse(o, make_rng(0), Budget(iterations=40)).candidates) > 2)
    pool = SearchPool(args.processes)
    pool.think(HardAgent(), obs, make_rng(0), Budget(ms=20))  # every process up

    def wait(until, seconds: float = 30.0) -> None:
        loop, end = QEventLoop(), time.monotonic() + seconds
        while not until() and time.monotonic() < end:
            QTimer.singleShot(5, loop.quit)
            loop.exec()

    def one_run(run: int) -> tuple[float, bool] | None:
        """The move's time after it was asked (ms), and whether the analysis ended first."""
        worker = Worker(pool=pool)
        told: list[int] = []
        analysed: list[float] = []
        moved: list[float] = []
        worker.analyse(PoolAnalysis(tell=True, every_s=0.02), obs, make_rng(run),
                       Budget(ms=1500), lambda parts, error: analysed.append(time.monotonic()),
                       told=lambda part, _: told.append(part))
        wait(lambda: len(set(told)) >= args.processes)
        asked = time.monotonic()
        worker.choose(HardAgent(), obs, make_rng(1000 + run), Budget(ms=args.move_ms),
                      lambda move, error: moved.append(time.monotonic()),
                      fell_back=lambda *said: None)
        wait(lambda: bool(moved))
        wait(lambda: bool(analysed))
        worker.shutdown()
        if not moved:
            return None
        return (moved[0] - asked) * 1000, bool(analysed) and analysed[0] < moved[0]

    runs = [r for r in map(one_run, range(args.runs)) if r is not None]
    took = [ms for ms, _ in runs]
    late = sum(after for _, after in runs)
    pool.close()
    del app
    print(f"a {args.move_ms} ms move asked during a 1.5 s analysis, {args.processes} "
          f"processes, {len(took)} runs: min {min(took):.0f} ms, median "
          f"{statistics.median(took):.0f} ms, max {max(took):.0f} ms; "
          f"after the analysis had ended: {late}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
