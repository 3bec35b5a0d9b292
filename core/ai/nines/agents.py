"""The computer players of Nines: easy, medium and hard, all behind
`choose(obs, rng, budget, cancel)` (core.ai.Agent). Each reads only its observation.

Taking columns: nobody has seen a face when he takes (each seat takes once, before any
tile is shown), so both ends give a uniformly random hand and every level takes a
random end.
"""

from __future__ import annotations

from typing import Any

from core.ai import Budget, Cancel
from core.ai.nines.medium import medium_move, rule_move
from core.ai.nines.policy import Tiles, easy_follow, easy_lead
from core.ai.nines.search import SearchReport, merged
from core.ai.nines.thinking import HARD_MS as HARD_MS  # the level's default, for its users
from core.ai.nines.view import View, read_view
from core.errors import IllegalMove
from core.nines import RULES, Follow, Lead, Observation, Take
from core.nines.moves import ENDS
from core.nines.tiles import FACES
from core.rng import Rng

EASY_ERROR = 0.15
"""How often the easy player lays a random legal move instead of his rule."""


def _move(view: View, tiles: Tiles) -> Lead | Follow:
    faces = tuple(FACES[f] for f in tiles)
    return Follow(view.seat, faces) if view.tops else Lead(view.seat, faces)


def _check_turn(obs: Observation) -> None:
    if obs.to_move != obs.seat or obs.phase not in ("take", "play"):
        raise IllegalMove(f"it is not seat {obs.seat}'s turn")


def _take(obs: Observation, rng: Rng) -> Take:
    return Take(obs.seat, ENDS[rng.getrandbits(1)])


class EasyAgent:
    """A beginner: plays his best tile, beats what he can with the cheapest tile that
    does, does not count tiles nor think of the seats after him, and sometimes errs."""

    level = "easy"

    def choose(self, obs: Observation, rng: Rng, budget: Budget | None = None,
               cancel: Cancel | None = None) -> Any:
        _check_turn(obs)
        if obs.phase == "take":
            return _take(obs, rng)
        if rng.random() < EASY_ERROR:
            return RULES.obs_random_move(obs, rng)
        view = read_view(obs)
        if view.tops:
            return _move(view, easy_follow(list(view.hand), list(view.tops)))
        return _move(view, easy_lead(list(view.hand)))


class MediumAgent:
    """The rule-based player of `core.ai.nines.policy` (it counts tiles), who checks his
    rule's move against a few others on a dozen sampled worlds (`medium`) whatever the
    budget; `think=False`: the rule alone."""

    level = "medium"

    def __init__(self, think: bool = True) -> None:
        self.think = think

    def choose(self, obs: Observation, rng: Rng, budget: Budget | None = None,
               cancel: Cancel | None = None) -> Any:
        _check_turn(obs)
        if obs.phase == "take":
            return _take(obs, rng)
        view = read_view(obs)
        return _move(view, medium_move(view, rng, cancel) if self.think else rule_move(view))


class HardAgent:
    """Determinized Monte Carlo over structural candidates (`core.ai.nines.search`),
    the medium policy in the playouts, worlds weighted by the others' past moves
    (`infer`). `budget` None: HARD_MS milliseconds. `last_report` tells what the last
    search did. `settle=False`: the racing search of hard before issue 37 (it stops
    when racing has dropped all candidates but one; the arena's `racing`)."""

    level = "hard"

    def __init__(self, infer: bool = True, settle: bool = True) -> None:
        self.infer = infer
        self.settle = settle
        self.last_report: SearchReport | None = None

    def choose(self, obs: Observation, rng: Rng, budget: Budget | None = None,
               cancel: Cancel | None = None) -> Any:
        return self.from_parts(obs, [self.root_part(obs, rng, budget, cancel)])

    def root_part(self, obs: Observation, rng: Rng, budget: Budget | None = None,
                  cancel: Cancel | None = None) -> Any:
        """The search's report alone (for one process of a root-parallel search), or the
        move itself when taking a column."""
        _check_turn(obs)
        if obs.phase == "take":
            return _take(obs, rng)
        if budget is None or (budget.ms is None and budget.iterations is None):
            budget = Budget(ms=HARD_MS)
        # the coach's search, so its best is ours; imported here, as core.ai.analysis
        # imports this package (whose __init__ imports this module) on its way in
        from core.ai.analysis import hard_part

        return hard_part(obs, rng, budget, cancel, infer=self.infer, settle=self.settle)

    def from_parts(self, obs: Observation, parts: list[Any]) -> Any:
        """The move of the merged parts: `choose` is `from_parts` of one `root_part`."""
        if not isinstance(parts[0], SearchReport):
            return parts[0]
        report = self.last_report = merged(parts)
        return _move(read_view(obs), report.chosen)
