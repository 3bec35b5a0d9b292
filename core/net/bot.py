"""A computer that plays one seat of a network table as a client (`python -m core.net
join`): it sees only what the host sends its seat, and thinks on a thread."""

from __future__ import annotations

import asyncio
import json
import logging
from pathlib import Path
from typing import IO, Any

from websockets.exceptions import ConnectionClosed

from core.net.client import Connection, TableView
from core.net.protocol import (
    Bye,
    ErrorMsg,
    Events,
    GameOverMsg,
    MatchOver,
    ProtocolError,
    Refused,
    State,
    as_dict,
)
from core.net.thinking import Thinker
from core.rng import make_rng
from core.seating import mix_seed

log = logging.getLogger(__name__)

OK, HOST_LEFT, BROKEN = 0, 3, 4  # exit codes: the match ended; the host quit; a fault


async def play(conn: Connection, level: str, *, log_file: IO[str] | None = None,
               seed: int = 0, think_ms: float | None = None) -> int:
    """Play our seat until the match ends; the exit code (OK, HOST_LEFT or BROKEN)."""
    view = TableView.of(conn.welcome)
    thinker = Thinker(view.rules, think_ms)
    if log_file is not None:
        _log(log_file, as_dict(conn.welcome))
    thinking: asyncio.Task[Any] | None = None
    try:
        while True:
            message, _raw = await conn.receive()
            if log_file is not None:
                _log(log_file, as_dict(message))
            view.apply(message)
            match message:
                case MatchOver():
                    return OK
                case Bye():
                    return OK if message.reason == "match_over" else HOST_LEFT
                case ErrorMsg():
                    log.warning("the host says %s: %s", message.code, message.reason)
                case GameOverMsg() if not message.match_decided:
                    await conn.ready()
                case Refused():  # should not happen: a random move of ours instead
                    log.warning("move refused: %s", message.reason)
                    if view.my_turn():
                        await conn.send_move(view.rules.obs_random_move(
                            view.observation, make_rng(mix_seed(seed, "refused",
                                                                message.ref))))
                case State() | Events() if view.my_turn() and thinking is None:
                    position = view.position
                    assert position is not None
                    rng = make_rng(mix_seed(seed, position.game_number, position.ply))
                    thinking = asyncio.create_task(asyncio.to_thread(
                        thinker.choose, level, view.observation, rng))
                    move = await thinking
                    thinking = None
                    await conn.send_move(move)
    except ConnectionClosed:
        return OK if view.over else HOST_LEFT
    except ProtocolError as exc:
        log.error("the host broke the protocol: %s", exc)
        return BROKEN


def _log(handle: IO[str], message: dict[str, Any]) -> None:
    handle.write(json.dumps(message, ensure_ascii=False) + "\n")
    handle.flush()


async def join(host: str, port: int, *, code: str, name: str, level: str,
               seat: int | None = None, log_path: Path | None = None,
               seed: int = 0, think_ms: float | None = None) -> int:
    """Join the table at host:port and play it (JoinError when refused)."""
    conn = await Connection.open(host, port, code=code, name=name, seat=seat)
    handle = log_path.open("w", encoding="utf-8") if log_path is not None else None
    try:
        return await play(conn, level, log_file=handle, seed=seed, think_ms=think_ms)
    finally:
        if handle is not None:
            handle.close()
        await conn.close()
