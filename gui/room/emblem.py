"""A game's picture on the start screen: a fan of cards (Royal), a pair of tiles (Nines)
or a triplet fanned like a lead (Tien Gow), on the table's felt."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPen, QTransform
from PySide6.QtWidgets import QSizePolicy, QWidget

from gui.art.cards import paint_card
from gui.art.tiles import paint_tile
from gui.services.settings import settings

FAN = ("10R", "JG", "QB", "KS", "AR")
TILES = ("6-6", "1-1")
TRIPLET = ("6-6", "6-6", "4-5")  # Tien Gow's emblem: a triplet of the Heaven-Nine group
CARD_ASPECT = 1.4
TILE_ASPECT = 2.5


class Emblem(QWidget):
    """A game's picture: a fan of cards (Royal), a pair of tiles (Nines) or a triplet
    fanned like a lead (Tien Gow)."""

    def __init__(self, game: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.game = game
        self.setMinimumSize(140, 56)  # (the start screen's fit sets its height)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        settings().changed.connect(self._setting_changed)

    def _setting_changed(self, key: str) -> None:
        if key in ("tile_style", "card_back", "table_colour"):
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        bounds = QRectF(self.rect()).adjusted(6, 6, -6, -6)
        felt = QPainterPath()
        felt.addRoundedRect(bounds, 14, 14)
        painter.fillPath(felt, settings().table_colour)
        painter.setPen(QPen(QColor(255, 255, 255, 50), 2))
        painter.drawPath(felt)
        inner = bounds.adjusted(14, 14, -14, -14)
        if self.game == "royal":
            self._paint_fan(painter, inner)
        elif self.game == "tiengow":
            self._paint_triplet(painter, inner)
        else:
            self._paint_tiles(painter, inner)

    def _paint_fan(self, painter: QPainter, area: QRectF) -> None:
        # Five cards turned about a pivot below the fan, like a hand held up.
        rect = QRectF(-0.5, -1.9, 1.0, CARD_ASPECT)  # a card 1 wide, the pivot at 0, 0
        middle = (len(FAN) - 1) / 2
        placed = [(0.0, (i - middle) * 15.0, rect, card) for i, card in enumerate(FAN)]
        self._paint_fitted(painter, area, placed, lambda r, card: paint_card(painter, r, card))

    def _paint_tiles(self, painter: QPainter, area: QRectF) -> None:
        style = settings().tile_style
        rect = QRectF(-0.5, -TILE_ASPECT / 2, 1.0, TILE_ASPECT)
        placed = [((i - 0.5) * 1.5, -9.0 if i == 0 else 9.0, rect, face)
                  for i, face in enumerate(TILES)]
        self._paint_fitted(painter, area, placed,
                           lambda r, face: paint_tile(painter, r, face, style))

    def _paint_triplet(self, painter: QPainter, area: QRectF) -> None:
        style = settings().tile_style
        rect = QRectF(-0.5, -TILE_ASPECT / 2, 1.0, TILE_ASPECT)
        placed = [((i - 1) * 1.1, (i - 1) * 6.0, rect, face) for i, face in enumerate(TRIPLET)]
        self._paint_fitted(painter, area, placed,
                           lambda r, face: paint_tile(painter, r, face, style))

    @staticmethod
    def _paint_fitted(painter: QPainter, area: QRectF,
                      placed: list[tuple[float, float, QRectF, str]],
                      paint: Callable[[QRectF, str], None]) -> None:
        """Paint items (x offset, angle, rect, what), given in units of one item's width,
        scaled and centred to fit `area`; the art gets rectangles in pixels."""
        bounds = QRectF()
        for dx, angle, rect, _ in placed:
            bounds = bounds.united(QTransform().translate(dx, 0).rotate(angle).mapRect(rect))
        scale = min(area.width() / bounds.width(), area.height() / bounds.height()) * 0.9
        for dx, angle, rect, what in placed:
            painter.save()
            painter.translate(area.center() + (QPointF(dx, 0) - bounds.center()) * scale)
            painter.rotate(angle)
            paint(QRectF(rect.topLeft() * scale, rect.size() * scale), what)
            painter.restore()
