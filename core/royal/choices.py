"""The legal moves of the seat to act, all of them or one drawn uniformly, and the chance
draw of a deal. The same functions serve the full state and a seat's observation: they
read only the phase, the seat's hand, the led suit and the layable cards."""

from __future__ import annotations

from typing import Any

from core.errors import IllegalMove
from core.rng import Rng

from .cards import CARDS, deck_mask, hand_size, indices_of
from .domino import can_lay_out, lay_out_cards
from .moves import LAY, PASS, PLAY, DealCards, LayOutAll
from .state import CHANCE_PHASE, DOMINO, TRICKS, RoyalState

DECKS = {n: tuple(indices_of(deck_mask(n))) for n in range(3, 7)}


def moves_of(phase: int, seat: int, hand: int, lead: int, frontier: int) -> list[Any]:
    """Every legal move of `seat` holding `hand`, in card order (lay-out-all last)."""
    if phase == TRICKS:
        play = PLAY[seat]
        return [play[i] for i in indices_of(hand & lead or hand)]
    if phase == DOMINO:
        layable = hand & frontier
        if not layable:
            return [PASS[seat]]
        lay = LAY[seat]
        moves: list[Any] = [lay[i] for i in indices_of(layable)]
        if hand.bit_count() >= 2:
            order = lay_out_cards(hand, frontier)
            if order is not None:
                moves.append(LayOutAll(seat, order))
        return moves
    return []


def random_of(phase: int, seat: int, hand: int, lead: int, frontier: int, rng: Rng,
              ) -> Any:
    """One legal move drawn uniformly, without listing them all."""
    if phase == TRICKS:
        mask = hand & lead or hand
        k = int(rng.random() * mask.bit_count())
        while k:
            mask &= mask - 1
            k -= 1
        return PLAY[seat][(mask & -mask).bit_length() - 1]
    if phase == DOMINO:
        mask = hand & frontier
        if not mask:
            return PASS[seat]
        count = mask.bit_count()
        if hand & (hand - 1) and (mask == hand or can_lay_out(hand, frontier)):
            k = int(rng.random() * (count + 1))  # the lay-out-all move is one more
            if k == count:
                order = lay_out_cards(hand, frontier)
                assert order is not None  # the hand can be laid out: checked just above
                return LayOutAll(seat, order)
        else:
            k = int(rng.random() * count)
        while k:
            mask &= mask - 1
            k -= 1
        return LAY[seat][(mask & -mask).bit_length() - 1]
    raise IllegalMove(_nobody(phase))


def _nobody(phase: int) -> str:
    what = "the cards are being dealt" if phase == CHANCE_PHASE else "the game is over"
    return f"no seat is to move: {what}"


def legal_moves(state: RoyalState) -> list[Any]:
    """The legal moves of the seat to act ([] at a chance node or once the game is over;
    use `chance_move` there)."""
    seat = state.turn
    if seat < 0:
        return []
    return moves_of(state.phase, seat, state.hands[seat], state.lead_mask, state.frontier)


def random_move(state: RoyalState, rng: Rng) -> Any:
    """A uniform legal move of the seat to act."""
    seat = state.turn
    if seat < 0:
        raise IllegalMove(_nobody(state.phase))
    return random_of(state.phase, seat, state.hands[seat], state.lead_mask,
                     state.frontier, rng)


def chance_move(state: RoyalState, rng: Rng) -> DealCards:
    """The next deal: the deck shuffled and dealt out, each hand in card order."""
    if state.phase != CHANCE_PHASE:
        raise IllegalMove("no deal now: it is not a chance node")
    deck = list(DECKS[state.n])
    rng.shuffle(deck)
    size = hand_size(state.n)
    return DealCards(tuple(
        tuple(CARDS[i] for i in sorted(deck[s * size:(s + 1) * size]))
        for s in range(state.n)))
