"""Nines records (RECORDS.md, "Nines"): write a state; load a record by replaying it.

Loading replays every take, play and roll-off through `engine.apply` and checks what
the record states (hands, stacks, winners, points) against what the replay gives. The
first problem raises `RecordError` naming where it lies: takes, plays and stacks are
counted from 1 ("round 3, play 2", "stack 1"), seats are the record's seat numbers.

`record_moves` gives the same replay as a start state and the list of moves (chance
moves included) that lead from it to the record's end, for stepping through a replay.

Tiles may be written "b-a" as well as "a-b" (read as the same face); records are always
written "a-b" with a <= b.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from core.errors import IllegalMove, RecordError
from core.nines import engine, match_rule, setup
from core.nines.moves import Follow, Lead, Take, TieRoll
from core.nines.state import (
    COLUMNS,
    HEIGHT,
    OVER,
    PLAYERS,
    TAKE,
    TIE,
    NinesState,
    Round,
    taken_tiles,
)
from core.nines.tiles import FACE_ID, FACES, TILE_IDS
from core.record_fields import MAX_GAMES, field, integer, listed

TAKES = COLUMNS // 2


# -- writing ----------------------------------------------------------------------------

def _names(ids: Any) -> list[str]:
    return [FACES[f] for f in ids]


def _round_record(rnd: Round) -> dict[str, Any]:
    return {
        "leader": rnd.leader,
        "plays": [{"seat": seat, "tiles": _names(faces)} for seat, faces in rnd.plays],
        "stacks": [{"tiles": _names(stack), "top": top}
                   for stack, top in zip(rnd.stacks, rnd.tops, strict=True)],
        "tie_rolls": [[{"seat": seat, "dice": list(dice)} for seat, dice in rolloff]
                      for rolloff in rnd.tie_rolls],
        "winner": rnd.winner,
    }


def to_record(state: NinesState, header: Mapping[str, Any]) -> dict[str, Any]:
    """`header` (the common fields) plus the Nines fields; an unfinished game gives a
    save whose last lists are cut short (a round in play has `winner` null)."""
    record = dict(header)
    record["game"] = "nines"
    roll = state.roll
    record.update(
        game_number=state.game_number,
        roll=None if roll is None else {"roller": roll[0], "dice": list(roll[1])},
        opener=state.opener,
        wall=[_names(column) for column in state.wall],
        takes=[{"seat": seat, "end": end} for seat, end in state.takes],
        hands=[_names(sorted(tiles)) for tiles in taken_tiles(state)],
        rounds=[_round_record(rnd) for rnd in state.rounds],
        points=list(state.points),
    )
    return record


# -- reading the fields ---------------------------------------------------------------

def _seat(value: Any, what: str) -> int:
    return integer(value, what, 0, PLAYERS - 1)


def _tile(value: Any, what: str) -> int:
    if not isinstance(value, str) or value not in FACE_ID:
        raise RecordError(f"{what}: {value!r} is not a tile")
    return FACE_ID[value]


def _tiles(value: Any, what: str) -> list[int]:
    return [_tile(t, what) for t in listed(value, what)]


def _dice(value: Any, what: str) -> tuple[int, int]:
    dice = listed(value, what)
    if len(dice) != 2:
        raise RecordError(f"{what} must be two dice, not {value!r}")
    return integer(dice[0], what, 1, 6), integer(dice[1], what, 1, 6)


def _seats(seats: Any) -> str:
    return ", ".join(map(str, seats))


# -- the setup ----------------------------------------------------------------------------

def _roll(record: Mapping[str, Any], number: int) -> tuple[int, tuple[int, int]] | None:
    roll = field(record, "roll", "record")
    if roll is None:
        if number == 1:
            raise RecordError("game 1 of a match starts with a roll: 'roll' must not be null")
        return None
    if number > 1:
        raise RecordError(f"game {number} of a match is opened by the last round's winner "
                          "without a roll: 'roll' must be null")
    roller = _seat(field(roll, "roller", "'roll'"), "'roll': 'roller'")
    return roller, _dice(field(roll, "dice", "'roll'"), "'roll': 'dice'")


def _wall(value: Any) -> tuple[tuple[int, ...], ...]:
    columns = listed(value, "'wall'")
    if len(columns) != COLUMNS:
        raise RecordError(f"'wall' must be {COLUMNS} columns, not {len(columns)}")
    wall = []
    for c, column in enumerate(columns, 1):
        what = f"wall, column {c}"
        tiles = _tiles(column, what)
        if len(tiles) != HEIGHT:
            raise RecordError(f"{what} must be {HEIGHT} tiles, not {len(tiles)}")
        wall.append(tuple(tiles))
    counts = [0] * len(FACES)
    for column in wall:
        for f in column:
            counts[f] += 1
    for f, have in enumerate(counts):
        want = TILE_IDS.count(f)
        if have != want:
            raise RecordError(f"wall: holds {FACES[f]} {have} times, the set has it {want} "
                              f"time{'s' if want > 1 else ''}")
    return tuple(wall)


def _apply(state: NinesState, move: Any, moves: list[Any]) -> None:
    """Apply `move` and log it (IllegalMove propagates, the caller says where)."""
    engine.apply(state, move)
    moves.append(move)


def _replay_takes(state: NinesState, value: Any, moves: list[Any]) -> None:
    takes = listed(value, "'takes'")
    if len(takes) > TAKES:
        raise RecordError(f"'takes' lists {len(takes)} takes; the wall gives {TAKES}")
    for i, take in enumerate(takes, 1):
        where = f"take {i}"
        seat = _seat(field(take, "seat", where), f"{where}: 'seat'")
        try:
            _apply(state, Take(seat, field(take, "end", where)), moves)
        except IllegalMove as exc:
            raise RecordError(f"{where}, seat {seat}: {exc}", "illegal_move", refusal=exc,
                              seat=seat) from None


def _check_hands(state: NinesState, value: Any) -> None:
    hands = listed(value, "'hands'")
    if len(hands) != PLAYERS:
        raise RecordError(f"'hands' must list {PLAYERS} hands, not {len(hands)}")
    for seat, (hand, taken) in enumerate(zip(hands, taken_tiles(state), strict=True)):
        said = sorted(_tiles(hand, f"hands, seat {seat}"))
        if said != sorted(taken):
            raise RecordError(f"hands: record says seat {seat} took {_names(said)}, the wall "
                              f"and the takes give {_names(sorted(taken))}")


# -- the rounds -----------------------------------------------------------------------

def _replay_plays(state: NinesState, rnd: Mapping[str, Any], where: str,
                  moves: list[Any]) -> int:
    plays = listed(field(rnd, "plays", where), f"{where}: 'plays'")
    if len(plays) > PLAYERS:
        raise RecordError(f"{where}: {len(plays)} plays; a round has {PLAYERS}, one per seat")
    for j, play in enumerate(plays, 1):
        pw = f"{where}, play {j}"
        seat = _seat(field(play, "seat", pw), f"{pw}: 'seat'")
        tiles = tuple(listed(field(play, "tiles", pw), f"{pw}: 'tiles'"))
        move = Lead(seat, tiles) if j == 1 else Follow(seat, tiles)
        try:
            _apply(state, move, moves)
        except IllegalMove as exc:
            raise RecordError(f"{where}, seat {seat}: {exc}", "illegal_move", refusal=exc,
                              seat=seat) from None
    return len(plays)


def _check_stacks(rd: Round, value: Any, where: str) -> None:
    stacks = listed(value, f"{where}: 'stacks'")
    if len(stacks) != len(rd.stacks):
        raise RecordError(f"{where}: record lists {len(stacks)} stacks, the plays make "
                          f"{len(rd.stacks)}")
    for i, (stack, real, top) in enumerate(zip(stacks, rd.stacks, rd.tops, strict=True), 1):
        sw = f"{where}, stack {i}"
        tiles = _tiles(field(stack, "tiles", sw), f"{sw}: 'tiles'")
        if tiles != real:
            raise RecordError(f"{where}: record says stack {i} is {_names(tiles)} bottom to "
                              f"top, the rules give {_names(real)}")
        said = _seat(field(stack, "top", sw), f"{sw}: 'top'")
        if said != top:
            raise RecordError(f"{where}: record says stack {i} top is seat {said}, the rules "
                              f"give seat {top}")


def _replay_tie_rolls(state: NinesState, value: Any, where: str, moves: list[Any]) -> None:
    for t, rolloff in enumerate(listed(value, f"{where}: 'tie_rolls'"), 1):
        tw = f"{where}, roll-off {t}"
        rolls = []
        for entry in listed(rolloff, tw):
            seat = _seat(field(entry, "seat", tw), f"{tw}: 'seat'")
            rolls.append((seat, _dice(field(entry, "dice", tw), f"{tw}, seat {seat}: 'dice'")))
        if state.phase != TIE:
            raise RecordError(f"{tw}: no roll-off is due")
        try:
            _apply(state, TieRoll(tuple(rolls)), moves)
        except IllegalMove as exc:
            raise RecordError(f"{tw}: {exc}", "illegal_move", refusal=exc, seat=None) from None


def _check_winner(state: NinesState, rd: Round, value: Any, where: str, last: bool) -> None:
    if value is None:
        if rd.winner is not None and not last:
            raise RecordError(f"{where}: 'winner' is null, the rules give seat {rd.winner}")
        return
    said = _seat(value, f"{where}: 'winner'")
    if rd.winner is None:
        why = (f"the roll-off between seats {_seats(state.tied)} is not settled"
               if state.phase == TIE else "not every seat has laid")
        raise RecordError(f"{where}: record says winner seat {said}, but {why}")
    if said != rd.winner:
        raise RecordError(f"{where}: record says winner seat {said}, the rules give seat "
                          f"{rd.winner}")


def _replay_round(state: NinesState, rnd: Any, r: int, last: bool, moves: list[Any]) -> None:
    where = f"round {r}"
    if not isinstance(rnd, Mapping):
        raise RecordError(f"{where} must be an object, not {rnd!r}")
    if state.phase == TAKE:
        raise RecordError(f"{where}: the wall is not all taken yet")
    if state.phase == OVER:
        raise RecordError(f"{where}: the game is over after round {r - 1}")
    leader = _seat(field(rnd, "leader", where), f"{where}: 'leader'")
    rd = state.rounds[r - 1]
    if leader != rd.leader:
        raise RecordError(f"{where}: record says leader seat {leader}, the rules give seat "
                          f"{rd.leader}")
    played = _replay_plays(state, rnd, where, moves)
    stacks = listed(field(rnd, "stacks", where), f"{where}: 'stacks'")
    if played == PLAYERS or stacks:
        _check_stacks(rd, stacks, where)
    tie_rolls = field(rnd, "tie_rolls", where)
    if tie_rolls and played < PLAYERS:
        raise RecordError(f"{where}: a roll-off before every seat has laid")
    _replay_tie_rolls(state, tie_rolls, where, moves)
    _check_winner(state, rd, field(rnd, "winner", where), where, last)
    if not last and rd.winner is None:
        if played < PLAYERS:
            raise RecordError(f"{where}: only {played} plays, but round {r + 1} follows")
        raise RecordError(f"{where}: the roll-off between seats {_seats(state.tied)} is not "
                          f"settled, but round {r + 1} follows")


def _replay(record: Any) -> tuple[NinesState, NinesState, list[Any]]:
    """The start state, the end state and the moves between them; RecordError names the
    first problem."""
    if not isinstance(record, Mapping):
        raise RecordError("a record must be a JSON object")
    if record.get("game") != "nines":
        raise RecordError(f"not a Nines record: 'game' is {record.get('game')!r}")
    number = integer(field(record, "game_number", "record"), "'game_number'", 1,
                     _last_game(record))
    roll = _roll(record, number)
    opener = _seat(field(record, "opener", "record"), "'opener'")
    if roll is not None and opener != setup.opener_from_roll(*roll):
        roller, (d1, d2) = roll
        raise RecordError(f"record says opener seat {opener}, the roll (seat {roller}, dice "
                          f"{d1}+{d2}) gives seat {setup.opener_from_roll(*roll)}")
    state = NinesState(_wall(field(record, "wall", "record")), roll, opener, number)
    start = state.copy()
    moves: list[Any] = []
    _replay_takes(state, field(record, "takes", "record"), moves)
    _check_hands(state, field(record, "hands", "record"))
    rounds = listed(field(record, "rounds", "record"), "'rounds'")
    for r, rnd in enumerate(rounds, 1):
        _replay_round(state, rnd, r, r == len(rounds), moves)
    points = listed(field(record, "points", "record"), "'points'")
    said = [integer(p, "'points'", 0) for p in points]
    if said != state.points:
        raise RecordError(f"points: record says {said}, the rules give {state.points}")
    return start, state, moves


def from_record(record: Any) -> NinesState:
    """Replay `record`; the state at its end. RecordError names the first problem."""
    return _replay(record)[1]


def record_moves(record: Any) -> tuple[NinesState, list[Any]]:
    """Replay `record`; the state it starts from and its moves in order (takes, plays and
    roll-offs), which `engine.apply` takes from a copy of that state to the record's end.
    RecordError names the first problem."""
    start, _, moves = _replay(record)
    return start, moves


def _last_game(record: Mapping[str, Any]) -> int:
    """The last game the record's match may have: its `match_games` unless it is played
    to a target of points (the options were checked with the record's header)."""
    options = record.get("options")
    try:
        games, target = match_rule.limits(options if isinstance(options, Mapping) else {})
    except ValueError as exc:
        raise RecordError(f"options: {exc}") from None
    return min(MAX_GAMES, games) if target is None and games is not None else MAX_GAMES
