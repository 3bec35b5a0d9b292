"""Královské domino on the wire (`core.net.codec`): the observation (its card masks as
lists of card names, its frozensets as sorted lists), the events, the moves, and the
public part of a record.

No event of Royal carries a secret: a deal starts without its hands (each seat's own
arrives in its observation), and every card an event names is played or laid face up.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from core.royal.cards import ALL_CARDS, CARD_INDEX, CARDS, CONTRACTS, SUITS, TENS, cards_of
from core.royal.moves import (
    MAX_SEATS,
    CardLaid,
    CardPlayed,
    DealEndedEarly,
    DealScored,
    DealStarted,
    GameOver,
    HandLaidOut,
    LayCard,
    LayOutAll,
    MatchesPaid,
    MatchesTaken,
    Pass,
    Passed,
    PlaceTaken,
    PlayCard,
    RowOpened,
    TrickTaken,
)
from core.royal.observe import PHASE_NAMES, RoyalObservation, TrickView, TurnView
from core.royal.state import NOBODY, PLACE_POINTS

from .codec_seats import copied, own_hand, public_event
from .codec_shapes import (
    Bool,
    Choice,
    CodecError,
    Fixed,
    GameCodec,
    Int,
    Json,
    Maybe,
    Record,
    Seq,
    Shape,
    Tagged,
    ignore_null_move_field,
    read_list,
    show,
)

MIN_SEATS = 3
HAND = len(CARDS) // MIN_SEATS  # 12 cards, with three players
DEALS = len(CONTRACTS)
TURNS = 512  # domino turns of a deal: every round of turns lays a card, 36 rounds at most
PENALTY = 65  # all the penalty points of a game (core.royal.contracts.deal_total)
BEST = 30  # the most points of a deal (first place in the domino)
STOCK = 2**53  # matchsticks: the option's stock and the debts and gains of any session

SEAT = Int(0, MAX_SEATS - 1)
CARD = Choice(CARDS, "a card")
CARDS_OF_HAND = Seq(CARD, 0, HAND)
SCORE = Int(-PENALTY, BEST)
STICKS = Int(-STOCK, STOCK)


def _per_seat(shape: Shape[Any]) -> Seq[Any]:
    return Seq(shape, MIN_SEATS, MAX_SEATS)


class Mask(Shape[int]):
    """A card bitmask as the list of its card names (lowest index first)."""

    def encode(self, value: int) -> Json:
        names: list[Json] = [*cards_of(value & ALL_CARDS)]
        return names

    def decode(self, data: object, where: str) -> int:
        mask = 0
        for i, card in enumerate(read_list(data, 0, len(CARDS), where)):
            bit = 1 << CARD_INDEX[CARD.decode(card, f"{where}[{i}]")]
            if mask & bit:
                raise CodecError("duplicate", f"{where}: {show(card)} is listed twice")
            mask |= bit
        return mask


class Suits(Shape[frozenset[str]]):
    """A set of suit letters as a sorted list."""

    def encode(self, value: frozenset[str]) -> Json:
        suits: list[Json] = [*sorted(value)]
        return suits

    def decode(self, data: object, where: str) -> frozenset[str]:
        items = read_list(data, 0, len(SUITS), where)
        suits = frozenset(SUIT.decode(s, f"{where}[{i}]") for i, s in enumerate(items))
        if len(suits) != len(items):
            raise CodecError("duplicate", f"{where}: a suit is listed twice")
        return suits


SUIT = Choice(SUITS, "a suit")
MASK = Mask()


def _check_observation(obs: RoyalObservation, where: str) -> None:
    """Refuse an observation that names seats or lists per-seat values the table has not."""
    n = obs.players
    rows = (obs.cards_left, obs.tricks_taken, obs.taken_masks, obs.penalties, obs.voids,
            obs.absent_masks, obs.totals, *obs.deal_scores,
            *(() if obs.stocks is None else (obs.stocks,)))
    if any(len(row) != n for row in rows) or any(len(t.cards) != n for t in obs.tricks):
        raise CodecError("size", f"{where}: a list per seat that has not {n} items")
    seats = (obs.seat, obs.dealer, obs.trick_leader, obs.to_move, *obs.places,
             *obs.final_places, *(t.seat for t in obs.turns),
             *(s for t in obs.tricks for s in (t.leader, t.winner)))
    if any(seat >= n for seat in seats):
        raise CodecError("range", f"{where}: a seat beyond the {n} of the table")


OBSERVATION = Record(RoyalObservation, {
    "seat": SEAT,
    "players": Int(MIN_SEATS, MAX_SEATS),
    "end_early": Bool(),
    "matchsticks": Int(0, STOCK),
    "deal": Int(1, DEALS),
    "contract": Choice(CONTRACTS, "a contract"),
    "phase": Choice(PHASE_NAMES.values(), "a phase"),
    "dealer": SEAT,
    "to_move": Int(NOBODY, MAX_SEATS - 1),
    "hand": CARDS_OF_HAND,
    "hand_mask": MASK,
    "cards_left": _per_seat(Int(0, HAND)),
    "trick_leader": SEAT,
    "trick": Seq(CARD, 0, MAX_SEATS),
    "lead_mask": MASK,
    "tricks": Seq(Record(TrickView, {
        "leader": SEAT, "cards": Seq(CARD, MIN_SEATS, MAX_SEATS), "winner": SEAT,
        "penalty": Int(-PENALTY, 0)}), 0, HAND),
    "tricks_taken": _per_seat(Int(0, HAND)),
    "taken_masks": _per_seat(MASK),
    "penalties": _per_seat(Int(-PENALTY, 0)),
    "penalty_cards_left": MASK,
    "voids": _per_seat(Suits()),
    "rows": Fixed(*[Maybe(Fixed(CARD, CARD))] * len(SUITS)),
    "frontier_mask": MASK,
    "turns": Seq(Record(TurnView, {"seat": SEAT, "cards": CARDS_OF_HAND, "all": Bool()}),
                 0, TURNS),
    "places": Seq(SEAT, 0, MAX_SEATS),
    "final_places": Seq(SEAT, 0, MAX_SEATS),
    "played_mask": MASK,
    "unseen_mask": MASK,
    "absent_masks": _per_seat(MASK),
    "deal_scores": Seq(_per_seat(SCORE), 0, DEALS),
    "totals": _per_seat(SCORE),
    "stocks": Maybe(_per_seat(STICKS)),
    "bank": STICKS,
    "is_over": Bool(),
}, _check_observation)

DEAL = Int(1, DEALS)
MATCHES: dict[str, Shape[Any]] = {
    "amounts": _per_seat(Int(-PENALTY, PENALTY)), "stocks": _per_seat(STICKS), "bank": STICKS}

_EVENT_FIELDS: tuple[tuple[type, dict[str, Shape[Any]]], ...] = (
    (DealStarted, {"deal": DEAL, "contract": Choice(CONTRACTS, "a contract"), "dealer": SEAT,
                   "first": SEAT}),
    (CardPlayed, {"seat": SEAT, "card": CARD}),
    (TrickTaken, {"winner": SEAT, "leader": SEAT, "cards": Seq(CARD, MIN_SEATS, MAX_SEATS),
                  "penalty": Int(-PENALTY, 0)}),
    (DealEndedEarly, {"deal": DEAL, "tricks_left": Int(1, HAND)}),
    (RowOpened, {"seat": SEAT, "card": Choice(cards_of(TENS), "a ten")}),
    (CardLaid, {"seat": SEAT, "card": CARD, "end": Choice(("low", "high"), "a row's end")}),
    (HandLaidOut, {"seat": SEAT, "cards": Seq(CARD, 2, HAND)}),
    (Passed, {"seat": SEAT}),
    (PlaceTaken, {"seat": SEAT, "place": Int(1, MAX_SEATS), "points": Int(0, BEST)}),
    (DealScored, {"deal": DEAL, "contract": Choice(CONTRACTS, "a contract"),
                  "scores": _per_seat(SCORE)}),
    (MatchesPaid, MATCHES),
    (MatchesTaken, MATCHES),
    (GameOver, {"totals": _per_seat(SCORE), "winners": Seq(SEAT, 1, MAX_SEATS)}),
)
EVENTS = Tagged({cls.__name__: Record(cls, fields) for cls, fields in _EVENT_FIELDS})

MOVES = Tagged({
    "play": Record(PlayCard, {"card": CARD}),
    "lay": Record(LayCard, {"card": CARD}),
    "lay_all": Record(LayOutAll, {"cards": Seq(CARD, 2, HAND)}),
    "pass": Record(Pass, {}),
}, ignore_null_move_field)

_SEAT_FIELDS = ("seat", "leader", "winner", "dealer", "first")
_PER_SEAT_FIELDS = ("scores", "amounts", "stocks", "totals")


def check_players(events: list[Any], players: int) -> None:
    """Refuse events that name a seat, or list values per seat, beyond `players`."""
    if not MIN_SEATS <= players <= MAX_SEATS:
        raise CodecError("range", f"royal is played by 3 to 6, not {players}")
    for i, ev in enumerate(events):
        seats = [getattr(ev, f) for f in _SEAT_FIELDS if hasattr(ev, f)]
        seats += getattr(ev, "winners", ())
        rows = [getattr(ev, f) for f in _PER_SEAT_FIELDS if hasattr(ev, f)]
        if type(ev) is TrickTaken:
            rows.append(ev.cards)
        if any(seat >= players for seat in seats):
            raise CodecError("range", f"events[{i}]: a seat beyond the {players} of the table")
        if any(len(row) != players for row in rows):
            raise CodecError("size", f"events[{i}]: a list per seat without {players} items")
        if type(ev) is PlaceTaken and (ev.place > players
                                       or ev.points != PLACE_POINTS[players][ev.place - 1]):
            raise CodecError("range", f"events[{i}]: no place {ev.place} with {ev.points} "
                                      f"points at a table of {players}")


_DEAL_KEYS = ("contract", "dealer", "tricks", "penalties", "turns", "places", "points")


def public(record: Mapping[str, Any], seat: int) -> dict[str, Any]:
    """The Royal fields of `seat`'s public record: per deal its own hand (the others'
    null), and everything played face up and scored."""
    out = copied(record, ("first_dealer", "totals", "matchsticks"))
    deals = []
    for deal in record.get("deals") or []:
        view = copied(deal, _DEAL_KEYS)
        view["hands"] = own_hand(deal.get("hands"), seat)
        deals.append(view)
    out["deals"] = deals
    return out


# Every Royal event is public.
CODEC = GameCodec(observation=OBSERVATION, events=EVENTS, moves=MOVES, max_seats=MAX_SEATS,
                  redact=public_event, check_players=check_players, public=public)
