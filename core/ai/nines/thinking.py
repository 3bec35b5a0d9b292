"""How long the hard Nines player thinks by default: a leaf that the agents
(`core.ai.nines.agents`) and the coach's analysis (`core.ai.analysis`), which the hard
agent searches through, both read, so that neither imports the other for it."""

from __future__ import annotations

HARD_MS = 800.0
"""The hard level's default thinking time per decision."""
