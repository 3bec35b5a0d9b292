"""The review of a deal (Royal) or game (Nines; Tien Gow, in chips): the human's
decisions that cost the most against the hard player's best move, each with where it was
(the move's index in the game's record, for the replay), what was played, the better
move, the expected cost and how sure that cost is.

A `Decision` is recorded when the human moves, with the analysis of that position (made
while the human thought, or afterwards): the one search that the coach showed and the
hint named (`gui.coach.install`), so the move a hint gave is the best move and costs
nothing. Every other move is priced by a direct paired evaluation against the best move
(`evaluate.samples`: both moves on the same fresh worlds, kept in the decision). Its
means price a move the search did not look at; the spread of its results (each move's
sample variance and their covariance) gives the variance of the per-world difference,
hence the standard error of a difference of means over n paired worlds. The cost is the
evaluation's difference and the search's together, each weighted by its inverse
variance (the search's counts only when it played both moves in all its worlds: a
candidate its racing dropped early has no fair mean), with its standard error; the
interval is the cost `Z` standard errors either way. A move is costly only when the
whole interval lies above zero (and the cost is at least `LEAST_COST`); otherwise the two
moves are about equal as far as the search can tell.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from core.ai.analysis import Analysis, move_key
from core.coach.evaluate import samples
from core.nines.moves import Take
from core.rng import Rng
from core.undo import choice_points

Z = 2.0  # the interval: two standard errors either way (about 95 %)
LEAST_COST = 0.1  # a smaller cost does not matter, however sure
SHOWN = 3
CHECK_WORLDS = 200  # of a direct evaluation


@dataclass(frozen=True)
class Spread:
    """How the best move's and the played move's results vary from world to world in a
    paired evaluation (both moves in every world): their sample variances and their
    sample covariance."""

    best: float
    own: float
    both: float

    @classmethod
    def of(cls, rows: Sequence[Sequence[float]]) -> Spread:
        """The spread of `rows`, one (best, own) pair of results per world (two at least)."""
        n = len(rows)
        if n < 2:
            raise ValueError("a spread needs two worlds at least")
        mb = sum(r[0] for r in rows) / n
        mo = sum(r[1] for r in rows) / n
        return cls(sum((r[0] - mb) ** 2 for r in rows) / (n - 1),
                   sum((r[1] - mo) ** 2 for r in rows) / (n - 1),
                   sum((r[0] - mb) * (r[1] - mo) for r in rows) / (n - 1))

    @property
    def difference(self) -> float:
        """The variance of the per-world difference of the two results."""
        return max(0.0, self.best + self.own - 2 * self.both)


@dataclass(frozen=True)
class Estimate:
    """A cost and its standard error (None: not known)."""

    cost: float
    error: float | None

    def interval(self, z: float = Z) -> tuple[float, float] | None:
        if self.error is None:
            return None
        return self.cost - z * self.error, self.cost + z * self.error


def _combined(a: tuple[float, float], b: tuple[float, float]) -> tuple[float, float]:
    """Two independent estimates (mean, variance) of one difference as one, each weighted
    by its inverse variance; an exact one (no variance) stands alone."""
    (da, va), (db, vb) = a, b
    if va <= 0 or vb <= 0:
        return a if va <= vb else b
    wa, wb = 1 / va, 1 / vb
    return (wa * da + wb * db) / (wa + wb), 1 / (wa + wb)


@dataclass(frozen=True)
class Decision:
    """The human's `move` in `obs` (his own observation), after the first `ply` moves of
    the game (chance moves included), with the analysis of that position. A paired
    evaluation (`evaluated`) adds the move's mean `value` and the best move's
    `best_value` over `worlds` worlds, and the `spread` of their results."""

    ply: int
    obs: Any
    move: Any
    analysis: Analysis
    value: float | None = None
    best_value: float | None = None
    worlds: int = 0
    spread: Spread | None = None

    def is_best(self) -> bool:
        """The move is the best one, or cannot differ from it (Nines: either end of
        the wall is the same luck)."""
        return isinstance(self.move, Take) or bool(
            move_key(self.obs, self.move) == move_key(self.obs, self.analysis.best.move))

    def estimate(self) -> Estimate | None:
        """What the move costs against the best one and how sure that is (None: not
        known)."""
        if self.is_best():
            return Estimate(0.0, 0.0)
        best = self.analysis.best
        own = self.analysis.candidate_of(self.move, self.obs)
        searched = (None if best.value is None or own is None or own.value is None
                    else best.value - own.value)
        if self.spread is None or self.value is None or self.best_value is None:
            return None if searched is None else Estimate(searched, None)
        cost, variance = self.best_value - self.value, self.spread.difference / self.worlds
        if searched is not None and own is not None and own.worlds == best.worlds > 0:
            cost, variance = _combined((cost, variance),
                                       (searched, self.spread.difference / best.worlds))
        return Estimate(cost, variance ** 0.5)

    def cost(self) -> float | None:
        """How much the move costs against the best one (None: not known)."""
        estimate = self.estimate()
        return None if estimate is None else estimate.cost

    def verdict(self, least: float = LEAST_COST) -> str | None:
        """"best" (the best move), "costly" (its cost's whole interval above zero and the
        cost at least `least`), "equal" (about as good as far as the search can tell) or
        None (not known: the decision was not evaluated)."""
        if self.is_best():
            return "best"
        estimate = self.estimate()
        interval = None if estimate is None else estimate.interval()
        if estimate is None or interval is None:
            return None
        return "costly" if interval[0] > 0 and estimate.cost >= least else "equal"

    def needs_evaluation(self) -> bool:
        """Not the best move, and not evaluated yet: `evaluated` prices it."""
        return not self.is_best() and self.spread is None

    def evaluated(self, rng: Rng, worlds: int = CHECK_WORLDS) -> Decision:
        """This decision with the move and the best one evaluated on `worlds` worlds."""
        rows = samples(self.obs, [self.analysis.best.move, self.move], rng, worlds)
        return replace(self, value=sum(r[1] for r in rows) / worlds,
                       best_value=sum(r[0] for r in rows) / worlds, worlds=worlds,
                       spread=Spread.of(rows))


@dataclass(frozen=True)
class Costly:
    """One reviewed decision: the move played, the better move, the expected cost and
    its interval (`low` to `high`)."""

    ply: int
    obs: Any
    move: Any
    better: Any
    cost: float
    low: float
    high: float


def _line(d: Decision) -> Costly:
    estimate = d.estimate()
    assert estimate is not None
    low, high = estimate.interval() or (estimate.cost, estimate.cost)
    return Costly(d.ply, d.obs, d.move, d.analysis.best.move, estimate.cost, low, high)


def costly(decisions: Iterable[Decision], shown: int = SHOWN,
           least: float = LEAST_COST) -> list[Costly]:
    """The `shown` decisions that cost most beyond the search's noise (`verdict`
    "costly"), the costliest first, ties in play order."""
    found = [_line(d) for d in decisions if d.verdict(least) == "costly"]
    found.sort(key=lambda c: (-c.cost, c.ply))
    return found[:shown]


def about_equal(decisions: Iterable[Decision], least: float = LEAST_COST) -> list[Costly]:
    """The decisions whose move was not the best one but about as good as far as the
    search can tell (`verdict` "equal"), in play order."""
    return sorted((_line(d) for d in decisions if d.verdict(least) == "equal"),
                  key=lambda c: c.ply)



def choices(rules: Any, record: Any, seat: int) -> list[tuple[int, Any]]:
    """Where `seat` chose in `record` (a game's, or Royal's session's): each move of
    `seat` that had another legal move beside it, as (its index in the record's moves,
    `seat`'s observation before it); what the review could cover."""
    start, moves = rules.record_moves(record)
    return [(ply, rules.observation(state, seat))
            for ply, state in choice_points(rules, start, moves, (seat,))]
