"""A framed notice in the middle of a table, in the look each game gives it."""


from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QRectF
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
)
from PySide6.QtWidgets import (
    QGraphicsObject,
    QStyleOptionGraphicsItem,
    QWidget,
)

from gui.table.plates import CENTRED, PlateLook, font, grown

_HEADING_COLOUR = QColor("#cfd8cf")


@dataclass(frozen=True)
class BannerLook:
    """Rows from the top: `top` margin, the heading (`heading_h`, 0: none), the title,
    `gap`, each line, the `bottom` margin. `side`: the margin left and right of the
    texts (room for art); `grow`: a row wraps onto more rows (else it keeps its height);
    `shrink_title`: a title too wide is set smaller instead of wrapped."""

    plate: PlateLook
    title_colour: QColor
    line_colour: QColor
    heading_colour: QColor = field(default_factory=lambda: QColor(_HEADING_COLOUR))
    title_px: float = 30
    line_px: float = 22
    heading_px: float = 22
    top: float = 18
    heading_h: float = 0
    title_h: float = 44
    gap: float = 8
    line_h: float = 32
    bottom: float = 14
    side: float = 16
    overhang: float = 0  # how far the lines reach into the side margins
    min_width: float = 560
    max_width: float = 2240
    grow: bool = True
    shrink_title: bool = False
    centred: bool = False  # the position is the banner's centre (else its top middle)
    margin: float = 4  # room round the plate for its glow
    z: float = 990


class Banner(QGraphicsObject):
    """A framed notice: an optional heading, a title and lines, at least `min_width`
    wide, wider when its texts need it (up to `set_max_width`). `art` paints more on
    the plate (in item coordinates, given the plate's rect)."""

    def __init__(self, look: BannerLook,
                 art: Callable[[QPainter, QRectF], None] | None = None):
        super().__init__()
        self.look = look
        self.art = art
        self.heading = ""
        self.title = ""
        self.lines: list[str] = []
        self._max_width = look.max_width
        self._width = look.min_width
        self._heading_h = look.heading_h
        self._title_h = look.title_h
        self._line_h: list[float] = []
        self.setZValue(look.z)

    def refit(self) -> None:
        """Measure the texts again at the text size in use."""
        self.prepareGeometryChange()
        self._layout()

    def set_text(self, title: str, lines: list[str], heading: str = "") -> None:
        self.prepareGeometryChange()
        self.heading, self.title, self.lines = heading, title, list(lines)
        self._layout()
        self.update()

    def set_max_width(self, width: float) -> None:
        """The widest the banner may grow (the room between the side plates)."""
        width = max(self.look.min_width, width)
        if abs(width - self._max_width) > 0.5:
            self.prepareGeometryChange()
            self._max_width = width
            self._layout()
            self.update()

    def _title_font(self) -> QFont:
        return font(self.look.title_px, bold=True)

    def _layout(self) -> None:
        look = self.look
        title_m, line_m = QFontMetricsF(self._title_font()), QFontMetricsF(font(look.line_px))
        widest = max([title_m.horizontalAdvance(self.title)]
                     + [line_m.horizontalAdvance(line) for line in self.lines])
        self._width = min(max(look.min_width, widest + 2 * look.side + 24), self._max_width)
        inner = QRectF(0, 0, self._width - 2 * look.side, 4000)

        def extra(metrics: QFontMetricsF, text: str) -> float:
            if not look.grow:
                return 0.0
            rows = round(metrics.boundingRect(inner, CENTRED, text).height()
                         / metrics.lineSpacing()) if text else 1
            return max(0, rows - 1) * metrics.lineSpacing()

        grow = grown()  # the rows are as much taller as the text size makes the texts
        self._heading_h = look.heading_h * grow
        self._title_h = (look.title_h * grow
                         + (0.0 if look.shrink_title else extra(title_m, self.title)))
        self._line_h = [look.line_h * grow + extra(line_m, line) for line in self.lines]

    def text(self) -> str:
        return "\n".join([t for t in (self.heading, self.title) if t] + self.lines)

    def width(self) -> float:
        return self._width

    def height(self) -> float:
        look = self.look
        return (look.top + self._heading_h + self._title_h + look.gap + sum(self._line_h)
                + look.bottom)

    def plate_rect(self) -> QRectF:
        top = -self.height() / 2 if self.look.centred else 0.0
        return QRectF(-self._width / 2, top, self._width, self.height())

    def text_rects(self) -> list[QRectF]:
        """Where the title and each line are drawn, in item coordinates."""
        look, r = self.look, self.plate_rect()
        left, inner = r.left() + look.side, self._width - 2 * look.side
        y = r.top() + look.top + self._heading_h
        rects = [QRectF(left, y, inner, self._title_h)]
        y += self._title_h + look.gap
        for h in self._line_h:
            rects.append(QRectF(left - look.overhang, y, inner + 2 * look.overhang, h))
            y += h
        return rects

    def boundingRect(self) -> QRectF:
        m = self.look.margin
        return self.plate_rect().adjusted(-m, -m, m, m)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        look, r = self.look, self.plate_rect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        look.plate.paint(painter, r)
        if self.art is not None:
            self.art(painter, r)
        title, *lines = self.text_rects()
        if self._heading_h:
            painter.setPen(look.heading_colour)
            painter.setFont(font(look.heading_px))
            painter.drawText(QRectF(title.left(), r.top() + look.top, title.width(),
                                    self._heading_h), CENTRED, self.heading)
        painter.setPen(look.title_colour)
        title_font = self._title_font()
        advance = QFontMetricsF(title_font).horizontalAdvance(self.title)
        if look.shrink_title and advance > title.width():
            title_font = font(look.title_px * title.width() / advance, bold=True)
        painter.setFont(title_font)
        painter.drawText(title, CENTRED, self.title)
        painter.setPen(look.line_colour)
        painter.setFont(font(look.line_px))
        for box, line in zip(lines, self.lines, strict=True):
            painter.drawText(box, CENTRED, line)


