"""The observation hides the other hands and every face-down discard, and gives the same
moves as the state."""

from __future__ import annotations

import dataclasses
import random

import pytest
from tiengow_helpers import canon, deal, play

from core.private import private_fields, redacted
from core.tiengow import RULES


def test_other_hands_and_face_down_discards_are_hidden():
    state = deal({0: ["6-6", "1-5"], 1: ["1-1", "2-4"], 2: ["4-4"]})
    play(state, ("lead", 0, "1-5"), ("down", 1, "2-4"), ("beat", 2, "4-4"))
    for seat in range(4):
        obs = RULES.observation(state, seat)
        text = repr(redacted(obs))
        assert "2-4" not in text  # the discard
        plays = obs.current.plays
        assert plays == ((0, ("1-5",)), (1, None), (2, ("4-4",)))
        assert obs.hand_sizes == (7, 7, 7, 8)
        others = {t for s in range(4) if s != seat
                  for t in RULES.observation(state, s).hand} - set(obs.hand)
        assert not any(f"'{t}'" in repr(dataclasses.replace(obs, hand=(), discards=()))
                       for t in others - {"1-5", "4-4"})
    assert RULES.observation(state, 1).discards == ((0, ("2-4",)),)
    assert RULES.observation(state, 0).discards == ()


def test_private_fields_are_declared():
    assert set(private_fields(type(RULES.observation(deal(), 0)))) == {"hand", "discards"}


@pytest.mark.parametrize("seed", range(6))
def test_views_differ_only_in_private_fields_and_a_trick_won_stays_hidden(seed):
    rng = random.Random(seed)
    state = RULES.new_game(rng, players=4)
    while not RULES.is_over(state):
        views = [redacted(RULES.observation(state, s)) for s in range(4)]
        assert all(dataclasses.replace(v, seat=0) == dataclasses.replace(views[0], seat=0)
                   for v in views)
        RULES.apply(state, RULES.random_move(state, rng))
    downs = sum(1 for t in state.tricks for _, _, up in t.plays if not up)
    shown = sum(1 for t in RULES.observation(state, 0).tricks for _, f in t.plays if f is None)
    assert shown == downs


@pytest.mark.parametrize("options", [{}, {"combos": "pure", "supreme": "highest"},
                                     {"early_death": "any", "triplets": "by_group",
                                      "dragons": True}])
@pytest.mark.parametrize("seed", range(8))
def test_observation_moves_equal_state_moves(seed, options):
    rng = random.Random(seed)
    state = RULES.new_game(rng, players=4, options=options)
    while not RULES.is_over(state):
        seat = RULES.to_move(state)
        obs = RULES.observation(state, seat)
        assert canon(RULES.obs_legal_moves(obs)) == canon(RULES.legal_moves(state))
        assert RULES.obs_legal_moves(RULES.observation(state, (seat + 1) % 4)) == []
        move = RULES.obs_random_move(obs, rng)
        assert (type(move).__name__, tuple(sorted(move.tiles))) in canon(
            RULES.legal_moves(state))
        RULES.apply(state, move)
