"""Helpers of tests/gui/net: a real host on its thread (`core.net.threads.HostThread`,
on 127.0.0.1), our seat joined through a `NetSession` and shown by a `NetController` on
the room's real table, a log of what the controller said, the human's whole game played
through the controller, and, for the tests that need no network, a stand-in session fed
with the messages a host would send one seat (built from a local `Match`).

Every wait is bounded (pytest-qt's waitSignal/waitUntil, futures with timeouts).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from core.match import Match, Phase
from core.net import bot, codec
from core.net.limits import Limits
from core.net.protocol import (
    PROTOCOL,
    Events,
    Position,
    SeatInfo,
    State,
    Welcome,
    decode_host,
    encode,
)
from core.net.table_config import TableConfig
from core.net.threads import HostThread, LoopThread
from core.seating import SeatSpec
from gui.net.controller import NetController
from gui.net.session import NetSession
from gui.room.table_host import new_table

LOCAL = "127.0.0.1"
PLAYING = (Phase.CHANCE, Phase.HUMAN, Phase.COMPUTER)
WAIT_MS = 20_000


def patient_limits() -> Limits:
    """The host's limits with a short grace period (a dropped seat is played by a computer
    after a second) but the usual hello and keep-alive times: a busy test machine
    (another worker's whole games, a bundle's build) may leave a client's thread unheard
    for seconds, and a ping unanswered in 2 s dropped a bot before its game began."""
    return Limits(grace_s=1.0)


# --- a real table --------------------------------------------------------------------------

@dataclass
class Hosted:
    thread: HostThread
    port: int
    code: str
    bots: list[tuple[LoopThread, Any]] = field(default_factory=list)

    @property
    def host(self) -> Any:
        host = self.thread.host
        assert host is not None
        return host

    def add_bot(self, name: str, seed: int) -> None:
        """A computer client (`core.net.bot`) on an asyncio loop of its own."""
        loop = LoopThread(f"test-bot-{seed}")
        future = loop.submit(bot.join(LOCAL, self.port, code=self.code, name=name,
                                      level="random", seed=seed))
        self.bots.append((loop, future))

    def bot_exits(self, timeout: float = 10.0) -> list[int]:
        return [future.result(timeout) for _, future in self.bots]

    def wait_for_bots(self, qtbot: Any) -> None:
        """Until every bot sits at the table; a bot that ended first fails the test with
        its own exit code or error, not a bare timeout."""
        def seated() -> bool:
            for _, future in self.bots:
                if future.done():
                    raise AssertionError(f"a bot ended before the game: {future.result()}")
            here = sum(s.status == "here" for s in self.thread.seats())
            return here >= len(self.bots)
        qtbot.waitUntil(seated, timeout=WAIT_MS)


@contextmanager
def hosted(config: TableConfig) -> Iterator[Hosted]:
    """A host on its thread, listening on 127.0.0.1 (any free port); stopped after."""
    thread = HostThread(config, patient_limits())
    table = Hosted(thread, thread.start(LOCAL, 0).result(10), thread.code)
    try:
        yield table
    finally:
        thread.stop()
        for loop, _ in table.bots:
            loop.stop()


def join_seat(qtbot: Any, table: Hosted, seat: int, name: str = "Eva",
              ) -> tuple[NetSession, NetController]:
    """Our seat (the host's own, by its token) joined, and its controller."""
    session = NetSession()
    with qtbot.waitSignal(session.welcomed, timeout=10_000) as blocker:
        session.join(LOCAL, table.port, table.code, name, seat=seat,
                     token=table.thread.host_token(seat))
    return session, NetController(session, blocker.args[0])


def put_up_table(qtbot: Any, ctl: NetController) -> tuple[QWidget, Any]:
    """The room's table for the controller in a window (keep it: qtbot holds it weakly),
    shown, paced as the room paces it."""
    parent = QWidget()
    qtbot.addWidget(parent)
    ctl.table_paced = True  # as gui/room/table_host.py does
    view = new_table(ctl, parent)
    parent.resize(1024, 700)
    view.resize(1024, 700)
    parent.show()
    qtbot.waitExposed(view)
    return parent, view


# --- what the controller said ----------------------------------------------------------------

@dataclass
class Said:
    """Everything the controller told its table and the room, in order."""

    views: list[tuple[int, int, Any]] = field(default_factory=list)  # game, ply, our view
    plies: list[tuple[int, int]] = field(default_factory=list)  # (game, ply) per batch
    events: list[Any] = field(default_factory=list)
    turns: list[int] = field(default_factory=list)
    thinking: list[int] = field(default_factory=list)
    waiting: list[tuple[int, bool, Any]] = field(default_factory=list)
    refused: list[Any] = field(default_factory=list)
    lost: list[str] = field(default_factory=list)
    signals: list[str] = field(default_factory=list)
    others_seen: list[Any] = field(default_factory=list)  # observation(another seat)


def listen(ctl: NetController) -> Said:
    said = Said()

    def view(kind: str) -> None:
        said.signals.append(kind)
        obs = ctl.observation()
        said.views.append((ctl.game_number(), ctl.move_count(), obs))
        other = (ctl.seat + 1) % len(ctl.seats)
        said.others_seen.append(ctl.observation(other))

    def applied(events: list[Any]) -> None:
        said.events.extend(events)
        said.plies.append((ctl.game_number(), ctl.move_count()))
        view("events_applied")

    ctl.game_started.connect(lambda: view("game_started"))
    ctl.events_applied.connect(applied)
    ctl.human_to_move.connect(lambda seat: (said.turns.append(seat), view("human_to_move")))
    ctl.ai_thinking.connect(said.thinking.append)
    ctl.waiting_for.connect(lambda *args: said.waiting.append(args))
    ctl.move_refused.connect(said.refused.append)
    ctl.connection_lost.connect(said.lost.append)
    ctl.game_over.connect(lambda: said.signals.append("game_over"))
    ctl.match_over.connect(lambda: said.signals.append("match_over"))
    return said


# --- playing our seat --------------------------------------------------------------------

def play_our_seat(qtbot: Any, ctl: NetController, view: Any, rng: random.Random,
                  illegal: Callable[[Any], Any] | None = None) -> list[tuple[int, int, Any]]:
    """Play our seat to the end of the match with legal moves (pressing Continue on the
    Royal table's score table between deals). At our first turn `illegal(obs)` (a move the
    rules refuse) is sent first and its refusal awaited. The illegal moves sent, each with
    the game and ply it was sent at."""
    sent: list[tuple[int, int, Any]] = []
    royal = ctl.game == "royal"

    def ready() -> bool:
        return (ctl.phase in ("human", "match_over") or ctl.disconnected() is not None
                or (royal and view.overlays.waiting))

    while True:
        qtbot.waitUntil(ready, timeout=WAIT_MS)
        if royal and view.overlays.waiting:
            view.continue_play()
            continue
        if ctl.phase != "human":
            return sent
        obs = ctl.observation()
        moves = ctl.rules.obs_legal_moves(obs)
        assert moves == ctl.legal_moves() and moves
        if illegal is not None and not sent:
            wrong = illegal(obs)
            assert wrong not in moves
            with qtbot.waitSignal(ctl.move_refused, timeout=10_000):
                assert ctl.submit(wrong) is None  # the host's answer comes later
            sent.append((ctl.game_number(), ctl.move_count(), wrong))
            assert ctl.phase == "human"
        with qtbot.waitSignal(ctl.events_applied, timeout=10_000):
            ctl.submit(rng.choice(moves))


def host_views(record: dict[str, Any], seat: int) -> Callable[[int], Any]:
    """`seat`'s observation after the first `ply` moves of the host's full record."""
    replay = Match.replay(record)

    def at(ply: int) -> Any:
        replay.replay_seek(ply)
        return replay.observation(seat)

    return at


def refusal_code(record: dict[str, Any], ply: int, move: Any) -> str | None:
    """The code the rules refuse `move` with after `ply` moves of the record."""
    replay = Match.replay(record)
    replay.replay_seek(ply)
    state = replay.rules.clone(replay.state)
    try:
        replay.rules.apply(state, move)
    except Exception as exc:  # IllegalMove
        return getattr(exc, "code", None)
    raise AssertionError(f"{move} is legal after {ply} moves")


# --- a stand-in session, fed by hand ---------------------------------------------------------

class FakeSession(QObject):
    """What `NetController` uses of a `NetSession`, fed by the test (`feed`, `close`)."""

    welcomed = Signal(object)
    message = Signal(object)
    closed = Signal(str)
    failed = Signal(object)  # (a rejoin's JoinError: never here)

    def __init__(self, welcome: Welcome, before: list[Any] | None = None):
        super().__init__()
        self.welcome = welcome
        self._before = list(before or [])
        self.sent: list[Any] = []
        self.readies = 0
        self.left = False
        self.stopped = False

    def table(self) -> tuple[str, int, str] | None:
        return None  # (no table's address: nothing kept for it)

    def claim(self) -> list[Any]:
        kept, self._before = self._before, []
        return kept

    def feed(self, *messages: Any) -> None:
        for message in messages:  # through the wire's encoding, as a host's would come
            self.message.emit(decode_host(encode(message)))

    def close(self, why: str = "") -> None:
        self.closed.emit(why)

    def send_move(self, move: Any) -> bool:
        self.sent.append(move)
        return not self.stopped

    def ready(self) -> bool:
        self.readies += 1
        return True

    def leave(self) -> bool:
        self.left = True
        return True

    def stop(self) -> None:
        self.stopped = True


class LocalHost:
    """A local match whose messages for `seat` are built as the host builds them (the
    other seats are computers playing at random)."""

    def __init__(self, game: str, players: int, seat: int, seed: int = 7,
                 people: tuple[int, ...] = ()):
        self.seat = seat
        kinds = ["human" if i == seat or i in people else "ai:random"
                 for i in range(players)]
        self.match = Match(game, [SeatSpec(f"P{i}", k) for i, k in enumerate(kinds)], {},
                           seed=seed)
        self.infos = [SeatInfo(name=f"P{i}", kind=k, status="here" if k == "human" else
                               "computer") for i, k in enumerate(kinds)]
        self.rng = random.Random(seed)

    def welcome(self) -> Welcome:
        return Welcome(protocol=PROTOCOL, seat=self.seat, token="t" * 32,
                       game=self.match.game, options=dict(self.match.options),
                       seats=self.infos, host="Host")

    def position(self) -> Position:
        match = self.match
        phase = match.phase  # a computer's seat is COMPUTER already
        return Position(
            game_number=match.game_number, deal=match.rules.deal_number(
                match.observation(self.seat)), ply=match.ply,
            observation=codec.encode_observation(match.game, match.observation(self.seat)),
            to_move=match.to_move(), phase=phase.value,  # type: ignore[arg-type]
            scores=match.scores(), match_scores=match.match_scores(),
            earlier_games=match.earlier_games(),
            match_decided=match.is_over() and match.match_decided(),
            match_winners=match.match_winners() if match.is_over() else [])

    def start(self) -> State:
        self.match.start()
        return State(position=self.position())

    def step(self) -> Events:
        """One move (chance or a computer's) and the message of it."""
        match = self.match
        if match.phase is Phase.CHANCE:
            events = match.play_chance()
        else:
            moves = match.rules.legal_moves(match.state)
            events = match.submit(match.to_move(), self.rng.choice(moves))
        return Events(events=codec.encode_events(match.game, events, self.seat),
                      position=self.position())

    def until_our_turn(self, limit: int = 400) -> list[Events]:
        """The moves until it is our seat's turn (or the game's end)."""
        return self.until_turn_of(self.seat, limit)

    def until_turn_of(self, seat: int, limit: int = 400) -> list[Events]:
        """The moves until it is `seat`'s turn (or the game's end)."""
        out = []
        while (len(out) < limit and self.match.phase in PLAYING
               and not (self.match.phase is Phase.HUMAN and self.match.to_move() == seat)):
            out.append(self.step())
        return out

    def decode(self, position: Position) -> Any:
        """The observation a position carries."""
        return codec.decode_observation(self.match.game, position.observation)

