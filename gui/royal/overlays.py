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
        self._width = QFontMetricsF(font(20, bold=True)).horizontalAdvance(text) + 32
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self._width + 8, 52)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(0, 0, self._width, 44)
        plate(painter, r, radius=12)
        painter.setPen(TEXT)
        painter.setFont(font(20, bold=True))
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
    """The matchstick bank: a tray with the matches in it (empty when there are none)
    and, beside it, the word and the count."""

    W, H = 160.0, 78.0

    def __init__(self, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.count = 0
        self.setZValue(6)

    def set_count(self, count: int) -> None:
        self.count = count
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self.W + 8, self.H + 8)

    def tray_rect(self) -> QRectF:
        return QRectF(10, 12, 74, self.H - 24)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        plate(painter, QRectF(0, 0, self.W, self.H), radius=12)
        tray = self.tray_rect()
        painter.setPen(QPen(QColor("#b08a4e"), 2))
        painter.setBrush(QColor(60, 40, 18, 200))
        painter.drawRoundedRect(tray, 7, 7)
        painter.setPen(QPen(QColor(0, 0, 0, 70), 1))
        painter.setBrush(QColor(30, 20, 8, 150))
        painter.drawRoundedRect(tray.adjusted(5, 5, -5, -5), 4, 4)
        painter.save()
        painter.setClipRect(tray.adjusted(3, 3, -3, -3))
        for i in range(min(self.count, 14)):
            angle = -14 + (i * 37) % 28
            y = tray.bottom() - 9 - (i % 7) * 5 - (i // 7) * 2
            x = tray.left() + 6 + (i * 5) % 9
            paint_match(painter, QPointF(x, y + angle * 0.5), angle, 62)
        painter.restore()
        left = tray.right() + 4
        width = self.W - left - 6
        painter.setPen(TEXT)
        painter.setFont(font(19))
        painter.drawText(QRectF(left, 8, width, 24), Qt.AlignmentFlag.AlignCenter,
                         texts.bank_label())
        painter.setFont(font(28, bold=True))
        painter.drawText(QRectF(left, 32, width, 38), Qt.AlignmentFlag.AlignCenter,
                         texts.count(self.count))

    def centre(self) -> QPointF:
        return self.mapToScene(self.tray_rect().center())


class Dimmer(QGraphicsObject):
    """A shade over the whole table under an overlay; a click on it is reported."""

    clicked = Signal()

    def __init__(self, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self._rect = QRectF(0, 0, 1280, 1000)
        self.setZValue(62)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(rect)

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.fillRect(self._rect, QColor(0, 0, 0, 125))

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.clicked.emit()


class LastTrickPanel(QGraphicsObject):
    """The last trick shown again: each card with who played it, the taker marked."""

    closed = Signal()
    CARD_W, STEP = 112.0, 130.0

    def __init__(self, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.cards: list[tuple[str, str, bool]] = []  # card, player name, took it
        self.setZValue(70)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def set_trick(self, cards: list[tuple[str, str, bool]]) -> None:
        self.prepareGeometryChange()
        self.cards = cards
        self.update()

    def rect(self) -> QRectF:
        """Centred on the trick, and big enough to cover every card of it."""
        w = max(600.0, 50 + len(self.cards) * self.STEP)
        return QRectF(-w / 2, -240, w, 480)

    def boundingRect(self) -> QRectF:
        return self.rect().adjusted(-12, -12, 12, 12)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect()
        plate(painter, r, glow=True, radius=18, opaque=True)
        painter.setPen(GOLD)
        painter.setFont(font(28, bold=True))
        painter.drawText(QRectF(r.left(), r.top() + 30, r.width(), 40),
                         Qt.AlignmentFlag.AlignCenter, texts.last_trick_title())
        dpr = painter.device().devicePixelRatioF() if painter.device() else 1.0
        first = -(len(self.cards) - 1) / 2 * self.STEP
        for i, (card, name, took) in enumerate(self.cards):
            x = first + i * self.STEP
            card_rect = QRectF(x - self.CARD_W / 2, r.top() + 96, self.CARD_W, self.CARD_W * 1.4)
            pix = card_pixmap(card, 180, dpr)
            painter.drawPixmap(card_rect, pix, QRectF(0, 0, pix.width(), pix.height()))
            if took:
                painter.setPen(QPen(GOLD, 4))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(card_rect.adjusted(-3, -3, 3, 3), 8, 8)
            name_font = font(20, bold=took)
            box = QRectF(x - self.STEP / 2, card_rect.bottom() + 10, self.STEP, 28)
            painter.setPen(GOLD if took else TEXT)
            painter.setFont(name_font)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, QFontMetricsF(name_font)
                             .elidedText(name, Qt.TextElideMode.ElideRight, self.STEP - 8))
            if took:
                painter.setFont(font(19))
                painter.drawText(box.translated(0, 28), Qt.AlignmentFlag.AlignCenter,
                                 texts.took_it())
        painter.setPen(MUTED)
        painter.setFont(font(19))
        painter.drawText(QRectF(r.left(), r.bottom() - 48, r.width(), 30),
                         Qt.AlignmentFlag.AlignCenter, texts.click_to_close())

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.closed.emit()
