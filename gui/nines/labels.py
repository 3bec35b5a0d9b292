"""The Nines table's looks of the shared items (gui.table: labels, the banner, buttons,
the count bubble) and its own name plates. All draw in scene units, so they scale with
the table."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from gui.nines.items import GOLD
from gui.table.banner import Banner, BannerLook
from gui.table.button import Button, ButtonLook
from gui.table.cached import DeviceCached
from gui.table.plates import (
    INK,
    LABEL_PAD,
    Bubble,
    BubbleLook,
    Label,
    PlateLook,
    fitted_text,
    fixed_font,
    font,
    grown,
)

TAG_SMALLEST = 11.0  # a seat tag's smallest text (scene pixels) before it is cut short
DETAIL_SMALLEST = 12.0  # and a plate's detail line's
BANNER = BannerLook(PlateLook(QColor(10, 16, 13, 235), GOLD, 3, 16), GOLD, INK)
BUTTON = ButtonLook(face=QColor("#e9b949"), frame=None, gradient=False, shadow=True,
                    radius=12, frame_w=2)
BUBBLE = BubbleLook(QColor("#fff6dc"), QColor("#2a1d05"), QColor("#2a1d05"), GOLD, px=22,
                    height=44, pad=0, z=960)  # a circle, as wide as it is high


def label(px: float, backing: QColor | None = None, max_width: float = 900,
          grows_on_one_line: bool = False, pad: tuple[float, float] = LABEL_PAD) -> Label:
    """Bold text on a rounded `backing` (none: bare text)."""
    plate = None if backing is None else PlateLook(backing, radius=12)
    return Label(px, True, plate, max_width=max_width, grows_on_one_line=grows_on_one_line,
                 pad=pad)


def banner() -> Banner:
    return Banner(BANNER)


def button(rect: QRectF, px: float = 22) -> Button:
    item = Button(replace(BUTTON, text_px=px), primary=True)
    item.set_rect(rect)
    item.setZValue(950)
    return item


def bubble() -> Bubble:
    return Bubble(BUBBLE)


BADGE_SHARE = 0.6  # of the detail's row, the most the badge takes ("computer for now")
BADGE_GAP = 8  # between the detail and the badge


class Plate(DeviceCached):
    """A seat's name plate: colour chip, name, stacks won this game, turn and thinking
    marks. Its trophies are tiles placed on its lower part by the table. Drawn anew only
    when it changes (gui.table.cached)."""

    def __init__(self, colour: QColor):
        super().__init__()
        self._rect = QRectF(0, 0, 250, 122)
        self.colour = colour
        self.name = ""
        self.detail = ""
        self.active = False
        self.badge = ""
        self.tag = ""  # a gold tag at the right of the name (Tien Gow's banker)
        self.short_tags: tuple[str, ...] = ()  # shorter and shorter tags ("B ×2", "B")
        self.setZValue(5)

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(0, 0, rect.width(), rect.height())
        self.setPos(rect.topLeft())

    def set_state(self, name: str, detail: str, active: bool, badge: str = "",
                  tag: str = "", short_tags: tuple[str, ...] = ()) -> None:
        state = (name, detail, active, badge, tag, short_tags)
        if state != (self.name, self.detail, self.active, self.badge, self.tag,
                     self.short_tags):
            (self.name, self.detail, self.active, self.badge, self.tag,
             self.short_tags) = state
            self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-8, -8, 8, 8)

    @staticmethod
    def _rows() -> tuple[float, float]:
        """The heights of the name's row and the detail's (taller at a larger text)."""
        return (max(32.0, QFontMetricsF(font(21, True)).height() + 4),
                max(22.0, QFontMetricsF(font(16)).height() + 2))

    def text_bottom(self) -> float:
        """Where its texts end, in item units (its trophies lie below)."""
        return self._rect.top() + 2 + sum(self._rows())

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self._rect
        painter.setPen(QPen(self.colour, 4) if self.active else QPen(QColor(0, 0, 0, 60), 1.5))
        painter.setBrush(QColor(0, 0, 0, 95 if self.active else 70))
        painter.drawRoundedRect(r, 14, 14)
        name_h, detail_h = self._rows()
        chip = QPainterPath()
        chip.addEllipse(QPointF(r.left() + 20, r.top() + 6 + name_h / 2), 8, 8)
        painter.fillPath(chip, QBrush(self.colour))
        room = r.width() - 50 - (self._paint_tag(painter, name_h) if self.tag else 0)
        painter.setPen(INK)
        name_font, name = fitted_text(self.name, room, 21 * grown(), 16 * grown(), bold=True)
        painter.setFont(name_font)  # smaller beside a tag, before it is cut short
        painter.drawText(QRectF(r.left() + 36, r.top() + 6, r.width() - 44, name_h),
                         Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, name)
        detail = QRectF(r.left() + 14, r.top() + 2 + name_h, r.width() - 24, detail_h)
        (detail_font, detail_text), (badge_font, badge_text) = self.detail_look()
        painter.setFont(detail_font)
        painter.setPen(QColor(247, 241, 225, 210))
        painter.drawText(detail, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                         detail_text)
        if badge_text:
            painter.setFont(badge_font)
            painter.setPen(self.colour)
            painter.drawText(detail,
                             Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                             badge_text)

    def detail_look(self) -> tuple[tuple[QFont, str], tuple[QFont, str]]:
        """The detail's row as drawn: the detail at the left ("0 stacks"), the badge at
        the right ("thinking…"), each set smaller, then cut short, so that the two never
        overlap (in a narrow plate "0 stackthinking…"); the badge keeps at most
        BADGE_SHARE of the row and the detail has the rest."""
        width = self._rect.width() - 24
        badge: tuple[QFont, str] = (font(16, True), "")
        taken = 0.0
        if self.badge:
            badge = fitted_text(self.badge, width * BADGE_SHARE, 16 * grown(),
                                DETAIL_SMALLEST, bold=True)
            taken = QFontMetricsF(badge[0]).horizontalAdvance(badge[1]) + BADGE_GAP
        detail = fitted_text(self.detail, width - taken, 16 * grown(),
                             DETAIL_SMALLEST)  # ("0 štychů · 0 žetonů")
        return detail, badge

    def tag_look(self, name_h: float | None = None) -> tuple[QRectF, QFont, str]:
        """Where the tag is drawn (item units), its font and its text. The name keeps
        its room first (at least half the row, or all it needs): a tag without room left
        is drawn smaller (as far as TAG_SMALLEST); where the name would still not fit
        beside it at its smallest, the short tags stand in, the first that lets it fit
        ("B ×2", then "B"), else the last is cut short ("Bankéř ×2" beside a name at
        200 % text left the name "…")."""
        smallest = QFontMetricsF(fixed_font(16 * grown(), True)).horizontalAdvance(self.name)
        tags = (self.tag, *self.short_tags)
        for k, tag in enumerate(tags):
            box, tag_font, text = self._tag_box(tag, name_h)
            if k == len(tags) - 1 or (
                    text == tag and smallest <= self._rect.width() - 50 - box.width() - 6):
                break
        return box, tag_font, text

    def _tag_box(self, tag: str, name_h: float | None) -> tuple[QRectF, QFont, str]:
        """`tag` beside the name as `tag_look` draws it: its box, font and text."""
        name_room = self._rect.width() - 50
        need = QFontMetricsF(font(21, True)).horizontalAdvance(self.name)
        room = max(0.0, name_room - min(need, name_room / 2) - 6 - 16)
        tag_font, text = fitted_text(tag, room, 15 * grown(), TAG_SMALLEST, bold=True)
        metrics = QFontMetricsF(tag_font)
        w = metrics.horizontalAdvance(text) + 16
        h = metrics.height() + 6
        row = name_h if name_h is not None else self._rows()[0]
        r = self._rect
        return QRectF(r.right() - 10 - w, r.top() + 6 + (row - h) / 2, w, h), tag_font, text

    def _paint_tag(self, painter: QPainter, name_h: float) -> float:
        """The tag at the right of the name row; the width it takes."""
        box, tag_font, text = self.tag_look(name_h)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(GOLD)
        painter.drawRoundedRect(box, box.height() / 2, box.height() / 2)
        painter.setPen(QColor("#2a1d05"))
        painter.setFont(tag_font)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
        return box.width() + 6
