"""Hypothesis: random legal games at every table size and option keep every Royal
invariant of RULES.md (and the API's own promises) at every step."""

import functools
import random
from collections.abc import Sequence

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from royal_util import deck, pick, snapshot, suit

from core.errors import IllegalMove
from core.royal import RULES
from core.royal.moves import DealCards, DealScored, LayCard, LayOutAll, Pass, PlayCard
from core.rules import CHANCE

games = st.fixed_dictionaries({
    "players": st.integers(3, 6),
    "end_early": st.booleans(),
    "matchsticks": st.sampled_from([0, 1, 50]),
    "seed": st.integers(0, 2**32),
})
SETTINGS = settings(max_examples=40, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(games)
def test_every_royal_invariant_holds_along_random_games(g):
    n, rng = g["players"], random.Random(g["seed"])
    state = RULES.new_game(rng, players=n, options={"end_early": g["end_early"],
                                                    "matchsticks": g["matchsticks"]})
    sticks_total = g["matchsticks"] * n
    deal_sums = []
    while not RULES.is_over(state):
        if state.stocks is not None:
            assert sum(state.stocks) + state.bank == sticks_total
        seat = RULES.to_move(state)
        if seat == CHANCE:
            move = RULES.chance_move(state, rng)
            cards = [c for hand in move.hands for c in hand]
            assert sorted(cards) == sorted(deck(n))  # every card dealt exactly once
            RULES.apply(state, move)
            continue
        moves = RULES.legal_moves(state)
        assert moves and all(m.seat == seat for m in moves)
        assert RULES.obs_legal_moves(RULES.observation(state, seat)) == moves
        move = RULES.random_move(state, rng)
        assert move in moves
        hand = RULES.observation(state, seat).hand
        if isinstance(move, PlayCard) and state.trick:
            led = RULES.observation(state, seat).lead_suit
            if any(suit(c) == led for c in hand):
                assert suit(move.card) == led  # a played card follows suit when it can
        if isinstance(move, LayOutAll):
            assert sorted(move.cards) == sorted(hand) and len(hand) >= 2
        events = RULES.apply(state, move)
        deal_sums += [sum(e.scores) for e in events if isinstance(e, DealScored)]
    assert deal_sums[:5] == [-{3: 12, 4: 9, 5: 7, 6: 6}[n], -18, -20, -10,
                             -{3: 5, 4: 8, 5: 10, 6: 11}[n]]
    assert sum(deal_sums[:5]) == -65 and deal_sums[5] == 65
    assert sum(RULES.scores(state)) == 0  # plus + minus sums to zero over the table
    if state.stocks is not None:
        assert state.bank == 0 and sum(state.stocks) == sticks_total


@SETTINGS
@given(games, st.data())
def test_illegal_moves_are_refused_and_change_nothing(g, data):
    n, rng = g["players"], random.Random(g["seed"])
    state = RULES.new_game(rng, players=n, options={"end_early": g["end_early"],
                                                    "matchsticks": g["matchsticks"]})
    while not RULES.is_over(state):
        seat = RULES.to_move(state)
        if seat == CHANCE:
            RULES.apply(state, RULES.chance_move(state, rng))
            continue
        legal = RULES.legal_moves(state)
        other = pick(data, _Candidates(state, seat), "other")
        if other not in legal and not _reordered_lay_out(other, legal):
            before = snapshot(state)
            try:
                RULES.apply(state, other)
            except IllegalMove as exc:
                assert str(exc)
            else:
                raise AssertionError(f"{other} was accepted but is not legal")
            assert snapshot(state) == before
        RULES.apply(state, RULES.random_move(state, rng))


class _Candidates(Sequence):
    """The moves tried at `seat`, legal or not: passes, a deal, every card played or laid,
    the next seat's cards, and laying out the whole hand in its order and reversed. The
    two lay-outs (which ask for the seat's observation) are made only when drawn."""

    def __init__(self, state, seat):
        self.state, self.seat = state, seat
        self.fixed = _fixed_candidates(state.n, seat)

    def __len__(self):
        return len(self.fixed) + 2

    def __getitem__(self, i):
        if i < len(self.fixed):
            return self.fixed[i]
        hand = RULES.observation(self.state, self.seat).hand
        return LayOutAll(self.seat, hand if i == len(self.fixed) else tuple(reversed(hand)))


@functools.cache
def _fixed_candidates(n, seat):
    cards = deck(4)
    out = [Pass(seat), Pass((seat + 1) % n), DealCards(((),) * n)]
    out += [PlayCard(seat, c) for c in cards] + [LayCard(seat, c) for c in cards]
    out += [PlayCard((seat + 1) % n, c) for c in cards[:9]]
    return tuple(out)


def _reordered_lay_out(move, legal) -> bool:
    """A lay-out-all in another order than the one offered may be legal too."""
    return isinstance(move, LayOutAll) and any(
        isinstance(m, LayOutAll) and sorted(m.cards) == sorted(move.cards) for m in legal)
