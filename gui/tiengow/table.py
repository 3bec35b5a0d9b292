"""The Tien Gow table: a QGraphicsView drawn from the controller's observation.

The class only wires. What lies where is the board's (gui.tiengow.board, from the
observation and the core's events); the tile items follow it (gui.tiengow.pieces); the
fixed items and where they sit are the scenery's (gui.tiengow.scenery); what the table
says goes through the caption (gui.nines.caption); the plates, the score table and the
rank panel count what has been shown (gui.tiengow.seats). Events become animation steps
(gui.tiengow.director); the human's clicks, drags and keys go to gui.tiengow.human (or,
while the table still animates, to gui.tiengow.early, which keeps them for the human's
turn), which submits moves to the controller and never decides a rule. The controller is
a `gui.table.contracts.TableController`; what the class shares with the Nines table
(the wiring, the settings, the fit, the keys, the rebuild) is gui.nines.table_base's.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from gui.a11y.nodes import Node
from gui.nines.table_base import TableBase
from gui.table.contracts import TableController
from gui.tiengow import access
from gui.tiengow.board import Board
from gui.tiengow.director import TienGowDirector
from gui.tiengow.early import EarlyInput
from gui.tiengow.human import TienGowInput
from gui.tiengow.pieces import TienGowTile, TilePieces
from gui.tiengow.pointer import TienGowPointer
from gui.tiengow.scenery import TienGowScenery
from gui.tiengow.seats import TienGowSeats


class TienGowTable(TableBase):
    settles_on_resize = True

    board: Board
    tiles: TilePieces
    scenery: TienGowScenery
    seats: TienGowSeats
    human: TienGowInput
    director: TienGowDirector
    early: EarlyInput

    def _build(self, controller: TableController) -> None:
        self.board = Board()
        self.tiles = TilePieces(self.scene(), self.board, self._tile)
        sc = self.scenery = TienGowScenery(self.scene(), self.tiles, lambda: self.tile_style,
                                           lambda: self.human.busy(),
                                           lambda seat: self.seats.seat_name(seat))
        self.texts = self._caption()
        self.seats = TienGowSeats(controller, self.board, sc, self.scores_shown.emit, self)
        self.human = TienGowInput(controller, self.tiles, sc, self.texts, self.setFocus, self)
        self.director = TienGowDirector(controller, self.tiles, sc, self.texts, self.seats,
                                        self.human, self._sound, self.rebuild, self)
        self.early = EarlyInput(controller, self.tiles, self.human, self.director.idle)
        self.human.early = self.early  # what the human does while the table animates
        self.pointer = TienGowPointer(sc.hover_card, self.human, self.early)
        self.discard, self.chips = sc.discard, sc.chips  # for the room's tests

    def _tile(self, face: str | None) -> TienGowTile:
        item = TienGowTile(lambda: self.tile_style, face, face is not None)
        self.pointer.connect(item)
        return item

    def _connect(self, controller: TableController) -> None:
        sc = self.scenery
        sc.action.clicked.connect(lambda: self.human.button())
        sc.discard.clicked.connect(lambda: self.human.discard())
        sc.last_button.clicked.connect(self.toggle_last)
        sc.last_panel.closed.connect(sc.last_panel.hide)
        super()._connect(controller)

    def _word_own_texts(self) -> None:
        sc = self.scenery
        sc.panel_button.set_text(self.tr("Tile ranks"))
        sc.next_button.set_text(self.tr("Next game"))
        sc.last_button.set_text(self.tr("Last trick"))
        sc.last_button.setToolTip(self.tr("Show the last trick again: who played what (key L)"))
        sc.last_panel.refresh()
        sc.refresh_play_tags()

    def _let_go(self) -> None:
        """The tiles chosen down again."""
        self.board.selected = []
        self.scenery.place_all(140)

    def accessible_nodes(self) -> list[Node]:
        return access.nodes(self)

    def accessible_title(self) -> str:
        return QCoreApplication.translate("TienGowAccess", "Tien Gow table")

    # --- the tiles ------------------------------------------------------------------------

    def obey_privacy(self, *_: Any) -> None:
        """Turn down at once every hand (and known discard) the controller no longer lets
        be seen; the table is rebuilt after the queued animations."""
        allowed = self.controller.face_up_seats()
        if self.seats.viewer not in allowed:
            self.seats.viewer = -1
        self.scenery.last_panel.hide()  # a player's own discards may be on it
        hidden = [s for s in range(len(self.board.hands)) if s not in allowed]
        if hidden:
            self.human.disable()
            self.board.cover(hidden)
            self.tiles.sync()
            self.scenery.place_all(0)
        self.seats.refresh()

    def _laid_out(self) -> None:
        self.director.mark_high()

    def _opened(self, obs: Any) -> tuple[dict[int, tuple[str, ...]], dict[int, Any]]:
        """The hands (and discards) shown face up besides the observer's (a replay's)."""
        hands, discards = {}, {}
        for s in self.controller.face_up_seats():
            if s != obs.seat:
                other = self.controller.observation(s)
                hands[s], discards[s] = tuple(other.hand), dict(other.discards)
        return hands, discards
