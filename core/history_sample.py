"""Finished games of random players, as records: for the history's tests and benchmark.
The human seat (seat 0) is played by the random player too."""

from __future__ import annotations

from typing import Any

from core.arena import play_one
from core.arena_stats import Tally
from core.records import write_record
from core.rules import get_rules


def sample_record(game: str, seed: int, players: int = 4, level: str = "random",
                  humans: int = 1) -> dict[str, Any]:
    """The record of one random game from `seed`: `humans` human seats first, then
    computers of `level`."""
    rules = get_rules(game)
    options = dict(rules.default_options)
    state = play_one(rules, seed, ["random"] * players, options, None,
                     Tally(level_ms=None))
    seats = [{"name": f"Player {s + 1}", "kind": "human"} if s < humans
             else {"name": f"{level} {s + 1}", "kind": f"ai:{level}"}
             for s in range(players)]
    return write_record(rules, state, seed=seed, players=seats, options=options)
