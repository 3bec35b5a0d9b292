"""Thinking that survives the search processes: when the pool (`core.ai.pool`) fails, the
same search runs in the calling thread, and the pool is tried again after a back-off."""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from typing import Any

from core.ai import Budget, Cancel
from core.ai.pool import (
    RootSearch,
    SearchCancelled,
    SearchPool,
    Told,
    WorkerCrashed,
    telling,
)
from core.rng import Rng

BACK_OFF = (3, 12)  # searches run in the caller after the pool's 1st, 2nd failure; then all


Heard = Callable[[bool, BaseException | None], None]


class Fallback:
    """A pool's thinking that survives its processes: when `think` fails (`WorkerCrashed`,
    or an OSError starting a process), the same search runs in the calling thread (a
    worker thread, never a GUI thread): `from_parts` of one `root_part` with the same rng
    and budget, which is the move of a one-process pool, so a seed still replays.

    After the pool's k-th failure the next BACK_OFF[k - 1] searches run here before the
    pool (which has replaced its dead processes) is tried again; after its
    len(BACK_OFF) + 1-th every later search does. `heard(True, why)` says that a spell of
    searching here begins (once, however often the pool fails again within it);
    `heard(False, None)` that the pool answered again and the spell is over. `told`
    hears what the search tells here too (as part 0's, `core.ai.pool.telling`), and
    `yields` is the pool's (a search that gives the processes up to the moves)."""

    def __init__(self, back_off: Sequence[int] = BACK_OFF):
        self._back_off = tuple(back_off)
        self._lock = threading.Lock()
        self.failures = 0  # how often the pool failed
        self.spell = False  # the pool failed and has not answered since
        self._here = 0  # searches still to run here before the pool is tried again

    @property
    def given_up(self) -> bool:
        """The pool failed too often: every search runs here from now on."""
        return self.failures > len(self._back_off)

    def think(self, pool: SearchPool, agent: RootSearch, obs: Any, rng: Rng,
              budget: Budget | None = None, cancel: Cancel | None = None,
              told: Told | None = None, heard: Heard | None = None,
              yields: bool = False) -> Any:
        """The agent's move: `pool.think`, or the same search here (see the class doc)."""
        if not self._turn_here():
            try:
                move = pool.think(agent, obs, rng, budget, cancel, told, yields)
            except (WorkerCrashed, OSError) as exc:
                if cancel is not None and cancel():
                    raise SearchCancelled("cancelled as the search processes failed") from exc
                if self._failed() and heard is not None:
                    heard(True, exc)
            else:
                if self._answered() and heard is not None:
                    heard(False, None)
                return move
        with telling(told):
            return agent.from_parts(obs, [agent.root_part(obs, rng, budget, cancel)])

    def _turn_here(self) -> bool:
        with self._lock:
            if self.given_up:
                return True
            if self._here > 0:
                self._here -= 1
                return True
            return False

    def _failed(self) -> bool:
        """Count a failure of the pool; True when it begins a spell."""
        with self._lock:
            begins, self.spell = not self.spell, True
            self.failures += 1
            if not self.given_up:
                self._here = self._back_off[self.failures - 1]
            return begins

    def _answered(self) -> bool:
        """The pool answered; True when that ends a spell."""
        with self._lock:
            ends, self.spell = self.spell, False
            return ends
