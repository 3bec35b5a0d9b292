"""Policy inference: a sampled world weighs by how well the rules explain the others'
plays, and the world that was really dealt explains a game of rule-based players fully."""

import json
import random

import pytest
from royal_ai_util import dealt, fill, play, positions

from bench.royal_infer import MISS, InferringHardAgent, domino_weigher, trick_weigher
from core import arena
from core.ai.royal.sampler import HandSampler
from core.royal import RULES
from core.royal.cards import CARD_INDEX
from core.rules import get_rules


def _weigher(obs):
    return (trick_weigher if obs.phase == "tricks" else domino_weigher)(obs)


@pytest.mark.parametrize("players", [3, 4, 6])
def test_the_real_deal_explains_every_play_of_rule_players(players):
    weighed = 0
    lighter = 0
    rng = random.Random(players)
    for state, obs in positions(players, 80, players):
        weigh = _weigher(obs)
        if weigh is None:
            continue
        weighed += 1
        assert weigh(list(state.hands)) == 1.0
        sampler = HandSampler(obs.seat, obs.hand_mask, obs.unseen_mask, obs.cards_left,
                              obs.absent_masks)
        weights = [weigh(sampler.sample(rng)) for _ in range(20)]
        assert all(0 < w <= 1 for w in weights)
        lighter += any(w < 1 for w in weights)
    assert weighed >= 20
    assert lighter >= weighed // 3  # most positions tell some worlds from others


def test_a_seat_that_sheds_a_plain_card_when_void_probably_holds_no_queen():
    # deal 3 (no queens), 4 players: seat 1 is void in red and sheds its highest plain
    # card on seat 0's red lead, as the rules do without a queen; a world giving it a
    # queen makes that shed a miss
    hands = fill(4, {0: "6R 7R 8R 9R 10R JR KR AR 6G",
                     1: "6B 7B 8B 9B 10B JB 6S 7S 8S"})
    state = play(dealt(4, 3, hands, first=0), "6R", "JB")
    assert RULES.to_move(state) == 2
    obs = RULES.observation(state, 2)
    weigh = trick_weigher(obs)
    assert weigh is not None
    real = list(state.hands)
    assert weigh(real) > 0
    # swap seat 1's 7B for a queen held by seat 3 (it never played): the same counts
    queen = next(c for c in ("QG", "QB", "QS") if real[3] >> CARD_INDEX[c] & 1)
    swapped = real.copy()
    bit_q, bit_b = 1 << CARD_INDEX[queen], 1 << CARD_INDEX["7B"]
    swapped[1] ^= bit_b | bit_q
    swapped[3] ^= bit_b | bit_q
    assert weigh(swapped) == weigh(real) * MISS


def test_own_and_forced_plays_tell_nothing():
    # seat 0 (the observer) leads and seat 1 follows with its only red: neither play is
    # weighed, whatever the others hold
    hands = fill(4, {0: "6R 7R 8R 9R 10R JR KR AR 6G",
                     1: "QR 6B 7B 8B 9B 10B JB 6S 7S"})
    state = play(dealt(4, 1, hands, first=0), "6R", "QR")
    obs = RULES.observation(state, 0)
    weigh = trick_weigher(obs)
    assert weigh is not None
    sampler = HandSampler(0, obs.hand_mask, obs.unseen_mask, obs.cards_left,
                          obs.absent_masks)
    rng = random.Random(1)
    assert {weigh(sampler.sample(rng)) for _ in range(30)} == {1.0}


def test_nothing_to_weigh_before_the_others_play():
    hands = fill(4, {})
    obs = RULES.observation(dealt(4, 1, hands, first=0), 0)
    assert trick_weigher(obs) is None
    obs6 = RULES.observation(dealt(4, 6, hands, first=0), 0)
    assert domino_weigher(obs6) is None


def test_the_infer_experiment_plays_whole_games_in_the_arena(capsys):
    argv = ["--game", "royal", "--seats", "infer,hard,ismcts", "--games", "1",
            "--think-iterations", "40", "--seed", "3", "--json"]
    assert arena.main(argv) == 0  # every move went through the rules engine
    result = json.loads(capsys.readouterr().out)
    assert result["by_level"]["infer"]["n"] == 1
    assert isinstance(arena.arena_agent(RULES, "infer"), InferringHardAgent)
    with pytest.raises(ValueError, match="Royal only"):
        arena.arena_agent(get_rules("nines"), "infer")
