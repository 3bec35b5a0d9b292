"""Undo in the core (core.undo), without Qt: it takes back the human's last decision and
what followed, by replaying the record; it never crosses the deal's (Royal) or game's
(Nines) start; redo and replaying the same moves restore the position exactly."""

from __future__ import annotations

import pytest

from core import undo
from core.errors import RecordError
from core.records import UNDOS, load_record, undo_count, write_record
from core.rng import make_rng
from core.rules import CHANCE, get_rules

HUMAN = 0
GAMES = [("royal", 4), ("royal", 3), ("nines", 4)]


def players(n: int) -> list[dict[str, str]]:
    return [{"name": "Eva", "kind": "human"},
            *({"name": f"AI {i}", "kind": "ai:random"} for i in range(1, n))]


def running_game(game: str, n: int, seed: int, stop: float) -> tuple[dict, list]:
    """A game of random moves stopped at the human's turn nearest before `stop` of the
    way through (the first one when none is before); its record and its moves."""
    rules = get_rules(game)
    rng = make_rng(seed)
    state = rules.new_game(rng, players=n, options=rules.default_options)
    start = rules.clone(state)
    moves: list = []
    turns = []  # the plies where the human is to move
    while not rules.is_over(state):
        if rules.to_move(state) == HUMAN:
            turns.append(len(moves))
        mover = rules.chance_move if rules.to_move(state) == CHANCE else rules.random_move
        move = mover(state, rng)
        rules.apply(state, move)
        moves.append(move)
    target = max((t for t in turns if t <= stop * len(moves)), default=turns[0])
    moves = moves[:target]
    state = undo.replay(rules, start, moves)
    return write_record(rules, state, seed=seed, players=players(n),
                        options=rules.default_options), moves


def positions(record: dict) -> list:
    """Every seat's view of the record's last position (the whole position, seat by seat)."""
    rules, state = load_record(record)
    return [rules.observation(state, seat) for seat in range(len(record["players"]))]


CASES = [(game, n, seed, stop) for game, n in GAMES for seed in range(12)
         for stop in (0.15, 0.5, 0.85)]


@pytest.mark.parametrize(("game", "n", "seed", "stop"), CASES)
def test_undo_then_the_same_moves_give_the_same_position(game, n, seed, stop):
    record, moves = running_game(game, n, seed, stop)
    assert not record["finished"]
    cut = undo.cut_record(record, [HUMAN])
    if cut is None:  # the human has not decided in this deal yet
        rules, start, played = undo.record_moves(record)
        assert not undo.decisions(rules, start, played, [HUMAN])
        return
    cut_rec, undone = cut
    rules, cut_state = load_record(cut_rec)  # the cut record is a good record
    assert cut_rec[UNDOS] == 1 and not cut_rec["finished"]
    assert undone.kept + len(undone.moves) == len(moves)
    assert list(undone.moves) == moves[undone.kept:]
    first = undone.moves[0]
    assert first.seat == HUMAN  # the human decides again, among several moves
    assert rules.to_move(cut_state) == HUMAN and len(rules.legal_moves(cut_state)) > 1
    assert first in rules.legal_moves(cut_state)
    assert not any(undo.starts_deal(m) for m in undone.moves)  # within the deal
    for move in undone.moves:
        rules.apply(cut_state, move)
    again = write_record(rules, cut_state, seed=seed, players=players(n),
                         options=rules.default_options)
    assert positions(again) == positions(record)
    assert again["deals" if game == "royal" else "rounds"] == record[
        "deals" if game == "royal" else "rounds"]
    redone = undo.redo(cut_rec, undone.moves)  # redo restores exactly
    assert [rules.observation(redone, s) for s in range(n)] == positions(record)


@pytest.mark.parametrize(("game", "n", "seed"), [(g, n, s) for g, n in GAMES
                                                 for s in range(6)])
def test_repeated_undo_stops_at_the_deal_or_game_start(game, n, seed):
    record, moves = running_game(game, n, seed, 0.6)
    rules = get_rules(game)
    first = undo.segment_start(moves)
    lines = []
    while (cut := undo.cut_record(record, [HUMAN])) is not None:
        record, undone = cut
        assert undone.kept >= first
        lines.append(undone.moves)
        assert undo_count(record) == len(lines)
    kept = len(moves) - sum(map(len, lines))
    assert kept >= first
    rules_, start, played = undo.record_moves(record)
    assert played == moves[:kept]
    # nothing is left to undo: before it, only computers, chance or forced moves
    assert not undo.decisions(rules_, start, played, [HUMAN])
    if game == "royal":  # the deal on the table stays the same deal
        assert get_rules(game).observation(
            load_record(record)[1], HUMAN).deal == get_rules(game).observation(
            undo.replay(rules, start, moves), HUMAN).deal
    else:
        assert first == 0
    for line in reversed(lines):  # redo, redo... back to where it began
        state = undo.redo(record, line)
        record = undo.with_state(record, state, undo_count(record))
    assert undo.record_moves(record)[2] == moves


def test_royal_undo_never_reaches_into_the_last_deal():
    for seed in range(40):
        record, moves = running_game("royal", 4, seed, 0.5)
        first = undo.segment_start(moves)
        if first and not record["finished"]:
            break
    else:
        pytest.fail("no game stopped after its first deal")
    rules, start, played = undo.record_moves(record)
    for point in undo.decisions(rules, start, played, [HUMAN]):
        assert point >= first
    assert undo.starts_deal(moves[first - 1])


def test_a_game_of_computers_only_has_nothing_to_undo():
    record, _ = running_game("royal", 4, 3, 0.5)
    assert undo.undo(record, []) is None
    assert undo.cut_record(record, []) is None


def test_a_forced_move_is_no_decision():
    rules = get_rules("royal")
    for seed in range(60):
        record, _ = running_game("royal", 4, seed, 0.95)
        rules_, start, played = undo.record_moves(record)
        state = rules.clone(start)
        forced = []
        for i, move in enumerate(played):
            if move.seat == HUMAN and len(rules.legal_moves(state)) == 1:
                forced.append(i)
            rules.apply(state, move)
        if forced:
            assert not set(forced) & set(undo.decisions(rules_, start, played, [HUMAN]))
            return
    pytest.fail("no forced human move in these games")


@pytest.mark.parametrize("bad", ["2", -1, True, 1.5, 10**9, None])
def test_the_undo_field_is_checked_when_loaded(bad):
    record, _ = running_game("nines", 4, 1, 0.5)
    record[UNDOS] = bad
    with pytest.raises(RecordError, match="undos"):
        load_record(record)


def test_the_undo_field_is_written_only_when_used():
    rules = get_rules("royal")
    state = rules.new_game(make_rng(1), players=3, options=rules.default_options)
    plain = write_record(rules, state, seed=1, players=players(3))
    marked = write_record(rules, state, seed=1, players=players(3), undos=2)
    assert UNDOS not in plain and undo_count(plain) == 0
    assert marked[UNDOS] == 2 and list(marked)[-1] == UNDOS  # out of the way, at the end
    assert load_record(marked)[0] is rules


def test_redo_stack_keeps_a_line_the_human_plays_again_and_forgets_a_new_move():
    stack = undo.RedoStack()
    assert not stack
    stack.push(["a1", "b1"])  # the first undo's line
    stack.push(["a0", "b0"])  # the second undo's (earlier) line, on top
    assert stack.pop() == ("a0", "b0")
    stack.push(["a0", "b0"])
    stack.played("a0")  # the same move again: the rest is still to redo
    stack.played("b0")
    assert stack.pop() == ("a1", "b1")
    stack.push(["a1", "b1"])
    stack.played("x")  # something new: nothing to redo
    assert not stack
    stack.push([])
    assert not stack
