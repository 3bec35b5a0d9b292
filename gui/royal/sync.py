"""Matching the table's items to the board (gui.royal.board), without animation."""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.royal.cards import CARD_INDEX, RANKS, SUITS, cards_of, deck_mask
from gui.royal.items import CardItem
from gui.royal.layout import (
    HAND_SCALE,
    ROW_SCALE,
    TABLE_SCALE,
    opponent_slots,
    row_slot,
    viewer_panel_rect,
)
from gui.royal.seats import SeatInfo, SeatPanel

if TYPE_CHECKING:
    from gui.royal.board import RoyalBoard
    from gui.royal.scenery import RoyalScenery


def panels(t: RoyalScenery, n: int) -> None:
    """The seat panels round the table, the bottom seat in the corner."""
    bottom = t.bottom_seat()
    wanted = [(bottom + k) % n for k in range(n)]
    if list(t.panels) != wanted or t.panels[bottom].bottom is False:
        for panel in t.panels.values():
            t.scene().removeItem(panel)
        t.panels = {}
        for seat in wanted:
            panel = SeatPanel(seat, bottom=seat == bottom)
            t.scene().addItem(panel)
            t.panels[seat] = panel
    place_panels(t, n)


def place_panels(t: RoyalScenery, n: int) -> None:
    """The panels to their places for the table's width (the bottom seat's first)."""
    slots = opponent_slots(n - 1, t.width_)
    for k, panel in enumerate(t.panels.values()):
        panel.setPos(viewer_panel_rect().center() if k == 0 else slots[k - 1])


def info(t: RoyalScenery, board: RoyalBoard, to_move: int) -> None:
    """What each panel shows, from the board (`to_move`: the controller's seat to move)."""
    n = board.players
    places = board.places
    t.info = {}
    for seat in range(n):
        spec = t.ctl.seats[seat]
        t.info[seat] = SeatInfo(
            name=spec.name, kind=spec.kind, cards=board.counts[seat],
            tricks=board.tricks_taken[seat], penalty=board.penalties[seat],
            total=board.totals[seat],
            stock=board.stocks[seat] if board.stocks is not None else None,
            place=places.get(seat), dealer=seat == board.dealer and board.phase != "over",
            to_move=seat == to_move, domino=board.phase == "domino" or bool(places),
        )


def hand(t: RoyalScenery, board: RoyalBoard) -> None:
    """The bottom hand: faces for the viewer, backs while nobody views."""
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
    t.hand = items
    for item in items:
        item.setScale(HAND_SCALE)
        item.setOpacity(1.0)
        item.flip = 1.0


def trick(t: RoyalScenery, board: RoyalBoard) -> None:
    """The cards of the trick being played."""
    for _, item in t.trick:
        t.drop_item(item)
    t.trick = []
    for i, (seat, card) in enumerate(board.trick):
        item = t.new_card(card)
        item.setPos(t.trick_spot(seat))
        item.setRotation(t.trick_rotation(seat))
        item.setScale(TABLE_SCALE)
        item.setZValue(20 + i)
        t.trick.append((seat, item))


def rows(t: RoyalScenery, board: RoyalBoard, frontier_mask: int) -> None:
    """The domino board and the cards on its rows (`frontier_mask`: the cards the core
    says may be laid now)."""
    domino = board.phase == "domino"
    t.board.setVisible(domino)
    t.board.set_width(t.width_)
    t.board.set_deck(set(cards_of(deck_mask(board.players))))
    t.board.set_targets(set(cards_of(frontier_mask)) if domino else set())
    laid = board.laid
    for card in list(t.rows):
        if card not in laid:
            t.drop_item(t.rows.pop(card))
    for card in laid:
        item = t.rows.get(card) or t.new_card(card)
        t.rows[card] = item
        place_in_row(t, item, card)


def place_in_row(t: RoyalScenery, item: CardItem, card: str) -> None:
    item.setPos(row_slot(t.width_, SUITS.index(card[-1]), RANKS.index(card[:-1])))
    item.setRotation(0)
    item.setScale(ROW_SCALE)
    item.setZValue(10 + CARD_INDEX[card] % 9)
