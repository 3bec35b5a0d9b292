"""A replay that shows every hand: each opponent's cards, written compactly over the
fan of backs on its panel (a suit symbol, then that suit's ranks, high to low)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from core.royal.cards import CARD_INDEX, SUITS
from gui.art.card_suits import paint_suit_in, suit_dark
from gui.curtain import face_up_seats
from gui.royal.items import font
from gui.royal.layout import PANEL_H, PANEL_W

if TYPE_CHECKING:
    from gui.royal.table import RoyalTable

LINE_H = 30.0
TEXT_PX = 23.0
SYMBOL = 22.0
GAP = 12.0


def suit_groups(cards: list[str]) -> list[tuple[str, str]]:
    """(suit, "A K 10 7") for each suit held, in the table's suit order."""
    groups = []
    for suit in SUITS:
        held = sorted((c for c in cards if c.endswith(suit)), key=CARD_INDEX.__getitem__,
                      reverse=True)
        if held:
            groups.append((suit, " ".join(c[:-1] for c in held)))
    return groups


class OpenHand(QGraphicsItem):
    """One opponent's cards, drawn on a light plate over the top of its panel."""

    def __init__(self, cards: list[str], parent: QGraphicsItem):
        super().__init__(parent)
        self.groups = suit_groups(cards)
        self.lines = self._flow()
        self.setZValue(2)

    def _flow(self) -> list[list[tuple[str, str, float]]]:
        """The groups wrapped into lines no wider than the panel."""
        metrics = QFontMetricsF(font(TEXT_PX, True))
        lines: list[list[tuple[str, str, float]]] = [[]]
        used = 0.0
        for suit, ranks in self.groups:
            width = SYMBOL + 4 + metrics.horizontalAdvance(ranks)
            if lines[-1] and used + GAP + width > PANEL_W - 16:
                lines.append([])
                used = 0.0
            used += (GAP if lines[-1] else 0) + width
            lines[-1].append((suit, ranks, width))
        return lines

    def boundingRect(self) -> QRectF:
        height = LINE_H * max(1, len(self.lines)) + 8
        return QRectF(-PANEL_W / 2, -PANEL_H / 2 + 52 - height, PANEL_W, height)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        rect = self.boundingRect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QColor(0, 0, 0, 90))
        painter.setBrush(QColor("#f6f0e0"))
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 10, 10)
        painter.setFont(font(TEXT_PX, True))
        y = rect.top() + 4
        for line in self.lines:
            x = rect.left() + 8
            for suit, ranks, width in line:
                paint_suit_in(painter, QRectF(x, y + (LINE_H - SYMBOL) / 2, SYMBOL, SYMBOL),
                              suit)
                painter.setPen(suit_dark(suit))
                painter.drawText(QRectF(x + SYMBOL + 4, y, width, LINE_H),
                                 Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                                 ranks)
                x += width + GAP
            y += LINE_H


def sync_open_hands(t: RoyalTable) -> None:
    """Every opponent whose hand may be shown face up (a replay with all hands) gets
    its cards written over its panel; every other panel shows only its backs."""
    shown = face_up_seats(t.ctl)
    for seat, panel in t.panels.items():
        for child in panel.childItems():
            if isinstance(child, OpenHand):
                child.setParentItem(None)
                if child.scene() is not None:
                    child.scene().removeItem(child)
        if not panel.bottom and seat in shown:
            OpenHand(list(t.ctl.observation(seat).hand), panel)

