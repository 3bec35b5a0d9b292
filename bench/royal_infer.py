"""How likely a sampled world makes the others' plays of this deal: each unforced card an
opponent played is replayed with the rule-based policy on that seat's hand in the world,
and a card the policy would not have chosen multiplies the world's weight by `MISS`.

A world where the opponents' plays look sensible counts more than one where they look
like blunders (policy-based inference, as in Rebstock et al. 2019 for Skat); the
observer's own plays and forced plays say nothing and are skipped.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from core.ai import Budget, Cancel
from core.ai.royal.playout import lay_out_possible
from core.ai.royal.policy import TRICK_POLICIES, domino_card
from core.ai.royal.search import Evaluate, best_move, root_part
from core.rng import Rng
from core.royal import RoyalObservation
from core.royal.cards import CARD_INDEX, GROWTH, SUIT_MASK_OF, TENS, deck_mask

MISS = 0.5  # the weight factor of an opponent's card the policy would not have played


def trick_weigher(obs: RoyalObservation) -> Callable[[list[int]], float] | None:
    """A function of the sampled hands (per seat, now) returning the world's weight, or
    None when no opponent has played to this deal yet."""
    miss = MISS
    n, root = obs.players, obs.seat
    policy = TRICK_POLICIES[obs.deal - 1]
    # the deal's tricks: those finished and one per card left, plus the current one if
    # the observer has played to it already
    total = (len(obs.tricks) + obs.cards_left[root]
             + ((root - obs.trick_leader) % n < len(obs.trick)))
    # per card played this deal: seat, card, lead, win, trick, after, left
    plays: list[tuple[int, int, int, int, int, int, int]] = []
    tricks = [(t.leader, t.cards) for t in obs.tricks]
    if obs.trick:
        tricks.append((obs.trick_leader, obs.trick))
    played_by = [0] * n
    for k, (leader, cards) in enumerate(tricks):
        lead, win, tmask = 0, -1, 0
        for pos, card in enumerate(cards):
            seat = (leader + pos) % n
            c = CARD_INDEX[card]
            bit = 1 << c
            plays.append((seat, c, lead, win, tmask, n - 1 - pos, total - k))
            played_by[seat] |= bit
            tmask |= bit
            if not lead:
                lead, win = SUIT_MASK_OF[c], c
            elif c > win and bit & lead:
                win = c
    if not any(seat != root for seat, *_ in plays):
        return None

    def weigh(hands: list[int]) -> float:
        held = [h | p for h, p in zip(hands, played_by, strict=True)]
        union = 0
        for h in held:
            union |= h
        weight = 1.0
        for seat, c, lead, win, tmask, after, left in plays:
            hand = held[seat]
            if seat != root:
                legal = hand & lead or hand
                if legal & (legal - 1) and policy(hand, lead, win, tmask, after,
                                                  union ^ hand, left) != c:
                    weight *= miss
            held[seat] = hand ^ (1 << c)
            union ^= 1 << c
        return weight

    return weigh


def domino_weigher(obs: RoyalObservation) -> Callable[[list[int]], float] | None:
    """As `trick_weigher`, for the domino deal: an opponent's single card laid where it
    could lay others (and not its whole hand) is replayed with `domino_card`."""
    miss = MISS
    n, root = obs.players, obs.seat
    deck = deck_mask(n)
    # per turn: seat, the cards laid (none for a pass, all of them for a whole hand)
    turns = [(t.seat, [CARD_INDEX[c] for c in t.cards]) for t in obs.turns]
    if not any(seat != root and len(cards) == 1 for seat, cards in turns):
        return None
    laid_by = [0] * n
    for seat, cards in turns:
        for c in cards:
            laid_by[seat] |= 1 << c

    def weigh(hands: list[int]) -> float:
        held = [h | p for h, p in zip(hands, laid_by, strict=True)]
        union = 0
        for h in held:
            union |= h
        frontier = TENS & deck
        weight = 1.0
        for seat, cards in turns:
            hand = held[seat]
            if len(cards) == 1 and seat != root:
                layable = hand & frontier
                if (layable & (layable - 1) and not lay_out_possible(hand, frontier)
                        and domino_card(hand, frontier, union ^ hand) != cards[0]):
                    weight *= miss
            for c in cards:
                bit = 1 << c
                hand ^= bit
                union ^= bit
                frontier = (frontier ^ bit | GROWTH[c]) & deck
            held[seat] = hand
        return weight

    return weigh


__all__ = ["MISS", "domino_weigher", "trick_weigher"]


def weighted(evaluate: Evaluate, obs: RoyalObservation) -> Evaluate:
    """`evaluate` with each world's results times its weight under policy inference."""
    weigh = (trick_weigher if obs.phase == "tricks" else domino_weigher)(obs)
    if weigh is None:
        return evaluate

    def weighted(hands: list[int]) -> list[float]:
        w = weigh(hands)
        return [w * value for value in evaluate(hands)]

    return weighted


class InferringHardAgent:
    """The hard search with every world weighed by policy inference: an arena experiment,
    not a level offered to players (docs/opponents.md)."""

    level = "infer"

    def choose(self, obs: RoyalObservation, rng: Rng, budget: Budget | None = None,
               cancel: Cancel | None = None) -> Any:
        return best_move(obs, [root_part(obs, rng, budget, cancel, wrap=weighted)])
