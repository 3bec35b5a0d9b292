"""The fixed items both tile tables (Nines, and Tien Gow built on it) share, and the
frame they sit in: the name plates, the score table, the caption, the hover card, the
banner with Next game, the rank panel and its button. `fit` lays the frame out for a
window's size, the open rank panel beside the table; each table's scenery adds its own
items and places them in `relayout`. It is the hover card's ground
(gui.nines.card.Ground)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from gui.nines.card import HoverCard
from gui.nines.items import SEAT_COLOURS, TileItem
from gui.nines.labels import Plate, banner, button, label
from gui.nines.layout import (
    CORNER_MOST_W,
    CORNER_W,
    LEFT,
    MIN_PX,
    MIN_W,
    PANEL_TOP,
    PANEL_W,
    SCENE_H,
    TOP,
    Geometry,
    panel_frame,
    place_of,
    shown_height,
)
from gui.nines.pieces_base import PiecesBase
from gui.nines.rank_panel import NinesRankPanel
from gui.nines.scoreboard import NinesScoreBoard
from gui.services.text_size import text_size
from gui.table.button import Button
from gui.table.plates import Label, grown


class SceneryBase:
    """`seat_name` names a seat; `busy` says a tile is pressed (no hover card then);
    `describe` is a tile's text on the hover card."""

    GEOMETRY: type[Geometry] = Geometry
    RANK_PANEL: type[NinesRankPanel] = NinesRankPanel
    CAPTION_W = 1100.0

    dice_note: Label  # the caption's second line (each table makes its own)
    action: Button  # the main button by the hand (each table makes its own)
    last_button: Button  # "Last round" or "Last trick" (each table makes its own)
    last_panel: Any  # what it shows: gui.nines.last_round or gui.tiengow.last_trick

    def __init__(self, scene: QGraphicsScene, tiles: PiecesBase[Any],
                 style: Callable[[], str], seat_name: Callable[[int], str],
                 busy: Callable[[], bool], describe: Callable[[str], str]):
        self.scene = scene
        self.tiles = tiles
        self.seat_name = seat_name
        self.geo = self.GEOMETRY(MIN_W, grown())
        self.bottom = 0  # the seat at the bottom
        self.panel_visible = False
        self.panel_top = 0.0  # the open panel's top: above the scene in a tall window
        self.scene_width = MIN_W
        self.plates = [Plate(SEAT_COLOURS[s]) for s in range(4)]
        self.scoreboard = NinesScoreBoard()
        self.caption = label(24, QColor(0, 0, 0, 110), max_width=self.CAPTION_W,
                             grows_on_one_line=True)  # (wrapped, it grew over the plays)
        self.caption.anchor = "bottom"
        self.caption.setZValue(700)
        self.hover_card = HoverCard(self, busy, describe)
        self.banner = banner()
        self.next_button = button(QRectF(0, 0, 220, 56))
        self.next_button.setZValue(995)
        self.panel_button = button(QRectF(0, 0, 190, 44), px=18)
        self.panel = self.RANK_PANEL(self.hover_card, style)
        for item in (*self.plates, self.scoreboard, self.caption, self.hover_card, self.banner,
                     self.next_button, self.panel_button, self.panel):
            scene.addItem(item)
        for item in (self.caption, self.banner):
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        for item in (self.banner, self.next_button, self.panel):
            item.hide()

    # --- the frame -------------------------------------------------------------------------

    def frame(self, vw: int, vh: int) -> tuple[float, float]:
        """The scene width a `vw` x `vh` pixel view shows, and the open panel's scale."""
        if self.panel_visible:
            return panel_frame(vw, vh, self.panel.MIN_FONT, MIN_PX * text_size().factor)
        return max(MIN_W, SCENE_H * vw / vh), 1.0

    def fit(self, vw: int, vh: int) -> float:
        """Lay the table out for a `vw` x `vh` pixel view; the scene width it needs."""
        total, k = self.frame(vw, vh)
        self.geo = self.GEOMETRY(total - PANEL_W * k if self.panel_visible else total,
                                 grown())
        height = shown_height(vw, vh, total)  # the panel fills the view's height
        self.panel_top = (SCENE_H - height) / 2
        self.panel.set_frame(k, PANEL_TOP * k, height)
        self.panel_button.setScale(k)
        self.panel.setPos(total - PANEL_W * k, self.panel_top)
        self.scene_width = total
        return total

    def panel_left(self) -> float:
        """Where the table's free width ends (the panel's left edge when it is open)."""
        return self.panel.x() if self.panel_visible else self.geo.width

    # --- where the hover card may go (gui.nines.card.Ground) -----------------------------

    def keep_clear(self) -> list[QRectF]:
        """What the hover card must not cover now."""
        raise NotImplementedError

    def _keep_clear(self, items: Iterable[QGraphicsItem],
                    working: Iterable[TileItem | None]) -> list[QRectF]:
        """The rects of `items` shown (the caption while it says something), of the tiles
        the player is `working` on and of the bottom hand."""
        rects = [i.sceneBoundingRect() for i in items
                 if i.isVisible() and (i is not self.caption or self.caption.text)]
        hands = self.tiles.hands
        tiles = [*working, *(hands[self.bottom] if 0 <= self.bottom < len(hands) else [])]
        return rects + [i.mapRectToScene(i.tile_rect())
                        for i in tiles if i is not None and i.isVisible()]

    def caption_top(self) -> float:
        return (self.caption.sceneBoundingRect().top() if self.caption.text
                else self.geo.caption_pos().y())

    def card_area(self, left: bool) -> QRectF:
        area = QRectF(self.scene.sceneRect())
        area.setRight(area.right() if left else self.panel_left())
        return area

    # --- laying out ------------------------------------------------------------------------

    def relayout(self) -> None:
        """Put the fixed items where the geometry says and every tile in its place."""
        raise NotImplementedError

    def place_frame(self, caption_room: float) -> None:
        """The plates, the score table, the caption (at most `caption_room` wide), the
        panel and its button, and the banner where the geometry says."""
        geo = self.geo
        for seat, plate in enumerate(self.plates):
            plate.set_rect(geo.seat_rect(place_of(seat, self.bottom)))
        self.scoreboard.setPos(20, 20)
        self.caption.setPos(geo.caption_pos())
        self.caption.set_max_width(min(self.CAPTION_W, caption_room))
        k = self.panel_button.scale()  # the open panel's scale, at its top
        top = self.panel_top if self.panel_visible else 0.0
        self.panel_button.set_rect_at_right(self.scene_width - 20 * k, top + 20 * k,
                                            CORNER_W, 44, self.corner_most(
                                                self.scene_width - 20 * k) / k)
        self.panel.setVisible(self.panel_visible)
        self.place_banner()

    def place_last_button(self) -> None:
        """The last round's (trick's) button at the table's top right: left of the open
        panel, else under the panel's button; wider for its text, short of the top plate."""
        right, top = ((self.panel_left() - 20, 20) if self.panel_visible
                      else (self.scene_width - 20, 74))
        self.last_button.set_rect_at_right(right, top, CORNER_W, 44, self.corner_most(right))

    def corner_most(self, right: float) -> float:
        """The most a top-right button ending at `right` may be wide (scene units): as
        far as CORNER_MOST_W, clear of the top seat's plate."""
        return min(CORNER_MOST_W, right - self.geo.seat_rect(TOP).right() - 16)

    def place_banner(self) -> None:
        """The banner in the middle, as wide as its texts need but clear of the side
        plates and below the score table where it is wide enough to reach under it, the
        Next game button under it."""
        plate = self.geo.seat_rect(LEFT)
        self.banner.set_max_width(self.geo.width - 2 * (plate.right() + 20))
        top = self.banner_top()
        board = self.scoreboard.sceneBoundingRect()  # a wide banner goes below it
        if board.right() + 12 > self.geo.cx - self.banner.width() / 2:
            top = max(top, board.bottom() + 12)
        self.banner.setPos(self.geo.cx, top)
        self.next_button.set_rect(QRectF(self.geo.cx - 110, top + self.banner.height() + 20,
                                         220, 56))

    def place_dice_note(self) -> None:
        raise NotImplementedError

    def banner_top(self) -> float:
        """Where the banner's top goes (it has its width already)."""
        return 400 - (self.banner.height() + 76) / 2

    def veil_banner(self) -> None:
        """The banner fades out under the last round's or trick's panel, which may be
        narrower (its edges would peek out beside the panel), and back when it closes;
        connected to the panel's visibleChanged. Its visibility stays the director's."""
        self.banner.setOpacity(0.0 if self.last_panel.isVisible() else 1.0)

    def refresh_last(self) -> None:
        """The last round's or trick's button once one is decided; its panel shows the
        board's."""
        decided = self.tiles.board.last is not None
        self.last_button.setVisible(decided)
        if not decided:
            self.last_panel.hide()
        elif self.last_panel.isVisible():
            self.last_panel.refresh()
