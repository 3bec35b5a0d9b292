"""The position walker: every decision of a seat of real games, in order, replayable from
the seed, with each seat's own agent; and the benchmarks' and tests' positions come from it."""

from __future__ import annotations

import itertools
import random

import pytest

from bench import royal_think as royal_bench
from core.ai import RandomAgent
from core.ai.positions import walk
from core.rng import make_rng
from core.rules import CHANCE, get_rules


class Recording:
    """A random player of seat `me` that notes the seats it is asked to move for."""

    level = "random"

    def __init__(self, rules, asked, me):
        self.rules, self.asked, self.me = rules, asked, me

    def choose(self, obs, rng, budget=None, cancel=None):
        assert obs.seat == self.me
        self.asked.append(obs.seat)
        return self.rules.obs_random_move(obs, rng)


@pytest.mark.parametrize("game", ["nines", "royal"])
def test_the_walk_yields_every_decision_of_a_seat_and_replays_the_game(game):
    rules = get_rules(game)
    asked: list[int] = []
    agents = [Recording(rules, asked, me) for me in range(4)]
    seats, moves = [], []
    rng = make_rng(4)
    for pos in walk(rules, agents, [rng], players=4):
        assert rules.to_move(pos.state) == pos.seat != CHANCE
        assert pos.obs == rules.observation(pos.state, pos.seat)
        seats.append(pos.seat)
        moves.append(len(asked))
    assert asked == seats  # each decision went to its seat's agent, right after its yield
    assert moves == list(range(len(seats)))
    # the same game played by hand from the same seed makes the same decisions
    replay, rng = [], make_rng(4)
    state = rules.new_game(rng, players=4)
    while not rules.is_over(state):
        seat = rules.to_move(state)
        if seat == CHANCE:
            rules.apply(state, rules.chance_move(state, rng))
            continue
        replay.append(seat)
        rules.apply(state, rules.obs_random_move(rules.observation(state, seat), rng))
    assert replay == seats


def test_one_game_per_generator_and_drawing_between_positions_is_replayable():
    rules = get_rules("royal")

    def picks(seed):
        rng = random.Random(seed)
        walked = walk(rules, RandomAgent(rules), itertools.repeat(rng), players=4)
        chosen = (p.obs for p in walked if rng.random() < 0.2)
        return list(itertools.islice(chosen, 25))

    assert picks(3) == picks(3) != picks(4)
    games = [p.obs for p in walk(rules, RandomAgent(rules), [make_rng(1), make_rng(2)],
                                 players=4)]
    first = list(walk(rules, RandomAgent(rules), [make_rng(1)], players=4))
    assert games[:len(first)] == [p.obs for p in first] and len(games) > len(first)
    assert rules.is_over(first[-1].state)  # the walk's live state, played to its end


def test_the_royal_benchmark_positions_are_a_seeds_own():
    """Same seed, same positions (the benchmark's figures are comparable between runs),
    and with `opening` only decisions of a deal's first round."""
    assert royal_bench.positions(4, 8, 1) == royal_bench.positions(4, 8, 1)
    opening = royal_bench.positions(3, 10, 7, opening=True)
    assert len(opening) == 10
    assert all(not obs.tricks and len(obs.turns) < 3 for obs in opening)
    assert royal_bench.positions(4, 0, 1) == []
