"""The arena's sparring partner: single-observer Information Set MCTS for every game
(`tree` the search, `nines`, `royal` and `tiengow` the worlds it plays in). A fixed,
well-known search to measure the levels against; not offered to players.

    make_ismcts(rules) -> an Agent (`choose(obs, rng, budget, cancel)`)
"""

from __future__ import annotations

from core.ai import Agent
from core.rules import Rules


def make_ismcts(rules: Rules) -> Agent:
    if rules.name == "nines":
        from bench.ismcts.nines import NinesIsmcts
        return NinesIsmcts()
    if rules.name == "tiengow":
        from bench.ismcts.tiengow import TienGowIsmcts
        return TienGowIsmcts()
    from bench.ismcts.royal import RoyalIsmcts
    return RoyalIsmcts()
