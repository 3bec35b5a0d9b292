"""Where everything sits on the Nines table, in scene units.

The scene is SCENE_H units high and at least MIN_W wide (wider when the window is); the view
scales it to the window, so every size here is fixed and only the width varies. Places
around the table are numbered from the viewer's: 0 bottom, 1 left, 2 top, 3 right. Play
runs clockwise, so the seat after the bottom one sits on the left.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

SCENE_H = 1000.0
MIN_W = 1400.0
PANEL_W = 400.0
CORNER_W, CORNER_MOST_W = 190.0, 300.0  # a corner button's width: least, most for its text
STACK_STEP = 150.0  # from one stack of a trick to the next
PANEL_TOP = 74.0  # the rank panel's content starts below its button (times its scale)
MIN_PX = 13.0  # the rank panel's smallest text on screen, in pixels (a desktop's usual
# text size), where that fits

TILE_W = 64.0
TILE_H = 160.0

BOTTOM, LEFT, TOP, RIGHT = range(4)

HAND_SCALE = 1.0
OPPONENT_SCALE = 0.55
WALL_SCALE = 0.72
STACK_SCALE = 0.95
TROPHY_SCALE = 0.34
PLATE_TEXT_H = 34.0  # what a name plate's two lines of text need at 100 %, about

RAISE = 34.0  # how far a selected tile of the hand rises
STACK_FAN = 36.0  # how far each tile under the top one peeks out below it
PENDING_LIFT = 24.0  # a tentative tile on top sits this much higher than the stack


def place_of(seat: int, bottom_seat: int, players: int = 4) -> int:
    """The place (BOTTOM, LEFT, TOP, RIGHT) of `seat` when `bottom_seat` sits at the bottom."""
    return (seat - bottom_seat) % players


@dataclass(frozen=True)
class Slot:
    """Where one tile goes: centre, scale and rotation (90 = lying on its side)."""

    pos: QPointF
    scale: float
    rotation: float = 0.0


class Geometry:
    """The table's geometry for a table area `width` units wide (the side panel not
    included), its texts grown `text_grow` times (Settings ▸ Text size: the name plates
    are taller by what their texts need more)."""

    def __init__(self, width: float, text_grow: float = 1.0):
        self.width = max(MIN_W, width)
        self.cx = self.width / 2
        self.plate_extra = round(max(0.0, text_grow - 1) * PLATE_TEXT_H)

    # --- hands ------------------------------------------------------------------------

    def hand_slot(self, place: int, index: int, count: int, raised: bool = False) -> Slot:
        """Tile `index` of a hand of `count`. A hand lies where a full one of 8 does,
        its tiles packed against the seat's plate, so however few are left they stay
        beside the name: from the left for the bottom hand (the plate at its left), from
        the right for the top one, down from the top for the side ones (their plates
        above them)."""
        if place == BOTTOM:
            spacing = TILE_W * HAND_SCALE + 10
            x = self.cx + (index - 3.5) * spacing
            return Slot(QPointF(x, 895 - (RAISE if raised else 0)), HAND_SCALE)
        spacing = TILE_W * OPPONENT_SCALE + 5
        if place == TOP:  # tile 0 on the right, by the plate
            return Slot(QPointF(self.cx + (3.5 - index) * spacing, 92), OPPONENT_SCALE)
        if place == LEFT:  # the last tile at the top, under the plate
            return Slot(QPointF(78, 575 - 3.5 * spacing + (count - 1 - index) * spacing),
                        OPPONENT_SCALE, 90)
        return Slot(QPointF(self.width - 78, 575 + (index - 3.5) * spacing), OPPONENT_SCALE, 90)

    def hand_rect(self, place: int) -> QRectF:
        """The area of a hand of 8 (the drop zone for taking a tile back)."""
        if place == BOTTOM:
            half = 4 * (TILE_W + 10)
            return QRectF(self.cx - half, 895 - TILE_H / 2 - RAISE - 10, 2 * half,
                          TILE_H + RAISE + 30)
        first = self.hand_slot(place, 0, 8).pos
        last = self.hand_slot(place, 7, 8).pos
        across = TILE_W * OPPONENT_SCALE / 2 + 8  # half a tile's short side, and a margin
        along = TILE_H * OPPONENT_SCALE / 2 + 8
        dx, dy = (along, across) if place in (LEFT, RIGHT) else (across, along)
        return QRectF(first, last).normalized().adjusted(-dx, -dy, dx, dy)

    # --- seat areas: the name plate with the trophy row under it --------------------------

    def seat_rect(self, place: int) -> QRectF:
        w, h = 250.0, 128.0 + self.plate_extra
        if place == BOTTOM:  # grown upwards, its foot by the hand's
            return QRectF(self.cx - 4 * (TILE_W + 10) - 20 - w, 836 - self.plate_extra, w, h)
        if place == TOP:
            return QRectF(self.cx + 4 * (TILE_W * OPPONENT_SCALE + 5) + 30, 30, w, h)
        if place == LEFT:
            return QRectF(20, 262, w, h)
        return QRectF(self.width - 20 - w, 262, w, h)

    def trophy_slot(self, place: int, index: int, level: int) -> Slot:
        """Stack `index` of a seat's trophies; `level` 0 is its top tile, 3 its bottom."""
        rect = self.seat_rect(place)
        spacing = 29.0
        x = rect.left() + 22 + index * spacing
        # under the plate's texts, the bottom tile clear of its frame (it touched it)
        y = rect.top() + 84 + self.plate_extra + level * 3
        return Slot(QPointF(x, y), TROPHY_SCALE)

    def dice_pos(self, place: int) -> QPointF:
        """Where a seat's two dice of a roll-off are shown (the centre of the pair)."""
        if place == BOTTOM:
            rect = self.seat_rect(place)
            return QPointF(rect.center().x(), rect.top() - 52)
        if place == TOP:
            return QPointF(self.cx + 60, 190)
        if place == LEFT:
            return QPointF(250, 575)
        return QPointF(self.width - 250, 575)

    # --- the centre ---------------------------------------------------------------------

    def wall_slot(self, column: int, level: int) -> Slot:
        """Column 0 is the left end; `level` 0 the bottom tile of the column."""
        spacing = TILE_W * WALL_SCALE + 14
        x = self.cx + (column - 3.5) * spacing - level * 1.5
        return Slot(QPointF(x, 440 - level * 11), WALL_SCALE)

    def wall_rect(self) -> QRectF:
        a = self.wall_slot(0, 0).pos
        b = self.wall_slot(7, 3).pos
        half_w = TILE_W * WALL_SCALE / 2
        half_h = TILE_H * WALL_SCALE / 2
        return QRectF(a.x() - half_w - 10, b.y() - half_h - 10,
                      b.x() - a.x() + 2 * half_w + 20, a.y() - b.y() + 2 * half_h + 20)

    def stack_x(self, index: int, count: int) -> float:
        return self.cx + (index - (count - 1) / 2) * STACK_STEP

    def stack_top_y(self) -> float:
        return 350.0

    def stack_slot(self, index: int, count: int, depth: int) -> Slot:
        """Tile `depth` below the top of stack `index` (0 = the top tile)."""
        return Slot(QPointF(self.stack_x(index, count), self.stack_top_y() + depth * STACK_FAN),
                    STACK_SCALE)

    def pending_slot(self, index: int, count: int, on_top: bool, height: int) -> Slot:
        """A tentative tile on stack `index` of `height` tiles: above it or under it."""
        x = self.stack_x(index, count)
        if on_top:
            return Slot(QPointF(x, self.stack_top_y() - PENDING_LIFT), STACK_SCALE)
        return Slot(QPointF(x, self.stack_top_y() + height * STACK_FAN + 8), STACK_SCALE)

    def stack_rect(self, index: int, count: int) -> QRectF:
        """The drop zone of stack `index`."""
        x = self.stack_x(index, count)
        top = self.stack_top_y() - TILE_H * STACK_SCALE / 2 - PENDING_LIFT - 20
        return QRectF(x - 72, top, 144, 4 * STACK_FAN + TILE_H * STACK_SCALE + 90)

    def stack_label_pos(self, index: int, count: int) -> QPointF:
        """The owner's tag under stack `index`."""
        return QPointF(self.stack_x(index, count),
                       self.stack_top_y() + 4 * STACK_FAN + TILE_H * STACK_SCALE / 2 + 30)

    def preview_pos(self, index: int, count: int) -> QPointF:
        """The on-top/under note above stack `index`."""
        return QPointF(self.stack_x(index, count),
                       self.stack_top_y() - TILE_H * STACK_SCALE / 2 - PENDING_LIFT - 22)

    def centre_rect(self) -> QRectF:
        """The middle of the table: dropping a lead here plays it."""
        return QRectF(300, 170, self.width - 600, 560)

    def opening_dice_pos(self) -> QPointF:
        return QPointF(self.cx - 60, 620)

    def caption_pos(self) -> QPointF:
        return QPointF(self.cx, 764)

    def button_rect(self) -> QRectF:
        left = self.cx + 4 * (TILE_W + 10) + 24
        return QRectF(left, 866, 170, 54)

    def count_pos(self, place: int) -> QPointF:
        """Where the count of the opening roll shows its number at a seat."""
        rect = self.seat_rect(place)
        return QPointF(rect.right() - 22, rect.top() + 22)


def shown_height(vw: float, vh: float, total: float) -> float:
    """The scene height a `vw` x `vh` pixel view shows of a scene `total` units wide:
    more than SCENE_H when the width decides the scale (bands above and below)."""
    return max(SCENE_H, total * vh / vw)


def panel_frame(vw: float, vh: float, min_font: float,
                min_px: float = MIN_PX) -> tuple[float, float]:
    """How the rank panel shows in a `vw` x `vh` pixel view: (scene width, panel scale).
    It always sits beside the table, never over a seat, as high as the view. Its scale is
    1, or more where its `min_font` text would be under `min_px` pixels (a small window,
    or a larger text size: MIN_PX grown with it), as far as it stays narrower than half
    the table; the table shrinks to make room. What does not fit below its top scrolls
    (`NinesRankPanel.scroll_by`): its text is never drawn smaller to fit."""
    # The scale at which min_font text is min_px pixels, when the width decides the view's
    # scale (MIN_W + PANEL_W * k units across vw) and when the height does.
    spare = vw * min_font - min_px * PANEL_W
    k_wide = min_px * MIN_W / spare if spare > 0 else float("inf")
    k_high = min_px * SCENE_H / (vh * min_font)
    k = max(1.0, min(max(k_wide, k_high), MIN_W / (2 * PANEL_W)))
    return max(MIN_W + PANEL_W * k, SCENE_H * vw / vh), k
