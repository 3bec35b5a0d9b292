"""The expert level: hard's search on every core (root parallelism in the process pool).
Deterministic for a seed and a process count, a killed search process costs only its own
share of the search, and every process sees only the seat's observation."""

from __future__ import annotations

import os
import pickle
import random
import signal
import threading
import time
from pathlib import Path

import pytest
from parallel_agents import MarkedNines, ObservationSpy, alive
from pool_agents import Echo, pool_fixture, started

from bench import nines_think as nines_bench
from bench import royal_think as royal_bench
from bench.parallel_speed import Parts
from core.ai import LEVELS, Budget, make_agent
from core.ai.expert import EXPERT_MS, ExpertAgent
from core.ai.nines import HardAgent as NinesHard
from core.ai.pool import part_budgets, part_rngs
from core.ai.royal import HardAgent as RoyalHard
from core.nines import RULES as NINES
from core.rng import make_rng
from core.royal import RULES as ROYAL
from tests.ai.nines.nines_ai_helpers import hidden_twins
from tests.ai.royal.royal_ai_util import hidden_twin as royal_twin
from tests.ai.royal.royal_ai_util import positions as royal_positions

pool2 = pool_fixture(2)


def serial(hard, obs, seed: int, budget: Budget, n: int):
    """The search of `n` processes done here, part by part: the move and the rng's end."""
    rng = make_rng(seed)
    parts = [hard.root_part(obs, r, b)
             for r, b in zip(part_rngs(rng, n), part_budgets(budget, n), strict=True)]
    return hard.from_parts(obs, parts), rng.getstate()


def test_expert_is_the_strongest_level_of_both_games():
    assert LEVELS[-1] == "expert"
    for rules in (NINES, ROYAL):
        agent = make_agent(rules, "expert")
        assert isinstance(agent, ExpertAgent) and agent.level == "expert"
    assert EXPERT_MS >= 1000


CASES = [(RoyalHard, lambda: royal_bench.positions(4, 8, 9)),
         (NinesHard, lambda: nines_bench.positions(1, 4)[:8])]


@pytest.mark.parametrize(("hard", "positions"), CASES, ids=["royal", "nines"])
def test_a_seed_and_a_process_count_give_one_search(pool2, hard, positions):
    budget = Budget(iterations=160)
    for k, obs in enumerate(positions()):
        answers = []
        for _ in range(2):
            rng = make_rng(k)
            answers.append((ExpertAgent(hard(), pool2).choose(obs, rng, budget),
                            rng.getstate()))
        assert answers[0] == answers[1] == serial(hard(), obs, k, budget, 2)


def test_every_process_searches_the_whole_time_and_the_playouts_add_up(pool2):
    obs = nines_bench.positions(1, 4)[0]
    pool2.think(Echo(), None, make_rng(1))  # the processes up
    parts = pool2.think(Parts("nines"), obs, make_rng(2), Budget(ms=150))
    assert len(parts) == 2 and all(part.playouts > 0 for part in parts)
    agent = ExpertAgent(NinesHard(), pool2)
    agent.from_parts(obs, parts)
    assert agent.last_report.playouts == sum(part.playouts for part in parts)
    assert agent.last_report.worlds == sum(part.worlds for part in parts)


def kill_part_once(pool, begun: Path, part: int, killed: list[int]) -> threading.Thread:
    """Kill the process searching part `part` once both parts have begun."""

    def run() -> None:
        end = time.monotonic() + 60
        while started(begun) < 2 and time.monotonic() < end:
            time.sleep(0.002)
        pid = pool.pids()[part]  # the searching processes, in the order of the parts
        os.kill(pid, signal.SIGKILL)
        killed.append(pid)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    return thread


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="reads /proc")
@pytest.mark.parametrize("part", [1, 0])
def test_a_killed_search_process_costs_only_its_share(pool2, tmp_path, part):
    obs = nines_bench.positions(1, 4)[0]  # the first lead: many candidates
    pool2.think(Echo(), None, make_rng(1))  # both processes up and idle
    before = set(pool2.pids())
    begun = tmp_path / "begun"
    begun.mkdir()
    budget = Budget(iterations=6000)  # seconds of search in each process
    agent = ExpertAgent(MarkedNines(str(begun)), pool2)
    killed: list[int] = []
    killer = kill_part_once(pool2, begun, part, killed)
    rng = make_rng(3)
    move = agent.choose(obs, rng, budget)
    killer.join(10)
    assert len(killed) == 1 and killed[0] in before
    # the move is the other part's alone, searched once (not retried, not searched again)
    assert started(begun) == 2
    other = 1 - part
    rngs, budgets = part_rngs(make_rng(3), 2), part_budgets(budget, 2)
    alone = NinesHard()
    expected = alone.from_parts(obs, [alone.root_part(obs, rngs[other], budgets[other])])
    assert move == expected
    assert agent.last_report == alone.last_report
    assert agent.last_report.playouts <= budgets[other].iterations
    here = make_rng(3)
    if part == 0:
        here.getrandbits(64)  # part 0 held the caller's rng: it moves on by one draw
    else:
        here = rngs[0]
    assert rng.getstate() == here.getstate()
    assert not alive(killed[0])
    after = pool2.think(Echo(), None, make_rng(1))  # the pool searches on, replaced
    assert len({pid for pid, _, _ in after}) == 2 and killed[0] not in pool2.pids()


def test_expert_sees_only_its_observation_in_every_process(pool2):
    for i, (state, twin, seat) in enumerate(hidden_twins(10, 37, least=4, phase="play")):
        moves = [ExpertAgent(NinesHard(), pool2).choose(NINES.observation(s, seat),
                                                        make_rng(i), Budget(iterations=200))
                 for s in (state, twin)]
        assert moves[0] == moves[1], i
    rng = random.Random(4)
    twins = 0
    for k, (state, obs) in enumerate(royal_positions(4, 12, 41)):
        other = royal_twin(state, obs, rng)
        if other is None:
            continue
        twins += 1
        moves = [ExpertAgent(RoyalHard(), pool2).choose(ROYAL.observation(s, obs.seat),
                                                        make_rng(k), Budget(iterations=60))
                 for s in (state, other)]
        assert moves[0] == moves[1], k
    assert twins >= 5


def test_a_search_process_is_handed_the_observation_and_the_hard_search_alone(pool2):
    obs = nines_bench.positions(1, 4)[2]
    agent = ExpertAgent(ObservationSpy(), pool2)
    sent = pickle.loads(pickle.dumps(agent))
    assert sent.pool is None and isinstance(sent.hard, ObservationSpy)
    parts = agent.choose(obs, make_rng(1), Budget(iterations=40))
    assert len(parts) == 2
    for kind, attributes, _ in parts:
        assert kind == "Observation"
        assert attributes == ["infer", "last_report", "settle"]
