"""Helpers for the Royal tests: driving games, snapshots, and a plain reference scorer
written from RULES.md part B independently of the engine's bitmasks."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from hypothesis import note
from hypothesis import strategies as st

from core.royal import RULES
from core.royal.moves import DealCards
from core.royal.state import RoyalCarry, RoyalState
from core.rules import CHANCE

RANKS = ["6", "7", "8", "9", "10", "J", "Q", "K", "A"]
SUITS = ["R", "G", "B", "S"]
CONTRACTS = ["no-tricks", "no-shields", "no-queens", "shield-king", "last-trick", "domino"]
LAST_TRICK = {3: 5, 4: 8, 5: 10, 6: 11}
PLACE_POINTS = {3: [30, 20, 15], 4: [30, 20, 15, 0], 5: [25, 20, 10, 7, 3],
                6: [25, 20, 10, 7, 3, 0]}
T = TypeVar("T")


def deck(n: int) -> list[str]:
    cards = [r + s for s in SUITS for r in RANKS]
    return [c for c in cards if not (n == 5 and c == "6R")]


def rank(card: str) -> int:
    return RANKS.index(card[:-1])


def suit(card: str) -> str:
    return card[-1]


def snapshot(state: RoyalState) -> tuple:
    """Every field of a state, lists frozen, for equality checks."""
    out = []
    for name in RoyalState.__slots__:
        value = getattr(state, name)
        if name == "logs":
            value = tuple((log.contract, log.dealer, log.hands, tuple(log.tricks),
                           tuple(log.turns), log.scores, log.places) for log in value)
        elif isinstance(value, list):
            value = tuple(value)
        out.append((name, value))
    return tuple(out)


def game(n: int, *, dealer: int = 0, end_early: bool = True, matchsticks: int = 0,
         stocks: tuple[int, ...] | None = None) -> RoyalState:
    return RULES.new_game(random.Random(0), players=n,
                          options={"end_early": end_early, "matchsticks": matchsticks},
                          carry=RoyalCarry(dealer, stocks))


def play_random(state: RoyalState, rng: random.Random,
                until: Callable[[RoyalState], bool] = RULES.is_over) -> list:
    """Random moves and chance deals until `until(state)`; all events."""
    events = []
    while not until(state):
        if RULES.to_move(state) == CHANCE:
            events += RULES.apply(state, RULES.chance_move(state, rng))
        else:
            events += RULES.apply(state, RULES.random_move(state, rng))
    return events


def to_deal(state: RoyalState, number: int, rng: random.Random) -> None:
    """Play randomly until deal `number` (1..6) is about to be dealt."""
    play_random(state, rng, lambda s: s.deal == number - 1 and s.turn == CHANCE)


def deal(state: RoyalState, hands: list[list[str]]) -> list:
    return RULES.apply(state, DealCards(tuple(tuple(h) for h in hands)))


def lowest_policy(state: RoyalState):
    """The first legal move (lowest card): a deterministic player."""
    return RULES.legal_moves(state)[0]


def play_deal_with(state: RoyalState, policy=lowest_policy) -> list:
    """Play the current deal to its end with `policy`; all events."""
    number = state.deal
    events = []
    while state.deal == number and not RULES.is_over(state):
        events += RULES.apply(state, policy(state))
    return events


def reference_tricks(n: int, contract: str, hands: list[list[str]],
                     tricks: list[dict], end_early: bool) -> tuple[list[int], list[int]]:
    """Recompute a trick deal from its record: (winners, penalties per seat). Checks
    follow-suit and the end-early stop along the way with plain asserts."""
    held = [set(h) for h in hands]
    penalties = [0] * n
    winners = []
    taken: set[str] = set()
    size = len(hands[0])
    leader = tricks[0]["leader"] if tricks else None
    for number, trick in enumerate(tricks, 1):
        assert trick["leader"] == leader
        cards = trick["cards"]
        led = suit(cards[0])
        for k, card in enumerate(cards):
            seat = (leader + k) % n
            assert card in held[seat]
            if suit(card) != led:
                assert not any(suit(c) == led for c in held[seat]), "revoke"
            held[seat].discard(card)
        best = max((c for c in cards if suit(c) == led), key=rank)
        winner = (leader + cards.index(best)) % n
        winners.append(winner)
        taken.update(cards)
        if contract == "no-tricks":
            penalties[winner] -= 1
        elif contract == "no-shields":
            penalties[winner] -= 2 * sum(suit(c) == "S" for c in cards)
        elif contract == "no-queens":
            penalties[winner] -= 5 * sum(c[:-1] == "Q" for c in cards)
        elif contract == "shield-king":
            penalties[winner] -= 10 * ("KS" in cards)
        elif number == size:
            penalties[winner] -= LAST_TRICK[n]
        leader = winner
    return winners, penalties


def penalty_cards(contract: str) -> set[str]:
    if contract == "no-shields":
        return {r + "S" for r in RANKS}
    if contract == "no-queens":
        return {"Q" + s for s in SUITS}
    if contract == "shield-king":
        return {"KS"}
    return set()


def top_hands(n: int, first: int) -> list[list[str]]:
    """`first` holds the highest cards (aces, then kings, ...): he wins every trick."""
    cards = sorted(deck(n), key=lambda c: -rank(c))
    size = len(cards) // n
    hands = [[] for _ in range(n)]
    hands[first] = cards[:size]
    rest = cards[size:]
    others = [s for s in range(n) if s != first]
    for k, seat in enumerate(others):
        hands[seat] = rest[k * size:(k + 1) * size]
    return hands


def rows_of(laid: list[str]) -> dict[str, tuple[int, int]]:
    rows = {}
    for card in laid:
        lo, hi = rows.get(suit(card), (rank(card), rank(card)))
        rows[suit(card)] = (min(lo, rank(card)), max(hi, rank(card)))
    return rows


def fits(card: str, rows: dict[str, tuple[int, int]]) -> bool:
    if suit(card) not in rows:
        return rank(card) == 4
    lo, hi = rows[suit(card)]
    return rank(card) in (lo - 1, hi + 1)


def legal_order(cards, laid) -> bool:
    """Whether laying `cards` in this order onto the rows of `laid` is legal."""
    laid = list(laid)
    for card in cards:
        if not fits(card, rows_of(laid)):
            return False
        laid.append(card)
    return True


def pick(data: Any, items: Sequence[T], label: str) -> T:
    """One of `items`, drawn as hypothesis' `data.draw(st.sampled_from(items))` draws it
    (an index, shrinking towards the first item; up to 128 items with the same odds), and
    named in a failing example's report. sampled_from labels every draw by hashing its
    whole list, item by item: in a game-long property test with a long list to choose from
    at every turn that was half its time."""
    item = items[data.draw(st.integers(0, len(items) - 1), label=label)]
    note(f"{label}: {item!r}")
    return item
