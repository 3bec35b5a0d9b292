"""The fixed items of the Tien Gow table and where they sit: the name plates (the
banker's tagged), the score table, the caption, the buttons by the hand (Lead or Beat,
Discard face down, the combination choices), the rank panel and its button, the last
trick and its button, the banner with Next game. `fit` lays them out (and every tile)
for a window's size, the open panel beside the table, on the frame the Nines table
shares (gui.nines.scenery_base)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QCoreApplication, QRectF, Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneHoverEvent

from gui.nines.items import SEAT_COLOURS, TileItem
from gui.nines.labels import BUTTON, button, label
from gui.nines.scenery_base import SceneryBase
from gui.table.button import Button
from gui.tiengow import texts
from gui.tiengow.last_trick import LastTrickPanel
from gui.tiengow.layout import BUTTON_H, BUTTON_W, CHIP_H, MAX_CHIPS, TrickGeometry, place_of
from gui.tiengow.panels import TienGowRankPanel
from gui.tiengow.pieces import TilePieces


class Chip(Button):
    """A secondary button that says when the pointer is over it (a combination's
    tiles are shown then)."""

    hovered = Signal(bool)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        super().hoverEnterEvent(event)
        self.hovered.emit(True)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        super().hoverLeaveEvent(event)
        self.hovered.emit(False)


def _plain(rect: QRectF, px: float) -> Chip:
    item = Chip(replace(BUTTON, text_px=px), primary=False)
    item.set_rect(rect)
    item.setZValue(950)
    return item


class TienGowScenery(SceneryBase):
    GEOMETRY = TrickGeometry
    RANK_PANEL = TienGowRankPanel
    CAPTION_W = 1000.0

    geo: TrickGeometry
    panel: TienGowRankPanel
    tiles: TilePieces

    def __init__(self, scene: QGraphicsScene, tiles: TilePieces, style: Callable[[], str],
                 busy: Callable[[], bool], seat_name: Callable[[int], str]):
        super().__init__(scene, tiles, style, seat_name, busy, texts.description)
        self.dice_note = label(20)  # the shared caption's; Tien Gow rolls no dice
        self.action = button(QRectF(0, 0, BUTTON_W, BUTTON_H))
        self.discard = _plain(QRectF(0, 0, BUTTON_W, BUTTON_H), 20)
        self.chips = [_plain(QRectF(0, 0, BUTTON_W, CHIP_H), 17) for _ in range(MAX_CHIPS)]
        self.action_words: tuple[str, ...] = ()  # every text `action` may show (Lead, Beat)
        self.play_tags = [label(17, QColor(0, 0, 0, 120)) for _ in range(4)]  # under plays
        self.last_button = button(QRectF(0, 0, 190, 44), px=18)
        self.last_panel = LastTrickPanel(tiles.board.last_plays, seat_name, style)
        self.last_panel.visibleChanged.connect(self.veil_banner)
        for item in (self.dice_note, self.action, self.discard, *self.chips, *self.play_tags,
                     self.last_button, self.last_panel):
            scene.addItem(item)
        for item in (self.dice_note, *self.play_tags):
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        for item in (self.action, self.discard, *self.chips, self.dice_note, self.last_button):
            item.hide()

    # --- the hover card's ground ----------------------------------------------------------

    def keep_clear(self) -> list[QRectF]:
        """What the hover card must not cover: the caption, the buttons, the name plates,
        the trick and the bottom hand."""
        return self._keep_clear((self.caption, self.action, self.discard, *self.chips,
                                 self.panel_button, self.last_button, *self.plates),
                                [i for _s, items, _u in self.tiles.trick for i in items])

    # --- laying out -------------------------------------------------------------------------

    def relayout(self) -> None:
        geo = self.geo
        right = min(self.panel_left(), geo.chip_rect(0).left())  # clear of the choices
        self.place_frame(2 * (right - geo.cx - 36))
        width = self.buttons_width()
        self.action.set_rect(geo.action_rect(0, width))
        self.discard.set_rect(geo.action_rect(1, width))
        for i, chip in enumerate(self.chips):  # (their column rises beside the right hand)
            chip.set_rect(geo.chip_rect(i))
        self.place_last_button()
        self.last_panel.place(geo.cx, 440)
        self.place_all(0)

    def buttons_width(self) -> float:
        """The two buttons under the choices: wide enough for their texts at the text
        size in use (a large text shrank them to fit), as far as the table's right edge
        (or the open panel) leaves room; they lie below the right seat's hand."""
        need = max([self.action.natural_width(BUTTON_H, words) for words in self.action_words]
                   + [self.discard.natural_width(BUTTON_H)])
        room = self.panel_left() - 16 - self.geo.buttons_left()
        return max(BUTTON_W, min(need, room))

    def banner_top(self) -> float:
        return max(20.0, 430 - (self.banner.height() + 76) / 2)

    def place_dice_note(self) -> None:
        """Tien Gow has no dice note (the shared caption asks)."""

    def place_all(self, ms: int, skip: tuple[TileItem, ...] = ()) -> None:
        self.tiles.place(self.geo, self.bottom, ms, skip)
        self.refresh_play_tags()
        self.refresh_last()


    def refresh_play_tags(self) -> None:
        """Under each play of the trick, whose it is (and that it lies face down)."""
        trick = self.tiles.board.trick
        for i, tag in enumerate(self.play_tags):
            if i >= len(trick):
                tag.hide()
                continue
            play = trick[i]
            text = self.seat_name(play.seat)
            if not play.face_up:
                text += " · " + QCoreApplication.translate("TienGowScenery", "face down")
            tag.set_text(text, SEAT_COLOURS[play.seat])
            tag.setPos(self.geo.play_tag_pos(place_of(play.seat, self.bottom)))
            tag.show()
