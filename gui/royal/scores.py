"""The score table: per deal and per player, with totals; the final result names the
winners."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from gui.royal import texts
from gui.royal.items import BUTTON_LOOK, GOLD, MUTED, TEXT, plate
from gui.table.button import Button
from gui.table.plates import fitted_text, fixed_font, grown

WINNER_SIDE = 16  # the winners' line keeps this far from the box's sides


@dataclass
class ScoreData:
    names: list[str] = field(default_factory=list)
    contracts: list[str] = field(default_factory=list)  # the six, in order
    deals: list[tuple[int, ...]] = field(default_factory=list)  # finished deals, per seat
    totals: list[int] = field(default_factory=list)
    session: list[int] | None = None  # totals over the session's games (game 2 on)
    game_number: int = 1
    winners: list[int] | None = None  # set once the game is over
    stocks: list[int] | None = None


class ScoreTable(QGraphicsObject):
    """Per deal and per player, with totals; the final result names the winners. A click
    on it is reported (`clicked`): it closes, as the last trick does, and says so when it
    has no button of its own."""

    clicked = Signal()

    ROW = 40.0
    FIRST = 250.0
    COL = 118.0

    def __init__(self, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.figures = ScoreData()
        self.setZValue(65)
        self.button = Button(BUTTON_LOOK, "", primary=True, parent=self)
        self.button.hide()
        self.closable = True  # a click closes it (it says so when it has no button)
        self._room = (float("inf"), float("inf"))  # the most it may cover of the table
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def fit_in(self, width: float, height: float) -> None:
        """Grow with the text size as far as `width` x `height` units hold it."""
        self._room = (width, height)
        self._grow()

    def _grow(self) -> None:
        r = self._rect()
        tallest = -2 * r.top()  # with its button: the same scale with it or without
        self.setScale(min(grown(), self._room[0] / r.width(), self._room[1] / tallest))

    def set_data(self, data: ScoreData) -> None:
        self.prepareGeometryChange()
        self.figures = data
        self._place_button()
        self._grow()
        self.update()

    def set_closable(self, on: bool) -> None:
        self.prepareGeometryChange()
        self.closable = on
        self._place_button()
        self._grow()
        self.update()

    def show_button(self, text: str | None) -> None:
        """A button under the table (None: no button)."""
        self.prepareGeometryChange()  # (before the bounds change: the old ones repaint)
        if text is None:
            self.button.hide()
        else:
            self.button.set_text(text)
            self.button.show()
        self._place_button()
        self._grow()

    def _rows(self) -> int:
        rows = 2 + len(self.figures.contracts) + 1
        if self.figures.session is not None:
            rows += 1
        if self.figures.stocks is not None:
            rows += 1
        return rows

    def _rect(self) -> QRectF:
        n = len(self.figures.names)
        w = self.FIRST + n * self.COL + 30
        h = 20 + self._rows() * self.ROW + 14
        if self.figures.winners is not None:
            h += 52
        top = -(h + 70) / 2  # as high with its button as without: it never jumps
        if self.button.isVisible():
            h += 70
        elif self.closable:
            h += 40  # "Click to close"
        return QRectF(-w / 2, top, w, h)

    def _place_button(self) -> None:
        r = self._rect()
        self.button.set_rect(QRectF(-110, r.bottom() - 66, 220, 50))

    def boundingRect(self) -> QRectF:
        return self._rect().adjusted(-12, -12, 12, 12)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        d = self.figures
        r = self._rect()
        plate(painter, r, glow=True, radius=18, opaque=True)
        over = d.winners is not None
        y = r.top() + 14
        painter.setPen(GOLD)
        painter.setFont(fixed_font(26, bold=True))
        title = texts.final_title() if over else texts.scores_title()
        if d.game_number > 1:
            title = f"{title} · {texts.game_label(d.game_number)}"
        painter.drawText(QRectF(r.left(), y, r.width(), self.ROW), Qt.AlignmentFlag.AlignCenter,
                         title)
        y += self.ROW + 4
        x0 = r.left() + 18
        cols = [x0 + self.FIRST + i * self.COL for i in range(len(d.names))]
        painter.setFont(fixed_font(20, bold=True))
        painter.setPen(TEXT)
        metrics = QFontMetricsF(fixed_font(20, bold=True))
        for x, name in zip(cols, d.names, strict=True):
            painter.drawText(QRectF(x, y, self.COL - 6, self.ROW), Qt.AlignmentFlag.AlignCenter,
                             metrics.elidedText(name, Qt.TextElideMode.ElideRight, self.COL - 10))
        y += self.ROW
        painter.setPen(QPen(QColor(255, 255, 255, 70), 1))
        painter.drawLine(QPointF(x0, y), QPointF(r.right() - 18, y))
        last = len(d.deals) - 1
        for i, contract in enumerate(d.contracts):
            row = QRectF(x0 - 6, y + 2, r.width() - 24, self.ROW - 4)
            if i == last and not over:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(242, 201, 76, 45))
                painter.drawRoundedRect(row, 8, 8)
            painter.setPen(MUTED if i > last else TEXT)
            painter.setFont(fixed_font(20))
            painter.drawText(QRectF(x0, y, self.FIRST, self.ROW), Qt.AlignmentFlag.AlignVCenter,
                             f"{i + 1}. {texts.contract_title(contract)}")
            if i <= last:
                self._row_values(painter, cols, y, d.deals[i], bold=False)
            y += self.ROW
        painter.setPen(QPen(QColor(255, 255, 255, 110), 1.5))
        painter.drawLine(QPointF(x0, y + 2), QPointF(r.right() - 18, y + 2))
        y += 4
        painter.setPen(GOLD)
        painter.setFont(fixed_font(20, bold=True))
        painter.drawText(QRectF(x0, y, self.FIRST, self.ROW), Qt.AlignmentFlag.AlignVCenter,
                         texts.total_label())
        self._row_values(painter, cols, y, d.totals, bold=True, winners=d.winners)
        y += self.ROW
        if d.session is not None:
            painter.setPen(TEXT)
            painter.setFont(fixed_font(20))
            painter.drawText(QRectF(x0, y, self.FIRST, self.ROW), Qt.AlignmentFlag.AlignVCenter,
                             texts.session_label())
            self._row_values(painter, cols, y, d.session, bold=False)
            y += self.ROW
        if d.stocks is not None:
            painter.setPen(TEXT)
            painter.setFont(fixed_font(20))
            painter.drawText(QRectF(x0, y, self.FIRST, self.ROW), Qt.AlignmentFlag.AlignVCenter,
                             texts.matches_label())
            for x, value in zip(cols, d.stocks, strict=True):
                painter.setPen(QColor("#ff9e8f") if value < 0 else TEXT)
                painter.drawText(QRectF(x, y, self.COL - 6, self.ROW),
                                 Qt.AlignmentFlag.AlignCenter, texts.count(value))
            y += self.ROW
        if over:
            painter.setPen(GOLD)
            line = QRectF(r.left() + WINNER_SIDE, y + 8, r.width() - 2 * WINNER_SIDE, 40)
            font, shown = self.winners_shown()
            painter.setFont(font)
            painter.drawText(line, Qt.AlignmentFlag.AlignCenter, shown)
        if self.closable and not self.button.isVisible():
            painter.setPen(MUTED)
            painter.setFont(fixed_font(19))
            painter.drawText(QRectF(r.left(), r.bottom() - 44, r.width(), 30),
                             Qt.AlignmentFlag.AlignCenter, texts.click_to_close())

    def winners_shown(self) -> tuple[QFont, str]:
        """The winners' line under a finished game's table as drawn: long names set
        smaller, then cut short (a 40-letter name ran off both sides of the box)."""
        d = self.figures
        names = [d.names[s] for s in d.winners or ()]
        return fitted_text(texts.winners_line(names), self._rect().width() - 2 * WINNER_SIDE,
                           26, 17, bold=True)

    def _row_values(self, painter: QPainter, cols: list[float], y: float, values: Sequence[int],
                    bold: bool, winners: list[int] | None = None) -> None:
        painter.setFont(fixed_font(21 if bold else 20, bold=bold))
        for seat, (x, value) in enumerate(zip(cols, values, strict=True)):
            rect = QRectF(x, y, self.COL - 6, self.ROW)
            if winners is not None and seat in winners:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(242, 201, 76, 70))
                painter.drawRoundedRect(rect.adjusted(8, 3, -8, -3), 10, 10)
            painter.setPen(QColor("#9be39b") if value > 0 else
                           QColor("#ff9e8f") if value < 0 else TEXT)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, texts.signed(value))

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.clicked.emit()
