"""Shared pieces of the room's tests: seats, a slow agent, driving a controller."""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QTimer
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView, QWidget

from core.ai import RandomAgent
from gui.play.controller import GameController, SeatSpec


@contextmanager
def unpainted(widget: QWidget) -> Iterator[None]:
    """`widget` and what is in it do not paint meanwhile (the game plays on as ever) and
    paint all on leaving: for the way to the position a `painted` test looks at (whole
    painted games are tests of their own; unmarked tests paint their tables only at the
    end, tests/gui/conftest.py)."""
    widget.setUpdatesEnabled(False)
    try:
        yield
    finally:
        widget.setUpdatesEnabled(True)


def item_image(view: QGraphicsView, item: QGraphicsItem) -> QImage:
    """What the view's viewport shows within `item`'s bounds."""
    rect = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
    return view.viewport().grab(rect).toImage()


def ai_seats(n: int, level: str = "random") -> list[SeatSpec]:
    return [SeatSpec(f"AI {i + 1}", f"ai:{level}") for i in range(n)]


class SlowAgent:
    """Thinks about `seconds` (looking at cancel every millisecond and sleeping between,
    so that the GUI thread keeps the interpreter), then plays a random move."""

    level = "slow"

    def __init__(self, rules, seconds: float = 1.0):
        self.rules, self.seconds = rules, seconds
        self.cancelled = self.finished = False

    def choose(self, obs, rng, budget=None, cancel=None):
        end = time.perf_counter() + self.seconds
        while time.perf_counter() < end:
            if cancel is not None and cancel():
                self.cancelled = True
                break
            time.sleep(0.001)
        self.finished = True
        return RandomAgent(self.rules).choose(obs, rng)


def step_moves(qtbot, ctl: GameController, moves: int) -> None:
    """Let a table-paced controller make `moves` more moves, acknowledging each."""
    target = ctl.move_count() + moves
    while ctl.move_count() < target and not ctl.is_over():
        count = ctl.move_count()
        qtbot.waitUntil(lambda c=count: ctl.move_count() > c, timeout=10_000)
        ctl.animations_done()


def held_back(qtbot, ctl: GameController) -> bool:
    """Wait until `ctl`, held by a dialog, has got as far as its next move (or dealing)
    and keeps it for `release`; then run what is queued behind. True when it got there:
    a move made meanwhile would now show in `move_count`, with no clock to wait out."""
    qtbot.waitUntil(lambda: ctl._held is not None, timeout=30_000)
    done: list[bool] = []
    QTimer.singleShot(0, lambda: done.append(True))
    qtbot.waitUntil(lambda: bool(done), timeout=5000)
    return ctl._held is not None


def all_views(ctl: GameController) -> list:
    return [ctl.observation(seat) for seat in range(len(ctl.seats))]


def finished_record(game: str, n: int, options: dict, seed: int = 7) -> dict:
    """The record of a whole game played by random computer players."""
    from core.arena import play_one
    from core.arena_stats import Tally
    from core.records import write_record
    from core.rules import get_rules

    rules = get_rules(game)
    options = {**rules.default_options, **options}
    state = play_one(rules, seed, ["random"] * n, options, None, Tally())
    players = [{"name": f"AI {i + 1}", "kind": "ai:random"} for i in range(n)]
    return write_record(rules, state, seed=seed, players=players, options=options)


def accepting_dialog(game: str, seats: list[SeatSpec], options: dict) -> type:
    """A stand-in for the new-game dialog that the player accepts at once with this
    choice (patch it over gui.room.main_window.NewGameDialog)."""
    from gui.room.new_game_dialog import NewGameDialog

    class AcceptingDialog:
        DialogCode = NewGameDialog.DialogCode

        def __init__(self, *args):
            pass

        def exec(self):
            return self.DialogCode.Accepted

        def game(self):
            return game

        def seats(self):
            return list(seats)

        def options(self):
            return dict(options)

    return AcceptingDialog


def answer_file_dialog(respond) -> list:
    """Let `respond(dialog)` answer the next modal file dialog from inside its exec();
    the dialog is rejected if `respond` leaves it open. Returns the dialogs answered."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QFileDialog

    answered = []

    def poll():
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QFileDialog) or not dialog.isVisible():
            QTimer.singleShot(10, poll)
            return
        answered.append(dialog)
        try:
            respond(dialog)
        finally:
            if dialog.isVisible():
                dialog.reject()

    QTimer.singleShot(0, poll)
    return answered


def shown_window(qtbot):
    """A new main window, shown (with whatever save the test left in the data folder)."""
    from gui.room.main_window import MainWindow

    win = MainWindow()
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win
