"""Agents for the root-parallel tests, in a module of their own so that the pool's spawned
processes import them by name (a test module would make each import pytest)."""

from __future__ import annotations

import os
from pathlib import Path

from core.ai.nines import HardAgent as NinesHard


def alive(pid: int) -> bool:
    """Whether process `pid` still runs (a zombie does not)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except FileNotFoundError:
        return False
    return "\nState:\tZ" not in status


class MarkedNines(NinesHard):
    """Nines' hard player that leaves a file named after its process in `started` as its
    search begins (`pool_agents.started` counts them)."""

    def __init__(self, started: str):
        super().__init__()
        self.started = started

    def root_part(self, obs, rng, budget=None, cancel=None):
        (Path(self.started) / str(os.getpid())).touch()
        return super().root_part(obs, rng, budget, cancel)


class ObservationSpy(NinesHard):
    """Nines' hard player whose part says what its process was handed besides the rng
    and budget: the type of the observation and the agent's own attributes."""

    def root_part(self, obs, rng, budget=None, cancel=None):
        return type(obs).__name__, sorted(vars(self)), super().root_part(obs, rng, budget,
                                                                         cancel)

    def from_parts(self, obs, parts):
        return parts
