"""The tiles of Nines (RULES.md A1): the set, suits, ranks, names, the on-top rule."""

from collections import Counter

import pytest

from core.nines.tiles import (
    CIVIL_FACES,
    FACES,
    MILITARY_FACES,
    TILES,
    canonical,
    goes_on_top,
    rank,
    suit,
    tile_name,
)


def test_faces_are_the_21_two_dice_combinations_written_low_high():
    assert sorted(FACES) == sorted(f"{a}-{b}" for a in range(1, 7) for b in range(a, 7))


def test_the_set_has_32_tiles_civil_twice_military_once():
    counts = Counter(TILES)
    assert len(TILES) == 32
    assert all(counts[f] == 2 for f in CIVIL_FACES)
    assert all(counts[f] == 1 for f in MILITARY_FACES)
    assert len(CIVIL_FACES) == 11 and len(MILITARY_FACES) == 10


@pytest.mark.parametrize(("face", "want_suit", "want_rank"), [
    ("6-6", "civil", 1), ("1-1", "civil", 2), ("4-4", "civil", 3), ("1-3", "civil", 4),
    ("5-5", "civil", 5), ("3-3", "civil", 6), ("2-2", "civil", 7), ("5-6", "civil", 8),
    ("4-6", "civil", 9), ("1-6", "civil", 10), ("1-5", "civil", 11),
    ("2-4", "military", 1), ("1-2", "military", 1), ("3-6", "military", 2),
    ("4-5", "military", 2), ("2-6", "military", 3), ("3-5", "military", 3),
    ("3-4", "military", 4), ("2-5", "military", 4), ("1-4", "military", 5),
    ("2-3", "military", 5),
])
def test_suit_and_rank_follow_the_table(face, want_suit, want_rank):
    assert suit(face) == want_suit
    assert rank(face) == want_rank


def test_names_in_both_languages():
    assert tile_name("6-6", "cs") == "nebesa"
    assert tile_name("6-6", "en") == "heaven"
    assert tile_name("1-5", "cs") == "dlouhá šestka"
    assert tile_name("3-6", "en") == tile_name("4-5", "en") == "mixed nines"
    assert tile_name("1-2", "cs") == "velitel"
    with pytest.raises(ValueError):
        tile_name("6-6", "de")


def test_reversed_spelling_reads_as_the_same_face():
    assert canonical("6-3") == "3-6"
    assert suit("6-3") == "military" and rank("6-3") == 2
    with pytest.raises(ValueError, match="not a tile"):
        canonical("7-7")


@pytest.mark.parametrize(("tile", "top", "on_top"), [
    ("1-1", "1-5", True),    # civil, higher
    ("1-5", "1-1", False),   # civil, lower
    ("6-6", "6-6", False),   # identical twins: the first stays on top
    ("1-2", "2-4", False),   # equal military rank
    ("2-4", "1-2", False),
    ("2-4", "2-3", True),    # military, higher
    ("6-6", "2-3", False),   # the highest civil on the lowest military: other suit
    ("2-4", "1-5", False),   # the highest military on the lowest civil: other suit
])
def test_goes_on_top_only_same_suit_strictly_higher(tile, top, on_top):
    assert goes_on_top(tile, top) is on_top
