"""Where everything sits on the Tien Gow table, in scene units: the Nines table's frame
(gui.nines.layout: the hands, the name plates, the scene's size and scale) with the trick
in the middle, each play before its seat, the won piles under the plates, the buttons
and the combination choices by the hand."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from gui.nines.layout import (
    BOTTOM,
    LEFT,
    MIN_W,
    SCENE_H,
    TILE_H,
    TILE_W,
    TOP,
    Geometry,
    Slot,
    place_of,
)

__all__ = ["BOTTOM", "LEFT", "MIN_W", "SCENE_H", "TILE_H", "TILE_W", "TOP", "Slot",
           "TrickGeometry", "place_of"]

PLAY_SCALE = 0.78
PILE_SCALE = 0.34
BUTTON_W = 236.0
BUTTON_H = 52.0
CHIP_H = 42.0
MAX_CHIPS = 5


class TrickGeometry(Geometry):
    """The Nines geometry plus the trick's places."""

    def play_centre(self, place: int) -> QPointF:
        """The centre of the play of the seat at `place`."""
        cx, cy = self.cx, 440.0
        return {BOTTOM: QPointF(cx, cy + 135), TOP: QPointF(cx, cy - 145),
                LEFT: QPointF(cx - 300, cy - 5)}.get(place, QPointF(cx + 300, cy - 5))

    def play_slot(self, place: int, index: int, size: int) -> Slot:
        spacing = TILE_W * PLAY_SCALE + 8
        c = self.play_centre(place)
        return Slot(QPointF(c.x() + (index - (size - 1) / 2) * spacing, c.y()), PLAY_SCALE)

    def play_rect(self, place: int, size: int) -> QRectF:
        c = self.play_centre(place)
        w = size * (TILE_W * PLAY_SCALE + 8) + 8
        h = TILE_H * PLAY_SCALE + 8
        return QRectF(c.x() - w / 2, c.y() - h / 2, w, h)

    def play_tag_pos(self, place: int) -> QPointF:
        """The centre of the name under the play of the seat at `place`."""
        c = self.play_centre(place)
        return QPointF(c.x(), c.y() + TILE_H * PLAY_SCALE / 2 + 22)

    def trick_rect(self) -> QRectF:
        """The middle of the table: a play dropped here is played."""
        return QRectF(self.cx - 470, 200, 940, 520)

    def pile_slot(self, place: int, index: int, level: int) -> Slot:
        """Tile `level` of won pile `index` of the seat at `place`, under its plate."""
        rect = self.seat_rect(place)
        x = rect.left() + 20 + index * 28
        # under the plate's texts, a pile of eight clear of its frame (it touched it)
        y = rect.top() + 88 + self.plate_extra + min(level, 7) * 0.6
        return Slot(QPointF(x, y), PILE_SCALE)

    def buttons_left(self) -> float:
        """Where the column of buttons and choices right of the bottom hand begins."""
        return self.cx + 4 * (TILE_W + 10) + 26

    def action_rect(self, row: int, width: float = BUTTON_W) -> QRectF:
        """The buttons right of the bottom hand: row 0 above, row 1 below."""
        return QRectF(self.buttons_left(), 838 + row * (BUTTON_H + 12), width, BUTTON_H)

    def chip_rect(self, index: int) -> QRectF:
        """Combination choice `index`, in a column growing up from the buttons."""
        return QRectF(self.buttons_left(), 838 - 14 - (index + 1) * (CHIP_H + 12), BUTTON_W,
                      CHIP_H)
