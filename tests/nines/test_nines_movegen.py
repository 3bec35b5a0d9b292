"""Move lists and uniform random moves, from the state and from an observation."""

import random
from collections import Counter
from itertools import combinations, permutations

import pytest
from nines_helpers import deal

from core.nines import RULES, Follow, Lead, movegen
from core.nines.tiles import FACE_ID

DISTINCT = ["6-6", "1-1", "4-4", "2-4", "1-5", "2-3", "3-6", "5-6"]
PAIRED = ["6-6", "6-6", "1-1", "1-1", "2-2", "2-4", "3-6", "4-5"]


def ids(faces):
    return sorted(FACE_ID[f] for f in faces)


def brute_leads(hand):
    return {tuple(sorted(c)) for k in range(1, 5) for c in combinations(hand, k)}


def brute_follows(hand, k):
    return set(permutations(hand, k))


def test_eight_distinct_tiles_give_162_leads_and_1680_follows():
    hand = ids(DISTINCT)
    assert len(movegen.all_leads(hand)) == 162
    assert len(movegen.all_follows(hand, 4)) == 1680


@pytest.mark.parametrize("faces", [DISTINCT, PAIRED, PAIRED[:5], ["6-6", "6-6"], ["1-1"]])
def test_lists_hold_each_distinct_move_once(faces):
    hand = ids(faces)
    leads = movegen.all_leads(hand)
    assert len(leads) == len(set(leads)) and set(leads) == brute_leads(hand)
    for k in range(1, min(4, len(hand)) + 1):
        follows = movegen.all_follows(hand, k)
        assert len(follows) == len(set(follows)) and set(follows) == brute_follows(hand, k)
    if faces is PAIRED:
        assert len(leads) < 162 and len(movegen.all_follows(hand, 4)) < 1680


def chi_square(counts, cells):
    expected = sum(counts.values()) / len(cells)
    return sum((counts.get(c, 0) - expected) ** 2 / expected for c in cells)


def assert_uniform(draw, cells, per_cell=200):
    """Draws spread evenly over `cells`: chi-square far below what a sampler uniform
    over index choices gives on a hand with pairs (some moves then weigh double)."""
    rng = random.Random(7)
    counts = Counter(draw(rng) for _ in range(per_cell * len(cells)))
    assert set(counts) == set(cells)
    df = len(cells) - 1
    assert chi_square(counts, cells) < df + 5 * (2 * df) ** 0.5


def test_random_lead_is_uniform_over_distinct_leads():
    hand = ids(PAIRED)
    cells = movegen.all_leads(hand)
    assert_uniform(lambda rng: movegen.random_lead(hand, rng), cells)


@pytest.mark.parametrize("k", [2, 3])
def test_random_follow_is_uniform_over_distinct_follows(k):
    hand = ids(PAIRED[:6])
    cells = movegen.all_follows(hand, k)
    assert_uniform(lambda rng: movegen.random_follow(hand, k, rng), cells)


def test_index_uniform_sampling_would_fail_the_uniformity_check():
    hand = ids(PAIRED)
    cells = movegen.all_leads(hand)
    table = movegen.LEAD_INDEX[len(hand)]

    def by_index(rng):
        return tuple(sorted(hand[i] for i in rng.choice(table)))
    with pytest.raises(AssertionError):
        assert_uniform(by_index, cells)


def test_random_move_is_listed_and_matches_the_observation_draw():
    state = deal({0: PAIRED, 1: ["1-3", "1-3", "5-5", "5-5", "1-6", "1-5", "2-6", "3-5"]})
    for _ in range(2):  # the lead, then the first follow
        seat = RULES.to_move(state)
        legal = RULES.legal_moves(state)
        obs = RULES.observation(state, seat)
        assert RULES.obs_legal_moves(obs) == legal
        for seed in range(30):
            move = RULES.random_move(state, random.Random(seed))
            assert move in legal
            assert RULES.obs_random_move(obs, random.Random(seed)) == move
        assert isinstance(legal[0], Lead if not obs.stacks_to_follow else Follow)
        RULES.apply(state, RULES.random_move(state, random.Random(0)))


def test_other_seats_have_no_moves_in_their_observation():
    state = deal({})
    obs = RULES.observation(state, 1)
    assert obs.to_move == 0 and RULES.obs_legal_moves(obs) == []
    with pytest.raises(ValueError):
        RULES.observation(state, 4)
