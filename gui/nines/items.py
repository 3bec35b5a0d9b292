"""The graphics items of the Nines table: tiles, dice, text labels and buttons.

Items draw in scene units and are scaled by the view, so everything stays vector-sharp.
A tile reports the mouse by the signals of the shared piece (gui.table.piece) to whoever
listens (gui.nines.pointer), which decides nothing about the rules either.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    QByteArray,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from gui.art.dice import paint_die
from gui.art.tiles import TABLE_MARGIN, table_tile_pixmap
from gui.nines.layout import TILE_H, TILE_W, Slot
from gui.table.cached import DeviceLook
from gui.table.piece import Piece
from gui.table.plates import font
from gui.table.view import device_ratio

GOLD = QColor("#f2c14e")
UNDER = QColor("#9fd4ff")  # the colour of "under" notes (gold is "on top")
WARN = QColor("#ffb38a")  # a refusal or a limit reached
HINT = QColor("#5ee89a")  # the hint's ring and badges
CURSOR = QColor("#8fd3ff")  # the keyboard cursor's ring
_MARKS = {"selected": GOLD, "pending": QColor("#ffe08a"), "target": QColor("#ffffff"),
          "winner": GOLD}
_MOVES = (QGraphicsItem.GraphicsItemChange.ItemPositionHasChanged,
          QGraphicsItem.GraphicsItemChange.ItemSceneHasChanged,
          QGraphicsItem.GraphicsItemChange.ItemVisibleHasChanged,
          QGraphicsItem.GraphicsItemChange.ItemZValueHasChanged,
          QGraphicsItem.GraphicsItemChange.ItemScaleHasChanged)
SEAT_COLOURS = (QColor("#f2c14e"), QColor("#7cc6fe"), QColor("#ff8c69"), QColor("#c9a0ff"))


class TileItem(Piece):
    """One domino. `face` is known or None; `face_up` says which side shows. `mark` is
    "" or one of "selected", "pending", "target", "winner" (an outline close to the tile);
    `keyed` (the keyboard cursor's) and `hint` (None, or "" for a ring, or a badge's text) are
    drawn as rings further out, so all three show at once. `style` gives the tile style
    set now. The input moves a dragged tile (with the others of a lead), not the piece;
    `moved` says the tile moved, hid, left the scene or settled (its hover card goes)."""

    MARGIN = 20.0
    moved = Signal(object)

    def __init__(self, style: Callable[[], str], face: str | None = None,
                 face_up: bool = False):
        super().__init__(follows=False, hand_cursor=False, hover_look=False)
        self.style = style
        self.face = face
        self.face_up = face_up
        self.mark = ""
        self.keyed = False  # the keyboard cursor's ring (not QGraphicsItem.cursor)
        self.hint: str | None = None
        self.under = False  # laid under a stack's top: its badge goes to its lower corner
        self.dimmed = False
        self._anim: QParallelAnimationGroup | None = None
        self.set_interactive(True)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemSendsGeometryChanges, True)
        self._look = DeviceLook()  # its look in device pixels, drawn anew when it changes

    def shown_face(self) -> str | None:
        return self.face if self.face_up else None

    def set_face(self, face: str | None, face_up: bool) -> None:
        if (face, face_up) != (self.face, self.face_up):
            self.face, self.face_up = face, face_up
            self.update()

    def set_mark(self, mark: str) -> None:
        if mark != self.mark:
            self.mark = mark
            self.update()

    def set_keyed(self, on: bool) -> None:
        if on != self.keyed:
            self.keyed = on
            self.update()

    def set_hint(self, hint: str | None) -> None:
        if hint != self.hint:
            self.hint = hint
            self.update()

    def set_under(self, under: bool) -> None:
        """Laid (tentatively) under a stack's top, which covers its upper part."""
        if under != self.under:
            self.under = under
            self.update()

    def boundingRect(self) -> QRectF:
        m = self.MARGIN
        return QRectF(-TILE_W / 2 - m, -TILE_H / 2 - m, TILE_W + 2 * m, TILE_H + 2 * m)

    def tile_rect(self) -> QRectF:
        return QRectF(-TILE_W / 2, -TILE_H / 2, TILE_W, TILE_H)

    def shape(self) -> QPainterPath:
        """The tile itself: the pointer is over a tile only where it is drawn."""
        path = QPainterPath()
        path.addRoundedRect(self.tile_rect(), 9, 9)
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        state = (self.shown_face(), self.style(), self.mark, self.keyed, self.hint,
                 self.under, self.dimmed)
        self._look.paint(painter, self.boundingRect(), state, self._draw)

    def _draw(self, painter: QPainter) -> None:
        rect = self.tile_rect()
        t = painter.worldTransform()
        pixels = round(TILE_W * math.hypot(t.m11(), t.m12()) * device_ratio(painter))
        pix = table_tile_pixmap(self.shown_face(), self.style(), pixels, self.dimmed)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        painter.drawPixmap(QRectF(rect.topLeft() - TABLE_MARGIN * TILE_W,
                                  pix.deviceIndependentSize() * TILE_W), pix, QRectF(pix.rect()))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        colour = _MARKS.get(self.mark)
        if colour is not None:
            pen = QPen(colour, 4.5)
            if self.mark == "pending":
                pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), 12, 12)
        if self.hint is not None:
            painter.setPen(QPen(HINT, 3.5))
            painter.drawRoundedRect(rect.adjusted(-9, -9, 9, 9), 15, 15)
        if self.keyed:
            painter.setPen(QPen(CURSOR, 3.5, Qt.PenStyle.DotLine, Qt.PenCapStyle.RoundCap))
            painter.drawRoundedRect(rect.adjusted(-14.5, -14.5, 14.5, 14.5), 19, 19)
        if self.hint:  # on the corner the stack's top does not cover
            self._paint_badge(painter, QPointF(rect.right(),
                                               rect.bottom() if self.under else rect.top()),
                              self.hint)

    def _paint_badge(self, painter: QPainter, centre: QPointF, text: str) -> None:
        """A round badge on the tile's corner (the hint's stack number)."""
        painter.setPen(QPen(QColor("#10361f"), 2))
        painter.setBrush(HINT)
        painter.drawEllipse(centre, 15, 15)
        painter.setFont(font(19, True))
        painter.setPen(QColor("#10361f"))
        painter.drawText(QRectF(centre.x() - 15, centre.y() - 15, 30, 30),
                         Qt.AlignmentFlag.AlignCenter, text)

    # --- movement ---------------------------------------------------------------------

    def move_to(self, slot: Slot, z: float, ms: int, offset: QPointF | None = None) -> None:
        """Glide to `slot` (plus `offset`) over `ms` milliseconds (0: jump)."""
        pos = slot.pos if offset is None else slot.pos + offset
        if self._anim is not None:
            self._anim.stop()
            self._anim = None
        self.setZValue(z)
        same = (self.pos() - pos).manhattanLength() < 0.01 and abs(self.scale() - slot.scale) \
            < 1e-4 and abs(self.rotation() - slot.rotation) < 0.01
        if ms <= 0 or same or not self.isVisible():
            self.setPos(pos)
            self.setScale(slot.scale)
            self.setRotation(slot.rotation)
            return
        group = QParallelAnimationGroup(self)
        for name, end in (("pos", pos), ("scale", slot.scale), ("rotation", slot.rotation)):
            anim = QPropertyAnimation(self, QByteArray(name.encode()), group)
            anim.setDuration(ms)
            anim.setEndValue(end)
            anim.setEasingCurve(QEasingCurve.Type.InOutCubic)
            group.addAnimation(anim)
        self._anim = group
        group.finished.connect(lambda: self._settled(group))
        group.start()

    def moving(self) -> bool:
        """Whether the tile is gliding."""
        return self._anim is not None

    def _settled(self, group: QParallelAnimationGroup) -> None:
        if self._anim is group:
            self._anim = None
            self.moved.emit(self)

    def stop(self) -> None:
        if self._anim is not None:
            self._anim.stop()
            self._anim = None

    # --- input: the piece's signals -------------------------------------------------

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: Any) -> Any:
        # A tile that moves, leaves the scene or hides takes its hover card with it; one
        # that comes to lie over the pointer takes the card of the tile it covers.
        if change in _MOVES:
            self.moved.emit(self)
        return super().itemChange(change, value)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.mousePressEvent(event)  # two quick clicks on a tile are two clicks


class DieItem(QGraphicsObject):
    """One die, `SIZE` units square; `roll()` tumbles it and lands on a value."""

    SIZE = 54.0

    def __init__(self, rng: random.Random):
        super().__init__()
        self.value = 1
        self._rng = rng
        self._anim: QVariantAnimation | None = None
        self.setZValue(900)

    def boundingRect(self) -> QRectF:
        s = self.SIZE / 2 + 8
        return QRectF(-s, -s, 2 * s, 2 * s)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        s = self.SIZE
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 60))
        painter.drawRoundedRect(QRectF(-s / 2 + 3, -s / 2 + 5, s, s), 10, 10)
        paint_die(painter, QRectF(-s / 2, -s / 2, s, s), self.value)

    def show_value(self, value: int) -> None:
        self.stop()
        self.value = value
        self.setRotation(0)
        self.update()

    def roll(self, value: int, ms: int) -> None:
        """Tumble for `ms` milliseconds, then show `value` (at once when ms is 0)."""
        self.stop()
        if ms <= 0:
            self.show_value(value)
            return
        spin = self._rng.choice((-1, 1)) * self._rng.uniform(300, 520)
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(ms)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        state = {"last": -1}

        def step(t: Any) -> None:
            frame = int(float(t) * 9)
            if frame != state["last"] and float(t) < 0.92:
                state["last"] = frame
                self.value = self._rng.randint(1, 6)
            self.setRotation(spin * (1 - float(t)))
            self.update()

        anim.valueChanged.connect(step)
        anim.finished.connect(lambda: self.show_value(value))
        self._anim = anim
        anim.start()

    def stop(self) -> None:
        if self._anim is not None:
            anim, self._anim = self._anim, None
            anim.stop()
