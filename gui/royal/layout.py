"""Where things sit on the Royal table, in scene units.

The scene is always SCENE_H units tall; its width follows the window's shape (within
limits), so the view scales it to fit from 800x600 to 4K. Seats go round the table in
play order, counter-clockwise: with the bottom seat at the bottom, the next seat sits to
the right, then across the top from right to left, then down the left side.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF

SCENE_H = 1000.0
MIN_W, MAX_W = 1280.0, 2100.0
CARD_W = 100.0  # a card item at scale 1
CARD_H = 140.0

HAND_SCALE = 1.32
TABLE_SCALE = 1.08
ROW_SCALE = 0.74
MINI_SCALE = 0.34

PANEL_W, PANEL_H = 256.0, 156.0  # at 100 % text; a larger text size grows the panels
PLATE_H = 104.0
EDGE = 12.0  # the least room between a panel and the table's edge
CORNER_H = 44.0

# Opponent places (fractions of the scene), the next seat in play order first.
SLOTS: dict[int, tuple[tuple[float, float], ...]] = {
    2: ((0.75, 0.16), (0.25, 0.16)),
    3: ((0.895, 0.43), (0.5, 0.135), (0.105, 0.43)),
    4: ((0.895, 0.45), (0.70, 0.135), (0.30, 0.135), (0.105, 0.45)),
    5: ((0.895, 0.50), (0.76, 0.135), (0.5, 0.135), (0.24, 0.135), (0.105, 0.50)),
}


def scene_width(view_w: float, view_h: float) -> float:
    """The scene width for a viewport of this shape."""
    if view_h <= 0:
        return MIN_W
    return max(MIN_W, min(MAX_W, SCENE_H * view_w / view_h))


def opponent_slots(opponents: int, width: float) -> list[QPointF]:
    """The centres of the opponents' panels, the next seat in play order first."""
    return [QPointF(fx * width, fy * SCENE_H) for fx, fy in SLOTS[opponents]]


def opponent_panels(opponents: int, width: float, grow: float = 1.0,
                    corner: Sequence[QRectF] = (), bank: QRectF | None = None,
                    ) -> tuple[list[QPointF], float]:
    """The centres of the opponents' panels (the next seat in play order first) and their
    common scale: grown up to `grow` times with the text size, as far as each stays inside
    the table, below the `corner` band's items as drawn (the deal's label and the corner
    buttons: they grow with the text too), clear of the others, of the trick's cards, of
    the domino rows' shade and of the matchsticks' `bank` (when it is shown, as drawn).
    The top row stays in one line:
    it grows upwards, its foot clear of the rows' shade where the band leaves the room."""
    slots = opponent_slots(opponents, width)
    players = opponents + 1
    card_w, card_h = CARD_W * TABLE_SCALE / 2 + 6, CARD_H * TABLE_SCALE / 2 + 6
    backdrop = rows_backdrop(width)
    keep_clear = [backdrop] + ([bank.adjusted(-4, -4, 4, 4)] if bank is not None else []) + [
        QRectF(spot.x() - card_w, spot.y() - card_h, 2 * card_w, 2 * card_h)
        for spot in (trick_spot(width, place, players) for place in range(players))]
    top_row = [k for k, slot in enumerate(slots) if slot.y() < SCENE_H * 0.3]

    def placed(scale: float) -> list[QRectF]:
        half_w, half_h = PANEL_W * scale / 2, PANEL_H * scale / 2

        def rect(x: float, y: float) -> QRectF:
            return QRectF(x - half_w, y - half_h, 2 * half_w, 2 * half_h)

        def inside(x: float) -> float:
            return min(max(x, 6 + half_w), width - 6 - half_w)

        def under_band(x: float) -> float:
            """The least centre height of a panel at `x`: under the corner band's items."""
            return max([CORNER_H + 6 + half_h] + [
                area.bottom() + 4 + half_h for area in corner
                if area.left() < x + half_w and x - half_w < area.right()])

        row_top = max((under_band(slots[k].x()) for k in top_row), default=0.0)
        row_y = max(row_top, slots[top_row[0]].y() + PANEL_H / 2 - half_h) if top_row else 0
        if row_y + half_h > backdrop.top() - 4:
            row_y = max(row_top, backdrop.top() - 4 - half_h)
        rects = []
        for k, slot in enumerate(slots):
            x = slot.x()
            y = row_y if k in top_row else max(slot.y(), under_band(x))
            outward = 0 if abs(x - width / 2) < 1 else (1 if x > width / 2 else -1)
            for area in keep_clear if outward else ():  # moved aside, towards its edge,
                if rect(x, y).intersects(area):  # or inwards when the edge has no room
                    right, left = area.right() + 4 + half_w, area.left() - 4 - half_w
                    ways = [inside(right), inside(left)][::outward]
                    x = next((at for at in ways if not rect(at, y).intersects(area)), ways[0])
            rects.append(rect(inside(x), y))
        return rects

    def fits(rects: list[QRectF]) -> bool:
        return not any(a.intersects(b) for i, a in enumerate(rects) for b in rects[i + 1:]) \
            and not any(r.intersects(c) for r in rects for c in keep_clear)

    scale = grow
    while scale > 1.0 and not fits(placed(scale)):
        scale = max(1.0, scale - 0.05)
    return [r.center() for r in placed(scale)], scale


def trick_centre(width: float) -> QPointF:
    return QPointF(width / 2, 460.0)


# Where the cards of a trick land round its centre with five or six at the table, by
# place (0 the bottom seat, then on in play order): the same for every width, and far
# enough apart that no card covers another, whatever the order they come in.
TRICK_OFFSETS: dict[int, tuple[tuple[float, float], ...]] = {
    5: ((0, 150), (265, 35), (125, -120), (-125, -120), (-265, 35)),
    6: ((0, 150), (265, 45), (145, -115), (0, -150), (-145, -115), (-265, 45)),
}


def trick_spot(width: float, place: int, players: int) -> QPointF:
    """Where the card of the seat at `place` lands (0 the bottom seat, then on in play
    order); with three or four, on an oval towards the seat's panel."""
    centre = trick_centre(width)
    if players in TRICK_OFFSETS:
        dx, dy = TRICK_OFFSETS[players][place]
        return QPointF(centre.x() + dx, centre.y() + dy)
    rx, ry = 150.0, 105.0
    if place == 0:
        return QPointF(centre.x(), centre.y() + ry)
    origin = opponent_slots(players - 1, width)[place - 1]
    dx, dy = origin.x() - centre.x(), origin.y() - centre.y()
    t = 1 / math.hypot(dx / rx, dy / ry) if dx or dy else 0
    return QPointF(centre.x() + dx * t, centre.y() + dy * t)


def trick_area(width: float) -> QRectF:
    """Where a dragged card counts as played."""
    c = trick_centre(width)
    return QRectF(c.x() - 330, c.y() - 250, 660, 450)


# ---- the hand ----------------------------------------------------------------------------

HAND_Y = SCENE_H - CARD_H * HAND_SCALE / 2 - 24
RAISE = 30.0


def hand_margin(panel_scale: float = 1.0) -> float:
    """How far the hand keeps from either side of the table: clear of the bottom seat's
    panel (grown `panel_scale` times) on the left, of the action buttons on the right."""
    return max(285.0, EDGE + PANEL_W * panel_scale + 20)


def hand_positions(count: int, width: float,
                   panel_scale: float = 1.0) -> list[tuple[QPointF, float]]:
    """Centre and rotation of each card of a hand of `count`, left to right, clear of
    the bottom seat's panel in the corner (grown `panel_scale` times)."""
    if count <= 0:
        return []
    card_w = CARD_W * HAND_SCALE
    margin = hand_margin(panel_scale)
    room = width - 2 * margin - card_w
    step = min(72.0, room / (count - 1)) if count > 1 else 0.0
    mid = (count - 1) / 2
    out = []
    for i in range(count):
        off = i - mid
        x = width / 2 + off * step
        y = HAND_Y + off * off * 0.6
        out.append((QPointF(x, y), off * 1.1))
    return out


def refusal_bottom() -> float:
    """The bottom edge of a refused move's reason, just over the raised cards."""
    return HAND_Y - CARD_H * HAND_SCALE / 2 - RAISE - 14


def hand_area(width: float) -> QRectF:
    return QRectF(250, HAND_Y - CARD_H * HAND_SCALE / 2 - RAISE - 10, width - 500, 220)


def viewer_panel_rect() -> QRectF:
    return QRectF(12, SCENE_H - PLATE_H - 14, PANEL_W, PLATE_H)


ACTION_W, ACTION_H = 240.0, 56.0  # the action buttons' least width, and their height


def action_rects(width: float, button_w: float = ACTION_W) -> tuple[QRectF, QRectF]:
    """The two action buttons (lay out all, pass) at the bottom right, `button_w` wide."""
    return (QRectF(width - 12 - button_w, SCENE_H - 138, button_w, ACTION_H),
            QRectF(width - 12 - button_w, SCENE_H - 72, button_w, ACTION_H))


CORNER_W = 182.0  # a corner button's least width


def corner_buttons(width: float, last_w: float = CORNER_W,
                   scores_w: float = CORNER_W) -> tuple[QRectF, QRectF]:
    """The "last trick" and "scores" buttons in the top right corner, each as wide as
    given (wider for a text that needs it), "scores" at the right."""
    scores = QRectF(width - 12 - scores_w, 4, scores_w, CORNER_H)
    return QRectF(scores.left() - 8 - last_w, 4, last_w, CORNER_H), scores


BANK_W, BANK_H = 160.0, 78.0


def deal_label_pos() -> QPointF:
    return QPointF(14, 4)


def bank_rect(grow: float = 1.0) -> QRectF:
    """The matchsticks' bank under the deal's label, grown as a whole with the text."""
    return QRectF(14, 58, BANK_W * grow, BANK_H * grow)


# ---- the domino rows ----------------------------------------------------------------------

ROW_STEP = 52.0
ROW_GAP = 118.0
ROW_TOP = 292.0
ROW_LABEL = 60.0


def row_origin(width: float) -> float:
    """x of the left edge of the rows' block (label included)."""
    total = ROW_LABEL + CARD_W * ROW_SCALE + 8 * ROW_STEP
    return width / 2 - total / 2


def row_slot(width: float, suit: int, rank: int) -> QPointF:
    """Centre of the card of `rank` (0 = six .. 8 = ace) in the row of `suit` (0..3)."""
    x = row_origin(width) + ROW_LABEL + CARD_W * ROW_SCALE / 2 + rank * ROW_STEP
    return QPointF(x, ROW_TOP + suit * ROW_GAP)


def row_label_rect(width: float, suit: int) -> QRectF:
    y = ROW_TOP + suit * ROW_GAP
    return QRectF(row_origin(width), y - 22, 44, 44)


def rows_rect(width: float) -> QRectF:
    """What the four rows cover on the table (labels and every slot)."""
    left = row_origin(width)
    right = left + ROW_LABEL + CARD_W * ROW_SCALE + 8 * ROW_STEP
    half = CARD_H * ROW_SCALE / 2
    return QRectF(left, ROW_TOP - half, right - left, 3 * ROW_GAP + 2 * half)


def rows_backdrop(width: float) -> QRectF:
    """The shade the domino deal draws under its rows: a little beyond `rows_rect`."""
    return rows_rect(width).adjusted(-16, -12, 16, 12)


def rows_area(width: float) -> QRectF:
    """Where a dragged card counts as laid."""
    left = row_origin(width) - 30
    right = left + 60 + ROW_LABEL + CARD_W * ROW_SCALE + 8 * ROW_STEP
    return QRectF(left, ROW_TOP - 100, right - left, 3 * ROW_GAP + 200)
