"""The arena's experimental tree search in Royal: its playouts follow the medium rules
(the same result as hard's bitmask playouts from the same hands), it plays legal moves in
every deal, and the arena seats it in Royal only."""

import random

import pytest
from royal_ai_util import positions

from bench.royal_tree import RuleDominoWorld, RuleTreeAgent, RuleTrickWorld
from core.ai import Budget
from core.ai.royal.playout import play_domino, play_tricks
from core.arena import arena_agent
from core.royal import RULES
from core.royal.cards import CARD_INDEX, deck_mask
from core.rules import get_rules


@pytest.mark.parametrize("players", [3, 4, 6])
def test_a_rule_playout_ends_as_hards_playout_does(players):
    checked = 0
    for state, obs in positions(players, 40, 7 * players, rate=0.2):
        seat = obs.seat
        if obs.phase == "domino":
            world = RuleDominoWorld(obs, list(state.hands))
            world.rollout(random.Random(0))
            expected = play_domino(players, list(state.hands), obs.frontier_mask,
                                   deck_mask(players), seat, len(obs.places), seat)
            assert world.points[seat] == expected
        else:
            world = RuleTrickWorld(obs, list(state.hands))
            world.rollout(random.Random(0))
            expected = play_tricks(obs.deal - 1, players, list(state.hands),
                                   [CARD_INDEX[c] for c in obs.trick], obs.trick_leader,
                                   obs.cards_left[seat], seat)
            assert world.pen[seat] == expected
        assert world.player() is None
        checked += 1
    assert checked == 40


@pytest.mark.parametrize("players", [3, 5, 6])
@pytest.mark.parametrize("deal", [1, 2, 3, 4, 5, 6])
def test_plays_legal_moves_in_every_deal(players, deal):
    for _state, obs in positions(players, 6, 11 * players + deal, deal=deal):
        move = RuleTreeAgent().choose(obs, random.Random(2), Budget(iterations=60))
        assert move in RULES.obs_legal_moves(obs)


def test_the_arena_seats_it_in_royal_only():
    assert isinstance(arena_agent(RULES, "tree"), RuleTreeAgent)
    with pytest.raises(ValueError, match="Royal only"):
        arena_agent(get_rules("nines"), "tree")
