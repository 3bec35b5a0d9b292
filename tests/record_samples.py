"""Real records and saves to mutate: random games of both games, finished and cut short."""

from __future__ import annotations

import functools
from typing import Any

from core.records import write_record
from core.rng import make_rng
from core.rules import CHANCE, get_rules

SAVE_KEY = "x-herna-save"  # gui.play.autosave.SAVE_KEY (core tests do not import the GUI)


def played(game: str, players: int, options: dict, seed: int, moves: int | None) -> dict:
    """The record of a game of random moves from `seed`, stopped after `moves` moves
    (None: played out); with the room's data of a save under SAVE_KEY."""
    rules = get_rules(game)
    options = {**rules.default_options, **options}
    rng = make_rng(seed)
    state = rules.new_game(rng, players=players, options=options)
    ply = 0
    while not rules.is_over(state) and (moves is None or ply < moves):
        if rules.to_move(state) == CHANCE:
            move = rules.chance_move(state, rng)
        else:
            move = rules.random_move(state, rng)
        rules.apply(state, move)
        ply += 1
    kinds = ["human", "ai:easy", "ai:medium", "ai:hard", "ai:random", "ai:easy"]
    seats = [{"name": f"Hráč {i + 1}", "kind": kinds[i]} for i in range(players)]
    record = write_record(rules, state, seed=seed, players=seats, options=options)
    record[SAVE_KEY] = {"match_seed": seed, "game_number": 1, "ply": ply,
                        "options": options, "earlier_points": [], "viewer": 0}
    return record


@functools.cache
def samples() -> tuple[dict[str, Any], ...]:
    return (
        played("nines", 4, {"match_games": 2}, 3, None),
        played("nines", 4, {"match_games": None, "match_target": 9}, 4, 9),
        played("royal", 4, {"matchsticks": 50}, 5, None),
        played("royal", 3, {"end_early": False}, 6, 40),
        played("royal", 6, {}, 7, 130),
    )
