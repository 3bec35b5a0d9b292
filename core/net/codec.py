"""The core's objects on the wire (docs/protocol.md): what a host sends each client as
plain JSON (dicts with str keys, lists, str, int, bool, None), and the same objects
rebuilt on the client, so that its tables draw them as they draw a local game.

- an observation: `encode_observation` / `decode_observation` (exactly the same object
  back; tiles and cards by their record names, Royal's card masks as lists of names);
- the events of one move as one seat may see them: `encode_events` / `decode_events`
  (another seat's taken tiles in Nines become `()`; Tien Gow's face-down discards are
  events without tiles for every seat);
- a move: `encode_move` / `decode_move` (`{"kind": "take", "end": "left"}`; the seat
  travels beside it); chance moves are never sent;
- `public_record`: the record a client may keep.

Every decode function reads untrusted data (a hostile host or peer) and refuses anything
it would not have written with a `CodecError`, never another exception.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from copy import deepcopy
from typing import Any

from core.nines.observation import Observation
from core.royal.observe import RoyalObservation
from core.rules import CHANCE
from core.tiengow.observation import Observation as TienGowObservation

from . import codec_nines, codec_royal, codec_tiengow
from .codec_shapes import CODES, CodecError, GameCodec, read_list, show

__all__ = [
    "CODES", "MAX_EVENTS", "CodecError", "decode_events", "decode_move", "decode_observation",
    "encode_events", "encode_move", "encode_observation", "public_record",
]

MAX_EVENTS = 64  # the events of one move (docs/protocol.md: an `events` message)
_CODECS: dict[str, GameCodec] = {"nines": codec_nines.CODEC, "royal": codec_royal.CODEC,
                                 "tiengow": codec_tiengow.CODEC}
_COMMON = ("format", "version", "game", "players", "options", "finished")
AnyObservation = Observation | RoyalObservation | TienGowObservation
NOBODY_VIEW = -1
"""The seat of nobody's view (a spectator): sees what every seat sees, nothing more."""


def _codec(game: object) -> GameCodec:
    codec = _CODECS.get(game) if type(game) is str else None
    if codec is None:
        raise CodecError("game", f"unknown game {show(game)}")
    return codec


def encode_observation(game: str, obs: AnyObservation) -> dict[str, Any]:
    """A seat's observation (or a redacted one) as JSON."""
    return _codec(game).observation.encode(obs)


def decode_observation(game: str, data: object) -> AnyObservation:
    """The observation `data` stands for, equal to the one encoded."""
    obs: AnyObservation = _codec(game).observation.decode(data, "observation")
    return obs


def encode_events(game: str, events: Sequence[object], seat: int) -> list[dict[str, Any]]:
    """The events of one move as `seat` may see them (NOBODY_VIEW: what every seat may)."""
    codec = _codec(game)
    if type(seat) is not int or not NOBODY_VIEW <= seat < codec.max_seats:
        raise CodecError("range", f"no seat {show(seat)}")
    return [codec.events.encode(codec.redact(ev, seat)) for ev in events]


def decode_events(game: str, data: object, players: int | None = None) -> list[Any]:
    """The core's events from their JSON; with `players`, also refuse a seat (or a list
    per seat) beyond the table's."""
    codec = _codec(game)
    items = read_list(data, 0, MAX_EVENTS, "events")
    events = [codec.events.decode(item, f"events[{i}]") for i, item in enumerate(items)]
    if players is not None:
        codec.check_players(events, players)
    return events


def encode_move(game: str, move: object) -> dict[str, Any]:
    """A seat's move as a client sends it (without the seat); a chance move is refused."""
    codec = _codec(game)
    if getattr(move, "seat", None) == CHANCE:
        raise CodecError("chance", "a chance move is never sent")
    return codec.moves.encode(move)


def decode_move(game: str, data: object, seat: int) -> Any:
    """The move `data` stands for, made by `seat`."""
    codec = _codec(game)
    if type(seat) is not int or not 0 <= seat < codec.max_seats:
        raise CodecError("range", f"no seat {show(seat)}")
    return codec.moves.decode(data, "move", seat=seat)


def public_record(record: Mapping[str, Any], seat: int) -> dict[str, Any]:
    """The record `seat` may keep (docs/protocol.md "Privacy"): the common fields (never
    the seed), `"public": {"seat": seat}`, and of each game or deal only what the seat
    saw: its own hand, the other hands null, what was played face up, the scores. A view,
    not a replayable record. `seat` NOBODY_VIEW keeps no hand."""
    codec = _codec(record.get("game"))
    players = record.get("players")
    count = len(players) if isinstance(players, list) else codec.max_seats
    if type(seat) is not int or not NOBODY_VIEW <= seat < count:
        raise CodecError("range", f"no seat {show(seat)}")
    out = {key: deepcopy(record[key]) for key in _COMMON if key in record}
    out["public"] = {"seat": seat}
    out.update(codec.public(record, seat))
    return out
