"""Helpers for the Royal AI tests: positions from real games, and playing a deal out
through the rules engine."""

from __future__ import annotations

import itertools
import random

from core.ai.positions import walk
from core.ai.royal import MediumAgent
from core.ai.royal.medium import medium_move
from core.ai.royal.sampler import HandSampler
from core.royal import RULES, RoyalObservation
from core.royal.cards import cards_of, deck_mask
from core.royal.moves import DealCards, LayCard, PlayCard
from core.royal.observe import determinize
from core.royal.state import RoyalCarry, RoyalState
from core.rules import CHANCE


def hidden_twin(state: RoyalState, obs: RoyalObservation,
                rng: random.Random) -> RoyalState | None:
    """A state that differs from `state` only in the hands `obs.seat` cannot see."""
    sampler = HandSampler(obs.seat, obs.hand_mask, obs.unseen_mask, obs.cards_left,
                          obs.absent_masks)
    for _ in range(50):
        hands = sampler.sample(rng)
        if hands != state.hands:
            return determinize(obs, hands)
    return None


def positions(players: int, count: int, seed: int, *, deal: int | None = None,
              rate: float = 0.3) -> list[tuple[RoyalState, RoyalObservation]]:
    """(state, observation of the seat to move) pairs from games of medium players,
    only in deal `deal` (1..6) if given."""
    rng = random.Random(seed)
    walked = walk(RULES, MediumAgent(), itertools.repeat(rng), players=players)
    picked = ((RULES.clone(p.state), p.obs) for p in walked
              if (deal is None or p.obs.deal == deal) and rng.random() < rate)
    return list(itertools.islice(picked, count))


def play_deal_medium(state: RoyalState) -> None:
    """Play the current deal to its end with every seat on the medium rules."""
    number = state.deal
    while state.deal == number and not RULES.is_over(state):
        seat = RULES.to_move(state)
        RULES.apply(state, medium_move(RULES.observation(state, seat)))


def dealt(players: int, deal: int, hands: list[str], first: int = 0) -> RoyalState:
    """A game at the start of deal `deal` (1..6) with these hands (card names separated
    by spaces, one string per seat), `first` to move."""
    dealer0 = (first - 1 - (deal - 1)) % players
    rng = random.Random(0)
    state = RULES.new_game(rng, players=players, carry=RoyalCarry(dealer0))
    while not (state.deal == deal - 1 and RULES.to_move(state) == CHANCE):
        if RULES.to_move(state) == CHANCE:
            RULES.apply(state, RULES.chance_move(state, rng))
        else:
            RULES.apply(state, RULES.random_move(state, rng))
    RULES.apply(state, DealCards(tuple(tuple(h.split()) for h in hands)))
    assert RULES.to_move(state) == first
    return state


def play(state: RoyalState, *cards: str) -> RoyalState:
    """Play these cards (or lay them, in domino) in turn order."""
    for card in cards:
        seat = RULES.to_move(state)
        move = PlayCard(seat, card) if state.deal < 5 else LayCard(seat, card)
        RULES.apply(state, move)
    return state


def fill(players: int, fixed: dict[int, str]) -> list[str]:
    """Hands for every seat: the `fixed` ones as given, the rest of the deck dealt out
    in card order to the other seats."""
    size = deck_mask(players).bit_count() // players
    taken = {c for hand in fixed.values() for c in hand.split()}
    rest = [c for c in cards_of(deck_mask(players)) if c not in taken]
    hands = []
    for seat in range(players):
        if seat in fixed:
            hands.append(fixed[seat])
        else:
            hands.append(" ".join(rest[:size]))
            rest = rest[size:]
    assert not rest
    return hands
