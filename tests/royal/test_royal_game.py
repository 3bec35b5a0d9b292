"""A whole game: new games and options, chance deals, matchsticks and debts, carrying on
to the next game, observations, cloning and determinizing."""

import random
from collections import Counter

import pytest
from royal_util import deal, deck, game, play_deal_with, play_random, snapshot, top_hands

from core.errors import IllegalMove
from core.royal import RULES
from core.royal.cards import mask_of
from core.royal.moves import (
    DealCards,
    GameOver,
    LayOutAll,
    MatchesPaid,
    MatchesTaken,
    PlayCard,
)
from core.royal.observe import determinize
from core.royal.state import NOBODY, RoyalCarry
from core.rules import CHANCE, get_rules


def test_rules_object_and_registry():
    assert get_rules("royal") is RULES
    assert (RULES.name, RULES.min_players, RULES.max_players) == ("royal", 3, 6)
    assert dict(RULES.default_options) == {"end_early": True, "matchsticks": 0}


def test_new_game_starts_at_a_chance_node_with_a_random_dealer():
    dealers = set()
    for seed in range(40):
        state = RULES.new_game(random.Random(seed), players=5)
        assert RULES.to_move(state) == CHANCE and not RULES.is_over(state)
        assert RULES.legal_moves(state) == []
        dealers.add(state.dealer)
    assert dealers == set(range(5))


@pytest.mark.parametrize(("players", "options"), [
    (2, None), (7, None), ("4", None), (4, {"end_early": 1}), (4, {"matchsticks": -1}),
    (4, {"matchsticks": True}), (4, {"end-early": False}),
])
def test_new_game_refuses_bad_settings(players, options):
    with pytest.raises(ValueError):
        RULES.new_game(random.Random(0), players=players, options=options)


@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_chance_deal_deals_every_card_once(n):
    state = RULES.new_game(random.Random(n), players=n)
    move = RULES.chance_move(state, random.Random(1))
    assert move.seat == CHANCE
    cards = [c for hand in move.hands for c in hand]
    assert sorted(cards) == sorted(deck(n)) and len(set(map(len, move.hands))) == 1


def test_bad_deals_are_refused():
    state = RULES.new_game(random.Random(0), players=4)
    good = RULES.chance_move(state, random.Random(0)).hands
    twice = ((*good[0][:-1], good[1][0]), *good[1:])
    for hands, reason in [(good[:3], "4 seats"), (twice, "dealt twice"),
                          ((good[0][:-1], *good[1:]), "must be dealt 9")]:
        with pytest.raises(IllegalMove, match=reason):
            RULES.apply(state, DealCards(hands))
    with pytest.raises(IllegalMove, match="cards are being dealt"):
        RULES.apply(state, PlayCard(1, good[1][0]))
    with pytest.raises(IllegalMove, match="dealt by chance"):
        RULES.apply(state, DealCards(good, seat=0))
    five = RULES.new_game(random.Random(0), players=5)
    hands = [deck(4)[k * 7:k * 7 + 7] for k in range(5)]
    with pytest.raises(IllegalMove, match="6R is not in the deck"):
        deal(five, hands)
    RULES.apply(state, DealCards(good))
    with pytest.raises(IllegalMove, match="no deal now"):
        RULES.apply(state, DealCards(good))


def test_game_over_events_and_totals():
    state = game(4, dealer=1)
    events = play_random(state, random.Random(4))
    over = events[-1]
    assert isinstance(over, GameOver)
    assert over.totals == tuple(RULES.scores(state))
    assert sum(over.totals) == 0
    assert over.winners == tuple(s for s in range(4) if over.totals[s] == max(over.totals))
    assert RULES.to_move(state) == NOBODY and RULES.legal_moves(state) == []
    with pytest.raises(IllegalMove, match="game is over"):
        RULES.random_move(state, random.Random(0))


def test_matchsticks_bank_and_debt():
    state = game(4, dealer=3, matchsticks=50, stocks=(5, 50, 50, 50))
    total = sum(state.stocks)
    deal(state, top_hands(4, 0))  # seat 0 takes all nine tricks of deal 1
    events = play_deal_with(state)
    paid = [e for e in events if isinstance(e, MatchesPaid)]
    assert paid == [MatchesPaid((9, 0, 0, 0), (-4, 50, 50, 50), 9)]
    rng = random.Random(8)
    while not RULES.is_over(state):
        assert sum(state.stocks) + state.bank == total
        mover = RULES.chance_move if RULES.to_move(state) == CHANCE else RULES.random_move
        events = RULES.apply(state, mover(state, rng))
    taken = next(e for e in events if isinstance(e, MatchesTaken))
    assert sum(taken.amounts) == 65 and taken.bank == 0 == state.bank
    assert list(state.stocks) == [s + t for s, t in zip((5, 50, 50, 50), state.totals,
                                                        strict=True)]
    assert RULES.observation(state, 2).stocks == tuple(state.stocks)


def test_carry_hands_on_dealer_and_stocks():
    state = game(3, dealer=2, matchsticks=20)
    with pytest.raises(ValueError, match="not over"):
        RULES.carry(state)
    play_random(state, random.Random(1))
    carry = RULES.carry(state)
    assert carry == RoyalCarry((2 + 6) % 3, tuple(state.stocks))
    nxt = RULES.new_game(random.Random(5), players=3, options={"matchsticks": 20},
                         carry=carry)
    assert nxt.dealer == carry.dealer and nxt.stocks == list(carry.stocks)
    again = RULES.new_game(random.Random(5), players=3, options={"matchsticks": 20},
                           carry={"dealer": 0, "stocks": [1, 2, 3]})
    assert again.stocks == [1, 2, 3]
    with pytest.raises(ValueError):
        RULES.new_game(random.Random(5), players=4, carry=carry)
    off = RULES.new_game(random.Random(5), players=3, carry=carry)
    assert off.stocks is None


@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_observations_show_own_hand_and_public_facts_only(n):
    state = game(n, dealer=0, matchsticks=10)
    rng = random.Random(n)
    while not RULES.is_over(state):
        seat = RULES.to_move(state)
        if seat == CHANCE:
            RULES.apply(state, RULES.chance_move(state, rng))
            continue
        for s in range(n):
            obs = RULES.observation(state, s)
            assert obs.hand_mask == state.hands[s] == mask_of(obs.hand)
            others = 0
            for t in range(n):
                if t != s:
                    others |= state.hands[t]
            assert obs.unseen_mask == others
            assert obs.cards_left == tuple(h.bit_count() for h in state.hands)
            if s == seat:
                assert RULES.obs_legal_moves(obs) == RULES.legal_moves(state)
            else:
                assert RULES.obs_legal_moves(obs) == []
        move = RULES.obs_random_move(RULES.observation(state, seat), rng)
        assert move in RULES.legal_moves(state)
        RULES.apply(state, move)


def test_random_moves_are_uniform_including_laying_out():
    state = game(6, dealer=0)
    rng = random.Random(2)
    found = None
    for _ in range(50):
        play_random(state, rng, lambda s: RULES.is_over(s) or any(
            isinstance(m, LayOutAll) for m in RULES.legal_moves(s)))
        if not RULES.is_over(state):
            found = state
            break
        state = game(6, dealer=0)
    assert found is not None
    moves = RULES.legal_moves(state)
    draws = Counter(RULES.random_move(state, rng) for _ in range(600 * len(moves)))
    assert set(draws) == set(moves)
    assert all(450 < count < 750 for count in draws.values()), draws


def test_clone_is_independent():
    state = game(4, dealer=0, matchsticks=5)
    rng = random.Random(3)
    play_random(state, rng, lambda s: s.deal == 2 and s.turn >= 0 and len(s.trick) == 2)
    copy = RULES.clone(state)
    assert snapshot(copy) == snapshot(state)
    before = snapshot(state)
    play_random(copy, rng)
    assert snapshot(state) == before


def test_determinize_rebuilds_the_state_from_a_view():
    for target in (1, 5):
        state = game(5, dealer=0, matchsticks=7)
        rng = random.Random(target)
        play_random(state, rng, lambda s, t=target: s.deal == t and s.turn >= 0
                    and len(s.logs[-1].tricks) + len(s.logs[-1].turns) >= 5)
        seat = RULES.to_move(state)
        rebuilt = determinize(RULES.observation(state, seat), state.hands)
        with pytest.raises(ValueError):
            determinize(RULES.observation(state, seat), [0] * 5)
        wrong = list(state.hands)
        other = (seat + 1) % 5
        wrong[other] &= wrong[other] - 1  # a card short
        with pytest.raises(ValueError):
            determinize(RULES.observation(state, seat), wrong)
        for s in range(5):
            assert RULES.observation(rebuilt, s) == RULES.observation(state, s)
        twin = random.Random(9)
        assert play_random(rebuilt, twin) == play_random(state, random.Random(9))
