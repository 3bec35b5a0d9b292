"""Moves and events of Královské domino: small frozen values carrying card names.

Every move names its `seat` (CHANCE for the deal). The rules hand out shared instances of
the one-card moves and events (they are immutable), so a move may be compared by value
or by identity alike.
"""

from __future__ import annotations

from dataclasses import dataclass

from core.rules import CHANCE

from .cards import CARDS

# --- moves ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DealCards:
    """The chance move that starts a deal: `hands[seat]` is the cards dealt to `seat`."""

    hands: tuple[tuple[str, ...], ...]
    seat: int = CHANCE


@dataclass(frozen=True, slots=True)
class PlayCard:
    """Deals 1-5: play `card` to the current trick."""

    seat: int
    card: str


@dataclass(frozen=True, slots=True)
class LayCard:
    """Deal 6: lay one card (a ten opens its row; any other card goes on a row's end)."""

    seat: int
    card: str


@dataclass(frozen=True, slots=True)
class LayOutAll:
    """Deal 6: lay the whole hand at once, `cards` in an order where each is legal when
    laid. Offered only for two or more cards: a last single card is a `LayCard`."""

    seat: int
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Pass:
    """Deal 6: pass, allowed only when nothing can be laid."""

    seat: int


Move = DealCards | PlayCard | LayCard | LayOutAll | Pass

# --- events --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DealStarted:
    deal: int  # 1..6
    contract: str
    dealer: int
    first: int  # the seat to move first


@dataclass(frozen=True, slots=True)
class CardPlayed:
    seat: int
    card: str


@dataclass(frozen=True, slots=True)
class TrickTaken:
    winner: int
    leader: int
    cards: tuple[str, ...]  # in play order, the leader's first
    penalty: int  # penalty points of this trick for the winner, <= 0


@dataclass(frozen=True, slots=True)
class DealEndedEarly:
    """Deals 2-4 with the end-early option: every penalty card has been taken."""

    deal: int
    tricks_left: int


@dataclass(frozen=True, slots=True)
class RowOpened:
    seat: int
    card: str  # a ten


@dataclass(frozen=True, slots=True)
class CardLaid:
    seat: int
    card: str
    end: str  # "low" (below the ten) or "high" (above it)


@dataclass(frozen=True, slots=True)
class HandLaidOut:
    seat: int
    cards: tuple[str, ...]  # in the order laid


@dataclass(frozen=True, slots=True)
class Passed:
    seat: int


@dataclass(frozen=True, slots=True)
class PlaceTaken:
    seat: int
    place: int  # 1 = first out
    points: int


@dataclass(frozen=True, slots=True)
class DealScored:
    deal: int
    contract: str
    scores: tuple[int, ...]  # per seat: penalties (<= 0) in deals 1-5, plus points in 6


@dataclass(frozen=True, slots=True)
class MatchesPaid:
    """After deals 1-5: each seat paid `amounts[seat]` matches into the bank."""

    amounts: tuple[int, ...]
    stocks: tuple[int, ...]
    bank: int


@dataclass(frozen=True, slots=True)
class MatchesTaken:
    """After deal 6: each seat took `amounts[seat]` matches from the bank."""

    amounts: tuple[int, ...]
    stocks: tuple[int, ...]
    bank: int


@dataclass(frozen=True, slots=True)
class GameOver:
    totals: tuple[int, ...]
    winners: tuple[int, ...]  # every seat with the highest total (a tie is a shared win)


Event = (DealStarted | CardPlayed | TrickTaken | DealEndedEarly | RowOpened | CardLaid
         | HandLaidOut | Passed | PlaceTaken | DealScored | MatchesPaid | MatchesTaken
         | GameOver)

# Shared instances for the hot path, indexed [seat][card index].
MAX_SEATS = 6
PLAY = tuple(tuple(PlayCard(s, c) for c in CARDS) for s in range(MAX_SEATS))
LAY = tuple(tuple(LayCard(s, c) for c in CARDS) for s in range(MAX_SEATS))
PASS = tuple(Pass(s) for s in range(MAX_SEATS))
PLAYED = tuple(tuple(CardPlayed(s, c) for c in CARDS) for s in range(MAX_SEATS))
PASSED = tuple(Passed(s) for s in range(MAX_SEATS))
LAID = tuple(
    tuple(RowOpened(s, c) if c.startswith("10") else
          CardLaid(s, c, "low" if c[0] in "6789" else "high") for c in CARDS)
    for s in range(MAX_SEATS))
