"""Agents (and pool fixtures) for the search-pool tests. They live in a module of their own
(not a test file) so that the pool's spawned processes can import them by name; so this
module imports pytest only where a fixture is made (pytest cost every search process a
third of a second to import)."""

from __future__ import annotations

import os
import signal
import threading
import time
from pathlib import Path

from core.ai import Budget
from core.ai.nines import HardAgent as NinesHard
from core.ai.pool import SearchPool
from core.ai.royal import HardAgent as RoyalHard

FIXED = Budget(iterations=40)


def pool_fixture(size: int):
    """A module-wide fixture: a pool of `size` search processes, closed afterwards."""
    import pytest

    @pytest.fixture(scope="module")
    def pool():
        pool = SearchPool(size)
        yield pool
        pool.close()

    return pool


class Echo:
    """Each part tells which process searched it, with what budget and first draw."""

    def root_part(self, obs, rng, budget=None, cancel=None):
        return os.getpid(), budget, rng.random()

    def from_parts(self, obs, parts):
        return parts


def mark_started(folder: str | None) -> None:
    """Leave a file named after this process in `folder`: its search has begun."""
    if folder is not None:
        (Path(folder) / str(os.getpid())).touch()


def started(folder: Path) -> int:
    """How many processes have begun their search (see `mark_started`)."""
    return len(list(folder.iterdir()))


class UntilCancelled:
    """Searches until cancelled (or `seconds`); says whether it saw the flag. With
    `started`, each process marks in that folder that it has begun."""

    def __init__(self, seconds: float = 30.0, started: str | None = None):
        self.seconds, self.started = seconds, started

    def root_part(self, obs, rng, budget=None, cancel=None):
        mark_started(self.started)
        end = time.monotonic() + self.seconds
        while time.monotonic() < end and not cancel():
            time.sleep(0.001)
        return os.getpid(), cancel()

    def from_parts(self, obs, parts):
        return parts


class Stubborn:
    """Never looks at its cancel flag (with `started`, marks that it has begun)."""

    def __init__(self, started: str | None = None):
        self.started = started

    def root_part(self, obs, rng, budget=None, cancel=None):
        mark_started(self.started)
        time.sleep(60)

    def from_parts(self, obs, parts):
        return parts


class Crasher:
    """The process dies while searching: every time, or only the first time (while the
    file `once` does not exist yet)."""

    def __init__(self, once: str | None = None):
        self.once = once

    def root_part(self, obs, rng, budget=None, cancel=None):
        if self.once is None or not Path(self.once).exists():
            if self.once is not None:
                Path(self.once).write_text("crashed")
            os._exit(3)
        return os.getpid()

    def from_parts(self, obs, parts):
        return parts


class Failing:
    def root_part(self, obs, rng, budget=None, cancel=None):
        raise ValueError(f"no move for {obs!r}")

    def from_parts(self, obs, parts):
        return parts


class FixedRoyal(RoyalHard):
    """Royal's hard player with an iteration budget, whatever time it is handed (a seed
    then fixes its moves)."""

    def root_part(self, obs, rng, budget=None, cancel=None):
        return super().root_part(obs, rng, FIXED, cancel)

    def choose(self, obs, rng, budget=None, cancel=None):
        return super().choose(obs, rng, FIXED, cancel)


class FixedNines(NinesHard):
    """Nines' hard player with an iteration budget, whatever time it is handed."""

    def root_part(self, obs, rng, budget=None, cancel=None):
        return super().root_part(obs, rng, FIXED, cancel)

    def choose(self, obs, rng, budget=None, cancel=None):
        return super().choose(obs, rng, FIXED, cancel)


class InThread:
    """Wraps an agent so it is not a RootSearch: the worker runs it on a thread."""

    def __init__(self, agent):
        self.agent = agent
        self.level = agent.level

    def choose(self, obs, rng, budget=None, cancel=None):
        return self.agent.choose(obs, rng, budget, cancel)


class CrashingNines(FixedNines):
    """Nines' hard player whose search process dies the first `times` times it searches
    (counted in the file `count`), then searches as usual."""

    def __init__(self, count: str, times: int):
        super().__init__()
        self.count, self.times = count, times

    def root_part(self, obs, rng, budget=None, cancel=None):
        path = Path(self.count)
        done = int(path.read_text()) if path.exists() else 0
        if done < self.times:
            path.write_text(str(done + 1))
            os._exit(3)
        return super().root_part(obs, rng, budget, cancel)


class DiesAway:
    """Dies in every search process (marking in `started` that it began); in the process
    that made it, answers that process's id and the rng's first draw."""

    def __init__(self, started: str):
        self.started, self.home = started, os.getpid()

    def root_part(self, obs, rng, budget=None, cancel=None):
        if os.getpid() != self.home:
            mark_started(self.started)
            os._exit(3)
        return os.getpid(), rng.random()

    def from_parts(self, obs, parts):
        return parts[0]


class FailsAway(NinesHard):
    """Nines' hard player searching `iterations`, whatever budget it is handed, whose
    search processes fail: each marks in `started` that it has begun, then dies ("die"),
    waits to be killed ("wait": a minute, or until cancelled) or hangs deaf to its cancel
    flag ("hang"). In the process that made it, it searches as ever and notes on which
    thread and when (`here`), or with `fails_here` raises."""

    def __init__(self, started: str, how: str = "die", iterations: int = 40,
                 fails_here: bool = False):
        super().__init__()
        self.started, self.how, self.home = started, how, os.getpid()
        self.fails_here = fails_here
        self.budget = Budget(iterations=iterations)
        self.here: list[tuple[int, float, float]] = []

    def root_part(self, obs, rng, budget=None, cancel=None):
        if os.getpid() == self.home:
            if self.fails_here:
                raise ValueError("no search here either")
            begin = time.monotonic()
            part = super().root_part(obs, rng, self.budget, cancel)
            self.here.append((threading.get_ident(), begin, time.monotonic()))
            return part
        mark_started(self.started)
        if self.how == "die":
            os._exit(3)
        end = time.monotonic() + 60
        while time.monotonic() < end and (self.how == "hang" or not cancel()):
            time.sleep(0.005)
        return super().root_part(obs, rng, self.budget, cancel)


class Killer(threading.Thread):
    """Kills the pool's searching processes (`SearchPool.pids`) each time one more has
    begun its search (a file in `begun`), `times` times."""

    def __init__(self, pool: SearchPool, begun: Path, times: int):
        super().__init__(daemon=True)
        self.pool, self.begun, self.times = pool, begun, times
        self.killed: list[int] = []

    def run(self) -> None:
        end = time.monotonic() + 60
        while len(self.killed) < self.times and time.monotonic() < end:
            if started(self.begun) > len(self.killed):
                for pid in self.pool.pids():
                    if pid not in self.killed:
                        os.kill(pid, signal.SIGKILL)
                        self.killed.append(pid)
            time.sleep(0.005)


class Timed:
    """Searches its budget's time or until cancelled (with `started`, marks that it has
    begun); answers how long it searched (ms), the rng's first draw and whether it saw
    its flag."""

    def __init__(self, started: str | None = None):
        self.started = started

    def root_part(self, obs, rng, budget=None, cancel=None):
        mark_started(self.started)
        begin = time.monotonic()
        end = begin + budget.ms / 1000
        while time.monotonic() < end and not cancel():
            time.sleep(0.001)
        return (time.monotonic() - begin) * 1000, rng.random(), cancel()

    def from_parts(self, obs, parts):
        return parts


class Counted:
    """Counts its budget's iterations, a millisecond each, or until cancelled (with
    `started`, marks that it has begun); answers how many it counted and the rng's first
    draw."""

    def __init__(self, started: str | None = None):
        self.started = started

    def root_part(self, obs, rng, budget=None, cancel=None):
        mark_started(self.started)
        done = 0
        while done < budget.iterations and not cancel():
            time.sleep(0.001)
            done += 1
        return done, rng.random()

    def from_parts(self, obs, parts):
        return parts
