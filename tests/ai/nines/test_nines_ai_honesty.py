"""An AI sees only its observation: hidden tiles it cannot see do not change its move,
the same seed and iteration budget give the same move, and cancel stops it."""

import pytest
from nines_ai_helpers import deal, hidden_twins, random_history

from core.ai import Budget, make_agent
from core.nines import RULES, Lead
from core.rng import make_rng

LEVELS = ("easy", "medium", "hard")


@pytest.fixture(scope="module")
def twin_states():
    return hidden_twins(40, 11)


def test_twins_differ_only_in_what_the_seat_cannot_see(twin_states):
    for state, twin, seat in twin_states:
        assert state != twin
        assert RULES.observation(state, seat) == RULES.observation(twin, seat)
    assert {RULES.observation(s, seat).phase for s, _, seat in twin_states} == {"take", "play"}
    assert any(s.hands != t.hands for s, t, _ in twin_states)


@pytest.mark.parametrize("level", LEVELS)
def test_hidden_tiles_do_not_change_the_move(level, twin_states):
    for i, (state, twin, seat) in enumerate(twin_states):
        moves = [make_agent(RULES, level).choose(RULES.observation(s, seat), make_rng(i),
                                                 Budget(iterations=150))
                 for s in (state, twin)]
        assert moves[0] == moves[1], (level, i)


@pytest.mark.parametrize("level", LEVELS)
def test_same_seed_and_iterations_give_the_same_moves(level):
    for seed in range(6):
        state, _ = random_history(seed, 2 + 2 * seed)
        assert not RULES.is_over(state)
        obs = RULES.observation(state, RULES.to_move(state))
        moves = {make_agent(RULES, level).choose(obs, make_rng(99), Budget(iterations=400))
                 for _ in range(2)}
        assert len(moves) == 1


def test_hard_search_repeats_itself_exactly():
    state = deal({}, opener=0)
    obs = RULES.observation(state, 0)
    reports = []
    for _ in range(2):
        agent = make_agent(RULES, "hard")
        agent.choose(obs, make_rng(5), Budget(iterations=500))
        reports.append(agent.last_report)
    assert reports[0] == reports[1]
    assert reports[0].playouts <= 500 and reports[0].worlds > 0


class FlipAfter:
    """A cancel callable that turns True after `n` polls and counts every poll."""

    def __init__(self, n: int):
        self.n = n
        self.polls = 0

    def __call__(self) -> bool:
        self.polls += 1
        return self.polls > self.n


@pytest.mark.parametrize("polls", [0, 1, 25])
def test_cancel_stops_the_hard_search_at_once(polls):
    state = deal({}, opener=0)  # the first lead: many candidates, a long default search
    obs = RULES.observation(state, 0)
    agent = make_agent(RULES, "hard")
    cancel = FlipAfter(polls)
    move = agent.choose(obs, make_rng(1), None, cancel)
    assert move in RULES.legal_moves(state)
    assert type(move) is Lead
    assert cancel.polls == polls + 1  # it stopped at the first True
    assert agent.last_report.playouts <= polls


@pytest.mark.parametrize("level", ["easy", "medium"])
def test_rule_players_ignore_cancel_and_budget(level):
    state = deal({}, opener=0)
    obs = RULES.observation(state, 0)
    move = make_agent(RULES, level).choose(obs, make_rng(1), Budget(ms=0), lambda: True)
    assert move in RULES.legal_moves(state)
