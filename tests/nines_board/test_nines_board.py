"""The Nines table's board (gui.nines.board), without Qt: advanced by the core's events it
shows what a board built from the next observation shows, for every seat's view."""

from __future__ import annotations

import subprocess
import sys

import pytest

from core.nines import RULES, ColumnsTaken, StackWon, TileLaid, TilesLed
from core.rng import make_rng
from gui.nines.board import Board


def _board(state, seat: int) -> Board:
    return Board.from_observation(RULES.observation(state, seat), shown_seat=seat)


@pytest.mark.parametrize("seed", range(40))
def test_events_advance_the_board_to_the_next_observation(seed):
    rng = make_rng(seed)
    state = RULES.new_game(rng, players=4)
    boards = [_board(state, seat) for seat in range(4)]
    moved = set()
    while not RULES.is_over(state):
        events = RULES.apply(state, RULES.random_move(state, rng))
        moved |= {type(e) for e in events}
        for seat, board in enumerate(boards):
            for ev in events:
                board.apply(ev)
            assert board.layout() == _board(state, seat).layout(), (seed, seat, events)
    assert {ColumnsTaken, TilesLed, TileLaid, StackWon} <= moved
    assert all(sum(len(s) for s in b.trophies) == 8 for b in boards)


def test_only_the_shown_seat_sees_the_tiles_it_takes():
    rng = make_rng(3)
    state = RULES.new_game(rng, players=4)
    board = _board(state, 1)
    taker = state.to_move
    for ev in RULES.apply(state, RULES.random_move(state, rng)):
        board.apply(ev)
    faces = [board.faces[t] for t in board.hands[taker]]
    assert len(faces) == 8
    assert all(faces) if taker == 1 else not any(faces)


def test_a_follow_laid_tentatively_is_what_lands_on_the_stacks():
    rng = make_rng(5)
    state = RULES.new_game(rng, players=4)
    while not (state.phase == 1 and state.rounds[-1].stacks):  # a follow is due
        RULES.apply(state, RULES.random_move(state, rng))
    seat = state.to_move
    board = _board(state, seat)
    move = RULES.random_move(state, rng)
    chosen = []
    for stack, face in enumerate(move.tiles):
        tile = next(t for t in board.hands[seat]
                    if board.faces[t] == face and t not in chosen)
        board.put(seat, tile, stack)
        chosen.append(tile)
    assert board.pending == chosen
    for ev in RULES.apply(state, move):
        board.apply(ev)
    if board.stacks:  # the round goes on: the very tiles laid are in the stacks
        assert sorted(t for s in board.stacks for t in s if t in chosen) == sorted(chosen)
    assert board.layout() == _board(state, seat).layout()


def test_put_swaps_and_sends_back():
    rng = make_rng(5)
    state = RULES.new_game(rng, players=4)
    while not (state.phase == 1 and len(state.rounds[-1].stacks) >= 2):
        RULES.apply(state, RULES.random_move(state, rng))
    seat = state.to_move
    board = _board(state, seat)
    a, b = board.hands[seat][:2]
    board.put(seat, a, 0)
    board.put(seat, b, 1)
    board.put(seat, a, 1)  # a and b swap stacks
    assert board.pending[:2] == [b, a]
    assert board.put(seat, board.hands[seat][0], 0) == b  # b goes back to the hand
    assert b in board.hands[seat]
    assert board.take_back(seat, a) and a in board.hands[seat]
    assert not board.take_back(seat, a)


def test_the_board_imports_no_qt():
    code = ("import sys, gui.nines.board; "
            "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "[]"
