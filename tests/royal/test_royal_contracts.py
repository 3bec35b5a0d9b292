"""The penalties of deals 1-5 as core.royal.contracts defines them are RULES.md B2's, and
every other place that needs them (the engine, the AI, the coach, the statistics, the
table's and the lessons' texts) agrees with the core: it asks the core."""

from __future__ import annotations

import random
from typing import NamedTuple

import pytest
from royal_util import deck, game, play_random, to_deal

from bench.ismcts.royal import TrickWorld
from core import history_derive
from core.ai import analysis
from core.ai.royal import medium, playout, policy, search
from core.coach import why
from core.rng import make_rng
from core.royal import RULES
from core.royal.cards import CONTRACTS, mask_of
from core.royal.contracts import (
    DOMINO_DEAL,
    PENALTIES,
    PENALTY_MASKS,
    TRICK_CONTRACTS,
    deal_total,
    penalty_cards,
    penalty_points,
    trick_cost,
)
from core.royal.moves import DealStarted, TrickTaken
from gui.lessons import texts as lesson_texts
from gui.royal import overlays
from gui.royal import texts as table_texts


class Rule(NamedTuple):
    per_trick: int
    cards: frozenset[str]
    per_card: int
    last_trick: dict[int, int]


# RULES.md B2, written out once from the rules text:
#   1 no tricks    -1 per trick taken (12/9/7/6 tricks in all)
#   2 no shields   -2 per shield card taken (9 shields: -18 in all)
#   3 no queens    -5 per queen taken (4 queens: -20 in all)
#   4 shield king  -10 for taking the king of shields
#   5 last trick   for taking the last trick: -5 / -8 / -10 / -11 with 3 / 4 / 5 / 6 players
#   The penalties of deals 1-5 always add up to -65, for every number of players.
NONE: frozenset[str] = frozenset()
SHIELDS = frozenset(r + "S" for r in ("6", "7", "8", "9", "10", "J", "Q", "K", "A"))
QUEENS = frozenset("Q" + s for s in "RGBS")
RULES_B2 = {
    "no-tricks": Rule(1, NONE, 0, {}),
    "no-shields": Rule(0, SHIELDS, 2, {}),
    "no-queens": Rule(0, QUEENS, 5, {}),
    "shield-king": Rule(0, frozenset({"KS"}), 10, {}),
    "last-trick": Rule(0, NONE, 0, {3: 5, 4: 8, 5: 10, 6: 11}),
}
TRICKS_IN_ALL = {3: 12, 4: 9, 5: 7, 6: 6}
IN_ALL = {"no-shields": 18, "no-queens": 20, "shield-king": 10}
ALL_FIVE_DEALS = 65
PLAYERS = (3, 4, 5, 6)
DEALS = list(enumerate(RULES_B2))


def rules_cost(contract: str, cards: list[str], last: bool, players: int) -> int:
    """What the rules text says taking the trick `cards` costs (points, >= 0)."""
    rule = RULES_B2[contract]
    cost = rule.per_trick + rule.per_card * len(rule.cards & set(cards))
    return cost + (rule.last_trick.get(players, 0) if last else 0)


def rules_figure(contract: str, players: int) -> int:
    """The one number the rules' table states for a contract."""
    rule = RULES_B2[contract]
    return rule.per_trick or rule.per_card or rule.last_trick[players]


# --- the core is the rules -------------------------------------------------------------


def test_the_five_trick_contracts_then_the_domino():
    assert TRICK_CONTRACTS == tuple(RULES_B2) == tuple(PENALTIES)
    assert (*RULES_B2, "domino") == CONTRACTS
    assert CONTRACTS.index("domino") == DOMINO_DEAL
    assert penalty_cards("domino") == NONE and PENALTY_MASKS[DOMINO_DEAL] == 0


@pytest.mark.parametrize(("number", "contract"), DEALS)
def test_each_contract_penalises_the_rules_cards(number, contract):
    cards = RULES_B2[contract].cards
    assert penalty_cards(contract) == cards
    assert PENALTY_MASKS[number] == mask_of(cards)  # the hot paths' view of the same set
    assert PENALTIES[contract].cards == mask_of(cards)


@pytest.mark.parametrize(("number", "contract"), DEALS)
@pytest.mark.parametrize("players", PLAYERS)
def test_a_trick_costs_what_the_rules_say(number, contract, players):
    rng = random.Random(number * 10 + players)
    cards = deck(players)
    tricks = [rng.sample(cards, players) for _ in range(300)]
    tricks += [["KS", "QS", "AS", "QR", "6S", "10G"][:players], ["6R", "7R", "8R"]]
    for trick in tricks:
        for last in (False, True):
            assert trick_cost(number, mask_of(trick), last, players) == \
                rules_cost(contract, trick, last, players), (trick, last)


@pytest.mark.parametrize("players", PLAYERS)
def test_every_deal_in_all_and_the_figures_the_table_states(players):
    totals = {c: deal_total(number, players) for number, c in DEALS}
    expected = {"no-tricks": TRICKS_IN_ALL[players], **IN_ALL,
                "last-trick": RULES_B2["last-trick"].last_trick[players]}
    assert totals == expected
    assert sum(totals.values()) == ALL_FIVE_DEALS
    for contract in RULES_B2:
        assert penalty_points(contract, players) == rules_figure(contract, players)


# --- every consumer agrees with the core -----------------------------------------------


@pytest.mark.parametrize("players", PLAYERS)
def test_the_engine_scores_every_trick_as_the_rules_say(players):
    rng = random.Random(players)
    state = game(players, end_early=False)
    size = len(deck(players)) // players
    contract, number = None, 0
    for event in play_random(state, rng):
        if isinstance(event, DealStarted):
            contract, number = event.contract, 0
        elif isinstance(event, TrickTaken):
            number += 1
            assert -event.penalty == rules_cost(contract, list(event.cards), number == size,
                                                players)


@pytest.mark.parametrize(("number", "contract"), DEALS)
def test_a_deal_starts_with_the_rules_penalty_cards_left(number, contract):
    state = game(4, end_early=True)
    to_deal(state, number + 1, random.Random(number))
    RULES.apply(state, RULES.chance_move(state, random.Random(1)))
    obs = RULES.observation(state, state.turn)
    assert obs.penalty_cards_left == mask_of(RULES_B2[contract].cards)


@pytest.mark.parametrize(("number", "contract"), DEALS)
def test_the_ai_and_the_coach_use_the_rules_masks(number, contract):
    mask = mask_of(RULES_B2[contract].cards)
    for consumer in (why, medium, playout):
        assert consumer.PENALTY_MASKS[number] == mask, consumer.__name__
    # a penalty card is never merged with a card of other weight in its suit: every one
    # but the shields (a whole suit, each of the same weight)
    assert search.DISTINCT[number] == (0 if contract == "no-shields" else mask)
    assert analysis.DISTINCT is search.DISTINCT


def test_the_rule_based_policy_avoids_the_rules_cards():
    assert mask_of(RULES_B2["no-shields"].cards) == policy.SHIELD_CARDS
    assert mask_of(RULES_B2["no-queens"].cards) == policy.QUEENS
    assert mask_of(RULES_B2["shield-king"].cards) == policy.KING_OF_SHIELDS
    assert mask_of(["AS"]) == policy.OVER_KING


@pytest.mark.parametrize(("number", "contract"), DEALS)
@pytest.mark.parametrize("players", PLAYERS)
def test_playouts_take_the_whole_penalty_of_a_deal(number, contract, players):
    """Played out from the first lead, the seats' results add up to the deal's total
    (the policy is deterministic: each root sees the same deal)."""
    rng = random.Random(players)
    size = len(deck(players)) // players
    for _ in range(5):
        cards = deck(players)
        rng.shuffle(cards)
        hands = [mask_of(cards[s * size:(s + 1) * size]) for s in range(players)]
        results = [playout.play_tricks(number, players, hands.copy(), [], 0, size, root)
                   for root in range(players)]
        assert sum(results) == -deal_total(number, players)


@pytest.mark.parametrize(("number", "contract"), DEALS)
@pytest.mark.parametrize("players", (3, 5))
def test_ismcts_worlds_score_the_deal_as_the_core(number, contract, players):
    state = game(players, end_early=True)
    to_deal(state, number + 1, random.Random(number))
    RULES.apply(state, RULES.chance_move(state, random.Random(2)))
    obs = RULES.observation(state, state.turn)
    world = TrickWorld(obs, list(state.hands))
    assert world.scale == deal_total(number, players)
    world.rollout(make_rng(3))
    assert sum(world.pen) == -deal_total(number, players)
    assert all(0 <= r <= 1 for r in world.rewards())


@pytest.mark.parametrize("players", PLAYERS)
def test_the_tables_line_names_the_rules_figure(players):
    for contract in RULES_B2:
        line = table_texts.contract_penalty(contract, players)
        assert line.startswith(f"−{rules_figure(contract, players)} "), line


def test_the_contract_banner_shows_the_contracts_own_penalty_cards():
    for contract in RULES_B2:
        shown = {c for row in overlays.CONTRACT_ART[contract] for c in row if c is not None}
        assert shown <= penalty_cards(contract), contract


def test_the_lesson_states_the_cores_figures():
    """The lesson's prose is worded for its four players; its figures are the core's."""
    words = {step: body for step, (_, body, _) in lesson_texts.royal().items()}
    assert penalty_points("no-tricks", 4) == 1
    assert "every trick you take costs one point" in words["no_tricks"]
    assert f"each shield card you take costs {penalty_points('no-shields', 4)}" in \
        words["no_shields"]
    assert f"Each queen costs {penalty_points('no-queens', 4)}" in words["no_queens"]
    assert f"king of shields costs: {penalty_points('shield-king', 4)} points" in \
        words["shield_king"]
    assert f"only the last trick costs: {penalty_points('last-trick', 4)} points with four" \
        in words["last_trick"]
    total = sum(deal_total(number, 4) for number, _ in DEALS)
    assert f"The penalties of the five deals add up to {total}." in words["last_trick_rest"]


def test_the_statistics_keep_one_column_per_deal():
    assert len(CONTRACTS) == history_derive.CONTRACT_COUNT
