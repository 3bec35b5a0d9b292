"""Shared pieces of the Tien Gow table tests: a real controller with one human and three
computer seats, the table in a window, real mouse and key events on the viewport."""

from __future__ import annotations

from nines_table_helpers import LEFT_BUTTON, NO_BUTTON, _send, click, drag, view_point
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from core.ai import RandomAgent
from gui.play.controller import GameController, SeatSpec
from gui.tiengow.table import TienGowTable

__all__ = [
    "centre",
    "click",
    "double_click",
    "drag",
    "key",
    "make_controller",
    "make_table",
    "wait_for_turn",
]


def make_controller(games: int = 1, humans: tuple[int, ...] = (0,), seed: int = 5,
                    options: dict | None = None, **kwargs) -> GameController:
    seats = [SeatSpec("Eva" if i == 0 else f"AI {i}", "human" if i in humans else "ai:random")
             for i in range(4)]
    ctl = GameController("tiengow", seats, {"match_games": games, **(options or {})},
                         seed=seed, agent_factory=lambda rules, level: RandomAgent(rules),
                         **kwargs)
    ctl.table_paced = True
    return ctl


def make_table(qtbot, ctl, size: tuple[int, int] = (1024, 700)) -> TienGowTable:
    table = TienGowTable(ctl)
    qtbot.addWidget(table)
    table.resize(*size)
    table.show()
    qtbot.waitExposed(table)
    return table


def centre(item) -> QPointF:
    return item.sceneBoundingRect().center()


def double_click(table: TienGowTable, scene_pos: QPointF) -> None:
    """Press, release, double click, release: what Qt sends for a double click."""
    point = view_point(table, scene_pos)
    _send(table, QEvent.Type.MouseMove, point, NO_BUTTON, NO_BUTTON)
    _send(table, QEvent.Type.MouseButtonPress, point, LEFT_BUTTON, LEFT_BUTTON)
    _send(table, QEvent.Type.MouseButtonRelease, point, LEFT_BUTTON, NO_BUTTON)
    _send(table, QEvent.Type.MouseButtonDblClick, point, LEFT_BUTTON, LEFT_BUTTON)
    _send(table, QEvent.Type.MouseButtonRelease, point, LEFT_BUTTON, NO_BUTTON)


def key(table: TienGowTable, code: Qt.Key, text: str = "") -> None:
    QApplication.sendEvent(table, QKeyEvent(QEvent.Type.KeyPress, code,
                                            Qt.KeyboardModifier.NoModifier, text))


def wait_for_turn(qtbot, ctl, table: TienGowTable) -> str:
    """Wait until the human may act ("lead", "follow") or the game or match ended."""

    def ready() -> bool:
        if ctl.phase in ("game_over", "match_over"):
            return table.director.idle()
        return ctl.phase == "human" and table.human.mode != "" and table.director.idle()

    qtbot.waitUntil(ready, timeout=20_000)
    return str(ctl.phase) if ctl.phase in ("game_over", "match_over") else table.human.mode


def make_table_plain(ctl, size: tuple[int, int]) -> TienGowTable:
    """The table shown without pytest-qt (the screenshot script)."""
    table = TienGowTable(ctl)
    table.resize(*size)
    table.show()
    return table


# --- a fixed position behind the stand-in controller (tests/gui/fake_controller.py) ------

from fake_controller import FakeController  # noqa: E402

from core.tiengow import RULES  # noqa: E402
from core.tiengow.setup import game_from_hands  # noqa: E402
from core.tiengow.tiles import FACES, TILE_IDS  # noqa: E402

MINE = ("6-6", "6-6", "3-6", "4-5", "1-1", "2-2", "5-5", "1-2")


def deal(mine: tuple[str, ...] = MINE) -> list[list[str]]:
    """Seat 0 holds `mine`; the other tiles go round the other seats."""
    rest = [FACES[f] for f in TILE_IDS]
    for face in mine:
        rest.remove(face)
    return [list(mine), rest[0:8], rest[8:16], rest[16:24]]


def position(moves: list = (), banker: int = 0, mine: tuple[str, ...] = MINE):
    """Seat 0's observation after `moves` of a game from `deal(mine)`."""
    state = game_from_hands(deal(mine), banker=banker)
    for move in moves:
        RULES.apply(state, move)
    return state


class TienGowFake(FakeController):
    """The stand-in controller on a Tien Gow position (its scores are the core's)."""

    def __init__(self, state, reason=None, viewer: int = 0):
        obs = RULES.observation(state, viewer)
        legal = RULES.obs_legal_moves(obs)
        super().__init__(obs, legal, reason, game="tiengow")
        self.state = state

    def observation(self, seat=None):
        return RULES.observation(self.state, self.obs.seat if seat is None else seat)

    def scores(self):
        return list(self.state.points)

    def game_number(self):
        return 1


def start_fake(qtbot, ctl: TienGowFake, size=(1024, 700)) -> TienGowTable:
    table = make_table(qtbot, ctl, size)
    ctl.game_started.emit()
    ctl.human_to_move.emit(0)
    qtbot.waitUntil(lambda: table.human.mode != "" and table.director.idle())
    return table


def hand_item(table: TienGowTable, face: str, nth: int = 0):
    return [i for i in table.hands[0] if i.face == face][nth]
