"""Positions from games of medium players: (state, observation of the seat to move)."""

from __future__ import annotations

from core.ai import make_agent
from core.rng import make_rng
from core.rules import CHANCE, get_rules


def positions(game: str, count: int, seed: int, players: int = 4, every: int = 3,
              phase: str | None = None) -> list[tuple[object, object]]:
    rules = get_rules(game)
    medium = make_agent(rules, "medium")
    rng = make_rng(seed)
    found: list[tuple[object, object]] = []
    k = 0
    while len(found) < count:
        state = rules.new_game(rng, players=players)
        while not rules.is_over(state) and len(found) < count:
            seat = rules.to_move(state)
            if seat == CHANCE:
                rules.apply(state, rules.chance_move(state, rng))
                continue
            obs = rules.observation(state, seat)
            k += 1
            if obs.phase != "take" and (phase is None or obs.phase == phase) and k % every == 0:
                found.append((rules.clone(state), obs))
            rules.apply(state, medium.choose(obs, rng))
    return found
