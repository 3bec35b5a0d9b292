"""The match rule lives in the core: `RULES.match_over` and `RULES.match_winners` of
both games, and Nines' `Match` agreeing with them game by game."""

from __future__ import annotations

import random

import pytest

from core.nines import RULES as NINES
from core.nines.match import Match
from core.royal import RULES as ROYAL
from core.rules import CHANCE


def play_random(state, rng) -> None:
    while not NINES.is_over(state):
        draw = NINES.chance_move if NINES.to_move(state) == CHANCE else NINES.random_move
        NINES.apply(state, draw(state, rng))


def test_a_nines_match_is_its_number_of_games_by_default():
    results = [[2, 2, 2, 2]] * 3
    assert not NINES.match_over({}, results)
    assert NINES.match_over({}, [*results, [8, 0, 0, 0]])
    assert not NINES.match_over({"match_games": 5}, [*results, [8, 0, 0, 0]])


def test_first_to_n_points_ends_with_the_game_that_reaches_n():
    options = {"match_target": 10}
    assert not NINES.match_over(options, [[5, 1, 1, 1], [4, 2, 1, 1]])
    assert NINES.match_over(options, [[5, 1, 1, 1], [5, 1, 1, 1]])
    assert NINES.match_over(options, [[10, 0, 0, 0]])  # after one game


def test_bad_match_options_are_refused():
    for options in ({"match_games": 0}, {"match_games": None, "match_target": None},
                    {"match_target": "10"}):
        with pytest.raises(ValueError):
            NINES.match_over(options, [])


@pytest.mark.parametrize("options", [{}, {"match_target": 12}])
def test_the_match_object_and_the_rule_agree_game_by_game(options):
    match, rng = Match(options), random.Random(3)
    while True:
        assert match.is_over() == NINES.match_over(options, match.results)
        assert match.winners() == NINES.match_winners(match.results)
        if match.is_over():
            break
        state = match.new_game(rng)
        play_random(state, rng)
        match.add_game(state)


def test_the_winners_are_the_most_points_over_the_games_and_a_tie_is_shared():
    assert NINES.match_winners([[3, 1, 2, 2], [0, 2, 3, 3]]) == [2, 3]
    assert NINES.match_winners([[8, 0, 0, 0]]) == [0]
    assert ROYAL.match_winners([[-3, 0, -5], [0, -1, 0]]) == [1]
    assert ROYAL.match_winners([[0, 0, -5], [0, 0, 0]]) == [0, 1]


def test_a_royal_session_goes_on_until_the_players_end_it():
    assert not ROYAL.match_over(ROYAL.default_options, [[0, 0, 0]] * 50)
