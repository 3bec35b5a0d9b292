"""Tien Gow records (docs/tiengow.md, "Record format"): write a state; load a record by
replaying it.

Loading deals the recorded hands, replays every play through `engine.apply` and checks
what the record states (winners, tricks won, points) against the replay. The first
problem raises `RecordError` naming where it lies: tricks and plays are counted from 1
("trick 3, play 2"), seats are the record's seat numbers.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from core.errors import IllegalMove, RecordError
from core.record_fields import MAX_GAMES, field, integer, listed
from core.tiengow import engine
from core.tiengow.moves import Beat, Discard, Lead
from core.tiengow.options import PLAYERS, check_options
from core.tiengow.setup import make_state
from core.tiengow.state import HAND, TienGowState
from core.tiengow.tiles import FACE_ID, TILE_IDS, faces_of, mask_of_ids

MAX_TRICKS = 4 * HAND


# -- writing ----------------------------------------------------------------------------

def to_record(state: TienGowState, header: Mapping[str, Any]) -> dict[str, Any]:
    """`header` (the common fields) plus the Tien Gow fields; an unfinished game gives a
    save whose last trick may be cut short (`winner` null)."""
    record = dict(header)
    record["game"] = "tiengow"
    record.update(
        game_number=state.game_number,
        banker=state.banker,
        streak=state.streak,
        hands=[list(faces_of(mask)) for mask in state.dealt],
        tricks=[{"leader": trick.leader,
                 "plays": [{"seat": seat, "tiles": list(faces_of(mask)), "face_up": up}
                           for seat, mask, up in trick.plays],
                 "winner": trick.winner} for trick in state.tricks],
        won=list(state.won),
        points=list(state.points),
    )
    return record


# -- reading the fields -----------------------------------------------------------------

def _seat(value: Any, what: str) -> int:
    return integer(value, what, 0, PLAYERS - 1)


def _faces(value: Any, what: str) -> tuple[str, ...]:
    tiles = listed(value, what)
    for t in tiles:
        if not isinstance(t, str) or t not in FACE_ID:
            raise RecordError(f"{what}: {t!r} is not a tile")
    return tuple(tiles)


def _hands(value: Any) -> list[int]:
    hands = listed(value, "'hands'")
    if len(hands) != PLAYERS:
        raise RecordError(f"'hands' must list {PLAYERS} hands, not {len(hands)}")
    masks, every = [], []
    for seat, hand in enumerate(hands):
        faces = _faces(hand, f"hands, seat {seat}")
        if len(faces) != HAND:
            raise RecordError(f"hands, seat {seat}: {len(faces)} tiles; a hand is {HAND}")
        ids = [FACE_ID[f] for f in faces]
        every += ids
        mask = mask_of_ids(ids)
        if mask is None:
            raise RecordError(f"hands, seat {seat}: holds a tile more often than the set")
        masks.append(mask)
    if sorted(every) != sorted(TILE_IDS):
        raise RecordError("hands: together they are not the 32-tile set")
    return masks


def _options(record: Mapping[str, Any]) -> dict[str, Any]:
    options = record.get("options", {})
    if not isinstance(options, Mapping):
        raise RecordError("'options' must be an object")
    try:
        return check_options(options)
    except ValueError as exc:
        raise RecordError(f"options: {exc}") from None


# -- the replay -------------------------------------------------------------------------

def _replay_trick(state: TienGowState, trick: Any, t: int, last: bool,
                  moves: list[Any]) -> None:
    where = f"trick {t}"
    if not isinstance(trick, Mapping):
        raise RecordError(f"{where} must be an object, not {trick!r}")
    if state.over:
        raise RecordError(f"{where}: the game is over after trick {t - 1}")
    leader = _seat(field(trick, "leader", where), f"{where}: 'leader'")
    if leader != state.to_move:
        raise RecordError(f"{where}: record says leader seat {leader}, the rules give seat "
                          f"{state.to_move}")
    plays = listed(field(trick, "plays", where), f"{where}: 'plays'")
    if not plays and not last:
        raise RecordError(f"{where}: no plays, but trick {t + 1} follows")
    if len(plays) > PLAYERS:
        raise RecordError(f"{where}: {len(plays)} plays; a trick has {PLAYERS}, one per seat")
    for j, play in enumerate(plays, 1):
        pw = f"{where}, play {j}"
        seat = _seat(field(play, "seat", pw), f"{pw}: 'seat'")
        tiles = _faces(field(play, "tiles", pw), f"{pw}: 'tiles'")
        up = field(play, "face_up", pw)
        if type(up) is not bool:
            raise RecordError(f"{pw}: 'face_up' must be true or false, not {up!r}")
        if j == 1 and not up:
            raise RecordError(f"{pw}: a lead is played face up")
        move = Lead(seat, tiles) if j == 1 else Beat(seat, tiles) if up else Discard(
            seat, tiles)
        try:
            engine.apply(state, move)
        except IllegalMove as exc:
            raise RecordError(f"{pw}, seat {seat}: {exc}", "illegal_move", refusal=exc,
                              seat=seat) from None
        moves.append(move)
    real = state.tricks[t - 1].winner if len(state.tricks) >= t else None
    said = field(trick, "winner", where)
    if said is None:
        if real is not None:
            raise RecordError(f"{where}: 'winner' is null, the rules give seat {real}")
        if not last:
            raise RecordError(f"{where}: only {len(plays)} plays, but trick {t + 1} follows")
        return
    said = _seat(said, f"{where}: 'winner'")
    if real is None:
        raise RecordError(f"{where}: record says winner seat {said}, but not every seat "
                          "has played")
    if said != real:
        raise RecordError(f"{where}: record says winner seat {said}, the rules give seat "
                          f"{real}")


def _check_totals(state: TienGowState, record: Mapping[str, Any]) -> None:
    for key, real in (("won", state.won), ("points", state.points)):
        said = [integer(v, f"'{key}'", -10_000) for v in listed(field(record, key, "record"),
                                                            f"'{key}'")]
        if said != real:
            raise RecordError(f"{key}: record says {said}, the rules give {real}")


def _replay(record: Any) -> tuple[TienGowState, TienGowState, list[Any]]:
    """The start state, the end state and the moves between them."""
    if not isinstance(record, Mapping):
        raise RecordError("a record must be a JSON object")
    if record.get("game") != "tiengow":
        raise RecordError(f"not a Tien Gow record: 'game' is {record.get('game')!r}")
    options = _options(record)
    number = integer(field(record, "game_number", "record"), "'game_number'", 1,
                     min(MAX_GAMES, options["match_games"]))
    banker = _seat(field(record, "banker", "record"), "'banker'")
    streak = integer(field(record, "streak", "record"), "'streak'", 0, 100_000)
    if streak and number == 1:
        raise RecordError("'streak': the first game of a match has no streak")
    state = make_state(options, _hands(field(record, "hands", "record")), banker, streak,
                       number)
    start = state.copy()
    tricks = listed(field(record, "tricks", "record"), "'tricks'")
    if len(tricks) > MAX_TRICKS:
        raise RecordError(f"'tricks' lists {len(tricks)} tricks; a game has at most "
                          f"{MAX_TRICKS}")
    moves: list[Any] = []
    for t, trick in enumerate(tricks, 1):
        _replay_trick(state, trick, t, t == len(tricks), moves)
    _check_totals(state, record)
    return start, state, moves


def from_record(record: Any) -> TienGowState:
    """Replay `record`; the state at its end. RecordError names the first problem."""
    return _replay(record)[1]


def record_moves(record: Any) -> tuple[TienGowState, list[Any]]:
    """Replay `record`; the state it starts from and its moves in order."""
    start, _, moves = _replay(record)
    return start, moves
