"""A piece the human moves on a table (a card, a tile): it follows a drag and reports
the mouse by signals, never by calling its owner, who decides what a press, drag, drop,
double-click or hover means (and may refuse a press: the piece then lets it through). A
subclass paints it."""

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
    hovering = Signal(object, object, bool)  # the piece, the pointer's scene position
    # (None: it left), whether it just came over the piece

    def __init__(self, parent: QGraphicsItem | None = None, follows: bool = True,
                 hand_cursor: bool = True, hover_look: bool = True):
        super().__init__(parent)
        self.follows = follows  # whether a drag moves the piece with the pointer
        self.hand_cursor = hand_cursor  # an open hand over it, a closed one while held
        self.hover_look = hover_look  # it is drawn otherwise under the pointer
        self.home = QPointF()  # where a dropped piece returns
        self.home_rotation = 0.0
        self._hover = False
        self._interactive = False
        self._press: QPointF | None = None
        self._grab = QPointF()
        self._moved = False
        self._refused = False
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def _cursor(self, shape: Qt.CursorShape) -> None:
        if self.hand_cursor:
            self.setCursor(shape)

    def set_interactive(self, on: bool) -> None:
        """Whether the piece takes the mouse (an open hand over it)."""
        self._interactive = on
        if not on and self._hover:  # a piece leaving the hand gets no hover-leave event
            self._hover = False
            self.update()
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton if on else
                                     Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(on)
        self._cursor(Qt.CursorShape.OpenHandCursor if on else Qt.CursorShape.ArrowCursor)

    def interactive(self) -> bool:
        return self._interactive

    def hovered(self) -> bool:
        return self._hover

    def dragging(self) -> bool:
        return self._press is not None and self._moved

    def press_pos(self) -> QPointF | None:
        """Where the press that holds the piece was (scene), None when it is not held."""
        return self._press

    def refuse_press(self) -> None:
        """Called from a `pressed` slot: the press is not the piece's (it goes through to
        what lies under it, and no drag or drop follows)."""
        self._refused = True

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = True
        if self.hover_look:
            self.update()
        self.hovering.emit(self, event.scenePos(), True)

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovering.emit(self, event.scenePos(), False)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = False
        if self.hover_look:
            self.update()
        self.hovering.emit(self, None, False)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self._interactive or event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        self._press = event.scenePos()
        self._grab = self.pos() - event.scenePos()
        self._moved = False
        self._refused = False
        self._cursor(Qt.CursorShape.ClosedHandCursor)
        self.pressed.emit(self)
        if self._refused:
            self._press = None
            self._cursor(Qt.CursorShape.OpenHandCursor)
            event.ignore()
            return
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
        self._cursor(Qt.CursorShape.OpenHandCursor)
        self.dropped.emit(self, event.scenePos(), moved)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._interactive:
            self._press = None
            self.double_clicked.emit(self)
