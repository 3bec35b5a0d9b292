"""Puts the right table for the controller's game into the window, with the hot-seat
curtain over it and the bar under it (GamePage). A table is what `gui.table.contracts.Table`
says; a table module that cannot be imported is an error, never a plain view."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QLabel,
    QPushButton,
    QSizePolicy,
    QStackedLayout,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from core.nines.observation import Observation as NinesObservation
from gui.net.controller import NetController
from gui.play.controller import GameController
from gui.room.curtain import Curtain, Roll
from gui.room.elided_label import ElidedLabel
from gui.room.game_bar import GameBar
from gui.table.contracts import Table, TableController

RoomController = GameController | NetController
"""What the room puts on the table: a game played here (or a replay), or a seat at a
network table."""


def new_table(controller: TableController, parent: QWidget) -> QWidget:
    """The table widget of the controller's game."""
    if controller.game == "royal":
        from gui.royal.table import RoyalTable
        return RoyalTable(controller, parent)
    if controller.game == "tiengow":
        from gui.tiengow.table import TienGowTable
        return TienGowTable(controller, parent)
    from gui.nines.table import NinesTable
    return NinesTable(controller, parent)


def as_table(view: QWidget) -> Table:
    """`view` as the room's `Table`; TypeError for a view that is no Table."""
    if not isinstance(view, Table):
        raise TypeError(f"{type(view).__name__} is not a table (gui.table.contracts.Table)")
    return view


def opening_roll(ctl: RoomController) -> Roll | None:
    """The game's opening roll while nobody has taken yet (Nines; public): who rolled,
    the dice and who opens. None when the game has none or play has begun."""
    obs = ctl.observation()
    if not isinstance(obs, NinesObservation) or obs.roll is None or obs.takes:
        return None
    roller, dice = obs.roll
    return ctl.seat_name(roller), dice, ctl.seat_name(obs.opener)


INFO_LINES = 2  # the bar's line of scores: at most so many lines, cut with …

class TableHost(QWidget):
    """The table of the running game with the curtain over it; `status` relays the table's."""

    status = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._layout = QStackedLayout(self)
        self._controller: RoomController | None = None
        self.table: Table | None = None
        self._view: QWidget | None = None  # the table's widget
        self.curtain = Curtain(self)
        self.curtain.lifted.connect(self._curtain_lifted)

    def set_controller(self, controller: RoomController | None) -> None:
        """Show the table of `controller` (None: remove the table)."""
        if self._view is not None:
            self._layout.removeWidget(self._view)
            self._view.deleteLater()
            self.table = self._view = None
        self.curtain.hide()
        self._controller = controller
        if controller is None:
            return
        controller.table_paced = True  # both tables call animations_done
        self._view = new_table(controller, self)
        self.table = as_table(self._view)
        self.table.status.connect(self.status)
        self._layout.addWidget(self._view)
        controller.curtain_requested.connect(self._curtain_requested)
        self.curtain.raise_()

    def _curtain_requested(self, seat: int) -> None:
        ctl = self._controller
        if ctl is not None:
            self.curtain.show_for(ctl.seats[seat].name, opening_roll(ctl))

    def _curtain_lifted(self) -> None:
        if isinstance(self._controller, GameController):
            self._controller.lift_curtain()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and self.table is not None:
            self.table.retranslate()
        super().changeEvent(event)


class GamePage(QWidget):
    """The table with a bar under it: the scores, between games what comes next, and in a
    replay the buttons that step through it."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.host = TableHost()
        self.info = ElidedLabel(INFO_LINES)  # cut with … where the bar's buttons squeeze it
        self.info.setObjectName("gameInfo")
        pixmaps = QStyle.StandardPixmap
        self.first_button, self.back_button, self.forward_button, self.last_button = (
            self._step_button(icon) for icon in (
                pixmaps.SP_MediaSkipBackward, pixmaps.SP_MediaSeekBackward,
                pixmaps.SP_MediaSeekForward, pixmaps.SP_MediaSkipForward))
        self.replay_buttons = (self.first_button, self.back_button, self.forward_button,
                               self.last_button)
        self.all_hands_button = QPushButton()
        self.all_hands_button.setCheckable(True)
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
        self.again_button = QPushButton()  # at the match's end: the same table anew
        self.start_button = QPushButton()
        self.info.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
        self.bar = GameBar(self.info, INFO_LINES,
                           (*self.replay_buttons[:2], self.position, *self.replay_buttons[2:]),
                           (self.all_hands_button, self.undo_button, self.next_button,
                            self.end_button, self.again_button, self.start_button))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.host, 1)
        layout.addWidget(self.bar)

    def _step_button(self, icon: QStyle.StandardPixmap) -> QPushButton:
        """A replay button with one of the style's media icons (no font glyph)."""
        button = QPushButton()
        button.setIcon(self.style().standardIcon(icon))
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the arrow keys stay the table's
        return button
