"""The review of a deal (Royal) or game (Nines): the human's decisions that cost the most
against the hard player's best move, each with where it was (the move's index in the
game's record, for the replay), what was played, the better move and the expected cost.

A `Decision` is recorded when the human moves, with the analysis of that position (made
while the human thought, or afterwards). A move the analysis did not look at (a Nines
move outside the search's candidates, or any other move when the search had one
candidate only) gets its value from a direct paired evaluation
against the best move (`evaluate`), kept in `Decision.value`.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from core.ai.analysis import Analysis, move_key
from core.coach.evaluate import evaluate
from core.nines.moves import Take
from core.rng import Rng

LEAST_COST = 0.1  # smaller costs are luck of the sampling, not mistakes
SHOWN = 3
CHECK_WORLDS = 200  # of a direct evaluation


@dataclass(frozen=True)
class Decision:
    """The human's `move` in `obs` (his own observation), after the first `ply` moves of
    the game (chance moves included), with the analysis of that position. `value`: the
    move's own value when the analysis has none (from `evaluate`), with `best_value`
    the best move's on the same worlds."""

    ply: int
    obs: Any
    move: Any
    analysis: Analysis
    value: float | None = None
    best_value: float | None = None

    def is_best(self) -> bool:
        """The move is the best one, or cannot differ from it (Nines: either end of
        the wall is the same luck)."""
        return isinstance(self.move, Take) or bool(
            move_key(self.obs, self.move) == move_key(self.obs, self.analysis.best.move))

    def cost(self) -> float | None:
        """How much the move costs against the best one (None: not known)."""
        if self.is_best():
            return 0.0
        if self.value is not None and self.best_value is not None:
            return self.best_value - self.value
        own = self.analysis.value_of(self.move, self.obs)
        best = self.analysis.best.value
        return None if own is None or best is None else best - own

    def needs_evaluation(self) -> bool:
        """The analysis did not look at the move: `evaluated` must give its value."""
        return (not self.is_best() and self.value is None
                and (self.analysis.best.value is None
                     or self.analysis.value_of(self.move, self.obs) is None))

    def evaluated(self, rng: Rng, worlds: int = CHECK_WORLDS) -> Decision:
        """This decision with the move's value and the best's from `evaluate`."""
        best, own = evaluate(self.obs, [self.analysis.best.move, self.move], rng, worlds)
        return Decision(self.ply, self.obs, self.move, self.analysis, own, best)


@dataclass(frozen=True)
class Costly:
    """One costly decision: the move played, the better move and the expected cost."""

    ply: int
    obs: Any
    move: Any
    better: Any
    cost: float


def costly(decisions: Iterable[Decision], shown: int = SHOWN,
           least: float = LEAST_COST) -> list[Costly]:
    """The `shown` decisions that cost most (at least `least`), the costliest first,
    ties in play order."""
    found = []
    for d in decisions:
        cost = d.cost()
        if cost is not None and cost >= least:
            found.append(Costly(d.ply, d.obs, d.move, d.analysis.best.move, cost))
    found.sort(key=lambda c: (-c.cost, c.ply))
    return found[:shown]
