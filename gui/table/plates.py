"""The plate, label and bubble items both tables use; each takes its look (colours,
sizes, margins) as a parameter. All draw in scene units, so they scale with the table."""


from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPen,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QStyleOptionGraphicsItem,
    QWidget,
)

from gui.services.plain_tip import plain_tip
from gui.services.text_size import text_size

CENTRED = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)

INK = QColor("#f7f1e1")


LABEL_PAD = (16.0, 8.0)  # a label's padding round its text on its plate, at 100 %
ONE_LINE_SMALLEST = 0.8  # of its size: a one-line label's text before it is cut short


def font(pixels: float, bold: bool = False) -> QFont:
    """The table's font of `pixels` scene pixels at 100 % text, grown by Settings ▸ Text
    size (what is laid out round a text measures it with this font)."""
    return fixed_font(pixels * text_size().table_factor, bold)


def fixed_font(pixels: float, bold: bool = False) -> QFont:
    """A font of `pixels` scene pixels whatever the text size: for an item of fixed
    layout that grows as a whole (`setScale(grown())`)."""
    f = QFont()
    f.setPixelSize(max(1, round(pixels)))
    f.setBold(bold)
    return f


def fitted_font(text: str, width: float, pixels: float, smallest: float,
                bold: bool = False) -> QFont:
    """`fixed_font(pixels)`, shrunk as far as `smallest` pixels for `text` to fit `width`
    (a longer text is then cut short by the caller)."""
    wide = QFontMetricsF(fixed_font(pixels, bold)).horizontalAdvance(text)
    if wide <= width:
        return fixed_font(pixels, bold)
    size = max(smallest, math.floor(pixels * width / wide))
    while size > smallest:  # a text's width does not shrink quite with its font's size
        if QFontMetricsF(fixed_font(size, bold)).horizontalAdvance(text) <= width:
            break
        size = max(smallest, size - 1)
    return fixed_font(size, bold)


def fitted_text(text: str, width: float, pixels: float, smallest: float,
                bold: bool = False) -> tuple[QFont, str]:
    """`fitted_font` for `text` in `width`, and the text as it is drawn with it: cut short
    (…) where even `smallest` pixels do not fit."""
    fitted = fitted_font(text, width, pixels, smallest, bold)
    return fitted, QFontMetricsF(fitted).elidedText(text, Qt.TextElideMode.ElideRight, width)


def grown() -> float:
    """The scale of an item of fixed layout at the text size in use."""
    return text_size().table_factor


def refit_texts(items: Iterable[QGraphicsItem]) -> None:
    """Measure every text of `items` again (the text size changed) and repaint them."""
    for item in items:
        refit = getattr(item, "refit", None)
        if callable(refit):
            refit()
        item.update()


def plate(painter: QPainter, rect: QRectF, fill: QColor, frame: QColor | None,
          frame_w: float = 1.5, radius: float = 14, glow: QColor | None = None) -> None:
    """A rounded plate, framed, with an optional glow of `glow` round it."""
    painter.setPen(Qt.PenStyle.NoPen)
    if glow is not None:
        for i, alpha in enumerate((40, 70, 110)):
            pad = 9 - i * 3
            painter.setBrush(QColor(glow.red(), glow.green(), glow.blue(), alpha))
            painter.drawRoundedRect(rect.adjusted(-pad, -pad, pad, pad), radius + pad,
                                    radius + pad)
    painter.setBrush(fill)
    painter.setPen(QPen(frame, frame_w) if frame is not None else Qt.PenStyle.NoPen)
    painter.drawRoundedRect(rect, radius, radius)


@dataclass(frozen=True)
class PlateLook:
    fill: QColor
    frame: QColor | None = None
    frame_w: float = 1.5
    radius: float = 14
    glow: QColor | None = None

    def paint(self, painter: QPainter, rect: QRectF) -> None:
        plate(painter, rect, self.fill, self.frame, self.frame_w, self.radius, self.glow)


# ---- a label ---------------------------------------------------------------------------

class Label(QGraphicsObject):
    """Text on an optional plate, wrapped at `max_width`. The position is its centre, or
    its left edge (`align_left`); its middle, top (`anchor="top"`) or bottom
    (`anchor="bottom"`). `height` fixes the plate's height (else the text's plus `pad`);
    `one_line`: the text is never wrapped: wider than `max_width` it is drawn smaller (as
    far as ONE_LINE_SMALLEST of its size), then cut short (…, the whole text its tooltip);
    `grows_on_one_line`: a larger text size grows it only as far as it stays on one line
    (it wraps only what would wrap at 100 %)."""

    def __init__(self, px: float = 22, bold: bool = False, backing: PlateLook | None = None,
                 colour: QColor = INK, max_width: float = 900,
                 pad: tuple[float, float] = LABEL_PAD, height: float | None = None,
                 one_line: bool = False, grows_on_one_line: bool = False):
        super().__init__()
        self.text = ""
        self._shown = ""  # the text as drawn (a one-line text cut short)
        self._px, self._bold = px, bold
        self._font = font(px, bold)
        self._backing = backing
        self._colour = colour
        self._max_width = max_width
        self._pad = pad
        self._height = height
        self._one_line = one_line  # measured as one line (its advance), never wrapped
        self._grows_on_one_line = grows_on_one_line
        self._rect = QRectF()
        self._frame: QColor | None = None
        self.align_left = False
        self.anchor = "centre"

    def set_text(self, text: str, colour: QColor | None = None,
                 frame: QColor | None = None) -> None:
        """Show `text` (in `colour`; `frame`: a coloured frame round the plate)."""
        if colour is not None:
            self._colour = colour
        self._frame = frame
        self.prepareGeometryChange()
        self.text = text
        self._layout()
        self.update()

    def set_max_width(self, width: float) -> None:
        """Wrap the text at `width` units (the room left beside a side panel)."""
        if abs(width - self._max_width) > 0.5:
            self._max_width = width
            self.prepareGeometryChange()
            self._layout()
            self.update()

    def colour(self) -> QColor:
        return QColor(self._colour)

    def rect(self) -> QRectF:
        return QRectF(self._rect)

    def refit(self) -> None:
        """Measure the text again at the text size in use."""
        self.prepareGeometryChange()
        self._layout()

    def _layout(self) -> None:
        self._font = font(self._px, self._bold)
        if (self._grows_on_one_line and "\n" not in self.text
                and QFontMetricsF(self._font).horizontalAdvance(self.text) > self._max_width):
            least = fitted_font(self.text, self._max_width, self._font.pixelSize(), self._px,
                                self._bold)  # as large as one line allows, not below 100 %
            if QFontMetricsF(least).horizontalAdvance(self.text) <= self._max_width:
                self._font = least
        self._shown = self.text
        if self._one_line:
            self._fit_one_line()
        metrics = QFontMetricsF(self._font)
        box = metrics.boundingRect(QRectF(0, 0, self._max_width, 4000), CENTRED, self.text)
        if self._one_line:
            box = QRectF(0, 0, metrics.horizontalAdvance(self._shown), metrics.height())
        # the padding grows with the text, as the plate round it would be drawn larger
        pad_x, pad_y = ((p * grown() for p in self._pad) if self._backing is not None
                        else (0.0, 0.0))
        w = box.width() + 2 * pad_x
        h = box.height() + 2 * pad_y
        if self._height is not None:  # a fixed height, unless a larger text needs more
            h = max(self._height, box.height())
        left = 0 if self.align_left else -w / 2
        top = {"top": 0.0, "bottom": -h}.get(self.anchor, -h / 2)
        self._rect = QRectF(left, top, w, h) if self.text else QRectF()

    def _fit_one_line(self) -> None:
        """A one-line text wider than `max_width`: smaller, then cut short."""
        if QFontMetricsF(self._font).horizontalAdvance(self.text) <= self._max_width:
            self.setToolTip("")
            return
        size = self._font.pixelSize()
        self._font, self._shown = fitted_text(self.text, self._max_width, size,
                                              size * ONE_LINE_SMALLEST, self._bold)
        self.setToolTip(plain_tip(self.text) if self._shown != self.text else "")

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if self._backing is not None:
            look = self._backing
            plate(painter, self._rect, look.fill, self._frame or look.frame,
                  2.5 if self._frame else look.frame_w, look.radius)
        painter.setPen(self._colour)
        painter.setFont(self._font)
        flags = int(Qt.AlignmentFlag.AlignCenter) if self._one_line else CENTRED
        painter.drawText(self._rect, flags, self._shown)


# ---- a bubble --------------------------------------------------------------------------

@dataclass(frozen=True)
class BubbleLook:
    fill: QColor
    frame: QColor
    ink: QColor
    highlight: QColor | None = None  # the fill of a highlighted bubble
    px: float = 24
    height: float = 44
    pad: float = 36  # added to the text's width
    z: float = 40


class Bubble(QGraphicsObject):
    """A short word or number in a rounded bubble centred on its position (a round one
    when the text is narrow)."""

    def __init__(self, look: BubbleLook, text: str = ""):
        super().__init__()
        self.look = look
        self.text = ""
        self.highlighted = False
        self._w = self._h = look.height
        self.setZValue(look.z)
        self.set_text(text)

    def set_text(self, text: str, highlighted: bool = False) -> None:
        self.prepareGeometryChange()
        self.text, self.highlighted = text, highlighted
        metrics = QFontMetricsF(font(self.look.px, bold=True))
        self._h = max(self.look.height, metrics.height() + 8)  # a larger text: taller
        self._w = max(self._h, metrics.horizontalAdvance(text) + self.look.pad)
        self.update()

    def refit(self) -> None:
        self.set_text(self.text, self.highlighted)

    def boundingRect(self) -> QRectF:
        h = self._h
        return QRectF(-self._w / 2 - 4, -h / 2 - 6, self._w + 8, h + 12)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        look = self.look
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        h = self._h
        r = QRectF(-self._w / 2, -h / 2, self._w, h)
        painter.setPen(QPen(look.frame, 2))
        fill = look.highlight if self.highlighted and look.highlight is not None else look.fill
        painter.setBrush(fill)
        radius = min(20.0, h / 2) if self._w > h else h / 2
        painter.drawRoundedRect(r, radius, radius)
        painter.setPen(look.ink)
        painter.setFont(font(look.px, bold=True))
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, self.text)


