"""The coach dock's title bar: its title as a label and a × that closes the dock. Both
follow the text size and the language like any widget (Qt's own title bar, on X11, kept
drawing the title at the size it first had)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDockWidget, QHBoxLayout, QLabel, QStyle, QToolButton, QWidget


class DockTitle(QWidget):
    """`dock`'s title bar (set on it here). A drag on it moves the dock as Qt's does:
    the label leaves the mouse to the dock."""

    def __init__(self, dock: QDockWidget):
        super().__init__(dock)
        self.setObjectName("coachTitle")
        self.label = QLabel(dock.windowTitle())
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.close_button = QToolButton()
        self.close_button.setObjectName("coachClose")
        self.close_button.setAutoRaise(True)
        self.close_button.setIcon(self.style().standardIcon(
            QStyle.StandardPixmap.SP_DockWidgetCloseButton))
        self.close_button.clicked.connect(dock.close)
        row = QHBoxLayout(self)
        row.setContentsMargins(6, 2, 2, 2)
        row.addWidget(self.label, 1)
        row.addWidget(self.close_button)
        dock.windowTitleChanged.connect(self.label.setText)
        dock.setTitleBarWidget(self)

    def retranslate(self) -> None:
        tip = QCoreApplication.translate("Coach", "Close the coach")
        self.close_button.setToolTip(tip)
        self.close_button.setAccessibleName(tip)
