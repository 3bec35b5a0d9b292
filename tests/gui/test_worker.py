"""The worker thinks off the GUI thread (hard computers in the search processes) and
hands results back on it."""

import os
import threading

import pytest
from pool_agents import (
    Crasher,
    CrashingNines,
    FixedNines,
    FixedRoyal,
    InThread,
    UntilCancelled,
    pool_fixture,
    started,
)
from PySide6.QtCore import QCoreApplication
from room_helpers import ai_seats

import gui.play.worker
from bench import royal_think as royal_bench
from core.ai.pool import WorkerCrashed
from core.rng import make_rng
from gui.play.controller import GameController
from gui.play.worker import Worker


def test_result_comes_back_on_the_gui_thread(qtbot):
    worker = Worker()
    seen = {}

    def job(cancel):
        seen["job_thread"] = threading.get_ident()
        return 42

    def done(result, error):
        seen["done"] = (result, error, threading.get_ident())

    worker.run(job, done)
    qtbot.waitUntil(lambda: "done" in seen, timeout=5000)
    assert seen["done"][:2] == (42, None)
    assert seen["done"][2] == threading.get_ident() != seen["job_thread"]
    assert worker.shutdown()


def test_errors_are_handed_over(qtbot):
    worker = Worker()
    got = []
    worker.run(lambda cancel: 1 / 0, lambda result, error: got.append(error))
    qtbot.waitUntil(lambda: bool(got), timeout=5000)
    assert isinstance(got[0], ZeroDivisionError)
    worker.shutdown()


def test_cancel_sets_the_flag_and_drops_the_result(qtbot):
    worker = Worker()
    started = threading.Event()
    observed = []
    delivered = []

    def job(cancel):
        started.set()
        while not cancel():
            threading.Event().wait(0.005)
        observed.append(True)
        return "late"

    job_id = worker.run(job, lambda result, error: delivered.append(result))
    assert started.wait(5)
    worker.cancel(job_id)
    assert worker.shutdown(5000)
    assert observed == [True]
    QCoreApplication.processEvents()  # a queued delivery would arrive now: none may
    assert delivered == []


# --- computer players: the search processes ---------------------------------------------


pool1 = pool_fixture(1)
pool2 = pool_fixture(2)


def royal_position():
    return royal_bench.positions(4, 1, 3)[0]


def test_a_hard_move_is_searched_in_a_process_and_arrives_on_the_gui_thread(qtbot, pool1):
    worker = Worker(pool=pool1)
    obs = royal_position()
    rng, here = make_rng(4), make_rng(4)
    got = []
    worker.choose(FixedRoyal(), obs, rng, None,
                  lambda move, error: got.append((move, error, threading.get_ident())))
    qtbot.waitUntil(lambda: bool(got), timeout=10_000)
    assert got[0] == (FixedRoyal().choose(obs, here), None, threading.get_ident())
    assert rng.getstate() == here.getstate()
    assert worker.shutdown()


def test_rule_based_players_think_on_a_thread_of_this_process(qtbot, pool1):
    worker = Worker(pool=pool1)
    seen = []

    class Where:
        level = "where"

        def choose(self, obs, rng, budget=None, cancel=None):
            return os.getpid(), threading.get_ident()

    worker.choose(Where(), None, make_rng(1), None, lambda move, error: seen.append(move))
    qtbot.waitUntil(lambda: bool(seen), timeout=5000)
    assert seen[0][0] == os.getpid() and seen[0][1] != threading.get_ident()
    assert worker.shutdown()


def test_a_cancelled_search_stops_in_time_and_delivers_nothing(qtbot, pool2, tmp_path):
    """Cancelled while both processes search: they poll their flag and answer within the
    pool's grace (one that did not would be killed: the pool would not have both)."""
    worker = Worker(pool=pool2)
    pool2.think(UntilCancelled(0), None, make_rng(1))  # the processes are up
    before = set(pool2.pids())
    begun = tmp_path / "begun"
    begun.mkdir()
    delivered = []
    job = worker.choose(UntilCancelled(started=str(begun)), None, make_rng(1), None,
                        lambda result, error: delivered.append((result, error)))
    qtbot.waitUntil(lambda: started(begun) == 2, timeout=10_000)
    worker.cancel(job)
    assert worker.shutdown(5000)
    QCoreApplication.processEvents()
    assert delivered == []
    assert set(pool2.pids()) == before  # both processes idle again, not killed


def test_a_search_process_that_keeps_crashing_is_reported_not_hung(qtbot, pool1):
    worker = Worker(pool=pool1)
    got = []
    worker.choose(Crasher(), None, make_rng(1), None, lambda result, error: got.append(error))
    qtbot.waitUntil(lambda: bool(got), timeout=20_000)
    assert isinstance(got[0], WorkerCrashed)
    assert worker.shutdown()


def play_game(qtbot, monkeypatch, pool, factory, game: str, seed: int) -> dict:
    monkeypatch.setattr(gui.play.worker, "shared_pool", lambda: pool)
    options = {"matchsticks": 50} if game == "royal" else {"match_games": 1}
    ctl = GameController(game, ai_seats(4, "hard"), options, seed=seed, agent_factory=factory)
    with qtbot.waitSignal(ctl.game_over, timeout=180_000):
        ctl.start()
    record = ctl.record()
    ctl.shutdown()
    return record


HARD = {"royal": FixedRoyal, "nines": FixedNines}


@pytest.mark.slow
@pytest.mark.parametrize("game", ["royal", "nines"])
def test_a_seed_gives_the_same_game_in_the_pool_as_on_a_thread(qtbot, monkeypatch, pool1,
                                                               pool2, game):
    in_process = play_game(qtbot, monkeypatch, pool1,
                           lambda rules, level: InThread(HARD[game]()), game, 12)
    one = play_game(qtbot, monkeypatch, pool1, lambda rules, level: HARD[game](), game, 12)
    assert one == in_process
    two = [play_game(qtbot, monkeypatch, pool2, lambda rules, level: HARD[game](), game, 12)
           for _ in range(2)]
    assert two[0] == two[1]


@pytest.mark.qt_log_ignore(r"computer seat \d failed")
@pytest.mark.parametrize(("times", "warned"), [(1, False), (2, True)],
                         ids=["retried", "reported"])
def test_a_crashed_search_process_never_hangs_the_table(qtbot, qtlog, monkeypatch, pool1,
                                                        tmp_path, times, warned):
    count = tmp_path / "crashes"
    first = CrashingNines(str(count), times)
    agents = iter([first])
    record = play_game(qtbot, monkeypatch, pool1,
                       lambda rules, level: next(agents, None) or FixedNines(), "nines", 3)
    assert count.read_text() == str(times)
    assert sum(record["points"]) == 8  # the game was played to its end
    failed = [m for m in qtlog.records if "computer seat" in m.message]
    assert bool(failed) == warned
