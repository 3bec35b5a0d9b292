"""The learning aid beside the play: both suits in rank order with every tile drawn,
those already played ticked and the viewer's own framed; it scrolls what a small window
cannot show at a readable size."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from core.nines.tiles import CIVIL_FACES, MILITARY_FACES, rank
from gui.art.tiles import paint_tile
from gui.nines import texts
from gui.nines.items import GOLD
from gui.nines.layout import PANEL_W, SCENE_H
from gui.table.plates import INK, fitted_text, fixed_font

if TYPE_CHECKING:
    from gui.nines.card import HoverCard

_SOFT = QColor(247, 241, 225, 170)
NAME_SHRINK = 0.85  # how far a tile's name is drawn smaller before it is cut short


class NinesRankPanel(QGraphicsObject):
    """The learning aid: both suits in rank order, every tile of the set drawn; tiles
    already played dimmed and ticked, the viewer's own tiles framed. Hovering a tile shows
    its card (the table's). The table scales the panel (`set_frame`) so that its smallest
    text, MIN_FONT units, stays readable on a small screen, and keeps its top free for the
    table's button. Content taller than the panel scrolls: the wheel over it, or a click
    on the arrow at its top or bottom edge (`scroll_by`)."""

    ROW = 36.0
    TILE_LONG = 54.0
    MIN_FONT = 22.0  # the tile names, rank numbers and the legend
    NAME_ROOM = PANEL_W - (48 + 2 * (TILE_LONG + 7) + 6) - 8  # a name's, right of the tiles
    HEADER_FONT = 23.0
    TITLE_FONT = 24.0
    MARGIN = 14.0
    EDGE = QColor(242, 193, 78, 90)  # the line along its left side
    BACK = QColor(12, 20, 16, 250)
    MARK_H = 36.0  # the fade and arrow at an edge the content continues beyond

    def __init__(self, hover_card: HoverCard, style: Callable[[], str]):
        super().__init__()
        self.hover_card = hover_card
        self.style = style  # the tile style set now
        self.played: Counter[str] = Counter()
        self.in_hand: Counter[str] = Counter()
        self._top = 74.0  # where the content starts, in panel units
        self._height = SCENE_H
        self._scroll = 0.0  # how far the content is scrolled up, in panel units
        self.setAcceptHoverEvents(True)
        self.setZValue(800)

    def set_tiles(self, played: Counter[str], in_hand: Counter[str]) -> None:
        self.played, self.in_hand = played, in_hand
        self.update()

    def set_frame(self, scale: float, top: float, height: float) -> None:
        """Drawn `scale` times its size, its content from `top` down, `height` high (both
        in scene units)."""
        self.prepareGeometryChange()
        self.setScale(scale)
        self._top = top / scale
        self._height = height / scale
        self._scroll = min(self._scroll, self.max_scroll())

    def max_scroll(self) -> float:
        """How far the content can scroll: what of it does not fit below the top."""
        return max(0.0, self.content_height() - (self._height - self._top))

    def scroll_by(self, units: float) -> bool:
        """Scroll the content `units` up (negative: back down), within its length; whether
        it moved."""
        scroll = min(max(self._scroll + units, 0.0), self.max_scroll())
        if scroll == self._scroll:
            return False
        self._scroll = scroll
        self.hover_card.show_text("", QRectF())
        self.update()
        return True

    def _marks(self) -> tuple[QRectF | None, QRectF | None]:
        """The edges the content continues beyond, top and bottom (None: it does not)."""
        view = self._view()
        top = (QRectF(0, view.top(), PANEL_W, self.MARK_H) if self._scroll > 0 else None)
        bottom = (QRectF(0, view.bottom() - self.MARK_H, PANEL_W, self.MARK_H)
                  if self._scroll < self.max_scroll() else None)
        return top, bottom

    def _view(self) -> QRectF:
        """Where the content shows: below the top, to the panel's bottom."""
        return QRectF(0, self._top, PANEL_W, self._height - self._top)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, PANEL_W, self._height)

    def _texts(self) -> tuple[str, str]:
        return (self.tr("Tiles by rank, highest first"),
                self.tr("The rank is not the pip count. Ticked: already played. "
                        "Gold frame: in your hand."))

    def _wrapped(self, text: str, px: float, bold: bool = False) -> float:
        """The height of `text` wrapped to the panel's width."""
        metrics = QFontMetricsF(fixed_font(px, bold))
        box = metrics.boundingRect(QRectF(0, 0, PANEL_W - 2 * self.MARGIN, 2000),
                                   int(Qt.TextFlag.TextWordWrap), text)
        return box.height()

    def content_height(self) -> float:
        """The height of everything drawn below the top, in panel units."""
        title, legend = self._texts()
        rows = sum(self._row_h(kind) for kind, _n, _f in self._rows())
        return (8 + self._wrapped(title, self.TITLE_FONT, True) + 6 + rows + 8
                + self._wrapped(legend, self.MIN_FONT) + 10)

    def _rows(self) -> list[tuple[str, int, list[str]]]:
        rows: list[tuple[str, int, list[str]]] = [("header", 0, [self.tr("Civil suit")])]
        rows += [("tile", rank(f), [f, f]) for f in CIVIL_FACES]
        rows.append(("header", 0, [self.tr("Military suit")]))
        for r in range(1, 6):
            rows.append(("tile", r, [f for f in MILITARY_FACES if rank(f) == r]))
        return rows

    def _tile_rect(self, y: float, k: int) -> QRectF:
        return QRectF(48 + k * (self.TILE_LONG + 7), y + 6, self.TILE_LONG, self.ROW - 12)

    def _row_h(self, kind: str) -> float:
        """The height of a row of `kind` ("tile", "header", ...)."""
        return self.ROW if kind == "tile" else 32.0

    def _placed_rows(self) -> list[tuple[str, int, list[str], float]]:
        """The rows with the y each starts at (panel units)."""
        y = (self._top - self._scroll + 8
             + self._wrapped(self._texts()[0], self.TITLE_FONT, True) + 6)
        placed = []
        for kind, number, faces in self._rows():
            placed.append((kind, number, faces, y))
            y += self._row_h(kind)
        return placed

    def spot(self, face: str) -> QRectF | None:
        """Where the first copy of `face` is drawn (panel units)."""
        for kind, _number, faces, y in self._placed_rows():
            if kind == "tile" and face in faces:
                return self._tile_rect(y, faces.index(face))
        return None

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.BACK)
        painter.drawRect(self.boundingRect())
        painter.setPen(QPen(self.EDGE, 2))
        painter.drawLine(QPointF(1, 0), QPointF(1, self._height))
        painter.save()
        painter.setClipRect(self._view())
        title, legend = self._texts()
        m = self.MARGIN
        wrap = int(Qt.AlignmentFlag.AlignLeft) | int(Qt.TextFlag.TextWordWrap)
        painter.setPen(INK)
        painter.setFont(fixed_font(self.TITLE_FONT, True))
        painter.drawText(QRectF(m, self._top - self._scroll + 8, PANEL_W - 2 * m,
                                self._wrapped(title, self.TITLE_FONT, True)), wrap, title)
        seen: Counter[str] = Counter()
        y = self._top
        kind = ""
        for kind, number, faces, y in self._placed_rows():
            self._paint_row(painter, kind, number, faces, y, seen)
        y += self._row_h(kind)
        painter.setFont(fixed_font(self.MIN_FONT))
        painter.setPen(_SOFT)
        painter.drawText(QRectF(m, y + 8, PANEL_W - 2 * m, self._wrapped(legend, self.MIN_FONT)),
                         wrap, legend)
        painter.restore()
        self._paint_marks(painter)

    def _paint_marks(self, painter: QPainter) -> None:
        """A fade and an arrow at each edge the content continues beyond."""
        clear = QColor(self.BACK)
        clear.setAlpha(0)
        for rect, down in zip(self._marks(), (False, True), strict=True):
            if rect is None:
                continue
            # solid at the edge, under the arrow, fading towards the content
            fade = QLinearGradient(rect.bottomLeft() if down else rect.topLeft(),
                                   rect.topLeft() if down else rect.bottomLeft())
            fade.setColorAt(0.0, self.BACK)
            fade.setColorAt(0.6, self.BACK)
            fade.setColorAt(1.0, clear)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(fade)
            painter.drawRect(rect.adjusted(2, 0, 0, 0))
            c = QPointF(rect.center().x(), rect.bottom() - 0.35 * rect.height() if down
                        else rect.top() + 0.35 * rect.height())
            tip = 6.0 if down else -6.0
            painter.setPen(QPen(GOLD, 3.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                                Qt.PenJoinStyle.RoundJoin))
            painter.drawPolyline([QPointF(c.x() - 12, c.y() - tip), QPointF(c.x(), c.y() + tip),
                                  QPointF(c.x() + 12, c.y() - tip)])

    def _paint_row(self, painter: QPainter, kind: str, number: int, faces: list[str],
                   y: float, seen: Counter[str]) -> None:
        """One row at `y`: a header (its text the only face), or a rank's tiles with its
        number and name; `seen` counts the copies of each face drawn so far."""
        if kind == "header":
            painter.setPen(GOLD)
            painter.setFont(fixed_font(self.HEADER_FONT, True))
            painter.drawText(QRectF(self.MARGIN, y, PANEL_W - 2 * self.MARGIN,
                                    self._row_h(kind)),
                             Qt.AlignmentFlag.AlignVCenter, faces[0])
            return
        painter.setPen(_SOFT)
        painter.setFont(fixed_font(self.MIN_FONT, True))
        painter.drawText(QRectF(4, y, 38, self.ROW),
                         Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                         f"{number}.")
        for k, face in enumerate(faces):
            rect = self._tile_rect(y, k)
            copy = seen[face]
            seen[face] += 1
            self._paint_tile(painter, rect, face, copy)
        painter.setPen(INK)
        left = PANEL_W - self.NAME_ROOM - 8
        font, name = self.shown_name(faces[0])
        painter.setFont(font)
        painter.drawText(QRectF(left, y, self.NAME_ROOM, self.ROW),
                         Qt.AlignmentFlag.AlignVCenter, name)

    def shown_name(self, face: str) -> tuple[QFont, str]:
        """The font and text of a tile row's name: a long name ("různorodé sedmičky") a
        little smaller (as far as NAME_SHRINK), then cut short."""
        return fitted_text(self._tile_name(face), self.NAME_ROOM, self.MIN_FONT,
                           self.MIN_FONT * NAME_SHRINK)

    def _tile_name(self, face: str) -> str:
        return texts.name(face)

    def _description(self, face: str) -> str:
        return texts.description(face)

    def _paint_tile(self, painter: QPainter, rect: QRectF, face: str, copy: int) -> None:
        paint_tile(painter, rect, face, self.style())
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if copy < self.played[face]:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(10, 14, 12, 165))
            painter.drawRoundedRect(rect, 5, 5)
            painter.setPen(QPen(GOLD, 3.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            c = rect.center()
            painter.drawPolyline([QPointF(c.x() - 9, c.y()), QPointF(c.x() - 2, c.y() + 7),
                                  QPointF(c.x() + 11, c.y() - 8)])
        elif copy < self.played[face] + self.in_hand[face]:
            painter.setPen(QPen(GOLD, 2.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 6, 6)

    def face_at(self, pos: QPointF) -> tuple[QRectF, str] | None:
        """The tile drawn at `pos` (panel units) and its place."""
        if not self.shows(pos):
            return None
        for kind, _number, faces, y in self._placed_rows():
            for k, face in enumerate(faces if kind == "tile" else []):
                rect = self._tile_rect(y, k)
                if rect.contains(pos):
                    return rect, face
        return None

    def shows(self, pos: QPointF) -> bool:
        """Whether content is seen at `pos` (panel units): below the top, off the marks."""
        return self._view().contains(pos) and not any(
            mark is not None and mark.contains(pos) for mark in self._marks())

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hoverMoveEvent(event)

    def row_at(self, pos: QPointF) -> tuple[QRectF, str] | None:
        """The tile row under `pos` (panel units) and its text: the tile's under the
        pointer, else (its name, the space beside) those of the row's tiles."""
        if not self.shows(pos):
            return None
        for kind, _number, faces, y in self._placed_rows():
            row = QRectF(0, y, PANEL_W, self._row_h(kind))
            if kind != "tile" or not row.contains(pos):
                continue
            for k, face in enumerate(faces):
                if self._tile_rect(y, k).contains(pos):
                    return row, self._description(face)
            return row, "\n\n".join(self._description(f) for f in dict.fromkeys(faces))
        return None

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        spot = self.row_at(event.pos())
        if spot is None:
            self.hover_card.show_text("", QRectF())
        else:
            row, text = spot  # the card: beside the panel, level with the row
            self.hover_card.show_text(text, self.mapRectToScene(row), left=True)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hover_card.show_text("", QRectF())

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()  # nothing under the panel is clicked through it
        page = 0.8 * self._view().height()
        for mark, sign in zip(self._marks(), (-1, 1), strict=True):
            if mark is not None and mark.contains(event.pos()):
                self.scroll_by(sign * page)
