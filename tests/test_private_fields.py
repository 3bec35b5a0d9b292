"""Every game's observation declares which fields are its seat's own (`core.private`):
whatever differs between two seats' views of one position is declared (or the seat
itself), and a redacted view gives nothing of any seat's own away."""

from __future__ import annotations

import dataclasses
import random

import pytest

from core.private import private_fields, redacted
from core.rules import CHANCE, GAMES, get_rules

PLAYERS = {"nines": 4, "royal": 4, "tiengow": 4}


def positions(game: str, seed: int, every: int = 7):
    """States along a random game of `game`, every few moves."""
    rules = get_rules(game)
    rng = random.Random(seed)
    state = rules.new_game(rng, players=PLAYERS[game], options=rules.default_options)
    ply = 0
    while not rules.is_over(state):
        if ply % every == 0:
            yield rules, state
        draw = rules.chance_move if rules.to_move(state) == CHANCE else rules.random_move
        rules.apply(state, draw(state, rng))
        ply += 1
    yield rules, state


@pytest.mark.parametrize("game", GAMES)
def test_each_observation_type_declares_its_private_fields(game):
    rules = get_rules(game)
    state = rules.new_game(random.Random(1), players=PLAYERS[game])
    declared = private_fields(type(rules.observation(state, 0)))
    assert "hand" in declared
    assert all(blank in ((), 0) for blank in declared.values())


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("seed", [1, 2])
def test_what_differs_between_seats_is_declared_private(game, seed):
    for rules, state in positions(game, seed):
        views = [rules.observation(state, seat) for seat in range(PLAYERS[game])]
        declared = set(private_fields(type(views[0])))
        for view in views[1:]:
            differs = {f.name for f in dataclasses.fields(view)
                       if getattr(view, f.name) != getattr(views[0], f.name)}
            assert differs <= declared | {"seat"}


@pytest.mark.parametrize("game", GAMES)
def test_a_redacted_view_is_the_same_from_every_seat(game):
    for rules, state in positions(game, 3):
        views = [redacted(rules.observation(state, seat)) for seat in range(PLAYERS[game])]
        blanks = private_fields(type(views[0]))
        assert all(getattr(views[0], name) == blank for name, blank in blanks.items())
        assert all(dataclasses.replace(view, seat=0) == dataclasses.replace(views[0], seat=0)
                   for view in views)
