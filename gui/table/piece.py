"""A piece the human moves on a table (a card, a tile): it follows a drag and reports
the mouse by signals, never by calling its owner, who decides what a press, drag, drop
or double-click means. A subclass paints it."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt, Signal
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
)

DRAG_START = 6.0  # scene units (Manhattan) a press must move to become a drag


class Piece(QGraphicsObject):
    pressed = Signal(object)  # the piece
    dragged = Signal(object, QPointF)  # the piece, the pointer's scene position
    dropped = Signal(object, QPointF, bool)  # ... and whether it moved at all
    double_clicked = Signal(object)

    def __init__(self, parent: QGraphicsItem | None = None, follows: bool = True):
        super().__init__(parent)
        self.follows = follows  # whether a drag moves the piece with the pointer
        self.home = QPointF()  # where a dropped piece returns
        self.home_rotation = 0.0
        self._hover = False
        self._interactive = False
        self._press: QPointF | None = None
        self._grab = QPointF()
        self._moved = False
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_interactive(self, on: bool) -> None:
        """Whether the piece takes the mouse (an open hand over it)."""
        self._interactive = on
        if not on and self._hover:  # a piece leaving the hand gets no hover-leave event
            self._hover = False
            self.update()
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton if on else
                                     Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(on)
        self.setCursor(Qt.CursorShape.OpenHandCursor if on else Qt.CursorShape.ArrowCursor)

    def interactive(self) -> bool:
        return self._interactive

    def hovered(self) -> bool:
        return self._hover

    def dragging(self) -> bool:
        return self._press is not None and self._moved

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = True
        self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = False
        self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self._interactive or event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        self._press = event.scenePos()
        self._grab = self.pos() - event.scenePos()
        self._moved = False
        self.setCursor(Qt.CursorShape.ClosedHandCursor)
        self.pressed.emit(self)
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        if not self._moved:
            delta = event.scenePos() - self._press
            if abs(delta.x()) + abs(delta.y()) < DRAG_START:
                return
            self._moved = True
        if self.follows:
            self.setPos(event.scenePos() + self._grab)
        self.dragged.emit(self, event.scenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        moved = self._moved
        self._press = None
        self._moved = False
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.dropped.emit(self, event.scenePos(), moved)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._interactive:
            self._press = None
            self.double_clicked.emit(self)
