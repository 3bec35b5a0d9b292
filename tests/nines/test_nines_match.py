"""A match of Nines: scores add up, the last round's winner opens, when it ends."""

import random

import pytest
from nines_helpers import play_random

from core.nines import RULES
from core.nines.match import Match


def play_match(match, seed=1):
    rng = random.Random(seed)
    openers = []
    while not match.is_over():
        expected = match.next_opener
        state = match.new_game(rng)
        assert (state.roll is None) == (expected is not None)
        if expected is not None:
            assert state.opener == expected and RULES.to_move(state) == expected
        openers.append(state.opener)
        play_random(state, rng)
        match.add_game(state)
        assert match.next_opener == state.rounds[-1].winner
    return openers


def test_default_match_is_four_games_and_scores_add_up():
    match = Match()
    play_match(match)
    assert match.games_played == 4
    assert match.totals == [sum(col) for col in zip(*match.results, strict=True)]
    assert sum(match.totals) == 32
    best = max(match.totals)
    assert match.winners() == [s for s in range(4) if match.totals[s] == best]
    with pytest.raises(ValueError, match="over"):
        match.new_game(random.Random(0))


def test_first_to_n_points():
    match = Match({"match_target": 10})
    play_match(match, seed=2)
    assert max(match.totals) >= 10
    assert all(max(total) < 10 for total in _running(match.results)[:-1])


def _running(results):
    totals, out = [0] * 4, []
    for points in results:
        totals = [a + b for a, b in zip(totals, points, strict=True)]
        out.append(totals)
    return out


def test_tied_totals_share_the_win():
    match = Match({"match_games": 1})
    match.totals = [3, 3, 1, 1]
    assert match.winners() == [0, 1]


def test_bad_options_and_foreign_games_are_refused():
    with pytest.raises(ValueError):
        Match({"match_games": 0})
    with pytest.raises(ValueError):
        Match({"match_games": None, "match_target": None})
    match = Match()
    state = match.new_game(random.Random(1))
    with pytest.raises(ValueError, match="not over"):
        match.add_game(state)
    play_random(state, random.Random(1))
    match.add_game(state)
    with pytest.raises(ValueError, match="game 1 is not this match's game 2"):
        match.add_game(state)
