"""Deal 6, domino: opening with tens, laying on row ends, laying out a whole hand,
passing, places and points at 3-6 players."""

import random
from functools import cache

import pytest
from royal_util import (
    PLACE_POINTS,
    deal,
    deck,
    fits,
    game,
    rank,
    rows_of,
    snapshot,
    suit,
    to_deal,
)

from core.errors import IllegalMove
from core.royal import RULES
from core.royal.moves import (
    CardLaid,
    DealScored,
    HandLaidOut,
    LayCard,
    LayOutAll,
    Pass,
    PlaceTaken,
    RowOpened,
)
from core.rules import CHANCE


def at_domino(n: int, hands_for=None, seed: int = 0, dealer: int = 0):
    state = game(n, dealer=dealer)
    rng = random.Random(seed)
    to_deal(state, 6, rng)
    if hands_for is None:
        RULES.apply(state, RULES.chance_move(state, rng))
    else:
        deal(state, hands_for((state.dealer + 1) % n))
    return state


def by_rank_hands(n: int, first: int) -> list[list[str]]:
    """`first` gets the lowest ranks (no ten), the others the rest in rank order."""
    cards = sorted(deck(n), key=rank)
    size = len(cards) // n
    order = [(first + k) % n for k in range(n)]
    hands = [[] for _ in range(n)]
    for k, seat in enumerate(order):
        hands[seat] = cards[k * size:(k + 1) * size]
    return hands


@cache
def can_lay_out(hand: frozenset, rows: tuple) -> bool:
    """Brute force: some order lays every card of `hand` (independent of the engine)."""
    if not hand:
        return True
    current = dict(rows)
    for card in hand:
        if fits(card, current):
            lo, hi = current.get(suit(card), (rank(card), rank(card)))
            after = {**current, suit(card): (min(lo, rank(card)), max(hi, rank(card)))}
            if can_lay_out(hand - {card}, tuple(sorted(after.items()))):
                return True
    return False


@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_a_seat_without_a_ten_passes_at_the_opening(n):
    state = at_domino(n, lambda first: by_rank_hands(n, first))
    first = RULES.to_move(state)
    assert RULES.legal_moves(state) == [Pass(first)]
    low = sorted(state_hand(state, first), key=rank)[0]
    before = snapshot(state)
    with pytest.raises(IllegalMove, match="only tens may be laid until the first ten is down"):
        RULES.apply(state, LayCard(first, low))
    assert snapshot(state) == before
    while RULES.legal_moves(state) == [Pass(RULES.to_move(state))]:
        assert not any(c.startswith("10") for c in state_hand(state, RULES.to_move(state)))
        RULES.apply(state, Pass(RULES.to_move(state)))
    seat = RULES.to_move(state)
    ten = next(c for c in state_hand(state, seat) if c.startswith("10"))
    with pytest.raises(IllegalMove, match="you may not pass: you can lay 10"):
        RULES.apply(state, Pass(seat))
    assert RULES.apply(state, LayCard(seat, ten)) == [RowOpened(seat, ten)]


def state_hand(state, seat):
    return RULES.observation(state, seat).hand


def test_laying_on_row_ends_and_refusals():
    state = at_domino(4, lambda first: [
        ["10R", "9R", "JR", "7R", "10G", "6G", "AB", "10B", "8S"],
        ["8R", "6R", "QR", "KR", "AR", "7G", "8G", "9G", "JG"],
        ["QG", "KG", "AG", "6B", "7B", "8B", "9B", "JB", "QB"],
        ["KB", "6S", "7S", "9S", "10S", "JS", "QS", "KS", "AS"]], dealer=2)
    assert RULES.to_move(state) == 0
    assert RULES.apply(state, LayCard(0, "10R")) == [RowOpened(0, "10R")]
    with pytest.raises(IllegalMove, match="QR cannot be laid: it is not next to an end"):
        RULES.apply(state, LayCard(1, "QR"))
    with pytest.raises(IllegalMove, match="the green row is not open"):
        RULES.apply(state, LayCard(1, "9G"))
    assert RULES.legal_moves(state) == [Pass(1)]
    RULES.apply(state, Pass(1))
    assert RULES.observation(state, 2).absent_masks[1] != 0
    RULES.apply(state, Pass(2))
    RULES.apply(state, LayCard(3, "10S"))
    assert RULES.apply(state, LayCard(0, "9R")) == [CardLaid(0, "9R", "low")]
    assert RULES.apply(state, LayCard(1, "8R")) == [CardLaid(1, "8R", "low")]
    with pytest.raises(IllegalMove, match="it is seat 2's turn"):
        RULES.apply(state, LayCard(0, "7R"))
    RULES.apply(state, Pass(2))
    assert RULES.apply(state, LayCard(3, "JS")) == [CardLaid(3, "JS", "high")]


def test_the_rows_in_the_observation():
    state = at_domino(4, lambda first: [
        ["10R", "9R", "JR", "7R", "10G", "6G", "AB", "10B", "8S"],
        ["8R", "6R", "QR", "KR", "AR", "7G", "8G", "9G", "JG"],
        ["QG", "KG", "AG", "6B", "7B", "8B", "9B", "JB", "QB"],
        ["KB", "6S", "7S", "9S", "10S", "JS", "QS", "KS", "AS"]], dealer=2)
    for move in (LayCard(0, "10R"), Pass(1), Pass(2), LayCard(3, "10S"), LayCard(0, "JR"),
                 LayCard(1, "QR"), Pass(2), LayCard(3, "9S")):
        RULES.apply(state, move)
    obs = RULES.observation(state, 0)
    assert obs.rows == (("10R", "QR"), None, None, ("9S", "10S"))
    assert obs.turns[1].cards == () and obs.turns[0].cards == ("10R",)


@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_lay_out_all_is_offered_exactly_when_possible(n):
    rng = random.Random(100 + n)
    offered = 0
    for seed in range(15):
        state = at_domino(n, seed=seed)
        while state.deal == 5:
            seat = RULES.to_move(state)
            obs = RULES.observation(state, seat)
            rows = tuple(sorted(rows_of(cards_laid(state)).items()))
            possible = len(obs.hand) >= 2 and can_lay_out(frozenset(obs.hand), rows)
            moves = RULES.legal_moves(state)
            lay_all = [m for m in moves if isinstance(m, LayOutAll)]
            assert bool(lay_all) == possible
            if lay_all:
                offered += 1
                assert sorted(lay_all[0].cards) == sorted(obs.hand)
                laid = cards_laid(state)
                for card in lay_all[0].cards:  # the order given is a legal order
                    assert fits(card, rows_of(laid))
                    laid.append(card)
            elif len(obs.hand) >= 2:
                before = snapshot(state)
                with pytest.raises(IllegalMove):
                    RULES.apply(state, LayOutAll(seat, obs.hand))
                assert snapshot(state) == before
            RULES.apply(state, RULES.random_move(state, rng))
    assert offered > 0


def cards_laid(state) -> list[str]:
    return [c for turn in RULES.observation(state, 0).turns for c in turn.cards]


def test_lay_out_all_refusals_and_the_one_card_case():
    run = ["9R", "10R", "JR", "QR", "KR", "AR"]

    def hands(first):
        rest = [c for c in deck(6) if c not in run]
        h = [rest[6 * k:6 * k + 6] for k in range(5)]
        h.insert(first, run)
        return h

    state = at_domino(6, hands)
    first = RULES.to_move(state)
    moves = RULES.legal_moves(state)
    assert LayCard(first, "10R") in moves
    assert LayOutAll(first, ("10R", "9R", "JR", "QR", "KR", "AR")) in moves
    with pytest.raises(IllegalMove, match="another order"):
        RULES.apply(state, LayOutAll(first, ("9R", "10R", "JR", "QR", "KR", "AR")))
    with pytest.raises(IllegalMove, match="exactly the cards in your hand"):
        RULES.apply(state, LayOutAll(first, ("10R", "JR", "QR", "KR", "AR")))
    events = RULES.apply(state, LayOutAll(first, ("10R", "JR", "9R", "QR", "KR", "AR")))
    assert events == [HandLaidOut(first, ("10R", "JR", "9R", "QR", "KR", "AR")),
                      PlaceTaken(first, 1, 25)]
    assert RULES.to_move(state) == (first + 1) % 6


def test_a_last_single_card_is_a_plain_lay():
    state = at_domino(4, seed=3)
    rng = random.Random(3)
    seen = False
    while state.deal == 5:
        seat = RULES.to_move(state)
        hand = RULES.observation(state, seat).hand
        moves = RULES.legal_moves(state)
        if len(hand) == 1 and moves != [Pass(seat)]:
            seen = True
            assert moves == [LayCard(seat, hand[0])]
            with pytest.raises(IllegalMove, match="one card left"):
                RULES.apply(state, LayOutAll(seat, hand))
        RULES.apply(state, RULES.random_move(state, rng))
    assert seen


@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_places_and_points(n):
    rng = random.Random(n)
    for seed in range(10):
        state = at_domino(n, seed=seed)
        events = []
        while state.deal == 5:
            before = list(state.hands)
            new = RULES.apply(state, RULES.random_move(state, rng))
            places = [e for e in new if isinstance(e, PlaceTaken)]
            if len(places) == 2:  # the last seat holding cards takes the last place
                assert before[places[1].seat] != 0
                assert places[1].place == n
            events += new
        places = [e for e in events if isinstance(e, PlaceTaken)]
        assert [p.place for p in places] == list(range(1, n + 1))
        assert sorted(p.seat for p in places) == list(range(n))
        assert [p.points for p in places] == PLACE_POINTS[n]
        scored = next(e for e in events if isinstance(e, DealScored))
        assert sum(scored.scores) == 65
        record = RULES.to_record(state, {"players": [{}] * n})["deals"][5]
        assert record["places"] == [p.seat for p in places]
        assert all(record["points"][p.seat] == p.points for p in places)


def test_five_players_red_row_ends_at_seven():
    rng = random.Random(9)
    for seed in range(10):
        state = at_domino(5, seed=seed)
        while state.deal == 5:
            assert not RULES.observation(state, 0).frontier_mask & 1  # 6R is bit 0
            RULES.apply(state, RULES.random_move(state, rng))
        assert RULES.to_move(state) == CHANCE or RULES.is_over(state)


@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_final_places_are_the_domino_deals_once_the_game_is_over(n):
    """After the last deal every seat's observation still names the domino deal's
    places (the live `places` are cleared with the deal), in the order the seats went
    out, each place scoring its points; a record read back gives the same places."""
    rng = random.Random(40 + n)
    for seed in range(5):
        state = at_domino(n, seed=seed)
        out = []
        while state.deal == 5:
            assert all(RULES.observation(state, s).final_places == () for s in range(n))
            for event in RULES.apply(state, RULES.random_move(state, rng)):
                if isinstance(event, PlaceTaken):
                    out.append(event.seat)
        assert RULES.is_over(state)
        for seat in range(n):
            obs = RULES.observation(state, seat)
            assert obs.places == () and obs.final_places == tuple(out)
            assert [obs.deal_scores[5][s] for s in obs.final_places] == PLACE_POINTS[n]
        record = RULES.to_record(state, {"players": [{}] * n, "seed": seed})
        again = RULES.from_record(record)
        assert RULES.observation(again, 0).final_places == tuple(out)


def test_final_places_are_empty_until_the_game_is_over():
    state = game(4)
    rng = random.Random(3)
    while not RULES.is_over(state):
        assert RULES.observation(state, 1).final_places == ()
        RULES.apply(state, RULES.random_move(state, rng)
                    if RULES.to_move(state) != CHANCE else RULES.chance_move(state, rng))
    assert sorted(RULES.observation(state, 1).final_places) == [0, 1, 2, 3]
