"""Every kind of illegal move is refused with a readable reason, the state unchanged."""

import copy
import json
import random

import pytest
from nines_helpers import deal, play_random, record_of

from core.errors import IllegalMove
from core.nines import RULES, Follow, Lead, Take, TieRoll
from core.nines.tiles import TILES


def refused(state, move, reason):
    """Apply `move`: it must raise IllegalMove matching `reason` and change nothing."""
    before = copy.deepcopy(state)
    before_record = json.dumps(record_of(state))
    with pytest.raises(IllegalMove, match=reason):
        RULES.apply(state, move)
    assert state == before
    assert json.dumps(record_of(state)) == before_record


def taking():
    wall = [list(TILES[c * 4:(c + 1) * 4]) for c in range(8)]
    return RULES.game_from_wall(wall, opener=1)


HAND0 = ["6-6", "1-1", "4-4", "2-4", "1-5", "2-3", "3-6", "5-6"]


def leading():
    return deal({0: HAND0, 1: ["2-2", "1-6", "3-3", "1-2", "5-5", "4-6", "3-4", "2-5"]})


def following():
    state = leading()
    RULES.apply(state, Lead(0, ("6-6", "2-4", "1-5")))
    return state


def rolling_off():
    state = deal({0: ["6-6", "1-5"], 1: ["3-3", "1-1"], 2: ["2-2", "3-5"], 3: ["5-5", "1-6"]})
    RULES.apply(state, Lead(0, ("6-6", "1-5")))
    for seat, tiles in [(1, ("3-3", "1-1")), (2, ("2-2", "3-5")), (3, ("5-5", "1-6"))]:
        RULES.apply(state, Follow(seat, tiles))
    assert state.tied == (0, 1)
    return state


def over():
    state = deal({})
    play_random(state, random.Random(2))
    return state


@pytest.mark.parametrize(("make", "move", "reason"), [
    # taking columns
    (taking, Take(2, "left"), "it is seat 1's turn, not seat 2's"),
    (taking, Take(1, "top"), "take from the 'left' or the 'right' end, not 'top'"),
    (taking, Take(1, None), "take from the 'left' or the 'right' end"),
    (taking, Lead(1, ("6-6",)), "take two columns from the left or the right end"),
    (taking, Follow(1, ("6-6",)), "take two columns"),
    (taking, TieRoll(((0, (1, 1)),)), "no roll-off is due"),
    (leading, Take(0, "left"), "the wall is gone"),
    # seats
    (leading, Lead(1, ("2-2",)), "it is seat 0's turn, not seat 1's"),
    (leading, Lead(7, ("6-6",)), "there is no seat 7"),
    (leading, Lead(True, ("6-6",)), "there is no seat True"),
    (leading, Lead("0", ("6-6",)), "there is no seat '0'"),
    # leading
    (leading, Lead(0, ()), "lead 1 to 4 tiles, not 0"),
    (leading, Lead(0, ("6-6", "1-1", "4-4", "2-4", "1-5")), "lead 1 to 4 tiles, not 5"),
    (leading, Lead(0, ("2-2",)), "you hold no 2-2"),
    (leading, Lead(0, ("1-1", "6-6", "6-6")), "you hold only 1 6-6, you lay it 2 times"),
    (leading, Lead(0, ("7-7",)), "'7-7' is not a tile"),
    (leading, Lead(0, (66,)), "66 is not a tile"),
    (leading, Lead(0, "6-6"), "tiles must be a list of tiles"),
    (leading, Follow(0, ("6-6",)), "you lead this round: there is nothing to follow yet"),
    (leading, "6-6", "is not a move of Nines"),
    (leading, None, "is not a move of Nines"),
    # following
    (following, Follow(1, ("2-2", "1-6")), "lay 3 tiles, one on each stack"),
    (following, Follow(1, ("2-2", "1-6", "3-3", "1-2")), "lay 3 tiles, one on each stack"),
    (following, Follow(1, ("2-2", "1-6", "6-6")), "you hold no 6-6"),
    (following, Follow(1, ("2-2", "2-2", "1-6")), "you hold only 1 2-2"),
    (following, Lead(1, ("2-2",)), "you follow this round: lay 3 tiles, one on each stack"),
    (following, Follow(2, ("2-2", "1-6", "3-3")), "it is seat 1's turn, not seat 2's"),
    (following, Follow(1, ["2-2", "x", "3-3"]), "'x' is not a tile"),
    # roll-offs
    (rolling_off, Lead(0, ("1-1",)), "seats 0, 1 roll the dice first"),
    (rolling_off, TieRoll(((0, (1, 1)),)), "seat 1 must roll too"),
    (rolling_off, TieRoll(((0, (1, 1)), (2, (3, 3)))), "seat 2 cannot roll"),
    (rolling_off, TieRoll(((0, (1, 1)), (0, (3, 3)))), "seat 0 cannot roll"),
    (rolling_off, TieRoll(((0, (1, 7)), (1, (3, 3)))), "seat 0 must roll two dice of 1 to 6"),
    (rolling_off, TieRoll(((0, (0, 1)), (1, (3, 3)))), "two dice of 1 to 6"),
    (rolling_off, TieRoll(((0, (True, 1)), (1, (3, 3)))), "two dice of 1 to 6"),
    (rolling_off, TieRoll(((0, (1,)), (1, (3, 3)))), "two dice of 1 to 6"),
    (rolling_off, TieRoll(((0,), (1, (3, 3)))), "a roll is"),
    (rolling_off, TieRoll("dice"), "rolls must be a list"),
    # the end
    (over, Lead(0, ("6-6",)), "the game is over"),
    (over, Take(0, "left"), "the game is over"),
    (over, TieRoll(()), "the game is over"),
])
def test_illegal_move_is_refused_and_changes_nothing(make, move, reason):
    refused(make(), move, reason)


def test_refusals_leave_a_game_that_still_plays_to_the_end():
    state = following()
    for move in (Follow(1, ("6-6", "1-1", "4-4")), Lead(1, ("2-2",)), Take(1, "left")):
        with pytest.raises(IllegalMove):
            RULES.apply(state, move)
    play_random(state, random.Random(5))
    assert RULES.is_over(state) and sum(RULES.scores(state)) == 8


def test_chance_move_and_random_move_refuse_where_they_do_not_apply():
    with pytest.raises(IllegalMove, match="no roll-off is due"):
        RULES.chance_move(leading(), random.Random(1))
    with pytest.raises(IllegalMove, match="the game is over"):
        RULES.random_move(over(), random.Random(1))


@pytest.mark.parametrize(("make", "move", "code", "params"), [
    (leading, Lead(0, ()), "lead_count", {"count": 0}),
    (leading, Lead(0, ("2-2",)), "not_held", {"tile": "2-2"}),
    (following, Follow(1, ("2-2", "1-6")), "lay_count", {"count": 3}),
])
def test_refusals_a_player_can_make_carry_a_code_for_translation(make, move, code, params):
    with pytest.raises(IllegalMove) as refusal:
        RULES.apply(make(), move)
    assert (refusal.value.code, refusal.value.params) == (code, params)
