"""The match's score table beside the play: each game's stacks and the totals."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from gui.nines.items import GOLD
from gui.table.plates import INK, font, grown
from gui.table.texts import signed

_BOARD = QColor(0, 0, 0, 80)
_SOFT = QColor(247, 241, 225, 170)


class NinesScoreBoard(QGraphicsObject):
    """Points per seat and game of the match, the current game live, and the totals."""

    MAX_GAMES = 6
    ROW = 30.0
    MAX_W = 500.0  # clear of the top seat's hand
    MAX_H = 232.0  # clear of the left seat's plate

    def __init__(self) -> None:
        super().__init__()
        self.names: list[str] = []
        self.colours: list[QColor] = []
        self.earlier: list[list[int]] = []
        self.current: list[int] = []
        self.number = 1  # the number of the current game (a replay may start later)
        self.heading = ""
        self.setZValue(5)

    def set_scores(self, names: Sequence[str], colours: Sequence[QColor],
                   earlier: Sequence[Sequence[int]], current: Sequence[int] | None,
                   heading: str, number: int | None = None) -> None:
        """`number` is the current game's number (the earlier games come just before it);
        a replayed record holds one game of a match, so its number, not 1, heads it."""
        self.prepareGeometryChange()
        self.names, self.colours = list(names), list(colours)
        self.earlier = [list(g) for g in earlier]
        self.current = list(current) if current is not None else []
        self.number = number if number is not None else len(self.earlier) + 1
        self.heading = heading

    def _games(self) -> list[tuple[str, list[int], bool]]:
        """The columns: (label, points, live). Where not every game fits, the first
        column adds up the earliest ones ("1–3"), so each row still adds up to its total."""
        first = self.number - len(self.earlier)
        games = [(str(first + i), g, False) for i, g in enumerate(self.earlier)]
        if self.current:
            games.append((str(self.number), self.current, True))
        g = grown()  # at a larger text size fewer games fit beside the top hand
        room = min(self.MAX_GAMES, max(2, int((self.MAX_W - (150 + 62) * g) / (40 * g))))
        if len(games) <= room:
            return games
        folded, kept = games[:len(games) - room + 1], games[len(games) - room + 1:]
        points = [sum(col) for col in zip(*(p for _, p, _ in folded), strict=True)]
        return [(f"{folded[0][0]}–{folded[-1][0]}", points, False), *kept]

    def _rows(self) -> tuple[float, float, float]:
        """The scale of the columns, the heading's height and a row's height: grown with
        the text size, the rows no taller than the room above the left seat's plate."""
        g = grown()
        heading = 44 * g
        row = min(self.ROW * g, (self.MAX_H - heading - 8) / (len(self.names) + 1))
        return g, heading, row

    def _size(self) -> tuple[float, float]:
        g, heading_h, row = self._rows()
        columns = (150 + 40 * len(self._games()) + 62) * g
        heading = QFontMetricsF(font(18, True)).horizontalAdvance(self.heading) + 28
        return max(columns, heading), heading_h + row * (len(self.names) + 1) + 8

    def boundingRect(self) -> QRectF:
        w, h = self._size()
        return QRectF(-2, -2, w + 4, h + 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        w, h = self._size()
        g, heading_h, row = self._rows()
        names_x, first_x, col_w, total_w = 34 * g, 150 * g, 40 * g, 56 * g
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(_BOARD)
        painter.drawRoundedRect(QRectF(0, 0, w, h), 14, 14)
        painter.setPen(INK)
        painter.setFont(font(18, True))
        painter.drawText(QRectF(14, 8, w - 28, heading_h - 14), Qt.AlignmentFlag.AlignVCenter,
                         self.heading)
        games = self._games()
        y = heading_h
        painter.setFont(font(15))
        painter.setPen(_SOFT)
        for j, (label, _points, live) in enumerate(games):
            painter.setPen(GOLD if live else _SOFT)
            painter.drawText(QRectF(first_x + col_w * j, y, col_w, row),
                             Qt.AlignmentFlag.AlignCenter, label)
        painter.setPen(_SOFT)
        painter.drawText(QRectF(first_x + col_w * len(games), y, total_w, row),
                         Qt.AlignmentFlag.AlignCenter, self.tr("Total"))
        totals = [sum(g[i] for g in self.earlier) + (self.current[i] if self.current else 0)
                  for i in range(len(self.names))]
        best = max(totals) if totals else 0
        for i, name in enumerate(self.names):
            y += row
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self.colours[i])
            painter.drawEllipse(QPointF(22, y + row / 2), 6, 6)
            painter.setPen(INK)
            painter.setFont(font(17))
            name_w = first_x - names_x - 4
            elided = QFontMetricsF(painter.font()).elidedText(
                name, Qt.TextElideMode.ElideRight, name_w)
            painter.drawText(QRectF(names_x, y, name_w, row), Qt.AlignmentFlag.AlignVCenter,
                             elided)
            for j, (_label, points, live) in enumerate(games):
                painter.setPen(GOLD if live else INK)
                painter.drawText(QRectF(first_x + col_w * j, y, col_w, row),
                                 Qt.AlignmentFlag.AlignCenter, signed(points[i]))
            painter.setFont(font(17, True))
            painter.setPen(GOLD if totals[i] == best and best > 0 else INK)
            painter.drawText(QRectF(first_x + col_w * len(games), y, total_w, row),
                             Qt.AlignmentFlag.AlignCenter, signed(totals[i]))
