"""Hard computers think in worker processes: the caller's process keeps its interpreter
(a GUI thread is never starved of the GIL), a cancelled search is really stopped, and a
search spreads over the machine's cores (root parallelism).

`SearchPool.think(agent, obs, rng, budget, cancel)` blocks the calling thread (never a
GUI thread) until the move is known. The agent splits its search (`RootSearch`): every
free process searches the root for the same observation on its own worlds, and
`agent.from_parts` picks the move from the merged statistics. Part 0 gets the caller's
`rng` and hands its final state back, so with one process the move and the rng's end
state are those of `agent.choose`; the other parts get seeds derived from the rng's state
without drawing from it. Iterations are shared out between the parts, time is not.

Processes come from multiprocessing's 'spawn' context on every platform (nothing of the
parent's Qt state is forked; a frozen program calls `multiprocessing.freeze_support()`)
and start on first use. Each has a shared cancel flag its search polls; one that has not
answered CANCEL_GRACE_S after the flag went up is terminated and replaced. A process
that dies while other parts search costs only its own part: it is replaced for the next
search, and the move is merged from the parts that answered (the caller's rng, if part 0
was lost, moves on by one draw). The search of a single part (or whose every part died)
retries a dead part once; a second death raises `WorkerCrashed` (so does a search that
overran its budget by OVERRUN_S), and `core.ai.fallback.Fallback` then runs the same
search in the calling thread, backing off from the pool while it keeps failing. `close()`
stops them all; an idle worker also exits when the parent's end of its pipe closes (the
parent died), and the search processes run at a lower priority than the caller.

While it searches, a part may tell the thinking thread how far it got: `tell_parent(x)`
in the search process sends `x` on the process's own pipe, and `think(..., told=f)` calls
`f(part index, x)` on the thinking thread (the coach's progress); a search run in the
caller's thread tells the same way within `telling(f)`. No pipe or socket is handed to a
process after it started (that needs a path for a socket on POSIX, which a long temporary
folder makes too long).

A computer's move never waits for the coach: a search that `yields` (the coach's
analysis) gives its processes up whenever a search that does not (a move) asks for them.
The move raises the yielding search's cancel flags at once and takes every process as
soon as the parts have answered; the yielding search waits until no move wants the
processes and then goes on. With a time budget it keeps the parts searched so far and
searches the time it has left in new parts (merged with the earlier ones by `from_parts`,
as the parts of one round are), so it gets all its time, later; with a budget of
iterations (or none) it starts again from the same rng, so its answer is the one it would
have given had it never yielded.
"""

from __future__ import annotations

import atexit
import contextlib
import hashlib
import multiprocessing
import os
import random
import signal
import sys
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from multiprocessing.connection import wait
from typing import Any, Protocol, runtime_checkable

from core.ai import Budget, Cancel
from core.rng import Rng

MAX_PROCESSES = 8
CANCEL_GRACE_S = 0.5  # a search polls its cancel flag every world (well under 50 ms)
POLL_S = 0.02  # how often the waiting thread looks at the caller's cancel()
OVERRUN_S = 30.0  # a search this far past its time budget is taken for hung
LEAST_MS = 10.0  # a yielding search with less time left than this ends with what it has
NICE = 10  # search processes yield the CPU to the room (POSIX)
BELOW_NORMAL_PRIORITY_CLASS = 0x4000  # the same on Windows
_CTX = multiprocessing.get_context("spawn")
Told = Callable[[int, Any], None]


@runtime_checkable
class RootSearch(Protocol):
    """An agent whose search splits: `choose` is `from_parts(obs, [root_part(...)])`."""

    def root_part(self, obs: Any, rng: Rng, budget: Budget | None = None,
                  cancel: Cancel | None = None) -> Any: ...

    def from_parts(self, obs: Any, parts: list[Any]) -> Any: ...


_LOST = (False, None, None, False)
"""`_run`'s reply of a part whose process died while other parts searched."""


class WorkerCrashed(RuntimeError):
    """A search process died twice on the same part, or overran its budget."""


class SearchCancelled(RuntimeError):
    """The search was cancelled before its first part answered."""


class PoolClosed(RuntimeError):
    """`think` after `close`."""


def default_processes() -> int:
    return max(1, min(os.cpu_count() or 1, MAX_PROCESSES))


def part_rngs(rng: Rng, n: int) -> list[Rng]:
    """`rng` itself for part 0, and for the others generators seeded from its state (it
    draws nothing)."""
    state = repr(rng.getstate()).encode()
    seeds = [int.from_bytes(hashlib.blake2b(state + b"/%d" % i, digest_size=8).digest(),
                            "big") for i in range(1, n)]
    return [rng, *(random.Random(seed) for seed in seeds)]


def part_budgets(budget: Budget | None, n: int) -> list[Budget | None]:
    """The same time for every part; the iterations shared out (the first parts get the
    remainder, each at least one)."""
    if budget is None or budget.iterations is None:
        return [budget] * n
    share, extra = divmod(budget.iterations, n)
    return [replace(budget, iterations=max(1, share + (i < extra))) for i in range(n)]


@dataclass(frozen=True)
class _Told:
    """What a part tells while it searches (not its reply)."""

    message: Any


_tell: Callable[[Any], None] | None = None  # in a search process, while a job runs
_here = threading.local()  # `telling`'s listener, on the thread searching in the caller


def tell_parent(message: Any) -> bool:
    """In a search process running a job, send `message` to the thinking thread; on a
    thread within `telling(told)`, call `told(0, message)` (True); anywhere else do
    nothing (False)."""
    if _tell is not None:
        _tell(message)
        return True
    told: Told | None = getattr(_here, "told", None)
    if told is None:
        return False
    told(0, message)
    return True


@contextlib.contextmanager
def telling(told: Told | None) -> Iterator[None]:
    """Within it, what a search on this thread tells (`tell_parent`) reaches `told` as
    part 0's: the search of a pool's one part run in the caller."""
    before = getattr(_here, "told", None)
    _here.told = told
    try:
        yield
    finally:
        _here.told = before


def _serve(conn: Any, flag: Any, lower: bool = True) -> None:
    """A worker process: answer (agent, obs, rng, budget) jobs until told to stop; at a
    lower priority than the caller's unless `lower` is False."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C is the parent's to handle
    if lower:
        _lower_priority()

    def cancel() -> bool:
        return bool(flag.value != 0)

    while True:
        try:
            job = conn.recv()
        except (EOFError, OSError):
            return
        if job is None:
            return
        agent, obs, rng, budget = job
        global _tell

        def tell(message: Any) -> None:
            conn.send(_Told(message))

        _tell = tell
        try:  # the reply says whether the part ended on the cancel flag (cut short)
            part = agent.root_part(obs, rng, budget, cancel)
            reply: tuple[Any, ...] = (True, part, rng, cancel())
        except Exception as exc:  # the parent raises it in the thinking thread
            reply = (False, exc, None, cancel())
        finally:
            _tell = None
        try:
            try:
                conn.send(reply)
            except (OSError, EOFError):
                raise
            except Exception as exc:  # an unpicklable result or exception
                conn.send((False, RuntimeError(f"search reply failed: {exc!r}"), None,
                           False))
        except (OSError, EOFError):
            return


def _lower_priority() -> None:
    """Let the room's GUI thread run before the search whenever both want a core."""
    if hasattr(os, "nice"):
        with contextlib.suppress(OSError):
            os.nice(NICE)
    elif sys.platform == "win32":
        import ctypes

        kernel = ctypes.windll.kernel32  # type: ignore[attr-defined]
        kernel.SetPriorityClass(kernel.GetCurrentProcess(), BELOW_NORMAL_PRIORITY_CLASS)


class _Process:
    """One worker process with its pipe and cancel flag."""

    def __init__(self, lower: bool = True) -> None:
        self.flag = _CTX.RawValue("b", 0)
        self.conn, child = _CTX.Pipe()
        self.process = _CTX.Process(target=_serve, args=(child, self.flag, lower),
                                    daemon=True, name="herna-search")
        self.process.start()
        child.close()
        self.dead = False

    def send(self, job: tuple[Any, ...]) -> None:
        self.flag.value = 0
        self.conn.send(job)

    def kill(self) -> None:
        self.dead = True
        if self.process.is_alive():
            self.process.terminate()
        self.process.join(2)
        if self.process.is_alive():
            self.process.kill()
            self.process.join(2)
        self.conn.close()

    def stop(self, timeout: float) -> None:
        with contextlib.suppress(OSError, ValueError):
            self.conn.send(None)
        self.process.join(timeout)
        self.kill()


@dataclass(eq=False)
class _Hold:
    """The processes of one think under way (`_run` puts a dead one's replacement in
    `procs`); `asked`: a move wants them, so a yielding think stops."""

    procs: list[_Process]
    yields: bool
    asked: bool = False
    began: float = field(default_factory=time.monotonic)


class SearchPool:
    """`processes` search processes (default: one per core, at most MAX_PROCESSES), at a
    lower priority than the caller (`lower_priority`; the arena's pools search at the
    priority of the searches they are measured against)."""

    def __init__(self, processes: int | None = None, lower_priority: bool = True):
        self.size = max(1, processes or default_processes())
        self.lower = lower_priority
        self._cond = threading.Condition()
        self._idle: list[_Process] = []
        self._busy: list[_Hold] = []  # the thinks under way
        self._moves = 0  # thinks that do not yield, waiting for processes
        self._started = False
        self._closed = False

    def pids(self) -> list[int]:
        """The ids of the processes, idle or searching (for tests and diagnostics)."""
        with self._cond:
            procs = [*self._idle, *(p for hold in self._busy for p in hold.procs)]
            return [p.process.pid for p in procs if not p.dead and p.process.pid is not None]

    def think(self, agent: RootSearch, obs: Any, rng: Rng, budget: Budget | None = None,
              cancel: Cancel | None = None, told: Told | None = None,
              yields: bool = False) -> Any:
        """The agent's move, searched in every free process (see the module doc); `told`
        hears what the parts tell while they search. With `yields` the search gives the
        processes up to any think without it (a computer's move) and goes on after it."""
        kept: list[Any] = []  # a yielding search's parts searched before it yielded
        left, searched = budget, 0.0
        while True:
            hold = self._acquire(yields, cancel)
            if hold is None:  # cancelled while it waited for the moves
                return _merged(agent, obs, kept)
            try:
                replies = self._round(hold, agent, obs, rng, left, cancel, told, len(kept))
            finally:
                self._release(hold)
            answered = {i: r for i, r in replies.items() if r is not _LOST}
            for ok, value, _, _ in answered.values():
                if not ok:
                    raise value
            cut = hold.asked and not (cancel is not None and cancel()) and (
                len(replies) < len(hold.procs) or any(r[3] for r in answered.values()))
            if not answered and len(replies) == len(hold.procs):
                raise WorkerCrashed("every search process died")
            resumes = _resumable(budget)
            if (0 in replies) and (resumes or not cut):
                if 0 in answered:
                    rng.setstate(answered[0][2].getstate())
                else:  # part 0 was lost with the caller's rng: it moves on all the same
                    rng.getrandbits(64)
                kept += [answered[i][1] for i in sorted(answered)]
                searched += time.monotonic() - hold.began
            if not cut:
                return _merged(agent, obs, kept)
            if resumes:  # the time not searched yet, in new parts
                assert budget is not None and budget.ms is not None
                left = replace(budget, ms=budget.ms - searched * 1000)
                if left.ms is not None and left.ms < LEAST_MS and kept:
                    return _merged(agent, obs, kept)

    def start(self) -> None:
        """Start the processes now (they import the AI while the caller goes on)."""
        with self._cond:
            if not self._closed:
                self._start_locked()

    def close(self, timeout: float = 2.0) -> None:
        """Stop every process: the idle ones now, the busy ones when their search ends
        (their thinking thread is cancelled by its owner)."""
        with self._cond:
            self._closed = True
            idle, self._idle = self._idle, []
            self._cond.notify_all()
        for proc in idle:
            proc.stop(timeout)

    def _acquire(self, yields: bool, cancel: Cancel | None) -> _Hold | None:
        """Every idle process, once there are some: at once for a move (a yielding
        think holding them is told to stop), after every move waiting for a yielding
        think. None when `cancel()` turned True meanwhile."""
        with self._cond:
            if self._closed:
                raise PoolClosed("the search pool is closed")
            self._start_locked()
            move = 0 if yields else 1
            self._moves += move
            try:
                while not self._idle or (yields and self._moves):
                    if not yields:
                        self._ask_locked()
                    self._cond.wait(POLL_S if cancel is not None else None)
                    if self._closed:
                        raise PoolClosed("the search pool is closed")
                    if cancel is not None and cancel():
                        return None
            finally:
                self._moves -= move
            hold = _Hold(self._idle, yields)
            self._idle = []
            self._busy.append(hold)
            return hold

    def _ask_locked(self) -> None:
        """A move waits: every yielding think stops (its processes see their flag now)."""
        for hold in self._busy:
            if hold.yields and not hold.asked:
                hold.asked = True
                for proc in hold.procs:
                    proc.flag.value = 1

    def _start_locked(self) -> None:
        if not self._started:
            self._started = True
            self._idle = [_Process(self.lower) for _ in range(self.size)]

    def _release(self, hold: _Hold) -> None:
        with self._cond:
            self._busy = [busy for busy in self._busy if busy is not hold]
            if self._closed:
                stop = hold.procs
            else:
                stop = []
                self._idle += [_Process(self.lower) if p.dead else p for p in hold.procs]
                self._cond.notify_all()
        for proc in stop:
            proc.stop(0.5)

    def _round(self, hold: _Hold, agent: RootSearch, obs: Any, rng: Rng,
               budget: Budget | None, cancel: Cancel | None, told: Told | None,
               first: int) -> dict[int, tuple[Any, ...]]:
        """One search in the held processes, stopped by `cancel()` or (yielding) by a
        move; `told` hears part i as part `first + i`."""
        procs = hold.procs
        rngs = part_rngs(rng, len(procs))
        budgets = part_budgets(budget, len(procs))
        jobs = [(agent, obs, r, b) for r, b in zip(rngs, budgets, strict=True)]

        def stop() -> bool:
            return hold.asked or (cancel is not None and cancel())

        heard = told if told is None or not first else (
            lambda i, message: told(first + i, message))
        return self._run(procs, jobs, budget, stop, heard)

    def _run(self, procs: list[_Process], jobs: list[tuple[Any, ...]], budget: Budget | None,
             cancel: Cancel | None, told: Told | None) -> dict[int, tuple[Any, ...]]:
        """Send each job to its process and collect the replies (index -> reply);
        `procs` gets the replacement of any process that died."""
        retried: set[int] = set()
        replies: dict[int, tuple[Any, ...]] = {}

        def restart(i: int) -> None:
            """Process i died: kill it; while other parts search or have answered, its
            part is lost (`_LOST`, the process replaced on release); else retry its part
            once on a new process."""
            procs[i].kill()
            if any(j != i and replies.get(j) is not _LOST for j in range(len(procs))):
                pending.discard(i)
                replies[i] = _LOST
                return
            if i in retried or cancelled_at is not None:
                raise WorkerCrashed("a search process died")
            retried.add(i)
            procs[i] = _Process(self.lower)
            procs[i].send(jobs[i])

        cancelled_at: float | None = None
        pending = set(range(len(procs)))
        for i in range(len(procs)):
            try:
                procs[i].send(jobs[i])
            except OSError:
                restart(i)
        overrun = _overrun_at(budget)
        try:
            while pending:
                now = time.monotonic()
                if cancelled_at is None and (cancel is not None and cancel()):
                    cancelled_at = now
                    for i in pending:
                        procs[i].flag.value = 1
                if cancelled_at is not None and now - cancelled_at > CANCEL_GRACE_S:
                    return replies
                if overrun is not None and now > overrun:
                    raise WorkerCrashed("a search process overran its budget")
                waitables = [w for i in pending
                             for w in (procs[i].conn, procs[i].process.sentinel)]
                ready = set(wait(waitables, POLL_S))
                for i in sorted(pending):
                    proc = procs[i]
                    if proc.conn not in ready and proc.process.sentinel not in ready:
                        continue
                    try:
                        if not proc.conn.poll():
                            raise EOFError
                        message = proc.conn.recv()
                    except (EOFError, OSError):
                        restart(i)
                        continue
                    if isinstance(message, _Told):
                        if told is not None:
                            told(i, message.message)
                    else:
                        replies[i] = message
                        pending.discard(i)
            return replies
        finally:
            for i in pending:
                procs[i].kill()  # still searching: stopped for good (replaced on release)


def _resumable(budget: Budget | None) -> bool:
    """A yielding search with `budget` goes on where it stopped (time alone bounds it),
    rather than starting again."""
    return budget is not None and budget.ms is not None and budget.iterations is None


def _merged(agent: RootSearch, obs: Any, parts: list[Any]) -> Any:
    if not parts:
        raise SearchCancelled("cancelled before the search answered")
    return agent.from_parts(obs, parts)


def _overrun_at(budget: Budget | None) -> float | None:
    """When a search with `budget` is taken for hung (None: only iterations bound it)."""
    if budget is not None and budget.ms is None and budget.iterations is not None:
        return None
    ms = budget.ms if budget is not None and budget.ms is not None else 0.0
    return time.monotonic() + ms / 1000 + OVERRUN_S


_shared: SearchPool | None = None
_shared_lock = threading.Lock()


def shared_pool() -> SearchPool:
    """The program's one pool, made on first use and closed at exit (or `close_shared`)."""
    global _shared
    with _shared_lock:
        if _shared is None:
            _shared = SearchPool()
        return _shared


def close_shared() -> None:
    """Stop the shared pool's processes (the next `shared_pool()` makes a new pool)."""
    global _shared
    with _shared_lock:
        pool, _shared = _shared, None
    if pool is not None:
        pool.close()


atexit.register(close_shared)
