"""The Nines table: a QGraphicsView drawn from the controller's observation.

The class only wires. What lies where is the board's (gui.nines.board, built from the
observation and advanced by the core's events); the tile items follow it
(gui.nines.pieces); the fixed items and where they sit are the scenery's
(gui.nines.scenery); what the table says goes through the caption (gui.nines.caption);
the plates, the score table and the rank panel count what has been shown
(gui.nines.seats). Events from the controller become animation steps (gui.nines.director);
the last round decided can be shown again (gui.nines.last_round, key L);
the human's clicks, drags and keys go through gui.nines.pointer to gui.nines.human (or,
while the table still animates, gui.nines.early, which keeps them for the human's turn),
which submits moves to the controller and never decides a rule; a refused move comes
back as the controller's `move_refused`. The controller is a
`gui.table.contracts.TableController`. Each part gets the others it needs, never the table.
What the class shares with the Tien Gow table (the wiring, the settings, the fit, the
keys, the rebuild) is gui.nines.table_base's.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from gui.a11y.nodes import Node
from gui.nines import access
from gui.nines.board import Board
from gui.nines.director import NinesDirector
from gui.nines.early import EarlyInput
from gui.nines.human import NinesInput
from gui.nines.items import TileItem
from gui.nines.pieces import TilePieces
from gui.nines.pointer import TilePointer
from gui.nines.scenery import NinesScenery
from gui.nines.seats import SeatBoards
from gui.nines.table_base import TableBase
from gui.room.curtain import face_up_seats
from gui.table.contracts import TableController


class NinesTable(TableBase):
    MOVING = ("take", "play")

    board: Board
    tiles: TilePieces
    scenery: NinesScenery
    seats: SeatBoards
    human: NinesInput
    director: NinesDirector
    early: EarlyInput

    def _build(self, controller: TableController) -> None:
        self.board = Board()
        self.tiles = TilePieces(self.scene(), self.board, self._tile)
        sc = self.scenery = NinesScenery(self.scene(), self.tiles, lambda: self.tile_style,
                                         lambda seat: self.seats.seat_name(seat),
                                         lambda: self.human.busy(), lambda: self.human.picked)
        self.texts = self._caption()
        self.seats = SeatBoards(controller, self.board, sc, self.scores_shown.emit, self)
        self.human = NinesInput(controller, self.tiles, sc, self.texts, self.setFocus, self)
        self.director = NinesDirector(controller, self.tiles, sc, self.texts, self.seats,
                                      self.human, self._sound, self.rebuild, self)
        self.early = EarlyInput(controller, self.tiles, self.human, self.director.idle)
        self.human.early = self.early  # what the human does while the table animates
        self.pointer = TilePointer(sc.hover_card, self.human, self.early)
        self.notes, self.dice_note = sc.notes, sc.dice_note  # for the room's tests
        self.bubble, self.opening_dice = sc.bubble, sc.opening_dice

    def _tile(self, face: str | None) -> TileItem:
        item = TileItem(lambda: self.tile_style, face, face is not None)
        self.pointer.connect(item)
        return item

    def _connect(self, controller: TableController) -> None:
        sc = self.scenery
        sc.action.clicked.connect(lambda: self.human.action())
        sc.last_button.clicked.connect(self.toggle_last)
        sc.last_panel.closed.connect(sc.last_panel.hide)
        super()._connect(controller)

    def _word_own_texts(self) -> None:
        sc = self.scenery
        sc.panel_button.set_text(self.tr("Tile ranks"))
        sc.next_button.set_text(self.tr("Next game"))
        sc.last_button.set_text(self.tr("Last round"))  # no tooltip: the table has none
        sc.last_panel.refresh()

    def _let_go(self) -> None:
        """The tiles laid on the stacks but not played go back to the hand, those raised
        for a lead down again."""
        for item in [p for p in self.tiles.pending if p is not None]:
            self.human.take_back(item)
        if self.board.raised:
            self.board.raised.clear()
            self.scenery.place_all(140)

    def accessible_nodes(self) -> list[Node]:
        return access.nodes(self)

    def accessible_title(self) -> str:
        return QCoreApplication.translate("NinesAccess", "Nines and Heavens table")

    # --- the tiles ------------------------------------------------------------------------

    def place_all(self, ms: int) -> None:
        self.scenery.place_all(ms)

    @property
    def stacks(self) -> list[list[TileItem]]:
        """The tile items of the stacks in play, bottom to top (read-only, for the room)."""
        return self.tiles.stacks

    def obey_privacy(self, *_: Any) -> None:
        """Turn down at once every hand the controller no longer lets be seen (the queued
        animations then run with it face down, and the table is rebuilt after them)."""
        allowed = face_up_seats(self.controller)
        self.scenery.last_panel.hide()  # the curtain: the next player opens it if they wish
        if self.seats.viewer not in allowed:
            self.seats.viewer = self.board.shown_seat = -1
        self.board.cover(s for s in range(len(self.board.hands)) if s not in allowed)
        self.tiles.sync()
        self.seats.refresh()  # the tiles just led or laid (selected, pending) stay face up

    def _opened(self, obs: Any) -> tuple[dict[int, tuple[str, ...]]]:
        """The faces of the hands shown face up besides the observer's (a replay's)."""
        return ({s: tuple(self.controller.observation(s).hand)
                 for s in face_up_seats(self.controller) if s != obs.seat},)
