"""An arena experiment towards a stronger Royal expert: hard's search whose playouts let
the searching seat think at its own later decisions (nested Monte Carlo, level 1).

In hard's playouts every seat plays the medium rules, the searching seat included, so its
limit is their bias (`bench.royal_settle`: more playouts stop changing its move). Here, at
each of the searching seat's later decisions in a playout, it tries up to WIDTH cards
(the rule's card, the lowest and the highest it may play) each played out with the rules
in the same world, and goes on with the best. Each world then costs several playouts;
the arena's `nested` measures whether the better judgement pays for the fewer worlds.
"""

from __future__ import annotations

import os
from typing import Any

from core.ai import Budget, Cancel
from core.ai.royal.medium import medium_move
from core.ai.royal.playout import _grow_all, lay_out_possible, play_domino, play_tricks
from core.ai.royal.policy import TRICK_POLICIES, domino_card
from core.ai.royal.search import (
    Evaluate,
    RootPart,
    _domino_candidates,
    _domino_world,
    _trick_candidates,
    _trick_world,
    best_move,
    root_part,
)
from core.rng import Rng
from core.royal import RoyalObservation
from core.royal.cards import CARD_INDEX, GROWTH, SUIT_MASK_OF
from core.royal.contracts import PENALTY_MASKS, trick_cost
from core.royal.state import PLACE_POINTS

WIDTH = 3
DEPTH = int(os.environ.get("HERNA_NESTED_DEPTH", "99"))  # at how many of its later decisions


def _options(first: int, legal: int) -> list[int]:
    low = (legal & -legal).bit_length() - 1
    high = legal.bit_length() - 1
    return list(dict.fromkeys((first, low, high)))[:WIDTH]


def nested_tricks(contract: int, n: int, hands: list[int], trick: list[int], leader: int,
                  left: int, root: int, depth: int = DEPTH) -> int:
    """`playout.play_tricks`, except that `root` chooses each of its later cards among
    `_options` by a rules playout of each (at its next `depth` decisions)."""
    policy = TRICK_POLICIES[contract]
    pen_cards = PENALTY_MASKS[contract]
    rem = 0
    for h in hands:
        rem |= h
    cards = list(trick)
    tmask, lead, win, win_seat = 0, 0, -1, leader
    seat = leader
    for c in cards:
        tmask |= 1 << c
        if not lead:
            lead, win, win_seat = SUIT_MASK_OF[c], c, seat
        elif c > win and (1 << c) & lead:
            win, win_seat = c, seat
        seat = (seat + 1) % n
    trick_leader = leader
    total = 0
    while True:
        while len(cards) < n:
            hand = hands[seat]
            legal = hand & lead or hand
            if legal & (legal - 1) == 0:
                c = legal.bit_length() - 1
            else:
                c = policy(hand, lead, win, tmask, n - 1 - len(cards), rem ^ hand, left)
                if seat == root and depth > 0:
                    depth -= 1
                    best = None
                    for option in _options(c, legal):
                        world = hands.copy()
                        world[root] ^= 1 << option
                        value = play_tricks(contract, n, world, [*cards, option],
                                            trick_leader, left, root)
                        if best is None or value > best:
                            best, c = value, option
            bit = 1 << c
            hands[seat] = hand ^ bit
            rem ^= bit
            tmask |= bit
            cards.append(c)
            if not lead:
                lead, win, win_seat = SUIT_MASK_OF[c], c, seat
            elif c > win and bit & lead:
                win, win_seat = c, seat
            seat = seat + 1 if seat + 1 < n else 0
        if win_seat == root:
            total -= trick_cost(contract, tmask, left == 1, n)
        left -= 1
        if not left or (pen_cards and not rem & pen_cards):
            return total
        seat = trick_leader = win_seat
        cards, tmask, lead, win = [], 0, 0, -1


def nested_domino(n: int, hands: list[int], frontier: int, deck: int, seat: int,
                  placed: int, root: int, depth: int = DEPTH) -> int:
    """`playout.play_domino`, except that `root` chooses each of its later cards among
    up to WIDTH layable ones by a rules playout of each (at its next `depth` decisions)."""
    points = PLACE_POINTS[n]
    if not hands[root]:
        return points[placed]
    rem = 0
    for h in hands:
        rem |= h
    active = n - placed
    while not hands[seat]:
        seat = seat + 1 if seat + 1 < n else 0
    while True:
        hand = hands[seat]
        layable = hand & frontier
        if layable:
            if layable == hand or lay_out_possible(hand, frontier):
                if seat == root:
                    return points[placed]
                laid = hand
                frontier = _grow_all(hand, frontier) & deck
                hand = 0
            else:
                if layable & (layable - 1):
                    c = domino_card(hand, frontier, rem ^ hand)
                    if seat == root and depth > 0:
                        depth -= 1
                        nxt = seat + 1 if seat + 1 < n else 0
                        best = None
                        for option in _options(c, layable):
                            world = hands.copy()
                            world[root] ^= 1 << option
                            grown = (frontier ^ (1 << option) | GROWTH[option]) & deck
                            value = play_domino(n, world, grown, deck, nxt, placed, root)
                            if best is None or value > best:
                                best, c = value, option
                else:
                    c = layable.bit_length() - 1
                bit = 1 << c
                laid = bit
                hand ^= bit
                frontier = (frontier ^ bit | GROWTH[c]) & deck
            hands[seat] = hand
            rem ^= laid
            if not hand:
                if seat == root:
                    return points[placed]
                placed += 1
                active -= 1
                if active == 1:
                    return points[placed]
        seat = seat + 1 if seat + 1 < n else 0
        while not hands[seat]:
            seat = seat + 1 if seat + 1 < n else 0


def nested_world(evaluate: Evaluate, obs: RoyalObservation) -> Evaluate:
    """Each candidate of hard's search (as `search.root_part` makes them) played out with
    `nested_tricks` or `nested_domino`."""
    best = medium_move(obs)
    if obs.phase == "domino":
        return _domino_world(obs, _domino_candidates(obs, best.card), nested_domino)
    return _trick_world(obs, _trick_candidates(obs, CARD_INDEX[best.card]), nested_tricks)


class NestedHardAgent:
    """Hard with nested playouts (the arena's `nested`): an experiment, not a level."""

    level = "nested"

    def choose(self, obs: RoyalObservation, rng: Rng, budget: Budget | None = None,
               cancel: Cancel | None = None) -> Any:
        part: RootPart = root_part(obs, rng, budget, cancel, wrap=nested_world)
        return best_move(obs, [part])
