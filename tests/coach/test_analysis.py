"""The coach's analysis is the hard player's search: its best move is the hard move at
the same budget and seed, its values are the search's, and it reports as it thinks."""

from __future__ import annotations

import pytest

from core.ai import Budget, make_agent
from core.ai.analysis import analyse
from core.coach.evaluate import evaluate
from core.rng import make_rng
from core.rules import get_rules
from tests.coach.positions import positions


@pytest.mark.parametrize(("game", "budget"), [("royal", 240), ("nines", 400)])
def test_the_coachs_best_is_the_hard_players_move(game, budget):
    rules = get_rules(game)
    searched = 0
    for k, (_, obs) in enumerate(positions(game, 24, seed=3)):
        hard = make_agent(rules, "hard")
        a, b = make_rng(k), make_rng(k)
        move = hard.choose(obs, a, Budget(iterations=budget))
        analysis = analyse(obs, b, Budget(iterations=budget))
        assert analysis.best.move == move
        assert a.getstate() == b.getstate()
        legal = rules.obs_legal_moves(obs)
        assert all(c.move in legal for c in analysis.candidates)
        searched += len(analysis.candidates) > 1
    assert searched >= 8


@pytest.mark.parametrize("game", ["royal", "nines"])
def test_progress_comes_in_slices_and_ends_in_the_result(game):
    (_, obs), *_ = [p for p in positions(game, 30, seed=5) if len(
        analyse(p[1], make_rng(0), Budget(iterations=40)).candidates) > 2]
    seen = []
    final = analyse(obs, make_rng(9), Budget(iterations=400), progress=seen.append)
    assert len(seen) >= 2 and not any(a.done for a in seen) and final.done
    assert [a.worlds for a in seen] == sorted(a.worlds for a in seen)
    assert seen[-1].worlds < final.worlds
    values = [c.value for c in final.candidates[1:] if c.value is not None]
    assert values == sorted(values, reverse=True)  # best first, then by value


def test_royal_values_are_the_means_of_the_worlds_it_played():
    """On the same worlds (the same seed) a direct evaluation of every candidate gives
    exactly the analysis's values: slices add up to one search's worlds."""
    checked = 0
    for k, (_, obs) in enumerate(positions("royal", 12, seed=11)):
        analysis = analyse(obs, make_rng(k), Budget(iterations=300))
        if analysis.worlds == 0:
            continue
        moves = [c.move for c in analysis.candidates]
        direct = evaluate(obs, moves, make_rng(k), analysis.worlds)
        assert direct == pytest.approx([c.value for c in analysis.candidates])
        checked += 1
    assert checked >= 6


def test_cancel_stops_at_once_with_the_best_so_far():
    _, obs = positions("nines", 1, seed=2, every=1)[0]  # the first lead: many candidates
    polls = []

    def cancel():
        polls.append(1)
        return len(polls) > 30

    analysis = analyse(obs, make_rng(1), None, cancel)
    assert len(polls) == 31  # no slice after the first True asks again
    assert analysis.best.move in get_rules("nines").obs_legal_moves(obs)
