"""The room's data in a save file: what continuing a match exactly where it stood needs
beyond the game's record (the match seed, the game's number, the earlier games' points,
the options, whose view was shown), kept under `SAVE_KEY` of the record (RECORDS.md).
`check` replays the record and checks every field once, so what a match then reads is
sound; every problem is a `SaveError` naming it."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from core.errors import RecordError
from core.record_fields import MAX_GAMES, MAX_OPTION
from core.records import check_options, load_record
from core.rules import Rules

SAVE_KEY = "x-herna-save"
SEED_LIMIT = 2**64


class SaveError(RecordError):
    """A save file that cannot be continued; the message says why."""


@dataclass(frozen=True)
class RoomData:
    """The room's data of a save, checked: what continuing the match needs."""

    match_seed: int
    game_number: int
    ply: int
    options: dict[str, Any]
    earlier_points: list[list[int]]
    viewer: int


def check(data: Mapping[str, Any]) -> tuple[Rules, Any, RoomData]:
    """Replay the save's record and check the room's data: (rules, state, room data);
    SaveError names the first problem."""
    extra = data.get(SAVE_KEY)
    if not isinstance(extra, dict):
        raise SaveError("not a Herna save file (the room's data is missing)")
    try:
        rules, state = load_record(data)
        room = _room_data(rules.name, len(data["players"]), extra)
    except RecordError as exc:
        raise SaveError(str(exc), exc.code, **exc.params) from None
    number = rules.game_number(state)  # Nines records say it too
    if number is not None and number != room.game_number:
        raise SaveError(f"the room's data says game {room.game_number}, the record game "
                        f"{number}")
    if room.options != check_options(rules.name, data.get("options", {})):
        raise SaveError("the room's data and the record name other options")
    if rules.match_over(room.options, room.earlier_points):
        raise SaveError(f"the match was over before game {room.game_number}")
    # the record's moves are the count: a save that said otherwise (a hand-made one, or
    # any older Herna's) would have been saved again with a count past the bound
    _, moves = rules.record_moves(data)
    return rules, state, replace(room, ply=len(moves))


def _whole(extra: Mapping[str, Any], key: str, low: int, high: int) -> int:
    value = extra.get(key)
    if type(value) is not int or not low <= value < high:
        raise SaveError(f"the room's data: {key!r} must be a whole number from {low} to "
                        f"{high - 1}")
    return value


def _room_data(game: str, players: int, extra: Mapping[str, Any]) -> RoomData:
    options = extra.get("options")
    if not isinstance(options, dict):
        raise SaveError("the room's data: 'options' must be an object")
    game_number = _whole(extra, "game_number", 1, MAX_GAMES + 1)
    earlier = extra.get("earlier_points")
    if (not isinstance(earlier, list) or len(earlier) != game_number - 1
            or not all(isinstance(points, list) and len(points) == players
                       and all(type(p) is int and abs(p) < MAX_OPTION for p in points)
                       for points in earlier)):
        raise SaveError(f"the room's data: 'earlier_points' must list the points of the "
                        f"{game_number - 1} earlier games, {players} whole numbers each")
    viewer = extra.get("viewer", -1)
    return RoomData(
        match_seed=_whole(extra, "match_seed", 0, SEED_LIMIT), game_number=game_number,
        ply=_whole(extra, "ply", 0, MAX_OPTION), options=check_options(game, options),
        earlier_points=[list(points) for points in earlier],
        viewer=viewer if type(viewer) is int and -1 <= viewer < players else -1)
