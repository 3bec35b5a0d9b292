"""Deals 1-5: following suit, taking tricks, every contract's penalties at 3-6 players,
and the end-early option."""

import random

import pytest
from royal_util import (
    CONTRACTS,
    LAST_TRICK,
    deal,
    deck,
    game,
    penalty_cards,
    play_deal_with,
    reference_tricks,
    snapshot,
    to_deal,
    top_hands,
)

from core.errors import IllegalMove
from core.royal import RULES
from core.royal.moves import DealEndedEarly, DealScored, PlayCard, TrickTaken

FULL_PENALTY = {"no-shields": 18, "no-queens": 20, "shield-king": 10}


@pytest.mark.parametrize("n", [3, 4, 5, 6])
@pytest.mark.parametrize("number", [1, 2, 3, 4, 5])
@pytest.mark.parametrize("end_early", [True, False])
def test_a_seat_taking_every_trick_takes_the_whole_penalty(n, number, end_early):
    state = game(n, dealer=n - 1, end_early=end_early)
    to_deal(state, number, random.Random(number))
    first = (state.dealer + 1) % n
    deal(state, top_hands(n, first))
    events = play_deal_with(state)
    contract = CONTRACTS[number - 1]
    size = len(deck(n)) // n
    full = {"no-tricks": size, "last-trick": LAST_TRICK[n]}.get(contract) or \
        FULL_PENALTY[contract]
    expected = [0] * n
    expected[first] = -full
    scored = [e for e in events if isinstance(e, DealScored)]
    assert scored == [DealScored(number, contract, tuple(expected))]
    assert state.scores[-1] == tuple(expected)
    tricks = [e for e in events if isinstance(e, TrickTaken)]
    assert all(t.winner == first for t in tricks)
    assert sum(t.penalty for t in tricks) == -full
    ends_early = end_early and contract in FULL_PENALTY and len(tricks) < size
    assert any(isinstance(e, DealEndedEarly) for e in events) == ends_early
    if end_early and contract in FULL_PENALTY:
        # The deal stops on the trick that takes the last penalty card.
        seen = set()
        for k, trick in enumerate(tricks):
            seen.update(trick.cards)
            if penalty_cards(contract) <= seen:
                assert k == len(tricks) - 1
                break
    else:
        assert len(tricks) == size


def one_suit_each() -> list[list[str]]:
    return [[r + s for r in ("6", "7", "8", "9", "10", "J", "Q", "K", "A")] for s in "RGBS"]


@pytest.mark.parametrize("end_early", [True, False])
def test_no_queens_ends_early_once_the_fourth_queen_is_taken(end_early):
    state = game(4, dealer=2, end_early=end_early)
    to_deal(state, 3, random.Random(5))
    assert state.dealer == 0  # the dealer moved one seat per deal: 2 -> 3 -> 0
    events = deal(state, one_suit_each())
    assert events[0].first == 1
    events = play_deal_with(state)
    tricks = [e for e in events if isinstance(e, TrickTaken)]
    # Seat 1 leads green from the bottom; nobody else can follow; queens fall in trick 7.
    assert all(t.winner == 1 for t in tricks)
    if end_early:
        assert len(tricks) == 7
        assert DealEndedEarly(3, 2) in events
    else:
        assert len(tricks) == 9
    assert state.scores[-1] == (0, -20, 0, 0)


@pytest.mark.parametrize("end_early", [True, False])
def test_shield_king_and_no_shields_scores(end_early):
    state = game(4, dealer=2, end_early=end_early)
    to_deal(state, 2, random.Random(7))
    assert state.dealer == 3
    deal(state, one_suit_each())  # seat 0 leads red; seat 3 throws shields on it
    events = play_deal_with(state)
    assert state.scores[-1] == (-18, 0, 0, 0)
    assert len([e for e in events if isinstance(e, TrickTaken)]) == 9
    deal(state, one_suit_each())  # deal 3 (no queens): seat 1 leads
    play_deal_with(state)
    deal(state, one_suit_each())  # deal 4 (shield king): seat 2 leads blue
    events = play_deal_with(state)
    assert state.scores[-1] == (0, 0, -10, 0)
    tricks = [e for e in events if isinstance(e, TrickTaken)]
    assert len(tricks) == (8 if end_early else 9)  # KS is the 8th shield played
    assert [t.penalty for t in tricks].count(-10) == 1


def test_highest_card_of_the_led_suit_takes_the_trick():
    state = game(4, dealer=3)
    to_deal(state, 1, random.Random(1))
    hands = one_suit_each()
    hands[0][0], hands[1][0] = hands[1][0], hands[0][0]  # seat 0: 6G, seat 1: 6R
    deal(state, hands)
    events = RULES.apply(state, PlayCard(0, "7R"))  # seat 0 leads red
    events += RULES.apply(state, PlayCard(1, "6R"))  # seat 1 must follow red
    events += RULES.apply(state, PlayCard(2, "AB"))
    events += RULES.apply(state, PlayCard(3, "AS"))
    assert events[-1] == TrickTaken(0, 0, ("7R", "6R", "AB", "AS"), -1)
    assert RULES.to_move(state) == 0


def test_a_revoke_is_refused_and_changes_nothing():
    state = game(4, dealer=3)
    to_deal(state, 1, random.Random(1))
    hands = one_suit_each()
    hands[0][0], hands[1][0] = hands[1][0], hands[0][0]
    deal(state, hands)
    RULES.apply(state, PlayCard(0, "7R"))
    before = snapshot(state)
    with pytest.raises(IllegalMove, match="you must follow red") as revoke:
        RULES.apply(state, PlayCard(1, "AG"))
    assert (revoke.value.code, revoke.value.params) == ("must_follow", {"suit": "R"})
    assert snapshot(state) == before
    with pytest.raises(IllegalMove, match="it is seat 1's turn") as turn:
        RULES.apply(state, PlayCard(2, "AB"))
    assert (turn.value.code, turn.value.params) == ("not_your_turn", {"seat": 1})
    with pytest.raises(IllegalMove, match="you do not hold AR") as held:
        RULES.apply(state, PlayCard(1, "AR"))
    assert (held.value.code, held.value.params) == ("not_held", {"card": "AR"})
    with pytest.raises(IllegalMove, match="is not a card"):
        RULES.apply(state, PlayCard(1, "1R"))
    with pytest.raises(IllegalMove, match="is not a card"):
        RULES.apply(state, PlayCard(1, ["6R"]))
    with pytest.raises(IllegalMove, match="not a move"):
        RULES.apply(state, "6R")
    assert snapshot(state) == before
    assert RULES.legal_moves(state) == [PlayCard(1, "6R")]


def test_a_seat_without_the_led_suit_may_play_anything():
    state = game(4, dealer=3)
    to_deal(state, 1, random.Random(1))
    deal(state, one_suit_each())
    RULES.apply(state, PlayCard(0, "9R"))
    assert len(RULES.legal_moves(state)) == 9
    RULES.apply(state, PlayCard(1, "KG"))
    assert RULES.observation(state, 0).voids[1] == frozenset("R")


@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_random_deals_score_as_the_reference_says(n):
    rng = random.Random(n)
    for _ in range(12):
        end_early = rng.random() < 0.5
        state = game(n, dealer=rng.randrange(n), end_early=end_early)
        to_deal(state, 6, rng)
        record = RULES.to_record(state, {"players": [{}] * n})
        for d in record["deals"]:
            winners, penalties = reference_tricks(n, d["contract"], d["hands"], d["tricks"],
                                                  end_early)
            assert [t["winner"] for t in d["tricks"]] == winners
            assert d["penalties"] == penalties
            played = {c for t in d["tricks"] for c in t["cards"]}
            size = len(d["hands"][0])
            if end_early and d["contract"] in FULL_PENALTY:
                assert penalty_cards(d["contract"]) <= played
            else:
                assert len(d["tricks"]) == size
        assert sum(map(sum, state.scores)) == -65


def test_dealer_rotates_and_the_next_seat_leads():
    state = game(5, dealer=3)
    rng = random.Random(2)
    for number in range(1, 7):
        to_deal(state, number, rng)
        events = RULES.apply(state, RULES.chance_move(state, rng))
        start = events[0]
        assert (start.deal, start.contract) == (number, CONTRACTS[number - 1])
        assert start.dealer == (3 + number - 1) % 5
        assert start.first == RULES.to_move(state) == (start.dealer + 1) % 5
