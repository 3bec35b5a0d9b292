"""The search pool: hard searches in worker processes, merged over the processes
(root parallelism), cancelled for real, crash-proof, closed without leftovers."""

from __future__ import annotations

import os
import select
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from parallel_agents import alive
from pool_agents import (
    FIXED,
    Counted,
    Crasher,
    DiesAway,
    Echo,
    Failing,
    FailsAway,
    FixedNines,
    Killer,
    Stubborn,
    Timed,
    UntilCancelled,
    pool_fixture,
    started,
)

from bench import nines_think as nines_bench
from bench import royal_think as royal_bench
from core.ai import Budget
from core.ai import pool as pool_module
from core.ai.fallback import Fallback
from core.ai.nines import HardAgent as NinesHard
from core.ai.pool import (
    PoolClosed,
    SearchCancelled,
    SearchPool,
    WorkerCrashed,
    part_budgets,
    part_rngs,
)
from core.ai.royal import HardAgent as RoyalHard
from core.rng import make_rng

pool1 = pool_fixture(1)
pool2 = pool_fixture(2)


@pytest.fixture
def begun(tmp_path):
    """An empty folder where each search process marks that it has begun."""
    folder = tmp_path / "begun"
    folder.mkdir()
    return folder


def wait_gone(pids: list[int], timeout: float) -> None:
    """Return when every process in `pids` has ended (each one's pidfd wakes us at its
    exit: no polling), or after `timeout` seconds for any still running."""
    for pid in pids:
        try:
            fd = os.pidfd_open(pid)
        except ProcessLookupError:
            continue
        try:
            select.select([fd], [], [], timeout)
        finally:
            os.close(fd)


def serial(agent, obs, seed: int, budget: Budget, n: int):
    """What a pool of `n` processes does, done in this process: the same parts."""
    rng = make_rng(seed)
    rngs, budgets = part_rngs(rng, n), part_budgets(budget, n)
    parts = [agent.root_part(obs, r, b) for r, b in zip(rngs, budgets, strict=True)]
    return agent.from_parts(obs, parts), rng.getstate()


CASES = [(RoyalHard, lambda: royal_bench.positions(4, 12, 9)),
         (NinesHard, lambda: nines_bench.positions(1, 4)[:12])]


@pytest.mark.parametrize(("agent_class", "positions"), CASES, ids=["royal", "nines"])
def test_one_process_is_the_search_in_process(pool1, agent_class, positions):
    for k, obs in enumerate(positions()):
        rng, here = make_rng(k), make_rng(k)
        budget = Budget(iterations=120)
        assert pool1.think(agent_class(), obs, rng, budget) == agent_class().choose(
            obs, here, budget)
        assert rng.getstate() == here.getstate()  # the caller's rng ends alike


@pytest.mark.parametrize(("agent_class", "positions"), CASES, ids=["royal", "nines"])
def test_root_parallel_merge_equals_the_parts_run_serially(pool2, agent_class, positions):
    for k, obs in enumerate(positions()):
        rng = make_rng(k)
        agent = agent_class()
        move = pool2.think(agent, obs, rng, Budget(iterations=160))
        assert (move, rng.getstate()) == serial(agent_class(), obs, k, Budget(iterations=160),
                                                2)


def test_parts_run_in_other_processes_with_their_own_seeds_and_shares(pool2):
    rng = make_rng(5)
    first = make_rng(5).random()
    parts = pool2.think(Echo(), None, rng, Budget(iterations=7))
    pids = {pid for pid, _, _ in parts}
    assert len(pids) == 2 and os.getpid() not in pids
    assert [b.iterations for _, b, _ in parts] == [4, 3]
    assert parts[0][2] == first != parts[1][2]
    expected = make_rng(5)
    expected.random()
    assert rng.getstate() == expected.getstate()  # part 0's draw, and no other


def test_time_budgets_are_not_shared():
    assert part_budgets(Budget(ms=700), 3) == [Budget(ms=700)] * 3
    assert part_budgets(None, 2) == [None, None]
    assert part_budgets(Budget(ms=50, iterations=2), 3) == [
        Budget(ms=50, iterations=1)] * 3


def test_a_cancelled_search_is_stopped_and_its_process_reused(pool2, begun):
    """Cancelled once both processes search: each sees the flag and answers within the
    grace (one that did not would be missing here, killed and replaced)."""
    pool2.think(Echo(), None, make_rng(1))  # both processes up and idle (they start lazily)
    before = set(pool2.pids())
    assert len(before) == 2
    parts = pool2.think(UntilCancelled(started=str(begun)), None, make_rng(1), None,
                        cancel=lambda: started(begun) == 2)
    assert [saw_cancel for _, saw_cancel in parts] == [True, True]
    assert {pid for pid, _ in parts} == before == set(pool2.pids())


def test_a_search_deaf_to_cancel_is_terminated_and_replaced(pool2, begun):
    """Its processes are terminated after the grace, not waited for (they would sleep
    on for a minute and then be reused); the pool goes on with new ones."""
    pool2.think(Echo(), None, make_rng(1))
    before = pool2.pids()
    with pytest.raises(SearchCancelled):
        pool2.think(Stubborn(started=str(begun)), None, make_rng(1), None,
                    cancel=lambda: started(begun) == 2)
    assert started(begun) == 2
    assert not any(alive(pid) for pid in before)
    after = pool2.think(Echo(), None, make_rng(1))
    assert len({pid for pid, _, _ in after} - set(before)) == 2


def test_a_crashed_process_is_replaced_and_its_part_retried(pool1, tmp_path):
    before = pool1.pids()
    assert pool1.think(Crasher(str(tmp_path / "crashed-once")), None, make_rng(1)) != before
    assert (tmp_path / "crashed-once").exists()
    with pytest.raises(WorkerCrashed):
        pool1.think(Crasher(), None, make_rng(1))
    assert len(pool1.think(Echo(), None, make_rng(1))) == 1  # the pool still works


def test_an_error_in_the_search_reaches_the_caller(pool1):
    with pytest.raises(ValueError, match="no move for 'here'"):
        pool1.think(Failing(), "here", make_rng(1))
    assert pool1.think(Echo(), None, make_rng(1))[0][0] in pool1.pids()


def test_close_stops_every_process():
    pool = SearchPool(2)
    pids = [pid for pid, _, _ in pool.think(Echo(), None, make_rng(1))]
    pool.close()  # returns once they are gone
    assert not any(alive(pid) for pid in pids)
    with pytest.raises(PoolClosed):
        pool.think(Echo(), None, make_rng(1))


CHILD = """
import os, sys
from core.ai.pool import SearchPool
from core.rng import make_rng
sys.path.insert(0, {tests!r})
from pool_agents import Echo
if __name__ == "__main__":
    pool = SearchPool(2)
    print(" ".join(str(p) for p, _, _ in pool.think(Echo(), None, make_rng(1))), flush=True)
    {end}
"""


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="reads /proc")
@pytest.mark.parametrize("end", ["os.kill(os.getpid(), 9)", "sys.exit(0)"],
                         ids=["killed", "exits-without-close"])
def test_no_search_process_outlives_the_program(tmp_path, end):
    script = tmp_path / "child.py"
    script.write_text(CHILD.format(tests=str(Path(__file__).parents[1]), end=end))
    root = Path(__file__).parents[2]
    result = subprocess.run([sys.executable, str(script)], cwd=root, capture_output=True,
                            text=True, timeout=60, env={**os.environ, "PYTHONPATH": str(root)})
    assert result.returncode in (0, -signal.SIGKILL), result.stderr
    pids = [int(p) for p in result.stdout.split()]
    assert len(pids) == 2
    wait_gone(pids, timeout=10)
    assert not any(alive(pid) for pid in pids)


# --- when the processes fail: the same search in the caller ----------------------------


def nines_position():
    return nines_bench.positions(1, 4)[3]


def test_a_searching_process_is_listed_and_killed_twice_the_search_fails(pool1, begun):
    pool1.think(Echo(), None, make_rng(1))
    idle = pool1.pids()
    killer = Killer(pool1, begun, 2)
    killer.start()
    with pytest.raises(WorkerCrashed, match="died"):
        pool1.think(UntilCancelled(started=str(begun)), None, make_rng(1))
    killer.join()
    assert killer.killed[0] == idle[0] and len(set(killer.killed)) == 2  # and its retry
    assert len(pool1.think(Echo(), None, make_rng(1))) == 1  # a new process searches


def test_killed_search_processes_give_the_same_search_in_the_caller(pool1, begun):
    obs = nines_position()
    agent = FailsAway(str(begun), "wait")
    heard = []
    killer = Killer(pool1, begun, 2)
    killer.start()
    rng, here = make_rng(8), make_rng(8)
    move = Fallback().think(pool1, agent, obs, rng, FIXED,
                            heard=lambda *said: heard.append(said))
    killer.join()
    assert len(killer.killed) == 2 and started(begun) == 2
    assert move == FixedNines().choose(obs, here, FIXED)
    assert rng.getstate() == here.getstate()
    assert [(ok, type(why)) for ok, why in heard] == [(True, WorkerCrashed)]
    assert [thread for thread, _, _ in agent.here] == [threading.get_ident()]


def test_a_search_that_overruns_its_budget_is_searched_in_the_caller(pool1, begun,
                                                                     monkeypatch):
    monkeypatch.setattr(pool_module, "OVERRUN_S", 0.3)
    obs = nines_position()
    heard = []
    rng, here = make_rng(2), make_rng(2)
    move = Fallback().think(pool1, FailsAway(str(begun), "hang"), obs, rng, Budget(ms=20),
                            heard=lambda *said: heard.append(said))
    assert move == FixedNines().choose(obs, here, FIXED)
    assert rng.getstate() == here.getstate()
    assert [str(why) for _, why in heard] == ["a search process overran its budget"]
    monkeypatch.setattr(pool_module, "OVERRUN_S", 30.0)  # a new process may start slowly
    assert len(pool1.think(Echo(), None, make_rng(1))) == 1  # the hung one was replaced


def test_the_pool_is_tried_again_after_a_back_off_then_given_up(pool1, begun):
    fallback, heard = Fallback(back_off=(1, 2)), []
    tries = []
    for _ in range(9):
        pid, _ = fallback.think(pool1, DiesAway(str(begun)), None, make_rng(1),
                                heard=lambda *said: heard.append(said))
        assert pid == os.getpid()
        tries.append(started(begun) // 2)  # each try: a process and its retry
    assert tries == [1, 1, 2, 2, 2, 3, 3, 3, 3]
    assert fallback.given_up and len(heard) == 1  # one spell, said once


def test_a_spell_ends_when_the_pool_answers_and_each_spell_is_said(pool1, begun):
    fallback, heard = Fallback(back_off=(1, 1)), []

    def think(agent):
        return fallback.think(pool1, agent, None, make_rng(3),
                              heard=lambda ok, why: heard.append(ok))

    assert think(DiesAway(str(begun)))[0] == os.getpid()
    assert think(Echo())[0][0] == os.getpid()  # backing off: here
    assert think(Echo())[0][0] in pool1.pids()  # tried again: it answers
    assert heard == [True, False]
    assert think(DiesAway(str(begun)))[0] == os.getpid()
    assert heard == [True, False, True] and not fallback.given_up


def test_a_cancelled_search_does_not_fall_back(pool1, begun):
    fallback, heard = Fallback(), []
    with pytest.raises(SearchCancelled):
        fallback.think(pool1, DiesAway(str(begun)), None, make_rng(1), cancel=lambda: True,
                       heard=lambda *said: heard.append(said))
    assert heard == [] and fallback.failures == 0


# --- a computer's move before the coach's analysis: the yielding search ------------------


def until(condition, timeout: float = 10.0) -> None:
    end = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < end, "timed out"
        time.sleep(0.002)


def in_thread(search):
    """Run `search()` on a thread: (the thread, what it answered or raised, and when)."""
    out: dict = {}

    def run() -> None:
        try:
            out["answer"] = search()
        except Exception as exc:
            out["error"] = exc
        out["at"] = time.monotonic()

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    return thread, out


def test_a_move_takes_a_yielding_searchs_processes_which_then_search_their_time_left(
        pool2, begun):
    pool2.think(Echo(), None, make_rng(1))  # both processes up
    thread, out = in_thread(lambda: pool2.think(Timed(str(begun)), None, make_rng(2),
                                                Budget(ms=1500), yields=True))
    until(lambda: started(begun) == 2)
    asked = time.monotonic()
    move = pool2.think(Echo(), None, make_rng(3))
    answered = time.monotonic()
    assert answered - asked < 0.3
    assert {pid for pid, _, _ in move} == set(pool2.pids())  # the move had both
    assert thread.is_alive()  # the analysis waited for the move, and goes on
    thread.join(10)
    assert out["at"] > answered
    parts = out["answer"]
    assert len(parts) == 4  # two parts before the move, two after it
    assert [saw for _, _, saw in parts] == [True, True, False, False]
    searched = max(ms for ms, _, _ in parts[:2]) + max(ms for ms, _, _ in parts[2:])
    # its time, the move's not counted (that would be ~1800): each part's clock also counts
    # the overshoot of its last 1 ms sleep, a few ms on a loaded machine (1501.7 seen)
    assert 1300 < searched <= 1500 + 2 * 10


def test_a_yielding_search_of_iterations_starts_again_and_answers_as_never_yielded(
        pool2, begun):
    pool2.think(Echo(), None, make_rng(1))
    rng, here = make_rng(4), make_rng(4)
    thread, out = in_thread(lambda: pool2.think(Counted(str(begun)), None, rng,
                                                Budget(iterations=600), yields=True))
    until(lambda: started(begun) == 2)
    pool2.think(Echo(), None, make_rng(3))
    assert thread.is_alive()
    thread.join(10)
    assert out["answer"] == pool2.think(Counted(), None, here, Budget(iterations=600))
    assert [done for done, _ in out["answer"]] == [300, 300]
    assert rng.getstate() == here.getstate()


def test_a_yielding_search_cancelled_while_a_move_searches_ends_at_once(pool1, begun):
    pool1.think(Echo(), None, make_rng(1))
    stop = threading.Event()
    move, moved = in_thread(lambda: pool1.think(UntilCancelled(started=str(begun)), None,
                                                make_rng(1), cancel=stop.is_set))
    until(lambda: started(begun) == 1)
    cancelled = threading.Event()
    analysis, out = in_thread(lambda: pool1.think(Echo(), None, make_rng(2),
                                                  cancel=cancelled.is_set, yields=True))
    cancelled.set()
    analysis.join(2)
    assert isinstance(out.get("error"), SearchCancelled)
    assert move.is_alive()  # the analysis did not wait for the move to end
    stop.set()
    move.join(5)
    assert moved["answer"][0][1] is True
