"""Game records (../shared/RECORDS.md): the common header, loading by replay, and a
command-line checker: `python -m core.records FILE...`.

The body of each game's record is the game's own business (`Rules.to_record` and
`Rules.from_record`); this module checks the common fields and dispatches.
"""

from __future__ import annotations

import argparse
import errno
import json
import math
import os
import stat
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from core.ai import LEVELS
from core.errors import RecordError
from core.record_fields import MAX_OPTION
from core.rules import GAMES, Rules, get_rules

FORMAT = "herna-record"
VERSION = 1
MAX_BYTES = 1_000_000  # a whole Royal game with six players is about 15 kB
MAX_DEPTH = 12  # records nest 6 deep (record, deals, deal, tricks, trick, cards)
KINDS = ("human", *(f"ai:{level}" for level in LEVELS))
# An added field (RECORDS.md allows them): how many times the human took moves back in
# this game (core.undo). Absent when never; a record with it is a practice game.
UNDOS = "undos"


def make_header(
    game: str, *, seed: int | None, players: Sequence[Mapping[str, str]],
    options: Mapping[str, Any], finished: bool,
) -> dict[str, Any]:
    """The common fields of a record, in RECORDS.md order."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": game,
        "seed": seed,
        "players": [{"name": p["name"], "kind": p["kind"]} for p in players],
        "options": dict(options),
        "finished": finished,
    }


def write_record(
    rules: Rules, state: Any, *, seed: int | None, players: Sequence[Mapping[str, str]],
    options: Mapping[str, Any] | None = None, undos: int = 0,
) -> dict[str, Any]:
    header = make_header(
        rules.name, seed=seed, players=players, options=options or {},
        finished=rules.is_over(state),
    )
    record = rules.to_record(state, header)
    if undos:
        record[UNDOS] = undos
    return record


def undo_count(record: Mapping[str, Any]) -> int:
    """How many times undo was used in the record's game (0: never); RecordError when
    the field is not a whole number from 0 to MAX_OPTION."""
    value = record.get(UNDOS, 0)
    if type(value) is not int or not 0 <= value <= MAX_OPTION:
        raise RecordError(f"{UNDOS!r} must be a whole number from 0 to {MAX_OPTION}")
    return value


def read_bytes(path: Path) -> bytes:
    """The bytes of the file in `path`, read no further than a record can be long;
    RecordError for a longer file or what is no file at all (a pipe, a device: neither
    opened nor read); OSError when it cannot be read (a folder: IsADirectoryError, on
    every system)."""
    _check_regular(os.stat(path).st_mode, path)  # a pipe or a device is never opened...
    flags = (os.O_RDONLY | getattr(os, "O_BINARY", 0) | getattr(os, "O_NONBLOCK", 0)
             | getattr(os, "O_NOCTTY", 0))  # ...nor waited on, if one replaced the file
    with os.fdopen(os.open(path, flags), "rb") as handle:
        _check_regular(os.fstat(handle.fileno()).st_mode, path)
        if flags & getattr(os, "O_NONBLOCK", 0):  # a file: read it as files are read
            os.set_blocking(handle.fileno(), True)
        data = handle.read(MAX_BYTES + 1)
    if len(data) > MAX_BYTES:
        raise RecordError(f"too big for a record: more than {MAX_BYTES // 1000} kB",
                          "too_big", kb=MAX_BYTES // 1000)
    return data


def _check_regular(mode: int, path: Path) -> None:
    if stat.S_ISDIR(mode):
        raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(path))
    if not stat.S_ISREG(mode):
        raise RecordError("not a file: a pipe, a device or a socket", "not_file")


def _number(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"number out of range: {text[:20]}")
    return value


def _refuse_constant(name: str) -> float:
    raise ValueError(f"{name} is not a number a record may hold")


def _check_depth(obj: Any) -> None:
    """Refuse JSON nested deeper than any record (loaders and error messages recurse)."""
    level = [obj]
    for _ in range(MAX_DEPTH):
        level = [child for value in level
                 for child in (value.values() if isinstance(value, dict) else
                               value if isinstance(value, list) else ())]
        if not level:
            return
    raise RecordError(f"not a record: nested more than {MAX_DEPTH} levels deep", "too_deep")


def parse(text: str | bytes) -> dict[str, Any]:
    """JSON text to a record object; refuses what is not a JSON object, or is longer or
    deeper than a record, or holds numbers out of range (Infinity, NaN, 1e999, an
    integer of thousands of digits)."""
    if len(text) > MAX_BYTES:
        raise RecordError(f"too big for a record: more than {MAX_BYTES // 1000} kB",
                          "too_big", kb=MAX_BYTES // 1000)
    if not text.strip():
        raise RecordError("the file is empty", "empty")
    try:
        obj = json.loads(text, parse_float=_number, parse_constant=_refuse_constant)
    except RecursionError:
        raise RecordError("not a record: nested too deep", "too_deep") from None
    except UnicodeDecodeError as exc:
        raise RecordError(f"not valid JSON: {exc}", "not_text") from None
    except json.JSONDecodeError as exc:
        raise RecordError(f"not valid JSON: {exc}", "not_json") from None
    except ValueError as exc:  # a number no record holds: huge, infinite, NaN
        raise RecordError(f"not a record: {exc}", "bad_number") from None
    if not isinstance(obj, dict):
        raise RecordError("not a record: the file must hold one JSON object", "not_object")
    _check_depth(obj)
    return obj


def check_options(game: str, options: Mapping[str, Any]) -> dict[str, Any]:
    """`options` as the game's rules take them: its own keys (others are ignored, the
    format allows them) with their defaults, each checked; RecordError names a bad one."""
    rules = get_rules(game)
    chosen = {**rules.default_options,
              **{k: v for k, v in options.items() if k in rules.default_options}}
    try:
        if game == "nines":
            from core.nines.match import Match

            Match(chosen)
        elif game == "tiengow":
            from core.tiengow.options import check_options as check_tiengow

            check_tiengow(chosen)
        else:
            from core.royal.state import check_options as check_royal

            check_royal(chosen)
    except ValueError as exc:
        raise RecordError(f"options: {exc}") from None
    for key, value in chosen.items():
        if type(value) is int and value > MAX_OPTION:
            raise RecordError(f"options: {key!r} must be at most {MAX_OPTION}")
    return chosen


def check_header(record: Mapping[str, Any]) -> Rules:
    """Check the common fields; return the rules of the record's game."""
    if record.get("format") != FORMAT:
        raise RecordError(f"unknown format {record.get('format')!r}; expected {FORMAT!r}",
                          "format")
    version = record.get("version")
    if version != VERSION or isinstance(version, bool):
        raise RecordError(f"unknown record version {version!r}; this Herna reads {VERSION}",
                          "version")
    game = record.get("game")
    if game not in GAMES:
        raise RecordError(f"unknown game {game!r}; expected one of {', '.join(GAMES)}",
                          "game")
    seed = record.get("seed")
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
        raise RecordError("'seed' must be an integer or null")
    if not isinstance(record.get("finished"), bool):
        raise RecordError("'finished' must be true or false")
    undo_count(record)
    options = record.get("options", {})
    if not isinstance(options, dict):
        raise RecordError("'options' must be an object")
    check_options(game, options)
    rules = get_rules(game)
    players = record.get("players")
    if not isinstance(players, list):
        raise RecordError("'players' must be a list")
    if not rules.min_players <= len(players) <= rules.max_players:
        raise RecordError(
            f"{game} is played by {rules.min_players} to {rules.max_players} players, "
            f"the record has {len(players)}"
        )
    for seat, player in enumerate(players):
        if not isinstance(player, dict) or not isinstance(player.get("name"), str):
            raise RecordError(f"seat {seat}: a player needs a 'name' string")
        if player.get("kind") not in KINDS:
            raise RecordError(f"seat {seat}: 'kind' must be one of {', '.join(KINDS)}")
    return rules


def load_record(record: Mapping[str, Any] | str | bytes) -> tuple[Rules, Any]:
    """Replay a record through the rules: (rules, state at its end)."""
    if isinstance(record, str | bytes):
        record = parse(record)
    rules = check_header(record)
    state = rules.from_record(record)
    if record["finished"] and not rules.is_over(state):
        raise RecordError("the record says 'finished' but its game is not over")
    return rules, state


def check_file(path: Path) -> str | None:
    """None when the file holds a good record, else the first problem."""
    try:
        load_record(read_bytes(path))
    except OSError as exc:
        return f"cannot read: {exc.strerror or exc}"
    except RecordError as exc:
        return str(exc)
    return None


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m core.records", description="Check Herna game records.")
    parser.add_argument("files", nargs="+", type=Path, metavar="FILE")
    args = parser.parse_args(argv)
    refused = 0
    for path in args.files:
        problem = check_file(path)
        print(f"{path}: {'ok' if problem is None else problem}")
        refused += problem is not None
    return 1 if refused else 0


if __name__ == "__main__":
    sys.exit(main())
