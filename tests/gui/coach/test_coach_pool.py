"""The room's coach searches through the worker in the search processes: a computer's
move asked while it analyses arrives within its budget, the analysis then goes on and
tells as before; and it searches in this process when the processes die."""

from __future__ import annotations

import time

from pool_agents import Killer, pool_fixture, started

from bench import royal_think as royal_bench
from core.ai import Budget
from core.ai.analysis import analyse
from core.ai.royal import HardAgent as RoyalHard
from core.rng import make_rng
from gui.coach.thinker import CoachThinker
from gui.play.worker import Worker

pool1 = pool_fixture(1)
pool2 = pool_fixture(2)


def royal_choice():
    return next(obs for obs in royal_bench.positions(4, 40, 9)
                if len(analyse(obs, make_rng(0), Budget(iterations=40)).candidates) > 2)


class Heard:
    """What a thinker says, with when it said it."""

    def __init__(self, thinker: CoachThinker):
        self.progress: list[tuple[float, object]] = []
        self.done: list[tuple[float, object]] = []
        self.failed: list[str] = []
        thinker.progress.connect(lambda token, a: self.progress.append((time.monotonic(), a)))
        thinker.done.connect(lambda token, a: self.done.append((time.monotonic(), a)))
        thinker.failed.connect(lambda token, why: self.failed.append(why))


def test_a_computer_move_during_the_coachs_analysis_comes_in_time_and_the_coach_goes_on(
        qtbot, pool2):
    obs = royal_choice()
    pool2.think(RoyalHard(), obs, make_rng(0), Budget(ms=20))  # both processes up
    thinker = CoachThinker(pool=pool2)
    heard = Heard(thinker)
    thinker.analyse(obs, make_rng(1), Budget(ms=1500))
    qtbot.waitUntil(lambda: len(heard.progress) >= 3, timeout=10_000)
    computers = Worker(pool=pool2)  # the controller's
    moved = []
    asked = time.monotonic()
    computers.choose(RoyalHard(), obs, make_rng(2), Budget(ms=200),
                     lambda move, error: moved.append((time.monotonic(), move, error)),
                     fell_back=lambda *said: None)
    qtbot.waitUntil(lambda: bool(moved), timeout=5000)
    at, move, error = moved[0]
    assert error is None and move is not None
    # it came while the coach's 1.5 s still ran: the pool did not make it wait for that
    # (how soon within its own 200 ms is a figure: python -m bench.move_during_analysis)
    assert not heard.done
    before = max(a.worlds for t, a in heard.progress if t < asked)
    qtbot.waitUntil(lambda: bool(heard.done), timeout=10_000)
    end, analysis = heard.done[0]
    assert end > at and analysis.done and not heard.failed
    after = [a.worlds for t, a in heard.progress if t > at]
    assert after and max(after) > before  # told on after the move
    assert analysis.worlds >= max(after)
    assert computers.shutdown() and thinker._worker.shutdown()


def test_the_coach_searches_in_this_process_when_the_processes_die(qtbot, pool1, tmp_path):
    begun = tmp_path / "begun"
    begun.mkdir()
    obs = royal_choice()
    pool1.think(RoyalHard(), obs, make_rng(0), Budget(ms=20))
    thinker = CoachThinker(pool=pool1)
    heard = Heard(thinker)
    killer = Killer(pool1, begun, 2)

    def searching(token, analysis) -> None:
        """A search process tells: it has begun (the killer kills it)."""
        if started(begun) == len(killer.killed) < 2:
            (begun / str(len(killer.killed))).touch()

    thinker.progress.connect(searching)
    killer.start()
    thinker.analyse(obs, make_rng(1), Budget(ms=400))
    qtbot.waitUntil(lambda: len(killer.killed) == 2 or bool(heard.failed), timeout=30_000)
    killed = time.monotonic()
    qtbot.waitUntil(lambda: bool(heard.done or heard.failed), timeout=30_000)
    killer.join()
    assert len(killer.killed) == 2 and not heard.failed
    _, analysis = heard.done[0]
    assert analysis.done and analysis.worlds > 0
    assert any(t > killed for t, _ in heard.progress)  # the search here tells too
    assert thinker._worker._fallback.spell  # searched here: the pool has not answered since
    assert thinker._worker.shutdown()
