"""Whole games over real sockets on 127.0.0.1: bot clients (`core.net.bot`) against a
`Host`, in this process and as `python -m core.net host` / `join` programs.

Each bot's `--log` is checked line by line: a JSON object with a `type`; in Royal every
message of a deal says which (`deal`); and PRIVACY: every card or tile a client was sent
for a deal is in its own hand of that deal (the host's full record) or was played face
up in it, never another seat's concealed piece, and no message carries the seed or the
wall. The host's record passes the referee (`core.records`)."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from net_helpers import LOCAL, HostOnThread, check_record, fast_limits, host_config, run

from core.net import bot
from core.nines.tiles import FACES
from core.royal.cards import CARDS

ROOT = Path(__file__).resolve().parents[2]
PIECES = {"nines": frozenset(FACES), "royal": frozenset(CARDS)}
DEAL_TYPES = ("state", "events", "refused", "game_over")  # Royal: each says its deal
SECRET_KEYS = ("seed", "wall")
# Royal observation fields that are sets the rules define from what every seat saw (the
# cards not seen, the led suit, the cards that may be laid next, the penalty cards still
# out, the suits a seat showed void in): they name cards nobody has shown, but say
# nothing of who holds them (tests/net/test_codec.py's UNSEEN). `unseen_mask` is checked
# to be exactly the complement of the seat's hand and the cards played.
DERIVED = frozenset({"unseen_mask", "absent_masks", "frontier_mask", "penalty_cards_left",
                     "lead_mask"})


# --- what a client may see -------------------------------------------------------------------

def names_in(value: Any, pieces: frozenset[str], skip: frozenset[str] = frozenset()
             ) -> Iterator[str]:
    """The piece names anywhere in `value` (the values of keys in `skip` left out)."""
    if isinstance(value, str):
        if value in pieces:
            yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            if key not in skip:
                yield from names_in(item, pieces, skip)
    elif isinstance(value, list):
        for item in value:
            yield from names_in(item, pieces, skip)


def keys_in(value: Any) -> Iterator[str]:
    if isinstance(value, dict):
        for key, item in value.items():
            yield key
            yield from keys_in(item)
    elif isinstance(value, list):
        for item in value:
            yield from keys_in(item)


def seen_in_royal(record: dict[str, Any], seat: int) -> list[set[str]]:
    """Per deal of the host's full record: `seat`'s hand and every card played face up."""
    seen = []
    for deal in record["deals"]:
        cards = set(deal["hands"][seat])
        cards.update(c for trick in deal.get("tricks", ()) for c in trick["cards"])
        cards.update(c for turn in deal.get("turns", ()) for c in turn.get("cards", ()))
        seen.append(cards)
    return seen


def deck_of(record: dict[str, Any], deal: int) -> set[str]:
    return {card for hand in record["deals"][deal]["hands"] for card in hand}


def seen_in_nines(record: dict[str, Any], seat: int) -> set[str]:
    """`seat`'s hand (the tiles it took) and every tile played in the game."""
    tiles = set(record["hands"][seat])
    tiles.update(t for rnd in record["rounds"] for play in rnd["plays"] for t in play["tiles"])
    return tiles


def check_log(lines: list[str], record: dict[str, Any]) -> dict[str, int]:
    """A bot's log against the host's full record (one game); what was checked."""
    game = record["game"]
    pieces = PIECES[game]
    messages = [json.loads(line) for line in lines]
    assert messages, "an empty log"
    for message in messages:
        assert isinstance(message, dict) and isinstance(message.get("type"), str), message
        leaked = set(keys_in(message)) & set(SECRET_KEYS)
        assert not leaked, f"{message['type']} carries {leaked}"
    assert messages[0]["type"] == "welcome"
    seat = messages[0]["seat"]
    names = 0
    if game == "nines":
        allowed = seen_in_nines(record, seat)
        for message in messages:
            shown = set(names_in(message, pieces))
            assert shown <= allowed, (f"seat {seat} was sent {shown - allowed} in "
                                      f"{message['type']}")
            names += len(shown)
        return {"messages": len(messages), "names": names}
    allowed_by_deal = seen_in_royal(record, seat)

    def check(value: Any, deal: int, what: str) -> None:
        nonlocal names
        shown = set(names_in(value, pieces, DERIVED))
        assert shown <= allowed_by_deal[deal], (
            f"seat {seat} was sent {shown - allowed_by_deal[deal]} in {what} of deal {deal}")
        names += len(shown)

    def check_position(position: dict[str, Any], what: str) -> int:
        obs = position["observation"]
        deal = min(len(record["deals"]), obs["deal"]) - 1
        check(position, deal, what)
        if obs["unseen_mask"]:  # nothing but the complement of what the seat saw
            assert set(obs["unseen_mask"]) == deck_of(record, deal) - set(obs["hand"]) - set(
                obs["played_mask"]), f"{what}: unseen_mask is not what seat {seat} did not see"
        return deal

    for i, message in enumerate(messages):
        kind, what = message["type"], f"line {i + 1} ({message['type']})"
        if kind in DEAL_TYPES:
            assert isinstance(message.get("deal"), int) and 0 <= message["deal"] <= 5, \
                f"{what} says no deal"
        if kind == "events":
            check(message["events"], message["deal"], what)
            check_position(message["position"], what)
        elif kind == "state":
            assert check_position(message["position"], what) == message["deal"], what
        elif kind == "refused":
            check(message["params"], message["deal"], what)
        elif kind in ("match_over", "bye") and message.get("record"):
            public = message["record"]
            assert public["public"] == {"seat": seat}
            for deal, part in enumerate(public["deals"]):
                check(part, deal, f"{what}, its record")
            rest = {k: v for k, v in public.items() if k != "deals"}
            assert not set(names_in(rest, pieces)), what
        else:
            assert not set(names_in(message, pieces)), f"{what} names a piece"
    return {"messages": len(messages), "names": names}


# --- in this process ---------------------------------------------------------------------------

def play_with_bots(tmp_path: Path, game: str, seats: tuple[str, ...],
                   levels: tuple[str, ...]) -> tuple[dict[str, Any], list[list[str]],
                                                     list[int]]:
    """A table of `seats` with a bot client of each level in the open seats; the host's
    record, each bot's log lines, and their exit codes."""
    hosted = HostOnThread(host_config(game, seats, seed=11, fill_level="easy"),
                          fast_limits(grace_s=5))
    logs = [tmp_path / f"bot{i}.jsonl" for i in range(len(levels))]
    try:
        async def go() -> tuple[list[int], dict[str, Any] | None]:
            codes = await asyncio.gather(*(
                bot.join(LOCAL, hosted.port, code=hosted.code, name=f"Bot {i + 1}",
                         level=level, log_path=log, seed=i + 1)
                for i, (level, log) in enumerate(zip(levels, logs, strict=True))))
            return list(codes), await hosted.wait_over(10)

        codes, record = run(go(), 30)
    finally:
        hosted.stop()
    check_record(record)
    assert record is not None
    return record, [log.read_text(encoding="utf-8").splitlines() for log in logs], codes


def test_a_nines_game_of_three_bot_clients_and_a_computer(tmp_path: Path) -> None:
    record, logs, codes = play_with_bots(
        tmp_path, "nines", ("open", "open", "open", "ai:medium"), ("easy", "medium", "easy"))
    assert codes == [bot.OK] * 3
    assert [p["kind"] for p in record["players"]] == ["human"] * 3 + ["ai:medium"]
    for lines in logs:
        checked = check_log(lines, record)
        assert checked["names"] > 0


def test_a_royal_game_of_six_with_three_bot_clients_and_three_computers(
        tmp_path: Path) -> None:
    record, logs, codes = play_with_bots(
        tmp_path, "royal", ("open", "ai:easy", "open", "ai:medium", "open", "ai:random"),
        ("medium", "easy", "random"))
    assert codes == [bot.OK] * 3
    assert len(record["players"]) == 6
    seats = []
    for lines in logs:
        checked = check_log(lines, record)
        assert checked["names"] > 0
        seats.append(json.loads(lines[0])["seat"])
    assert sorted(seats) == [0, 2, 4]


def test_the_privacy_check_finds_a_leak() -> None:
    """The check itself: a hand of another seat in a message is caught."""
    record = {"game": "royal", "deals": [{"hands": [["6R", "7R"], ["8R", "9R"]],
                                          "tricks": [{"cards": ["6R", "8R"]}]}]}
    good = [json.dumps({"type": "welcome", "seat": 0}),
            json.dumps({"type": "events", "deal": 0, "events": [{"card": "8R"}],
                        "position": {"observation": {"deal": 1, "hand": ["7R"],
                                                     "played_mask": ["6R", "8R"],
                                                     "unseen_mask": ["9R"]}}})]
    check_log(good, record)
    leak = [*good, json.dumps({"type": "events", "deal": 0, "events": [{"card": "9R"}],
                               "position": {"observation": {"deal": 1, "hand": [],
                                                            "played_mask": [],
                                                            "unseen_mask": []}}})]
    with pytest.raises(AssertionError, match="9R"):
        check_log(leak, record)
    with pytest.raises(AssertionError, match="seed"):
        check_log([*good, json.dumps({"type": "lobby", "x": {"seed": 1}})], record)


# --- the programs ------------------------------------------------------------------------------

@pytest.mark.parametrize(("game", "seats"), [
    ("nines", "open,open,open,medium"),
    ("royal", "open,open,easy,open"),
])
def test_the_host_and_join_programs_play_a_game(tmp_path: Path, game: str,
                                                seats: str) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "HERNA_DISCOVERY": "off"}
    record_path = tmp_path / "record.json"
    host = subprocess.Popen(
        [sys.executable, "-m", "core.net", "host", "--game", game, "--seats", seats,
         "--port", "0", "--bind", LOCAL, "--record", str(record_path), "--fill", "easy",
         "--seed", "5", "--grace", "5"],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    joins: list[subprocess.Popen[str]] = []
    try:
        assert host.stdout is not None
        first = json.loads(host.stdout.readline())
        assert set(first) == {"port", "code"} and isinstance(first["port"], int) and \
            first["port"] > 0 and isinstance(first["code"], str) and len(first["code"]) == 6
        logs = [tmp_path / f"join{i}.jsonl" for i in range(seats.count("open"))]
        for i, log in enumerate(logs):
            joins.append(subprocess.Popen(
                [sys.executable, "-m", "core.net", "join", "--address",
                 f"{LOCAL}:{first['port']}", "--code", first["code"], "--name", f"Bot{i}",
                 "--level", ("easy", "medium", "random")[i % 3], "--log", str(log),
                 "--seed", str(i)],
                cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True))
        outcomes = [(p.wait(30), p.stderr.read() if p.stderr else "") for p in joins]
        assert [code for code, _ in outcomes] == [0] * len(joins), outcomes
        assert host.wait(15) == 0, host.stderr.read() if host.stderr else ""
    finally:
        for process in [host, *joins]:
            if process.poll() is None:
                process.kill()
            process.wait(5)
            for stream in (process.stdout, process.stderr):
                if stream is not None:
                    stream.close()
    checked = subprocess.run([sys.executable, "-m", "core.records", str(record_path)],
                             cwd=ROOT, env=env, capture_output=True, text=True, timeout=30)
    assert checked.returncode == 0 and checked.stdout.strip().endswith(": ok"), checked
    record = json.loads(record_path.read_text(encoding="utf-8"))
    assert record["finished"] is True
    for log in logs:
        check_log(log.read_text(encoding="utf-8").splitlines(), record)
