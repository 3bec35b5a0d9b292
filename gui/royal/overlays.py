"""Plates over the Royal table: the deal banner, label and bubbles (gui.table items in
the Royal look), the matchstick bank, the last trick and the shade under overlays."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from gui.art.cards import card_pixmap
from gui.royal import texts
from gui.royal.items import (
    GOLD,
    LABEL_LOOK,
    MUTED,
    TEXT,
    WORD_BUBBLE,
    paint_match,
    plate,
    plate_look,
)
from gui.royal.layout import BANK_H, BANK_W
from gui.services.settings import settings
from gui.table.banner import Banner, BannerLook
from gui.table.cached import DeviceCached
from gui.table.plates import Bubble, Label, fitted_font, fixed_font, font, grown
from gui.table.view import device_ratio

# The small cards the banner shows beside a contract's name (None: a back).
CONTRACT_ART: dict[str, tuple[tuple[str | None, ...], tuple[str | None, ...]]] = {
    "no-tricks": ((None, None, None), (None, None, None)),
    "no-shields": (("7S", "AS"), ("10S", "9S")),
    "no-queens": (("QR", "QG"), ("QB", "QS")),
    "shield-king": (("KS",), ("KS",)),
    "last-trick": ((None,), (None,)),
    "domino": (("9R", "10R", "JR"), ("9B", "10B", "JB")),
}


BANNER_LOOK = BannerLook(
    plate_look(glow=True, radius=22, opaque=True), GOLD, TEXT, heading_colour=MUTED,
    title_px=50, line_px=23, heading_px=22, top=16, heading_h=30, title_h=66, gap=4,
    line_h=56, bottom=18, side=130, overhang=10, min_width=760, max_width=760,
    grow=False, shrink_title=True, centred=True, margin=20, z=60)


def contract_art(contract: str) -> Callable[[QPainter, QRectF], None]:
    """The small cards a deal's banner shows beside its contract's name."""
    left, right = CONTRACT_ART.get(contract, ((), ()))

    def paint(painter: QPainter, r: QRectF) -> None:
        dpr = device_ratio(painter)
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

    return paint


def deal_banner() -> Banner:
    """The big plate that names a deal's contract and its penalty."""
    return Banner(BANNER_LOOK)


def set_deal_banner(banner: Banner, heading: str, title: str, line: str,
                    contract: str) -> None:
    banner.art = contract_art(contract)
    banner.set_text(title, [line], heading)


def deal_label() -> Label:
    """The small plate in the top left corner: which deal, what it costs."""
    label = Label(20, bold=True, backing=LABEL_LOOK, colour=TEXT, height=44, one_line=True)
    label.align_left = True
    label.anchor = "top"
    label.setZValue(8)
    return label


def word_bubble(text: str) -> Bubble:
    """A short word over a seat ("Pass"), faded out by the table."""
    return Bubble(WORD_BUBBLE, text)


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


class BankItem(DeviceCached):
    """The matchstick bank: a tray with the matches in it (empty when there are none)
    and, beside it, the word and the count (drawn anew only when it changes:
    gui.table.cached). It grows as a whole with the text (`setScale`, by its owner)."""

    W, H = BANK_W, BANK_H

    def __init__(self, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.count = 0
        self.setZValue(6)

    def set_count(self, count: int) -> None:
        if count != self.count:
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
        painter.setFont(fitted_font(texts.bank_label(), width, 19, 14))
        painter.drawText(QRectF(left, 8, width, 24), Qt.AlignmentFlag.AlignCenter,
                         texts.bank_label())
        painter.setFont(fitted_font(texts.count(self.count), width, 28, 16, bold=True))
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


CENTRED_TOP = int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop) | int(
    Qt.TextFlag.TextWordWrap)


def two_lines_font(text: str, width: float, pixels: float, smallest: float) -> QFont:
    """`fixed_font(pixels)`, shrunk as far as `smallest` pixels for `text` to take at most
    two lines of `width` when wrapped at its spaces."""
    size = max(smallest, pixels)
    while True:
        f = fixed_font(size)
        metrics = QFontMetricsF(f)
        drawn = metrics.boundingRect(QRectF(0, 0, width, 1e4), CENTRED_TOP, text)
        if size <= smallest or (drawn.width() <= width + 0.5  # no word wider than that
                                and drawn.height() < 2.5 * metrics.lineSpacing()):
            return f
        size = max(smallest, size - 1)


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
        dpr = device_ratio(painter)
        first = -(len(self.cards) - 1) / 2 * self.STEP
        # the names a little smaller, all alike, then cut short, where large text needs room
        name_px = min((fitted_font(name, self.STEP - 8, 20 * grown(), 16, bold=took)
                       .pixelSize() for _, name, took in self.cards), default=20)
        for i, (card, name, took) in enumerate(self.cards):
            x = first + i * self.STEP
            card_rect = QRectF(x - self.CARD_W / 2, r.top() + 96, self.CARD_W, self.CARD_W * 1.4)
            pix = card_pixmap(card, 180, dpr)
            painter.drawPixmap(card_rect, pix, QRectF(0, 0, pix.width(), pix.height()))
            if took:
                painter.setPen(QPen(GOLD, 4))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(card_rect.adjusted(-3, -3, 3, 3), 8, 8)
            name_font = fixed_font(name_px, bold=took)
            shown = QFontMetricsF(name_font).elidedText(name, Qt.TextElideMode.ElideRight,
                                                        self.STEP - 8)
            line = QFontMetricsF(name_font).height()
            box = QRectF(x - self.STEP / 2, card_rect.bottom() + 10, self.STEP, line)
            painter.setPen(GOLD if took else TEXT)
            painter.setFont(name_font)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, shown)
            if took:  # on two lines where large text needs them, never smaller than 100 %
                took_font = two_lines_font(texts.took_it(), self.STEP - 8, 19 * grown(), 15)
                painter.setFont(took_font)
                painter.drawText(QRectF(box.left() + 4, box.bottom(), self.STEP - 8, 80),
                                 CENTRED_TOP, texts.took_it())
        painter.setPen(MUTED)
        painter.setFont(font(19))
        painter.drawText(QRectF(r.left(), r.bottom() - 48, r.width(), 30),
                         Qt.AlignmentFlag.AlignCenter, texts.click_to_close())

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.closed.emit()
