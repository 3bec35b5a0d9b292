"""The review names a move costly only beyond the search's own noise: its cost comes with
a standard error from the spread of a paired evaluation (each move's sample variance and
their covariance), the search's difference and the evaluation's weighted by their inverse
variances; an interval above zero is costly, one that holds zero is about equal. The
intervals hold the true cost (a long direct evaluation) about as often as they claim."""

from __future__ import annotations

import pytest

from core.ai import Budget
from core.ai.analysis import Analysis, Candidate, analyse
from core.coach.evaluate import samples
from core.coach.review import Decision, Spread, Z, about_equal, costly
from core.nines.moves import Lead, Take
from core.rng import make_rng
from tests.coach.positions import positions

A, B, C = Lead(0, ("6-6",)), Lead(0, ("1-2",)), Lead(0, ("3-4",))  # no observation needed
CLOSE = Spread(4.0, 4.0, 3.5)  # the per-world difference's variance: 1.0


def _analysis(own_worlds: int = 400) -> Analysis:
    return Analysis(0, (Candidate(A, 2.0, 400), Candidate(B, 1.0, own_worlds)), 400, True)


def _decision(move=B, own_worlds: int = 400, spread=CLOSE) -> Decision:
    """B played where A was best: the search says 1.0 on 400 worlds (unless racing
    dropped B after `own_worlds`), a paired evaluation 1.2 on 200 worlds whose per-world
    difference has the variance best + own - 2 both (1.0 by default)."""
    return Decision(0, None, move, _analysis(own_worlds), value=0.5, best_value=1.7,
                    worlds=200, spread=spread)


def test_the_search_and_the_evaluation_are_weighted_by_their_inverse_variances():
    estimate = _decision().estimate()
    # variances 1/400 (search) and 1/200 (evaluation): weights 400 and 200
    assert estimate.cost == pytest.approx((400 * 1.0 + 200 * 1.2) / 600)
    assert estimate.error == pytest.approx((1 / 600) ** 0.5)
    low, high = estimate.interval()
    assert (low, high) == pytest.approx((estimate.cost - Z * estimate.error,
                                         estimate.cost + Z * estimate.error))


def test_a_candidate_racing_dropped_or_never_searched_is_priced_by_the_evaluation():
    for decision in (_decision(own_worlds=8), _decision(move=C)):
        estimate = decision.estimate()
        assert estimate.cost == pytest.approx(1.2)
        assert estimate.error == pytest.approx((1 / 200) ** 0.5)


def test_the_spread_is_the_sample_variances_and_covariance():
    rows = [(3, 1), (5, 4), (4, 0), (8, 7)]
    spread = Spread.of(rows)
    assert spread.best == pytest.approx(14 / 3)
    assert spread.own == pytest.approx(30 / 3)
    assert spread.both == pytest.approx(19 / 3)
    diffs = [b - o for b, o in rows]
    mean = sum(diffs) / 4
    assert spread.difference == pytest.approx(sum((d - mean) ** 2 for d in diffs) / 3)


def test_within_noise_is_about_equal_beyond_it_costly_and_unknown_left_out():
    sure = _decision()  # cost ~1.07, error ~0.04
    noisy = _decision(spread=Spread(200.0, 200.0, 0.0))  # error ~0.8: the interval holds 0
    unknown = Decision(0, None, B, _analysis())  # not evaluated: no noise known
    best = Decision(0, None, A, _analysis())
    take = Decision(0, None, Take(0, "left"), _analysis())
    assert sure.verdict() == "costly" and noisy.verdict() == "equal"
    assert noisy.estimate().interval()[0] < 0 < noisy.estimate().interval()[1]
    assert unknown.verdict() is None and unknown.cost() == pytest.approx(1.0)
    assert best.verdict() == take.verdict() == "best" and best.cost() == 0.0
    decisions = [sure, noisy, unknown, best, take]
    lines = costly(decisions)
    assert [(c.move, c.better) for c in lines] == [(B, A)]
    assert lines[0].low > 0 and lines[0].low < lines[0].cost < lines[0].high
    equal = about_equal(decisions)
    assert len(equal) == 1 and equal[0].low < 0 < equal[0].high
    assert costly([_decision()], least=1.5) == []


def _pairs(game, phase, count, seed):
    """(observation, analysis, a move not the best) on fixed positions."""
    for k, (_, obs) in enumerate(positions(game, count, seed=seed, phase=phase)):
        analysis = analyse(obs, make_rng(k), Budget(iterations=300))
        for cand in analysis.candidates[1:3]:
            if not Decision(0, obs, cand.move, analysis).is_best():
                yield k, obs, analysis, cand.move


@pytest.mark.parametrize(("game", "phase", "count", "truth"), [
    ("royal", "tricks", 10, 3000), ("royal", "domino", 8, 3000), ("nines", None, 4, 600),
    ("tiengow", None, 8, 1500)])
def test_the_intervals_hold_the_true_cost(game, phase, count, truth):
    """Against a long paired evaluation (the true cost, within its own small noise),
    the intervals of a short search and the review's evaluation miss seldom."""
    held = tried = 0
    for k, obs, analysis, move in _pairs(game, phase, count, seed=7):
        decision = Decision(0, obs, move, analysis).evaluated(make_rng(100 + k))
        low, high = decision.estimate().interval()
        rows = samples(obs, [analysis.best.move, move], make_rng(999), truth)
        true = sum(b - o for b, o in rows) / truth
        slack = Z * Spread.of(rows).difference ** 0.5 / truth ** 0.5  # the truth's noise
        held += low - slack <= true <= high + slack
        tried += 1
    assert tried >= 6
    assert held >= 0.8 * tried


def test_on_fixed_positions_some_moves_are_costly_and_some_about_equal():
    """A fixed seed on fixed Royal positions: the review sorts the moves played into
    costly ones (listed, their interval above zero and around the cost) and about equal
    ones (left out of the list), and a move the hint gave (the best) into neither."""
    decisions = [Decision(k, obs, move, analysis).evaluated(make_rng(100 + k))
                 for k, obs, analysis, move in _pairs("royal", "tricks", 12, seed=7)]
    verdicts = [d.verdict() for d in decisions]
    assert "costly" in verdicts and "equal" in verdicts
    lines = costly(decisions, shown=len(decisions))
    assert {c.ply for c in lines} == {d.ply for d in decisions if d.verdict() == "costly"}
    assert all(0 < c.low < c.cost < c.high for c in lines)
    equal = about_equal(decisions)
    assert {c.ply for c in equal} == {d.ply for d in decisions if d.verdict() == "equal"}
    assert all(c.low <= 0 for c in equal)
    hinted = [Decision(d.ply, d.obs, d.analysis.best.move, d.analysis) for d in decisions]
    assert costly(hinted) == [] and about_equal(hinted) == []
