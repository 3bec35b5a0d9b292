"""Every level answers every kind of position with a legal move, from its view alone."""

import pytest
from nines_ai_helpers import random_positions

from core.ai import Budget, make_agent
from core.nines import RULES
from core.rng import make_rng

LEVELS = ("easy", "medium", "hard")


@pytest.fixture(scope="module")
def positions():
    return random_positions(90, seed=7)


def test_positions_cover_every_kind_of_decision(positions):
    kinds = set()
    for state in positions:
        obs = RULES.observation(state, RULES.to_move(state))
        kinds.add((obs.phase, obs.stacks_to_follow, len(obs.hand)))
    assert {k[0] for k in kinds} == {"take", "play"}
    assert {k[1] for k in kinds} >= {0, 1, 2, 3}
    assert {k[2] for k in kinds} >= set(range(1, 9))


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_answers_a_legal_move(level, positions):
    agent = make_agent(RULES, level)
    budget = Budget(iterations=60)
    for i, state in enumerate(positions):
        seat = RULES.to_move(state)
        move = agent.choose(RULES.observation(state, seat), make_rng(i), budget)
        assert move in RULES.legal_moves(state), (level, i, move)


@pytest.mark.parametrize("level", LEVELS)
def test_a_whole_game_against_random_players(level):
    agent = make_agent(RULES, level)
    rng = make_rng(3)
    state = RULES.new_game(rng, players=4)
    while not RULES.is_over(state):
        seat = RULES.to_move(state)
        if seat == 0:
            move = agent.choose(RULES.observation(state, 0), rng, Budget(iterations=40))
        elif seat < 0:
            move = RULES.chance_move(state, rng)
        else:
            move = RULES.random_move(state, rng)
        RULES.apply(state, move)
    assert sum(RULES.scores(state)) == 8


def test_a_seat_not_to_move_is_refused():
    from core.errors import IllegalMove

    state = random_positions(1, seed=1)[0]
    other = (RULES.to_move(state) + 1) % 4
    for level in LEVELS:
        with pytest.raises(IllegalMove):
            make_agent(RULES, level).choose(RULES.observation(state, other), make_rng(1))


def test_unknown_level():
    from core.ai.nines import make_agent as nines_agent

    with pytest.raises(ValueError, match="unknown Nines level"):
        nines_agent("grandmaster")  # expert is a level since issue 37
