"""What both tile tables (Nines, and Tien Gow built on it) share of their QGraphicsView:
the controller's signals wired to the parts, the settings and the text size followed,
the scene fitted to the window with the rank panel beside it, the keys and the pointer,
and the table rebuilt from the observation. Each table builds its parts (board, tiles,
scenery, caption, seats, input, director, early input, pointer: `_build`) and says
what else a replay shows face up (`_opened`); the parts get the others they need, never
the table.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QRadialGradient, QResizeEvent, QWheelEvent
from PySide6.QtWidgets import QWidget

from gui.nines.caption import Caption
from gui.nines.director_base import DirectorBase
from gui.nines.early_base import EarlyInputBase
from gui.nines.input_base import InputBase
from gui.nines.items import TileItem
from gui.nines.layout import MIN_W, SCENE_H
from gui.nines.pieces_base import PiecesBase
from gui.nines.pointer import TilePointer
from gui.nines.scenery_base import SceneryBase
from gui.nines.seats_base import SeatsBase
from gui.room.curtain import face_up_seats
from gui.services.settings import settings
from gui.services.sound import SoundPlayer, player
from gui.services.text_size import text_size
from gui.table.contracts import TableController
from gui.table.plates import refit_texts
from gui.table.view import TableView, fit_scale


class TableBase(TableView):
    SCENE_HEIGHT, SCENE_MIN_WIDTH = SCENE_H, MIN_W
    status = Signal(str)
    scores_shown = Signal()  # the score table counts other points: the room's bar follows
    owns_status = False  # the room words the turns
    offers_next_game = True  # its game-over banner has its own Next game button
    announces_end = True  # that banner says the game (or the match) is over
    settles_on_resize = False  # running movements jump to their ends before a new layout
    MOVING: tuple[str, ...] = ("play",)  # the phases with a seat to move

    # the parts each table builds
    board: Any  # what lies where; `tiles` are its items in the scene
    tiles: PiecesBase[Any]
    scenery: SceneryBase
    texts: Caption  # what the table says
    seats: SeatsBase
    human: InputBase
    director: DirectorBase
    early: EarlyInputBase
    pointer: TilePointer

    def __init__(self, controller: TableController, parent: QWidget | None = None,
                 sound: SoundPlayer | None = None):
        super().__init__(parent, cache_background=True)
        self.controller = controller
        self.sound = sound or player()
        self.tile_style = settings().tile_style
        self._build(controller)
        sc = self.scenery  # the items the room's tests and screenshots look at
        self.caption, self.plates, self.scoreboard = sc.caption, sc.plates, sc.scoreboard
        self.panel, self.banner, self.next_button = sc.panel, sc.banner, sc.next_button
        self.action, self.panel_button, self.hover_card = sc.action, sc.panel_button, sc.hover_card
        self._connect(controller)
        self.retranslate()
        if controller.game_number() > 0:
            self.rebuild()

    def _build(self, controller: TableController) -> None:
        """The table's parts, each given the others it needs."""
        raise NotImplementedError

    def _caption(self) -> Caption:
        """What the table says, on the scenery's caption, dice note and banner."""
        sc = self.scenery
        return Caption(sc.caption, sc.dice_note, sc.banner, self.status.emit,
                       sc.place_dice_note, sc.place_banner)

    def _sound(self, name: str, after: int) -> None:
        self.sound.play(name, after)

    def _connect(self, controller: TableController) -> None:
        sc = self.scenery
        sc.next_button.clicked.connect(self._next_game)
        sc.panel_button.clicked.connect(self.toggle_panel)
        controller.game_started.connect(self.director.game_started)
        controller.events_applied.connect(self.director.events)
        controller.viewer_changed.connect(self.obey_privacy)  # at once, before the queue
        controller.viewer_changed.connect(self.director.viewer_changed)
        controller.human_to_move.connect(self.director.human_to_move)
        controller.ai_thinking.connect(self.seats.ai_thinking)
        controller.seats_changed.connect(self.seats.refresh)
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
        text_size().tables_changed.connect(self._text_size_changed)

    # --- translation and settings -----------------------------------------------------

    def retranslate(self) -> None:
        """Word every text on the table again in the language now installed (the room
        calls this when the language changes)."""
        sc = self.scenery
        self._word_own_texts()
        self.human.retranslate()
        self.texts.retranslate()
        sc.hover_card.show_tile(sc.hover_card.tile)  # the card of the tile it shows
        sc.scoreboard.update()
        sc.panel.update()
        self.fit()  # the panel's height and the buttons' widths follow their texts
        self.seats.refresh()

    def _word_own_texts(self) -> None:
        """The texts the table words itself (its buttons)."""
        raise NotImplementedError

    def _text_size_changed(self) -> None:
        """Every text measured again at the new size, and the table laid out round it."""
        refit_texts(self.scene().items())
        self.retranslate()  # (which lays the table out again)

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
        if self.settles_on_resize:
            self.director.queue.settle()
        self.fit()

    def fit(self) -> None:
        """Scale the scene to the window, the open rank panel beside it."""
        vw, vh = max(1, self.viewport().width()), max(1, self.viewport().height())
        self.fit_scene(self.scenery.fit(vw, vh), SCENE_H)
        self.scenery.relayout()

    def drawn_scale(self) -> float:
        """The scale the table is drawn at, the open rank panel beside it."""
        vw, vh = max(1, self.viewport().width()), max(1, self.viewport().height())
        return fit_scale(vw, vh, self.scenery.frame(vw, vh)[0], SCENE_H)

    def toggle_panel(self) -> None:
        self.scenery.panel_visible = not self.scenery.panel_visible
        text_size().table_resized(self, self.drawn_scale())  # may lay the table out anew
        self.fit()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        painter.fillRect(rect, settings().table_colour)
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
        """The wheel scrolls the open rank panel under the pointer; the table never
        scrolls."""
        panel = self.scenery.panel
        at = panel.mapFromScene(self.mapToScene(event.position().toPoint()))
        step = -event.angleDelta().y() / 120 * 2 * panel.ROW  # two rows a notch
        if panel.isVisible() and panel.contains(at) and step and panel.scroll_by(step):
            event.accept()
        else:
            event.ignore()

    def toggle_last(self) -> None:
        """Show the last round or trick again (the board's `last`), or close it."""
        panel = self.scenery.last_panel
        if not panel.isVisible() and self.board.last is not None:
            panel.refresh()
            panel.show()
        else:
            panel.hide()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        self.pointer.hide_card()
        plain = not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if event.key() == Qt.Key.Key_Escape and self.scenery.last_panel.isVisible():
            self.scenery.last_panel.hide()  # the topmost first
        elif event.key() == Qt.Key.Key_L and plain:
            self.toggle_last()
        elif not self.human.key(event) and not self.early.key(event):
            super().keyPressEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self.pointer.hide_card()
        super().leaveEvent(event)

    def _input_closed(self) -> None:
        """No more moves here (the network table is gone): the tiles chosen go back, no
        prompt, nothing to pick."""
        self._let_go()
        self.human.disable()
        self.seats.active = -1
        self.seats.refresh()
        self.texts.say("", caption_only=True)

    def _let_go(self) -> None:
        """The tiles the human chose but did not play back where they were."""
        raise NotImplementedError

    def hover_text(self) -> str:
        """The hover card's text ('' when hidden)."""
        return self.scenery.hover_card.shown_text()

    def show_hint(self, move: Any) -> None:
        """Mark the coach's suggested `move` on the table until the player acts."""
        self.human.show_hint(move)

    # --- the tiles ------------------------------------------------------------------------

    def all_tiles(self) -> list[TileItem]:
        return self.tiles.all()

    @property
    def hands(self) -> list[list[TileItem]]:
        """Each seat's tile items, as the board holds them (read-only, for the room)."""
        return self.tiles.hands

    def obey_privacy(self, *_: Any) -> None:
        """Turn down at once every hand the controller no longer lets be seen."""
        raise NotImplementedError

    def rebuild(self) -> None:
        """Throw the tiles away and lay the table out afresh from the observation."""
        self.human.disable()
        obs = self.controller.observation()
        viewer = self.seats.viewer = self.controller.viewer()
        self.scenery.bottom = self.controller.bottom_seat()
        shown = viewer if viewer in face_up_seats(self.controller) else -1
        self.board.load(obs, shown, *self._opened(obs))
        self.tiles.reset(self.board)
        self._laid_out()
        self.seats.active = obs.to_move if obs.phase in self.MOVING else -1
        self.scenery.relayout()
        self.seats.refresh()

    def _laid_out(self) -> None:
        """The tiles are new: mark on them what must show (nothing by default)."""

    def matches_observation(self) -> bool:
        """Whether the board, and the tiles in the scene, are what the observation says."""
        obs = self.controller.observation()
        shown = type(self.board).from_observation(obs, self.board.shown_seat,
                                                  *self._opened(obs))
        items = [i for i in self.scene().items() if isinstance(i, TileItem)]
        return (self.board.layout() == shown.layout()
                and sorted(map(id, items)) == sorted(map(id, self.tiles.all())))

    def _opened(self, obs: Any) -> tuple[Any, ...]:
        """What else the board shows face up besides the observer's own (a replay's), as
        the board's `load` takes it."""
        raise NotImplementedError

    def _next_game(self) -> None:
        if self.controller.phase == "game_over":
            self.scenery.next_button.hide()
            self.scenery.banner.hide()
            QTimer.singleShot(0, self.controller.next_game)
