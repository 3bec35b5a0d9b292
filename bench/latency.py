"""How late the GUI thread runs while the hard computers think: a 10 ms timer's lateness.

    python -m bench.latency [--seconds 20] [--games royal,nines] [--seed 1] [--level expert]

Opens the real main window (offscreen unless QT_QPA_PLATFORM says otherwise), starts a game
of four hard computers at instant speed (no pause before their moves) and, while a
computer is thinking, measures how late each tick of a repeating 10 ms precise timer
comes (the time since the last tick minus 10 ms; only gaps within one computer's thinking
count). Prints p50/p95/p99/max
per game after `--seconds` of thinking, and first the same for the idle room (the start
screen, for a third of that time: the machine's own load). Settings and saves live in a
temporary folder.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path

TICK_MS = 10
OPTIONS = {"royal": {"matchsticks": 50}, "nines": {"match_games": 9}}


class LatencyProbe:
    """Collects the lateness of the ticks between two of which one computer thought
    throughout: `thinking()` says which move a computer is thinking about (None while
    none is), and only a gap that begins and ends on the same move counts (the table's
    drawing and the autosave between two moves do not)."""

    def __init__(self, thinking):
        from PySide6.QtCore import Qt, QTimer

        self.thinking = thinking
        self.late_ms: list[float] = []
        self.thinking_s = 0.0
        self._last = time.perf_counter()
        self._move = None
        self._timer = QTimer(interval=TICK_MS, timerType=Qt.TimerType.PreciseTimer)
        self._timer.timeout.connect(self._tick)
        self._timer.start()

    def _tick(self) -> None:
        now = time.perf_counter()
        gap = now - self._last
        self._last = now
        move, self._move = self._move, self.thinking()
        if move is not None and move == self._move:
            self.late_ms.append(max(0.0, gap * 1000 - TICK_MS))
            self.thinking_s += gap

    def stop(self) -> None:
        self._timer.stop()


def figures(late_ms: Sequence[float]) -> dict:
    from core.arena_stats import percentile

    return {"ticks": len(late_ms), "p50": round(percentile(late_ms, 0.5), 1),
            "p95": round(percentile(late_ms, 0.95), 1),
            "p99": round(percentile(late_ms, 0.99), 1), "max": round(max(late_ms), 1)}


def measure(app, window, game: str, seconds: float, seed: int, level: str = "hard") -> dict:
    from gui.play.controller import SeatSpec

    seats = [SeatSpec(f"AI {i + 1}", f"ai:{level}") for i in range(4)]

    def thinking() -> tuple | None:
        ctl = window.controller
        if ctl is None or ctl.phase != "thinking":
            return None
        return id(ctl), ctl.game_number(), ctl.move_count()

    def start(game_seed: int) -> None:
        window.start_game(game, seats, OPTIONS[game], seed=game_seed)
        window.controller.game_over.connect(lambda: app.quit())

    probe = LatencyProbe(thinking)
    game_seed = seed
    wall = time.perf_counter()
    while probe.thinking_s < seconds:
        start(game_seed)
        watchdog = time.perf_counter()

        def check(watchdog=watchdog) -> None:
            if probe.thinking_s >= seconds or time.perf_counter() - watchdog > 10 * seconds:
                app.quit()

        from PySide6.QtCore import QTimer

        poll = QTimer(interval=100)
        poll.timeout.connect(check)
        poll.start()
        app.exec()
        poll.stop()
        window.controller.shutdown()
        game_seed += 1
    probe.stop()
    return {"game": game, "level": level, "thinking_s": round(probe.thinking_s, 1),
            "wall_s": round(time.perf_counter() - wall, 1), **figures(probe.late_ms)}


def idle(app, seconds: float) -> dict:
    """The same probe on the start screen, nobody thinking: what the machine's own load
    costs."""
    from PySide6.QtCore import QTimer

    probe = LatencyProbe(lambda: "idle")
    QTimer.singleShot(int(seconds * 1000), app.quit)
    app.exec()
    probe.stop()
    return {"game": "none (idle room)", "seconds": round(probe.thinking_s, 1),
            **figures(probe.late_ms)}


def bench_main(argv: Sequence[str] | None, prog: str, description: str | None,
               measure: Callable[..., dict], **settings_on: object) -> int:
    """The benchmark's command line: the idle room, then `measure(app, window, game,
    seconds, seed)` of each game, a JSON line each, with `settings_on` set."""
    parser = argparse.ArgumentParser(prog=prog, description=description,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=20.0,
                        help="seconds of thinking measured per game")
    parser.add_argument("--games", default="royal,nines")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--level", help="the computers' level (bench.latency: hard unless "
                                        "given, e.g. expert)")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from gui.services import paths
    from gui.services.settings import settings

    paths.use_root(Path(tempfile.mkdtemp(prefix="herna-bench-")))
    app = QApplication.instance() or QApplication([sys.argv[0]])
    settings().animation_speed = "instant"
    settings().computer_pause = "none"
    for key, value in settings_on.items():
        setattr(settings(), key, value)
    from gui.room.main_window import MainWindow

    window = MainWindow()
    window.resize(1280, 800)
    window.show()
    print(json.dumps(idle(app, args.seconds / 3)), flush=True)
    for game in args.games.split(","):
        chosen = {"level": args.level} if args.level else {}
        print(json.dumps(measure(app, window, game, args.seconds, args.seed, **chosen)),
              flush=True)
    if window.controller is not None:
        window.controller.shutdown()
    window.close()
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    return bench_main(argv, "python -m bench.latency", __doc__, measure)


if __name__ == "__main__":
    sys.exit(main())
