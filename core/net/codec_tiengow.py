"""Classic Tien Gow on the wire (`core.net.codec`): the observation, the events, the moves,
and the public part of a record.

What a seat may not see never travels to it: another seat's hand (only its size), and the
faces of a face-down discard (a trick's play says its seat and, by the trick's size, how
many tiles; its faces are null). A seat's own discards are in its own observation's
`discards`. No event carries a secret (`Discarded` names a seat and a size).

Reading checks more than each field's type and range: that the tiles are faces of the set
and no more copies of one than the set holds, that every trick is played in turn from its
leader with plays of its size that beat each other under the observation's options, that
the hand sizes, the tricks won, the seat's discards, whose turn it is and the scores agree
with the tricks. A decoded observation is one the rules could have shown.
"""

from __future__ import annotations

from collections.abc import Mapping
from copy import deepcopy
from typing import Any

from core.tiengow.combos import COMBO_OF_MASK, COMBOS, allowed, beats
from core.tiengow.movegen import MAX_SET
from core.tiengow.moves import (
    Beat,
    Beaten,
    Discard,
    Discarded,
    GameOver,
    Lead,
    Led,
    TrickWon,
)
from core.tiengow.observation import Observation, TrickView
from core.tiengow.options import CHOICES, MAX_GAMES, PLAYERS
from core.tiengow.scoring import multiplier, owed
from core.tiengow.state import HAND, NOBODY
from core.tiengow.tiles import FACES, mask_of_faces

from .codec_seats import copied, own_hand, played_by, public_event
from .codec_shapes import (
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
    read_fields,
    show,
)

MAX_PLAY = MAX_SET  # tiles a seat plays to one trick (a quartet)
TRICKS = HAND  # every trick takes at least one tile of each seat's eight
MAX_MULTIPLIER = multiplier("increasing", MAX_GAMES)  # 2 + the banker's games won in a row
MAX_OWED = owed(0)  # what one seat settles with the winner, before the multiplier (R19)
POINT = Int(-MAX_OWED * MAX_MULTIPLIER, (PLAYERS - 1) * MAX_OWED * MAX_MULTIPLIER)
PHASES = ("play", "over")
KINDS = tuple(dict.fromkeys(combo.kind for combo in COMBOS))

SEAT = Int(0, PLAYERS - 1)
TILE = Choice(FACES, "a tile")


class Tiles(Seq[str]):
    """`low` to `high` faces, as a list, never more copies of a face than the set holds."""

    def __init__(self, low: int, high: int):
        super().__init__(TILE, low, high)

    def decode(self, data: object, where: str) -> tuple[str, ...]:
        tiles = super().decode(data, where)
        if mask_of_faces(tiles) is None:
            raise CodecError("duplicate", f"{where}: a tile more often than the set holds it")
        return tiles


class Options(Shape[tuple[tuple[str, Any], ...]]):
    """The variant options as (key, value) pairs in `CHOICES` order, as a JSON object;
    each value exactly one of its choices (a bool is no string, nor 1 a true)."""

    def encode(self, value: tuple[tuple[str, Any], ...]) -> Json:
        return {key: v for key, v in value}

    def decode(self, data: object, where: str) -> tuple[tuple[str, Any], ...]:
        fields = {key: _OptionValue(values, key) for key, values in CHOICES.items()}
        values = read_fields(data, fields, where)
        return tuple((key, values[key]) for key in CHOICES)


class _OptionValue(Shape[Any]):
    def __init__(self, values: tuple[Any, ...], key: str):
        self.values, self.key = values, key

    def encode(self, value: Any) -> Json:
        encoded: Json = value
        return encoded

    def decode(self, data: object, where: str) -> Any:
        for value in self.values:
            if type(data) is type(value) and data == value:
                return value
        raise CodecError("name", f"{where}: {show(data)} is no choice of {self.key!r}")


PLAY_TILES = Tiles(1, MAX_PLAY)
HAND_TILES = Tiles(0, HAND)
PER_SEAT_TRICKS = Seq(Int(0, HAND), PLAYERS, PLAYERS)
POINTS = Seq(POINT, PLAYERS, PLAYERS)


def _combo(tiles: tuple[str, ...]) -> Any:
    mask = mask_of_faces(tiles)
    return None if mask is None else COMBO_OF_MASK.get(mask)


def _check_trick(trick: TrickView, where: str) -> None:
    """Played in turn from its leader, the lead face up, every face-up play a combination
    of the trick's size, its highest play the last face up, its winner that play's seat."""
    plays = trick.plays
    if any(seat != (trick.leader + i) % PLAYERS for i, (seat, _) in enumerate(plays)):
        raise CodecError("range", f"{where}.plays: not in turn from the leader")
    if plays[0][1] is None:
        raise CodecError("shape", f"{where}.plays[0]: the lead is face up")
    for i, (_, faces) in enumerate(plays):
        if faces is None:
            continue
        if len(faces) != trick.size:
            raise CodecError("size", f"{where}.plays[{i}]: {len(faces)} tiles in a trick "
                                     f"of {trick.size}")
        if _combo(faces) is None:
            raise CodecError("range", f"{where}.plays[{i}]: no combination played face up")
    last_up = [seat for seat, faces in plays if faces is not None][-1]
    if trick.high_seat != last_up:
        raise CodecError("range", f"{where}.high_seat: not the seat of the highest play")
    if trick.winner is not None and (len(plays) != PLAYERS or trick.winner != last_up):
        raise CodecError("range", f"{where}.winner: not the seat of the highest play of "
                                  "a whole trick")


TRICK = Record(TrickView, {
    "leader": SEAT,
    "size": Int(1, MAX_PLAY),
    "plays": Seq(Fixed(SEAT, Maybe(PLAY_TILES)), 1, PLAYERS),
    "high_seat": SEAT,
    "winner": Maybe(SEAT),
}, _check_trick)


def _fail(code: str, where: str, what: str) -> None:
    raise CodecError(code, f"{where}: {what}")


def _check_observation(obs: Observation, where: str) -> None:
    """The fields agree with each other as the rules' own observation does."""
    options = obs.options
    tricks = (*obs.tricks, *(() if obs.current is None else (obs.current,)))
    if any(len(t.plays) != PLAYERS or t.winner is None for t in obs.tricks):
        _fail("size", where, "a decided trick without four plays and a winner")
    current = obs.current
    if current is not None and (len(current.plays) == PLAYERS or current.winner is not None):
        _fail("size", where, "the trick in play is decided")
    if len(tricks) > TRICKS:
        _fail("size", where, f"more than {TRICKS} tricks")
    for t in tricks:  # the lead allowed, each face-up follow beating the highest before it
        lead = _combo(t.plays[0][1] or ())
        if lead is None or not allowed(lead, options):
            _fail("range", where, "a lead the options do not allow")
        high = lead
        for _, faces in t.plays[1:]:
            play = None if faces is None else _combo(faces)
            if play is not None:
                if not (allowed(play, options) and beats(play, high, options)):
                    _fail("range", where, "a face-up play that does not beat the trick")
                high = play
    played = [0] * PLAYERS
    for t in tricks:
        for seat, _ in t.plays:
            played[seat] += t.size
    if any(played[s] + obs.hand_sizes[s] != HAND for s in range(PLAYERS)):
        _fail("size", where, "hand sizes that do not match the tiles played")
    if len(obs.hand) != obs.hand_sizes[obs.seat]:
        _fail("size", where, "a hand not of the seat's hand size")
    own_down = [i for i, t in enumerate(tricks) for seat, faces in t.plays
                if seat == obs.seat and faces is None]
    if [i for i, _ in obs.discards] != own_down:
        _fail("size", where, "the seat's discards are not its face-down plays")
    if any(len(faces) != tricks[i].size for i, faces in obs.discards):
        _fail("size", where, "a discard not of its trick's size")
    seen = [*obs.hand, *(f for _, faces in obs.discards for f in faces),
            *(f for t in tricks for _, faces in t.plays for f in faces or ())]
    if mask_of_faces(seen) is None:
        _fail("duplicate", where, "a tile more often than the set holds it")
    won = [0] * PLAYERS
    for t in obs.tricks:
        won[t.winner if t.winner is not None else 0] += t.size
    if list(obs.won) != won:
        _fail("range", where, "tricks won that do not match the tricks")
    _check_turn(obs, where)
    if sum(obs.scores) != 0 or (obs.phase == "play" and any(obs.scores)):
        _fail("range", where, "scores that are not a game's payments")
    banker = options["banker"]
    if obs.multiplier != {"double": 2, "none": 1}.get(banker, max(2, obs.multiplier)):
        _fail("range", where, "a multiplier the banker option does not give")


def _check_turn(obs: Observation, where: str) -> None:
    """Over when a seat took the last trick with its last tiles; else the seat after the
    last play, or the last trick's winner, or the banker, is to move."""
    if obs.phase == "over":
        last = obs.tricks[-1].winner if obs.tricks else None
        if (obs.to_move != NOBODY or obs.current is not None or last is None
                or obs.hand_sizes[last] != 0):
            _fail("range", where, "a game over that is not over")
        return
    if obs.current is not None:
        due = (obs.current.leader + len(obs.current.plays)) % PLAYERS
    elif obs.tricks:
        due = obs.tricks[-1].winner if obs.tricks[-1].winner is not None else -1
        if obs.hand_sizes[due] == 0:
            _fail("range", where, "a game in play that is over")
    else:
        due = obs.banker
    if obs.to_move != due:
        _fail("range", where, f"seat {due} is to move, not {show(obs.to_move)}")


OBSERVATION = Record(Observation, {
    "seat": SEAT,
    "game_number": Int(1, 2**31),
    "banker": SEAT,
    "multiplier": Int(1, MAX_MULTIPLIER),
    "phase": Choice(PHASES, "a phase"),
    "to_move": Int(NOBODY, PLAYERS - 1),
    "hand": HAND_TILES,
    "discards": Seq(Fixed(Int(0, TRICKS - 1), PLAY_TILES), 0, HAND),
    "hand_sizes": Seq(Int(0, HAND), PLAYERS, PLAYERS),
    "tricks": Seq(TRICK, 0, TRICKS),
    "current": Maybe(TRICK),
    "won": PER_SEAT_TRICKS,
    "scores": POINTS,
    "rules": Options(),
    "players": Int(PLAYERS, PLAYERS),
}, _check_observation)


def _check_shown(ev: Led | Beaten, where: str) -> None:
    combo = _combo(ev.tiles)
    if combo is None or combo.kind != ev.kind:
        raise CodecError("range", f"{where}: the tiles are no {ev.kind}")


def _check_won(ev: TrickWon, where: str) -> None:
    if sum(ev.won) > HAND or ev.won[ev.seat] < ev.size:
        raise CodecError("range", f"{where}.won: not the tricks of a game")


def _check_over(ev: GameOver, where: str) -> None:
    if sum(ev.points) != 0:
        raise CodecError("range", f"{where}.points: payments add up to nothing")


class _Shown(Record):
    """`Led` and `Beaten`, whose field `kind` (the combination) travels as `combo`: an
    event's `kind` is its class."""

    def __init__(self, cls: type):
        super().__init__(cls, {"seat": SEAT, "tiles": PLAY_TILES,
                               "combo": Choice(KINDS, "a combination")}, _check_shown)

    def encode(self, value: Any) -> dict[str, Json]:
        if not isinstance(value, Led | Beaten) or type(value) is not self.cls:
            raise CodecError("kind", f"expected a {self.cls.__name__}, not {show(value)}")
        return {"seat": value.seat, "tiles": list(value.tiles), "combo": value.kind}

    def build(self, values: dict[str, Any], where: str) -> Any:
        return super().build({"seat": values["seat"], "tiles": values["tiles"],
                              "kind": values["combo"]}, where)


EVENTS = Tagged({cls.__name__: record for cls, record in (
    (Led, _Shown(Led)),
    (Beaten, _Shown(Beaten)),
    (Discarded, Record(Discarded, {"seat": SEAT, "size": Int(1, MAX_PLAY)})),
    (TrickWon, Record(TrickWon, {"seat": SEAT, "size": Int(1, MAX_PLAY),
                                 "won": PER_SEAT_TRICKS}, _check_won)),
    (GameOver, Record(GameOver, {"winner": SEAT, "points": POINTS}, _check_over)),
)})

MOVES = Tagged({
    "lead": Record(Lead, {"tiles": PLAY_TILES}),
    "beat": Record(Beat, {"tiles": PLAY_TILES}),
    "discard": Record(Discard, {"tiles": PLAY_TILES}),
}, ignore_null_move_field)


def public(record: Mapping[str, Any], seat: int) -> dict[str, Any]:
    """The Tien Gow fields of `seat`'s public record: its own hand (the others null), and
    every trick with what was played face up; another seat's face-down play keeps its
    seat and size, its tiles null."""
    out = copied(record, ("game_number", "banker", "streak", "won", "points"))
    out["hands"] = own_hand(record.get("hands"), seat)
    tricks = []
    for trick in record.get("tricks") or []:
        plays = []
        for play in trick.get("plays") or []:
            play = deepcopy(play)
            if not play.get("face_up") and play.get("seat") != seat:
                tiles = play.get("tiles")
                play["size"] = len(tiles) if isinstance(tiles, list) else 0
                play["tiles"] = None
            plays.append(play)
        tricks.append({**{k: deepcopy(v) for k, v in trick.items() if k != "plays"},
                       "plays": plays})
    out["tricks"] = tricks
    return out


# No Tien Gow event carries a secret: a discard's event names its seat and size.
CODEC = GameCodec(observation=OBSERVATION, events=EVENTS, moves=MOVES, max_seats=PLAYERS,
                  redact=public_event, check_players=played_by("tiengow", PLAYERS),
                  public=public)
