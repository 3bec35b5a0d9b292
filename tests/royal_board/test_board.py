"""The Royal board (gui.royal.board) without Qt: advanced by each batch of the core's
events, it is the board built from the next observation, for every seat's view."""

from __future__ import annotations

import random
import subprocess
import sys

import pytest

from core.rules import CHANCE, get_rules
from gui.royal.board import RoyalBoard, row_cards

RULES = get_rules("royal")


def batches(players: int, seed: int, matchsticks: int, end_early: bool):
    """(state, events) after each move of a random game, chance deals included."""
    rng = random.Random(seed)
    state = RULES.new_game(rng, players=players,
                           options={"matchsticks": matchsticks, "end_early": end_early})
    yield state, []
    while not RULES.is_over(state):
        if RULES.to_move(state) == CHANCE:
            move = RULES.chance_move(state, rng)
        else:
            move = RULES.random_move(state, rng)
        events = RULES.apply(state, move)
        yield state, events


@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize("seed", range(4))
def test_events_advance_the_board_to_the_next_observation(players, seed):
    boards: list[RoyalBoard] = []
    checked = 0
    for state, events in batches(players, seed, 30 * (seed % 2), end_early=seed < 2):
        observations = [RULES.observation(state, seat) for seat in range(players)]
        if not boards:
            boards = [RoyalBoard.from_observation(obs) for obs in observations]
            continue
        for seat, obs in enumerate(observations):
            board = boards[seat]
            board.advance(events, obs)
            keep = board.last_trick if obs.phase == "deal" else None
            assert board == RoyalBoard.from_observation(obs, last_trick=keep), (seat, events)
            checked += 1
    assert checked > 50 * players
    assert all(b.phase == "over" and b.winners for b in boards)


def test_the_board_holds_what_lies_where_mid_deal():
    for state, _events in batches(4, 9, 0, end_early=False):
        obs = RULES.observation(state, 1)
        if obs.phase == "tricks" and len(obs.trick) == 2 and obs.tricks:
            break
    board = RoyalBoard.from_observation(obs)
    assert board.hand == tuple(sorted(obs.hand, key=lambda c: board.hand.index(c)))
    assert set(board.hand) == set(obs.hand) and len(board.hand) == board.counts[1]
    assert [card for _, card in board.trick] == list(obs.trick)
    assert board.trick[0][0] == obs.trick_leader
    assert board.last_trick is not None and board.last_trick[1] == obs.tricks[-1].winner


@pytest.mark.parametrize("players", [3, 4, 6])
def test_a_finished_games_board_holds_the_core_final_places(players):
    """Built from the observation after the game or advanced to it, the board shows the
    domino deal's places (the core's `final_places`) with the points each one scored."""
    advanced = None
    for state, events in batches(players, 11, 0, end_early=True):
        obs = RULES.observation(state, 0)
        if advanced is None:
            advanced = RoyalBoard.from_observation(obs)
        else:
            advanced.advance(events, obs)
    built = RoyalBoard.from_observation(obs)
    assert obs.is_over and advanced.phase == built.phase == "over"
    assert obs.places == () and len(obs.final_places) == players
    want = {seat: (i + 1, obs.deal_scores[5][seat]) for i, seat in enumerate(obs.final_places)}
    assert built.places == advanced.places == want


def test_row_cards_spans_each_row():
    assert row_cards([("9R", "JR"), None, ("10B", "10B"), None]) == {"9R", "10R", "JR", "10B"}


def test_the_board_is_built_without_qt():
    code = ("import sys, gui.royal.board; "
            "print(any(m.startswith(('PySide6', 'shiboken')) for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "False"
