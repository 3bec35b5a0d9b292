"""The messages of Herna's network protocol (docs/protocol.md), as typed schemas.

Every message a peer sends is decoded here before anything else reads it: the JSON must
be one object of a known `type` whose fields have the right types and bounds, with no
unknown field. A message that is not is a `ProtocolError` with one of `ERROR_CODES`.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

import msgspec

PROTOCOL = 1
DEFAULT_PORT = 47474
CODE_LENGTH = 6
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I/L: read aloud safely
NAME_MAX = 24
TOKEN_LENGTH = 32
GAMES = ("nines", "royal", "tiengow")
"""The games a network table plays (`Welcome.game` spells them out again)."""
MAX_EARLIER_GAMES = 1000
"""The finished games of a match a `Position` lists: a table's match is no longer."""

ERROR_CODES = (
    "bad_json", "schema", "unknown_type", "protocol", "too_big", "rate", "timeout", "code",
    "banned", "busy", "full", "token", "hello_first", "not_your_seat", "out_of_turn",
    "bad_move", "illegal",
)
CLOSING_CODES = frozenset({"bad_json", "protocol", "too_big", "timeout", "code", "banned",
                           "busy", "full", "token", "hello_first"})
"""After these the host closes the connection."""


class ProtocolError(ValueError):
    """A message that breaks the protocol: `code` (one of ERROR_CODES) and a detail."""

    def __init__(self, code: str, detail: str = ""):
        super().__init__(f"{code}: {detail}" if detail else code)
        self.code = code
        self.detail = detail


class _Message(msgspec.Struct, tag_field="type", forbid_unknown_fields=True,
               omit_defaults=True):
    pass


Name = Annotated[str, msgspec.Meta(min_length=1, max_length=NAME_MAX)]
Piece = Annotated[str, msgspec.Meta(min_length=3, max_length=3)]
Seat = Annotated[int, msgspec.Meta(ge=0, le=15)]
Small = Annotated[int, msgspec.Meta(ge=0, le=2**31)]


# --- a client's messages ---------------------------------------------------------------

class Hello(_Message, tag="hello"):
    protocol: int
    code: Annotated[str, msgspec.Meta(max_length=16)]
    name: Name
    seat: Seat | None = None
    token: Annotated[str, msgspec.Meta(max_length=64)] | None = None


class MoveBody(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """A move of any game (docs/protocol.md): `kind`, and the pieces it names."""

    kind: Literal["take", "lead", "follow", "play", "lay", "lay_all", "pass", "beat",
                  "discard"]
    end: Literal["left", "right"] | None = None
    tiles: Annotated[list[Piece], msgspec.Meta(max_length=4)] | None = None
    card: Annotated[str, msgspec.Meta(min_length=2, max_length=3)] | None = None
    cards: Annotated[list[Annotated[str, msgspec.Meta(min_length=2, max_length=3)]],
                     msgspec.Meta(max_length=12)] | None = None


class MoveMsg(_Message, tag="move"):
    ref: Small
    seat: Seat
    move: MoveBody


class Ready(_Message, tag="ready"):
    pass


class Leave(_Message, tag="leave"):
    pass


ClientMessage = Hello | MoveMsg | Ready | Leave
CLIENT_TYPES = ("hello", "move", "ready", "leave")


# --- the host's messages ---------------------------------------------------------------

class SeatInfo(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    name: Annotated[str, msgspec.Meta(max_length=NAME_MAX)]
    kind: Annotated[str, msgspec.Meta(max_length=16)]  # human, ai:<level>, open
    status: Literal["here", "away", "computer", "open"]


Seats = Annotated[list[SeatInfo], msgspec.Meta(max_length=16)]
Scores = Annotated[list[int], msgspec.Meta(max_length=16)]
Obj = dict[str, Any]


class Welcome(_Message, tag="welcome"):
    protocol: int
    seat: Seat
    token: Annotated[str, msgspec.Meta(max_length=64)]
    game: Literal["nines", "royal", "tiengow"]
    options: Obj
    seats: Seats
    host: Annotated[str, msgspec.Meta(max_length=NAME_MAX)]


class Lobby(_Message, tag="lobby"):
    seats: Seats
    started: bool


class Position(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """Where the match stands, as one seat sees it (in `state` and `events`)."""

    game_number: Small
    deal: Small
    ply: Small
    observation: Obj
    to_move: int
    phase: Literal["chance", "human", "computer", "game_over", "match_over"]
    scores: Scores
    match_scores: Scores
    earlier_games: Annotated[list[Scores], msgspec.Meta(max_length=MAX_EARLIER_GAMES)]
    match_decided: bool
    match_winners: Scores


DealIndex = Annotated[int, msgspec.Meta(ge=0, le=5)] | None


class State(_Message, tag="state"):
    position: Position
    deal: DealIndex = None  # Royal: the record's deal this belongs to (None in Nines)


class Events(_Message, tag="events"):
    events: Annotated[list[Obj], msgspec.Meta(max_length=64)]
    position: Position  # after the move
    deal: DealIndex = None  # Royal: the deal of the move (before it); None in Nines


class Refused(_Message, tag="refused"):
    ref: Small
    code: Annotated[str, msgspec.Meta(max_length=40)]
    params: Obj
    reason: Annotated[str, msgspec.Meta(max_length=300)]
    deal: DealIndex = None


class Turn(_Message, tag="turn"):
    seat: Seat
    away: bool
    replaced_in: float | None  # seconds until a computer takes the seat over


class GameOverMsg(_Message, tag="game_over"):
    game_number: Small
    scores: Scores
    match_scores: Scores
    match_decided: bool
    match_winners: Scores
    deal: DealIndex = None


class MatchOver(_Message, tag="match_over"):
    record: Obj | None
    match_winners: Scores


class ErrorMsg(_Message, tag="error"):
    code: Annotated[str, msgspec.Meta(max_length=40)]
    reason: Annotated[str, msgspec.Meta(max_length=300)]


class Bye(_Message, tag="bye"):
    reason: Literal["host_quit", "match_over", "kicked"]
    record: Obj | None = None


HostMessage = Welcome | Lobby | State | Events | Refused | Turn | GameOverMsg | MatchOver \
    | ErrorMsg | Bye
HOST_TYPES = ("welcome", "lobby", "state", "events", "refused", "turn", "game_over",
              "match_over", "error", "bye")

_client_decoder = msgspec.json.Decoder(ClientMessage)
_host_decoder = msgspec.json.Decoder(HostMessage)
_encoder = msgspec.json.Encoder()


def _decode(decoder: msgspec.json.Decoder[Any], raw: str | bytes, types: tuple[str, ...],
            limit: int) -> Any:
    if len(raw) > limit:
        raise ProtocolError("too_big", f"{len(raw)} bytes, at most {limit}")
    try:
        return decoder.decode(raw)
    except msgspec.ValidationError as exc:
        text = str(exc)
        if text.endswith("at `$.type`") or "missing required field `type`" in text:
            raise ProtocolError("unknown_type", f"a message's type must be one of "
                                                f"{', '.join(types)}") from None
        raise ProtocolError("schema", text[:200]) from None
    except msgspec.DecodeError as exc:
        raise ProtocolError("bad_json", str(exc)[:200]) from None


CLIENT_LIMIT = 16 * 1024
HOST_LIMIT = 4 * 1024 * 1024


def decode_client(raw: str | bytes) -> ClientMessage:
    """A client's message, checked (ProtocolError otherwise)."""
    message: ClientMessage = _decode(_client_decoder, raw, CLIENT_TYPES, CLIENT_LIMIT)
    return message


def decode_host(raw: str | bytes) -> HostMessage:
    """A host's message, checked (ProtocolError otherwise): a client trusts no host."""
    message: HostMessage = _decode(_host_decoder, raw, HOST_TYPES, HOST_LIMIT)
    return message


def encode(message: msgspec.Struct) -> str:
    """A message as the JSON text sent in one frame."""
    return _encoder.encode(message).decode("utf-8")


def as_dict(message: msgspec.Struct) -> dict[str, Any]:
    """A message as plain JSON values (with its `type`), e.g. for a log line."""
    value: dict[str, Any] = msgspec.json.decode(_encoder.encode(message))
    return value


def move_dict(body: MoveBody) -> dict[str, Any]:
    """A checked move as plain values, the fields it does not use left out."""
    return {k: v for k, v in msgspec.structs.asdict(body).items() if v is not None}


def jsonable(value: Any) -> Any:
    """`value` (a refusal's params: numbers, names, tuples, sets) as JSON values."""
    if value is None or isinstance(value, bool | int | float | str):
        return value
    if isinstance(value, dict):
        return {str(k): jsonable(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [jsonable(v) for v in value]
    if isinstance(value, set | frozenset):
        return sorted(jsonable(v) for v in value)
    return str(value)
