"""The medium player makes the known-good moves in hand-made positions."""

import pytest
from nines_ai_helpers import deal

from core.ai import Budget, make_agent
from core.nines import RULES, Follow, Lead
from core.rng import make_rng


def play(state, *moves):
    for move in moves:
        RULES.apply(state, move)
    return state


def choose(level, state, seat):
    return make_agent(RULES, level).choose(RULES.observation(state, seat), make_rng(1),
                                           Budget(iterations=2000))


def test_wins_a_stack_with_the_cheapest_tile_that_suffices():
    state = deal({0: ["5-5"], 1: ["1-5"], 2: ["1-6"],
                  3: ["6-6", "1-1", "4-4", "1-3", "2-3", "1-4", "3-4", "2-5"]})
    play(state, Lead(0, ("5-5",)), Follow(1, ("1-5",)), Follow(2, ("1-6",)))
    assert choose("medium", state, 3) == Follow(3, ("1-3",))


def test_dumps_the_weakest_tiles_on_stacks_it_cannot_win():
    state = deal({0: ["6-6", "2-4"],
                  1: ["6-6", "1-2", "4-4", "1-3", "5-5", "1-5", "2-3", "3-6"]})
    play(state, Lead(0, ("6-6", "2-4")))
    move = choose("medium", state, 1)
    assert sorted(move.tiles) == ["1-5", "2-3"]


def test_does_not_waste_a_heaven_on_a_stack_already_lost():
    state = deal({0: ["4-4"], 1: ["6-6"],
                  2: ["6-6", "1-1", "1-2", "3-6", "5-6", "1-6", "2-3", "1-4"]})
    play(state, Lead(0, ("4-4",)), Follow(1, ("6-6",)))
    move = choose("medium", state, 2)
    assert move.tiles[0] not in ("6-6", "1-1", "1-2", "3-6")


def test_keeps_a_heaven_when_a_cheap_tile_beats_the_stack_for_sure():
    state = deal({0: ["1-6"], 1: ["1-5"], 2: ["2-3"],
                  3: ["6-6", "5-6", "4-4", "3-3", "2-5", "1-4", "3-4", "1-3"]})
    play(state, Lead(0, ("1-6",)), Follow(1, ("1-5",)), Follow(2, ("2-3",)))
    assert choose("medium", state, 3) == Follow(3, ("5-6",))


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_lays_each_winning_tile_on_the_stack_it_wins(level):
    state = deal({0: ["1-5", "1-4"], 1: ["1-6", "2-3"], 2: ["4-6", "3-4"],
                  3: ["5-6", "3-5", "5-5", "3-3", "2-2", "1-3", "4-4", "1-1"]})
    play(state, Lead(0, ("1-5", "1-4")), Follow(1, ("1-6", "2-3")),
         Follow(2, ("4-6", "3-4")))
    assert [s[-1] for s in RULES.observation(state, 3).current.stacks] == ["4-6", "3-4"]
    move = choose(level, state, 3)
    assert move.tiles[1] == "3-5"  # the only military tile, the only winner of stack 1
    assert move.tiles[0] == "5-6"  # the cheapest civil tile above the red head


def test_leads_every_sure_tile():
    state = deal({0: ["6-6", "6-6", "2-4", "1-2", "1-5", "1-6", "2-3", "1-4"]})
    assert choose("medium", state, 0) == Lead(0, ("6-6", "6-6", "2-4", "1-2"))


def test_without_a_sure_tile_leads_its_weakest_alone():
    state = deal({0: ["1-1", "4-4", "1-3", "3-3", "2-2", "1-5", "3-6", "2-6"]})
    assert choose("medium", state, 0) == Lead(0, ("1-5",))
