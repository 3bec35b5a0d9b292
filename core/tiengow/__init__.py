"""Classic Tien Gow ("tiengow"): Chinese dominoes for four, the ruleset of
docs/tiengow.md.

`RULES` is the rules object (`core.rules.Rules`); `core.tiengow.tiles` names and ranks
the tiles, `core.tiengow.combos` the combinations; `core.tiengow.moves` holds the moves
and events.
"""

from core.tiengow.moves import (
    Beat,
    Beaten,
    Discard,
    Discarded,
    GameOver,
    Lead,
    Led,
    TrickWon,
)
from core.tiengow.observation import Observation, TrickView
from core.tiengow.rules import RULES, TienGowRules
from core.tiengow.state import Carry, TienGowState

__all__ = [
    "RULES", "Beat", "Beaten", "Carry", "Discard", "Discarded", "GameOver", "Lead", "Led",
    "Observation", "TienGowRules", "TienGowState", "TrickView", "TrickWon",
]
