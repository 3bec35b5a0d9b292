"""Playouts on bitmasks: one determinized world played from a decision to the end of the
current deal with the rule-based policy, returning what the deal brings the searching
seat from then on. No moves, events or validation: the hot loop of `hard`."""

from __future__ import annotations

from core.royal.cards import GROWTH, SUIT_MASK_OF, rank_mask
from core.royal.contracts import PENALTY_MASKS, trick_cost
from core.royal.state import PLACE_POINTS

from .policy import TRICK_POLICIES, domino_card


def play_tricks(contract: int, n: int, hands: list[int], trick: list[int], leader: int,
                left: int, root: int) -> int:
    """Play deal `contract` (0..4) out from the current trick (`trick`: card indices in
    play order from `leader`) with `left` tricks to go, this one included; `hands` is
    consumed. Returns the penalty `root` takes from now on (<= 0).

    The playout stops as soon as the root's result is settled: no penalty card is left
    in any hand in deals 2-4 (whatever the end-early option says)."""
    policy = TRICK_POLICIES[contract]
    pen_cards = PENALTY_MASKS[contract]  # 0: every trick may cost
    rem = 0
    for h in hands:
        rem |= h
    count = len(trick)
    tmask, lead, win, win_seat = 0, 0, -1, leader
    seat = leader
    for c in trick:
        tmask |= 1 << c
        if not lead:
            lead, win, win_seat = SUIT_MASK_OF[c], c, seat
        elif c > win and (1 << c) & lead:
            win, win_seat = c, seat
        seat = (seat + 1) % n
    total = 0
    while True:
        while count < n:
            hand = hands[seat]
            if hand & (hand - 1) == 0:
                c = hand.bit_length() - 1
            else:
                f = hand & lead
                if f and f & (f - 1) == 0:
                    c = f.bit_length() - 1
                else:
                    c = policy(hand, lead, win, tmask, n - 1 - count, rem ^ hand, left)
            bit = 1 << c
            hands[seat] = hand ^ bit
            rem ^= bit
            tmask |= bit
            if not lead:
                lead, win, win_seat = SUIT_MASK_OF[c], c, seat
            elif c > win and bit & lead:
                win, win_seat = c, seat
            count += 1
            seat = seat + 1 if seat + 1 < n else 0
        if win_seat == root:
            total -= trick_cost(contract, tmask, left == 1, n)
        left -= 1
        if not left or (pen_cards and not rem & pen_cards):
            return total
        seat = win_seat
        count, tmask, lead, win = 0, 0, 0, -1


def lay_out_possible(hand: int, frontier: int) -> bool:
    """Whether the whole hand can be laid at once (rows only grow: lay all you can)."""
    while True:
        now = hand & frontier
        if not now:
            return False
        hand ^= now
        if not hand:
            return True
        frontier ^= now
        frontier |= ((now & _GROWS_DOWN) >> 1) | ((now & _GROWS_UP) << 1)


def play_domino(n: int, hands: list[int], frontier: int, deck: int, seat: int,
                placed: int, root: int) -> int:
    """Play the domino deal out from `seat` to move, `placed` seats being out already;
    `hands` is consumed. Returns the root's place points (it stops once they are known)."""
    points = PLACE_POINTS[n]
    if not hands[root]:
        return points[placed]  # the root has just gone out
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
                    return points[placed]  # the root is the last one holding cards
        seat = seat + 1 if seat + 1 < n else 0
        while not hands[seat]:
            seat = seat + 1 if seat + 1 < n else 0


def _grow_all(hand: int, frontier: int) -> int:
    while hand:
        now = hand & frontier
        hand ^= now
        frontier ^= now
        frontier |= ((now & _GROWS_DOWN) >> 1) | ((now & _GROWS_UP) << 1)
    return frontier


_GROWS_DOWN = sum(rank_mask(r) for r in (1, 2, 3, 4))  # 7 8 9 10 grow downwards
_GROWS_UP = sum(rank_mask(r) for r in (4, 5, 6, 7))  # 10 J Q K grow upwards
