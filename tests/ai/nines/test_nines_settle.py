"""The hard Nines search spends its budget, leads and follows alike, and stops early only
when its answer provably cannot change (`settled`); racing only decides which candidates
rest, and a resting candidate is still played now and then."""

from __future__ import annotations

import random

import pytest

from bench import nines_think as nines_bench
from core.ai import Budget
from core.ai.nines import HardAgent
from core.ai.nines.playout import play_out, remaining, sample_hands
from core.ai.nines.search import settled, stacks_left
from core.ai.nines.view import read_view
from core.rng import make_rng


@pytest.fixture(scope="module")
def positions():
    return nines_bench.positions(1, 6)


def test_stacks_left_are_every_stack_still_won(positions):
    rng = random.Random(1)
    for obs in positions:
        view = read_view(obs)
        for _ in range(3):
            hands = sample_hands(view, rng)
            points = play_out(hands, remaining(hands), list(view.points), view.leader,
                              view.seat, list(view.tops), list(view.top_seats), None, rng)
            assert sum(points) - sum(view.points) == stacks_left(view)


def test_settled_only_when_no_mean_can_overtake_the_leader():
    # leader 0: mean 3 over 10 worlds; candidate 1: mean 1 over 10; results in [0, 4]
    sums, counts = [30.0, 10.0], [10, 10]
    assert settled(sums, counts, 0, 0, 0.0, 4.0)  # no world left: the means stand
    # r more worlds: 1 can reach (10 + 4r) / (10 + r), 0 fall to 30 / (10 + r)
    assert settled(sums, counts, 0, 4, 0.0, 4.0)  # 26 < 30
    assert not settled(sums, counts, 0, 5, 0.0, 4.0)  # 30 is not below 30
    assert not settled([30.0, 30.0], counts, 0, 0, 0.0, 4.0)  # a tie is not settled


@pytest.mark.parametrize("iterations", [200, 600])
def test_the_search_spends_its_budget_unless_its_answer_is_settled(positions, iterations):
    searched = {"lead": 0, "follow": 0}
    for k, obs in enumerate(positions):
        agent = HardAgent()
        agent.choose(obs, make_rng(k), Budget(iterations=iterations))
        report = agent.last_report
        if len(report.candidates) == 1:
            continue
        searched["follow" if read_view(obs).tops else "lead"] += 1
        if report.playouts > iterations - len(report.candidates):
            continue  # spent
        view = read_view(obs)
        low = view.points[view.seat]
        leader = report.candidates.index(report.chosen)
        assert settled(report.sums, report.counts, leader,
                       (iterations - report.playouts) // 2, low, low + stacks_left(view))
    assert min(searched.values()) >= 3


def test_a_resting_candidate_is_still_played(positions):
    rested = 0
    for k, obs in enumerate(positions[:16]):
        agent = HardAgent()
        agent.choose(obs, make_rng(k), Budget(iterations=600))
        report = agent.last_report
        if len(report.candidates) < 3:
            continue
        assert min(report.counts) > 0
        rested += sum(count < report.worlds for count in report.counts)
        assert report.chosen in [report.candidates[c] for c in report.alive]
    assert rested > 0


def test_the_racing_search_stops_when_one_candidate_is_left(positions):
    """The search of hard before it spent its budget (the arena's `racing`): most
    decisions end long before the budget."""
    short = 0
    for k, obs in enumerate(positions):
        agent = HardAgent(settle=False)
        agent.choose(obs, make_rng(k), Budget(iterations=600))
        report = agent.last_report
        if len(report.candidates) > 1 and report.playouts < 300:
            short += 1
            assert len(report.alive) == 1
    assert short >= 3
