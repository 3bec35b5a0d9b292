"""The hot-seat curtain: an opaque overlay over the whole table between two humans' turns.

It hides every hand until the named player clicks (or presses Space or Enter); only then
does the room tell the controller, which shows that player's hand.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from gui.art.dice import paint_die
from gui.services.settings import settings
from gui.services.text_size import text_size

if TYPE_CHECKING:
    from gui.table.contracts import TableController

Roll = tuple[str, tuple[int, int], str]  # who rolled, the dice, who opens


class DicePair(QWidget):
    """Two dice drawn side by side (the public opening roll, shown on the curtain)."""

    SIDE = 54

    def __init__(self) -> None:
        super().__init__()
        self.values: tuple[int, int] = (1, 1)
        self.setFixedSize(QSize(self.SIDE * 2 + 18, self.SIDE))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for i, value in enumerate(self.values):
            paint_die(painter, QRectF(i * (self.SIDE + 18), 0, self.SIDE, self.SIDE), value)


class Curtain(QWidget):
    lifted = Signal()

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self._host = parent  # the curtain covers it
        self._name = ""
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        plain = Qt.TextFormat.PlainText  # they name the player
        self._title = QLabel(alignment=Qt.AlignmentFlag.AlignCenter, wordWrap=True,
                             textFormat=plain)
        self._title.setObjectName("curtainTitle")
        self._hint = QLabel(alignment=Qt.AlignmentFlag.AlignCenter, wordWrap=True,
                            textFormat=plain)
        self._roll: Roll | None = None
        self.dice = DicePair()
        self.roll_text = QLabel(alignment=Qt.AlignmentFlag.AlignCenter, wordWrap=True,
                                textFormat=plain)
        self.roll_text.setObjectName("curtainRoll")
        self._button = QPushButton()
        self._button.clicked.connect(self._lift)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(self.dice, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.roll_text)
        layout.addSpacing(18)
        layout.addWidget(self._title)
        layout.addWidget(self._hint)
        layout.addSpacing(24)
        layout.addWidget(self._button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)
        self._style()
        text_size().changed.connect(self._style)
        parent.installEventFilter(self)
        self.hide()

    def _style(self) -> None:
        """Its texts at the text size in use."""
        pt = text_size().pt
        self.setStyleSheet(
            f"QLabel {{ color: #f4ecd8; font-size: {pt(12):.1f}pt; }} "
            f"QLabel#curtainTitle {{ font-size: {pt(22):.1f}pt; font-weight: bold; }} "
            f"QLabel#curtainRoll {{ font-size: {pt(14):.1f}pt; }} "
            # one box model in every state, so that the size fits the focused frame too
            f"QPushButton {{ font-size: {pt(13):.1f}pt; padding: 8px 24px; "
            "border: 3px solid #6b7178; border-radius: 6px; background: #3a3f44; "
            "color: #f4ecd8; } "
            "QPushButton:hover { background: #474d53; } "
            "QPushButton:pressed { background: #2c3034; } "
            "QPushButton:focus { border-color: #f2c94c; }")

    def show_for(self, name: str, roll: Roll | None = None) -> None:
        """Cover the table until `name` clicks; `roll` (public) is the game's opening
        roll the curtain would otherwise hide."""
        self._name = name
        self._roll = roll
        self.dice.setVisible(roll is not None)
        self.roll_text.setVisible(roll is not None)
        if roll is not None:
            self.dice.values = roll[1]
            self.dice.update()
        self.retranslate()
        self.setGeometry(self._host.rect())
        self.raise_()
        self.show()
        self._button.setFocus()  # its focus frame shows where Space and Return go

    def player(self) -> str:
        return self._name

    def retranslate(self) -> None:
        self._title.setText(self.tr("Pass the computer to %1").replace("%1", self._name))
        self._hint.setText(self.tr("The other players look away. %1, click when you are "
                                   "ready: your hand will then be shown.")
                           .replace("%1", self._name))
        self._button.setText(self.tr("I am %1: show my hand").replace("%1", self._name))
        if self._roll is not None:
            roller, dice, opener = self._roll
            self.roll_text.setText(
                self.tr("%1 rolled %2 + %3 = %4: %5 opens.").replace("%1", roller)
                .replace("%2", str(dice[0])).replace("%3", str(dice[1]))
                .replace("%4", str(sum(dice))).replace("%5", opener))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._host and event.type() == QEvent.Type.Resize:
            self.setGeometry(self._host.rect())
        return False

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), settings().table_colour.darker(260))
        painter.setPen(QColor(255, 255, 255, 40))
        step = 28
        for x in range(-self.height(), self.width(), step):
            painter.drawLine(x, self.height(), x + self.height(), 0)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._lift()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._lift()
        else:
            super().keyPressEvent(event)

    def _lift(self) -> None:
        if self.isVisible():
            self.hide()
            self.lifted.emit()


def face_up_seats(controller: TableController) -> frozenset[int]:
    """The seats whose hands a table may draw face up now: the controller's one rule
    (`GameController.face_up_seats`)."""
    return controller.face_up_seats()
