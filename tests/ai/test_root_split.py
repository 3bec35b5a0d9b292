"""The hard searches split into root statistics (`root_part`) and a pick from merged
statistics (`from_parts`): one part is the serial search; parts of several seeds merge
by adding up."""

from __future__ import annotations

import pytest

from bench import nines_think as nines_bench
from bench import royal_think as royal_bench
from core.ai import Budget
from core.ai.nines import HardAgent as NinesHard
from core.ai.royal import HardAgent as RoyalHard
from core.ai.royal import SearchStats
from core.rng import make_rng
from core.royal.cards import CARD_INDEX


@pytest.fixture(scope="module")
def royal_positions():
    return royal_bench.positions(4, 30, 5)


@pytest.fixture(scope="module")
def nines_positions():
    return nines_bench.positions(1, 3)[:24]


def test_royal_parts_add_up_and_the_best_sum_wins(royal_positions):
    searched = 0
    for k, obs in enumerate(royal_positions):
        agent = RoyalHard(SearchStats())
        parts = [agent.root_part(obs, make_rng(k * 10 + i), Budget(iterations=40))
                 for i in range(3)]
        move = agent.from_parts(obs, parts)
        if not parts[0].sums:
            assert move == parts[0].move and agent.stats.worlds == 0
            continue
        searched += 1
        sums = [sum(p.sums[c] for p in parts) for c in range(len(parts[0].cands))]
        top = max(range(len(sums)), key=lambda c: (sums[c], -c))
        assert move.card == agent.from_parts(obs, parts[::-1]).card
        assert agent.stats.worlds == sum(p.worlds for p in parts) > 0
        assert CARD_INDEX[move.card] == parts[0].cands[top]
    assert searched >= 10


def test_royal_one_part_is_the_serial_search(royal_positions):
    for k, obs in enumerate(royal_positions):
        a, b = make_rng(k), make_rng(k)
        agent = RoyalHard()
        part = agent.root_part(obs, a, Budget(iterations=60))
        assert agent.from_parts(obs, [part]) == RoyalHard().choose(obs, b, Budget(iterations=60))
        assert a.getstate() == b.getstate()


def test_nines_parts_merge_counts_sums_and_the_alive(nines_positions):
    merged_any = 0
    for k, obs in enumerate(nines_positions):
        agent = NinesHard()
        parts = [agent.root_part(obs, make_rng(k * 10 + i), Budget(iterations=120))
                 for i in range(2)]
        move = agent.from_parts(obs, parts)
        if len(parts[0].candidates) == 1:
            continue
        merged_any += 1
        report = agent.last_report
        assert report.counts == [a + b for a, b in zip(parts[0].counts, parts[1].counts,
                                                       strict=True)]
        assert set(report.alive) == set(parts[0].alive) | set(parts[1].alive)
        assert report.playouts == parts[0].playouts + parts[1].playouts
        means = {c: report.sums[c] / report.counts[c] for c in report.alive}
        best = max(report.alive, key=lambda c: (means[c], -c))
        assert report.chosen == report.candidates[best]
        assert move == agent.from_parts(obs, parts[::-1])
    assert merged_any >= 10


def test_nines_one_part_is_the_serial_search(nines_positions):
    for k, obs in enumerate(nines_positions):
        a, b = make_rng(k), make_rng(k)
        agent, serial = NinesHard(), NinesHard()
        move = agent.from_parts(obs, [agent.root_part(obs, a, Budget(iterations=150))])
        assert move == serial.choose(obs, b, Budget(iterations=150))
        assert agent.last_report.means == serial.last_report.means
        assert a.getstate() == b.getstate()
