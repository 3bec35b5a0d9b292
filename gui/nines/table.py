"""The Nines table: a QGraphicsView drawn from the controller's observation.

The class only wires. What lies where is the board's (gui.nines.board, built from the
observation and advanced by the core's events); the tile items follow it
(gui.nines.pieces); the fixed items and where they sit are the scenery's
(gui.nines.scenery); what the table says goes through the caption (gui.nines.caption);
the plates, the score table and the rank panel count what has been shown
(gui.nines.seats). Events from the controller become animation steps (gui.nines.director);
the human's clicks, drags and keys go through gui.nines.pointer to gui.nines.human (or,
while the table still animates, gui.nines.early, which keeps them for the human's turn),
which submits moves to the controller and never decides a rule; a refused move comes
back as the controller's `move_refused`. The controller is a
`gui.table.contracts.TableController`. Each part gets the others it needs, never the table.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRect, QRectF, QTimer, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QRadialGradient, QResizeEvent, QWheelEvent
from PySide6.QtWidgets import QWidget

from gui.a11y.nodes import Node
from gui.nines import access
from gui.nines.board import Board
from gui.nines.caption import Caption
from gui.nines.director import NinesDirector
from gui.nines.early import EarlyInput
from gui.nines.human import NinesInput
from gui.nines.items import TileItem
from gui.nines.layout import SCENE_H
from gui.nines.pieces import TilePieces
from gui.nines.pointer import TilePointer
from gui.nines.scenery import NinesScenery
from gui.nines.seats import SeatBoards
from gui.room.curtain import face_up_seats
from gui.services.settings import settings
from gui.services.sound import SoundPlayer, player
from gui.services.text_size import text_size
from gui.table.contracts import TableController
from gui.table.plates import refit_texts
from gui.table.view import TableView


class NinesTable(TableView):
    status = Signal(str)
    scores_shown = Signal()  # the score table counts other stacks: the room's bar follows
    owns_status = False  # the room words the turns
    offers_next_game = True  # its game-over banner has its own Next game button
    announces_end = True  # that banner says the game (or the match) is over

    def __init__(self, controller: TableController, parent: QWidget | None = None,
                 sound: SoundPlayer | None = None):
        super().__init__(parent, cache_background=True)
        self.controller = controller
        self.sound = sound or player()
        self.tile_style = settings().tile_style
        self.board = Board()  # what lies where; `tiles` are its items in the scene
        self.tiles = TilePieces(self.scene(), self.board, self._tile)
        sc = self.scenery = NinesScenery(self.scene(), self.tiles, lambda: self.tile_style,
                                         lambda seat: self.seats.seat_name(seat),
                                         lambda: self.human.busy(), lambda: self.human.picked)
        self.texts = Caption(sc.caption, sc.dice_note, sc.banner, self.status.emit,
                             sc.place_dice_note, sc.place_banner)  # what the table says
        self.seats = SeatBoards(controller, self.board, sc, self.scores_shown.emit, self)
        self.human = NinesInput(controller, self.tiles, sc, self.texts, self.setFocus, self)
        self.director = NinesDirector(controller, self.tiles, sc, self.texts, self.seats,
                                      self.human, lambda name, after: self.sound.play(name, after),
                                      self.rebuild, self)
        self.early = EarlyInput(controller, self.tiles, self.human, self.director.idle)
        self.human.early = self.early  # what the human does while the table animates
        self.pointer = TilePointer(sc.hover_card, self.human, self.early)
        # the items the room's tests and screenshots look at
        self.caption, self.plates, self.scoreboard = sc.caption, sc.plates, sc.scoreboard
        self.panel = sc.panel
        self.action, self.next_button, self.banner = sc.action, sc.next_button, sc.banner
        self.panel_button, self.hover_card, self.notes = sc.panel_button, sc.hover_card, sc.notes
        self.dice_note, self.bubble, self.opening_dice = sc.dice_note, sc.bubble, sc.opening_dice
        self._connect(controller)
        self.retranslate()
        if controller.game_number() > 0:
            self.rebuild()

    def _tile(self, face: str | None) -> TileItem:
        item = TileItem(lambda: self.tile_style, face, face is not None)
        self.pointer.connect(item)
        return item

    def _connect(self, controller: TableController) -> None:
        sc = self.scenery
        sc.action.clicked.connect(lambda: self.human.action())
        sc.next_button.clicked.connect(self._next_game)
        sc.panel_button.clicked.connect(self.toggle_panel)
        controller.game_started.connect(self.director.game_started)
        controller.events_applied.connect(self.director.events)
        controller.viewer_changed.connect(self.obey_privacy)  # at once, before the queue
        controller.viewer_changed.connect(self.director.viewer_changed)
        controller.human_to_move.connect(self.director.human_to_move)
        controller.ai_thinking.connect(self.seats.ai_thinking)
        controller.move_refused.connect(self.human.refused)
        controller.game_over.connect(self.director.game_over)
        for signal in (controller.game_started, controller.viewer_changed,
                       controller.ai_thinking, controller.game_over):
            signal.connect(lambda *_: self.early.clear())  # not for the turn to come
        controller.match_over.connect(self.director.match_over)
        controller.input_closed.connect(self._input_closed)
        for signal in (controller.game_started, controller.viewer_changed):
            signal.connect(lambda *_: self.take_keyboard())
        settings().changed.connect(self._setting_changed)
        text_size().changed.connect(self._text_size_changed)

    # --- translation and settings -----------------------------------------------------

    def retranslate(self) -> None:
        """Word every text on the table again in the language now installed (the room
        calls this when the language changes)."""
        sc = self.scenery
        sc.panel_button.set_text(self.tr("Tile ranks"))
        sc.next_button.set_text(self.tr("Next game"))
        self.human.retranslate()
        self.texts.retranslate()
        sc.hover_card.show_tile(sc.hover_card.tile)  # the card of the tile it shows
        sc.scoreboard.update()
        sc.panel.update()
        if sc.panel_visible:
            self.fit()  # the panel's height follows its texts
        self.seats.refresh()

    def _text_size_changed(self) -> None:
        """Every text measured again at the new size, and the table laid out round it."""
        refit_texts(self.scene().items())
        self.retranslate()
        self.fit()

    def _setting_changed(self, key: str) -> None:
        if key == "tile_style":
            self.tile_style = settings().tile_style
            for item in self.scene().items():
                item.update()
        elif key == "table_colour":
            self.resetCachedContent()
            self.viewport().update()

    # --- geometry -----------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def fit(self) -> None:
        """Scale the scene to the window, the open rank panel beside it."""
        vw, vh = max(1, self.viewport().width()), max(1, self.viewport().height())
        self.fit_scene(self.scenery.fit(vw, vh), SCENE_H)
        self.scenery.relayout()

    def toggle_panel(self) -> None:
        self.scenery.panel_visible = not self.scenery.panel_visible
        self.fit()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        colour = settings().table_colour
        painter.fillRect(rect, colour)
        geo = self.scenery.geo
        glow = QRadialGradient(QPointF(geo.cx, SCENE_H / 2), geo.width * 0.7)
        glow.setColorAt(0.0, QColor(255, 255, 255, 22))
        glow.setColorAt(0.6, QColor(0, 0, 0, 0))
        glow.setColorAt(1.0, QColor(0, 0, 0, 90))
        painter.fillRect(rect, glow)

    # --- keys and the pointer ---------------------------------------------------------------

    def take_keyboard(self) -> None:
        """A game starts, or a player sits down to it: the keys go to the table at once
        (kept for the human's turn while it still animates), not nowhere."""
        if self.controller.viewer() >= 0 and self.isVisible():
            self.setFocus()

    def wheelEvent(self, event: QWheelEvent) -> None:
        event.ignore()

    def _input_closed(self) -> None:
        """No more moves here (the network table is gone): the tiles laid on the stacks
        but not played go back to the hand, no prompt, nothing to pick."""
        for item in [p for p in self.tiles.pending if p is not None]:
            self.human.take_back(item)
        if self.board.raised:  # a lead being chosen: its tiles down again
            self.board.raised.clear()
            self.scenery.place_all(140)
        self.human.disable()
        self.seats.active = -1
        self.seats.refresh()
        self.texts.say("", caption_only=True)

    def accessible_nodes(self) -> list[Node]:
        return access.nodes(self)

    def accessible_title(self) -> str:
        return QCoreApplication.translate("NinesAccess", "Nines and Heavens table")

    def keyPressEvent(self, event: QKeyEvent) -> None:
        self.pointer.hide_card()
        if not self.human.key(event) and not self.early.key(event):
            super().keyPressEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self.pointer.hide_card()
        super().leaveEvent(event)

    def hover_text(self) -> str:
        """The hover card's text ('' when hidden)."""
        return self.scenery.hover_card.shown_text()

    def show_hint(self, move: Any) -> None:
        """Mark the AI's suggested `move` on the table until the player acts."""
        self.human.show_hint(move)

    # --- the tiles ------------------------------------------------------------------------

    def place_all(self, ms: int) -> None:
        self.scenery.place_all(ms)

    def all_tiles(self) -> list[TileItem]:
        return self.tiles.all()

    @property
    def hands(self) -> list[list[TileItem]]:
        """Each seat's tile items, as the board holds them (read-only, for the room)."""
        return self.tiles.hands

    @property
    def stacks(self) -> list[list[TileItem]]:
        """The tile items of the stacks in play, bottom to top (read-only, for the room)."""
        return self.tiles.stacks

    def obey_privacy(self, *_: Any) -> None:
        """Turn down at once every hand the controller no longer lets be seen (the queued
        animations then run with it face down, and the table is rebuilt after them)."""
        allowed = face_up_seats(self.controller)
        if self.seats.viewer not in allowed:
            self.seats.viewer = self.board.shown_seat = -1
        self.board.cover(s for s in range(len(self.board.hands)) if s not in allowed)
        self.tiles.sync()
        self.seats.refresh()  # the tiles just led or laid (selected, pending) stay face up

    def rebuild(self) -> None:
        """Throw the tiles away and lay the table out afresh from the observation."""
        self.human.disable()
        obs = self.controller.observation()
        viewer = self.seats.viewer = self.controller.viewer()
        self.scenery.bottom = self.controller.bottom_seat()
        shown = viewer if viewer in face_up_seats(self.controller) else -1
        self.board.load(obs, shown, self._open_hands(obs))
        self.tiles.reset(self.board)
        self.seats.active = obs.to_move if obs.phase in ("take", "play") else -1
        self.scenery.relayout()
        self.seats.refresh()

    def matches_observation(self) -> bool:
        """Whether the board, and the tiles in the scene, are what the observation says."""
        obs = self.controller.observation()
        shown = Board.from_observation(obs, self.board.shown_seat, self._open_hands(obs))
        items = [i for i in self.scene().items() if isinstance(i, TileItem)]
        return (self.board.layout() == shown.layout()
                and sorted(map(id, items)) == sorted(map(id, self.tiles.all())))

    def _open_hands(self, obs: Any) -> dict[int, tuple[str, ...]]:
        """The faces of the hands shown face up besides the observer's (a replay's)."""
        return {s: tuple(self.controller.observation(s).hand)
                for s in face_up_seats(self.controller) if s != obs.seat}

    def _next_game(self) -> None:
        if self.controller.phase == "game_over":
            self.scenery.next_button.hide()
            self.scenery.banner.hide()
            QTimer.singleShot(0, self.controller.next_game)
