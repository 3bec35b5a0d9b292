"""How late the GUI thread runs while the coach thinks: a 10 ms timer's lateness.

    python -m bench.coach_latency [--seconds 20] [--games royal,nines] [--seed 1]

Opens the real main window with the coach on (offscreen unless QT_QPA_PLATFORM says
otherwise), starts a game of one human and three medium computers and, on the human's
first turn with a choice, has the coach analyse that turn again and again (the hard player's budget
each time, through the search processes) for `--seconds`, while `bench.latency`'s
probe measures how late each tick of a 10 ms timer comes within one analysis. Prints
p50/p95/p99/max per game, and first the idle room's figures (the machine's own load).
"""

from __future__ import annotations

import sys
import time
from collections.abc import Sequence
from typing import Any


def measure(app: Any, window: Any, game: str, seconds: float, seed: int) -> dict[str, Any]:
    from PySide6.QtCore import QTimer

    from bench.latency import LatencyProbe, figures
    from gui.play.controller import SeatSpec

    seats = [SeatSpec("Eva", "human"), *(SeatSpec(f"AI {i}", "ai:medium") for i in (1, 2, 3))]
    window.start_game(game, seats, seed=seed)
    ctl, coach = window.controller, window.coach

    def thinking() -> int | None:
        turn = coach._turn
        return id(turn[0]) if turn is not None and coach.current is None else None

    analyses = 0
    probe: LatencyProbe | None = None

    def poll() -> None:
        nonlocal analyses, probe
        if ctl.phase != "human":
            return
        if probe is None:
            probe = LatencyProbe(thinking)
        if probe.thinking_s >= seconds:
            app.quit()
        elif coach.current is not None and len(coach.current.candidates) < 2:
            ctl.submit(coach.current.best.move)  # nothing to weigh: on to a real choice
        elif coach.current is not None:
            analyses += 1
            coach._human_to_move(ctl, ctl.to_move())  # the same turn, analysed afresh

    timer = QTimer(interval=50)
    timer.timeout.connect(poll)
    timer.start()
    wall = time.perf_counter()
    app.exec()
    timer.stop()
    assert probe is not None
    probe.stop()
    ctl.shutdown()
    return {"game": game, "analyses": analyses, "thinking_s": round(probe.thinking_s, 1),
            "wall_s": round(time.perf_counter() - wall, 1), **figures(probe.late_ms)}


def main(argv: Sequence[str] | None = None) -> int:
    from bench.latency import bench_main

    return bench_main(argv, "python -m bench.coach_latency", __doc__, measure,
                      coach=True)


if __name__ == "__main__":
    sys.exit(main())
