"""A lesson's script: its prepared deal and its steps, read from the lesson data
(resources/lessons/<game>.json) and turned into the game's own moves.

A step shows a text (named by its `id`; the GUI words it), first plays the step's
scripted moves (computer seats and the prepared deals), then either waits for the
player's one expected move (`expect`), or plays the rest of the deal or game with
seeded moves (`finish`), or only waits to be read. Moves are written as in a record:

- Nines: {"seat": 1, "take": "right"}, {"seat": 2, "lead": ["4-6", "3-5"]},
  {"seat": 3, "follow": {"4-6": "1-6", "3-5": "3-3"}} (the tile laid on the stack each
  led tile started);
- Royal: {"deal": [[cards of seat 0], ...]}, {"seat": 1, "card": "10R"} (a card played
  or laid), {"seat": 0, "pass": true}, {"seat": 0, "all": true} (lay out the hand);
- Tien Gow: {"seat": 0, "lead": ["6-6", "6-6"]}, {"seat": 1, "beat": ["5-5"]} (face up),
  {"seat": 2, "discard": ["1-6"]} (face down).

An expected move has no seat: it is the player's (`HUMAN`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, cast

from core.nines.moves import Follow, Lead, Take
from core.nines.state import NinesState
from core.royal.moves import DealCards, LayCard, LayOutAll, Pass, PlayCard
from core.royal.state import DOMINO, RoyalState
from core.rules import Move
from core.tiengow import moves as tiengow_moves
from core.tiengow.tiles import FACE_ID
from core.tiengow.tiles import FACES as TIENGOW_FACES

HUMAN = 0
FORMAT = "herna-lesson"
VERSION = 1
FINISH = ("deal", "game")
GAMES = ("nines", "royal", "tiengow")


class LessonError(ValueError):
    """The lesson data is not a lesson this program can play."""


@dataclass(frozen=True)
class Step:
    id: str
    play: tuple[Mapping[str, Any], ...] = ()
    expect: Mapping[str, Any] | None = None
    finish: str | None = None  # "deal" (Royal) or "game"


@dataclass(frozen=True)
class Lesson:
    game: str
    seed: int
    setup: Mapping[str, Any]
    steps: tuple[Step, ...]

    @property
    def players(self) -> int:
        return 4


def _get(data: Mapping[str, Any], key: str, kind: type, where: str) -> Any:
    value = data.get(key)
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is not bool):
        raise LessonError(f"{where}: '{key}' must be a {kind.__name__}")
    return value


def parse_lesson(data: Any) -> Lesson:
    """The lesson in `data` (the parsed JSON); LessonError naming what is wrong."""
    if not isinstance(data, Mapping) or data.get("format") != FORMAT:
        raise LessonError(f"not a lesson: expected format {FORMAT!r}")
    if data.get("version") != VERSION:
        raise LessonError(f"unknown lesson version {data.get('version')!r}")
    game = data.get("game")
    if game not in GAMES:
        raise LessonError(f"unknown game {game!r}")
    steps = []
    for number, raw in enumerate(_get(data, "steps", list, "lesson"), 1):
        where = f"step {number}"
        if not isinstance(raw, Mapping):
            raise LessonError(f"{where}: a step is an object")
        play = tuple(raw.get("play", ()))
        if not all(isinstance(m, Mapping) for m in play):
            raise LessonError(f"{where}: 'play' is a list of moves")
        expect = raw.get("expect")
        finish = raw.get("finish")
        if expect is not None and not isinstance(expect, Mapping):
            raise LessonError(f"{where}: 'expect' is a move")
        if finish is not None and finish not in FINISH:
            raise LessonError(f"{where}: 'finish' is one of {', '.join(FINISH)}")
        if expect is not None and finish is not None:
            raise LessonError(f"{where}: a step waits for a move or finishes, not both")
        steps.append(Step(_get(raw, "id", str, where), play, expect, finish))
    if not steps:
        raise LessonError("a lesson has steps")
    return Lesson(game, _get(data, "seed", int, "lesson"), _get(data, "setup", dict, "lesson"),
                  tuple(steps))


# --- moves -----------------------------------------------------------------------------

def resolve(game: str, state: Any, spec: Mapping[str, Any], seat: int | None = None) -> Any:
    """The game's move written as `spec` in `state` (seat: the spec's, or `seat`)."""
    seat = spec.get("seat", seat)
    try:
        if game == "nines":
            return _nines_move(state, spec, seat)
        if game == "tiengow":
            return _tiengow_move(spec, seat)
        return _royal_move(state, spec, seat)
    except (KeyError, TypeError, ValueError) as exc:
        raise LessonError(f"bad move {dict(spec)!r}: {exc}") from None


def _nines_move(state: NinesState, spec: Mapping[str, Any], seat: Any) -> Any:
    if "take" in spec:
        return Take(seat, spec["take"])
    if "lead" in spec:
        return Lead(seat, tuple(spec["lead"]))
    if "follow" in spec:
        from core.nines.tiles import FACES
        led = state.rounds[-1].plays[0][1] if state.rounds and state.rounds[-1].plays else ()
        onto = spec["follow"]
        return Follow(seat, tuple(onto[FACES[f]] for f in led))
    raise ValueError("a Nines move takes, leads or follows")


def _royal_move(state: RoyalState, spec: Mapping[str, Any], seat: Any) -> Any:
    if "deal" in spec:
        return DealCards(tuple(tuple(hand) for hand in spec["deal"]))
    if "card" in spec:
        kind = LayCard if state.phase == DOMINO else PlayCard
        return kind(seat, spec["card"])
    if spec.get("pass") is True:
        return Pass(seat)
    if spec.get("all") is True:
        from core.royal.choices import legal_moves
        return next(m for m in legal_moves(state) if isinstance(m, LayOutAll))
    raise ValueError("a Royal move deals, plays a card, passes or lays out all")


_TIENGOW_MOVES = {"lead": tiengow_moves.Lead, "beat": tiengow_moves.Beat,
                  "discard": tiengow_moves.Discard}
_TIENGOW_KINDS = tuple(_TIENGOW_MOVES.values())


def _tiengow_move(spec: Mapping[str, Any], seat: Any) -> Any:
    for key, kind in _TIENGOW_MOVES.items():
        if key in spec:
            tiles = spec[key]
            if not isinstance(tiles, list) or not all(isinstance(t, str) for t in tiles):
                raise ValueError(f"'{key}' is a list of tiles")
            return kind(seat, tuple(tiles))
    raise ValueError("a Tien Gow move leads, beats or discards")


def matches(expected: Move, move: Move) -> bool:
    """Whether the player's `move` is the step's `expected` move: tiles led, beaten with
    or discarded in any order (Tien Gow's tiles in either order of their pips), a
    lay-out-all in any order, otherwise the same move."""
    if type(move) is not type(expected) or move.seat != expected.seat:
        return False
    if isinstance(move, Lead) and isinstance(expected, Lead):
        return sorted(move.tiles) == sorted(expected.tiles)
    if isinstance(move, _TIENGOW_KINDS) and isinstance(expected, _TIENGOW_KINDS):
        faces = _faces(cast(Any, move).tiles)
        return faces is not None and faces == _faces(cast(Any, expected).tiles)
    if isinstance(move, LayOutAll) and isinstance(expected, LayOutAll):
        return sorted(move.cards) == sorted(expected.cards)
    return bool(move == expected)


def _faces(tiles: Any) -> list[str] | None:
    """Tien Gow tiles as sorted faces "a-b" with a <= b (None: not a list of tiles)."""
    try:
        return sorted(TIENGOW_FACES[FACE_ID[t]] for t in tiles)
    except (KeyError, TypeError):
        return None
