"""The Nines table: a QGraphicsView drawn from the controller's observation.

What lies where is the board's (gui.nines.board, built from the observation and advanced
by the core's events); `place_all` glides the tile items (gui.nines.pieces) to its
places. Events from the controller become animation steps (gui.nines.director) that
advance the board; the human's clicks, drags and keys go through
gui.nines.human (or, while the table still animates, gui.nines.early, which keeps them for
the human's turn), which submits moves to the controller and never decides a rule. The
name plates, the score table and the rank panel count what the animation has shown (the
trophies on the table), never ahead of it.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QRadialGradient, QResizeEvent, QWheelEvent
from PySide6.QtWidgets import QWidget

from core.names import short_name
from gui.curtain import face_up_seats
from gui.nines.board import Board
from gui.nines.card import HoverCard
from gui.nines.director import NinesDirector
from gui.nines.early import EarlyInput
from gui.nines.human import NinesInput
from gui.nines.items import SEAT_COLOURS, WARN, DieItem, TileItem
from gui.nines.labels import Plate, banner, bubble, button, label
from gui.nines.layout import (
    LEFT,
    MIN_W,
    PANEL_TOP,
    PANEL_W,
    SCENE_H,
    Geometry,
    panel_frame,
    place_of,
    shown_height,
)
from gui.nines.panels import NinesRankPanel, NinesScoreBoard
from gui.nines.pieces import TilePieces
from gui.settings import settings
from gui.sound import SoundPlayer, player
from gui.table.plates import INK
from gui.table.texts import fmt, plural
from gui.table.view import TableView

CAPTION_W = 1100.0

Text = str | Callable[[], str]  # a callable is asked again when the language changes


class NinesTable(TableView):
    status = Signal(str)
    scores_shown = Signal()  # declared for the room; the scores are always on the table
    owns_status = False  # the room words the turns
    offers_next_game = True  # its game-over banner has its own Next game button
    announces_end = True  # that banner says the game (or the match) is over

    def __init__(self, controller: Any, parent: QWidget | None = None,
                 sound: SoundPlayer | None = None):
        super().__init__(parent)
        self.controller = controller
        self.sound = sound or player()
        self.tile_style = settings().tile_style
        self.geo = Geometry(MIN_W)
        self.panel_visible = False
        self.panel_mode = ""  # "" or "docked" (the open rank panel, beside the table)
        self.panel_top = 0.0  # the open panel's top: above the scene in a tall window
        self.bottom = 0
        self.viewer = -1
        self.board = Board()  # what lies where; `tiles` are its items in the scene
        self.tiles = TilePieces(self.scene(), self.board, lambda face: TileItem(
            self, face, face is not None))
        self.thinking = -1
        self.active = -1
        # What the texts on the table say, kept as callables so that a language switch
        # words them again: the caption, the banner and the note beside the dice.
        self._live: dict[str, Callable[[], None]] = {}
        self._build_items()
        self.director = NinesDirector(self)
        self.human = NinesInput(self)
        self.early = EarlyInput(controller, self.tiles, self.human, self.director.idle)
        self.human.early = self.early  # what the human does while the table animates
        controller.game_started.connect(self.director.game_started)
        controller.events_applied.connect(self.director.events)
        controller.viewer_changed.connect(self.obey_privacy)  # at once, before the queue
        controller.viewer_changed.connect(self.director.viewer_changed)
        controller.human_to_move.connect(self.director.human_to_move)
        controller.ai_thinking.connect(self._ai_thinking)
        controller.move_refused.connect(self.human.refused)
        controller.game_over.connect(self.director.game_over)
        for signal in (controller.game_started, controller.viewer_changed,
                       controller.ai_thinking, controller.game_over):
            signal.connect(lambda *_: self.early.clear())  # not for the turn to come
        controller.match_over.connect(self.director.match_over)
        for signal in (controller.game_started, controller.viewer_changed):
            signal.connect(lambda *_: self.take_keyboard())
        settings().changed.connect(self._setting_changed)
        self.retranslate()
        if controller.game_number() > 0:
            self.rebuild()

    # --- fixed items ------------------------------------------------------------------

    def _build_items(self) -> None:
        scene = self.scene()
        self.plates = [Plate(SEAT_COLOURS[s]) for s in range(4)]
        self.scoreboard = NinesScoreBoard()
        self.caption = label(24, QColor(0, 0, 0, 110), max_width=CAPTION_W)
        self.caption.anchor = "bottom"
        self.hover_card = HoverCard(self)
        self.banner = banner()
        self.caption.setZValue(700)
        self.action = button(QRectF(0, 0, 170, 54))
        self.action.clicked.connect(lambda: self.human.action())
        self.next_button = button(QRectF(0, 0, 220, 56))
        self.next_button.clicked.connect(self._next_game)
        self.next_button.setZValue(995)
        self.panel_button = button(QRectF(0, 0, 190, 44), px=18)
        self.panel_button.clicked.connect(self.toggle_panel)
        self.panel = NinesRankPanel(self)
        self.rng = random.Random(9)  # only for how the dice tumble
        self.opening_dice = [DieItem(self.rng) for _ in range(2)]
        self.tie_dice: dict[int, list[DieItem]] = {}
        self.bubble = bubble()
        self.stack_tags = [label(17, QColor(0, 0, 0, 120)) for _ in range(4)]
        self.dice_note = label(22, QColor(0, 0, 0, 120))
        self.dice_note.align_left = True
        self.notes = [label(17, QColor(0, 0, 0, 150)) for _ in range(4)]
        self.dice_labels = [label(20, QColor(0, 0, 0, 120)) for _ in range(4)]  # by seat
        self.bubble_seat = 0
        for item in (*self.plates, self.scoreboard, self.caption, self.hover_card, self.banner,
                     self.action, self.next_button, self.panel_button, self.panel,
                     *self.opening_dice, self.bubble, *self.stack_tags, *self.notes,
                     *self.dice_labels, self.dice_note):
            scene.addItem(item)
        for item in (*self.stack_tags, *self.notes, *self.dice_labels, self.dice_note):
            item.setZValue(600)
        for item in (self.caption, self.banner, self.bubble, *self.stack_tags,
                     *self.notes, *self.dice_labels, self.dice_note):
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        for item in (self.banner, self.next_button, self.panel, self.bubble,
                     *self.opening_dice, *self.stack_tags, *self.notes, *self.dice_labels,
                     self.dice_note):
            item.hide()
        self.action.hide()

    # --- translation and settings -----------------------------------------------------

    def retranslate(self) -> None:
        """Word every text on the table again in the language now installed (the room
        calls this when the language changes)."""
        self.panel_button.set_text(self.tr("Tile ranks"))
        self.next_button.set_text(self.tr("Next game"))
        self.human.retranslate()
        for render in list(self._live.values()):
            render()
        self.hover_card.show_tile(self.hover_card.tile)  # the card of the tile it shows
        self.scoreboard.update()
        self.panel.update()
        if self.panel_visible:
            self.fit()  # the panel's height follows its texts
        self.refresh()

    def _keep_live(self, key: str, render: Callable[[], None]) -> None:
        """Run `render` now and again at every language switch (until replaced)."""
        self._live[key] = render
        render()

    def say(self, text: Text, warn: bool = False, prompt: bool = False) -> None:
        """The caption over the hand, also sent to the room's status line; `warn` shows it
        as a refusal (its first line alone goes to the status line); a `prompt` (what the
        human is to do) is not said twice: it clears the status line."""

        def render() -> None:
            shown = text() if callable(text) else text
            colour = WARN if warn else INK
            self.caption.set_text(shown, colour, WARN if warn and shown else None)
            self.status.emit("" if prompt else shown.split("\n")[0] if warn else shown)

        self._keep_live("caption", render)

    def show_dice_note(self, text: Callable[[], str]) -> None:
        """The note beside the opening dice (or where they would be)."""

        def render() -> None:
            self.dice_note.set_text(text())
            self.place_dice_note()

        self._keep_live("dice_note", render)
        self.dice_note.show()
        self.place_dice_note()

    def show_banner(self, text: Callable[[], tuple[str, list[str]]]) -> None:
        """The framed notice in the middle: `text` gives its title and lines."""

        def render() -> None:
            self.banner.set_text(*text())
            self.place_banner()

        self._keep_live("banner", render)
        self.banner.show()

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
        """Scale the scene to the window, the open rank panel beside the table at the scale
        `panel_frame` gives."""
        vw, vh = max(1, self.viewport().width()), max(1, self.viewport().height())
        total, k = max(MIN_W, SCENE_H * vw / vh), 1.0
        if self.panel_visible:
            total, k = panel_frame(vw, vh, self.panel.MIN_FONT, self.panel.content_height())
        self.panel_mode = "docked" if self.panel_visible else ""
        self.geo = Geometry(total - PANEL_W * k if self.panel_visible else total)
        height = shown_height(vw, vh, total)  # the panel fills the view's height
        self.panel_top = (SCENE_H - height) / 2
        self.panel.set_frame(k, PANEL_TOP * k, height)
        self.panel_button.setScale(k)
        self.panel.setPos(total - PANEL_W * k, self.panel_top)
        self.fit_scene(total, SCENE_H)
        self.relayout()

    def panel_left(self) -> float:
        """Where the table's free width ends (the panel's left edge when it is open)."""
        return self.panel.x() if self.panel_mode else self.geo.width

    def relayout(self) -> None:
        """Put the fixed items where the geometry says and every tile in its place."""
        geo = self.geo
        for seat, plate in enumerate(self.plates):
            plate.set_rect(geo.seat_rect(place_of(seat, self.bottom)))
        self.scoreboard.setPos(20, 20)
        self.caption.setPos(geo.caption_pos())
        right = self.panel_left()
        self.caption.set_max_width(min(CAPTION_W, 2 * (right - geo.cx - 24)))
        self.action.set_rect(geo.button_rect())
        k = self.panel_button.scale()  # the open panel's scale, at its top
        top = self.panel_top if self.panel_visible else 0.0
        self.panel_button.set_rect(QRectF(self.sceneRect().width() - 210 * k, top + 20 * k,
                                          190, 44))
        self.panel.setVisible(self.panel_visible)
        self.place_banner()
        centre = geo.opening_dice_pos()
        for k, die in enumerate(self.opening_dice):
            die.setPos(centre.x() + (k - 0.5) * 68, centre.y())
        self.place_dice_note()
        self.place_roll_items()
        self.place_all(0)

    def place_roll_items(self) -> None:
        """The roll-off dice and sums at their seats, and the count bubble."""
        for seat, dice in self.tie_dice.items():
            pos = self.geo.dice_pos(place_of(seat, self.bottom))
            for k, die in enumerate(dice):
                die.setPos(pos.x() + (k - 0.5) * 64 - 30, pos.y())
            self.dice_labels[seat].setPos(pos.x() + 62, pos.y())
        self.bubble.setPos(self.geo.count_pos(place_of(self.bubble_seat, self.bottom)))

    def place_dice_note(self) -> None:
        """Beside the opening dice, or centred where they would be when there are none."""
        centre = self.geo.opening_dice_pos()
        beside = self.opening_dice[0].isVisible()
        self.dice_note.align_left = beside
        self.dice_note.set_text(self.dice_note.text, None)
        self.dice_note.setPos(centre.x() + 84 if beside else self.geo.cx, centre.y())

    def place_banner(self) -> None:
        """The banner in the middle, as wide as its texts need but clear of the side
        plates, the Next game button under it."""
        plate = self.geo.seat_rect(LEFT)
        self.banner.set_max_width(self.geo.width - 2 * (plate.right() + 20))
        top = 400 - (self.banner.height() + 76) / 2
        self.banner.setPos(self.geo.cx, top)
        self.next_button.set_rect(QRectF(self.geo.cx - 110, top + self.banner.height() + 20,
                                         220, 56))

    def toggle_panel(self) -> None:
        self.panel_visible = not self.panel_visible
        self.fit()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        colour = settings().table_colour
        painter.fillRect(rect, colour)
        centre = QPointF(self.geo.cx, SCENE_H / 2)
        glow = QRadialGradient(centre, self.geo.width * 0.7)
        glow.setColorAt(0.0, QColor(255, 255, 255, 22))
        glow.setColorAt(0.6, QColor(0, 0, 0, 0))
        glow.setColorAt(1.0, QColor(0, 0, 0, 90))
        painter.fillRect(rect, glow)

    def take_keyboard(self) -> None:
        """A game starts, or a player sits down to it: the keys go to the table at once
        (kept for the human's turn while it still animates), not nowhere."""
        if self.controller.viewer() >= 0 and self.isVisible():
            self.setFocus()

    def wheelEvent(self, event: QWheelEvent) -> None:
        event.ignore()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        self.hover_card.point = None
        self.hover_card.show_tile(None)
        if not self.human.key(event) and not self.early.key(event):
            super().keyPressEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self.hover_card.point = None
        self.hover_card.show_tile(None)
        super().leaveEvent(event)

    # --- placing tiles ------------------------------------------------------------------

    def place_all(self, ms: int, skip: tuple[TileItem, ...] = ()) -> None:
        self.tiles.place(self.geo, self.bottom, ms, skip, self.human.picked)
        self.refresh_stack_tags()

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
        if self.viewer not in allowed:
            self.viewer = self.board.shown_seat = -1
        self.board.cover(s for s in range(len(self.board.hands)) if s not in allowed)
        self.tiles.sync()
        self.refresh()  # the tiles just led or laid (selected, pending) stay face up

    def open_hand(self, seat: int) -> tuple[str, ...] | None:
        """The faces of `seat`'s hand if it may be shown face up now, else None."""
        if seat not in face_up_seats(self.controller):
            return None
        obs = self.controller.observation(seat)
        return tuple(obs.hand)

    # --- rebuilding from the observation ------------------------------------------------

    def observation(self) -> Any:
        return self.controller.observation()

    def bottom_seat(self) -> int:
        seat: int = self.controller.bottom_seat()
        return seat

    def rebuild(self) -> None:
        """Throw the tiles away and lay the table out afresh from the observation."""
        self.human.disable()
        obs = self.observation()
        self.viewer = self.controller.viewer()
        self.bottom = self.bottom_seat()
        allowed = face_up_seats(self.controller)
        shown = self.viewer if self.viewer in allowed else -1
        self.board.load(obs, shown, self._open_hands(obs))
        self.tiles.reset(self.board)
        self.active = obs.to_move if obs.phase in ("take", "play") else -1
        self.relayout()
        self.refresh()

    def matches_observation(self) -> bool:
        """Whether the board, and the tiles in the scene, are what the observation says."""
        obs = self.observation()
        shown = Board.from_observation(obs, self.board.shown_seat, self._open_hands(obs))
        items = [i for i in self.scene().items() if isinstance(i, TileItem)]
        return (self.board.layout() == shown.layout()
                and sorted(map(id, items)) == sorted(map(id, self.tiles.all())))

    def _open_hands(self, obs: Any) -> dict[int, tuple[str, ...]]:
        """The faces of the hands shown face up besides the observer's (a replay's)."""
        return {s: hand for s in face_up_seats(self.controller) if s != obs.seat
                and (hand := self.open_hand(s)) is not None}

    # --- the texts and boards around the play ------------------------------------------

    def seat_name(self, seat: int) -> str:
        return short_name(self.controller.seats[seat].name)  # banners name several

    def shown_scores(self) -> list[int]:
        """Stacks won this game as the table shows them (the animation may be behind the
        observation)."""
        return [len(t) for t in self.board.trophies]

    def refresh(self) -> None:
        """Plates, score table and the rank panel, from what the table shows."""
        if self.controller.game_number() <= 0:
            return
        scores = self.shown_scores()
        for seat, plate in enumerate(self.plates):
            detail = plural(self.tr("%n stack(s)", "", scores[seat]), scores[seat])
            badge = self.tr("thinking…") if seat == self.thinking else ""
            plate.set_state(self.seat_name(seat), detail, seat == self.active, badge)
        earlier: list[list[int]] = self.controller.earlier_games()
        self.scoreboard.set_scores([self.seat_name(s) for s in range(4)], SEAT_COLOURS,
                                   earlier, scores, self.match_heading())
        board = self.board
        mine = [*board.hands[self.viewer], *board.pending] if 0 <= self.viewer < 4 else []
        faces = [board.faces[t] for t in mine if t is not None]
        self.panel.set_tiles(Counter(board.played()), Counter(f for f in faces if f))

    def match_heading(self) -> str:
        options = self.controller.options
        number = self.controller.game_number()
        points = options.get("match_target") or 0  # "first to N points" (games ignored)
        games = options.get("match_games") or 0
        if points:
            return fmt(self.tr("Game %1 · match to %2 points"), number, points)
        if games:
            return fmt(self.tr("Game %1 of %2"), number, games)
        return fmt(self.tr("Game %1"), number)

    def refresh_stack_tags(self) -> None:
        count, owners = len(self.board.stacks), self.board.owners
        for i, tag in enumerate(self.stack_tags):
            if i < count and i < len(owners):
                seat = owners[i]
                tag.set_text(self.seat_name(seat), SEAT_COLOURS[seat])
                tag.setPos(self.geo.stack_label_pos(i, count))
                tag.show()
            else:
                tag.hide()

    def _ai_thinking(self, seat: int) -> None:
        self.thinking = seat
        self.active = seat
        self.refresh()

    def set_active(self, seat: int) -> None:
        self.active = seat
        if seat != self.thinking:
            self.thinking = -1
        self.refresh()

    def hover_text(self) -> str:
        """The hover card's text ('' when hidden)."""
        return self.hover_card.shown_text()

    def show_hint(self, move: Any) -> None:
        """Mark the AI's suggested `move` on the table until the player acts."""
        self.human.show_hint(move)

    def tile_hovered(self, item: TileItem, inside: bool, point: QPointF | None = None) -> None:
        self.hover_card.point = point if inside else None
        self.hover_card.show_tile(item if inside and not self.human.busy() else None)
        self.human.hovered(item, inside)

    def tile_pressed(self, item: TileItem, pos: QPointF) -> bool:
        self.hover_card.show_tile(None)
        return self.human.pressed(item, pos) or self.early.pressed(item, pos)

    def tile_dragged(self, item: TileItem, pos: QPointF) -> None:
        self.human.dragged(item, pos)
        self.early.dragged(pos)

    def tile_released(self, item: TileItem, pos: QPointF) -> None:
        self.human.released(item, pos)
        self.early.released()

    def _next_game(self) -> None:
        if self.controller.phase == "game_over":
            self.next_button.hide()
            self.banner.hide()
            QTimer.singleShot(0, self.controller.next_game)
