"""An arena experiment towards a stronger Nines expert: hard whose worlds are weighed by
the other seats' past moves more sharply (`sharp`), and hard that does not weigh them at
all (`blind`), to measure what the inference is worth.

Hard keeps one world of DRAWS (10) drawn, each weighed by MISMATCH ** (the others' past
moves the medium rule would not have made in it): with few draws the kept world is
only a little likelier than a uniform one. `sharp` draws HERNA_SHARP_DRAWS (default 40)
for each kept world, which costs time but no playouts: an iteration budget measures what
the sharper worlds are worth, a time budget whether they pay for the fewer playouts.
"""

from __future__ import annotations

import os

from bench.nines_variant import VariantHardAgent
from core.ai.nines.policy import Tiles
from core.ai.nines.search import follow_candidates, lead_candidates
from core.ai.nines.view import View

SHARP_DRAWS = int(os.environ.get("HERNA_SHARP_DRAWS", "40"))


def sharp_agent(draws: int = SHARP_DRAWS) -> VariantHardAgent:
    """Hard drawing `draws` worlds for each one its search keeps (the arena's `sharp`)."""
    return VariantHardAgent("sharp", draws=draws)


WIDE_ALL = int(os.environ.get("HERNA_WIDE_ALL", "80"))
WIDE_PLANS = int(os.environ.get("HERNA_WIDE_PLANS", "30"))


class WideHardAgent(VariantHardAgent):
    """Hard comparing more moves (the arena's `wide`): every lead or follow when there are
    at most WIDE_ALL (hard: 30), else WIDE_PLANS structural follows (hard: 12)."""

    def __init__(self) -> None:
        super().__init__("wide")

    def candidates(self, view: View) -> list[Tiles]:
        if view.tops:
            return follow_candidates(view, WIDE_ALL, WIDE_PLANS)
        return lead_candidates(view, WIDE_ALL)
