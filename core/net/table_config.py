"""What a network table is (its seats, game, options and how it is run) and the key of
its data in the host's save."""

from __future__ import annotations

import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from core.errors import RecordError
from core.net.protocol import CODE_ALPHABET, CODE_LENGTH, GAMES, MAX_EARLIER_GAMES
from core.records import check_options

NET_KEY = "x-herna-net"  # the table's data in the host's save
MAX_MATCH_GAMES = MAX_EARLIER_GAMES
"""The longest match a table plays (`match_games`): a `position` lists the games before."""


def new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


@dataclass
class TableConfig:
    """A table to host. `seats`: per seat "open", "host" or "ai:<level>" (`seat_kinds`);
    `names`: the computers' and the host's names. A dropped or untaken seat is played by
    a computer of `fill_level`. `games`: end after so many games (None: the match's own
    end, or the host's `close`)."""

    game: str
    seats: Sequence[str]
    names: Sequence[str] = ()
    options: Mapping[str, Any] = field(default_factory=dict)
    seed: int | None = None
    host_name: str = "Herna"
    fill_level: str = "hard"
    think_ms: float | None = None
    pause_ms: int = 0
    games: int | None = None
    code: str | None = None
    save_path: Path | None = None
    record_path: Path | None = None
    next_game_s: float = 300.0  # a finished game waits this long for everyone's `ready`
    expert_ms: float | None = None  # the expert level's time a move (None: its default)


def table_options(game: str, options: Mapping[str, Any]) -> dict[str, Any]:
    """`options` of a table of `game` as its rules take them (the game's own keys with
    their defaults, each checked: Tien Gow's variants V1-V6 and match length, Royal's,
    Nines'); ValueError names an unknown game or a bad option. A match is at most
    MAX_MATCH_GAMES games long."""
    if game not in GAMES:
        raise ValueError(f"a table plays {', '.join(GAMES)}, not {game!r}")
    if not isinstance(options, Mapping):
        raise ValueError("the options are not a mapping")
    try:
        chosen = check_options(game, options)
    except RecordError as exc:
        raise ValueError(str(exc)) from None
    games = chosen.get("match_games")
    if type(games) is int and games > MAX_MATCH_GAMES:
        raise ValueError(f"options: 'match_games' must be at most {MAX_MATCH_GAMES} at a "
                         "network table")
    return chosen
