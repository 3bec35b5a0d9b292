"""The state of one game of Královské domino (six deals), its options and what a game
hands on to the next game of a session."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from core.rng import Rng
from core.rules import CHANCE

from .cards import CONTRACTS, deck_mask, hand_size

NOBODY = -2  # to_move once the game is over
CHANCE_PHASE, TRICKS, DOMINO, OVER = range(4)
DEFAULT_OPTIONS: Mapping[str, Any] = MappingProxyType({"end_early": True, "matchsticks": 0})
PLACE_POINTS = {3: (30, 20, 15), 4: (30, 20, 15, 0), 5: (25, 20, 10, 7, 3),
                6: (25, 20, 10, 7, 3, 0)}


@dataclass(frozen=True)
class RoyalCarry:
    """What a finished game hands on: the first dealer of the next game (the rotation
    simply goes on) and, with matchsticks, every seat's stock."""

    dealer: int
    stocks: tuple[int, ...] | None = None


class DealLog:
    """One deal as the record lists it. Cards are indices; finished logs never change."""

    __slots__ = ("contract", "dealer", "hands", "places", "scores", "tricks", "turns")

    def __init__(self, contract: int, dealer: int, hands: tuple[int, ...]):
        self.contract = contract
        self.dealer = dealer
        self.hands = hands  # masks as dealt
        # leader, cards, winner, penalty (<= 0)
        self.tricks: list[tuple[int, tuple[int, ...], int, int]] = []
        self.turns: list[tuple[int, tuple[int, ...], bool]] = []  # seat, cards (), all
        self.scores: tuple[int, ...] | None = None
        self.places: tuple[int, ...] = ()

    def copy(self) -> DealLog:
        log = DealLog(self.contract, self.dealer, self.hands)
        log.tricks = self.tricks.copy()
        log.turns = self.turns.copy()
        log.scores = self.scores
        log.places = self.places
        return log


class RoyalState:
    """A mutable game state. Hands and card sets are bitmasks (see `cards`)."""

    __slots__ = (
        "absent", "active", "bank", "deal", "dealer", "deck", "end_early", "first_dealer",
        "frontier", "hand_size", "hands", "lead_mask", "leader", "logs", "matchsticks",
        "n", "next_seat", "pen", "pen_left", "phase", "places", "played", "scores",
        "start_stocks", "stocks", "taken", "totals", "trick", "trick_counts",
        "tricks_played", "turn", "voids",
    )

    def __init__(self, players: int, dealer: int, end_early: bool, matchsticks: int,
                 stocks: tuple[int, ...] | None):
        n = players
        self.n = n
        self.end_early = end_early
        self.matchsticks = matchsticks
        self.deck = deck_mask(n)
        self.hand_size = hand_size(n)
        self.next_seat = tuple((s + 1) % n for s in range(n))
        self.deal = 0  # index into CONTRACTS; 6 once the game is over
        self.dealer = dealer
        self.first_dealer = dealer
        self.phase = CHANCE_PHASE
        self.turn = CHANCE
        self.hands = [0] * n
        self.leader = 0
        self.trick: list[int] = []
        self.lead_mask = 0
        self.tricks_played = 0
        self.taken = [0] * n  # cards taken in tricks this deal
        self.trick_counts = [0] * n
        self.pen = [0] * n  # this deal's penalties so far (<= 0)
        self.pen_left = 0  # penalty cards not yet taken, when the deal may end early
        self.played = 0  # cards played (deals 1-5) or laid (deal 6) this deal
        self.voids = [0] * n  # per seat, bit s for each suit s shown void this deal
        self.absent = [0] * n  # per seat, cards shown not held (voids, domino passes)
        self.frontier = 0  # deal 6: the cards that may be laid now
        self.places: list[int] = []  # deal 6: seats in the order they went out
        self.active = n  # deal 6: seats still holding cards
        self.scores: list[tuple[int, ...]] = []  # per finished deal, per seat
        self.totals = [0] * n
        self.stocks = list(stocks) if stocks is not None else None
        self.start_stocks = stocks
        self.bank = 0
        self.logs: list[DealLog] = []

    @property
    def contract(self) -> str | None:
        return CONTRACTS[self.deal] if self.deal < 6 else None


def check_options(options: Mapping[str, Any] | None) -> tuple[bool, int]:
    """(end_early, matchsticks) from `options`; ValueError for a bad key or value."""
    opts = {**DEFAULT_OPTIONS, **(options or {})}
    unknown = sorted(set(opts) - set(DEFAULT_OPTIONS))
    if unknown:
        raise ValueError(f"unknown option {unknown[0]!r}; royal takes end_early, matchsticks")
    end_early, sticks = opts["end_early"], opts["matchsticks"]
    if not isinstance(end_early, bool):
        raise ValueError("option end_early must be true or false")
    if not isinstance(sticks, int) or isinstance(sticks, bool) or sticks < 0:
        raise ValueError("option matchsticks must be a whole number >= 0 (0 = off)")
    return end_early, sticks


def new_game(rng: Rng | None, *, players: int, options: Mapping[str, Any] | None = None,
             carry: Any = None) -> RoyalState:
    """A new game waiting for its first deal (a chance node). The first dealer is a
    random seat (`rng` draws it), or the one `carry` names (no `rng` needed)."""
    if isinstance(players, bool) or not isinstance(players, int) or not 3 <= players <= 6:
        raise ValueError(f"royal is played by 3 to 6 players, not {players!r}")
    end_early, sticks = check_options(options)
    if carry is None:
        if rng is None:
            raise ValueError("the first game of a session needs a generator to draw its dealer")
        dealer, stocks = rng.randrange(players), None
    else:
        dealer, stocks = _read_carry(carry, players)
    if sticks and stocks is None:
        stocks = (sticks,) * players
    return RoyalState(players, dealer, end_early, sticks, stocks if sticks else None)


def _read_carry(carry: Any, players: int) -> tuple[int, tuple[int, ...] | None]:
    if isinstance(carry, Mapping):
        carry = RoyalCarry(carry.get("dealer", -1), carry.get("stocks"))  # checked below
    if not isinstance(carry, RoyalCarry):
        raise ValueError(f"not a royal carry: {carry!r}")
    dealer = carry.dealer
    if isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer < players:
        raise ValueError(f"carry: dealer must be a seat 0..{players - 1}")
    stocks = carry.stocks
    if stocks is not None:
        stocks = tuple(stocks)
        if len(stocks) != players or not all(
                isinstance(x, int) and not isinstance(x, bool) for x in stocks):
            raise ValueError(f"carry: stocks must be {players} whole numbers")
    return dealer, stocks


def clone(state: RoyalState) -> RoyalState:
    """An independent copy (finished deal logs are shared: they never change)."""
    new = RoyalState.__new__(RoyalState)
    new.n = state.n
    new.end_early = state.end_early
    new.matchsticks = state.matchsticks
    new.deck = state.deck
    new.hand_size = state.hand_size
    new.next_seat = state.next_seat
    new.deal = state.deal
    new.dealer = state.dealer
    new.first_dealer = state.first_dealer
    new.phase = state.phase
    new.turn = state.turn
    new.hands = state.hands.copy()
    new.leader = state.leader
    new.trick = state.trick.copy()
    new.lead_mask = state.lead_mask
    new.tricks_played = state.tricks_played
    new.taken = state.taken.copy()
    new.trick_counts = state.trick_counts.copy()
    new.pen = state.pen.copy()
    new.pen_left = state.pen_left
    new.played = state.played
    new.voids = state.voids.copy()
    new.absent = state.absent.copy()
    new.frontier = state.frontier
    new.places = state.places.copy()
    new.active = state.active
    new.scores = state.scores.copy()
    new.totals = state.totals.copy()
    new.stocks = state.stocks.copy() if state.stocks is not None else None
    new.start_stocks = state.start_stocks
    new.bank = state.bank
    logs = new.logs = state.logs.copy()
    if logs:
        logs[-1] = logs[-1].copy()
    return new


def carry(state: RoyalState) -> RoyalCarry:
    """What the next game of the session needs: the next dealer and the stocks."""
    if state.phase != OVER:
        raise ValueError("the game is not over yet")
    stocks = tuple(state.stocks) if state.stocks is not None else None
    return RoyalCarry(state.dealer, stocks)


def winners(totals: list[int] | tuple[int, ...]) -> tuple[int, ...]:
    best = max(totals)
    return tuple(s for s, t in enumerate(totals) if t == best)
