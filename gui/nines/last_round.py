"""The last round shown again on the Nines table, as the core's view of it says: each
seat's play in order (the lead first), each tile on its stack's column marked on top or
under, the tile left on top of each stack framed (it won the stack), the stacks each seat
won, the roll-off if there was one and who leads next. As wide as its stacks need. A click
anywhere on it closes it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from gui.art.tiles import paint_tile
from gui.nines.board import round_plays
from gui.nines.items import GOLD, SEAT_COLOURS, UNDER
from gui.table.plates import INK, fixed_font, grown, plate
from gui.table.texts import fmt, plural

MUTED = QColor("#b9c4bd")
FILL = QColor(10, 16, 13)
PAD = 30.0
TITLE_H = 74.0
HEAD_H = 36.0
ROW_H = 114.0
LINE_H = 40.0
NAME_W = 230.0
MIN_WIDTH = 660.0
MAX_WIDTH = 1300.0
TILE_W, TILE_H = 40.0, 100.0  # a tile upright, as on the table
SMALLEST = 20.0  # the smallest text's pixels (at scale 1)
CENTRE_Y = 450.0  # where it would centre, over the stacks in play
HOW_COLOURS = {"led": MUTED, "top": GOLD, "under": UNDER}
MARKS = {"top": "▲", "under": "▼"}  # as the notes over the stacks in play


@dataclass(frozen=True)
class Row:
    """A play as the panel words it: the seat's `name`, `how` it played, each tile as
    (face, "led", "top" or "under", its word, won its stack), the `count` of stacks it won
    worded as `won` (`best`: it won the round)."""

    seat: int
    name: str
    how: str
    tiles: tuple[tuple[str, str, str, bool], ...]
    count: int
    won: str
    best: bool


class LastRoundPanel(QGraphicsObject):
    """`last()` gives the core's RoundView of the last decided round (None: none yet) and
    `final()` whether it ended the game; `seat_name` names a seat; `style()` is the tiles'
    look. `place` puts it in the room it is given, grown with the text size (and in a small
    window) as far as that room allows; `refresh` measures it again."""

    closed = Signal()

    def __init__(self, last: Callable[[], Any], final: Callable[[], bool],
                 seat_name: Callable[[int], str], style: Callable[[], str]):
        super().__init__()
        self._last, self._final = last, final
        self._seat_name, self._style = seat_name, style
        self._room = QRectF(0, 0, 1400, 1000)
        self._min_px = 0.0
        self._size = (MIN_WIDTH, 400.0)
        self._col_w, self._won_w = 160.0, 200.0  # measured in `refresh`
        self._shown: tuple[dict[str, QFont], list[Row], list[str]] = ({}, [], [])  # as well
        self.setZValue(998)  # over the banner (the game's last round decides it)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.hide()

    # --- what it says ---------------------------------------------------------------------

    def stack_count(self) -> int:
        view = self._last()
        return 0 if view is None else len(view.stacks)

    def rows(self) -> list[Row]:
        """Each play of the last round in order, worded."""
        view = self._last()
        if view is None:
            return []
        words = {"led": "", "top": self.tr("on top"),  # the lead's tiles: the row says it
                 "under": self.tr("under")}
        out = []
        for k, play in enumerate(round_plays(view)):
            n = play.stacks_won
            out.append(Row(play.seat, self._seat_name(play.seat),
                           self.tr("led") if k == 0 else self.tr("followed"),
                           tuple((t.face, t.how, words[t.how], t.won) for t in play.tiles),
                           n, plural(self.tr("%n stack(s)", "", n), n),
                           play.seat == view.winner))
        return out

    def foot_lines(self) -> list[str]:
        """Who leads next (or won the game's last round), and the roll-off, if any."""
        view = self._last()
        if view is None or view.winner is None:
            return []
        name = self._seat_name(view.winner)
        lines = [fmt(self.tr("%1 won the game's last round.") if self._final()
                     else self.tr("%1 leads the next round."), name)]
        for k, roll in enumerate(view.tie_rolls):  # a line for each roll of the dice
            sums = ", ".join(f"{self._seat_name(seat)}: {sum(dice)}" for seat, dice in roll)
            lines.append(fmt(self.tr("Tie for the most stacks, roll-off: %1") if k == 0
                             else self.tr("Tie again, roll-off: %1"), sums))
        return lines

    # --- its size and place --------------------------------------------------------------

    def _fonts(self) -> dict[str, QFont]:
        return {"title": fixed_font(32, True), "head": fixed_font(SMALLEST),
                "name": fixed_font(27, True), "how": fixed_font(SMALLEST + 1),
                "tile": fixed_font(21, True), "won": fixed_font(23, True),
                "next": fixed_font(24, True), "foot": fixed_font(SMALLEST + 1)}

    def _legend(self) -> str:
        return self.tr("Framed: the tile on top, which wins its stack · Click to close")

    def _measure(self, fonts: dict[str, QFont],
                 lines: list[str]) -> tuple[float, float, float, float]:
        """(width, height, a stack's column width, the won column's width), for the words
        in the language in use (`lines`: the foot's)."""

        def wide(font: str, *texts: str) -> float:
            metrics = QFontMetricsF(fonts[font])
            return max(metrics.horizontalAdvance(t) for t in texts)

        count = max(1, self.stack_count())
        col = TILE_W + 14 + wide("tile", f"{MARKS['top']} {self.tr('on top')}",
                                 f"{MARKS['under']} {self.tr('under')}") + 16
        col = max(col, wide("head", fmt(self.tr("Stack %1"), count)) + 12)
        won = max(wide("won", *(plural(self.tr("%n stack(s)", "", n), n) for n in range(5))),
                  wide("head", self.tr("Stacks won"))) + 8
        texts = [wide("next" if i == 0 else "foot", t) for i, t in enumerate(lines)]
        texts += [wide("foot", self._legend()), wide("title", self.tr("The last round"))]
        width = min(MAX_WIDTH, max(MIN_WIDTH, NAME_W + count * col + won, *texts) + 2 * PAD)
        view = self._last()
        rows = len(view.plays) if view is not None and view.plays else 4
        height = TITLE_H + HEAD_H + rows * ROW_H + (len(lines) + 1) * LINE_H + 28
        return width, height, col, won

    def rect(self) -> QRectF:
        w, h = self._size
        return QRectF(-w / 2, -h / 2, w, h)

    def boundingRect(self) -> QRectF:
        return self.rect().adjusted(-12, -12, 12, 12)

    def place(self, room: QRectF, min_px: float) -> None:
        """In `room` (scene units), centred across and over the stacks if it can, grown
        with the text size, and so far that its smallest text is `min_px` scene units high
        (a small window's), as far as it fits."""
        self._room, self._min_px = QRectF(room), min_px
        self.refresh()

    def refresh(self) -> None:
        """Measured again (another round, another language) and redrawn."""
        self.prepareGeometryChange()
        fonts, lines = self._fonts(), self.foot_lines()
        self._shown = (fonts, self.rows(), lines)
        w, h, self._col_w, self._won_w = self._measure(fonts, lines)
        self._size = (w, h)
        room = self._room
        wanted = max(grown(), self._min_px / SMALLEST)
        scale = min(wanted, (room.width() - 20) / (w + 24), (room.height() - 20) / (h + 24))
        self.setScale(scale)
        half = (h + 24) * scale / 2  # over the stacks, as near the middle as it fits
        self.setPos(room.center().x(), max(room.top() + half, min(CENTRE_Y, room.bottom() - half)))
        self.update()

    # --- drawing -------------------------------------------------------------------------

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        fonts, rows, foot = self._shown
        r = self.rect()
        plate(painter, r, FILL, GOLD, 3, 18, glow=QColor(0, 0, 0))
        painter.setPen(GOLD)
        painter.setFont(fonts["title"])
        self._text(painter, QRectF(r.left() + PAD, r.top() + 14, r.width() - 2 * PAD, 50),
                   self.tr("The last round"), Qt.AlignmentFlag.AlignHCenter)
        count, col = max((len(row.tiles) for row in rows), default=0), self._col_w
        grid_w = NAME_W + count * col + self._won_w
        left = r.center().x() - grid_w / 2
        y = r.top() + TITLE_H
        painter.setFont(fonts["head"])
        painter.setPen(MUTED)
        for i in range(count):
            self._text(painter, QRectF(left + NAME_W + i * col, y, col - 8, HEAD_H),
                       fmt(self.tr("Stack %1"), i + 1), Qt.AlignmentFlag.AlignLeft)
        self._text(painter, QRectF(left + NAME_W + count * col, y, self._won_w, HEAD_H),
                   self.tr("Stacks won"), Qt.AlignmentFlag.AlignLeft)
        y += HEAD_H
        for row in rows:
            self._paint_row(painter, fonts, QRectF(left, y, grid_w, ROW_H), row)
            y += ROW_H
        for i, line in enumerate(foot):
            painter.setFont(fonts["next" if i == 0 else "foot"])
            painter.setPen(GOLD if i == 0 else INK)
            self._text(painter, QRectF(r.left() + PAD, y + 8, r.width() - 2 * PAD, LINE_H),
                       line, Qt.AlignmentFlag.AlignHCenter)
            y += LINE_H
        painter.setPen(MUTED)
        painter.setFont(fonts["foot"])
        self._text(painter, QRectF(r.left() + PAD, r.bottom() - LINE_H - 14,
                                   r.width() - 2 * PAD, LINE_H),
                   self._legend(), Qt.AlignmentFlag.AlignHCenter)

    def _paint_row(self, painter: QPainter, fonts: dict[str, QFont], row: QRectF,
                   play: Row) -> None:
        mid = row.center().y()
        painter.setFont(fonts["name"])
        painter.setPen(SEAT_COLOURS[play.seat % len(SEAT_COLOURS)])
        self._text(painter, QRectF(row.left(), mid - 38, NAME_W - 14, 40), play.name,
                   Qt.AlignmentFlag.AlignLeft)
        painter.setFont(fonts["how"])
        painter.setPen(MUTED)
        self._text(painter, QRectF(row.left(), mid + 2, NAME_W - 14, 34), play.how,
                   Qt.AlignmentFlag.AlignLeft)
        x = row.left() + NAME_W
        for face, how, word, won in play.tiles:
            tile = QRectF(x, mid - TILE_H / 2, TILE_W, TILE_H)
            paint_tile(painter, tile, face, self._style())
            if won:
                painter.setPen(QPen(GOLD, 4))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(tile.adjusted(-6, -6, 6, 6), 8, 8)
            painter.setFont(fonts["tile"])
            painter.setPen(HOW_COLOURS.get(how, MUTED))
            self._text(painter, QRectF(x + TILE_W + 14, mid - 20, self._col_w - TILE_W - 18, 40),
                       f"{MARKS[how]} {word}" if how in MARKS else word,
                       Qt.AlignmentFlag.AlignLeft)
            x += self._col_w
        painter.setFont(fonts["won"])
        painter.setPen(GOLD if play.best else INK if play.count else MUTED)
        self._text(painter, QRectF(x, mid - 20, self._won_w, 40), play.won,
                   Qt.AlignmentFlag.AlignLeft)

    @staticmethod
    def _text(painter: QPainter, rect: QRectF, text: str, align: Qt.AlignmentFlag) -> None:
        """`text` on one line in `rect`, elided if it must be (never rich text)."""
        shown = QFontMetricsF(painter.font()).elidedText(text, Qt.TextElideMode.ElideRight,
                                                         rect.width())
        painter.drawText(rect, align | Qt.AlignmentFlag.AlignVCenter, shown)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.closed.emit()
