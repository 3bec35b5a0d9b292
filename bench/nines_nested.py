"""An arena experiment towards a stronger Nines expert: hard's search whose playouts let
the searching seat think at its own later decisions (nested Monte Carlo, level 1).

In hard's playouts every seat plays the medium rule, the searching seat included, so a
candidate is judged as if the seat would play medium for the rest of the game: the
search's limit is that rule's bias, not noise (more worlds stop helping). Here, at each
of the searching seat's later decisions in a playout, it tries WIDTH moves (medium's and
the best-valued others) each played out with the medium rule, and goes on with the best
(`depth`: at how many of its later decisions). It judges them in the world itself, with
the same dice (it sees the others' tiles there: "clairvoyant"), or with RESAMPLE > 0 in
that many worlds it cannot tell from it (the others' tiles dealt anew by their hand sizes).

Each playout then costs several; the arena's `nested` (whole games) measures whether the
better judgement pays for the fewer worlds.
"""

from __future__ import annotations

import os
import random
from functools import partial

from bench.nines_variant import VariantHardAgent
from core.ai.nines.playout import play_out, round_won
from core.ai.nines.policy import (
    Tiles,
    beaters_unseen,
    follow_plans,
    medium_follow,
    medium_lead,
    weakest_first,
)
from core.nines.movegen import MAX_LEAD
from core.nines.state import PLAYERS
from core.nines.tiles import ON_TOP

WIDTH = 3  # moves the searching seat tries at a later decision
DEPTH = int(os.environ.get("HERNA_NESTED_DEPTH", "99"))  # at how many of its later decisions
# (99: all of them; the environment variables are for the experiment's runs)
RESAMPLE = int(os.environ.get("HERNA_NESTED_RESAMPLE", "0"))  # 0: judge in the world itself



def _lead_options(hand: list[int], unseen: list[int]) -> list[Tiles]:
    b = beaters_unseen(hand, unseen)
    weak = weakest_first(hand, unseen, b)
    options = [medium_lead(hand, unseen), (weak[-1],), (weak[0],)]
    sure = [f for f in weak[::-1] if b[f] == 0][:MAX_LEAD]
    if sure and len(sure) < len(hand):
        options.append(tuple(sorted([*sure[:MAX_LEAD - 1], weak[0]])))
    return list(dict.fromkeys(tuple(sorted(o)) for o in options))[:WIDTH]


def _follow_options(hand: list[int], tops: list[int], unseen: list[int],
                    unseen_total: int, later_held: int) -> list[Tiles]:
    options = [medium_follow(hand, tops, unseen, unseen_total, later_held)]
    options += [t for _, t in follow_plans(hand, tops, unseen, unseen_total, later_held,
                                           wide=True)]
    return list(dict.fromkeys(options))[:WIDTH]


def _judged(options: list[Tiles], hands: list[list[int]], rem: list[int],
            points: list[int], leader: int, seat: int, tops: list[int],
            top_seats: list[int], rng: random.Random) -> Tiles:
    """The option with the best total over RESAMPLE worlds the seat cannot tell from this
    one (the others' tiles dealt anew by their hand sizes), each option in the same ones."""
    others = sorted(f for s, hand in enumerate(hands) if s != seat for f in hand)  # no peeking
    totals = [0] * len(options)
    for _ in range(RESAMPLE):
        rng.shuffle(others)
        world, at = [], 0
        for s, hand in enumerate(hands):
            if s == seat:
                world.append(hand)
            else:
                world.append(others[at:at + len(hand)])
                at += len(hand)
        dice = rng.getrandbits(32)
        for k, option in enumerate(options):
            totals[k] += play_out([h.copy() for h in world], rem.copy(), list(points), leader,
                                  seat, list(tops), list(top_seats), option,
                                  random.Random(dice))[seat]
    return options[max(range(len(options)), key=lambda k: (totals[k], -k))]


def nested_play_out(hands: list[list[int]], rem: list[int], points: list[int], leader: int,
                    seat: int, tops: list[int], top_seats: list[int],
                    first: tuple[int, ...] | None, rng: random.Random, *,
                    depth: int = DEPTH) -> list[int]:
    """`playout.play_out`, except that the seat to move now (the root) chooses among
    WIDTH moves at its next `depth` decisions by a medium playout of each."""
    root = seat
    in_hands = sum(rem)
    while True:
        hand = hands[seat]
        if not hand:
            return points
        tiles: tuple[int, ...] | None
        if first is not None:
            tiles, first = first, None
        else:
            unseen = rem.copy()
            for f in hand:
                unseen[f] -= 1
            later = ((leader - seat - 1) % PLAYERS) * len(hand)
            tiles = None
            if seat == root and depth > 0:
                depth -= 1
                options = (_follow_options(hand, tops, unseen, in_hands - len(hand), later)
                           if tops else _lead_options(hand, unseen))
                if len(options) > 1 and RESAMPLE:
                    tiles = _judged(options, hands, rem, points, leader, seat, tops,
                                    top_seats, random.Random(rng.getrandbits(32)))
                elif len(options) > 1:
                    state = rng.getstate()
                    best = -1
                    for option in options:
                        dice = random.Random()
                        dice.setstate(state)
                        value = play_out([h.copy() for h in hands], rem.copy(), list(points),
                                         leader, seat, list(tops), list(top_seats), option,
                                         dice)[root]
                        if value > best:
                            best, tiles = value, option
                else:
                    tiles = options[0]
            if tiles is None:
                tiles = (medium_follow(hand, tops, unseen, in_hands - len(hand), later)
                         if tops else medium_lead(hand, unseen))
        if tops:
            for i, f in enumerate(tiles):
                if ON_TOP[f][tops[i]]:
                    tops[i] = f
                    top_seats[i] = seat
                hand.remove(f)
                rem[f] -= 1
            in_hands -= len(tiles)
            seat = (seat + 1) % PLAYERS
            if seat == leader:
                leader = seat = round_won(top_seats, points, rng)
                tops = []
                top_seats = []
        else:
            for f in tiles:
                hand.remove(f)
                rem[f] -= 1
            in_hands -= len(tiles)
            tops = list(tiles)
            top_seats = [seat] * len(tiles)
            leader = seat
            seat = (seat + 1) % PLAYERS


class NestedHardAgent(VariantHardAgent):
    """Hard with `nested_play_out` in its search (the arena's `nested`)."""

    def __init__(self, depth: int = DEPTH) -> None:
        super().__init__("nested", play=partial(nested_play_out, depth=depth))
