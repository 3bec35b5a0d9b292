"""Chinese domino tiles drawn as vectors: sharp at any size and device pixel ratio.

A tile stands upright (long axis vertical, about 1:2.5) with rounded corners and no
dividing line; the two halves are told apart by distance. Faces follow the usual set:
the 1 (a large pip) and the 4 (a square) are red, the 2, 3, 5 and 6 white on the black
body (black on the ivory one); the 2 is two pips side by side at the end of the tile, the
3 a diagonal, the 5 a quincunx, the 6 two columns of three. In the 6-6 (heaven) each six
has one red and one white column, the tile looking the same when turned round. The lower
half is the upper half turned by 180 degrees, as on a real tile.

`face` is "a-b" (RECORDS.md): a is drawn in the upper half. None draws the back.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
)

from gui.art.pixmap_cache import PixmapCache

TILE_ASPECT = 2.5
"""Height over width of an upright tile."""
TILE_STYLES = ("black", "ivory")

_RED = QColor("#d3262e")
_RED_DARK = QColor("#8e1016")

# Pip layout of one half in unit-width coordinates, the outer end of the tile at y = 0
# and the half reaching y = TILE_ASPECT / 2. Each entry: (x, y, radius, red).
_L, _C, _R = 0.27, 0.5, 0.73
_Y0, _Y1, _Y2 = 0.27, 0.63, 0.99
_PIP = 0.1
_SQUARE = _Y0 + (_R - _L)  # the 4 is a true square


def _half(value: int, heaven: bool = False) -> tuple[tuple[float, float, float, bool], ...]:
    if value == 1:
        return ((_C, _Y0 + 0.08, 0.155, True),)
    if value == 2:
        return ((_L, _Y0, _PIP, False), (_R, _Y0, _PIP, False))
    if value == 3:
        return ((_R, _Y0, _PIP, False), (_C, _Y1, _PIP, False), (_L, _Y2, _PIP, False))
    if value == 4:
        return tuple((x, y, _PIP, True) for y in (_Y0, _SQUARE) for x in (_L, _R))
    if value == 5:
        corners = tuple((x, y, _PIP, False) for y in (_Y0, _Y2) for x in (_L, _R))
        return (*corners, (_C, _Y1, _PIP, False))
    if value == 6:
        return tuple((x, y, _PIP, heaven and x == _L) for y in (_Y0, _Y1, _Y2) for x in (_L, _R))
    raise ValueError(f"a tile half has 1 to 6 pips, not {value}")


def pip_layout(face: str) -> list[tuple[float, float, float, bool]]:
    """Every pip of `face` as (x, y, radius, red) on an upright tile of width 1 and
    height TILE_ASPECT. Raises ValueError for what is not a face."""
    try:
        a, b = (int(part) for part in face.split("-"))
    except (AttributeError, ValueError):
        raise ValueError(f"{face!r} is not a tile") from None
    heaven = a == b == 6
    pips = list(_half(a, heaven))
    pips += [(1 - x, TILE_ASPECT - y, r, red) for x, y, r, red in _half(b, heaven)]
    return pips


class _Style:
    def __init__(self, body: tuple[str, str], edge: str, rim: QColor, pip: str,
                 back: tuple[str, str], back_line: QColor):
        self.body = body
        self.edge = QColor(edge)
        self.rim = rim
        self.pip = QColor(pip)
        self.back = back
        self.back_line = back_line


_STYLES = {
    "black": _Style(("#34302d", "#0b0a0a"), "#000000", QColor(255, 255, 255, 46), "#f5f1e6",
                    ("#2b2220", "#0c0909"), QColor(190, 150, 80, 150)),
    "ivory": _Style(("#fdf8ea", "#e4d8b8"), "#8c7d5a", QColor(255, 255, 255, 170), "#1b1917",
                    ("#d7ab5e", "#a77a34"), QColor(110, 70, 20, 150)),
}


def _style(style: str) -> _Style:
    try:
        return _STYLES[style]
    except KeyError:
        raise ValueError(f"unknown tile style {style!r}; expected one of {TILE_STYLES}") from None


def _fit(rect: QRectF) -> tuple[QRectF, bool]:
    """The upright tile box inside `rect`, centred, and whether it lies on its side
    (`rect` wider than tall)."""
    sideways = rect.width() > rect.height()
    long_side = rect.width() if sideways else rect.height()
    short_side = rect.height() if sideways else rect.width()
    w = min(short_side, long_side / TILE_ASPECT)
    box = QRectF(0, 0, w, w * TILE_ASPECT)
    return box, sideways


def paint_tile(painter: QPainter, rect: QRectF, face: str | None, style: str = "black") -> None:
    """Draw a tile into `rect` (upright; lying on its side when `rect` is wider than
    tall), `face` "a-b" or None for the back, in one of TILE_STYLES."""
    st = _style(style)
    layout = None if face is None else pip_layout(face)
    box, sideways = _fit(rect)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.translate(rect.center())
    if sideways:
        painter.rotate(-90)
    painter.translate(-box.width() / 2, -box.height() / 2)
    w = box.width()
    _paint_body(painter, box, st, back=face is None)
    if layout is None:
        _paint_back(painter, box, st)
    else:
        for x, y, r, red in layout:
            _paint_pip(painter, QPointF(x * w, y * w), r * w, _RED if red else st.pip, st)
    painter.restore()


def _paint_body(painter: QPainter, box: QRectF, st: _Style, back: bool) -> None:
    w = box.width()
    radius = 0.14 * w
    top, bottom = st.back if back else st.body
    grad = QLinearGradient(box.topLeft(), box.bottomRight())
    grad.setColorAt(0.0, QColor(top))
    grad.setColorAt(1.0, QColor(bottom))
    edge = max(0.6, 0.022 * w)
    body = box.adjusted(edge / 2, edge / 2, -edge / 2, -edge / 2)
    painter.setPen(QPen(st.edge, edge))
    painter.setBrush(QBrush(grad))
    painter.drawRoundedRect(body, radius, radius)
    # A thin highlight just inside the edge: the polished bevel of a real tile.
    rim = body.adjusted(edge, edge, -edge, -edge)
    painter.setPen(QPen(st.rim, max(0.5, 0.014 * w)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rim, radius * 0.85, radius * 0.85)


def _paint_pip(painter: QPainter, centre: QPointF, r: float, colour: QColor, st: _Style) -> None:
    # A drilled and painted pip: the paint a little darker at its rim.
    grad = QRadialGradient(centre + QPointF(-0.25 * r, -0.25 * r), r * 1.25)
    grad.setColorAt(0.0, colour.lighter(112))
    grad.setColorAt(0.75, colour)
    grad.setColorAt(1.0, colour.darker(135))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(grad))
    painter.drawEllipse(centre, r, r)


def _paint_back(painter: QPainter, box: QRectF, st: _Style) -> None:
    w = box.width()
    inset = box.adjusted(0.16 * w, 0.16 * w, -0.16 * w, -0.16 * w)
    pen = QPen(st.back_line, max(0.6, 0.03 * w))
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(inset, 0.08 * w, 0.08 * w)
    # A lozenge in the middle, like the carved mark on the back of a bone tile.
    c = box.center()
    d = 0.2 * w
    path = QPainterPath(QPointF(c.x(), c.y() - 1.6 * d))
    path.lineTo(c.x() + d, c.y())
    path.lineTo(c.x(), c.y() + 1.6 * d)
    path.lineTo(c.x() - d, c.y())
    path.closeSubpath()
    painter.drawPath(path)
    painter.setBrush(st.back_line)
    painter.drawEllipse(c, 0.06 * w, 0.06 * w)


_CACHE = PixmapCache(256)


def tile_pixmap(face: str | None, width: int, dpr: float = 1.0, style: str = "black") -> QPixmap:
    """An upright tile `width` logical pixels wide at device pixel ratio `dpr`, cached."""
    w = max(1, int(width))
    return _CACHE.get((face, w, round(float(dpr), 3), style),
                   lambda: _render_tile(face, w, dpr, style))


def _refuse_bad(face: str | None, style: str) -> None:
    """Raise ValueError for a bad style or face before any painting starts (a painter
    left open on a pixmap would make Qt complain)."""
    _style(style)
    if face is not None:
        pip_layout(face)


def _render_tile(face: str | None, w: int, dpr: float, style: str) -> QPixmap:
    _refuse_bad(face, style)
    h = round(w * TILE_ASPECT)
    pixmap = QPixmap(max(1, round(w * dpr)), max(1, round(h * dpr)))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    paint_tile(painter, QRectF(0, 0, w, h), face, style)
    painter.end()
    return pixmap


# A tile lying on the table, measured in sixty-fourths of its width (`_U`): its soft
# shadow down right (layers of growing darkness) and, dimmed, a dark veil over it.
_U = 64.0
_SHADOW_LAYERS = ((4.0, 26), (2.5, 34), (1.0, 46))  # (grow, alpha), the outermost first
_SHADOW_SHIFT = QPointF(3, 5)
_DIM_INK = QColor(0, 0, 0, 110)
TABLE_MARGIN = QPointF(2 / _U, 1 / _U)
"""Where the tile's top left lies in a `table_tile_pixmap`, in tile widths."""
_TABLE_SPAN = QSizeF(1 + 10 / _U, TILE_ASPECT + 11 / _U)  # the shadow reaches 7 and 9 out


def table_tile_pixmap(face: str | None, style: str, pixels: int, dimmed: bool) -> QPixmap:
    """An upright tile `pixels` device pixels wide as it lies on the table: its shadow
    under it and, when `dimmed`, darkened; cached. Its `deviceIndependentSize()` is what it
    spans in tile widths (a little over 1 by TILE_ASPECT), the tile's top left at
    TABLE_MARGIN: a tile is one copy of pixels instead of a dozen antialiased fills."""
    pixels = max(1, int(pixels))
    return _CACHE.get(("table", face, style, pixels, dimmed),
                   lambda: _render_on_table(face, style, pixels, dimmed))


def _render_on_table(face: str | None, style: str, pixels: int, dimmed: bool) -> QPixmap:
    _refuse_bad(face, style)
    unit = pixels / _U  # device pixels per sixty-fourth of the tile's width
    pixmap = QPixmap(math.ceil(pixels * _TABLE_SPAN.width()),
                     math.ceil(pixels * _TABLE_SPAN.height()))
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.scale(unit, unit)
    rect = QRectF(TABLE_MARGIN * _U, QSizeF(_U, _U * TILE_ASPECT))
    painter.setPen(Qt.PenStyle.NoPen)
    for grow, alpha in _SHADOW_LAYERS:
        painter.setBrush(QColor(0, 0, 0, alpha))
        painter.drawRoundedRect(rect.adjusted(-grow, -grow, grow, grow).translated(_SHADOW_SHIFT),
                                11 + grow, 11 + grow)
    paint_tile(painter, rect, face, style)
    if dimmed:
        painter.setBrush(_DIM_INK)
        painter.drawRoundedRect(rect, 9, 9)
    painter.end()
    pixmap.setDevicePixelRatio(pixels)  # so its deviceIndependentSize() is in tile widths
    return pixmap
