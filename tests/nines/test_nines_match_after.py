"""`match_after`: a match read back from its games' points says what the played match
says (over or not, totals, winners), and refuses points no match can have."""

import random

import pytest
from nines_helpers import play_random

from core.nines.match import Match, match_after


@pytest.mark.parametrize("options", [{}, {"match_games": 2}, {"match_target": 9}])
def test_the_scores_alone_tell_what_the_match_tells(options):
    match, rng = Match(options), random.Random(4)
    while not match.is_over():
        again = match_after(options, match.results)
        assert not again.is_over() and again.totals == match.totals
        state = match.new_game(rng)
        play_random(state, rng)
        match.add_game(state)
    again = match_after(options, match.results)
    assert again.is_over() and again.totals == match.totals
    assert again.winners() == match.winners()


def test_a_shared_win_and_bad_points():
    assert match_after({"match_games": 1}, [[3, 3, 1, 1]]).winners() == [0, 1]
    with pytest.raises(ValueError):
        match_after({"match_games": 1}, [[8, 0, 0, 0], [8, 0, 0, 0]])
    with pytest.raises(ValueError):
        match_after({}, [[8, 0, 0]])
