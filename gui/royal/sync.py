"""Matching the table's items to the board (gui.royal.board), without animation: each
function works out what a place of the scenery holds now and hands it back; the scenery
keeps it. The functions read the scenery through `Places`, what they need of it."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsScene

from core.royal.cards import CARD_INDEX, RANKS, SUITS, cards_of, deck_mask
from gui.royal.items import CardItem
from gui.royal.layout import (
    HAND_SCALE,
    ROW_SCALE,
    TABLE_SCALE,
    opponent_panels,
    row_slot,
    viewer_panel_rect,
)
from gui.royal.seats import SeatInfo, SeatPanel
from gui.table.plates import grown

if TYPE_CHECKING:
    from gui.royal.board import RoyalBoard
    from gui.royal.domino import DominoBoard
    from gui.table.contracts import Seat


class Places(Protocol):
    """What the matching reads of the scenery (`gui.royal.scenery.RoyalScenery`): what
    lies in its places now, the table's geometry, and how it makes and drops cards."""

    @property
    def width_(self) -> float: ...

    @property
    def board(self) -> DominoBoard:
        """The domino rows' board."""

    @property
    def panels(self) -> Mapping[int, SeatPanel]: ...

    @property
    def hand(self) -> Sequence[CardItem]: ...

    @property
    def rows(self) -> Mapping[str, CardItem]: ...

    def scene(self) -> QGraphicsScene: ...

    def bottom_seat(self) -> int: ...

    def face_up(self) -> bool: ...

    def new_card(self, card: str | None) -> CardItem: ...

    def drop_item(self, item: Any) -> None: ...

    def trick_spot(self, seat: int) -> QPointF: ...

    def trick_rotation(self, seat: int) -> float: ...


def panels(t: Places, n: int) -> dict[int, SeatPanel]:
    """The seat panels round the table, the bottom seat in the corner (the ones there
    now while they still fit)."""
    bottom = t.bottom_seat()
    wanted = [(bottom + k) % n for k in range(n)]
    now = dict(t.panels)
    if list(now) == wanted and now[bottom].bottom:
        return now
    for panel in now.values():
        t.scene().removeItem(panel)
    made = {}
    for seat in wanted:
        panel = SeatPanel(seat, bottom=seat == bottom)
        t.scene().addItem(panel)
        made[seat] = panel
    return made


def place_panels(panels_: Sequence[SeatPanel], width: float,
                 band: Sequence[QRectF] = (), bank: QRectF | None = None) -> None:
    """The panels to their places for the table's width (the bottom seat's first), grown
    with the text size as far as the table has room, below the corner `band`'s items,
    clear of the matchsticks' `bank` (gui.royal.layout.opponent_panels)."""
    centres, scale = opponent_panels(len(panels_) - 1, width, grown(), band, bank)
    for k, panel in enumerate(panels_):
        if k == 0:  # in the corner, grown whole (the hand keeps clear of it)
            panel.setScale(grown())
            corner = viewer_panel_rect()
            panel.setPos(corner.left() + corner.width() * grown() / 2,
                         corner.bottom() - corner.height() * grown() / 2)
        else:
            panel.setScale(scale)
            panel.setPos(centres[k - 1])


STAND_IN = "stand-in"  # a panel's kind: a computer plays a person's seat for now


def infos(seats: Sequence[Seat], board: RoyalBoard, to_move: int) -> dict[int, SeatInfo]:
    """What each panel shows, from the board (`seats`: the controller's; `to_move`: its
    seat to move)."""
    places = board.places
    return {seat: SeatInfo(
        name=spec.name, kind=STAND_IN if spec.stand_in else spec.kind,
        cards=board.counts[seat],
        tricks=board.tricks_taken[seat], penalty=board.penalties[seat],
        total=board.totals[seat],
        stock=board.stocks[seat] if board.stocks is not None else None,
        place=places.get(seat), dealer=seat == board.dealer and board.phase != "over",
        to_move=seat == to_move, domino=board.phase == "domino" or bool(places),
    ) for seat, spec in enumerate(seats[:board.players])}


def hand(t: Places, board: RoyalBoard) -> list[CardItem]:
    """The bottom hand: faces for the viewer, backs while nobody views (the items in
    the hand now reused where they fit)."""
    if t.face_up():
        cards: list[str | None] = list(board.hand)
    else:
        cards = [None] * board.counts[board.seat]
    old = {item.card: item for item in t.hand if item.card is not None}
    spare = [item for item in t.hand if item.card is None]
    items = []
    for card in cards:
        item = old.pop(card, None) if card is not None else None
        if item is None and spare:
            item = spare.pop()
            item.set_card(card)
        if item is None:
            item = t.new_card(card)
        items.append(item)
    for item in [*old.values(), *spare]:
        t.drop_item(item)
    for item in items:
        item.setScale(HAND_SCALE)
        item.setOpacity(1.0)
        item.flip = 1.0
    return items


def trick(t: Places, board: RoyalBoard) -> list[tuple[int, CardItem]]:
    """The cards of the trick being played, new items (the scenery has dropped its
    old ones)."""
    items = []
    for i, (seat, card) in enumerate(board.trick):
        item = t.new_card(card)
        item.setPos(t.trick_spot(seat))
        item.setRotation(t.trick_rotation(seat))
        item.setScale(TABLE_SCALE)
        item.setZValue(20 + i)
        items.append((seat, item))
    return items


def rows(t: Places, board: RoyalBoard, frontier_mask: int) -> dict[str, CardItem]:
    """The domino board and the cards on its rows (`frontier_mask`: the cards the core
    says may be laid now), the row items there now reused."""
    domino = board.phase == "domino"
    t.board.setVisible(domino)
    t.board.set_width(t.width_)
    t.board.set_deck(set(cards_of(deck_mask(board.players))))
    t.board.set_targets(set(cards_of(frontier_mask)) if domino else set())
    laid = board.laid
    now = dict(t.rows)
    for card in [c for c in now if c not in laid]:
        t.drop_item(now.pop(card))
    for card in laid:
        item = now.get(card) or t.new_card(card)
        now[card] = item
        place_in_row(t.width_, item, card)
    return now


def place_in_row(width: float, item: CardItem, card: str) -> None:
    item.setPos(row_slot(width, SUITS.index(card[-1]), RANKS.index(card[:-1])))
    item.setRotation(0)
    item.setScale(ROW_SCALE)
    item.setZValue(10 + CARD_INDEX[card] % 9)
