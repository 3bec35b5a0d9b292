"""The typed members of the `Rules` protocol that the room, the lessons and the coach
read instead of probing game objects: every move's seat, a state's game number and an
observation's deal."""

from __future__ import annotations

import itertools

import pytest

from core.ai import RandomAgent
from core.ai.positions import walk
from core.lessons.script import matches
from core.nines import RULES as NINES
from core.nines.moves import Lead
from core.rng import make_rng
from core.rules import CHANCE, get_rules


@pytest.mark.parametrize("game", ["nines", "royal"])
def test_every_move_names_the_seat_that_makes_it(game):
    rules = get_rules(game)
    rng = make_rng(2)
    state = rules.new_game(rng, players=4)
    while not rules.is_over(state):
        seat = rules.to_move(state)
        if seat == CHANCE:
            move = rules.chance_move(state, rng)
            assert move.seat == CHANCE
        else:
            moves = rules.legal_moves(state)
            assert {m.seat for m in moves} == {seat}
            move = moves[rng.randrange(len(moves))]
        rules.apply(state, move)


def test_a_nines_state_knows_its_game_of_the_match_and_a_royal_one_does_not():
    rng = make_rng(5)
    first = NINES.new_game(rng, players=4)
    assert NINES.game_number(first) == 1
    while not NINES.is_over(first):
        if NINES.to_move(first) == CHANCE:
            NINES.apply(first, NINES.chance_move(first, rng))
        else:
            NINES.apply(first, NINES.random_move(first, rng))
    second = NINES.new_game(rng, players=4, carry=NINES.carry(first))
    assert NINES.game_number(second) == 2
    royal = get_rules("royal")
    assert royal.game_number(royal.new_game(rng, players=4)) is None


@pytest.mark.parametrize(("game", "deals"), [("nines", [1]), ("royal", [1, 2, 3, 4, 5, 6])])
def test_the_deal_of_an_observation(game, deals):
    rules = get_rules(game)
    seen = [rules.deal_number(p.obs)
            for p in walk(rules, RandomAgent(rules), [make_rng(3)], players=4)]
    assert [deal for deal, _ in itertools.groupby(seen)] == deals


def test_a_lesson_move_must_be_the_expected_seats():
    expected = Lead(0, ("6-6", "5-6"))
    assert matches(expected, Lead(0, ("5-6", "6-6")))  # any order
    assert not matches(expected, Lead(1, ("6-6", "5-6")))
