"""The host's parts on their own: the schema of a client's messages, the rate and
join-code limits, the seats' plan, addresses, and a table opened again from its save."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest

from core.match import Match
from core.net.client import Connection, JoinError, parse_address
from core.net.host import NET_KEY, Host, TableConfig
from core.net.limits import GuessGuard, Limits, RateLimit
from core.net.protocol import Hello, MoveMsg, ProtocolError, decode_client
from core.net.seats import seat_kinds


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.mark.parametrize(("raw", "code"), [
    ('{"type": "hello"', "bad_json"),
    ("[1, 2]", "schema"),
    ('{"type": "shout"}', "unknown_type"),
    ('{"code": "X"}', "unknown_type"),
    ('{"type": "hello", "protocol": 1, "code": "A", "name": "Eva", "x": 1}', "schema"),
    ('{"type": "hello", "protocol": 1, "code": "A", "name": ""}', "schema"),
    ('{"type": "move", "ref": 1, "seat": true, "move": {"kind": "pass"}}', "schema"),
    ('{"type": "move", "ref": 1, "seat": 0, "move": {"kind": "fly"}}', "schema"),
    ('{"type": "move", "ref": 1, "seat": 0, "move": {"kind": "lead", "tiles": '
     '["1-1", "1-2", "1-3", "1-4", "1-5"]}}', "schema"),
    ("x" * 20000, "too_big"),
])
def test_a_bad_message_is_named_by_its_fault(raw: str, code: str) -> None:
    with pytest.raises(ProtocolError) as caught:
        decode_client(raw)
    assert caught.value.code == code


def test_good_messages_decode_to_their_types() -> None:
    hello = decode_client(json.dumps({"type": "hello", "protocol": 1, "code": "ABC234",
                                      "name": "Eva"}))
    assert hello == Hello(protocol=1, code="ABC234", name="Eva")
    move = decode_client('{"type": "move", "ref": 3, "seat": 2, "move": '
                         '{"kind": "play", "card": "10S"}}')
    assert isinstance(move, MoveMsg) and move.move.card == "10S"


def test_the_rate_limit_allows_a_burst_then_the_rate_and_counts_strikes() -> None:
    clock = Clock()
    rate = RateLimit(10, 5, clock)
    assert all(rate.take() for _ in range(5))
    assert not rate.take() and rate.strikes == 1
    assert not rate.take() and rate.strikes == 1  # one strike a second
    clock.now += 0.1
    assert rate.take()  # a tenth of a second brings one message back
    rate.refund()
    assert rate.take() and not rate.take()
    clock.now += 1.0
    assert all(rate.take() for _ in range(5))


def test_wrong_codes_slow_down_then_ban_the_address_until_the_window_passes() -> None:
    clock = Clock()
    guard = GuessGuard(Limits(free_guesses=2, ban_guesses=6, ban_window_s=60,
                              guess_delay_cap_s=4), clock)
    delays = [guard.wrong("10.0.0.9") for _ in range(5)]
    assert delays == [0.0, 0.0, 1.0, 2.0, 4.0]
    assert not guard.banned("10.0.0.9")
    assert guard.wrong("10.0.0.9") == 4.0  # capped
    assert guard.banned("10.0.0.9") and not guard.banned("10.0.0.8")
    clock.now += 61
    assert not guard.banned("10.0.0.9")


def test_seat_plans_and_addresses_are_checked() -> None:
    assert seat_kinds("open, hard,ai:easy,host") == ["open", "ai:hard", "ai:easy", "host"]
    with pytest.raises(ValueError, match="level"):
        seat_kinds("open,genius")
    assert parse_address("192.168.1.5:4000", 47474) == ("192.168.1.5", 4000)
    assert parse_address("herna.local", 47474) == ("herna.local", 47474)
    assert parse_address("[::1]:9", 47474) == ("::1", 9)
    for bad in ("", "a b:1", "host:0", "host:99999", "host:x"):
        with pytest.raises(ValueError):
            parse_address(bad, 47474)


async def played_and_saved(save: Path, game: str, seed: int
                           ) -> tuple[dict[str, Any], tuple[Connection, Connection]]:
    """A table of two friends (Eva, Ota) and two computers, played until its save holds
    a move, then closed: the save's data and the friends' connections."""
    config = TableConfig(game=game, seats=["open", "open", "ai:random", "ai:random"],
                         seed=seed, save_path=save, code="ABCDEF")
    host = Host(config, Limits(grace_s=30))
    port = await host.start("127.0.0.1", 0)
    eva = await Connection.open("127.0.0.1", port, code="ABCDEF", name="Eva")
    ota = await Connection.open("127.0.0.1", port, code="ABCDEF", name="Ota")
    for _ in range(100):  # the deal, and the computers' moves until a person's turn
        if save.exists() and host.match is not None and host.match.ply >= 1:
            break
        await asyncio.sleep(0.02)
    await host.close()
    return json.loads(save.read_text(encoding="utf-8")), (eva, ota)


async def opened_again(data: dict[str, Any], game: str, seed: int, grace_s: float,
                       match: Match | None = None) -> tuple[Host, int]:
    """The saved table opened again (as the room's Continue does): its host and port."""
    table = data[NET_KEY]
    host = Host(TableConfig(game=game, seats=table["seats"], code=table["code"], seed=seed),
                Limits(grace_s=grace_s), match=match or Match.from_save(data),
                tokens=table["tokens"])
    return host, await host.start("127.0.0.1", 0)


def test_a_table_opened_from_its_save_waits_for_its_people_who_get_their_seats(
        tmp_path) -> None:
    """The host saves after every move; a table continued from that save does not play
    on until its people are back (or the host starts anyway), and a friend's seat is
    taken back with its token only (the code alone gets no seat that was someone's)."""

    async def scenario() -> None:
        data, (eva, ota) = await played_and_saved(tmp_path / "net.json", "royal", 11)
        assert (eva.welcome.seat, ota.welcome.seat) == (0, 1)
        table = data[NET_KEY]
        assert table["seats"] == ["open", "open", "ai:random", "ai:random"]
        assert table["code"] == "ABCDEF"
        match = Match.from_save(data)
        reopened, port = await opened_again(data, "royal", 11, grace_s=30, match=match)
        await asyncio.sleep(0.1)
        assert not reopened.course.started  # it waits for Eva and Ota
        assert [s.status for s in reopened.slots] == ["away", "away",
                                                          "computer", "computer"]
        # their seats are theirs: the code alone (even with the name) takes neither
        with pytest.raises(JoinError) as refused:
            await Connection.open("127.0.0.1", port, code="abcdef", name="ota")
        assert refused.value.code == "full"
        ota2 = await Connection.open("127.0.0.1", port, code="", name="ota",
                                     token=table["tokens"][1])
        assert ota2.welcome.seat == 1
        assert not reopened.course.started
        eva2 = await Connection.open("127.0.0.1", port, code="",
                                     name="Eva", token=table["tokens"][0])
        assert eva2.welcome.seat == 0
        for _ in range(50):
            if reopened.course.started:
                break
            await asyncio.sleep(0.02)
        assert reopened.course.started and reopened.match is match
        with pytest.raises(JoinError) as refused:
            await Connection.open("127.0.0.1", port, code="", name="X", token="nope" * 8)
        assert refused.value.code == "token"
        await reopened.close()
        for conn in (eva, ota, ota2, eva2):
            await conn.close()

    asyncio.run(scenario())


def test_start_now_at_a_table_opened_again_gives_an_absent_friend_a_computer_for_now(
        tmp_path) -> None:
    async def scenario() -> None:
        data, (eva, ota) = await played_and_saved(tmp_path / "net.json", "nines", 5)
        table = data[NET_KEY]
        reopened, port = await opened_again(data, "nines", 5, grace_s=0.2)
        eva2 = await Connection.open("127.0.0.1", port, code="", name="Eva",
                                     token=table["tokens"][0])
        reopened.fill()  # Start now: Ota is not back
        assert reopened.course.started and reopened.slots[1].status == "away"
        for _ in range(100):
            if reopened.slots[1].status == "computer":
                break
            await asyncio.sleep(0.02)
        assert reopened.slots[1].status == "computer"
        ota2 = await Connection.open("127.0.0.1", port, code="", name="Ota",
                                     token=table["tokens"][1])
        assert ota2.welcome.seat == 1 and reopened.slots[1].status == "here"
        await reopened.close()
        for conn in (eva, ota, eva2, ota2):
            await conn.close()

    asyncio.run(scenario())
