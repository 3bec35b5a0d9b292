"""Classic Tien Gow over real sockets on 127.0.0.1: a whole match of a human-like scripted
client against the host's computers, bot clients (`core.net.bot`), the `python -m core.net`
programs, and hostile peers on both sides.

PRIVACY is checked on the bytes each client received: every frame is read as JSON and its
tile names are counted against the host's full record of that game: a position names
exactly the seat's remaining hand, its own face-down discards and every tile played face
up so far, once each; an `events` message exactly the tiles its move showed; a public
record only what the seat saw. Another seat's hand or a face-down discard of another seat
would be a name counted once too often.
"""

from __future__ import annotations

import asyncio
import copy
import json
import os
import subprocess
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from net_helpers import (
    LOCAL,
    Honest,
    HostOnThread,
    check_record,
    fast_limits,
    host_config,
    join,
    run,
)
from websockets.asyncio.server import serve

from core.errors import IllegalMove
from core.match import Match
from core.net import bot, codec, loopback
from core.net.client import Connection, TableView
from core.net.host import Host, TableConfig
from core.net.protocol import (
    PROTOCOL,
    Position,
    ProtocolError,
    SeatInfo,
    State,
    Welcome,
    encode,
)
from core.net.table_config import MAX_MATCH_GAMES, table_options
from core.net.thinking import Thinker, default_ms
from core.rng import make_rng
from core.rules import get_rules
from core.tiengow import Beat, Discard, Lead
from core.tiengow.tiles import FACES

ROOT = Path(__file__).resolve().parents[2]
GAME = "tiengow"
TILES = frozenset(FACES)
VARIANT = {"combos": "pairs", "dragons": True, "supreme": "highest", "triplets": "by_group",
           "early_death": "any", "banker": "increasing"}


def names(value: Any) -> Counter[str]:
    """Every tile name in a JSON value, counted."""
    found: Counter[str] = Counter()
    if isinstance(value, str):
        if value in TILES:
            found[value] += 1
    elif isinstance(value, dict):
        for key, item in value.items():
            found += names(key) + names(item)
    elif isinstance(value, list):
        for item in value:
            found += names(item)
    return found


def plays_of(record: dict[str, Any]) -> list[tuple[int, list[str], bool]]:
    """Every play of a game's record in order: (seat, tiles, face up)."""
    return [(p["seat"], p["tiles"], p["face_up"]) for trick in record["tricks"]
            for p in trick["plays"]]


def known_at(record: dict[str, Any], seat: int, ply: int) -> Counter[str]:
    """What `seat` may know after `ply` moves: its hand left, its own face-down discards,
    every tile played face up."""
    tiles = Counter(record["hands"][seat])
    for who, played, up in plays_of(record)[:ply]:
        if who == seat and up:
            tiles -= Counter(played)  # now counted among the face-up plays
        if up:
            tiles += Counter(played)
    return tiles


def check_frames(frames: list[str], records: dict[int, dict[str, Any]], seat: int,
                 sent: Counter[str] | None = None) -> dict[str, int]:
    """Each frame a client received, against the host's records of the games (by number);
    what was checked. `sent`: tiles the client itself named in refused moves (a refusal
    may quote them back)."""
    counts: Counter[str] = Counter()
    for raw in frames:
        message = json.loads(raw)
        kind = message["type"]
        counts[kind] += 1
        if kind in ("state", "events"):
            position = message["position"]
            record = records[position["game_number"]]
            ply = position["ply"]
            assert names(position) == known_at(record, seat, ply), (kind, ply)
            if kind == "events":
                who, played, up = plays_of(record)[ply - 1]
                assert names(message["events"]) == (Counter(played) if up else Counter())
                counts["hidden" if not up and who != seat else "shown"] += 1
        elif kind in ("match_over", "bye") and message.get("record"):
            public = message["record"]
            assert public["public"] == {"seat": seat}
            full = records[public["game_number"]]
            assert names(public) == Counter(full["hands"][seat]) + Counter(  # as dealt,
                t for who, played, up in plays_of(full)  # and as played, with the others'
                if up or who == seat for t in played)  # face-up plays
            counts["public"] += 1
        elif kind == "refused":
            assert not names(message) - (sent or Counter()), message
        else:
            assert not names(message), message
    return dict(counts)


def rules_refusal(record: dict[str, Any], ply: int, move: Any) -> IllegalMove:
    """What the rules say of `move` after `ply` moves of the game's record."""
    replay = Match.replay(record)
    replay.replay_seek(ply)
    state = replay.rules.clone(replay.state)
    with pytest.raises(IllegalMove) as exc:
        replay.rules.apply(state, move)
    return exc.value


def capturing(player: Honest, hosted: HostOnThread, frames: list[str],
              records: dict[int, dict[str, Any]]) -> None:
    """Keep every frame `player` receives, and the host's record of each game as the
    player says it is ready for the next (the host keeps the last game's only)."""
    conn = player.conn
    receive, ready = conn.receive, conn.ready

    async def receiving() -> Any:
        message, raw = await receive()
        frames.append(raw if isinstance(raw, str) else raw.decode())
        return message, raw

    async def readying() -> None:
        record = hosted.host.record
        assert record is not None
        records[record["game_number"]] = copy.deepcopy(record)
        await ready()

    conn.receive = receiving  # type: ignore[method-assign]
    conn.ready = readying  # type: ignore[method-assign]


@pytest.fixture
def table() -> Iterator[Any]:
    made: list[HostOnThread] = []

    def make(seats: tuple[str, ...], **config: Any) -> HostOnThread:
        hosted = HostOnThread(host_config(GAME, seats, **config))
        made.append(hosted)
        return hosted

    yield make
    for hosted in made:
        hosted.stop()


# --- a whole match ------------------------------------------------------------------------


def a_tile_not_held(hand: tuple[str, ...]) -> str:
    return next(face for face in FACES if face not in hand)


@pytest.mark.parametrize("options", [{"match_games": 2}, {**VARIANT, "match_games": 2}])
def test_a_match_of_a_human_like_client_against_the_hosts_computers(
        table: Any, options: dict[str, Any]) -> None:
    """A person's seat played by a script as a person plays: it looks at its tiles, makes
    a mistake at its first turn of each game (a tile it does not hold, or a lead when it
    must follow), reads the host's refusal (the rules' own code and reason) and plays a
    legal move, says ready between games, to the end of the match. Its bytes hold nothing
    of the other seats."""
    hosted = table(("ai:easy", "open", "ai:medium", "ai:random"), games=None,
                   options=options, pause_ms=1)
    frames: list[str] = []
    records: dict[int, dict[str, Any]] = {}
    mistakes: list[tuple[int, int, Any, int]] = []  # game, ply, the move, its ref
    sent: Counter[str] = Counter()

    async def on_turn(me: Honest) -> bool:
        position, obs = me.view.position, me.view.observation
        assert position is not None and obs.seat == me.seat == 1
        if any(game == position.game_number for game, *_ in mistakes):
            return False
        if obs.current is None:  # leading: a tile it does not hold
            wrong: Any = Lead(1, (a_tile_not_held(obs.hand),))
        else:  # following: a lead (it must follow)
            wrong = Lead(1, obs.hand[:1])
        sent.update(wrong.tiles)
        ref = await me.send_move(wrong)
        mistakes.append((position.game_number, position.ply, wrong, ref))
        return True  # its answer (refused) comes back, then it is its turn again

    async def go() -> Honest:
        conn = await join(hosted.port, hosted.code, "Zuzana", seat=1)  # (seat 0 is Eva)
        me = Honest(conn, seed=3, on_turn=on_turn)
        capturing(me, hosted, frames, records)
        assert await asyncio.wait_for(me.play(), 60) == "match_over"
        await hosted.match_over(10)
        return me

    me = run(go(), 90)
    last = hosted.host.record
    assert last is not None
    records[last["game_number"]] = last
    assert sorted(records) == [1, 2]
    for record in records.values():
        check_record(record)
        assert record["players"][1] == {"name": "Zuzana", "kind": "human"}
        assert {k: record["options"][k] for k in options} == options
    # every mistake was refused with the rules' code and reason, and the play went on
    assert len(mistakes) == 2 and len(me.refused) == 2
    for (game, ply, wrong, ref), refusal in zip(mistakes, me.refused, strict=True):
        said = rules_refusal(records[game], ply, wrong)
        assert (refusal.ref, refusal.code, refusal.reason) == (ref, said.code, str(said))
        assert refusal.code in ("not_held", "follow_now")
    assert me.errors == []
    match = hosted.host.match
    assert match is not None and match.match_decided()
    ended = next(m for m in me.log if type(m).__name__ == "MatchOver")
    assert ended.match_winners == match.match_winners()
    checked = check_frames(frames, records, 1, sent)
    assert checked["game_over"] == 2 and checked["public"] == 1 and checked["state"] == 2
    assert checked["hidden"] > 3 and checked["shown"] > 20


def test_bot_clients_and_a_computer_play_a_game_and_see_only_their_own(
        tmp_path: Path) -> None:
    hosted = HostOnThread(host_config(GAME, ("open", "open", "ai:medium", "open"), seed=5,
                                      fill_level="easy", options=VARIANT),
                          fast_limits(grace_s=5))
    logs = [tmp_path / f"bot{i}.jsonl" for i in range(3)]
    try:
        async def go() -> list[int]:
            return list(await asyncio.gather(*(
                bot.join(LOCAL, hosted.port, code=hosted.code, name=f"Bot {i + 1}",
                         level=level, log_path=log, seed=i)
                for i, (level, log) in enumerate(zip(("easy", "medium", "random"), logs,
                                                     strict=True)))))

        codes = run(go(), 60)
        record = run(hosted.wait_over(10), 20)
    finally:
        hosted.stop()
    assert codes == [bot.OK] * 3
    check_record(record)
    assert record is not None and record["options"] == {**record["options"], **VARIANT}
    seats = []
    for log in logs:
        lines = log.read_text(encoding="utf-8").splitlines()
        seat = json.loads(lines[0])["seat"]
        seats.append(seat)
        checked = check_frames(lines, {1: record}, seat)  # its log: every message as sent
        assert checked["events"] > 20 and checked["public"] == 1
    assert sorted(seats) == [0, 1, 3]


def test_the_loopback_self_test_plays_tien_gow() -> None:
    game = run(loopback.play(GAME, ("open", "ai:easy", "open", "ai:random"), seed=4,
                             options=VARIANT), 60)
    assert game.exit_codes == (bot.OK, bot.OK) and game.messages > 40
    assert game.record["finished"] and game.record["options"] == {
        **game.record["options"], **VARIANT}


# --- hostile peers ----------------------------------------------------------------------------


def move_text(seat: int, body: Any, ref: int) -> str:
    return json.dumps({"type": "move", "ref": ref, "seat": seat, "move": body})


def test_malformed_and_illegal_tien_gow_moves_are_refused_and_the_game_goes_on(
        table: Any) -> None:
    hosted = table(("open", "open", "ai:random", "ai:random"), pause_ms=2)
    expected: dict[int, str] = {}  # ref -> the refusal's code ("rules": the rules')
    errors: list[str] = []
    rules_moves: dict[int, tuple[int, Any]] = {}  # ref -> (ply, move)
    replayed: dict[str, int] = {}

    async def on_turn(me: Honest) -> bool:
        if me.turns != 1:
            return False
        seat, obs = me.seat, me.view.observation
        position = me.view.position
        assert position is not None
        honest_move = me.choose()
        body = codec.encode_move(GAME, honest_move)
        cases: list[tuple[Any, int, str]] = [
            (body, (seat + 1) % 4, "not_your_seat"),
            ({"kind": "lead", "tiles": ["7-7"]}, seat, "bad_move"),
            ({"kind": "lead", "tiles": ["6-3"]}, seat, "bad_move"),  # one spelling only
            ({"kind": "beat", "tiles": ["3-6", "3-6"]}, seat, "bad_move"),  # one 3-6
            ({"kind": "discard", "tiles": []}, seat, "bad_move"),
            ({"kind": "take", "end": "left"}, seat, "bad_move"),
            ({"kind": "play", "card": "QB"}, seat, "bad_move"),
            ({"kind": "pass"}, seat, "bad_move"),
        ]
        for i, (data, who, code) in enumerate(cases):
            expected[300 + i] = code
            await me.inject(move_text(who, data, 300 + i))
        # against the rules: a tile not held; the wrong kind of move for the moment
        lead = obs.current is None
        wrong: list[Any] = [
            (Lead if lead else Beat)(seat, (a_tile_not_held(obs.hand),)),
            Beat(seat, obs.hand[:1]) if lead else Lead(seat, obs.hand[:1]),
        ]
        if not lead and len(obs.hand) > obs.current.size:
            wrong.append(Discard(seat, obs.hand[:obs.current.size + 1]))  # one too many
        for i, move in enumerate(wrong):
            ref = 400 + i
            expected[ref] = "rules"
            rules_moves[ref] = (position.ply, move)
            await me.inject(move_text(seat, codec.encode_move(GAME, move), ref))
        # not of the schema: an `error`, no refusal
        for data in ({"kind": "discard", "tiles": ["6-6"] * 5}, {"kind": "shuffle"},
                     {"kind": "lead", "tiles": ["10-10"]}, {"kind": "lead", "tiles": "6-6"}):
            errors.append("schema")
            await me.inject(move_text(seat, data, 500))
        # its move, twice: played once, the second out of turn
        replayed["ref"] = await me.send_move(honest_move, times=2)
        return True

    async def go() -> tuple[Honest, Honest]:
        one = Honest(await join(hosted.port, hosted.code, "One", seat=0), seed=0)
        tester = Honest(await join(hosted.port, hosted.code, "Tester", seat=1), seed=1,
                        on_turn=on_turn)
        plays = (asyncio.create_task(one.play()), asyncio.create_task(tester.play()))
        ends = await asyncio.wait_for(asyncio.gather(*plays), 40)
        assert ends == ["match_over", "match_over"]
        return one, tester

    one, tester = run(go(), 60)
    record = hosted.host.record
    check_record(record)
    assert record is not None
    by_ref: dict[int, list[Any]] = {}
    for refusal in tester.refused:
        by_ref.setdefault(refusal.ref, []).append(refusal)
    assert [r.code for r in by_ref.pop(replayed["ref"])] == ["out_of_turn"]
    assert set(by_ref) == set(expected), (sorted(by_ref), sorted(expected))
    for ref, code in expected.items():
        (refusal,) = by_ref[ref]
        if code == "rules":
            ply, move = rules_moves[ref]
            said = rules_refusal(record, ply, move)
            assert (refusal.code, refusal.reason) == (said.code, str(said))
        else:
            assert refusal.code == code and refusal.reason, (ref, refusal)
    assert [e.code for e in tester.errors] == errors
    assert one.refused == [] and one.errors == []


def fake_welcome(seat: int = 1) -> Welcome:
    return Welcome(protocol=PROTOCOL, seat=seat, token="t" * 32, game=GAME,
                   options=dict(get_rules(GAME).default_options),
                   seats=[SeatInfo(name=f"P{i}", kind="human", status="here")
                          for i in range(4)], host="Host")


def a_position(seat: int = 1) -> dict[str, Any]:
    """A true position of seat `seat` (a game a few moves in), as JSON."""
    rules = get_rules(GAME)
    rng = make_rng(9)
    state = rules.new_game(rng, players=4)
    for _ in range(9):
        rules.apply(state, rules.random_move(state, rng))
    obs = rules.observation(state, seat)
    return {"game_number": 1, "deal": 1, "ply": 9,
            "observation": codec.encode_observation(GAME, obs), "to_move": obs.to_move,
            "phase": "human", "scores": [0] * 4, "match_scores": [0] * 4,
            "earlier_games": [], "match_decided": False, "match_winners": []}


def _hostile(position: dict[str, Any], how: str) -> dict[str, Any]:
    bad = copy.deepcopy(position)
    obs = bad["observation"]
    if how == "another hand":
        obs["hands"] = [["6-6"] * 2] * 4
    elif how == "a hand too many":
        obs["hand"] = [*obs["hand"], "1-2"]
    elif how == "a discard's faces":
        trick = next(t for t in obs["tricks"] if any(p[1] is None for p in t["plays"]))
        play = next(p for p in trick["plays"] if p[1] is None)
        play[1] = ["1-2"] * trick["size"]
    elif how == "three heavens":
        obs["hand"][:3] = ["6-6"] * 3
    elif how == "a seat":
        obs["seat"] = 0
    return bad


@pytest.mark.parametrize("how", ["another hand", "a hand too many", "a discard's faces",
                                 "three heavens", "a seat"])
def test_a_client_refuses_a_malformed_tien_gow_observation(how: str) -> None:
    view = TableView.of(fake_welcome())
    good = a_position()
    view.apply(State(position=Position(**good)))
    assert view.observation is not None and view.observation.seat == 1
    with pytest.raises(ProtocolError) as exc:
        view.apply(State(position=Position(**_hostile(good, how))))
    assert exc.value.code == "schema" and str(exc.value)


def test_a_bot_leaves_a_host_that_sends_another_seats_tiles() -> None:
    """A hostile host (a plain WebSocket server) welcomes the bot to Tien Gow and sends a
    position with every hand in it: the bot refuses it and ends (BROKEN)."""
    async def go() -> int:
        async def serve_one(ws: Any) -> None:
            await ws.recv()  # its hello
            await ws.send(encode(fake_welcome(1)))
            bad = _hostile(a_position(1), "another hand")
            await ws.send(json.dumps({"type": "state", "position": bad}))
            await asyncio.sleep(5)

        async with serve(serve_one, LOCAL, 0) as server:
            port = next(iter(server.sockets)).getsockname()[1]
            conn = await Connection.open(LOCAL, port, code="ABCDEF", name="Bot")
            try:
                return await asyncio.wait_for(bot.play(conn, "random"), 10)
            finally:
                await conn.close()

    assert run(go(), 20) == bot.BROKEN


# --- the table's options ----------------------------------------------------------------------


def test_a_table_checks_its_game_and_tien_gow_options() -> None:
    assert table_options(GAME, {}) == dict(get_rules(GAME).default_options)
    chosen = table_options(GAME, {**VARIANT, "match_games": 8, "end_early": True})
    assert chosen == {**VARIANT, "match_games": 8}
    for bad in ({"combos": "quartets"}, {"dragons": 1}, {"banker": None},
                {"early_death": "never"}, {"match_games": 0}, {"match_games": True},
                {"match_games": MAX_MATCH_GAMES + 1}):
        with pytest.raises(ValueError):
            table_options(GAME, bad)
        with pytest.raises(ValueError):
            Host(TableConfig(game=GAME, seats=["open"] * 4, options=bad))
    with pytest.raises(ValueError):
        table_options("chess", {})
    Host(TableConfig(game=GAME, seats=["open", "ai:expert", "ai:hard", "host"],
                     options=VARIANT))


def test_the_computers_think_as_the_table_says() -> None:
    from core.ai import Budget
    from core.ai.expert import EXPERT_MS
    from core.ai.tiengow import HARD_MS

    assert default_ms(GAME) == HARD_MS
    rules = get_rules(GAME)
    thinker = Thinker(rules)
    assert thinker.budget("hard") == Budget(ms=HARD_MS) and thinker.budget("expert") is None
    thinker = Thinker(rules, 50, 120)
    assert thinker.budget("hard") == Budget(ms=50) and thinker.budget("expert") == Budget(
        ms=120) and thinker.budget("easy") is None
    assert EXPERT_MS > 0


# --- the programs -------------------------------------------------------------------------------


def test_the_host_and_join_programs_play_a_tien_gow_game(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "HERNA_DISCOVERY": "off"}
    record_path = tmp_path / "record.json"
    host = subprocess.Popen(
        [sys.executable, "-m", "core.net", "host", "--game", GAME, "--seats",
         "open,open,easy,open", "--port", "0", "--bind", LOCAL, "--record", str(record_path),
         "--fill", "easy", "--seed", "5", "--grace", "5", "--options", json.dumps(VARIANT)],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    joins: list[subprocess.Popen[str]] = []
    try:
        assert host.stdout is not None
        first = json.loads(host.stdout.readline())
        logs = [tmp_path / f"join{i}.jsonl" for i in range(3)]
        for i, log in enumerate(logs):
            joins.append(subprocess.Popen(
                [sys.executable, "-m", "core.net", "join", "--address",
                 f"{LOCAL}:{first['port']}", "--code", first["code"], "--name", f"Bot{i}",
                 "--level", ("easy", "medium", "random")[i], "--log", str(log),
                 "--seed", str(i)],
                cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True))
        outcomes = [(p.wait(60), p.stderr.read() if p.stderr else "") for p in joins]
        assert [code for code, _ in outcomes] == [0] * 3, outcomes
        assert host.wait(15) == 0, host.stderr.read() if host.stderr else ""
    finally:
        for process in [host, *joins]:
            if process.poll() is None:
                process.kill()
            process.wait(5)
            for stream in (process.stdout, process.stderr):
                if stream is not None:
                    stream.close()
    record = json.loads(record_path.read_text(encoding="utf-8"))
    check_record(record)
    assert {k: record["options"][k] for k in VARIANT} == VARIANT
    for log in logs:
        lines = log.read_text(encoding="utf-8").splitlines()
        check_frames(lines, {1: record}, json.loads(lines[0])["seat"])


def test_a_bad_option_stops_the_host_program() -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "HERNA_DISCOVERY": "off"}
    done = subprocess.run(
        [sys.executable, "-m", "core.net", "host", "--game", GAME, "--seats",
         "open,easy,easy,easy", "--port", "0", "--bind", LOCAL, "--options",
         '{"combos": "everything"}'], cwd=ROOT, env=env, capture_output=True, text=True,
        timeout=30)
    assert done.returncode == 2 and "combos" in done.stderr
