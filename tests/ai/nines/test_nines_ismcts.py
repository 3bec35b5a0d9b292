"""The arena's ISMCTS in Nines: legal moves, only its observation, the same move for a
seed and iteration budget, a stop on cancel, and the world it searches scores a game as
the rules do."""

import random

import pytest
from nines_ai_helpers import hidden_twins, random_positions

from bench.ismcts.nines import NinesIsmcts, NinesWorld
from core.ai import Budget
from core.ai.nines.inference import follow_key
from core.ai.nines.view import read_view
from core.nines import RULES
from core.nines.tiles import FACE_ID
from core.rng import make_rng
from core.rules import CHANCE

SMALL = Budget(iterations=80)


def test_plays_legal_moves():
    for i, state in enumerate(random_positions(40, seed=3)):
        obs = RULES.observation(state, RULES.to_move(state))
        assert NinesIsmcts().choose(obs, make_rng(i), SMALL) in RULES.obs_legal_moves(obs)


def test_hidden_tiles_do_not_change_the_move():
    for i, (state, twin, seat) in enumerate(hidden_twins(25, 4)):
        moves = [NinesIsmcts().choose(RULES.observation(s, seat), make_rng(i), SMALL)
                 for s in (state, twin)]
        assert moves[0] == moves[1]


def test_same_seed_and_iterations_give_the_same_move_and_count():
    for i, state in enumerate(random_positions(12, seed=5)):
        obs = RULES.observation(state, RULES.to_move(state))
        runs = []
        for _ in range(2):
            agent = NinesIsmcts()
            runs.append((agent.choose(obs, make_rng(i), Budget(iterations=150)),
                         agent.iterations))
        assert runs[0] == runs[1]


def test_cancel_stops_the_search_at_once():
    played = [s for s in random_positions(30, seed=6) if _playing(s)]
    assert len(played) >= 8
    for state in played[:8]:
        obs = RULES.observation(state, RULES.to_move(state))
        polls = []
        agent = NinesIsmcts()
        move = agent.choose(obs, make_rng(1), Budget(iterations=10**9),
                            lambda polls=polls: polls.append(1) or len(polls) > 4)
        assert move in RULES.obs_legal_moves(obs)
        assert agent.iterations == 4


def _playing(state) -> bool:
    return RULES.observation(state, RULES.to_move(state)).phase == "play"


@pytest.mark.parametrize("seed", range(6))
def test_a_world_scores_the_game_as_the_rules_do(seed):
    """From the true hands, the world's moves are the rules' (up to which stack a tile
    goes under) and its points at the end are the rules' points."""
    rng = random.Random(seed)
    state = next(s for s in random_positions(20, seed=seed) if _playing(s))
    obs = RULES.observation(state, RULES.to_move(state))
    world = NinesWorld(read_view(obs), [list(h) for h in state.hands], random.Random(0))
    while world.player() is not None:
        while RULES.to_move(state) == CHANCE:  # a roll-off: follow the rules' dice
            RULES.apply(state, RULES.chance_move(state, rng))
            world.leader = world.seat = RULES.to_move(state)
        assert world.player() == RULES.to_move(state)
        legal = RULES.legal_moves(state)
        moves = world.moves()
        tops = tuple(world.tops)
        keys = {follow_key(tuple(FACE_ID[t] for t in m.tiles), tops) if tops
                else tuple(sorted(FACE_ID[t] for t in m.tiles)) for m in legal}
        assert set(moves) == keys
        move = moves[rng.randrange(len(moves))]
        world.play(move)
        RULES.apply(state, next(m for m in legal if keys and (
            follow_key(tuple(FACE_ID[t] for t in m.tiles), tops) if tops
            else tuple(sorted(FACE_ID[t] for t in m.tiles))) == move))
    while not RULES.is_over(state):
        RULES.apply(state, RULES.chance_move(state, rng))
    assert world.points == list(RULES.scores(state))
