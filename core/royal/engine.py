"""Applying moves: the deal and trick play (deals 1-5); domino is in `domino`, the end
of a deal in `flow`.

`apply` validates a move completely before it changes anything, then mutates the state
in place and returns the events. The hot path (one card) allocates little: shared move
and event instances, hands and card sets as int bitmasks.
"""

from __future__ import annotations

from typing import Any

from core.errors import IllegalMove
from core.rules import CHANCE

from .cards import BIT, CARDS, CONTRACTS, SUIT_MASK_OF, SUIT_OF, TENS
from .contracts import PENALTY_MASKS, trick_cost
from .domino import lay, lay_all, pass_turn
from .flow import SUIT_WORDS, card_index, end_deal, held_card, phase_words
from .moves import (
    PLAYED,
    DealCards,
    DealEndedEarly,
    DealStarted,
    LayCard,
    LayOutAll,
    Pass,
    PlayCard,
    TrickTaken,
)
from .state import CHANCE_PHASE, DOMINO, TRICKS, DealLog, RoyalState


def apply(state: RoyalState, move: object) -> list[Any]:
    """Apply `move` in place; return its events. IllegalMove leaves `state` untouched."""
    if type(move) is PlayCard:
        return play(state, move)
    if type(move) is LayCard:
        return lay(state, move)
    if type(move) is Pass:
        return pass_turn(state, move)
    if type(move) is LayOutAll:
        return lay_all(state, move)
    if type(move) is DealCards:
        return deal_cards(state, move)
    raise IllegalMove(f"not a move of Královské domino: {move!r}")


# --- the deal --------------------------------------------------------------------------


def deal_cards(state: RoyalState, move: DealCards) -> list[Any]:
    if state.phase != CHANCE_PHASE:
        raise IllegalMove(f"no deal now: {phase_words(state)}")
    if move.seat != CHANCE:
        raise IllegalMove("the cards are dealt by chance, not by a seat")
    masks = deal_masks(move.hands, state.n, state.deck, state.hand_size)
    n = state.n
    first = state.next_seat[state.dealer]
    number = state.deal
    state.hands = list(masks)
    state.phase = DOMINO if number == 5 else TRICKS
    state.turn = state.leader = first
    state.trick = []
    state.lead_mask = 0
    state.tricks_played = 0
    state.taken = [0] * n
    state.trick_counts = [0] * n
    state.pen = [0] * n
    state.pen_left = PENALTY_MASKS[number] if state.end_early else 0
    state.played = 0
    state.voids = [0] * n
    state.absent = [0] * n
    state.frontier = TENS
    state.places = []
    state.active = n
    state.logs.append(DealLog(number, state.dealer, masks))
    return [DealStarted(number + 1, CONTRACTS[number], state.dealer, first)]


def deal_masks(hands: object, n: int, deck: int, size: int) -> tuple[int, ...]:
    """Check dealt hands (names) and return them as masks; IllegalMove if they are not
    exactly the deck, `size` cards to each of `n` seats."""
    if not isinstance(hands, tuple | list) or len(hands) != n:
        raise IllegalMove(f"a deal gives hands to {n} seats")
    masks = []
    seen = 0
    for seat, hand in enumerate(hands):
        if not isinstance(hand, tuple | list) or len(hand) != size:
            raise IllegalMove(f"seat {seat} must be dealt {size} cards")
        mask = 0
        for card in hand:
            bit = BIT[card_index(card)]
            if bit & seen:
                raise IllegalMove(f"{card} is dealt twice")
            if not bit & deck:
                raise IllegalMove(f"{card} is not in the deck for {n} players")
            seen |= bit
            mask |= bit
        masks.append(mask)
    return tuple(masks)


# --- deals 1-5: tricks -----------------------------------------------------------------


def play(state: RoyalState, move: PlayCard) -> list[Any]:
    seat = move.seat
    index = held_card(state, seat, move.card, TRICKS, "play a card")
    bit = BIT[index]
    hand = state.hands[seat]
    lead = state.lead_mask
    if not lead:
        state.lead_mask = SUIT_MASK_OF[index]
    elif not bit & lead:
        if hand & lead:
            suit = SUIT_OF[state.trick[0]]
            raise IllegalMove(f"you must follow {SUIT_WORDS[suit]}", "must_follow",
                              suit="RGBS"[suit])
        state.voids[seat] |= 1 << SUIT_OF[state.trick[0]]
        state.absent[seat] |= lead
    state.hands[seat] = hand ^ bit
    state.played |= bit
    trick = state.trick
    trick.append(index)
    events = [PLAYED[seat][index]]
    if len(trick) == state.n:
        take_trick(state, events)
    else:
        state.turn = state.next_seat[seat]
    return events


def take_trick(state: RoyalState, events: list[Any]) -> None:
    trick = state.trick
    cards = 0
    for index in trick:
        cards |= BIT[index]
    best = (cards & state.lead_mask).bit_length() - 1
    leader = state.leader
    winner = (leader + trick.index(best)) % state.n
    state.tricks_played += 1
    deal = state.deal
    penalty = trick_cost(deal, cards, state.tricks_played == state.hand_size, state.n)
    state.pen[winner] -= penalty
    state.taken[winner] |= cards
    state.trick_counts[winner] += 1
    played = tuple(trick)
    state.logs[-1].tricks.append((leader, played, winner, -penalty))
    events.append(TrickTaken(winner, leader, tuple(CARDS[i] for i in played), -penalty))
    state.trick = []
    state.lead_mask = 0
    state.leader = state.turn = winner
    if state.pen_left:
        state.pen_left &= ~cards
        if not state.pen_left and state.tricks_played < state.hand_size:
            events.append(DealEndedEarly(deal + 1, state.hand_size - state.tricks_played))
            end_deal(state, events)
            return
    if state.tricks_played == state.hand_size:
        end_deal(state, events)
