"""The coach's thinking, off the GUI thread: the hard search of the human's position in
slices, each slice in the program's search processes (`core.ai.pool`, so the GUI
thread's interpreter is never starved), the merged analysis reported after each slice
(`progress`), and the direct evaluations of the review on a pool thread."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal

from core.ai import Budget, Cancel
from core.ai.analysis import Analysis, Slice, analysis_of, searching, slice_budgets
from core.ai.pool import SearchCancelled, shared_pool
from core.coach.review import Decision
from core.rng import Rng
from gui.worker import Worker

Think = Callable[[Any, Rng, Budget, Cancel], list[Any]]


def pool_think(obs: Any, rng: Rng, budget: Budget, cancel: Cancel) -> list[Any]:
    """One slice searched in every free search process: its parts."""
    try:
        parts: list[Any] = shared_pool().think(Slice(), obs, rng, budget, cancel)
    except SearchCancelled:
        return []
    return parts


def local_think(obs: Any, rng: Rng, budget: Budget, cancel: Cancel) -> list[Any]:
    """One slice searched on the calling thread (tests)."""
    return [Slice().root_part(obs, rng, budget, cancel)]


class CoachThinker(QObject):
    """Analyses one position at a time (a queue): `analyse(...)` returns a token;
    `progress(token, analysis)` and `done(token, analysis)` come on the GUI thread."""

    progress = Signal(object, object)
    done = Signal(object, object)

    def __init__(self, parent: QObject | None = None, think: Think | None = None):
        super().__init__(parent)
        self._think = think or pool_think
        self._worker = Worker(self, threads=1)

    def analyse(self, obs: Any, rng: Rng, budget: Budget) -> object:
        token = object()

        def job(cancel: Cancel) -> Analysis:
            parts: list[Any] = []
            slices = slice_budgets(budget)
            for i, part_budget in enumerate(slices):
                if cancel():
                    break
                parts += self._think(obs, rng, part_budget, cancel)
                if not parts or not searching(parts[0]):
                    break
                if i < len(slices) - 1:
                    self.progress.emit(token, analysis_of(obs, parts, done=False))
            if not parts:
                parts = local_think(obs, rng, Budget(iterations=0), cancel)
            return analysis_of(obs, parts)

        def finished(result: Any, error: BaseException | None) -> None:
            if error is None:
                self.done.emit(token, result)

        self._worker.run(job, finished)
        return token

    def evaluate(self, decision: Decision, rng: Rng,
                 on_done: Callable[[Decision], None]) -> None:
        """The decision with its move priced by a direct evaluation (off the GUI thread)."""
        self._worker.run(lambda cancel: decision.evaluated(rng),
                         lambda result, error: on_done(result) if error is None else None)

    def cancel(self) -> None:
        self._worker.cancel()
