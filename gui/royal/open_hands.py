"""A replay that shows every hand: each opponent's cards, written compactly on one line
over the fan of backs on its panel (a suit symbol, then that suit's ranks, high to low)."""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from core.royal.cards import CARD_INDEX, SUITS
from gui.art.card_suits import paint_suit_in, suit_dark
from gui.royal.layout import PANEL_H, PANEL_W
from gui.table.plates import fixed_font

if TYPE_CHECKING:
    from gui.royal.seats import SeatPanel

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
        self.line = self._flow()
        self.width = max(PANEL_W, sum(w for *_, w in self.line)
                         + GAP * (len(self.line) - 1) + 16)
        self.setZValue(2)

    def _flow(self) -> list[tuple[str, str, float]]:
        """Each suit group with the width it takes, all on one line (the line may be
        wider than the panel: above a panel there is no other panel)."""
        metrics = QFontMetricsF(fixed_font(TEXT_PX, True))
        return [(suit, ranks, SYMBOL + 4 + metrics.horizontalAdvance(ranks))
                for suit, ranks in self.groups]

    def boundingRect(self) -> QRectF:
        return QRectF(-self.width / 2, -PANEL_H / 2 + 52 - LINE_H - 8, self.width, LINE_H + 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        rect = self.boundingRect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QColor(0, 0, 0, 90))
        painter.setBrush(QColor("#f6f0e0"))
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 10, 10)
        painter.setFont(fixed_font(TEXT_PX, True))
        x, y = rect.left() + 8, rect.top() + 4
        for suit, ranks, width in self.line:
            paint_suit_in(painter, QRectF(x, y + (LINE_H - SYMBOL) / 2, SYMBOL, SYMBOL), suit)
            painter.setPen(suit_dark(suit))
            painter.drawText(QRectF(x + SYMBOL + 4, y, width, LINE_H),
                             Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, ranks)
            x += width + GAP


def sync_open_hands(panels: Mapping[int, SeatPanel], shown: Collection[int],
                    hand_of: Callable[[int], Sequence[str]], width: float) -> None:
    """Every opponent whose hand may be shown face up (`shown`: a replay with all hands)
    and who holds cards (`hand_of(seat)`) gets them written over its panel instead of
    its fan of backs; every other panel shows only its backs. `width`: the table's."""
    for seat, panel in panels.items():
        for child in panel.childItems():
            if isinstance(child, OpenHand):
                scene = child.scene()
                if scene is not None:
                    scene.removeItem(child)  # it leaves its panel too
        cards = list(hand_of(seat)) if not panel.bottom and seat in shown else []
        panel.set_hand_open(bool(cards))  # no plate for an empty hand (between deals)
        if cards:
            hand = OpenHand(cards, panel)
            box = hand.sceneBoundingRect()  # kept inside the table's edges
            shift = max(0.0, 8 - box.left()) - max(0.0, box.right() - (width - 8))
            hand.setPos(shift / panel.scale(), 0)  # (in the panel's units: it may be grown)

