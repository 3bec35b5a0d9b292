"""The Nines rule screen (`bench.nines_rules`) plays the game the search's playouts play,
and its figures mean what they say."""

from __future__ import annotations

import random

from bench.nines_rules import MEDIUM, VARIANTS, make_follow, play_game, screen
from core.ai.nines.playout import play_out, remaining
from core.ai.nines.policy import medium_follow
from core.nines.state import PLAYERS
from core.nines.tiles import N_FACES, TILE_IDS


def _deal(rng: random.Random) -> list[list[int]]:
    tiles = list(TILE_IDS)
    rng.shuffle(tiles)
    return [tiles[8 * s:8 * s + 8] for s in range(PLAYERS)]


def test_medium_everywhere_plays_the_search_playout() -> None:
    rng = random.Random(5)
    for _ in range(200):
        hands = _deal(rng)
        leader = rng.randrange(PLAYERS)
        dice = rng.getrandbits(32)
        mine = play_game([list(h) for h in hands], [MEDIUM] * PLAYERS, leader,
                         random.Random(dice))
        copy = [list(h) for h in hands]
        theirs = play_out(copy, remaining(copy), [0] * PLAYERS, leader, leader, [], [],
                          None, random.Random(dice))
        assert mine == theirs
        assert sum(mine) == 8


def test_follow_tables_at_medium_values_play_medium_follow() -> None:
    follow = make_follow()
    rng = random.Random(9)
    checked = 0
    for _ in range(300):
        hands = _deal(rng)
        hand, k = hands[1], rng.randint(1, 4)
        tops = hands[0][:k]
        unseen = [0] * N_FACES
        for f in hands[0][k:] + hands[2] + hands[3]:
            unseen[f] += 1
        args = (hand, tops, unseen, sum(unseen), 2 * len(hand))
        assert follow(*args) == medium_follow(*args)
        checked += 1
    assert checked == 300


def test_screen_is_paired_and_finds_a_weaker_rule() -> None:
    assert screen(MEDIUM, 200, seed=3) == (0.0, 0.0)
    mean, ci = screen(VARIANTS["easy"], 400, seed=3)
    assert mean + ci < 0  # the beginner's rule loses to medium
    mean_swapped, _ = screen(MEDIUM, 400, seed=3, base=VARIANTS["easy"])
    assert mean_swapped == -mean
