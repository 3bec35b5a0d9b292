"""The review's costs against a direct evaluation, and the reasons' claims against the
true position (the costs' noise: test_noise)."""

from __future__ import annotations

import pytest

from core.ai import Budget
from core.ai.analysis import Analysis, Candidate, analyse
from core.coach.evaluate import evaluate
from core.coach.review import Decision, costly
from core.coach.why import why
from core.nines import RULES as NINES
from core.nines.moves import Follow
from core.rng import make_rng
from core.royal import RULES as ROYAL
from tests.coach.positions import positions


@pytest.mark.parametrize("game", ["royal", "tiengow"])
def test_the_costs_are_the_direct_evaluations_difference(game):
    checked = []
    for k, (_, obs) in enumerate(positions(game, 16, seed=21)):
        analysis = analyse(obs, make_rng(k), Budget(iterations=300))
        if len(analysis.candidates) < 2 or not analysis.worlds:
            continue
        worst = analysis.candidates[-1].move
        decision = Decision(5, obs, worst, analysis)
        best, own = evaluate(obs, [analysis.best.move, worst], make_rng(k), analysis.worlds)
        assert decision.cost() == pytest.approx(best - own)
        assert decision.cost() >= 0
        checked.append(decision.evaluated(make_rng(50 + k)))
    assert len(checked) >= 5
    shown = costly(checked, shown=3, least=0.0)
    beyond = [d.cost() for d in checked if d.verdict(0.0) == "costly"]
    assert len(beyond) >= 3
    assert [c.cost for c in shown] == sorted(beyond, reverse=True)[:3]


def test_nines_move_outside_the_candidates_is_priced_by_a_paired_evaluation():
    checked = 0
    for k, (_, obs) in enumerate(positions("nines", 50, seed=1)):
        if obs.current is None:
            continue
        analysis = analyse(obs, make_rng(k), Budget(iterations=300))
        others = [m for m in NINES.obs_legal_moves(obs) if isinstance(m, Follow)
                  and analysis.value_of(m, obs) is None
                  and not Decision(0, obs, m, analysis).is_best()]
        if not others:
            continue
        decision = Decision(0, obs, others[-1], analysis)
        assert decision.needs_evaluation() and decision.cost() is None
        priced = decision.evaluated(make_rng(100 + k), worlds=300)
        # an independent evaluation on other worlds agrees within sampling error
        best, own = evaluate(obs, [analysis.best.move, others[-1]], make_rng(7), 300)
        assert priced.cost() == pytest.approx(best - own, abs=0.35)
        checked += 1
        if checked == 3:
            break
    assert checked >= 2


def test_the_best_move_costs_nothing_and_is_not_listed():
    _, obs = positions("royal", 1, seed=8)[0]
    analysis = analyse(obs, make_rng(1), Budget(iterations=100))
    assert Decision(0, obs, analysis.best.move, analysis).cost() == 0.0
    assert costly([Decision(0, obs, analysis.best.move, analysis)]) == []


def _claimed(game, code, count=160):
    rules = NINES if game == "nines" else ROYAL
    for state, obs in positions(game, count, seed=13, every=1):
        for move in rules.obs_legal_moves(obs):
            reason = why(obs, Analysis(obs.seat, (Candidate(move, None, 0),), 0, True))
            if reason is not None and reason.code == code:
                yield state, obs, move


def test_a_sure_nines_lead_takes_every_stack_it_starts():
    seen = 0
    for state, obs, move in _claimed("nines", "lead_sure", 60):
        state = NINES.clone(state)
        rounds = len(obs.rounds)
        NINES.apply(state, move)
        while len(NINES.observation(state, obs.seat).rounds) == rounds:
            NINES.apply(state, NINES.random_move(state, make_rng(seen)))
        last = NINES.observation(state, obs.seat).rounds[rounds]
        assert set(last.tops) == {obs.seat}
        seen += 1
    assert seen >= 5


def test_a_royal_lead_under_is_taken_by_whoever_follows():
    seen = 0
    for state, obs, move in _claimed("royal", "lead_under", 80):
        state = ROYAL.clone(state)
        ROYAL.apply(state, move)
        followed = False
        for i in range(obs.players - 1):
            before = ROYAL.observation(state, obs.seat)
            reply = ROYAL.random_move(state, make_rng(i + seen))
            followed |= reply.card[-1] == move.card[-1]
            ROYAL.apply(state, reply)
        after = ROYAL.observation(state, obs.seat)
        assert before.tricks or after.tricks
        trick = (after.tricks or before.tricks)[-1]
        if followed:
            assert trick.winner != obs.seat
        seen += 1
    assert seen >= 5
