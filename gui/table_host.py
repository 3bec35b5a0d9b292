"""Puts the right table for the controller's game into the window, with the hot-seat
curtain over it and the bar under it (GamePage). While a game's table module is not there,
a plain view lists what the viewer may see and the legal moves, so the room works end to
end."""

from __future__ import annotations

import dataclasses
import importlib
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStackedLayout,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from core.errors import IllegalMove
from gui import fonts, reasons
from gui.controller import GameController
from gui.curtain import Curtain, Roll
from gui.settings import settings

TABLES = {"royal": ("gui.royal.table", "RoyalTable"), "nines": ("gui.nines.table", "NinesTable")}


def table_class(game: str) -> type | None:
    """The real table widget of `game`, or None while its module does not exist."""
    module_name, class_name = TABLES[game]
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name and module_name.startswith(exc.name):
            return None
        raise
    return getattr(module, class_name, None)


def opening_roll(ctl: GameController) -> Roll | None:
    """The game's opening roll while nobody has taken yet (Nines; public): who rolled,
    the dice and who opens. None when the game has none or play has begun."""
    obs = ctl.observation()
    roll = getattr(obs, "roll", None)
    if roll is None or getattr(obs, "takes", True):
        return None
    return ctl.seat_name(roll[0]), tuple(roll[1]), ctl.seat_name(obs.opener)


class _MoveItem(QGraphicsSimpleTextItem):
    def __init__(self, text: str, move: Any, controller: GameController):
        super().__init__(text)
        self._move, self._controller = move, controller
        self.setBrush(QColor("#ffe9a8"))
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._controller.submit(self._move)


class FallbackTable(QGraphicsView):
    """A plain table: the observation as text and the legal moves to click."""

    status = Signal(str)
    MAX_MOVES = 200

    def __init__(self, controller: GameController, parent: QWidget | None = None):
        super().__init__(parent)
        self._controller = controller
        self.setScene(QGraphicsScene(self))
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        for signal in (controller.game_started, controller.viewer_changed,
                       controller.human_to_move, controller.game_over):
            signal.connect(self.redraw)
        controller.events_applied.connect(self.redraw)
        controller.move_refused.connect(self._refused)
        self.redraw()

    def retranslate(self) -> None:
        self.redraw()

    def _refused(self, refusal: IllegalMove) -> None:
        self.status.emit(reasons.worded(refusal, self._controller.seat_name))

    def redraw(self, *_: Any) -> None:
        self.setBackgroundBrush(settings().table_colour)
        scene = self.scene()
        scene.clear()
        ctl = self._controller
        if ctl.game_number() == 0:
            return
        font = fonts.fixed()
        y = 8.0
        lines = [self.tr("Game %1, seat shown: %2").replace("%1", str(ctl.game_number()))
                 .replace("%2", str(ctl.viewer()))]
        obs = ctl.observation()
        if dataclasses.is_dataclass(obs):
            for field in dataclasses.fields(obs):
                if not field.name.endswith(("_mask", "_masks")):
                    lines.append(f"{field.name}: {getattr(obs, field.name)!r}"[:160])
        else:
            lines.append(repr(obs)[:2000])
        for line in lines:
            item = scene.addSimpleText(line, font)
            item.setBrush(QColor("#f4ecd8"))
            item.setPos(8, y)
            y += 18
        moves = ctl.legal_moves()
        if moves:
            y += 10
            title = scene.addSimpleText(self.tr("Your moves (click one):"), font)
            title.setBrush(QColor("#ffffff"))
            title.setPos(8, y)
            y += 20
        for move in moves[: self.MAX_MOVES]:
            item = _MoveItem(repr(move), move, ctl)
            item.setFont(font)
            item.setPos(24, y)
            scene.addItem(item)
            y += 18


class TableHost(QWidget):
    """The table of the running game with the curtain over it; `status` relays the table's."""

    status = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._layout = QStackedLayout(self)
        self._controller: GameController | None = None
        self.table: QWidget | None = None
        self.curtain = Curtain(self)
        self.curtain.lifted.connect(self._curtain_lifted)

    def controller(self) -> GameController | None:
        return self._controller

    def set_controller(self, controller: GameController | None) -> None:
        """Show the table of `controller` (None: remove the table)."""
        if self.table is not None:
            self._layout.removeWidget(self.table)
            self.table.deleteLater()
            self.table = None
        self.curtain.hide()
        self._controller = controller
        if controller is None:
            return
        cls = table_class(controller.game)
        controller.table_paced = cls is not None
        self.table = (cls or FallbackTable)(controller, self)
        self.table.status.connect(self.status)
        self._layout.addWidget(self.table)
        controller.curtain_requested.connect(self._curtain_requested)
        self.curtain.raise_()

    def _curtain_requested(self, seat: int) -> None:
        ctl = self._controller
        if ctl is not None:
            self.curtain.show_for(ctl.seats[seat].name, opening_roll(ctl))

    def _curtain_lifted(self) -> None:
        if self._controller is not None:
            self._controller.lift_curtain()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and self.table is not None:
            retranslate = getattr(self.table, "retranslate", None)
            if retranslate is not None:
                retranslate()
        super().changeEvent(event)


class GamePage(QWidget):
    """The table with a bar under it: the scores, between games what comes next, and in a
    replay the buttons that step through it."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.host = TableHost()
        self.info = QLabel(wordWrap=True, textFormat=Qt.TextFormat.PlainText)
        self.info.setObjectName("gameInfo")
        pixmaps = QStyle.StandardPixmap
        self.first_button, self.back_button, self.forward_button, self.last_button = (
            self._step_button(icon) for icon in (
                pixmaps.SP_MediaSkipBackward, pixmaps.SP_MediaSeekBackward,
                pixmaps.SP_MediaSeekForward, pixmaps.SP_MediaSkipForward))
        self.replay_buttons = (self.first_button, self.back_button, self.forward_button,
                               self.last_button)
        self.all_hands_button = QPushButton(checkable=True)
        self.all_hands_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.position = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.position.setObjectName("replayPosition")
        self.position.setContentsMargins(8, 0, 8, 0)
        self.undo_button = QPushButton()  # in a game against computers: undo
        self.undo_button.setObjectName("undoButton")
        self.undo_button.hide()
        self.undo_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay the table's
        self.next_button = QPushButton()
        self.end_button = QPushButton()
        self.start_button = QPushButton()
        bar = QHBoxLayout()
        bar.setContentsMargins(8, 4, 8, 4)
        bar.addWidget(self.info, 1)
        for button in self.replay_buttons[:2]:
            bar.addWidget(button)
        bar.addWidget(self.position)
        for button in (*self.replay_buttons[2:], self.all_hands_button, self.undo_button,
                       self.next_button, self.end_button, self.start_button):
            bar.addWidget(button)
        self.bar = QWidget()
        self.bar.setLayout(bar)
        self.info.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
        self._fix_bar_height()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.host, 1)
        layout.addWidget(self.bar)

    def _fix_bar_height(self) -> None:
        """One height whatever the bar shows (buttons or not, the line wrapped or not),
        so that the table above never moves."""
        lines = self.info.fontMetrics().lineSpacing() * 2
        self.bar.setFixedHeight(max(lines, self.next_button.sizeHint().height()) + 8)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._fix_bar_height()
        super().changeEvent(event)

    def _step_button(self, icon: QStyle.StandardPixmap) -> QPushButton:
        """A replay button with one of the style's media icons (no font glyph)."""
        button = QPushButton()
        button.setIcon(self.style().standardIcon(icon))
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the arrow keys stay the table's
        return button
