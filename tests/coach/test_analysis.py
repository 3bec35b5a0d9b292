"""The coach's analysis is the hard player's search: its best move is the hard move at
the same budget and seed, its values are the search's, and it reports from inside the
search as it thinks, which changes nothing."""

from __future__ import annotations

import pytest

from core.ai import Budget, make_agent
from core.ai.analysis import analyse, analysis_of, hard_part
from core.coach.evaluate import evaluate
from core.rng import make_rng
from core.rules import get_rules
from tests.coach.positions import positions


@pytest.mark.parametrize(("game", "budget"), [("royal", 240), ("nines", 400),
                                              ("tiengow", 200)])
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


@pytest.mark.parametrize("game", ["royal", "nines", "tiengow"])
def test_progress_comes_from_inside_one_search_and_ends_in_the_result(game):
    (_, obs), *_ = [p for p in positions(game, 30, seed=5) if len(
        analyse(p[1], make_rng(0), Budget(iterations=40)).candidates) > 2]
    seen = []
    final = analyse(obs, make_rng(9), Budget(iterations=400), progress=seen.append)
    assert len(seen) >= 2 and not any(a.done for a in seen) and final.done
    assert [a.worlds for a in seen] == sorted(a.worlds for a in seen)
    assert seen[-1].worlds < final.worlds
    values = [c.value for c in final.candidates[1:] if c.value is not None]
    assert values == sorted(values, reverse=True)  # best first, then by value
    # telling progress changes nothing: the same analysis as without it
    assert final == analyse(obs, make_rng(9), Budget(iterations=400))


@pytest.mark.parametrize(("game", "budget"), [("royal", 240), ("nines", 300),
                                              ("tiengow", 200)])
def test_the_hard_move_is_the_same_with_and_without_progress(game, budget):
    rules = get_rules(game)
    told = 0
    for k, (_, obs) in enumerate(positions(game, 16, seed=17, every=2)):
        a, b = make_rng(k), make_rng(k)
        move = make_agent(rules, "hard").choose(obs, a, Budget(iterations=budget))
        heard = []
        part = hard_part(obs, b, Budget(iterations=budget), progress=heard.append)
        assert analysis_of(obs, [part]).best.move == move
        assert a.getstate() == b.getstate()
        told += bool(heard)
    assert told >= 4


@pytest.mark.parametrize("game", ["royal", "tiengow"])
def test_the_values_are_the_means_of_the_worlds_it_played(game):
    """On the same worlds (the same seed) a direct evaluation of every candidate gives
    exactly the analysis's values: they are the means over the search's own worlds."""
    checked = 0
    for k, (_, obs) in enumerate(positions(game, 12, seed=11)):
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
    assert len(polls) == 31  # nothing after the first True asks again
    assert analysis.best.move in get_rules("nines").obs_legal_moves(obs)
