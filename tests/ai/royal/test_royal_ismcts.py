"""The arena's ISMCTS in Royal: legal moves in every deal, only its observation, the
same move for a seed and iteration budget, a stop on cancel, and the world it searches
plays a deal to the rules' own result."""

import random

import pytest
from royal_ai_util import hidden_twin, positions

from bench.ismcts.royal import DominoWorld, RoyalIsmcts, TrickWorld
from core.ai import Budget
from core.royal import RULES
from core.royal.observe import determinize

SMALL = Budget(iterations=60)


@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize("deal", [1, 2, 3, 4, 5, 6])
def test_plays_legal_moves_in_every_deal(players, deal):
    for _state, obs in positions(players, 8, 10 * players + deal, deal=deal):
        move = RoyalIsmcts().choose(obs, random.Random(1), SMALL)
        assert move in RULES.obs_legal_moves(obs)


@pytest.mark.parametrize("players", [3, 6])
def test_hidden_hands_do_not_change_the_move(players):
    rng = random.Random(players)
    twins = 0
    for state, obs in positions(players, 30, 5 * players):
        other = hidden_twin(state, obs, rng)
        if other is None:
            continue
        twin_obs = RULES.observation(other, obs.seat)
        assert twin_obs == obs and other.hands != state.hands
        a = RoyalIsmcts().choose(obs, random.Random(3), SMALL)
        b = RoyalIsmcts().choose(twin_obs, random.Random(3), SMALL)
        assert a == b
        twins += 1
    assert twins > 10


def test_same_seed_and_iterations_give_the_same_move_and_count():
    for _state, obs in positions(4, 20, 2):
        runs = []
        for _ in range(2):
            agent = RoyalIsmcts()
            runs.append((agent.choose(obs, random.Random(5), Budget(iterations=200)),
                         agent.iterations))
        assert runs[0] == runs[1]
        assert runs[0][1] in (0, 200)


def test_cancel_stops_the_search_at_once():
    for _state, obs in positions(4, 30, 8):
        if len(RULES.obs_legal_moves(obs)) < 2:
            continue
        polls = []
        agent = RoyalIsmcts()
        move = agent.choose(obs, random.Random(1), Budget(iterations=10**9),
                            lambda polls=polls: polls.append(1) or len(polls) > 7)
        assert move in RULES.obs_legal_moves(obs)
        assert agent.iterations == 7


@pytest.mark.parametrize("players", [3, 4, 6])
def test_a_random_world_scores_the_deal_as_the_rules_do(players):
    """Played move by move from the true hands, the search's world ends with the points
    the rules engine gives the same moves."""
    rng = random.Random(players)
    checked = 0
    for state, obs in positions(players, 40, 3 * players, rate=0.2):
        world = (DominoWorld if obs.phase == "domino" else TrickWorld)(
            obs, list(state.hands))
        before = list(state.pen) if obs.phase != "domino" else [0] * players
        real = RULES.clone(state)
        deal = real.deal
        while world.player() is not None:
            assert world.player() == RULES.to_move(real)
            moves = world.moves()
            move = moves[rng.randrange(len(moves))]
            legal = RULES.legal_moves(real)
            world.play(move)
            RULES.apply(real, _as_rules_move(legal, move))
        if obs.phase == "domino":
            while real.deal == deal and not RULES.is_over(real):  # forced passes only
                RULES.apply(real, RULES.legal_moves(real)[0])
            got = [round(r * 30) for r in world.rewards()]
            out_before = set(obs.places)  # their places were taken before the search
            assert got == [0 if s in out_before else p
                           for s, p in enumerate(real.scores[-1])]
        else:
            got = [round((r - 1) * world.scale) for r in world.rewards()]
            after = real.scores[-1] if real.deal != deal else real.pen
            assert got == [a - b for a, b in zip(after, before, strict=True)]
        checked += 1
    assert checked == 40


def _as_rules_move(legal, move):
    from bench.ismcts.royal import LAY_ALL, PASS_MOVE
    from core.royal.cards import CARD_INDEX
    from core.royal.moves import LayOutAll, Pass

    for m in legal:
        if move == PASS_MOVE and isinstance(m, Pass):
            return m
        if move == LAY_ALL and isinstance(m, LayOutAll):
            return m
        if not isinstance(m, Pass | LayOutAll) and CARD_INDEX[m.card] == move:
            return m
    raise AssertionError(f"{move} is not legal in the rules engine")


def test_determinize_agrees_with_the_observation():
    for _state, obs in positions(4, 10, 1):
        assert RULES.observation(determinize(obs, list(_state.hands)), obs.seat) == obs
