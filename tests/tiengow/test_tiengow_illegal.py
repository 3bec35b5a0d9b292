"""Illegal moves are refused with a reason and a code, and leave the state untouched."""

from __future__ import annotations

import random

import pytest
from tiengow_helpers import deal, play, random_game

from core.errors import IllegalMove
from core.tiengow import RULES, Beat, Discard, Lead


def refused(state, move, code: str | None) -> IllegalMove:
    before = state.copy()
    with pytest.raises(IllegalMove) as err:
        RULES.apply(state, move)
    assert state == before
    assert str(err.value)
    if code is not None:
        assert err.value.code == code
    return err.value


def leading():
    return deal({0: ["6-6", "6-6", "3-6", "1-5"], 1: ["1-1", "4-5", "2-4"]})


@pytest.mark.parametrize(("move", "code"), [
    (Lead(1, ("1-1",)), "not_your_turn"),
    (Lead(7, ("1-1",)), "no_seat"),
    (Lead(0, ("2-4",)), "not_held"),
    (Lead(0, ("6-6", "1-5")), "not_a_lead"),
    (Lead(0, ()), "lead_count"),
    (Lead(0, ("6-6", "6-6", "6-6")), "too_many_copies"),
    (Lead(0, ("9-9",)), "not_a_tile"),
    (Lead(0, "6-6"), "not_tiles"),
    (Beat(0, ("6-6",)), "lead_now"),
    (Discard(0, ("6-6",)), "lead_now"),
    ("6-6", "not_a_move"),
])
def test_refusals_when_leading(move, code):
    state = leading()
    if isinstance(move, str):
        before = state.copy()
        with pytest.raises(IllegalMove):
            RULES.apply(state, move)
        assert state == before
        return
    refused(state, move, code)


@pytest.mark.parametrize(("move", "code"), [
    (Beat(1, ("1-1",)), "does_not_beat"),
    (Beat(1, ("4-5",)), "does_not_beat"),
    (Beat(1, ("1-1", "4-5")), "follow_count"),
    (Discard(1, ("1-1", "4-5")), "follow_count"),
    (Discard(1, ("6-6",)), "not_held"),
    (Lead(1, ("1-1",)), "follow_now"),
    (Discard(2, ("1-1",)), "not_your_turn"),
])
def test_refusals_when_following(move, code):
    state = leading()
    play(state, ("lead", 0, "6-6"))
    refused(state, move, code)


def test_the_supreme_pair_not_led_is_refused_face_up():
    state = deal({0: ["1-5", "1-5"], 1: ["2-4", "1-2"]})
    play(state, ("lead", 0, "1-5 1-5"))
    err = refused(state, Beat(1, ("2-4", "1-2")), "does_not_beat")
    assert "1-5 1-5" in str(err)
    play(state, ("down", 1, "2-4 1-2"))


def test_after_the_game_every_move_is_refused():
    state = random_game(4)
    refused(state, Lead(state.winner, ("6-6",)), "game_over")
    assert RULES.legal_moves(state) == []
    with pytest.raises(IllegalMove):
        RULES.random_move(state, random.Random(1))
    with pytest.raises(IllegalMove):
        RULES.chance_move(state, random.Random(1))


@pytest.mark.parametrize("seed", range(30))
def test_random_wrong_moves_change_nothing(seed):
    """Along a random game, moves of the wrong seat, kind or tiles are refused and the
    legal ones are accepted."""
    rng = random.Random(seed)
    state = RULES.new_game(rng, players=4)
    faces = ["6-6", "1-1", "3-6", "2-4", "1-2", "1-5", "4-5", "2-3"]
    while not RULES.is_over(state):
        legal = {(type(m), tuple(sorted(m.tiles)), m.seat) for m in RULES.legal_moves(state)}
        for _ in range(6):
            kind = rng.choice([Lead, Beat, Discard])
            tiles = tuple(rng.sample(faces, rng.randint(1, 3)))
            move = kind(rng.randrange(4), tiles)
            if (kind, tuple(sorted(tiles)), move.seat) not in legal:
                refused(state, move, None)
        RULES.apply(state, RULES.random_move(state, rng))
