"""A computer's move never waits for the coach: an analysis through the worker yields
the search processes to a move asked meanwhile and goes on after it; and when the
processes die it searches in this process, as a move does."""

from __future__ import annotations

import os
import time

from pool_agents import DiesAway, pool_fixture, started

from bench import royal_think as royal_bench
from core.ai import Budget
from core.ai.analysis import PoolAnalysis, analyse
from core.ai.pool import WorkerCrashed
from core.ai.royal import HardAgent as RoyalHard
from core.rng import make_rng
from gui.play.worker import Worker

pool1 = pool_fixture(1)
pool2 = pool_fixture(2)


def royal_choice():
    """A Royal decision that the hard player searches (more than one candidate)."""
    return next(obs for obs in royal_bench.positions(4, 40, 9)
                if len(analyse(obs, make_rng(0), Budget(iterations=40)).candidates) > 2)


def test_a_hard_move_asked_while_an_analysis_searches_arrives_within_its_budget(
        qtbot, pool2):
    obs = royal_choice()
    pool2.think(RoyalHard(), obs, make_rng(0), Budget(ms=20))  # both processes up
    worker = Worker(pool=pool2)
    told, analysed, moved = [], [], []
    worker.analyse(PoolAnalysis(tell=True, every_s=0.02), obs, make_rng(1), Budget(ms=1500),
                   lambda parts, error: analysed.append((time.monotonic(), parts, error)),
                   told=lambda part, _: told.append(part))
    qtbot.waitUntil(lambda: set(told) == {0, 1}, timeout=10_000)  # both parts search
    worker.choose(RoyalHard(), obs, make_rng(2), Budget(ms=200),
                  lambda move, error: moved.append((time.monotonic(), move, error)),
                  fell_back=lambda *said: None)
    qtbot.waitUntil(lambda: bool(moved), timeout=5000)
    at, move, error = moved[0]
    assert error is None and move is not None
    assert not analysed  # it came while the analysis's 1.5 s ran, which goes on after it
    qtbot.waitUntil(lambda: bool(analysed), timeout=10_000)
    end, parts, error = analysed[0]
    assert error is None and end > at
    assert len(parts) == 4 and set(told) == {0, 1, 2, 3}  # the second round told too
    assert sum(part.worlds for part in parts[2:]) > 0
    assert worker.shutdown()


def test_an_analysis_searches_in_this_process_when_the_processes_die(qtbot, pool1, tmp_path):
    begun = tmp_path / "begun"
    begun.mkdir()
    worker = Worker(pool=pool1)
    got, heard = [], []
    worker.analyse(DiesAway(str(begun)), None, make_rng(1), None,
                   lambda answer, error: got.append((answer, error)),
                   fell_back=lambda *said: heard.append(said))
    qtbot.waitUntil(lambda: bool(got), timeout=30_000)
    answer, error = got[0]
    assert error is None and answer == (os.getpid(), make_rng(1).random())
    assert started(begun) == 2  # the process and its retry died
    assert [(ok, type(why)) for ok, why in heard] == [(True, WorkerCrashed)]
    assert worker.shutdown()
