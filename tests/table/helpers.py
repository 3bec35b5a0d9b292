"""A bare table view with items in it, and real mouse events on its viewport."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from gui.table.view import TableView


def shown_view(qtbot, width: float = 800, height: float = 600) -> TableView:
    view = TableView()
    qtbot.addWidget(view)
    view.resize(800, 600)
    view.show()
    qtbot.waitExposed(view)
    view.fit_scene(width, height)
    return view


def send(view: TableView, kind: QEvent.Type, scene_pos: QPointF,
         buttons: Qt.MouseButton = Qt.MouseButton.LeftButton) -> None:
    at = view.mapFromScene(scene_pos)
    viewport = view.viewport()
    event = QMouseEvent(kind, QPointF(at), QPointF(viewport.mapToGlobal(at)),
                        Qt.MouseButton.LeftButton, buttons, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(viewport, event)


def drag(view: TableView, start: QPointF, end: QPointF, steps: int = 5) -> None:
    send(view, QEvent.Type.MouseButtonPress, start)
    for i in range(1, steps + 1):
        send(view, QEvent.Type.MouseMove, start + (end - start) * (i / steps))
    send(view, QEvent.Type.MouseButtonRelease, end, Qt.MouseButton.NoButton)


def click(view: TableView, at: QPointF) -> None:
    send(view, QEvent.Type.MouseButtonPress, at)
    send(view, QEvent.Type.MouseButtonRelease, at, Qt.MouseButton.NoButton)


__all__ = ["QPoint", "click", "drag", "send", "shown_view"]
