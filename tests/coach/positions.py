"""Positions from games of medium players on their rule alone (Nines' and Tien Gow's
medium without its check on sampled worlds: cheap and deterministic): (state,
observation of the seat to move)."""

from __future__ import annotations

import itertools

from core.ai import Agent
from core.ai.nines import MediumAgent as NinesMedium
from core.ai.positions import walk
from core.ai.royal import MediumAgent as RoyalMedium
from core.ai.tiengow import MediumAgent as TienGowMedium
from core.rng import make_rng
from core.rules import get_rules


def rule_medium(game: str) -> Agent:
    """The medium player of `game` without thinking (Royal's never thinks)."""
    if game == "tiengow":
        return TienGowMedium(think=False)
    return NinesMedium(think=False) if game == "nines" else RoyalMedium()


def positions(game: str, count: int, seed: int, players: int = 4, every: int = 3,
              phase: str | None = None) -> list[tuple[object, object]]:
    rules = get_rules(game)
    walked = walk(rules, rule_medium(game), itertools.repeat(make_rng(seed)),
                  players=players)
    picked = ((rules.clone(p.state), p.obs) for k, p in enumerate(walked, 1)
              if p.obs.phase != "take" and (phase is None or p.obs.phase == phase)
              and k % every == 0)
    return list(itertools.islice(picked, count))
