"""Shared pieces of the Nines table tests: a controller with one human and three computer
seats, the table in a window, and real mouse events on the viewport."""

from __future__ import annotations

from fake_controller import FakeController
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from core.ai import RandomAgent
from core.errors import IllegalMove
from core.nines import Observation, RoundView
from gui.nines.table import NinesTable
from gui.play.controller import GameController, SeatSpec

LEFT_BUTTON = Qt.MouseButton.LeftButton
NO_BUTTON = Qt.MouseButton.NoButton


def make_controller(games: int = 2, humans: tuple[int, ...] = (0,), seed: int = 7,
                    agent_factory=lambda rules, level: RandomAgent(rules),
                    **kwargs) -> GameController:
    seats = [SeatSpec("Eva" if i == 0 else f"AI {i}", "human" if i in humans else "ai:random")
             for i in range(4)]
    ctl = GameController("nines", seats, {"match_games": games}, seed=seed,
                         agent_factory=agent_factory, **kwargs)
    ctl.table_paced = True
    return ctl


def make_table(qtbot, ctl: GameController, size: tuple[int, int] = (1024, 700)) -> NinesTable:
    table = NinesTable(ctl)
    qtbot.addWidget(table)
    table.resize(*size)
    table.show()
    qtbot.waitExposed(table)
    return table


def replay_of_last_game(qtbot, ctl: GameController, table: NinesTable
                        ) -> tuple[GameController, NinesTable]:
    """The record of `ctl`'s game, over now, replayed on a table of its own (the
    game's table closed)."""
    record = ctl.record()
    ctl.shutdown()
    table.close()
    replay = GameController.replay(record)
    shown = make_table(qtbot, replay)
    replay.resume()
    qtbot.waitUntil(shown.director.idle)
    return replay, shown


def view_point(table: NinesTable, scene_pos: QPointF) -> QPoint:
    return table.mapFromScene(scene_pos)


def _send(table: NinesTable, kind: QEvent.Type, point: QPoint, button, buttons) -> None:
    viewport = table.viewport()
    local = QPointF(point)
    event = QMouseEvent(kind, local, QPointF(viewport.mapToGlobal(point)), button, buttons,
                        Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(viewport, event)


def hover(table: NinesTable, scene_pos: QPointF) -> None:
    _send(table, QEvent.Type.MouseMove, view_point(table, scene_pos), NO_BUTTON, NO_BUTTON)


def click(table: NinesTable, scene_pos: QPointF) -> None:
    point = view_point(table, scene_pos)
    _send(table, QEvent.Type.MouseMove, point, NO_BUTTON, NO_BUTTON)
    _send(table, QEvent.Type.MouseButtonPress, point, LEFT_BUTTON, LEFT_BUTTON)
    _send(table, QEvent.Type.MouseButtonRelease, point, LEFT_BUTTON, NO_BUTTON)


def drag(table: NinesTable, start: QPointF, end: QPointF, steps: int = 6,
         release: bool = True) -> None:
    """Press at `start`, move in `steps` to `end`, release there (unless told not to)."""
    a, b = view_point(table, start), view_point(table, end)
    _send(table, QEvent.Type.MouseMove, a, NO_BUTTON, NO_BUTTON)
    _send(table, QEvent.Type.MouseButtonPress, a, LEFT_BUTTON, LEFT_BUTTON)
    for k in range(1, steps + 1):
        p = QPoint(round(a.x() + (b.x() - a.x()) * k / steps),
                   round(a.y() + (b.y() - a.y()) * k / steps))
        _send(table, QEvent.Type.MouseMove, p, NO_BUTTON, LEFT_BUTTON)
    if release:
        _send(table, QEvent.Type.MouseButtonRelease, b, LEFT_BUTTON, NO_BUTTON)


def release(table: NinesTable, scene_pos: QPointF) -> None:
    point = view_point(table, scene_pos)
    _send(table, QEvent.Type.MouseMove, point, NO_BUTTON, LEFT_BUTTON)
    _send(table, QEvent.Type.MouseButtonRelease, point, LEFT_BUTTON, NO_BUTTON)


def item_centre(item) -> QPointF:
    """A point on the visible part of a tile (its upper middle, inside every neighbour)."""
    return item.sceneBoundingRect().center()


def lay_count(count: int) -> IllegalMove:
    """The core's refusal of a follow that does not lay one tile on each of `count` stacks."""
    return IllegalMove(f"lay {count} tiles, one on each stack", "lay_count", count=count)


StubController = FakeController  # the whole controller contract (fake_controller.py)


def follow_position(hand: tuple[str, ...], led: tuple[str, ...]) -> Observation:
    """Seat 0 (the viewer) to follow: seat 3 led `led`; seat 0 holds `hand`."""
    n = len(led)
    current = RoundView(leader=3, plays=((3, led),), stacks=tuple((f,) for f in led),
                        tops=(3,) * n, tie_rolls=(), won=None, winner=None)
    sizes = (len(hand), 8, 8, 8 - n)
    return Observation(seat=0, game_number=1, roll=None, opener=3, phase="play", to_move=0,
                       hand=hand, taken=hand, hand_sizes=sizes, wall_columns=(),
                       takes=((3, "left"), (0, "left"), (1, "right"), (2, "right")),
                       rounds=(), current=current, tied=(), scores=(0, 0, 0, 0))


def with_won_stacks(obs: Observation, won: tuple[int, ...]) -> Observation:
    """`obs` after earlier rounds in which seat s won `won[s]` stacks (faces made up: the
    table only counts them)."""
    tops = [s for s, n in enumerate(won) for _ in range(n)]
    rounds = tuple(
        RoundView(leader=chunk[0], plays=(), stacks=tuple(("2-2",) * 4 for _ in chunk),
                  tops=tuple(chunk), tie_rolls=(), won=None, winner=chunk[0])
        for chunk in (tops[i:i + 4] for i in range(0, len(tops), 4)))
    return Observation(**{**obs.__dict__, "rounds": rounds, "scores": tuple(won)})


def start(qtbot, ctl: StubController) -> NinesTable:
    """The table showing the stand-in's position, the human (seat 0) to move, settled."""
    table = make_table(qtbot, ctl)
    ctl.game_started.emit()
    ctl.human_to_move.emit(0)
    qtbot.waitUntil(lambda: table.human.mode != "" and table.director.idle())
    return table


def hand_item(table: NinesTable, face: str):
    """The tile `face` in the bottom hand."""
    return next(i for i in table.tiles.hands[0] if i.face == face)
