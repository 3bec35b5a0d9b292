"""The last trick shown again on the Tien Gow table: each play in the order it was made,
with who made it and how (led, beat, face down), the winner's tiles framed. A face-down
discard shows its backs, or its faces dimmed to its owner alone (what the board lets
the viewer see). A click anywhere on it closes it."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from gui.art.tiles import paint_tile
from gui.nines.items import GOLD, SEAT_COLOURS
from gui.table.plates import INK, fixed_font, grown, plate

Play = tuple[int, tuple[str | None, ...], bool]  # seat, faces (None: a back), face up
Trick = tuple[int, list[Play]]  # the winner, the plays in order

MUTED = QColor("#b9c4bd")
FILL = QColor(10, 16, 13)
MARGIN = 28.0
HOW_W = 342.0  # at most, the words after the tiles ("beat it · took the trick")
TITLE_H = 84.0
ROW_H = 118.0
FOOT_H = 60.0
NAME_W = 250.0  # at most, the names' column (a longer name is elided)
NAME_MIN = 120.0
NAME_GAP = 28.0  # between the longest name and the tiles
HOW_GAP = 20.0  # between the tiles and the words
TILE_W, TILE_H = 40.0, 100.0  # a tile upright, as on the table
TILE_GAP = 8.0


class LastTrickPanel(QGraphicsObject):
    """`trick()` gives what to show (None: nothing yet); `seat_name` names a seat;
    `style()` is the tiles' look. The panel is laid out for four plays, its columns as
    wide as the trick's longest name, widest play and longest words need (measured in
    `refresh`: call it when the trick or the language may have changed), and grows with
    the text size."""

    closed = Signal()

    def __init__(self, trick: Callable[[], Trick | None], seat_name: Callable[[int], str],
                 style: Callable[[], str]):
        super().__init__()
        self._trick, self._seat_name, self._style = trick, seat_name, style
        self._measure()  # again in `refresh`
        self.setZValue(998)  # over the banner (a game's last trick decides it)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.hide()

    def rect(self) -> QRectF:
        height = TITLE_H + 4 * ROW_H + FOOT_H
        return QRectF(-self._width / 2, -height / 2, self._width, height)

    def _measure(self) -> None:
        """The rows of the trick the board holds and the widths of their columns: as many
        tiles as its widest play has, the names and words as wide as the longest (at most
        NAME_W and HOW_W; before any trick, the widest); the panel at least as wide as
        its title and foot."""
        self._shown = self.rows()
        trick = self._trick()
        if not trick or not trick[1]:
            self._name_w, self._tiles_w, self._how_w = NAME_W, 4 * (TILE_W + TILE_GAP), HOW_W
        else:
            names = QFontMetricsF(fixed_font(28, True))
            name_w = max(names.horizontalAdvance(row[0]) for row in self._shown) + NAME_GAP
            how_w = max(QFontMetricsF(fixed_font(25, row[4])).horizontalAdvance(row[1])
                        for row in self._shown) + 4
            self._name_w = min(NAME_W, max(NAME_MIN, name_w))
            self._tiles_w = max(len(faces) for _, faces, _ in trick[1]) * (TILE_W + TILE_GAP)
            self._how_w = min(HOW_W, how_w)
        title_w = max(
            QFontMetricsF(fixed_font(32, True)).horizontalAdvance(self.tr("The last trick")),
            QFontMetricsF(fixed_font(22)).horizontalAdvance(self.tr("Click to close")))
        self._width = 2 * MARGIN + max(self._grid_w(), title_w)

    def _grid_w(self) -> float:
        return self._name_w + self._tiles_w + HOW_GAP + self._how_w

    def refresh(self) -> None:
        """Repaint the trick the board holds now (its size, names or language may have
        changed)."""
        self.prepareGeometryChange()
        self._measure()
        self.update()

    def boundingRect(self) -> QRectF:
        return self.rect().adjusted(-12, -12, 12, 12)

    def place(self, x: float, y: float) -> None:
        """Centred on (`x`, `y`) in the scene, at the text size in use."""
        self.setScale(grown())
        self.setPos(x, y)

    def rows(self) -> list[tuple[str, str, tuple[str | None, ...], bool, bool, int]]:
        """Each play as (name, how it was played, faces, dimmed, took the trick, seat)."""
        trick = self._trick()
        if trick is None:
            return []
        winner, plays = trick
        out = []
        for k, (seat, faces, up) in enumerate(plays):
            if not up:
                how = self.tr("face down")
            elif k == 0:
                how = self.tr("led")
            else:
                how = self.tr("beat it")
            took = up and seat == winner
            if took:
                how += " · " + self.tr("took the trick")
            out.append((self._seat_name(seat), how, faces, not up, took, seat))
        return out

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self.rect()
        plate(painter, r, FILL, GOLD, 3, 18, glow=QColor(0, 0, 0))
        painter.setPen(GOLD)
        painter.setFont(fixed_font(32, True))
        painter.drawText(QRectF(r.left(), r.top() + 16, r.width(), 52),
                         Qt.AlignmentFlag.AlignCenter, self.tr("The last trick"))
        y = r.top() + TITLE_H
        grid_w = self._grid_w()
        left = r.center().x() - grid_w / 2  # centred when the title is wider
        for name, how, faces, dimmed, took, seat in self._shown:
            self._paint_row(painter, QRectF(left, y, grid_w, ROW_H),
                            seat, name, how, faces, dimmed, took)
            y += ROW_H
        painter.setPen(MUTED)
        painter.setFont(fixed_font(22))
        painter.drawText(QRectF(r.left(), r.bottom() - FOOT_H, r.width(), FOOT_H - 14),
                         Qt.AlignmentFlag.AlignCenter, self.tr("Click to close"))

    def _paint_row(self, painter: QPainter, row: QRectF, seat: int, name: str, how: str,
                   faces: tuple[str | None, ...], dimmed: bool, took: bool) -> None:
        name_font = fixed_font(28, True)
        painter.setFont(name_font)
        painter.setPen(SEAT_COLOURS[seat % len(SEAT_COLOURS)])
        name_w = self._name_w
        painter.drawText(QRectF(row.left(), row.top(), name_w, row.height()),
                         Qt.AlignmentFlag.AlignVCenter, QFontMetricsF(name_font).elidedText(
                             name, Qt.TextElideMode.ElideRight, name_w - 12))
        x = row.left() + name_w
        top = row.center().y() - TILE_H / 2
        for face in faces:
            painter.setOpacity(0.55 if dimmed and face is not None else 1.0)
            paint_tile(painter, QRectF(x, top, TILE_W, TILE_H), face, self._style())
            x += TILE_W + TILE_GAP
        painter.setOpacity(1.0)
        tiles = QRectF(row.left() + name_w, top, x - TILE_GAP - row.left() - name_w, TILE_H)
        if took:
            painter.setPen(QPen(GOLD, 4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(tiles.adjusted(-6, -6, 6, 6), 8, 8)
        text_left = row.left() + name_w + self._tiles_w + HOW_GAP
        how_font = fixed_font(25, took)
        painter.setFont(how_font)
        painter.setPen(GOLD if took else INK)
        width = row.right() - text_left
        painter.drawText(QRectF(text_left, row.top(), width, row.height()),
                         Qt.AlignmentFlag.AlignVCenter, QFontMetricsF(how_font).elidedText(
                             how, Qt.TextElideMode.ElideRight, width))

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.closed.emit()
