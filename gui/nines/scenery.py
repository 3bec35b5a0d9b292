"""The fixed items of the Nines table and where they sit: the name plates, the score
table, the caption, the buttons, the rank panel, the dice, the count bubble and the notes
over the stacks; `fit` lays them out (and every tile in its board place) for a window's
size, the open rank panel beside the table."""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene

from gui.nines.card import HoverCard
from gui.nines.items import SEAT_COLOURS, DieItem, TileItem
from gui.nines.labels import Plate, banner, bubble, button, label
from gui.nines.layout import (
    LEFT,
    MIN_PX,
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
from gui.services.text_size import text_size
from gui.table.plates import grown

CAPTION_W = 1100.0


class NinesScenery:
    """`seat_name` names a seat (the stacks' tags); `lifted` is the tile the keyboard
    carries, if any (it sits higher in the hand). It is the hover card's ground
    (gui.nines.card.Ground)."""

    def __init__(self, scene: QGraphicsScene, tiles: TilePieces, style: Callable[[], str],
                 seat_name: Callable[[int], str], busy: Callable[[], bool],
                 lifted: Callable[[], TileItem | None]):
        self.scene = scene
        self.tiles = tiles
        self.seat_name = seat_name
        self.lifted = lifted
        self.geo = Geometry(MIN_W, grown())
        self.bottom = 0  # the seat at the bottom
        self.panel_visible = False
        self.panel_top = 0.0  # the open panel's top: above the scene in a tall window
        self.scene_width = MIN_W
        self.plates = [Plate(SEAT_COLOURS[s]) for s in range(4)]
        self.scoreboard = NinesScoreBoard()
        self.caption = label(24, QColor(0, 0, 0, 110), max_width=CAPTION_W)
        self.caption.anchor = "bottom"
        self.hover_card = HoverCard(self, busy)
        self.banner = banner()
        self.caption.setZValue(700)
        self.action = button(QRectF(0, 0, 170, 54))
        self.next_button = button(QRectF(0, 0, 220, 56))
        self.next_button.setZValue(995)
        self.panel_button = button(QRectF(0, 0, 190, 44), px=18)
        self.panel = NinesRankPanel(self.hover_card, style)
        self.rng = random.Random(9)  # only for how the dice tumble
        self.opening_dice = [DieItem(self.rng) for _ in range(2)]
        self.tie_dice: dict[int, list[DieItem]] = {}
        self.bubble = bubble()
        self.bubble_seat = 0
        self.stack_tags = [label(17, QColor(0, 0, 0, 120)) for _ in range(4)]
        self.dice_note = label(22, QColor(0, 0, 0, 120))
        self.dice_note.align_left = True
        self.notes = [label(17, QColor(0, 0, 0, 150)) for _ in range(4)]
        self.dice_labels = [label(20, QColor(0, 0, 0, 120)) for _ in range(4)]  # by seat
        words = (*self.stack_tags, *self.notes, *self.dice_labels, self.dice_note)
        for item in (*self.plates, self.scoreboard, self.caption, self.hover_card, self.banner,
                     self.action, self.next_button, self.panel_button, self.panel,
                     *self.opening_dice, self.bubble, *words):
            scene.addItem(item)
        for item in words:
            item.setZValue(600)
        for item in (self.caption, self.banner, self.bubble, *words):
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        for item in (self.banner, self.next_button, self.panel, self.bubble,
                     *self.opening_dice, *words, self.action):
            item.hide()

    # --- the frame -------------------------------------------------------------------------

    def fit(self, vw: int, vh: int) -> float:
        """Lay the table out for a `vw` x `vh` pixel view; the scene width it needs."""
        total, k = max(MIN_W, SCENE_H * vw / vh), 1.0
        if self.panel_visible:
            total, k = panel_frame(vw, vh, self.panel.MIN_FONT, self.panel.content_height(),
                                   MIN_PX * text_size().factor)
        self.geo = Geometry(total - PANEL_W * k if self.panel_visible else total, grown())
        height = shown_height(vw, vh, total)  # the panel fills the view's height
        self.panel_top = (SCENE_H - height) / 2
        self.panel.set_frame(k, PANEL_TOP * k, height)
        self.panel_button.setScale(k)
        self.panel.setPos(total - PANEL_W * k, self.panel_top)
        self.scene_width = total
        return total

    def panel_left(self) -> float:
        """Where the table's free width ends (the panel's left edge when it is open)."""
        return self.panel.x() if self.panel_visible else self.geo.width

    # --- where the hover card may go (gui.nines.card.Ground) -----------------------------

    def keep_clear(self) -> list[QRectF]:
        """What the hover card must not cover: the caption, the notes, the buttons, the
        name plates, and what the player is working on (the stacks, the tiles laid on
        them, the bottom hand)."""
        rects = [i.sceneBoundingRect() for i in (self.caption, *self.notes, self.action,
                                                 self.panel_button, *self.plates)
                 if i.isVisible() and (i is not self.caption or self.caption.text)]
        tiles = self.tiles
        hands = tiles.hands
        working = [*(i for stack in tiles.stacks for i in stack), *tiles.pending,
                   *(hands[self.bottom] if 0 <= self.bottom < len(hands) else [])]
        return rects + [i.mapRectToScene(i.tile_rect())
                        for i in working if i is not None and i.isVisible()]

    def caption_top(self) -> float:
        return (self.caption.sceneBoundingRect().top() if self.caption.text
                else self.geo.caption_pos().y())

    def card_area(self, left: bool) -> QRectF:
        area = QRectF(self.scene.sceneRect())
        area.setRight(area.right() if left else self.panel_left())
        return area

    # --- laying out ------------------------------------------------------------------------

    def relayout(self) -> None:
        """Put the fixed items where the geometry says and every tile in its place."""
        geo = self.geo
        for seat, plate in enumerate(self.plates):
            plate.set_rect(geo.seat_rect(place_of(seat, self.bottom)))
        self.scoreboard.setPos(20, 20)
        self.caption.setPos(geo.caption_pos())
        self.caption.set_max_width(min(CAPTION_W, 2 * (self.panel_left() - geo.cx - 24)))
        self.action.set_rect(geo.button_rect())
        k = self.panel_button.scale()  # the open panel's scale, at its top
        top = self.panel_top if self.panel_visible else 0.0
        self.panel_button.set_rect(QRectF(self.scene_width - 210 * k, top + 20 * k, 190, 44))
        self.panel.setVisible(self.panel_visible)
        self.place_banner()
        centre = geo.opening_dice_pos()
        for i, die in enumerate(self.opening_dice):
            die.setPos(centre.x() + (i - 0.5) * 68, centre.y())
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

    # --- tiles, dice and tags ------------------------------------------------------------

    def place_all(self, ms: int, skip: tuple[TileItem, ...] = ()) -> None:
        """Every tile to its board place, gliding `ms`."""
        self.tiles.place(self.geo, self.bottom, ms, skip, self.lifted())
        self.refresh_stack_tags()

    def refresh_stack_tags(self) -> None:
        board = self.tiles.board
        count, owners = len(board.stacks), board.owners
        for i, tag in enumerate(self.stack_tags):
            if i < count and i < len(owners):
                seat = owners[i]
                tag.set_text(self.seat_name(seat), SEAT_COLOURS[seat])
                tag.setPos(self.geo.stack_label_pos(i, count))
                tag.show()
            else:
                tag.hide()

    def tie_dice_of(self, seat: int) -> list[DieItem]:
        """`seat`'s two roll-off dice (made the first time)."""
        dice = self.tie_dice.get(seat)
        if dice is None:
            dice = self.tie_dice[seat] = [DieItem(self.rng) for _ in range(2)]
            for die in dice:
                self.scene.addItem(die)
        return dice

    def hide_tie_dice(self) -> None:
        for dice in self.tie_dice.values():
            for die in dice:
                die.hide()
        for tag in self.dice_labels:
            tag.hide()

    def show_opening_dice(self, dice: tuple[int, int], duration: int) -> None:
        for die, value in zip(self.opening_dice, dice, strict=True):
            die.show()
            die.roll(value, duration)
        self.dice_note.hide()

    def hide_opening_dice(self) -> None:
        for die in self.opening_dice:
            die.hide()
        self.dice_note.hide()

    def count_at(self, seat: int, k: int, final: bool) -> None:
        """The opening count's bubble at `seat`, showing `k`."""
        self.bubble_seat = seat
        self.place_roll_items()
        self.bubble.set_text(str(k), final)
        self.bubble.show()

    def stack_at(self, pos: QPointF) -> int | None:
        """The stack in play whose drop zone holds `pos`."""
        count = len(self.tiles.board.stacks)
        for i in range(count):
            if self.geo.stack_rect(i, count).contains(pos):
                return i
        return None
