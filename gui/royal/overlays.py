"""Plates over the Royal table: the deal banner and label, bubbles, the matchstick bank,
the last trick and the score table."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from gui.art.cards import card_pixmap
from gui.royal import texts
from gui.royal.items import GOLD, MUTED, TEXT, font, paint_match, plate
from gui.settings import settings

# The small cards the banner shows beside a contract's name (None: a back).
CONTRACT_ART: dict[str, tuple[tuple[str | None, ...], tuple[str | None, ...]]] = {
    "no-tricks": ((None, None, None), (None, None, None)),
    "no-shields": (("7S", "AS"), ("10S", "9S")),
    "no-queens": (("QR", "QG"), ("QB", "QS")),
    "shield-king": (("KS",), ("KS",)),
    "last-trick": ((None,), (None,)),
    "domino": (("9R", "10R", "JR"), ("9B", "10B", "JB")),
}


class Banner(QGraphicsObject):
    """The big plate that names a deal's contract and its penalty."""

    def __init__(self, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.heading = ""
        self.title = ""
        self.line = ""
        self.contract = ""
        self.setZValue(60)

    def set_texts(self, heading: str, title: str, line: str, contract: str) -> None:
        self.heading, self.title, self.line, self.contract = heading, title, line, contract
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-400, -115, 800, 230)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(-380, -95, 760, 190)
        plate(painter, r, glow=True, radius=22, opaque=True)
        left, right = CONTRACT_ART.get(self.contract, ((), ()))
        dpr = painter.device().devicePixelRatioF() if painter.device() else 1.0
        for cards, x0, turn in ((left, r.left() + 70, -1), (right, r.right() - 70, 1)):
            mid = (len(cards) - 1) / 2
            for i, card in enumerate(cards):
                painter.save()
                painter.translate(x0 + (i - mid) * 16 * turn, r.center().y() + 4)
                painter.rotate((i - mid) * 12 + turn * 6)
                pix = card_pixmap(card, 120, dpr, settings().card_back)
                painter.drawPixmap(QRectF(-38, -53, 76, 106), pix,
                                   QRectF(0, 0, pix.width(), pix.height()))
                painter.restore()
        text = r.adjusted(130, 0, -130, 0)
        painter.setPen(MUTED)
        painter.setFont(font(22))
        painter.drawText(QRectF(text.left(), r.top() + 16, text.width(), 30),
                         Qt.AlignmentFlag.AlignCenter, self.heading)
        painter.setPen(GOLD)
        title_font = font(50, bold=True)
        metrics = QFontMetricsF(title_font)
        if metrics.horizontalAdvance(self.title) > text.width():
            title_font = font(50 * text.width() / metrics.horizontalAdvance(self.title),
                              bold=True)
        painter.setFont(title_font)
        painter.drawText(QRectF(text.left(), r.top() + 46, text.width(), 66),
                         Qt.AlignmentFlag.AlignCenter, self.title)
        painter.setPen(TEXT)
        painter.setFont(font(23))
        painter.drawText(QRectF(text.left() - 10, r.top() + 116, text.width() + 20, 56),
                         Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.line)


class DealLabel(QGraphicsObject):
    """The small plate in the top left corner: which deal, what it costs."""

    def __init__(self, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.text = ""
        self._width = 300.0
        self.setZValue(8)

    def set_text(self, text: str) -> None:
        self.prepareGeometryChange()
        self.text = text
        self._width = QFontMetricsF(font(19, bold=True)).horizontalAdvance(text) + 32
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self._width + 8, 48)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(0, 0, self._width, 40)
        plate(painter, r, radius=12)
        painter.setPen(TEXT)
        painter.setFont(font(19, bold=True))
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, self.text)


class Bubble(QGraphicsObject):
    """A short word over a seat ("Pass"), faded out by the table."""

    def __init__(self, text: str, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.text = text
        self._w = QFontMetricsF(font(24, bold=True)).horizontalAdvance(text) + 36
        self.setZValue(40)

    def boundingRect(self) -> QRectF:
        return QRectF(-self._w / 2 - 4, -28, self._w + 8, 56)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(-self._w / 2, -22, self._w, 44)
        painter.setPen(QPen(QColor("#6b4e00"), 2))
        painter.setBrush(QColor("#fff4d0"))
        painter.drawRoundedRect(r, 20, 20)
        painter.setPen(QColor("#3a2a05"))
        painter.setFont(font(24, bold=True))
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, self.text)


class MatchItem(QGraphicsObject):
    """One flying match."""

    def __init__(self, angle: float, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.angle = angle
        self.setZValue(45)

    def boundingRect(self) -> QRectF:
        return QRectF(-30, -30, 60, 60)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_match(painter, QPointF(-20, 0), self.angle, 40)


class BankItem(QGraphicsObject):
    """The matchstick bank: a pile of matches and its count."""

    def __init__(self, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.count = 0
        self.setZValue(6)

    def set_count(self, count: int) -> None:
        self.count = count
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, 148, 78)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(0, 0, 140, 70)
        plate(painter, r, radius=12)
        shown = min(self.count, 12)
        for i in range(shown):
            angle = -68 + ((i * 7) % 5 - 2) * 3 + i * 0.6
            paint_match(painter, QPointF(14 + i * 3.2, 58 - (i % 2) * 2), angle, 44)
        painter.setPen(TEXT)
        painter.setFont(font(15))
        painter.drawText(QRectF(64, 6, 70, 22), Qt.AlignmentFlag.AlignCenter, texts.bank_label())
        painter.setFont(font(26, bold=True))
        painter.drawText(QRectF(64, 28, 70, 34), Qt.AlignmentFlag.AlignCenter, str(self.count))

    def centre(self) -> QPointF:
        return self.mapToScene(QPointF(35, 35))


class LastTrickPanel(QGraphicsObject):
    """The last trick shown again: each card with who played it, the taker marked."""

    closed = Signal()

    def __init__(self, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.cards: list[tuple[str, str, bool]] = []  # card, player name, took it
        self.setZValue(70)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def set_trick(self, cards: list[tuple[str, str, bool]]) -> None:
        self.prepareGeometryChange()
        self.cards = cards
        self.update()

    def _rect(self) -> QRectF:
        w = max(360.0, 40 + len(self.cards) * 118)
        return QRectF(-w / 2, -150, w, 300)

    def boundingRect(self) -> QRectF:
        return self._rect().adjusted(-12, -12, 12, 12)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self._rect()
        plate(painter, r, glow=True, radius=18, opaque=True)
        painter.setPen(GOLD)
        painter.setFont(font(24, bold=True))
        painter.drawText(QRectF(r.left(), r.top() + 10, r.width(), 34),
                         Qt.AlignmentFlag.AlignCenter, texts.last_trick_title())
        dpr = painter.device().devicePixelRatioF() if painter.device() else 1.0
        for i, (card, name, took) in enumerate(self.cards):
            x = r.left() + 30 + i * 118
            card_rect = QRectF(x, r.top() + 56, 98, 137)
            pix = card_pixmap(card, 160, dpr)
            painter.drawPixmap(card_rect, pix, QRectF(0, 0, pix.width(), pix.height()))
            if took:
                painter.setPen(QPen(GOLD, 4))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(card_rect.adjusted(-3, -3, 3, 3), 8, 8)
            painter.setPen(GOLD if took else TEXT)
            painter.setFont(font(17, bold=took))
            metrics = QFontMetricsF(font(17, bold=took))
            painter.drawText(QRectF(x - 8, r.top() + 198, 114, 24), Qt.AlignmentFlag.AlignCenter,
                             metrics.elidedText(name, Qt.TextElideMode.ElideRight, 112))
            if took:
                painter.setFont(font(15))
                painter.drawText(QRectF(x - 8, r.top() + 222, 114, 22),
                                 Qt.AlignmentFlag.AlignCenter, texts.took_it())
        painter.setPen(MUTED)
        painter.setFont(font(15))
        painter.drawText(QRectF(r.left(), r.bottom() - 36, r.width(), 26),
                         Qt.AlignmentFlag.AlignCenter, texts.click_to_close())

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.closed.emit()
