"""Screen variants of the Nines playout rules against the medium rule, on the playout
engine (no search, no validation: thousands of games a second).

Hard's search plays every seat with the medium rule in its playouts, so its judgement is
only as good as that rule; a rule that beats medium is a candidate for the playouts of a
stronger search. Each deal is played twice, the variant at seats 0 and 2 and then at 1
and 3, with the same leader and dice: the paired difference (variant's mean stacks per
seat minus medium's, per deal) with its 95 % interval.

    python -m bench.nines_rules --deals 20000 --seed 2 k_90 slack_5 k_90_slack_5

Issue 37's screen (docs/opponents.md): no variant of medium's lead or of its follow
tables beats it by more than two hundredths of a stack a game, so a better playout rule
for a stronger search is not to be had from its parameters.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
from collections.abc import Callable
from itertools import accumulate

from core.ai.nines.playout import round_won
from core.ai.nines.policy import (
    Tiles,
    beaters_unseen,
    easy_follow,
    easy_lead,
    follow_plans,
    medium_follow,
    medium_lead,
    weakest_first,
)
from core.ai.nines.tables import MAX_UNSEEN, NONE_HELD, RANK_START, SUIT_START
from core.nines.movegen import MAX_LEAD
from core.nines.state import PLAYERS
from core.nines.tiles import ON_TOP, TILE_IDS

Lead = Callable[[list[int], list[int]], Tiles]
Follow = Callable[[list[int], list[int], list[int], int, int], Tiles]
Rule = tuple[Lead, Follow]
MEDIUM: Rule = (medium_lead, medium_follow)


def play_game(hands: list[list[int]], rules: list[Rule], leader: int,
              rng: random.Random) -> list[int]:
    """One game from a deal, each seat playing its rule; the stacks each seat won."""
    rem = [0] * len(ON_TOP)
    for hand in hands:
        for f in hand:
            rem[f] += 1
    in_hands = sum(rem)
    points = [0] * PLAYERS
    seat = leader
    tops: list[int] = []
    top_seats: list[int] = []
    while hands[seat]:
        hand = hands[seat]
        unseen = rem.copy()
        for f in hand:
            unseen[f] -= 1
        lead, follow = rules[seat]
        if tops:
            tiles = follow(hand, tops, unseen, in_hands - len(hand),
                           ((leader - seat - 1) % PLAYERS) * len(hand))
            for i, f in enumerate(tiles):
                if ON_TOP[f][tops[i]]:
                    tops[i] = f
                    top_seats[i] = seat
        else:
            tiles = lead(hand, unseen)
            tops = list(tiles)
            top_seats = [seat] * len(tiles)
            leader = seat
        for f in tiles:
            hand.remove(f)
            rem[f] -= 1
        in_hands -= len(tiles)
        seat = (seat + 1) % PLAYERS
        if tops and seat == leader:
            leader = seat = round_won(top_seats, points, rng)
            tops, top_seats = [], []
    return points


def screen(variant: Rule, deals: int, seed: int, base: Rule = MEDIUM) -> tuple[float, float]:
    """The variant's paired difference to `base` over `deals` deals: (mean, 95 % CI)."""
    rng = random.Random(seed)
    diffs = []
    for _ in range(deals):
        tiles = list(TILE_IDS)
        rng.shuffle(tiles)
        leader = rng.randrange(PLAYERS)
        dice = rng.getrandbits(32)
        diff = 0.0
        for parity in (0, 1):
            rules = [variant if s % 2 == parity else base for s in range(PLAYERS)]
            hands = [tiles[8 * s:8 * s + 8] for s in range(PLAYERS)]
            points = play_game(hands, rules, leader, random.Random(dice))
            mine = sum(points[s] for s in range(PLAYERS) if s % 2 == parity)
            diff += (mine - (8 - mine)) / 2
        diffs.append(diff / 2)
    mean = statistics.fmean(diffs)
    return mean, 1.96 * statistics.stdev(diffs) / math.sqrt(len(diffs))


# -- variants ----------------------------------------------------------------------------

def _sure(hand: list[int], unseen: list[int]) -> list[int]:
    cum = [0, *accumulate(unseen)]
    return [f for f in hand if cum[RANK_START[f]] == cum[SUIT_START[f]]]


def lead_sure_one(hand: list[int], unseen: list[int]) -> Tiles:
    """One sure tile at a time (keeps the lead), else the single weakest."""
    sure = _sure(hand, unseen)
    return (min(sure),) if sure else (weakest_first(hand, unseen)[0],)


def lead_sure_plus_weak(hand: list[int], unseen: list[int]) -> Tiles:
    """The sure tiles and the weakest tile with them (when room), else the weakest."""
    sure = _sure(hand, unseen)[:MAX_LEAD]
    weak = weakest_first(hand, unseen)
    if sure and len(sure) >= 2 and len(sure) < MAX_LEAD and len(sure) < len(hand):
        rest = [f for f in weak if f not in sure or sure.count(f) < hand.count(f)]
        return tuple(sorted([*sure, rest[0]]))
    return tuple(sorted(sure)) if sure else (weak[0],)


def lead_pair_weak(hand: list[int], unseen: list[int]) -> Tiles:
    """With no sure tile, the two weakest tiles together."""
    sure = _sure(hand, unseen)
    if sure:
        return tuple(sorted(sure[:MAX_LEAD]))
    weak = weakest_first(hand, unseen)
    return tuple(sorted(weak[:2])) if len(hand) >= 2 else (weak[0],)


def lead_near_sure(hand: list[int], unseen: list[int]) -> Tiles:
    """With no sure tile, the strongest tile when at most one unseen tile beats it."""
    sure = _sure(hand, unseen)
    if sure:
        return tuple(sorted(sure[:MAX_LEAD]))
    b = beaters_unseen(hand, unseen)
    best = min(hand, key=lambda f: (b[f], f))
    if b[best] <= 1:
        return (best,)
    return (weakest_first(hand, unseen, b)[0],)


def lead_keep_last_sure(hand: list[int], unseen: list[int]) -> Tiles:
    """The sure tiles but one when more than one (keep one to win a follow later)."""
    sure = _sure(hand, unseen)[:MAX_LEAD]
    if len(sure) >= 2 and len(sure) < len(hand):
        return tuple(sorted(sure[:-1]))
    return tuple(sorted(sure)) if sure else (weakest_first(hand, unseen)[0],)


def make_follow(val_sure: float = 1.0, val_q: float = 0.6, val_k: float = 0.75,
                slack: float = 0.15, wide: bool = False) -> Follow:
    """Medium's follow with other tables (see `core.ai.nines.tables`); `wide`: with a
    beater of every safety on every stack, not only the cheapest and the best valued."""
    val = tuple(val_sure if b == 0 else val_k * val_q ** b for b in range(MAX_UNSEEN + 1))
    holds = tuple(tuple(tuple(1 - (1 - p) * (1 - slack) for p in row) for row in table)
                  for table in NONE_HELD)

    def follow(hand: list[int], tops: list[int], unseen: list[int], unseen_total: int,
               later_held: int) -> Tiles:
        if wide and len(tops) > 1:
            return follow_plans(hand, tops, unseen, unseen_total, later_held, wide=True,
                                val=val, holds=holds)[0][1]
        return medium_follow(hand, tops, unseen, unseen_total, later_held, val, holds)

    return follow


VARIANTS: dict[str, Rule] = {
    "easy": (lambda hand, unseen: easy_lead(hand),
             lambda hand, tops, unseen, unseen_total, later_held: easy_follow(hand, tops)),
    "follow_copy": (medium_lead, make_follow()),
    **{f"slack_{int(s * 100)}": (medium_lead, make_follow(slack=s))
       for s in (0.0, 0.05, 0.25, 0.35)},
    **{f"q_{int(q * 100)}": (medium_lead, make_follow(val_q=q)) for q in (0.45, 0.5, 0.7, 0.8)},
    **{f"k_{int(k * 100)}": (medium_lead, make_follow(val_k=k)) for k in (0.5, 0.6, 0.9, 1.0)},
    **{f"sure_{int(v * 100)}": (medium_lead, make_follow(val_sure=v)) for v in (0.8, 1.2)},
    "wide": (medium_lead, make_follow(wide=True)),
    "k_90_slack_5": (medium_lead, make_follow(val_k=0.9, slack=0.05)),
    "k_80_slack_10": (medium_lead, make_follow(val_k=0.8, slack=0.10)),
    "lead_sure_one": (lead_sure_one, medium_follow),
    "lead_sure_plus_weak": (lead_sure_plus_weak, medium_follow),
    "lead_pair_weak": (lead_pair_weak, medium_follow),
    "lead_near_sure": (lead_near_sure, medium_follow),
    "lead_keep_last_sure": (lead_keep_last_sure, medium_follow),
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("variants", nargs="*", default=sorted(VARIANTS))
    parser.add_argument("--deals", type=int, default=5000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    for name in args.variants:
        mean, ci = screen(VARIANTS[name], args.deals, args.seed)
        print(f"{name:24s} {mean:+.3f} ± {ci:.3f}  (n={args.deals})", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
