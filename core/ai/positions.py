"""Positions reached by playing games, for benchmarks and tests.

`walk(rules, agents, rngs, players=n)` plays one game per generator of `rngs` (its deal,
its chance outcomes and its agents' choices all drawn from that generator) and yields a
`Position` at every decision of a seat, before that seat's agent moves. The caller may
draw from the same generator between two positions (to pick some of them): the game goes
on from the generator's state, so a seed gives the same positions and picks every time.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from core.ai import Agent
from core.rng import Rng
from core.rules import CHANCE, Rules


@dataclass(frozen=True)
class Position:
    """A decision of `seat`: `state` is the walk's live state (clone it to keep it; never
    change it), `obs` the seat's observation of it."""

    state: Any
    seat: int
    obs: Any


def walk(rules: Rules, agents: Agent | Sequence[Agent], rngs: Iterable[Rng], *,
         players: int) -> Iterator[Position]:
    """The decisions of the games played by `agents` (one for every seat, or one per
    seat), one game per generator of `rngs` (an endless iterable: endless games)."""
    for rng in rngs:
        state = rules.new_game(rng, players=players)
        while not rules.is_over(state):
            seat = rules.to_move(state)
            if seat == CHANCE:
                rules.apply(state, rules.chance_move(state, rng))
                continue
            obs = rules.observation(state, seat)
            yield Position(state, seat, obs)
            agent = agents[seat] if isinstance(agents, Sequence) else agents
            rules.apply(state, agent.choose(obs, rng))
