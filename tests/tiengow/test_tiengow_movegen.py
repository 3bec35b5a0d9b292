"""Move generation: random moves are uniform over the legal moves, discards are the
distinct multisets, leads match a brute-force scan."""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations

import pytest
from tiengow_helpers import canon, deal, play

from core.tiengow import RULES, movegen
from core.tiengow.combos import variant
from core.tiengow.options import check_options
from core.tiengow.setup import shuffled_tiles
from core.tiengow.tiles import FACES, faces_of, mask_of_ids


def positions():
    yield "lead", deal({0: ["6-6", "6-6", "3-6", "4-5", "1-1", "1-1", "2-6", "1-5"]})
    state = deal({0: ["4-4", "4-4"], 1: ["6-6", "6-6", "1-1", "1-1", "3-6", "2-4", "1-5",
                                         "1-5"]})
    play(state, ("lead", 0, "4-4 4-4"))
    yield "pair follow", state
    state = deal({0: ["4-4", "2-5", "3-4"], 1: ["6-6", "6-6", "1-1", "3-6", "4-5", "2-4",
                                                "1-5", "1-5"]})
    play(state, ("lead", 0, "4-4 2-5 3-4"))
    yield "triplet follow", state
    state = deal({0: ["1-2"], 1: ["6-6", "6-6", "3-6", "4-5", "2-4", "1-5", "1-5", "2-2"]})
    play(state, ("lead", 0, "1-2"))
    yield "single follow", state


@pytest.mark.parametrize(("name", "state"), list(positions()), ids=lambda x: x
                         if isinstance(x, str) else "")
def test_random_moves_are_uniform(name, state):
    legal = canon(RULES.legal_moves(state))
    rng = random.Random(7)
    draws = 200 * len(legal)
    counts = Counter((type(m).__name__, tuple(sorted(m.tiles)))
                     for m in (RULES.random_move(state, rng) for _ in range(draws)))
    assert set(counts) == legal
    expected = draws / len(legal)
    chi2 = sum((c - expected) ** 2 / expected for c in counts.values())
    # far beyond the 99.9th percentile of chi-square with len(legal) - 1 degrees
    assert chi2 < 2 * len(legal) + 60, (chi2, len(legal))


@pytest.mark.parametrize("seed", range(200))
def test_discards_are_the_distinct_multisets(seed):
    rng = random.Random(seed)
    ids = shuffled_tiles(rng)[:rng.randint(1, 8)]
    hand = mask_of_ids(ids)
    for n in range(1, min(4, len(ids)) + 1):
        brute = {tuple(sorted(c)) for c in combinations(ids, n)}
        got = movegen.all_discards(hand, n)
        assert len(got) == len(set(got)) == len(brute) == movegen.discard_count(hand, n)
        assert {tuple(sorted(FACES.index(f) for f in faces_of(m))) for m in got} == brute


@pytest.mark.parametrize("options", [{}, {"combos": "pure"}, {"combos": "pairs"},
                                     {"dragons": True}])
def test_leads_match_a_brute_scan(options):
    var = variant(check_options(options))
    rng = random.Random(3)
    for _ in range(500):
        hand = mask_of_ids(shuffled_tiles(rng)[:rng.randint(1, 8)])
        assert sorted(movegen.leads(hand, var)) == sorted(
            (m, c) for m, c in var.leads if not m & ~hand)
