"""The hard search's cheap engine plays exactly the game the rules play, and its worlds
are consistent with what the seat has seen."""

import random
from collections import Counter

import pytest
from nines_ai_helpers import random_history

from core.ai.nines.agents import MediumAgent
from core.ai.nines.playout import play_out, remaining, sample_hands
from core.ai.nines.tables import FULL
from core.ai.nines.view import read_view
from core.nines import RULES, RoundTied, RoundWon
from core.nines.state import PLAY, TAKE
from core.rng import make_rng
from core.rules import CHANCE


class ReplayDice:
    """Stands in for the playout's generator: each roll-off goes to the seat that won
    it in the rules' game (`winners`, in order; the tied seats come sorted)."""

    def __init__(self, roll_offs):
        self.roll_offs = iter(roll_offs)

    def randrange(self, n):
        tied, winner = next(self.roll_offs)
        assert len(tied) == n
        return tied.index(winner)


@pytest.mark.parametrize("seed", range(12))
def test_a_playout_replays_a_game_of_medium_players(seed):
    rng = make_rng(seed)
    state = RULES.new_game(rng, players=4)
    agent = MediumAgent(think=False)
    while state.phase == TAKE:
        RULES.apply(state, agent.choose(RULES.observation(state, state.to_move), rng))
    hands = [list(h) for h in state.hands]
    start = (state.opener, state.opener)
    roll_offs, tied = [], None
    while not RULES.is_over(state):
        seat = RULES.to_move(state)
        move = (RULES.chance_move(state, rng) if seat == CHANCE
                else agent.choose(RULES.observation(state, seat), rng))
        for event in RULES.apply(state, move):
            if isinstance(event, RoundTied) and tied is None:
                tied = event.seats
            if isinstance(event, RoundWon):
                if tied is not None:
                    roll_offs.append((tied, event.leader))
                tied = None
    points = play_out(hands, remaining(hands), [0] * 4, *start, [], [], None,
                      ReplayDice(roll_offs))
    assert points == RULES.scores(state)


def test_sampled_worlds_keep_the_seat_hand_and_deal_exactly_the_unseen_tiles():
    rng = random.Random(3)
    for seed in range(30):
        state, _ = random_history(seed, 4 + seed % 20)
        if RULES.is_over(state) or state.phase != PLAY:
            continue
        seat = RULES.to_move(state)
        view = read_view(RULES.observation(state, seat))
        truth = Counter(f for s in range(4) if s != seat for f in state.hands[s])
        assert truth == Counter({f: n for f, n in enumerate(view.unseen) if n})
        for _ in range(5):
            hands = sample_hands(view, rng)
            assert sorted(hands[seat]) == sorted(state.hands[seat])
            assert [len(h) for h in hands] == [len(h) for h in state.hands]
            assert Counter(f for s in range(4) if s != seat for f in hands[s]) == truth
            assert sum(remaining(hands)) + sum(
                len(st) for rnd in state.rounds for st in rnd.stacks) == sum(FULL)
