"""The Tien Gow computer players: legal moves from the observation alone, the same move
for the same view and seed, the budget kept, and the levels in order on a few deals."""

from __future__ import annotations

import random

import pytest
from tiengow_helpers import canon, deal, play

from core.ai import Budget, make_agent
from core.ai.tiengow.policy import Play, easy_move, madd, msub, rule_move
from core.ai.tiengow.search import passes, world
from core.ai.tiengow.view import read_seat, unseen_mask
from core.errors import IllegalMove
from core.tiengow import RULES
from core.tiengow.tiles import FULL, mask_of_faces

LEVELS = ["easy", "medium", "hard"]
BUDGET = Budget(iterations=3)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("options", [{}, {"combos": "pure", "early_death": "any",
                                          "supreme": "highest", "dragons": True}])
def test_every_level_plays_legal_moves_to_the_end(level, options):
    rng = random.Random(3)
    state = RULES.new_game(rng, players=4, options=options)
    agent = make_agent(RULES, level)
    while not RULES.is_over(state):
        seat = RULES.to_move(state)
        move = agent.choose(RULES.observation(state, seat), rng, BUDGET)
        assert (type(move).__name__, tuple(sorted(move.tiles))) in canon(
            RULES.legal_moves(state))
        RULES.apply(state, move)


@pytest.mark.parametrize("level", LEVELS)
def test_the_same_view_and_seed_give_the_same_move(level):
    state = RULES.new_game(random.Random(5), players=4)
    obs = RULES.observation(state, RULES.to_move(state))
    agent = make_agent(RULES, level)
    assert agent.choose(obs, random.Random(1), BUDGET) == agent.choose(
        obs, random.Random(1), BUDGET)


def test_out_of_turn_is_refused():
    state = RULES.new_game(random.Random(5), players=4)
    obs = RULES.observation(state, (RULES.to_move(state) + 1) % 4)
    for level in LEVELS:
        with pytest.raises(IllegalMove):
            make_agent(RULES, level).choose(obs, random.Random(1), BUDGET)


def test_the_hard_budget_in_milliseconds_is_kept():
    import time

    state = RULES.new_game(random.Random(8), players=4)
    obs = RULES.observation(state, RULES.to_move(state))
    start = time.perf_counter()
    make_agent(RULES, "hard").choose(obs, random.Random(1), Budget(ms=60))
    assert time.perf_counter() - start < 1.0


def test_multiset_helpers():
    a = mask_of_faces(["6-6", "3-6"])
    b = mask_of_faces(["6-6", "1-2"])
    both = madd(a, b)
    assert both == mask_of_faces(["6-6", "6-6", "3-6", "1-2"])
    assert msub(both, a) == b


def test_the_unseen_tiles_leave_out_what_the_seat_saw():
    state = deal({0: ["6-6", "1-5"], 1: ["1-1", "2-4"], 2: ["4-4"]})
    play(state, ("lead", 0, "1-5"), ("down", 1, "2-4"), ("beat", 2, "4-4"))
    obs = RULES.observation(state, 1)
    unseen = unseen_mask(obs)
    seen = mask_of_faces([*obs.hand, "2-4", "1-5", "4-4"])
    assert madd(unseen, seen) == FULL
    assert passes(obs) == []
    assert passes(RULES.observation(state, 3)) == [(1, 10)]  # seat 1 passed on 1-5


def test_a_world_keeps_what_the_seat_knows():
    state = deal({0: ["6-6", "1-5"], 1: ["1-1", "2-4"], 2: ["4-4"]})
    play(state, ("lead", 0, "1-5"), ("down", 1, "2-4"), ("beat", 2, "4-4"))
    obs = RULES.observation(state, 3)
    seat = read_seat(obs)
    for k in range(20):
        w = world(obs, seat, random.Random(k), passes(obs))
        assert w.hands[3] == state.hands[3]
        assert [h.bit_count() for h in w.hands] == [7, 7, 7, 8]
        assert RULES.to_move(w) == 3 and w.current.high_seat == 2


def test_the_rules_play_the_obvious():
    state = deal({0: ["2-4", "1-2", "1-5", "5-6", "4-6", "1-6", "2-2", "3-3"]})
    seat = read_seat(RULES.observation(state, 0))
    assert easy_move(seat) == Play(mask_of_faces(["2-4", "1-2"]), True)
    assert rule_move(seat).up
    state = deal({0: ["1-2"], 1: ["1-4", "3-6"]})
    play(state, ("lead", 0, "1-2"))
    seat = read_seat(RULES.observation(state, 1))
    assert easy_move(seat) == Play(mask_of_faces(["1-4"]), True)  # the cheapest beat


def test_a_follow_searches_which_tiles_to_keep():
    """With nothing that beats, the search still weighs DISCARDS different discards (the
    weakest first), so hard thinks where the rule alone would decide."""
    from core.ai.tiengow.policy import weakest
    from core.ai.tiengow.search import DISCARDS, candidates

    state = deal({0: ["6-6"], 1: ["1-2", "1-4", "2-3", "2-2", "3-3", "1-3", "5-5", "4-4"]})
    play(state, ("lead", 0, "6-6"))  # heaven: nothing beats it
    seat = read_seat(RULES.observation(state, 1))
    found = candidates(seat)
    downs = [p for p in found if not p.up]
    assert all(not p.up for p in found) and len(downs) == len(set(downs)) >= DISCARDS
    assert downs[0] == Play(weakest(seat.hand, 1, seat.variant), False)
    assert all(p.mask.bit_count() == 1 and not p.mask & ~seat.hand for p in downs)
