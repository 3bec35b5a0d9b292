"""Deal 6, domino: laying tens and row ends, laying out a whole hand, passing, places.

The cards that may be laid now are one mask, the *frontier*: the four tens at first; a
laid card leaves it and its outward neighbour joins it (`cards.GROWTH`)."""

from __future__ import annotations

from typing import Any

from core.errors import IllegalMove

from .cards import BIT, CARDS, GROWTH, SUIT_MASK_OF, SUIT_OF, cards_of, row_growth
from .flow import SUIT_WORDS, card_index, check_turn, end_deal, held_card
from .moves import LAID, PASSED, HandLaidOut, LayCard, LayOutAll, Pass, PlaceTaken
from .state import DOMINO, PLACE_POINTS, RoyalState


def lay(state: RoyalState, move: LayCard) -> list[Any]:
    seat = move.seat
    index = held_card(state, seat, move.card, DOMINO, "lay a card")
    bit = BIT[index]
    hand = state.hands[seat]
    if not bit & state.frontier:
        raise IllegalMove(why_not_layable(state.played, index), "cannot_lay",
                          card=CARDS[index])
    hand ^= bit
    state.hands[seat] = hand
    state.played |= bit
    state.frontier = ((state.frontier ^ bit) | GROWTH[index]) & state.deck
    state.logs[-1].turns.append((seat, (index,), False))
    events = [LAID[seat][index]]
    if not hand:
        go_out(state, seat, events)
    next_domino_turn(state, seat, events)
    return events


def why_not_layable(laid: int, index: int) -> str:
    """Why the card `index` does not fit, the cards of `laid` being on the rows."""
    card = CARDS[index]
    if not laid:
        return "only tens may be laid until the first ten is down"
    word = SUIT_WORDS[SUIT_OF[index]]
    if not laid & SUIT_MASK_OF[index]:
        return f"{card} cannot be laid: the {word} row is not open (its ten is not down)"
    return f"{card} cannot be laid: it is not next to an end of the {word} row"


def pass_turn(state: RoyalState, move: Pass) -> list[Any]:
    seat = move.seat
    if state.phase != DOMINO or seat != state.turn:
        check_turn(state, seat, DOMINO, "pass")
    layable = state.hands[seat] & state.frontier
    if layable:
        low = layable & -layable
        card = CARDS[low.bit_length() - 1]
        raise IllegalMove(f"you may not pass: you can lay {card}", "may_not_pass", card=card)
    state.absent[seat] |= state.frontier
    state.logs[-1].turns.append((seat, (), False))
    events = [PASSED[seat]]
    next_domino_turn(state, seat, events)
    return events


def lay_out_order(hand: int, frontier: int) -> list[int] | None:
    """Masks of cards to lay in turn (each mask's cards all layable at once) that lay out
    the whole `hand`, or None if the hand cannot be laid out."""
    steps = []
    while True:
        now = hand & frontier
        if not now:
            return None
        hand ^= now
        steps.append(now)
        if not hand:
            return steps
        frontier = (frontier ^ now) | row_growth(now)


def can_lay_out(hand: int, frontier: int) -> bool:
    """Whether the whole `hand` can be laid in some order. Rows only ever grow, so laying
    every layable card until none is left decides it."""
    return lay_out_order(hand, frontier) is not None


def lay_out_cards(hand: int, frontier: int) -> tuple[str, ...] | None:
    """The whole hand as card names in a legal order, or None."""
    steps = lay_out_order(hand, frontier)
    if steps is None:
        return None
    return tuple(card for step in steps for card in cards_of(step))


def lay_all(state: RoyalState, move: LayOutAll) -> list[Any]:
    seat = move.seat
    check_turn(state, seat, DOMINO, "lay out your hand")
    cards = move.cards
    hand = state.hands[seat]
    if not isinstance(cards, tuple | list):
        raise IllegalMove("lay out all needs the list of cards")
    if hand.bit_count() < 2:
        raise IllegalMove("with one card left, lay that card itself", "one_card_left")
    indices = [card_index(c) for c in cards]
    mask = 0
    for index in indices:
        mask |= BIT[index]
    if mask != hand or len(indices) != hand.bit_count():
        raise IllegalMove("laying out all must lay exactly the cards in your hand",
                          "lay_out_whole_hand")
    frontier = state.frontier
    played = state.played
    for index in indices:
        bit = BIT[index]
        if not bit & frontier:
            reason = why_not_layable(played, index)
            if can_lay_out(hand, state.frontier):
                raise IllegalMove(f"{reason} (lay out your hand in another order)",
                                  "lay_out_order")
            raise IllegalMove(f"{reason}: your hand cannot be laid out", "cannot_lay_out")
        frontier = ((frontier ^ bit) | GROWTH[index]) & state.deck
        played |= bit
    state.hands[seat] = 0
    state.played = played
    state.frontier = frontier
    state.logs[-1].turns.append((seat, tuple(indices), True))
    events = [HandLaidOut(seat, tuple(CARDS[i] for i in indices))]
    go_out(state, seat, events)
    next_domino_turn(state, seat, events)
    return events


def go_out(state: RoyalState, seat: int, events: list[Any]) -> None:
    place = len(state.places)
    state.places.append(seat)
    state.active -= 1
    events.append(PlaceTaken(seat, place + 1, PLACE_POINTS[state.n][place]))


def next_domino_turn(state: RoyalState, seat: int, events: list[Any]) -> None:
    """Pass the turn to the next seat still holding cards; when only one is left, it
    takes the last place and the deal ends."""
    if state.active == 1:
        last = next(s for s in range(state.n) if state.hands[s])
        go_out(state, last, events)
        end_deal(state, events)
        return
    hands, nxt = state.hands, state.next_seat
    seat = nxt[seat]
    while not hands[seat]:
        seat = nxt[seat]
    state.turn = seat
