"""The one place where computer players think: off the GUI thread, on a small pool.

`Worker.run(fn, on_done)` calls `fn(cancel)` on a pool thread, where `cancel()` turns
True once the job was cancelled; the result (or the exception) hops back to the GUI
thread through a queued signal and reaches `on_done(result, error)` there, unless the
job was cancelled meanwhile.

`Worker.choose(agent, obs, rng, budget, on_done)` asks a computer player for its move: a
searching agent (`core.ai.pool.RootSearch`, the hard level) thinks in the program's
process pool (`core.ai.pool.shared_pool`), spread over every core, so its search never
holds the GUI thread's interpreter; the rule-based levels answer in microseconds and
think on a pool thread. With `fell_back`, a failure of the search processes is no error:
the same search runs on the pool thread instead (`core.ai.fallback.Fallback`, one per worker,
so a worker that gave up on the processes keeps to its thread), and `fell_back(True, why)`
comes on the GUI thread before the move when such a spell begins, `fell_back(False, None)`
when the processes answer again.

`Worker.analyse(agent, obs, rng, budget, on_done, told)` is the same search for the coach:
it always falls back so, `told(part, message)` hears what the parts tell on the worker's
thread (until the job is cancelled), and it yields the processes to every computer's
move (`core.ai.pool.SearchPool.think`'s `yields`): a move asked while it searches starts
at once, and the analysis goes on after it. `close_search_pool()` stops the processes
when the program ends.
"""

from __future__ import annotations

import itertools
import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from core.ai import Agent, Budget
from core.ai.fallback import Fallback, Heard
from core.ai.pool import RootSearch, SearchPool, Told, close_shared, shared_pool
from core.rng import Rng

Job = Callable[[Callable[[], bool]], Any]
Done = Callable[[Any, BaseException | None], None]


class _Relay(QObject):
    """Lives in the GUI thread; its signal, emitted from a pool thread, is queued."""

    finished = Signal(int, object, object)
    heard = Signal(int, bool, object)  # job id, and `Heard`'s arguments


class _Task(QRunnable):
    def __init__(self, job_id: int, fn: Job, flag: threading.Event,
                 relay: _Relay | None):
        super().__init__()
        self.setAutoDelete(True)
        self._id, self._fn, self._flag, self._relay = job_id, fn, flag, relay

    def run(self) -> None:
        result: Any = None
        error: BaseException | None = None
        try:
            result = self._fn(self._flag.is_set)
        except BaseException as exc:  # handed to the GUI thread, which decides
            error = exc
        if self._relay is not None:
            self._relay.finished.emit(self._id, result, error)


class Worker(QObject):
    """Runs jobs on its own pool; at most `threads` think at once."""

    def __init__(self, parent: QObject | None = None, threads: int = 2,
                 pool: SearchPool | None = None):
        super().__init__(parent)
        self._own_pool = pool  # None: the program's shared pool
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(threads)
        self._relay = _Relay(self)
        self._relay.finished.connect(self._finished)
        self._relay.heard.connect(self._heard)
        self._ids = itertools.count(1)
        self._jobs: dict[int, tuple[threading.Event, Done]] = {}
        self._hearing: dict[int, Heard] = {}  # until the job ends, cancelled or not
        self._fallback = Fallback()

    def run(self, fn: Job, on_done: Done) -> int:
        """Start `fn` off the GUI thread; return the job id (for `cancel`)."""
        return self._start(next(self._ids), fn, on_done)

    def choose(self, agent: Agent, obs: Any, rng: Rng, budget: Budget | None,
               on_done: Done, fell_back: Heard | None = None) -> int:
        """Ask `agent` for its move off the GUI thread (see the module doc); `rng` ends as
        `agent.choose` would leave it. Returns the job id."""
        if not isinstance(agent, RootSearch):
            return self.run(lambda cancel: agent.choose(obs, rng, budget, cancel), on_done)
        return self._search(agent, obs, rng, budget, on_done, fell_back,
                            fall_back=fell_back is not None)

    def analyse(self, agent: RootSearch, obs: Any, rng: Rng, budget: Budget | None,
                on_done: Done, told: Told | None = None,
                fell_back: Heard | None = None) -> int:
        """The coach's search of `obs` (see the module doc): `on_done` gets what
        `agent.from_parts` made of the parts. Returns the job id."""
        return self._search(agent, obs, rng, budget, on_done, fell_back, told=told,
                            yields=True, fall_back=True)

    def _search(self, agent: RootSearch, obs: Any, rng: Rng, budget: Budget | None,
                on_done: Done, fell_back: Heard | None, *, fall_back: bool,
                told: Told | None = None, yields: bool = False) -> int:
        """A search in the process pool; with `fall_back`, in this process when the
        search processes fail (`fell_back` hearing of it on the GUI thread)."""
        pool = self._search_pool()
        job_id = next(self._ids)
        heard: Heard | None = None
        if fell_back is not None:
            self._hearing[job_id] = fell_back

            def heard(in_process: bool, why: BaseException | None) -> None:
                self._relay.heard.emit(job_id, in_process, why)

        fallback = self._fallback

        def job(cancel: Callable[[], bool]) -> Any:
            hears = None if told is None else _until(cancel, told)
            if not fall_back:
                return pool.think(agent, obs, rng, budget, cancel, hears, yields)
            return fallback.think(pool, agent, obs, rng, budget, cancel, hears, heard, yields)

        return self._start(job_id, job, on_done)

    def warm_up(self) -> None:
        """Start the search processes now, off the GUI thread, so that the first hard
        move does not wait for them."""
        pool = self._search_pool()
        self._pool.start(_Task(0, lambda cancel: pool.start(), threading.Event(), None))

    def cancel(self, job_id: int | None = None) -> None:
        """Cancel one job (or every job): its result is dropped, its `cancel()` turns True."""
        ids = list(self._jobs) if job_id is None else [job_id]
        for jid in ids:
            job = self._jobs.pop(jid, None)
            if job is not None:
                job[0].set()

    def _search_pool(self) -> SearchPool:
        return self._own_pool or shared_pool()

    def busy(self) -> bool:
        return bool(self._jobs)

    def shutdown(self, timeout_ms: int = 5000) -> bool:
        """Cancel everything and wait for the threads; True when they all stopped."""
        self.cancel()
        self._hearing.clear()
        return self._pool.waitForDone(timeout_ms)

    def _start(self, job_id: int, fn: Job, on_done: Done) -> int:
        flag = threading.Event()
        self._jobs[job_id] = (flag, on_done)
        self._pool.start(_Task(job_id, fn, flag, self._relay))
        return job_id

    def _heard(self, job_id: int, in_process: bool, why: BaseException | None) -> None:
        """What the fallback said reaches its caller even when the job was cancelled
        meanwhile: the search processes failed all the same."""
        fell_back = self._hearing.get(job_id)
        if fell_back is not None:
            fell_back(in_process, why)

    def _finished(self, job_id: int, result: Any, error: BaseException | None) -> None:
        self._hearing.pop(job_id, None)
        job = self._jobs.pop(job_id, None)
        if job is not None:
            job[1](result, error)


def _until(cancel: Callable[[], bool], told: Told) -> Told:
    """`told`, silent once `cancel()` is True."""

    def hears(part: int, message: Any) -> None:
        if not cancel():
            told(part, message)

    return hears


def close_search_pool() -> None:
    """Stop the search processes (at quit; a later hard move would start new ones)."""
    close_shared()
