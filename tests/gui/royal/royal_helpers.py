"""Driving the Royal table in tests: a controller with computer seats, real mouse events
on the view's viewport, and waiting for the human's turn."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from core.ai import RandomAgent
from gui.play.controller import GameController, SeatSpec
from gui.royal.table import RoyalTable

WAIT_MS = 20_000


def random_agents(rules, level):
    return RandomAgent(rules)


def make_table(qtbot, players: int = 4, humans: int = 1, seed: int = 1,
               options: dict | None = None, size: tuple[int, int] = (1024, 700),
               ) -> tuple[GameController, RoyalTable]:
    seats = [SeatSpec(f"Human {i + 1}" if humans > 1 else "Eva", "human")
             for i in range(humans)]
    seats += [SeatSpec(f"AI {i + 1}", "ai:medium") for i in range(players - humans)]
    ctl = GameController("royal", seats, options or {}, seed=seed,
                         agent_factory=random_agents)
    view = RoyalTable(ctl)
    ctl.test_table = view  # for wait_for_human
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    qtbot.waitExposed(view)
    return ctl, view


def wait_for_human(qtbot, ctl: GameController, press_continue: bool = True) -> bool:
    """Wait until the human must move (True) or the game is over (False), pressing
    Continue on the score table between deals."""
    view = ctl.test_table

    def ready() -> bool:
        return view.overlays.waiting or ctl.phase in ("human", "game_over", "match_over")

    while True:
        qtbot.waitUntil(ready, timeout=WAIT_MS)
        if not view.overlays.waiting:
            return ctl.phase == "human"
        assert press_continue, "the score table waits for Continue"
        view.continue_play()


def viewport_point(view: RoyalTable, scene_pos: QPointF) -> QPoint:
    return view.mapFromScene(scene_pos)


def _send(view: RoyalTable, kind: QEvent.Type, at: QPoint, buttons: Qt.MouseButton) -> None:
    viewport = view.viewport()
    local = QPointF(at)
    event = QMouseEvent(kind, local, QPointF(viewport.mapToGlobal(at)),
                        Qt.MouseButton.LeftButton, buttons, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(viewport, event)


def drag(view: RoyalTable, start: QPointF, end: QPointF, steps: int = 6) -> None:
    """Press at scene point `start`, move in steps, release at `end`: real mouse events
    on the viewport."""
    a, b = viewport_point(view, start), viewport_point(view, end)
    left = Qt.MouseButton.LeftButton
    _send(view, QEvent.Type.MouseButtonPress, a, left)
    for i in range(1, steps + 1):
        p = QPoint(a.x() + (b.x() - a.x()) * i // steps, a.y() + (b.y() - a.y()) * i // steps)
        _send(view, QEvent.Type.MouseMove, p, left)
    _send(view, QEvent.Type.MouseButtonRelease, b, Qt.MouseButton.NoButton)


def click(view: RoyalTable, scene_pos: QPointF) -> None:
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     viewport_point(view, scene_pos))


def card_grip(item) -> QPointF:
    """A scene point on the visible part of a hand card (its upper left corner, which
    the next card does not cover)."""
    return item.mapToScene(QPointF(-32, -50))


def hand_item(view: RoyalTable, card: str):
    return next(i for i in view.hand if i.card == card)


def button_centre(button) -> QPointF:
    return button.sceneBoundingRect().center()
