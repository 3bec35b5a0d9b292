"""The main window's status bar: a message too long for the bar (a large text size, a
narrow window) ends in an ellipsis instead of being cut off mid-word, and the whole
message is its tooltip. `currentMessage()` stays the whole message. Its marks (styled
labels, which Qt leaves at the old size) follow a new text size as the bar does. A
`notice` shows for a while, then the line says again what it said before."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, Qt, QTimer
from PySide6.QtGui import QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QSizeGrip, QStatusBar, QStyle, QStyleOption, QWidget

from gui.services.plain_tip import plain_tip

MESSAGE_LEFT = 6  # where Qt's own status bar begins its message
MESSAGE_RIGHT = 12  # what it leaves free at the right without a size grip


class ElidingStatusBar(QStatusBar):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.messageChanged.connect(self._tell_whole)
        self._noticed: str | None = None  # the notice shown now
        self._before_notice = ""  # what the line said before the notices

    def notice(self, text: str, ms: int) -> None:
        """`text` for `ms`, then what the line said before the notices, unless it has
        said something else since (a friend's "is back" took the place of "your turn" for
        good; a notice on an empty line stayed)."""
        if self.currentMessage() != self._noticed:  # (a notice replacing one keeps what
            self._before_notice = self.currentMessage()  # the first replaced)
        self._noticed = text
        self.showMessage(text)

        def again() -> None:
            if self.currentMessage() == text:
                self.showMessage(self._before_notice)  # (or nothing, as before)
                self._noticed = None

        QTimer.singleShot(ms, self, again)

    def message_rect(self) -> QRect:
        """Where the message is drawn: from the left to the first permanent widget or the
        size grip (left to right; mirrored right to left)."""
        shown = [w for w in self.findChildren(QWidget) if w.parent() is self
                 and w.isVisible() and not w.isWindow()]
        left, right = MESSAGE_LEFT, self.width() - MESSAGE_RIGHT
        if self.layoutDirection() == Qt.LayoutDirection.RightToLeft:
            for widget in shown:
                left = max(left, widget.geometry().right() + 3)
        else:
            for widget in shown:
                right = min(right, widget.x() - 2)
        return QRect(left, 0, max(0, right - left), self.height())

    def shown_message(self) -> str:
        """The message as the bar draws it: elided when it does not fit."""
        return self.fontMetrics().elidedText(self.currentMessage(),
                                             Qt.TextElideMode.ElideRight,
                                             self.message_rect().width())

    def _tell_whole(self, message: str) -> None:
        self.setToolTip(plain_tip(message) if self.shown_message() != message else "")

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            for widget in self.findChildren(QWidget):
                if widget.parent() is self and widget.styleSheet():
                    widget.setFont(self.font())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._tell_whole(self.currentMessage())

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.currentMessage():
            super().paintEvent(event)
            return
        painter = QPainter(self)
        option = QStyleOption()
        option.initFrom(self)
        self.style().drawPrimitive(QStyle.PrimitiveElement.PE_PanelStatusBar, option,
                                   painter, self)
        for widget in self.findChildren(QWidget):  # the permanent widgets' frames
            if (widget.parent() is self and widget.isVisible()
                    and not isinstance(widget, QSizeGrip)):
                frame = QStyleOption()
                frame.initFrom(self)
                frame.rect = widget.geometry().adjusted(-1, -1, 1, 1)
                frame.palette = self.palette()
                self.style().drawPrimitive(QStyle.PrimitiveElement.PE_FrameStatusBarItem,
                                           frame, painter, widget)
        painter.setPen(self.palette().windowText().color())
        painter.drawText(self.message_rect(), int(Qt.AlignmentFlag.AlignLeading)
                         | int(Qt.AlignmentFlag.AlignVCenter)
                         | int(Qt.TextFlag.TextSingleLine), self.shown_message())
