"""`RULES.record_moves`: a record's start state and moves replay to `from_record`'s state."""

from __future__ import annotations

import pytest

from core.arena import play_one
from core.arena_stats import Tally
from core.errors import RecordError
from core.nines import RULES, Lead, TieRoll
from core.records import write_record
from core.rng import make_rng
from core.rules import CHANCE

PLAYERS = [{"name": f"random {i + 1}", "kind": "ai:random"} for i in range(4)]


def record_of(state, seed: int = 0, games: int = 4) -> dict:
    """The record of `state`, of a match of `games` games (a later game's is refused)."""
    return write_record(RULES, state, seed=seed, players=PLAYERS,
                        options={"match_games": games})


def play_logged(state, rng) -> list:
    """Play `state` out with random moves; the moves in order."""
    moves = []
    while not RULES.is_over(state):
        if RULES.to_move(state) == CHANCE:
            move = RULES.chance_move(state, rng)
        else:
            move = RULES.random_move(state, rng)
        RULES.apply(state, move)
        moves.append(move)
    return moves


def replayed(start, moves):
    state = RULES.clone(start)
    for move in moves:
        RULES.apply(state, move)
    return state


@pytest.mark.parametrize("seed", range(12))
def test_arena_game_one_replays_move_by_move(seed):
    state = play_one(RULES, seed, ["random"] * 4, dict(RULES.default_options), None, Tally())
    record = record_of(state, seed)
    start, moves = RULES.record_moves(record)
    assert start.game_number == 1 and start.roll is not None
    assert not start.takes and not start.rounds  # nothing played yet
    end = replayed(start, moves)
    assert record_of(end, seed) == record_of(RULES.from_record(record), seed) == record
    assert RULES.is_over(end)


def test_the_moves_are_those_played_chance_included():
    rng = make_rng(5)
    saw_tie = False
    carry = None
    for number in range(1, 7):  # later games start from the last round's winner
        state = RULES.new_game(rng, players=4, carry=carry)
        played = play_logged(state, rng)
        start, moves = RULES.record_moves(record_of(state, games=6))
        assert start.game_number == number and (start.roll is None) == (number > 1)
        assert moves == played
        assert isinstance(moves[len(start.wall) // 2], Lead)  # the takes come first
        saw_tie = saw_tie or any(isinstance(m, TieRoll) for m in moves)
        for seat in range(4):
            assert (RULES.observation(replayed(start, moves), seat)
                    == RULES.observation(RULES.from_record(record_of(state, games=6)), seat))
        carry = RULES.carry(state)
    assert saw_tie, "pick a seed whose games have a roll-off"


@pytest.mark.parametrize("cut", [0, 1, 7, 8, 9, 20, 31])
def test_a_save_of_a_running_game_gives_its_moves_so_far(cut):
    rng = make_rng(11)
    game = RULES.new_game(rng, players=4)
    played = play_logged(RULES.clone(game), rng)
    state = replayed(game, played[:cut])
    start, moves = RULES.record_moves(record_of(state))
    assert moves == played[:cut]
    assert record_of(replayed(start, moves)) == record_of(state)


def test_a_broken_record_is_refused_like_from_record():
    state = play_one(RULES, 3, ["random"] * 4, dict(RULES.default_options), None, Tally())
    record = record_of(state)
    record["points"] = [9, 9, 9, 9]
    with pytest.raises(RecordError, match="points"):
        RULES.record_moves(record)
