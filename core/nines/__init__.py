"""Devítky a nebesa ("nines"): Chinese dominoes for four (RULES.md, part A).

`RULES` is the rules object (`core.rules.Rules`); `core.nines.tiles` names and ranks the
tiles; `core.nines.moves` holds the moves and events; `core.nines.match` keeps a match.
"""

from core.nines.moves import (
    ColumnsTaken,
    DiceRolled,
    Follow,
    GameOver,
    Lead,
    RoundTied,
    RoundWon,
    StackWon,
    Take,
    TieRoll,
    TileLaid,
    TilesLed,
)
from core.nines.observation import Observation, RoundView
from core.nines.rules import RULES, NinesRules
from core.nines.state import Carry, NinesState

__all__ = [
    "RULES", "Carry", "ColumnsTaken", "DiceRolled", "Follow", "GameOver", "Lead",
    "NinesRules", "NinesState", "Observation", "RoundTied", "RoundView", "RoundWon",
    "StackWon", "Take", "TieRoll", "TileLaid", "TilesLed",
]
