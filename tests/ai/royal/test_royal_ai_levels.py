"""Every level plays legal moves, sees only its observation, is deterministic for an
iteration budget, and stops when cancelled."""

import random

import pytest
from royal_ai_util import hidden_twin, positions

from core.ai import Budget, make_agent
from core.ai.royal import HardAgent, SearchStats
from core.royal import RULES

LEVELS = ("easy", "medium", "hard")
SMALL = Budget(iterations=40)


@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize("deal", [1, 2, 3, 4, 5, 6])
def test_every_level_plays_legal_moves(players, deal):
    agents = [make_agent(RULES, level) for level in LEVELS]
    rng = random.Random(deal)
    for _state, obs in positions(players, 12, 100 * players + deal, deal=deal):
        legal = RULES.obs_legal_moves(obs)
        for agent in agents:
            assert agent.choose(obs, rng, SMALL) in legal, (agent.level, obs)


@pytest.mark.parametrize("players", [3, 4, 6])
def test_levels_choose_alike_when_only_hidden_hands_differ(players):
    rng = random.Random(players)
    twins = 0
    for state, obs in positions(players, 40, 7 * players):
        other = hidden_twin(state, obs, rng)
        if other is None:
            continue
        assert other.hands != state.hands
        twin_obs = RULES.observation(other, obs.seat)
        assert twin_obs == obs
        twins += 1
        for level in LEVELS:
            agent = make_agent(RULES, level)
            a = agent.choose(RULES.observation(state, obs.seat), random.Random(3), SMALL)
            b = agent.choose(twin_obs, random.Random(3), SMALL)
            assert a == b, level
    assert twins > 20


def test_hard_is_deterministic_for_an_iteration_budget():
    for _state, obs in positions(4, 30, 5):
        runs = []
        for _ in range(2):
            stats = SearchStats()
            move = HardAgent(stats).choose(obs, random.Random(11), Budget(iterations=300))
            runs.append((move, stats.worlds, stats.playouts))
        assert runs[0] == runs[1]
        assert runs[0][2] == 0 or runs[0][2] >= 300


def _searched_positions(count):
    """Positions where hard has at least two different moves to weigh."""
    found = []
    for _state, obs in positions(4, 200, 9):
        stats = SearchStats()
        HardAgent(stats).choose(obs, random.Random(0), Budget(iterations=1))
        if stats.candidates >= 2:
            found.append(obs)
        if len(found) == count:
            return found
    raise AssertionError("too few positions with a choice")


def test_cancel_is_polled_every_world_and_stops_the_search():
    for obs in _searched_positions(10):
        polls = []

        def cancel(polls=polls):
            polls.append(1)
            return len(polls) >= 6

        stats = SearchStats()
        move = HardAgent(stats).choose(obs, random.Random(1), Budget(iterations=10**9),
                                       cancel)
        assert move in RULES.obs_legal_moves(obs)
        assert len(polls) == 6  # polled once per sampled world, stopped at once
        assert stats.worlds == 5 and stats.playouts == 5 * stats.candidates


def test_cancelled_at_once_hard_answers_the_medium_move():
    medium = make_agent(RULES, "medium")
    for obs in _searched_positions(10):
        stats = SearchStats()
        move = HardAgent(stats).choose(obs, random.Random(1), None, lambda: True)
        assert stats.playouts == 0
        assert move == medium.choose(obs, random.Random(1))


def test_forced_moves_need_no_search():
    forced = 0
    for _state, obs in positions(5, 60, 3):
        if len(RULES.obs_legal_moves(obs)) == 1:
            forced += 1
            stats = SearchStats()
            HardAgent(stats).choose(obs, random.Random(0), Budget(ms=10_000))
            assert stats.playouts == 0
    assert forced > 5


def test_unknown_level_is_refused():
    from core.ai.royal import make_agent as royal_agent

    with pytest.raises(ValueError):
        royal_agent("grandmaster")  # expert is a level since issue 37
