"""Tien Gow's expert level: hard's search on every core, one search for a seed and a
process count (root parallelism in the process pool, as in the other two games)."""

from __future__ import annotations

from pool_agents import pool_fixture

from core.ai import Budget, make_agent
from core.ai.expert import ExpertAgent
from core.ai.pool import part_budgets, part_rngs
from core.ai.tiengow import HardAgent
from core.rng import make_rng
from core.tiengow import RULES

pool2 = pool_fixture(2)


def positions(n: int) -> list:
    """The observations of the seat to move at `n` decisions of one random game."""
    rng = make_rng(11)
    state = RULES.new_game(rng)
    found = []
    while not RULES.is_over(state) and len(found) < n:
        seat = RULES.to_move(state)
        found.append(RULES.observation(state, seat))
        RULES.apply(state, RULES.random_move(state, rng))
    return found


def test_expert_is_offered_in_tien_gow():
    agent = make_agent(RULES, "expert")
    assert isinstance(agent, ExpertAgent) and isinstance(agent.hard, HardAgent)


def test_a_seed_and_a_process_count_give_one_search(pool2):
    budget = Budget(iterations=120)
    for k, obs in enumerate(positions(6)):
        answers = []
        for _ in range(2):
            rng = make_rng(k)
            answers.append(ExpertAgent(HardAgent(), pool2).choose(obs, rng, budget))
        hard = HardAgent()
        parts = [hard.root_part(obs, r, b) for r, b in
                 zip(part_rngs(make_rng(k), 2), part_budgets(budget, 2), strict=True)]
        assert answers[0] == answers[1] == hard.from_parts(obs, parts)
        assert answers[0] in RULES.obs_legal_moves(obs)
