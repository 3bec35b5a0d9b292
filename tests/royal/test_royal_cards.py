"""The deck, card names and the names people read."""

import pytest

from core.royal.cards import (
    CARD_INDEX,
    CARDS,
    card_name,
    cards_of,
    contract_name,
    deck_mask,
    hand_size,
    mask_of,
    rank_name,
    rank_of,
    suit_name,
    suit_of,
)


def test_the_36_cards_are_named_as_in_records():
    assert len(CARDS) == len(set(CARDS)) == 36
    for name in ("10S", "KS", "QB", "6R", "AG", "JR"):
        assert name in CARD_INDEX
    assert {suit_of(c) for c in CARDS} == {"R", "G", "B", "S"}
    assert [rank_of(c) for c in CARDS[:9]] == ["6", "7", "8", "9", "10", "J", "Q", "K", "A"]


def test_card_order_within_a_suit_follows_rank():
    for suit in "RGBS":
        indices = [CARD_INDEX[r + suit] for r in ("6", "7", "8", "9", "10", "J", "Q", "K", "A")]
        assert indices == sorted(indices)


@pytest.mark.parametrize(("players", "cards", "size"), [(3, 36, 12), (4, 36, 9), (5, 35, 7),
                                                      (6, 36, 6)])
def test_deck_and_hand_size_per_table(players, cards, size):
    mask = deck_mask(players)
    assert mask.bit_count() == cards
    assert hand_size(players) == size
    assert ("6R" in cards_of(mask)) == (players != 5)


def test_masks_and_names_convert_both_ways():
    cards = ("6R", "10G", "QB", "AS")
    assert cards_of(mask_of(cards)) == cards
    with pytest.raises(KeyError):
        mask_of(["11R"])


@pytest.mark.parametrize(("card", "cs", "en"), [
    ("QR", "červená dáma", "queen of red"),
    ("KS", "štítový král", "king of shields"),
    ("AG", "zelené eso", "ace of green"),
    ("JB", "modrý kluk", "jack of blue"),
    ("10S", "štítová desítka", "ten of shields"),
    ("6R", "červená šestka", "six of red"),
])
def test_card_names_for_people(card, cs, en):
    assert card_name(card, "cs") == cs
    assert card_name(card, "en") == en


def test_every_card_has_distinct_names_in_both_languages():
    for lang in ("cs", "en"):
        assert len({card_name(c, lang) for c in CARDS}) == 36


def test_suit_rank_and_contract_names():
    assert suit_name("S", "cs") == "štíty" and suit_name("R", "en") == "red"
    assert rank_name("Q", "cs") == "dáma" and rank_name("10", "en") == "ten"
    assert contract_name("no-queens", "cs") == "žádná dáma"
    assert contract_name("shield-king", "en") == "king of shields"
    with pytest.raises(ValueError):
        card_name("QR", "de")
    with pytest.raises(ValueError):
        card_name("QX", "en")
