"""The rule-based levels make the moves a good player makes in hand-made positions."""

import random

import pytest
from royal_ai_util import dealt, fill, play

from core.ai import Budget, make_agent
from core.royal import RULES
from core.royal.moves import LayCard, LayOutAll, Pass, PlayCard

MEDIUM = make_agent(RULES, "medium")
HARD = make_agent(RULES, "hard")


def _medium(state):
    return MEDIUM.choose(RULES.observation(state, RULES.to_move(state)), random.Random(0))


def _hard(state):
    obs = RULES.observation(state, RULES.to_move(state))
    return HARD.choose(obs, random.Random(0), Budget(iterations=600))


def test_no_tricks_ducks_under_the_led_card():
    state = dealt(4, 1, ["9R 6G 7G 8G 9G 10G JG QG KG", "6R 8R JR AR AG 6B 7B 8B 9B",
                         "7R 10R QR KR 10B JB QB KB AB", "6S 7S 8S 9S 10S JS QS KS AS"])
    play(state, "9R")
    assert _medium(state) == PlayCard(1, "8R")  # the highest card that still ducks
    assert _hard(state) == PlayCard(1, "8R")


def test_no_tricks_last_to_play_takes_with_the_highest_when_it_must():
    state = dealt(4, 1, ["6R 6G 7G 8G 9G 10G JG QG KG", "7R AG 6B 7B 8B 9B 10B JB QB",
                         "8R 9R 10R QR KR KB AB 6S 7S", "JR AR 8S 9S 10S JS QS KS AS"])
    play(state, "6R", "7R", "8R")
    assert _medium(state) == PlayCard(3, "AR")


def test_no_shields_void_sheds_the_highest_shield():
    state = dealt(4, 2, ["6R 7R 8R 9R 10R JR QR KR AR", "7S QS 6G 7G 8G 9G 10G JG QG",
                         "KG AG 6B 7B 8B 9B 10B JB QB", "KB AB 6S 8S 9S 10S JS KS AS"])
    play(state, "6R")
    assert _medium(state) == PlayCard(1, "QS")


def test_no_queens_does_not_lead_a_queen_into_a_sure_take():
    state = dealt(4, 3, ["QB KB AB 7R 8R 6G 7G 8G 9G", "6R 9R 10R JR QR KR AR 10G JG",
                         "QG KG AG 6B 7B 8B 9B 10B JB", "6S 7S 8S 9S 10S JS QS KS AS"])
    for move in (_medium(state), _hard(state)):
        assert move.card not in ("QB", "KB", "AB")


def test_no_queens_drops_the_queen_under_a_king():
    state = dealt(4, 3, fill(4, {0: "KG 6R 7R 8R 9R 10R JR QR KR",
                                 1: "QG 6G 6B 7B 8B 9B 10B JB QB"}))
    play(state, "KG")
    assert _medium(state) == PlayCard(1, "QG")


def test_shield_king_is_shed_when_void():
    state = dealt(4, 4, ["9R 6R 7R 8R 10R JR QR KR AR", "KS 6G 7G 8G 9G 10G JG QG KG",
                         "AG 6B 7B 8B 9B 10B JB QB KB", "AB 6S 7S 8S 9S 10S JS QS AS"])
    play(state, "9R")
    assert _medium(state) == PlayCard(1, "KS")
    assert _hard(state) == PlayCard(1, "KS")


def test_shield_king_goes_under_the_ace():
    state = dealt(4, 4, fill(4, {0: "AS 6R 7R 8R 9R 10R JR QR KR",
                                 1: "KS 6S 6G 7G 8G 9G 10G JG QG"}))
    play(state, "AS")
    assert _medium(state) == PlayCard(1, "KS")


def test_shield_king_last_to_play_takes_with_another_shield_than_the_king():
    state = dealt(4, 4, ["JS 6R 7R 8R 9R 10R JR QR KR", "6S 10S 6G 7G 8G 9G 10G JG QG",
                         "7S 8S 9S AS KG AG 9B 10B JB", "QS KS AR 6B 7B 8B QB KB AB"])
    play(state, "JS", "10S", "9S")
    assert _medium(state) == PlayCard(3, "QS")
    assert _hard(state) == PlayCard(3, "QS")


def test_domino_opens_the_row_it_needs_and_holds_a_lone_ten():
    # the lone red ten would open a row for the others only; the green ten leads to
    # three more of the seat's own cards
    state = dealt(4, 6, fill(4, {0: "10R 10G 9G 8G 7G 6B 7B 8B AS"}))
    assert _medium(state) == LayCard(0, "10G")
    assert _hard(state) == LayCard(0, "10G")


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_domino_lays_out_a_hand_that_goes_out_at_once(level):
    state = dealt(3, 6, fill(3, {1: "10R JR QR KR AR 9R 8R 7R 6R 10G JG QG"}), first=0)
    play(state, "10B")
    agent = make_agent(RULES, level)
    # (with this seed easy does not make one of its deliberate errors)
    move = agent.choose(RULES.observation(state, 1), random.Random(0), Budget(iterations=50))
    assert isinstance(move, LayOutAll) and len(move.cards) == 12


def test_domino_passes_when_nothing_fits():
    state = dealt(4, 6, fill(4, {1: "6R 7R 6G 7G 6B 7B 6S 7S AS"}))
    play(state, "10R")
    assert _medium(state) == Pass(1) and _hard(state) == Pass(1)
