"""A refused move on the Royal table: the core's reason in a bubble over the hand (as the
Nines table shows it over its hand), fading out after a while; the status line says it
too. It goes at once when a move is made or the view changes hands."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QPropertyAnimation, QRectF, QSequentialAnimationGroup, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from gui.royal.items import OVERLAY
from gui.table.plates import font
from gui.table.sequencer import ms

WARN = QColor("#ffb38a")  # the Nines table's colour for a refusal
FONT_PX = 26.0  # 14 px on an 800x600 screen, 28 at 1920x1080
MAX_W = 860.0
HOLD_MS = 3200  # how long the reason stays before it fades (at normal speed)


class RefusalBubble(QGraphicsObject):
    """The reason, centred on the item's position, wrapped to MAX_W."""

    def __init__(self, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.text = ""
        self._rect = QRectF()
        self._fade: QSequentialAnimationGroup | None = None
        self.setZValue(58)  # over the cards, under the banner and the overlays' shade
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.hide()

    def _measure(self) -> None:
        metrics = QFontMetricsF(font(FONT_PX, bold=True))
        box = metrics.boundingRect(QRectF(0, 0, MAX_W, 1000),
                                   Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignCenter,
                                   self.text)
        w, h = box.width() + 48, box.height() + 26
        self.prepareGeometryChange()
        self._rect = QRectF(-w / 2, -h / 2, w, h)

    def rect(self) -> QRectF:
        return QRectF(self._rect)

    def say(self, text: str) -> None:
        """Show `text`, then let it fade (at instant speed it stays until `drop`)."""
        self.drop()
        self.text = text
        self._measure()
        self.setOpacity(1.0)
        self.show()
        if not ms(HOLD_MS):
            return
        fade = QSequentialAnimationGroup(self)
        fade.addPause(ms(HOLD_MS))
        anim = QPropertyAnimation(self, QByteArray(b"opacity"), fade)
        anim.setDuration(ms(600))
        anim.setEndValue(0.0)
        fade.addAnimation(anim)
        fade.finished.connect(self.hide)
        self._fade = fade
        fade.start()

    def drop(self) -> None:
        """Take the reason away now."""
        if self._fade is not None:
            self._fade.stop()
            self._fade.deleteLater()
            self._fade = None
        self.hide()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(WARN, 3))
        painter.setBrush(OVERLAY)
        painter.drawRoundedRect(self._rect, 18, 18)
        painter.setPen(WARN)
        painter.setFont(font(FONT_PX, bold=True))
        painter.drawText(self._rect.adjusted(24, 13, -24, -13),
                         Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignCenter, self.text)
