"""A cheap game engine on face ids for the hard search: sample the hidden hands from one
seat's view, then play the game out with the medium policy at every seat.

No validation and no events: plain lists, mutated in place. A world is
(hands, rem, points, leader, seat, tops, top_seats); `rem[f]` counts the tiles of face f
still in some hand.
"""

from __future__ import annotations

from core.ai.nines.policy import medium_follow, medium_lead
from core.ai.nines.view import View
from core.nines.state import PLAYERS
from core.nines.tiles import ON_TOP
from core.rng import Rng

Hands = list[list[int]]


def sample_hands(view: View, rng: Rng) -> Hands:
    """The seat's own hand and the unseen tiles dealt at random to the other seats by
    their hand sizes: every deal consistent with what the seat has seen is equally likely."""
    pool = [f for f, n in enumerate(view.unseen) for _ in range(n)]
    rng.shuffle(pool)
    hands: Hands = []
    at = 0
    for seat, size in enumerate(view.hand_sizes):
        if seat == view.seat:
            hands.append(list(view.hand))
        else:
            hands.append(pool[at:at + size])
            at += size
    return hands


def remaining(hands: Hands) -> list[int]:
    rem = [0] * len(ON_TOP)
    for hand in hands:
        for f in hand:
            rem[f] += 1
    return rem


def round_won(top_seats: list[int], points: list[int], rng: Rng) -> int:
    """A round's end: each stack's point to the seat on top; the next leader, the seat
    that won most stacks (a roll-off, a tied seat picked uniformly)."""
    won = [0] * PLAYERS
    for s in top_seats:
        won[s] += 1
        points[s] += 1
    most = max(won)
    tied = [s for s in range(PLAYERS) if won[s] == most]
    return tied[0] if len(tied) == 1 else tied[rng.randrange(len(tied))]


def play_out(hands: Hands, rem: list[int], points: list[int], leader: int, seat: int,
             tops: list[int], top_seats: list[int], first: tuple[int, ...] | None,
             rng: Rng) -> list[int]:
    """Play from `seat` to move (`first` is its move, None to let the policy choose) to
    the end of the game; return the points. Roll-offs pick a tied seat uniformly."""
    in_hands = sum(rem)
    while True:
        hand = hands[seat]
        if not hand:
            return points
        unseen = rem.copy()
        for f in hand:
            unseen[f] -= 1
        if tops:
            if first is None:
                tiles = medium_follow(hand, tops, unseen, in_hands - len(hand),
                                      ((leader - seat - 1) % PLAYERS) * len(hand))
            else:
                tiles, first = first, None
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
            if first is None:
                tiles = medium_lead(hand, unseen)
            else:
                tiles, first = first, None
            for f in tiles:
                hand.remove(f)
                rem[f] -= 1
            in_hands -= len(tiles)
            tops = list(tiles)
            top_seats = [seat] * len(tiles)
            leader = seat
            seat = (seat + 1) % PLAYERS
