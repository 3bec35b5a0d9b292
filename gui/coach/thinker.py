"""The coach's thinking, off the GUI thread: one hard search of the human's position in
the program's search processes (`core.ai.pool`, so the GUI thread's interpreter is never
starved), each process telling its part so far (`core.ai.pool.tell_parent`) and the
merged analysis reported as it comes (`progress`); and the direct evaluations of the
review on a pool thread. The search goes through the worker as every computer's does
(`gui.play.worker.Worker.analyse`): it yields the processes to a computer's move asked
meanwhile and goes on after it, and it searches in this process when the search
processes fail. `turn_search` is the seed and time of the search of a human's decision:
the coach's and the hint's, which are one search."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal

from core.ai import Budget, Cancel
from core.ai.analysis import Analysis, PoolAnalysis, analysis_of, hard_part, throttled
from core.ai.pool import SearchCancelled, SearchPool, Told, shared_pool
from core.coach.review import Decision
from core.rng import Rng, make_rng
from gui.play.seats import hard_default_ms, mix_seed
from gui.play.worker import Worker
from gui.services.settings import settings

Progress = Callable[[Analysis], None]
Think = Callable[[Any, Rng, Budget, Cancel, Progress], list[Any]]
TELL_S = 0.1  # the longest wait between two reports of a search


def turn_search(game: str, seed: int, game_number: int, ply: int) -> tuple[Rng, Budget]:
    """The generator and budget of the hard search of the human's decision after `ply`
    moves of game `game_number` of the match seeded `seed`: the coach's analysis and the
    hint's alike (the hard computers' thinking time)."""
    return (make_rng(mix_seed(seed, game_number, "coach", ply)),
            Budget(ms=settings().think_ms(hard_default_ms(game))))


def tell_every_s(budget: Budget) -> float:
    """How often a search reports: every TELL_S, a few times in a short search."""
    return TELL_S if budget.ms is None else min(TELL_S, budget.ms / 4000)


def coach_search(budget: Budget) -> PoolAnalysis:
    """The coach's search for the pool: each part telling its part so far."""
    return PoolAnalysis(tell=True, every_s=tell_every_s(budget))


def progress_of(obs: Any, progress: Progress) -> Told:
    """What the parts tell, merged into the analysis so far for `progress`."""
    latest: dict[int, Any] = {}  # each part's part so far

    def told(index: int, part: Any) -> None:
        latest[index] = part
        progress(analysis_of(obs, list(latest.values()), done=False))

    return told


def pool_think(obs: Any, rng: Rng, budget: Budget, cancel: Cancel,
               progress: Progress) -> list[Any]:
    """The coach's search in the search processes on the calling thread, yielding them
    to the computers' moves: its parts ([]: cancelled first). The room's coach asks the
    same of its worker (`CoachThinker`), which falls back in this process too."""
    told = progress_of(obs, progress)

    def heard(index: int, part: Any) -> None:
        if not cancel():
            told(index, part)

    try:
        parts: list[Any] = shared_pool().think(coach_search(budget), obs, rng, budget,
                                               cancel, heard, yields=True)
    except SearchCancelled:
        return []
    return parts


def local_think(obs: Any, rng: Rng, budget: Budget, cancel: Cancel,
                progress: Progress) -> list[Any]:
    """The search on the calling thread (tests)."""
    return [hard_part(obs, rng, budget, cancel, throttled(progress, tell_every_s(budget)))]


class CoachThinker(QObject):
    """Analyses one position at a time (a queue): `analyse(...)` returns a token;
    `progress(token, analysis)` and `done(token, analysis)`, or `failed(token, why)`,
    come on the GUI thread."""

    progress = Signal(object, object)
    done = Signal(object, object)
    failed = Signal(object, str)  # token, what went wrong (plain text)

    def __init__(self, parent: QObject | None = None, think: Think | None = None,
                 pool: SearchPool | None = None):
        super().__init__(parent)
        self._think = think  # None: the worker's analysis in the search processes
        self._worker = Worker(self, threads=1, pool=pool)
        self._jobs: dict[object, int] = {}  # token: the worker's job of its analysis

    def analyse(self, obs: Any, rng: Rng, budget: Budget) -> object:
        token = object()

        def progress(analysis: Analysis) -> None:
            self.progress.emit(token, analysis)

        def finished(parts: Any, error: BaseException | None) -> None:
            self._jobs.pop(token, None)
            if error is None:
                try:
                    analysis = analysis_of(obs, parts)
                except Exception as exc:  # said as the search's failure
                    error = exc
                else:
                    self.done.emit(token, analysis)
                    return
            self.failed.emit(token, f"{type(error).__name__}: {error}")

        think = self._think
        if think is None:
            self._jobs[token] = self._worker.analyse(
                coach_search(budget), obs, rng, budget, finished, progress_of(obs, progress))
            return token

        def job(cancel: Cancel) -> list[Any]:
            parts = think(obs, rng, budget, cancel, progress)
            if not parts:  # cancelled before any part answered
                parts = local_think(obs, rng, Budget(iterations=0), cancel, lambda _: None)
            return parts

        self._jobs[token] = self._worker.run(job, finished)
        return token

    def drop(self, token: object) -> None:
        """Stop the analysis of `token` (its `done` never comes); the rest goes on."""
        job = self._jobs.pop(token, None)
        if job is not None:
            self._worker.cancel(job)

    def evaluate(self, decision: Decision, rng: Rng,
                 on_done: Callable[[Decision], None]) -> None:
        """The decision with its move priced by a direct evaluation (off the GUI thread);
        should the evaluation fail, the decision as it was (its cost is then not known,
        and the review leaves it out rather than wait)."""
        self._worker.run(lambda cancel: decision.evaluated(rng),
                         lambda result, error: on_done(decision if error else result))

    def cancel(self) -> None:
        self._jobs.clear()
        self._worker.cancel()
