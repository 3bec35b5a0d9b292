"""The coach's dock beside the table (`coach_dock`) and its title bar (`DockTitle`): its
title as a label and a × that closes the dock. Both follow the text size and the language
like any widget (Qt's own title bar, on X11, kept drawing the title at the size it first
had)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDockWidget,
    QFrame,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QStyle,
    QToolButton,
    QWidget,
)

from gui.coach.panel import MIN_WIDTH, CoachPanel


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


def coach_dock(parent: QWidget, panel: CoachPanel) -> QDockWidget:
    """The coach's dock at the right of the table (a table is wider than high, and so
    is a screen: below the table it would take the height a small screen lacks), with
    a × to close it. The panel scrolls in it, its texts wrapped to the dock's width: the
    dock is as wide as the panel asks while the window has room, and narrows to
    MIN_WIDTH before the table goes below its least size."""
    area = QScrollArea()
    area.setObjectName("coachScroll")
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    area.setMinimumWidth(MIN_WIDTH)
    area.setWidget(panel)
    dock = QDockWidget(parent)
    dock.setObjectName("coachDock")
    dock.setWidget(area)
    dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                     | QDockWidget.DockWidgetFeature.DockWidgetClosable)
    dock.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea
                         | Qt.DockWidgetArea.RightDockWidgetArea)
    return dock
