"""What a network table is (its seats, game, options and how it is run) and the key of
its data in the host's save."""

from __future__ import annotations

import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from core.net.protocol import CODE_ALPHABET, CODE_LENGTH

NET_KEY = "x-herna-net"  # the table's data in the host's save


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
