"""The fixed items of the Nines table and where they sit: on the frame it shares with the
Tien Gow table (gui.nines.scenery_base: the name plates, the score table, the caption,
the banner, the rank panel), the Lead/Confirm button, the dice, the count bubble, the
notes over the stacks and the stacks' tags, the last round's panel and its button;
`relayout` puts them (and every tile in its board place) where the geometry says."""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene

from gui.nines import texts
from gui.nines.items import SEAT_COLOURS, DieItem, TileItem
from gui.nines.labels import bubble, button, label
from gui.nines.last_round import LastRoundPanel
from gui.nines.layout import (
    MIN_PX,
    SCENE_H,
    STACK_STEP,
    place_of,
    shown_height,
)
from gui.nines.pieces import TilePieces
from gui.nines.scenery_base import SceneryBase
from gui.services.text_size import text_size
from gui.table.plates import grown

STACK_TAG_PAD = (9.0, 5.0)  # the stacks' tags sit side by side: a narrow margin


class NinesScenery(SceneryBase):
    """`seat_name` names a seat (the stacks' tags); `lifted` is the tile the keyboard
    carries, if any (it sits higher in the hand)."""

    tiles: TilePieces

    def __init__(self, scene: QGraphicsScene, tiles: TilePieces, style: Callable[[], str],
                 seat_name: Callable[[int], str], busy: Callable[[], bool],
                 lifted: Callable[[], TileItem | None]):
        super().__init__(scene, tiles, style, seat_name, busy, texts.description)
        self.lifted = lifted
        self.px_per_unit = 1.0  # the view's pixels per scene unit (`fit`)
        self.action = button(QRectF(0, 0, 170, 54))
        self.rng = random.Random(9)  # only for how the dice tumble
        self.opening_dice = [DieItem(self.rng) for _ in range(2)]
        self.tie_dice: dict[int, list[DieItem]] = {}
        self.bubble = bubble()
        self.bubble_seat = 0
        self.stack_tags = [label(17, QColor(0, 0, 0, 120), grows_on_one_line=True,
                                 pad=STACK_TAG_PAD) for _ in range(4)]
        self.dice_note = label(22, QColor(0, 0, 0, 120))
        self.dice_note.align_left = True
        self.notes = [label(17, QColor(0, 0, 0, 150), grows_on_one_line=True,
                            pad=STACK_TAG_PAD) for _ in range(4)]
        self.dice_labels = [label(20, QColor(0, 0, 0, 120)) for _ in range(4)]  # by seat
        self.last_button = button(QRectF(0, 0, 190, 44), px=18)
        board = tiles.board
        self.last_panel = LastRoundPanel(lambda: board.last, lambda: board.last_final,
                                         seat_name, style)
        self.last_panel.visibleChanged.connect(self.veil_banner)
        words = (*self.stack_tags, *self.notes, *self.dice_labels, self.dice_note)
        for item in (self.action, *self.opening_dice, self.bubble, *words, self.last_button,
                     self.last_panel):
            scene.addItem(item)
        for item in words:
            item.setZValue(600)
        for item in (self.bubble, *words):
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        for item in (self.bubble, *self.opening_dice, *words, self.action, self.last_button):
            item.hide()

    # --- where the hover card may go (gui.nines.card.Ground) -----------------------------

    def keep_clear(self) -> list[QRectF]:
        """What the hover card must not cover: the caption, the notes, the buttons, the
        name plates, and what the player is working on (the stacks, the tiles laid on
        them, the bottom hand)."""
        tiles = self.tiles
        return self._keep_clear((self.caption, *self.notes, self.action, self.panel_button,
                                 self.last_button, *self.plates),
                                [*(i for stack in tiles.stacks for i in stack), *tiles.pending])

    # --- laying out ------------------------------------------------------------------------

    def fit(self, vw: int, vh: int) -> float:
        total = super().fit(vw, vh)
        self.px_per_unit = min(vw / total, vh / shown_height(vw, vh, total))
        return total

    def relayout(self) -> None:
        """Put the fixed items where the geometry says and every tile in its place."""
        geo = self.geo
        self.place_frame(2 * (self.panel_left() - geo.cx - 24))
        self.action.set_rect(geo.button_rect())
        centre = geo.opening_dice_pos()
        for i, die in enumerate(self.opening_dice):
            die.setPos(centre.x() + (i - 0.5) * 68, centre.y())
        self.place_dice_note()
        self.place_roll_items()
        self.place_last_button()
        top = max(self.panel_top, self.last_button.sceneBoundingRect().bottom() + 6)
        bottom = SCENE_H - self.panel_top  # the scene's bottom shown (lower in a tall window)
        self.last_panel.place(QRectF(0, top, self.panel_left(), bottom - top),
                              MIN_PX * text_size().factor / self.px_per_unit)
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

    # --- tiles, dice and tags ------------------------------------------------------------

    def place_all(self, ms: int, skip: tuple[TileItem, ...] = ()) -> None:
        """Every tile to its board place, gliding `ms`."""
        self.tiles.place(self.geo, self.bottom, ms, skip, self.lifted())
        self.refresh_stack_tags()
        self.refresh_last()

    def beside_stacks(self) -> float:
        """The widest text of a tag or note under or over a stack, side by side with the
        next stack's: as large as one line of it allows."""
        return STACK_STEP - 12 - 2 * STACK_TAG_PAD[0] * grown()

    def refresh_stack_tags(self) -> None:
        board = self.tiles.board
        count, owners = len(board.stacks), board.owners
        for i, tag in enumerate(self.stack_tags):
            if i < count and i < len(owners):
                seat = owners[i]
                tag.set_max_width(self.beside_stacks())
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
