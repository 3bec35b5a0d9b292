"""One whole game over this computer's loopback: a host and bot clients in one process,
of any game a table plays (Nines, Royal, classic Tien Gow, with its options). The
self-test of the frozen programs plays it (it proves websockets, msgspec and the codec
there), and so can a script."""

from __future__ import annotations

import asyncio
import io
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from core.net import bot
from core.net.client import Connection
from core.net.host import Host, TableConfig
from core.records import load_record


@dataclass(frozen=True)
class LoopbackGame:
    record: dict[str, Any]  # the host's full record, checked by the rules
    messages: int  # what the clients received
    exit_codes: tuple[int, ...]


async def play(game: str = "nines", seats: tuple[str, ...] = ("open", "ai:random",
                                                               "ai:random", "ai:random"),
               level: str = "random", seed: int = 1,
               options: Mapping[str, Any] | None = None) -> LoopbackGame:
    host = Host(TableConfig(game=game, seats=seats, seed=seed, games=1,
                            options=dict(options or {})))
    port = await host.start("127.0.0.1", 0)
    logs = [io.StringIO() for seat in seats if seat == "open"]

    async def one(i: int, log: io.StringIO) -> int:
        conn = await Connection.open("127.0.0.1", port, code=host.code, name=f"Bot {i + 1}")
        try:
            return await bot.play(conn, level, log_file=log, seed=seed + i)
        finally:
            await conn.close()

    codes = await asyncio.wait_for(asyncio.gather(*(one(i, log) for i, log in
                                                    enumerate(logs))), 120)
    await asyncio.wait_for(host.run(), 30)
    if host.record is None:
        raise RuntimeError("the hosted game has no record")
    load_record(host.record)  # RecordError if the game broke a rule
    return LoopbackGame(host.record, sum(log.getvalue().count("\n") for log in logs),
                        tuple(codes))


def play_blocking(game: str = "nines") -> LoopbackGame:
    """`play` on a loop of its own (call it off any GUI thread)."""
    return asyncio.run(play(game))
