"""Nines on the wire (`core.net.codec`): the observation, the events as a seat may see
them, the moves, and the public part of a record.

The one secret an event carries is `ColumnsTaken.tiles`, the faces a seat took from the
wall: any other seat gets `()`, as it sees the columns go into a hand face down.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from core.nines.moves import (
    ENDS,
    ColumnsTaken,
    DiceRolled,
    Follow,
    GameOver,
    Lead,
    RoundTied,
    RoundWon,
    StackWon,
    Take,
    TileLaid,
    TilesLed,
)
from core.nines.observation import Observation, RoundView
from core.nines.state import COLUMNS, HEIGHT, NOBODY, PHASE_NAMES, PLAYERS
from core.nines.tiles import FACES

from .codec_seats import copied, own_hand, played_by
from .codec_shapes import (
    Bool,
    Choice,
    CodecError,
    Fixed,
    GameCodec,
    Int,
    Maybe,
    Record,
    Seq,
    Shape,
    Tagged,
    ignore_null_move_field,
)

HAND = COLUMNS * HEIGHT // PLAYERS  # 8 tiles a seat
MAX_LEAD = 4  # tiles led, so stacks in a round
ROUNDS = HAND  # every round takes at least one tile of each seat
STACKS = HAND  # 32 tiles, 4 to a finished stack
ROLL_OFFS = 100  # a roll-off repeats while seats tie: a hundred ties never happen
MAX_GAMES = 2**31

SEAT = Int(0, PLAYERS - 1)
TILE = Choice(FACES, "a tile")
TILES = Seq(TILE, 1, MAX_LEAD)
HAND_TILES = Seq(TILE, 0, HAND)
END = Choice(ENDS, "an end of the wall")
DICE = Fixed(Int(1, 6), Int(1, 6))
ROLL = Fixed(SEAT, DICE)
PER_SEAT_STACKS = Seq(Int(0, MAX_LEAD), PLAYERS, PLAYERS)
POINTS = Seq(Int(0, STACKS), PLAYERS, PLAYERS)


def _check_round(rnd: RoundView, where: str) -> None:
    """A stack for each tile of every play, a seat on top of each (the board zips them)."""
    k = len(rnd.stacks)
    if len(rnd.tops) != k or any(len(tiles) != k for _, tiles in rnd.plays):
        raise CodecError("size", f"{where}: plays, stacks and tops of different lengths")


ROUND = Record(RoundView, {
    "leader": SEAT,
    "plays": Seq(Fixed(SEAT, TILES), 0, PLAYERS),
    "stacks": Seq(Seq(TILE, 1, PLAYERS), 0, MAX_LEAD),
    "tops": Seq(SEAT, 0, MAX_LEAD),
    "tie_rolls": Seq(Seq(ROLL, 1, PLAYERS), 0, ROLL_OFFS),
    "won": Maybe(PER_SEAT_STACKS),
    "winner": Maybe(SEAT),
}, _check_round)

OBSERVATION = Record(Observation, {
    "seat": SEAT,
    "game_number": Int(1, MAX_GAMES),
    "roll": Maybe(ROLL),
    "opener": SEAT,
    "phase": Choice(PHASE_NAMES, "a phase"),
    "to_move": Int(NOBODY, PLAYERS - 1),
    "hand": HAND_TILES,
    "taken": HAND_TILES,
    "hand_sizes": Seq(Int(0, HAND), PLAYERS, PLAYERS),
    "wall_columns": Seq(Int(0, COLUMNS - 1), 0, COLUMNS),
    "takes": Seq(Fixed(SEAT, END), 0, COLUMNS // 2),
    "rounds": Seq(ROUND, 0, ROUNDS),
    "current": Maybe(ROUND),
    "tied": Seq(SEAT, 0, PLAYERS),
    "scores": POINTS,
    "players": Int(PLAYERS, PLAYERS),
})


def _check_take(ev: ColumnsTaken, where: str) -> None:
    if len(ev.tiles) not in (0, 2 * HEIGHT):
        raise CodecError("size", f"{where}.tiles: a take is {2 * HEIGHT} tiles, or none "
                                 "when hidden")


_Check = Callable[[Any, str], None] | None
_EVENT_FIELDS: tuple[tuple[type, dict[str, Shape[Any]], _Check], ...] = (
    (DiceRolled, {"seat": SEAT, "dice": DICE,
                  "purpose": Choice(("opening", "tie"), "a purpose")}, None),
    (ColumnsTaken, {"seat": SEAT, "end": END,
                    "columns": Fixed(Int(0, COLUMNS - 1), Int(0, COLUMNS - 1)),
                    "tiles": Seq(TILE, 0, 2 * HEIGHT)}, _check_take),
    (TilesLed, {"seat": SEAT, "tiles": TILES}, None),
    (TileLaid, {"seat": SEAT, "stack": Int(0, MAX_LEAD - 1), "tile": TILE,
                "on_top": Bool()}, None),
    (StackWon, {"stack": Int(0, MAX_LEAD - 1), "seat": SEAT,
                "tiles": Seq(TILE, 1, PLAYERS)}, None),
    (RoundTied, {"seats": Seq(SEAT, 1, PLAYERS), "stacks": Seq(Int(0, MAX_LEAD), 0, PLAYERS)},
     None),
    (RoundWon, {"leader": SEAT, "stacks": Seq(Int(0, MAX_LEAD), 0, PLAYERS)}, None),
    (GameOver, {"points": POINTS}, None),
)
EVENTS = Tagged({cls.__name__: Record(cls, fields, check)
                 for cls, fields, check in _EVENT_FIELDS})

MOVES = Tagged({
    "take": Record(Take, {"end": END}),
    "lead": Record(Lead, {"tiles": TILES}),
    "follow": Record(Follow, {"tiles": TILES}),
}, ignore_null_move_field)


def redact(ev: Any, seat: int) -> Any:
    """`ev` as `seat` may see it: another seat's take without its faces."""
    if type(ev) is ColumnsTaken and ev.seat != seat:
        return ev._replace(tiles=())
    return ev


def public(record: Mapping[str, Any], seat: int) -> dict[str, Any]:
    """The Nines fields of `seat`'s public record: everything but the wall and the other
    seats' hands (the tiles each took; their plays are public)."""
    out = copied(record, ("game_number", "roll", "opener", "takes", "rounds", "points"))
    out["hands"] = own_hand(record.get("hands"), seat)
    return out


CODEC = GameCodec(observation=OBSERVATION, events=EVENTS, moves=MOVES, max_seats=PLAYERS,
                  redact=redact, check_players=played_by("nines", PLAYERS), public=public)
