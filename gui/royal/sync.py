"""Rebuilding the table from the controller's observation, without animation."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from core.royal.cards import CARD_INDEX, RANKS, SUITS, cards_of, deck_mask
from core.royal.state import PLACE_POINTS
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
    from gui.royal.table import RoyalTable


def panels(t: RoyalTable, obs: Any) -> None:
    """The seat panels round the table, the bottom seat in the corner."""
    n, bottom = obs.players, t.bottom_seat()
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


def place_panels(t: RoyalTable, n: int) -> None:
    """The panels to their places for the table's width (the bottom seat's first)."""
    slots = opponent_slots(n - 1, t.width_)
    for k, panel in enumerate(t.panels.values()):
        panel.setPos(viewer_panel_rect().center() if k == 0 else slots[k - 1])


def info(t: RoyalTable, obs: Any) -> None:
    """What each panel shows."""
    n = obs.players
    t.info = {}
    places = {seat: (i + 1, PLACE_POINTS[n][i]) for i, seat in enumerate(obs.places)}
    if obs.is_over:
        places = final_places(obs)
    for seat in range(n):
        spec = t.ctl.seats[seat]
        t.info[seat] = SeatInfo(
            name=spec.name, kind=spec.kind, cards=obs.cards_left[seat],
            tricks=obs.tricks_taken[seat], penalty=obs.penalties[seat],
            total=obs.totals[seat],
            stock=obs.stocks[seat] if obs.stocks is not None else None,
            place=places.get(seat), dealer=seat == obs.dealer and not obs.is_over,
            to_move=seat == obs.to_move, domino=obs.phase == "domino" or bool(places),
        )


def final_places(obs: Any) -> dict[int, tuple[int, int]]:
    """Once the game is over the core has cleared the domino deal away; its places are
    read back from its scores (each place earns different points)."""
    n = obs.players
    if len(obs.deal_scores) < 6:
        return {}
    points = PLACE_POINTS[n]
    return {seat: (points.index(score) + 1, score)
            for seat, score in enumerate(obs.deal_scores[5]) if score in points}


def hand(t: RoyalTable, obs: Any) -> None:
    """The bottom hand: faces for the viewer, backs while nobody views."""
    if t.face_up():
        cards: list[str | None] = sorted(obs.hand, key=CARD_INDEX.__getitem__)
    else:
        cards = [None] * obs.cards_left[t.bottom_seat()]
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


def trick(t: RoyalTable, obs: Any) -> None:
    """The cards of the trick being played."""
    for _, item in t.trick:
        t.drop_item(item)
    t.trick = []
    n = obs.players
    for i, card in enumerate(obs.trick):
        seat = (obs.trick_leader + i) % n
        item = t.new_card(card)
        item.setPos(t.trick_spot(seat))
        item.setRotation(t.trick_rotation(seat))
        item.setScale(TABLE_SCALE)
        item.setZValue(20 + i)
        t.trick.append((seat, item))


def rows(t: RoyalTable, obs: Any) -> None:
    """The domino board and the cards on its rows."""
    domino = obs.phase == "domino"
    t.board.setVisible(domino)
    t.board.set_width(t.width_)
    t.board.set_deck(set(cards_of(deck_mask(obs.players))))
    t.board.set_targets(set(cards_of(obs.frontier_mask)) if domino else set())
    laid: set[str] = set()
    if domino:
        for row in obs.rows:
            if row is not None:
                low, high = CARD_INDEX[row[0]], CARD_INDEX[row[1]]
                laid.update(cards_of(sum(1 << i for i in range(low, high + 1))))
    for card in list(t.rows):
        if card not in laid:
            t.drop_item(t.rows.pop(card))
    for card in laid:
        item = t.rows.get(card) or t.new_card(card)
        t.rows[card] = item
        place_in_row(t, item, card)


def place_in_row(t: RoyalTable, item: CardItem, card: str) -> None:
    item.setPos(row_slot(t.width_, SUITS.index(card[-1]), RANKS.index(card[:-1])))
    item.setRotation(0)
    item.setScale(ROW_SCALE)
    item.setZValue(10 + CARD_INDEX[card] % 9)
