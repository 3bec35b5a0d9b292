"""Vector playing cards for Royal domino: faces, backs and a cache of rendered pixmaps.

Every card is drawn in a 100 x 140 box (`CARD_ASPECT` = 1.4) scaled into the target
rectangle, so it is sharp at any size and device pixel ratio. Card names follow
RECORDS.md: rank then suit letter ("10S", "KS", "QB", "6R").
"""

from __future__ import annotations

import math
from functools import cache

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QTransform,
)

from gui.art.card_backs import BACK_STYLES, paint_back_unit
from gui.art.card_courts import paint_court_half
from gui.art.card_suits import SUITS, paint_suit_in, suit_colour
from gui.art.pixmap_cache import PixmapCache
from gui.services import fonts

CARD_ASPECT = 1.4
RANKS = ("6", "7", "8", "9", "10", "J", "Q", "K", "A")
W, H = 100.0, 140.0
RADIUS = 6.0
FACE_COLOUR = QColor("#fffdf6")
EDGE_COLOUR = QColor("#8c8778")
GOLD = QColor("#c9a227")

__all__ = [
    "BACK_STYLES", "CARD_ASPECT", "RANKS", "SHADOW", "SUITS", "back_style_name",
    "card_pixmap", "clear_cache", "paint_back", "paint_card", "paint_suit", "split_card",
    "table_card_pixmap",
]

# Pip centres in card units; pips below the middle are drawn upside down.
_LEFT, _MID, _RIGHT = 29.0, 50.0, 71.0
_ROWS3 = (24.0, 70.0, 116.0)
_ROWS4 = (24.0, 54.7, 85.3, 116.0)
_SIX = tuple((x, y) for y in _ROWS3 for x in (_LEFT, _RIGHT))
_EIGHT = tuple((x, y) for y in _ROWS4 for x in (_LEFT, _RIGHT))
PIP_LAYOUTS: dict[str, tuple[tuple[float, float], ...]] = {
    "6": _SIX,
    "7": (*_SIX, (_MID, 47.0)),
    "8": (*_SIX, (_MID, 47.0), (_MID, 93.0)),
    "9": (*_EIGHT, (_MID, 70.0)),
    "10": (*_EIGHT, (_MID, 39.3), (_MID, 100.7)),
}
PIP_SIZE = 19.5


def split_card(card: str) -> tuple[str, str]:
    """("10", "S") from "10S"; raises ValueError for a name that is not a card."""
    rank, suit = card[:-1], card[-1:]
    if rank not in RANKS or suit not in SUITS:
        raise ValueError(f"not a card: {card!r}")
    return rank, suit


def back_style_name(style: str) -> str:
    """The translated name of a back style, for the settings dialog."""
    names = {
        "classic": QCoreApplication.translate("CardBacks", "Classic red"),
        "lattice": QCoreApplication.translate("CardBacks", "Blue lattice"),
        "forest": QCoreApplication.translate("CardBacks", "Green damask"),
    }
    return names.get(style, style)


# ---- public painting functions -------------------------------------------------------

def paint_card(painter: QPainter, rect: QRectF, card: str) -> None:
    """Draw the face of `card` into `rect` (which should have the card's aspect)."""
    rank, suit = split_card(card)
    painter.save()
    _to_unit(painter, rect)
    _paint_blank(painter, FACE_COLOUR)
    if rank in PIP_LAYOUTS:
        _paint_pips(painter, rank, suit)
    elif rank == "A":
        _paint_ace(painter, suit)
    else:
        _paint_court(painter, rank, suit)
    _paint_indices(painter, rank, suit)
    painter.restore()


def paint_back(painter: QPainter, rect: QRectF, style: str = "classic") -> None:
    """Draw a card back of `style` (one of BACK_STYLES; unknown styles fall back)."""
    painter.save()
    _to_unit(painter, rect)
    _paint_blank(painter, QColor("#fbfaf4"))
    paint_back_unit(painter, style if style in BACK_STYLES else BACK_STYLES[0])
    painter.restore()


def paint_suit(painter: QPainter, rect: QRectF, suit: str) -> None:
    """Draw the symbol of suit `suit` ("R", "G", "B", "S") centred in `rect`."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_suit_in(painter, rect, suit)
    painter.restore()


_CACHE = PixmapCache(400)


def card_pixmap(card: str | None, width: float, dpr: float = 1.0,
                back: str = "classic") -> QPixmap:
    """A rendered card `width` logical pixels wide (None: the back), cached."""
    width = max(4, round(width))
    key = (card, width, round(dpr, 3), None if card else back)
    return _CACHE.get(key, lambda: _render_card(card, width, dpr, back))


def _render_card(card: str | None, width: int, dpr: float, back: str) -> QPixmap:
    height = round(width * CARD_ASPECT)
    pix = QPixmap(round(width * dpr), round(height * dpr))
    pix.setDevicePixelRatio(dpr)
    pix.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pix)
    rect = QRectF(0, 0, width, height)
    if card:
        paint_card(painter, rect, card)
    else:
        paint_back(painter, rect, back)
    painter.end()
    return pix


SHADOW = QPointF(2.5, 3.5)  # how far down right a card on the table casts its shadow
_SHADOW_INK = QColor(0, 0, 0, 55)
_DIM_INK = QColor(10, 16, 12, 115)  # over a card that cannot be played now


def table_card_pixmap(card: str | None, width: float, dpr: float = 1.0,
                      back: str = "classic", dimmed: bool = False) -> QPixmap:
    """`card_pixmap` as the card lies on the table: its shadow under it and, when `dimmed`,
    darkened; cached. Its `deviceIndependentSize()` is what it spans in card units from the
    card's top left corner (a little over W + SHADOW.x() by H + SHADOW.y()): a card is then
    one copy of pixels per paint instead of three fills."""
    width = max(4, round(width))
    key = ("table", card, width, round(dpr, 3), None if card else back, dimmed)
    return _CACHE.get(key, lambda: _render_on_table(card_pixmap(card, width, dpr, back), dimmed))


def _render_on_table(face: QPixmap, dimmed: bool) -> QPixmap:
    unit = face.width() / W  # pixels per card unit, so the face is copied one to one
    pix = QPixmap(math.ceil(unit * (W + SHADOW.x())), math.ceil(unit * (H + SHADOW.y())))
    pix.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pix)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing
                           | QPainter.RenderHint.SmoothPixmapTransform)
    painter.scale(unit, unit)
    body = QRectF(0, 0, W, H)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(_SHADOW_INK)
    painter.drawRoundedRect(body.translated(SHADOW), RADIUS, RADIUS)
    painter.drawPixmap(body, face, QRectF(face.rect()))
    if dimmed:
        painter.setBrush(_DIM_INK)
        painter.drawRoundedRect(body, RADIUS, RADIUS)
    painter.end()
    pix.setDevicePixelRatio(unit)  # so its deviceIndependentSize() is in card units
    return pix


def clear_cache() -> None:
    _CACHE.clear()


# ---- the card body ---------------------------------------------------------------------

def _to_unit(painter: QPainter, rect: QRectF) -> None:
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.translate(rect.topLeft())
    painter.scale(rect.width() / W, rect.height() / H)


def _paint_blank(painter: QPainter, colour: QColor) -> None:
    body = QRectF(0.6, 0.6, W - 1.2, H - 1.2)
    grad = QLinearGradient(0, 0, W, H)
    grad.setColorAt(0, colour.lighter(103))
    grad.setColorAt(1, colour.darker(104))
    painter.setPen(QPen(EDGE_COLOUR, 1.1))
    painter.setBrush(grad)
    painter.drawRoundedRect(body, RADIUS, RADIUS)


# ---- indices ---------------------------------------------------------------------------

@cache
def _glyph(rank: str) -> QPainterPath:
    """The rank's index, 11 units tall and at most 12 wide, centred on the origin."""
    font = fonts.serif(100)
    path = QPainterPath()
    if rank == "10":
        one, zero = QPainterPath(), QPainterPath()
        one.addText(0, 0, font, "1")
        zero.addText(0, 0, font, "0")
        gap = one.boundingRect().right() - zero.boundingRect().left() - 4
        path.addPath(one)
        path.addPath(zero.translated(gap, 0))
    else:
        path.addText(0, 0, font, rank)
    box = path.boundingRect()
    scale = 11.5 / box.height()
    sx = min(scale, 13.0 / box.width())
    t = QTransform()
    t.scale(sx, scale)
    t.translate(-box.center().x(), -box.center().y())
    return t.map(path)


def _paint_indices(painter: QPainter, rank: str, suit: str) -> None:
    colour = suit_colour(suit)
    for turn in (0, 180):
        painter.save()
        if turn:
            painter.translate(W, H)
            painter.rotate(180)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawPath(_glyph(rank).translated(9.5, 11.5))
        paint_suit_in(painter, QRectF(4.0, 19.5, 11.0, 11.0), suit)
        painter.restore()


# ---- number cards ------------------------------------------------------------------------

def _paint_pips(painter: QPainter, rank: str, suit: str) -> None:
    half = PIP_SIZE / 2
    for x, y in PIP_LAYOUTS[rank]:
        paint_suit_in(painter, QRectF(x - half, y - half, PIP_SIZE, PIP_SIZE), suit,
                      flipped=y > 70.5)


# ---- aces ------------------------------------------------------------------------------

def _paint_ace(painter: QPainter, suit: str) -> None:
    colour = suit_colour(suit)
    centre = QPointF(W / 2, H / 2)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(GOLD, 1.6))
    painter.drawEllipse(centre, 33, 40)
    painter.setPen(QPen(colour, 0.8))
    painter.drawEllipse(centre, 30, 37)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(GOLD)
    for i in range(24):
        painter.save()
        painter.translate(centre)
        painter.scale(1.0, 40 / 33)
        painter.rotate(i * 15)
        painter.drawEllipse(QPointF(0, -33), 1.1, 0.9)
        painter.restore()
    _paint_flourish(painter, colour)
    paint_suit_in(painter, QRectF(W / 2 - 24, H / 2 - 24, 48, 48), suit)


def _paint_flourish(painter: QPainter, colour: QColor) -> None:
    """Scrolls above and below the medallion, mirrored."""
    pen = QPen(colour, 1.4)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    for turn in (0, 180):
        painter.save()
        painter.translate(W / 2, H / 2)
        painter.rotate(turn)
        for side in (-1, 1):
            curl = QPainterPath()
            curl.moveTo(0, -43)
            curl.cubicTo(side * 6, -50, side * 16, -47, side * 18, -42)
            curl.cubicTo(side * 20, -37, side * 14, -35, side * 12, -38)
            curl.cubicTo(side * 10, -41, side * 13, -43, side * 15, -41)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(curl)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(GOLD)
        diamond = QPainterPath()
        diamond.moveTo(0, -53)
        diamond.lineTo(3, -48)
        diamond.lineTo(0, -43)
        diamond.lineTo(-3, -48)
        diamond.closeSubpath()
        painter.drawPath(diamond)
        painter.restore()


# ---- court cards ---------------------------------------------------------------------------

FRAME = QRectF(17.0, 8.0, 66.0, 124.0)


def _paint_court(painter: QPainter, rank: str, suit: str) -> None:
    colour = suit_colour(suit)
    painter.save()
    clip = QPainterPath()
    clip.addRect(FRAME)
    painter.setClipPath(clip, Qt.ClipOperation.IntersectClip)
    painter.fillRect(FRAME, QColor("#fbf6e6"))
    for turn in (0, 180):
        painter.save()
        if turn:
            painter.translate(W, H)
            painter.rotate(180)
        painter.translate(FRAME.left(), FRAME.top())
        paint_court_half(painter, rank, suit, FRAME.width(), FRAME.height() / 2)
        painter.restore()
    painter.restore()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(colour, 1.2))
    painter.drawRect(FRAME)
    painter.setPen(QPen(GOLD, 0.8))
    painter.drawLine(QPointF(FRAME.left(), H / 2), QPointF(FRAME.right(), H / 2))
