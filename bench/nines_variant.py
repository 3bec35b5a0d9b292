"""Hard's Nines search with other settings, for the arena's experiments (`nested`,
`sharp`, `wide`): the hard agent's root part, searching the moves of `candidates` with
the options it was made with."""

from __future__ import annotations

from typing import Any

from core.ai import Budget, Cancel
from core.ai.nines.agents import HardAgent, _check_turn, _take
from core.ai.nines.inference import past_decisions
from core.ai.nines.policy import Tiles
from core.ai.nines.search import follow_candidates, lead_candidates
from core.ai.nines.search import search as nines_search
from core.ai.nines.thinking import HARD_MS
from core.ai.nines.view import View, read_view
from core.rng import Rng


class VariantHardAgent(HardAgent):
    """Hard (settling, worlds weighed by the others' past moves), the arena's `level`,
    whose search gets `options` as well (`core.ai.nines.search.search`'s keywords)."""

    def __init__(self, level: str, **options: Any) -> None:
        super().__init__()
        self.level = level
        self.options = options

    def search_options(self) -> dict[str, Any]:
        return self.options

    def candidates(self, view: View) -> list[Tiles]:
        """The moves the search compares (hard's)."""
        return follow_candidates(view) if view.tops else lead_candidates(view)

    def root_part(self, obs: Any, rng: Rng, budget: Budget | None = None,
                  cancel: Cancel | None = None) -> Any:
        _check_turn(obs)
        if obs.phase == "take":
            return _take(obs, rng)
        if budget is None or (budget.ms is None and budget.iterations is None):
            budget = Budget(ms=HARD_MS)
        view = read_view(obs)
        candidates = self.candidates(view)
        decisions = past_decisions(obs) if len(candidates) > 1 else None
        return nines_search(view, candidates, rng, ms=budget.ms, iterations=budget.iterations,
                            cancel=cancel, decisions=decisions, settle=True,
                            **self.search_options())
