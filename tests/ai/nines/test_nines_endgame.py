"""The exact endgame of one world: every seat plays its best (max^n), stacks are all
handed out, and a seat holding unbeatable tiles takes what they win."""

import random

import pytest

from core.ai.nines.endgame import _moves, solve, solve_after
from core.ai.nines.tables import FULL

HEAVEN, EARTH, LONG_SIX, MIXED_FIVE = 0, 1, 10, 20


def random_world(tiles: int, rng: random.Random) -> list[list[int]]:
    pool = [f for f, n in enumerate(FULL) for _ in range(n)]
    rng.shuffle(pool)
    return [pool[i * tiles:(i + 1) * tiles] for i in range(4)]


def test_two_heavens_led_together_win_both_stacks():
    hands = [[HEAVEN, HEAVEN], [EARTH, LONG_SIX], [EARTH, MIXED_FIVE], [LONG_SIX, 2]]
    assert solve(hands, 0, 0, [], [])[0] == 2.0


def test_a_lead_that_can_be_beaten_is_beaten():
    # seat 0 must lead a long six or a mixed five; seat 1 beats the six with earth and
    # takes the lead; the rest is seat 1's heaven against nothing.
    hands = [[LONG_SIX, MIXED_FIVE], [EARTH, HEAVEN], [LONG_SIX, MIXED_FIVE],
             [LONG_SIX, MIXED_FIVE]]
    gains = solve(hands, 0, 0, [], [])
    assert gains[1] >= 1.0
    assert sum(gains) == pytest.approx(2.0)


@pytest.mark.parametrize("seed", range(8))
def test_the_mover_takes_its_best_move_and_every_stack_is_given(seed):
    rng = random.Random(seed)
    hands = random_world(2, rng)
    seat = rng.randrange(4)
    best = solve(hands, seat, seat, [], [])
    values = [solve_after(hands, seat, seat, [], [], m)[seat]
              for m in _moves(tuple(sorted(hands[seat])), ())]
    assert best[seat] == pytest.approx(max(values))
    assert sum(best) == pytest.approx(2.0)


def test_following_onto_a_round_counts_its_stacks():
    # seat 0 led a long six and seat 1 topped it with earth; seats 2 and 3 still follow,
    # then a last round of one tile each.
    hands = [[MIXED_FIVE], [HEAVEN], [HEAVEN, LONG_SIX], [EARTH, MIXED_FIVE]]
    gains = solve(hands, 0, 2, [EARTH], [1])
    assert gains[2] >= 1.0  # its heaven beats the earth on top
    assert sum(gains) == pytest.approx(2.0)
