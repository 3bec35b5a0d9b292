"""`RULES.record_moves`: a record's start state and moves replay to `from_record`'s state."""

from __future__ import annotations

import pytest

from core.arena import play_one
from core.arena_stats import Tally
from core.errors import RecordError
from core.records import write_record
from core.rng import make_rng
from core.royal import RULES, DealCards
from core.rules import CHANCE


def players(n: int) -> list[dict]:
    return [{"name": f"random {i + 1}", "kind": "ai:random"} for i in range(n)]


def record_of(state, options: dict, seed: int = 0) -> dict:
    return write_record(RULES, state, seed=seed, players=players(state.n), options=options)


def replayed(start, moves):
    state = RULES.clone(start)
    for move in moves:
        RULES.apply(state, move)
    return state


@pytest.mark.parametrize("n", [3, 4, 5, 6])
@pytest.mark.parametrize("seed", [1, 2])
@pytest.mark.parametrize("options", [{"end_early": False, "matchsticks": 50},
                                     {"end_early": True, "matchsticks": 0}])
def test_arena_games_replay_move_by_move(n, seed, options):
    state = play_one(RULES, seed, ["random"] * n, options, None, Tally())
    record = record_of(state, options, seed)
    start, moves = RULES.record_moves(record)
    assert start.deal == 0 and start.logs == [] and RULES.to_move(start) == CHANCE
    assert sum(isinstance(m, DealCards) for m in moves) == 6  # the deals are chance moves
    end = replayed(start, moves)
    assert record_of(end, options, seed) == record_of(RULES.from_record(record), options, seed)
    assert record_of(end, options, seed) == record
    assert RULES.is_over(end) and RULES.scores(end) == record["totals"]
    if options["matchsticks"]:
        assert start.stocks == [50] * n and end.stocks == record["matchsticks"]["end"]


def test_the_moves_are_those_played():
    rng = make_rng(9)
    options = {"end_early": True, "matchsticks": 20}
    state = RULES.new_game(rng, players=5, options=options)
    played = []
    while not RULES.is_over(state):
        move = (RULES.chance_move(state, rng) if RULES.to_move(state) == CHANCE
                else RULES.random_move(state, rng))
        RULES.apply(state, move)
        played.append(move)
    record = record_of(state, options)
    start, moves = RULES.record_moves(record)
    assert moves == played
    for k in (0, 1, len(moves) // 2, len(moves) - 1):  # each move is due where it stands
        assert RULES.to_move(replayed(start, moves[:k])) == moves[k].seat
    saved = replayed(start, moves[:40])  # a save mid-game gives its moves so far
    assert RULES.record_moves(record_of(saved, options))[1] == moves[:40]


def test_a_broken_record_is_refused_like_from_record():
    options = {"end_early": True, "matchsticks": 0}
    record = record_of(play_one(RULES, 4, ["random"] * 4, options, None, Tally()), options)
    record["totals"] = [1, 2, 3, 4]
    with pytest.raises(RecordError, match="totals"):
        RULES.record_moves(record)
