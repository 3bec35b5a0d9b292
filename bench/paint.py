"""How long a full repaint of each table takes (offscreen), at the human's first turn of a
seeded game: the cost of every animation frame that touches the whole view.

    .venv/bin/python -m bench.paint [--size 1024x700] [--repaints 60]

Prints the best of seven rounds of `--repaints` repaints for each table, in ms. Add
QT_SCALE_FACTOR=2 to the environment for a high-DPI screen."""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("HERNA_SOUND", "off")

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication

from core.ai import RandomAgent
from gui.play.controller import GameController, SeatSpec
from gui.services import fonts, paths
from gui.services import settings as settings_module


def spin(ms: int) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def table(game: str, size: tuple[int, int]):
    from gui.nines.table import NinesTable
    from gui.royal.table import RoyalTable

    seats = [SeatSpec("Eva", "human")] + [SeatSpec(f"AI {i}", "ai:medium") for i in range(3)]
    options = {"matchsticks": 40} if game == "royal" else {}
    ctl = GameController(game, seats, options, seed=5,
                         agent_factory=lambda rules, level: RandomAgent(rules))
    view = (RoyalTable if game == "royal" else NinesTable)(ctl)
    view.resize(*size)
    view.show()
    ctl.start()
    for _ in range(500):
        if ctl.phase == "human":
            break
        spin(20)
    spin(200)
    return ctl, view


def best_repaint_ms(view, repaints: int) -> float:
    viewport = view.viewport()
    for _ in range(5):
        viewport.repaint()
    rounds = []
    for _ in range(7):
        start = time.perf_counter()
        for _ in range(repaints):
            viewport.repaint()
        rounds.append((time.perf_counter() - start) / repaints)
    return min(rounds) * 1000


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="1024x700")
    parser.add_argument("--repaints", type=int, default=60)
    args = parser.parse_args()
    width, height = (int(v) for v in args.size.split("x"))
    size = (width, height)
    app = QApplication([])
    fonts.apply_default(app)
    paths.use_root(Path(tempfile.mkdtemp()))
    settings_module.settings().animation_speed = "instant"
    settings_module.settings().computer_pause = "none"
    for game in ("royal", "nines"):
        ctl, view = table(game, size)
        ms = best_repaint_ms(view, args.repaints)
        width, height = view.viewport().width(), view.viewport().height()
        print(f"{game}: full repaint {width}x{height} at device ratio "
              f"{view.devicePixelRatioF():g}: {ms:.2f} ms")
        ctl.shutdown()
        view.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
