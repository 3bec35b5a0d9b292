"""What the history stores about each seat of a finished game, derived by replaying its
record through the rules (core.records.load_record): score, win, and each game's own
figures (Nines: rounds led, ties won; Royal: the result of each contract, domino place;
Tien Gow: tricks led, tricks won, the banker).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from core.errors import RecordError
from core.records import load_record, undo_count
from core.royal.cards import CONTRACTS
from core.royal.contracts import DOMINO_DEAL

CONTRACT_COUNT = len(CONTRACTS)  # Royal: five penalty deals, then the domino


@dataclass(frozen=True)
class SeatFigures:
    seat: int
    name: str
    kind: str
    score: int
    won: bool
    shared: bool  # won together with another seat
    rounds_led: int | None = None  # Nines; Tien Gow: the tricks the seat led
    ties_won: int | None = None  # Nines: roll-offs for a round won
    contracts: tuple[int | None, ...] = (None,) * CONTRACT_COUNT  # Royal, per deal
    domino_place: int | None = None  # Royal: 1 = went out first
    tricks: int | None = None  # Tien Gow: tricks won, a trick of n tiles counting n (R16)
    banker: int | None = None  # Tien Gow: 1 for the game's banker, 0 for the others

    @property
    def human(self) -> bool:
        return self.kind == "human"


@dataclass(frozen=True)
class GameFigures:
    game: str
    players: list[dict[str, str]]
    level: str  # the computer opponents' level: one level, "mixed" or "none" (hot-seat)
    seats: list[SeatFigures]
    undos: int = 0  # times the human took moves back (core.undo)

    @property
    def winners(self) -> list[int]:
        return [s.seat for s in self.seats if s.won]


def opponent_level(kinds: list[str]) -> str:
    levels = {kind.partition(":")[2] or "random" for kind in kinds if kind != "human"}
    if not levels:
        return "none"
    return levels.pop() if len(levels) == 1 else "mixed"


def derive(record: Mapping[str, Any]) -> GameFigures:
    """The figures of a finished game's record; RecordError when it is not one."""
    rules, state = load_record(record)
    if not rules.is_over(state):
        raise RecordError("only a finished game goes into the history")
    players = [{"name": p["name"], "kind": p["kind"]} for p in record["players"]]
    scores = list(rules.scores(state))
    best = max(scores)
    shared = scores.count(best) > 1
    extra = {"nines": _nines, "royal": _royal, "tiengow": _tiengow}[rules.name](
        state, len(scores))
    seats = [
        SeatFigures(seat, p["name"], p["kind"], scores[seat], scores[seat] == best,
                    shared and scores[seat] == best, **extra[seat])
        for seat, p in enumerate(players)
    ]
    return GameFigures(rules.name, players, opponent_level([p["kind"] for p in players]),
                       seats, undo_count(record))


def _nines(state: Any, n: int) -> list[dict[str, Any]]:
    led = [0] * n
    ties = [0] * n
    for rnd in state.rounds:
        led[rnd.leader] += 1
        if rnd.tie_rolls and rnd.winner is not None:
            ties[rnd.winner] += 1
    return [{"rounds_led": led[s], "ties_won": ties[s]} for s in range(n)]


def _tiengow(state: Any, n: int) -> list[dict[str, Any]]:
    led = [0] * n
    for trick in state.tricks:
        led[trick.leader] += 1
    return [{"rounds_led": led[s], "tricks": state.won[s], "banker": int(s == state.banker)}
            for s in range(n)]


def _royal(state: Any, n: int) -> list[dict[str, Any]]:
    contracts: list[list[int | None]] = [[None] * CONTRACT_COUNT for _ in range(n)]
    places: list[int | None] = [None] * n
    for log in state.logs:
        if log.scores is None:
            continue
        for seat in range(n):
            contracts[seat][log.contract] = log.scores[seat]
        if log.contract == DOMINO_DEAL:
            order = list(log.places)
            places = [order.index(s) + 1 if s in order else len(order) + 1
                      for s in range(n)]
    return [{"contracts": tuple(contracts[s]), "domino_place": places[s]}
            for s in range(n)]
