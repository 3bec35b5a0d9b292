"""Host a network table, or play one of its seats as a computer, from the command line.

    python -m core.net host --game royal --players 4 --seats open,open,open,hard \\
        --port 0 --record FILE
    python -m core.net host --game tiengow --seats open,open,expert,hard \\
        --options '{"combos": "pairs", "banker": "increasing"}'
    python -m core.net join --address HOST:PORT --code C --name N --level hard \\
        [--seat S] [--log FILE]

`host` prints one JSON line {"port": P, "code": "C"} once it listens, plays the match
(one game unless --games says more) and writes the host's full record to FILE when the
game ends; `join` plays a seat, and with --log writes every message it received, one JSON
object a line. Both exit 0 when the game ends normally.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import signal
import sys
from pathlib import Path

from core.ai import LEVELS
from core.ai.pool import close_shared
from core.net import bot
from core.net.client import JoinError, parse_address
from core.net.discovery import Announcer
from core.net.host import Host, TableConfig
from core.net.limits import Limits
from core.net.protocol import DEFAULT_PORT, GAMES
from core.net.seats import seat_kinds


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m core.net", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    host = sub.add_parser("host", help="host a table")
    host.add_argument("--game", choices=GAMES, required=True)
    host.add_argument("--players", type=int, help="seats at the table (default: --seats)")
    host.add_argument("--seats", required=True,
                      help="per seat: open (for a client) or a level "
                           f"({', '.join(LEVELS)}), comma-separated")
    host.add_argument("--port", type=int, default=DEFAULT_PORT)
    host.add_argument("--bind", default=None, help="address to listen on (default: all)")
    host.add_argument("--record", type=Path, help="write the full record here")
    host.add_argument("--games", type=int, default=1, help="games to play (default 1)")
    host.add_argument("--options", type=_options, default={},
                      help="the game's options, a JSON object (default: its defaults)")
    host.add_argument("--seed", type=int)
    host.add_argument("--name", default="Host", help="the host's name in the lobby")
    host.add_argument("--fill", choices=LEVELS, default="hard",
                      help="the level that plays a dropped seat")
    host.add_argument("--think-ms", type=float, help="the hard level's time a move")
    host.add_argument("--pause-ms", type=int, default=0, help="pause before computer moves")
    host.add_argument("--grace", type=float, default=20.0,
                      help="seconds a dropped seat waits before a computer plays it")
    host.add_argument("--code", help="the join code (default: a random one)")
    host.add_argument("--announce", action="store_true",
                      help="announce the table on the local network (mDNS)")
    join = sub.add_parser("join", help="play a seat of a table as a computer")
    join.add_argument("--address", required=True, help="HOST:PORT")
    join.add_argument("--code", required=True)
    join.add_argument("--name", required=True)
    join.add_argument("--level", choices=LEVELS, default="hard")
    join.add_argument("--seat", type=int)
    join.add_argument("--log", type=Path, help="write every message received here")
    join.add_argument("--think-ms", type=float)
    join.add_argument("--seed", type=int, default=0)
    return parser


def _options(text: str) -> dict[str, object]:
    try:
        options = json.loads(text)
    except ValueError:
        raise argparse.ArgumentTypeError("not JSON") from None
    if not isinstance(options, dict):
        raise argparse.ArgumentTypeError("not a JSON object")
    return options


async def _host(args: argparse.Namespace) -> int:
    kinds = seat_kinds(args.seats)
    if args.players is not None and args.players != len(kinds):
        raise SystemExit(f"--players {args.players} but {len(kinds)} seats in --seats")
    config = TableConfig(game=args.game, seats=kinds, seed=args.seed, options=args.options,
                         host_name=args.name, fill_level=args.fill, think_ms=args.think_ms,
                         pause_ms=args.pause_ms, games=args.games, code=args.code,
                         record_path=args.record)
    announcer: Announcer | None = None

    def changed() -> None:
        if announcer is not None:
            announcer.update(sum(s.status == "open" for s in host.slots))

    host = Host(config, Limits(grace_s=args.grace), on_change=changed)
    port = await host.start(args.bind, args.port)
    print(json.dumps({"port": port, "code": host.code}), flush=True)
    if args.announce:
        announcer = Announcer(port, args.game, sum(k == "open" for k in kinds), args.name)
        announcer.start()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, lambda: asyncio.ensure_future(host.close()))
    await host.run()
    if announcer is not None:
        announcer.close()
    return 0 if host.record is not None and host.record.get("finished") else 1


async def _join(args: argparse.Namespace) -> int:
    try:
        host, port = parse_address(args.address, DEFAULT_PORT)
    except ValueError as exc:
        raise SystemExit(f"--address: {exc}") from None
    try:
        return await bot.join(host, port, code=args.code, name=args.name, level=args.level,
                              seat=args.seat, log_path=args.log, seed=args.seed,
                              think_ms=args.think_ms)
    except JoinError as exc:
        print(f"could not join: {exc}", file=sys.stderr)
        return 2


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    logging.basicConfig(level=logging.WARNING, format="%(name)s: %(message)s")
    try:
        return asyncio.run(_host(args) if args.command == "host" else _join(args))
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    finally:
        close_shared()


if __name__ == "__main__":
    sys.exit(main())
