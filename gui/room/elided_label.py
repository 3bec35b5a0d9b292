"""Text cut to a few lines: `elided` wraps a text as a label of a width does and cuts it
with … after `lines` lines; `ElidedLabel` is a word-wrapped label that shows at most
`lines` lines of its text so (the whole text its tooltip, and what `text()` returns);
`ElidedCombo` is a combo box that cuts its current text with … where it is narrower
than the text (the style only clipped it), its list showing the whole texts."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import (
    QFont,
    QFontMetrics,
    QPaintEvent,
    QResizeEvent,
    QTextLayout,
    QTextOption,
)
from PySide6.QtWidgets import (
    QComboBox,
    QLabel,
    QStyle,
    QStyleOptionComboBox,
    QStylePainter,
    QWidget,
)

from gui.services.plain_tip import plain_tip


def elided(text: str, font: QFont, width: int, lines: int,
           align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter) -> str:
    """`text` as a label `width` wide wraps it, cut with … to at most `lines` lines."""
    layout = QTextLayout(text, font)
    option = QTextOption(align)  # a word longer than the width is broken, so cut too
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)  # (it was
    layout.setTextOption(option)  # left whole, clipped at the label's edge)
    starts = []
    layout.beginLayout()
    while (line := layout.createLine()).isValid():
        line.setLineWidth(width)
        starts.append(line.textStart())
    layout.endLayout()
    if len(starts) <= lines:
        return text
    last = starts[lines - 1]
    return text[:last] + QFontMetrics(font).elidedText(text[last:].replace("\n", " "),
                                                       Qt.TextElideMode.ElideRight, width)


class ElidedLabel(QLabel):
    """A plain-text, word-wrapped label of at most `lines` lines: a text that needs more
    in the label's width is cut with … (a squeezed bar clipped it top and bottom)."""

    def __init__(self, lines: int, parent: QWidget | None = None):
        super().__init__(parent)
        self._lines = lines
        self._whole = ""
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)

    def setText(self, text: str) -> None:
        self._whole = text
        self._fit()

    def text(self) -> str:
        """The whole text, as set (what is shown may be cut short)."""
        return self._whole

    def clear(self) -> None:
        self.setText("")

    def shown_text(self) -> str:
        return super().text()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # (the text size changed)
            self._fit()

    def _fit(self) -> None:
        width = self.contentsRect().width()
        shown = self._whole if width <= 0 else elided(
            self._whole, self.font(), width, self._lines, Qt.AlignmentFlag.AlignLeft)
        self.setToolTip(plain_tip(self._whole) if shown != self._whole else "")
        if shown != super().text():
            super().setText(shown)


class ElidedCombo(QComboBox):
    """A combo box whose current text is cut with … to the box's width."""

    def shown_text(self) -> str:
        """The current text as the box draws it."""
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        field = self.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                            QStyle.SubControl.SC_ComboBoxEditField, self)
        return self.fontMetrics().elidedText(option.currentText, Qt.TextElideMode.ElideRight,
                                             field.width())

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QStylePainter(self)
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, option)
        option.currentText = self.shown_text()
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, option)
