"""What lies where on the Royal table, as one seat sees it: pure Python, no Qt.

A board is built from an observation (`from_observation`) and advanced by the core's
events (`advance`); the two always agree (tests/royal_board), so the table never keeps
a mirror of its own that could drift. The scene matches card items to the board's
places and animates the difference. Nothing here decides a rule: hand sizes, places
and winners are the core's.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import Any

from core.royal.cards import CARD_INDEX, CONTRACTS, RANKS, hand_size
from core.royal.moves import (
    CardLaid,
    CardPlayed,
    DealScored,
    DealStarted,
    GameOver,
    HandLaidOut,
    MatchesPaid,
    MatchesTaken,
    PlaceTaken,
    RowOpened,
    TrickTaken,
)
from core.royal.state import PLACE_POINTS, winners

Trick = tuple[int, int, tuple[str, ...]]  # leader, winner, cards in play order


def in_order(cards: Iterable[str]) -> tuple[str, ...]:
    """Cards in the table's order (as the hand is fanned)."""
    return tuple(sorted(cards, key=CARD_INDEX.__getitem__))


def row_cards(rows: Iterable[tuple[str, str] | None]) -> frozenset[str]:
    """The cards lying in the domino rows, each row given as (lowest, highest)."""
    laid: set[str] = set()
    for row in rows:
        if row is not None:
            suit = row[0][-1]
            low, high = RANKS.index(row[0][:-1]), RANKS.index(row[1][:-1])
            laid.update(rank + suit for rank in RANKS[low:high + 1])
    return frozenset(laid)


@dataclass
class RoyalBoard:
    seat: int  # whose view: its own cards are known
    players: int
    deal: int  # 1..6
    contract: str
    phase: str  # "deal" (between deals), "tricks", "domino", "over"
    dealer: int
    hand: tuple[str, ...]  # the seat's cards, in the table's order (empty: not shown)
    counts: list[int]  # cards held, per seat
    trick: list[tuple[int, str]]  # (seat, card) in play order
    # The last trick of the deal, reviewable until the next deal starts; between deals
    # the observation no longer has it, so a board built then is given it.
    last_trick: Trick | None
    tricks_taken: list[int]  # this deal, per seat
    penalties: list[int]  # this deal, per seat (<= 0)
    laid: frozenset[str]  # the cards in the domino rows
    # seat: (place, points) in the domino deal (once over: its final places, the core's)
    places: dict[int, tuple[int, int]]
    deal_scores: list[tuple[int, ...]]
    totals: list[int]
    stocks: list[int] | None  # matchsticks (None: the option is off)
    bank: int
    winners: tuple[int, ...] = field(default=())  # once the game is over

    @classmethod
    def from_observation(cls, obs: Any, last_trick: Trick | None = None) -> RoyalBoard:
        n = obs.players
        if obs.phase == "tricks" and obs.tricks:
            last = obs.tricks[-1]
            last_trick = (last.leader, last.winner, tuple(last.cards))
        elif obs.phase != "deal":
            last_trick = None
        return cls(
            seat=obs.seat, players=n, deal=obs.deal, contract=obs.contract,
            phase=obs.phase, dealer=obs.dealer, hand=in_order(obs.hand),
            counts=list(obs.cards_left),
            trick=[((obs.trick_leader + i) % n, card) for i, card in enumerate(obs.trick)],
            last_trick=last_trick, tricks_taken=list(obs.tricks_taken),
            penalties=list(obs.penalties),
            laid=row_cards(obs.rows) if obs.phase == "domino" else frozenset(),
            places=_places(obs.final_places if obs.is_over else obs.places, n),
            deal_scores=[tuple(s) for s in obs.deal_scores], totals=list(obs.totals),
            stocks=list(obs.stocks) if obs.stocks is not None else None, bank=obs.bank,
            winners=winners(obs.totals) if obs.is_over else (),
        )

    def copy(self) -> RoyalBoard:
        return replace(self, counts=list(self.counts), trick=list(self.trick),
                       tricks_taken=list(self.tricks_taken), penalties=list(self.penalties),
                       places=dict(self.places), deal_scores=list(self.deal_scores),
                       totals=list(self.totals),
                       stocks=list(self.stocks) if self.stocks is not None else None)

    def shown_deal(self) -> tuple[int, str]:
        """The deal the table is about, and its contract: between deals the one just
        scored (its score table is up; the board already names the next deal)."""
        if self.phase == "deal" and self.deal_scores:
            done = len(self.deal_scores)
            return done, CONTRACTS[done - 1]
        return self.deal, self.contract

    # ---- the core's events ---------------------------------------------------------------

    def advance(self, events: Iterable[object], after: Any) -> None:
        """Apply a batch of the core's events. `after` is the seat's observation after
        them, read only for what no event says: the seat's new hand when one is dealt
        (a chance draw seen by that seat alone; empty while nobody views it), who
        deals next once a deal is scored and the final places once the game is over."""
        for event in events:
            handler = _HANDLERS.get(type(event))
            if handler is not None:
                handler(self, event, after)

    def _deal_started(self, ev: DealStarted, after: Any) -> None:
        n = self.players
        self.deal, self.contract, self.dealer = ev.deal, ev.contract, ev.dealer
        self.phase = "domino" if ev.contract == "domino" else "tricks"
        self.hand = in_order(after.hand)
        self.counts = [hand_size(n)] * n
        self._clear_deal()
        self.last_trick = None

    def _clear_deal(self) -> None:
        n = self.players
        self.trick = []
        self.tricks_taken, self.penalties = [0] * n, [0] * n
        self.laid = frozenset()
        self.places = {}

    def _take_card(self, seat: int, card: str) -> None:
        self.counts[seat] = max(0, self.counts[seat] - 1)
        if seat == self.seat:
            self.hand = tuple(c for c in self.hand if c != card)

    def _card_played(self, ev: CardPlayed, after: Any) -> None:
        self._take_card(ev.seat, ev.card)
        self.trick.append((ev.seat, ev.card))

    def _trick_taken(self, ev: TrickTaken, after: Any) -> None:
        self.trick = []
        self.last_trick = (ev.leader, ev.winner, tuple(ev.cards))
        self.tricks_taken[ev.winner] += 1
        self.penalties[ev.winner] += ev.penalty

    def _card_laid(self, ev: CardLaid | RowOpened, after: Any) -> None:
        self._take_card(ev.seat, ev.card)
        self.laid = self.laid | {ev.card}

    def _hand_laid_out(self, ev: HandLaidOut, after: Any) -> None:
        for card in ev.cards:
            self._take_card(ev.seat, card)
        self.laid = self.laid | set(ev.cards)

    def _place_taken(self, ev: PlaceTaken, after: Any) -> None:
        self.places[ev.seat] = (ev.place, ev.points)

    def _deal_scored(self, ev: DealScored, after: Any) -> None:
        self.deal_scores.append(tuple(ev.scores))
        self.totals = [t + s for t, s in zip(self.totals, ev.scores, strict=True)]
        self._clear_deal()
        self.counts = [0] * self.players
        self.hand = ()
        self.phase = "deal"
        self.dealer = after.dealer
        if ev.deal < 6:
            self.deal = ev.deal + 1
            self.contract = CONTRACTS[ev.deal]

    def _matches(self, ev: MatchesPaid | MatchesTaken, after: Any) -> None:
        self.stocks, self.bank = list(ev.stocks), ev.bank

    def _game_over(self, ev: GameOver, after: Any) -> None:
        self.phase = "over"
        self.winners = tuple(ev.winners)
        self.places = _places(after.final_places, self.players)


def _places(seats: Iterable[int], players: int) -> dict[int, tuple[int, int]]:
    """seat: (place, points) for `seats` in the order they went out."""
    return {seat: (i + 1, points)
            for i, (seat, points) in enumerate(zip(seats, PLACE_POINTS[players], strict=False))}


_HANDLERS: dict[type, Any] = {
    DealStarted: RoyalBoard._deal_started,
    CardPlayed: RoyalBoard._card_played,
    TrickTaken: RoyalBoard._trick_taken,
    RowOpened: RoyalBoard._card_laid,
    CardLaid: RoyalBoard._card_laid,
    HandLaidOut: RoyalBoard._hand_laid_out,
    PlaceTaken: RoyalBoard._place_taken,
    DealScored: RoyalBoard._deal_scored,
    MatchesPaid: RoyalBoard._matches,
    MatchesTaken: RoyalBoard._matches,
    GameOver: RoyalBoard._game_over,
}
