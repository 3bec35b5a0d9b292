"""The controller of a network seat: a table of the room shows a match another Herna
hosts as it shows a local one.

The host decides everything (`core.net.host`); this controller only relays. Each host
message (`gui.net.session.NetSession.message`) goes into what we know of the table
(`core.net.client.TableView`) and out as the signals a table knows
(`gui.table.contracts.ControllerSignals`): a `state` is `game_started`, an `events` is
`events_applied` (the observation already the position after them), a `refused` is
`move_refused`, a `game_over` is `game_over`. While the table animates a batch
(`table_paced`), the messages that follow wait their turn, so a burst of moves is shown
one by one, never skipped. Our moves go to the host (`submit`); the answer comes later,
as `events_applied` or `move_refused`.

Privacy: we only ever hold our own seat's observation, and only our seat is face up.
Undo, the hint and saving are the host's business: none here.
"""

from __future__ import annotations

import time
from collections import deque
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal

from core.errors import IllegalMove
from core.net import codec
from core.net.client import TableView
from core.net.protocol import (
    Bye,
    ErrorMsg,
    Events,
    GameOverMsg,
    Lobby,
    MatchOver,
    Position,
    ProtocolError,
    Refused,
    SeatInfo,
    State,
    Turn,
    Welcome,
)
from core.nines.moves import Lead as NinesLead
from core.private import redacted
from core.rules import Rules
from core.tiengow import Lead as TienGowLead
from gui.net.session import NetSession
from gui.table.contracts import ControllerSignals, Step

if TYPE_CHECKING:
    from collections.abc import Callable

    from gui.table.contracts import TableController

NETWORK = "network"
"""Why undo and the hint are not offered at a network table (`undo_blocked`,
`hint_blocked`)."""


@dataclass(frozen=True)
class NetSeat:
    """A seat as the lobby shows it: `kind` "human" (us, or another person), "ai:<level>"
    or "open" (nobody took it: the host's computer plays it once the match began);
    `status` "here", "away", "computer" (a computer plays it now) or "open"."""

    name: str
    kind: str
    status: str

    @property
    def human(self) -> bool:
        return self.kind == "human"

    @property
    def away(self) -> bool:
        return self.status == "away"

    @property
    def stand_in(self) -> bool:
        return self.status == "computer" and self.kind == "human"

    @property
    def level(self) -> str:
        return self.kind.partition(":")[2] or "random"


class NetController(ControllerSignals):
    """A network seat's controller; a `gui.table.contracts.TableController`. Made once
    the session is welcomed (the messages that came before are claimed from it)."""

    lobby_changed = Signal()  # the seats changed (`seats`, `seat_infos`)
    # another person is to move: seat, away, seconds until a computer plays for them
    # (None: not known, or not away)
    waiting_for = Signal(int, bool, object)
    connection_lost = Signal(str)  # "host_quit", "kicked", "dropped", "closed", "protocol: …"
    host_error = Signal(str, str)  # the host's error code and reason (docs/protocol.md)
    ready_for_next = Signal()  # we said ready after a game: the host waits for the others
    search_fallback = Signal(int, str)  # never: the computers think at the host

    def __init__(self, session: NetSession, welcome: Welcome | None = None,
                 parent: QObject | None = None):
        super().__init__(parent)
        welcome = welcome if welcome is not None else session.welcome
        if welcome is None:
            raise ValueError("the session has not been welcomed")
        self.session = session
        self.table_view = TableView.of(welcome)  # what we know of the table
        self.table_paced = False  # set by the room when a table calls animations_done
        self._step = Step.IDLE
        self._queue: deque[tuple[Any, float]] = deque()  # messages not yet shown, when
        self._turn_due = False  # whose turn it is is yet to be said (on the timer)
        self._holds = 0
        self._pending = False  # our move went to the host, which has not answered yet
        self._legal: tuple[tuple[int, int], list[Any]] | None = None
        self._over: GameOverMsg | None = None  # the game over of the game on the table
        self._lost: str | None = None
        self._left = False
        self._shut = False
        self._seats: tuple[list[SeatInfo], list[NetSeat]] | None = None
        self.most_queued = 0  # the longest the queue grew (a burst held for the table)
        self._timer = QTimer(self, singleShot=True)
        self._timer.timeout.connect(self._advance)
        session.message.connect(self._arrived)
        session.closed.connect(self._closed)
        session.welcomed.connect(self._welcomed_again)
        now = time.monotonic()
        for message in session.claim():  # shown from the event loop, once wired
            self._queue.append((message, now))
        self._timer.start(0)

    # --- what the table is ------------------------------------------------------------------

    @property
    def seat(self) -> int:
        """Our seat."""
        return self.table_view.seat

    @property
    def game(self) -> str:
        return self.table_view.game

    @property
    def rules(self) -> Rules:
        return self.table_view.rules

    @property
    def options(self) -> dict[str, Any]:
        return self.table_view.options

    @property
    def host_name(self) -> str:
        return self.table_view.host

    @property
    def seats(self) -> list[NetSeat]:
        infos = self.table_view.seats
        if self._seats is None or self._seats[0] is not infos:
            self._seats = (infos, [
                NetSeat(info.name, "human" if i == self.seat else info.kind, info.status)
                for i, info in enumerate(infos)])
        return self._seats[1]

    def seat_infos(self) -> list[SeatInfo]:
        """The seats as the host's lobby shows them."""
        return list(self.table_view.seats)

    @property
    def hot_seat(self) -> bool:
        return False

    @property
    def show_all(self) -> bool:
        return False

    @property
    def phase(self) -> Step:
        return self._step

    def viewer(self) -> int:
        return self.seat

    def bottom_seat(self) -> int:
        return self.seat

    def face_up_seats(self) -> frozenset[int]:
        """Only our own hand is ever face up (we know no other)."""
        return frozenset((self.seat,))

    def observation(self, seat: int | None = None) -> Any:
        """Our seat's observation (None before the first game). Asked for another seat,
        ours with everything private taken out: we hold no other seat's hand."""
        obs = self.table_view.observation
        if obs is None or seat is None or seat == self.seat:
            return obs
        return redacted(obs)

    def seat_name(self, seat: int) -> str:
        seats = self.seats
        return seats[seat].name if 0 <= seat < len(seats) else ""

    def to_move(self) -> int:
        position = self.table_view.position
        return position.to_move if position is not None else -1

    def legal_moves(self) -> list[Any]:
        """Our legal moves while it is our turn (from our observation, as the host's
        rules have them), else none."""
        position = self.table_view.position
        if self._step is not Step.HUMAN or position is None:
            return []
        at = (position.game_number, position.ply)
        if self._legal is None or self._legal[0] != at:
            self._legal = (at, self.rules.obs_legal_moves(self.table_view.observation))
        return list(self._legal[1])

    def scores(self) -> list[int]:
        return list(self._position_field("scores", []))

    def match_scores(self) -> list[int]:
        over = self._game_over_message()
        return list(over.match_scores if over is not None
                    else self._position_field("match_scores", []))

    def earlier_games(self) -> list[list[int]]:
        return [list(game) for game in self._position_field("earlier_games", [])]

    def game_number(self) -> int:
        return int(self._position_field("game_number", 0))

    def move_count(self) -> int:
        """Moves applied in this game so far (chance moves included), as the host says."""
        return int(self._position_field("ply", 0))

    def is_over(self) -> bool:
        position = self.table_view.position
        return self._step in (Step.GAME_OVER, Step.MATCH_OVER) or (
            position is not None and position.phase in ("game_over", "match_over"))

    def match_decided(self) -> bool:
        """Whether the match ends with this game (the host's word, once it said it)."""
        over = self._game_over_message()
        return over.match_decided if over is not None else bool(
            self._position_field("match_decided", False))

    def match_winners(self) -> list[int]:
        over = self._game_over_message()
        return list(over.match_winners if over is not None
                    else self._position_field("match_winners", []))

    def public_record(self) -> dict[str, Any] | None:
        """Our public record (docs/protocol.md), once the host sent it at the end."""
        return self.table_view.record

    def disconnected(self) -> str | None:
        """Why the connection is lost (as `connection_lost` said), None while it is not."""
        return self._lost

    def undo_blocked(self) -> str | None:
        return NETWORK

    def can_redo(self) -> bool:
        return False

    def undo_count(self) -> int:
        return 0

    def undo(self) -> bool:
        return False

    def redo(self) -> bool:
        return False

    def hint_blocked(self) -> str | None:
        """Why the hint is not offered: no computer thinks for us at a network table."""
        return NETWORK

    def save_problem(self) -> str | None:
        return None  # the host saves the match

    def waiting_text(self, seat: int, away: bool, replaced_in: float | None) -> str:
        """"Waiting for Eva…", from `waiting_for`'s arguments, for the room's status line."""
        name = self.seat_name(seat)
        if not away:
            return self.tr("Waiting for %1…").replace("%1", name)
        if replaced_in is None:
            return self.tr("Waiting for %1, who is away.").replace("%1", name)
        seconds = max(0, round(replaced_in))
        return self.tr("Waiting for %1, who is away: a computer plays for them in "
                       "%n second(s).", "", seconds).replace("%1", name)

    # --- commands -----------------------------------------------------------------------

    def submit(self, move: Any) -> IllegalMove | None:
        """Send our `move` to the host: `events_applied` follows when it is played,
        `move_refused` when not. Out of our turn (or with our last move unanswered) it is
        refused at once, as `out_of_turn`."""
        refusal = None
        if self._step is not Step.HUMAN or self._pending:
            refusal = IllegalMove("it is not your turn", "out_of_turn")
        elif isinstance(move, NinesLead | TienGowLead) and not move.tiles:  # as the rules
            # say it: sent, the host's message format refused it in its own words (Enter
            # with no tile chosen read "Move(lead).tiles: 0 items, expected 1 to 4")
            refusal = IllegalMove("lead 1 to 4 tiles, not 0", "lead_count", count=0)
        elif not self.session.send_move(move):
            refusal = IllegalMove("the connection to the host is lost", "not_now")
        if refusal is not None:
            self.move_refused.emit(refusal)
            return refusal
        self._pending = True
        return None

    def animations_done(self) -> None:
        if self._step is Step.ANIMATING:
            self._step = Step.IDLE
            self._due()

    def next_game(self) -> None:
        """After game_over: we are ready for the next game (it starts when everybody
        is)."""
        if self._step is Step.GAME_OVER and self.session.ready():
            self._step = Step.IDLE
            self.ready_for_next.emit()

    def end_match(self) -> None:
        """Stop playing here (Royal's End session): we leave the table, the match is
        over for us."""
        self.leave()
        if self._step is not Step.MATCH_OVER:
            self._step = Step.MATCH_OVER
            self.match_over.emit()

    def leave(self) -> None:
        """Leave the table: a computer of the host plays our seat from now on. The game
        stays on the table as it was."""
        if not self._left:
            self._left = True
            self.session.leave()
            self._queue.clear()
            if self._step in (Step.HUMAN, Step.THINKING):
                self._step = Step.IDLE

    def hint(self, callback: Callable[[Any], None],
             analyse: Callable[[Callable[[Any], None]], None] | None = None) -> None:
        """No hint at a network table (`hint_blocked`)."""

    def hold(self) -> bool:
        """Show nothing new (a dialog is over the table) until `release`; the host's
        moves wait for it here."""
        self._holds += 1
        return True

    def release(self) -> None:
        self._holds = max(0, self._holds - 1)
        if not self._holds:
            self._timer.start(0)

    def shutdown(self) -> None:
        """Stop listening and close the connection (the window closes, or another game
        comes to the table)."""
        self._timer.stop()
        self._queue.clear()
        if self._shut:
            return
        self._shut = True
        self.session.message.disconnect(self._arrived)
        self.session.closed.disconnect(self._closed)
        self.session.welcomed.disconnect(self._welcomed_again)
        self.session.stop()

    # --- the host's messages ------------------------------------------------------------

    def _arrived(self, message: Any) -> None:
        now = time.monotonic()
        match message:
            case Lobby():  # who sits where: at once, even while the table animates
                self.table_view.apply(message)
                self.lobby_changed.emit()
                self.seats_changed.emit()
                self._waiting_again()
                return
            case ErrorMsg():
                self.host_error.emit(message.code, message.reason)
                return
            case Bye() if message.reason != "match_over":
                self.table_view.apply(message)  # the public record so far
                self._lose(message.reason)
                return
        if self._left:
            return
        self._queue.append((message, now))
        self.most_queued = max(self.most_queued, len(self._queue))
        self._pump()

    def _pump(self) -> None:
        """Show the waiting messages until one of them makes the table animate."""
        while self._queue and not (self._step is Step.ANIMATING or self._turn_due
                                   or self._holds):
            message, at = self._queue.popleft()
            try:
                self._take(message, at)
            except ProtocolError as exc:  # a host that breaks the protocol: we go
                self._lose(f"protocol: {exc}")
                self.session.stop()
                self._queue.clear()

    def _take(self, message: Any, at: float) -> None:
        match message:
            case State():
                self.table_view.apply(message)
                self._over, self._pending = None, False
                self._step = Step.IDLE
                self.game_started.emit()
                self._due()
            case Events():
                self._check_seats(message)
                events = self.table_view.apply(message)
                self._pending = False
                self._step = Step.ANIMATING if self.table_paced else Step.IDLE
                self.events_applied.emit(list(events))
                if not self.table_paced:
                    self._due()
            case Refused():
                self._pending = False
                params = {k: v for k, v in message.params.items()
                          if k not in ("reason", "code")}
                self.move_refused.emit(IllegalMove(message.reason, message.code, **params))
            case Turn():
                self._turn_message(message, at)
            case GameOverMsg():
                self.table_view.apply(message)
                self._over = message
                self._step = Step.GAME_OVER
                self.game_over.emit()
                if message.match_decided:
                    self._match_ended()
            case MatchOver() | Bye():
                self.table_view.apply(message)
                self._match_ended()

    def _turn_message(self, message: Turn, at: float) -> None:
        """The host says a person away is to move: say so (the seconds counted from when
        the message came, not from when it is shown)."""
        position = self.table_view.position
        if (position is None or position.to_move != message.seat
                or position.phase != "human" or message.seat == self.seat):
            return
        left = message.replaced_in
        if left is not None:
            left = max(0.0, left - (time.monotonic() - at))
        self.waiting_for.emit(message.seat, message.away, left)

    def _match_ended(self) -> None:
        if self._step is not Step.MATCH_OVER:
            self._step = Step.MATCH_OVER
            self.match_over.emit()

    # --- whose turn ---------------------------------------------------------------------

    def _due(self) -> None:
        """Say whose turn it is from the event loop (the table may be inside a signal
        of ours now), before the next message is shown (nothing once shut down: the
        table may still finish an animation while the controller goes)."""
        if self._shut:
            return
        self._turn_due = True
        self._timer.start(0)

    def _advance(self) -> None:
        if self._holds:
            return  # `release` comes back here
        if self._turn_due:
            self._turn_due = False
            self._turn()
        self._pump()

    def _turn(self) -> None:
        position = self.table_view.position
        if position is None or self._step is not Step.IDLE:
            return
        seat, seats = position.to_move, self.seats
        if self._lost is not None or self._left or not 0 <= seat < len(seats):
            return
        if position.phase == "human" and seat == self.seat:
            self._step = Step.HUMAN
            self.human_to_move.emit(seat)
        elif position.phase in ("human", "computer"):
            self._step = Step.THINKING
            self.ai_thinking.emit(seat)
            if position.phase == "human":
                self.waiting_for.emit(seat, seats[seat].away, None)

    def _waiting_again(self) -> None:
        """The lobby changed while another person is to move: whether they are away."""
        position = self.table_view.position
        if (self._step is Step.THINKING and position is not None
                and position.phase == "human" and position.to_move != self.seat
                and 0 <= position.to_move < len(self.seats)):
            seat = position.to_move
            self.ai_thinking.emit(seat)  # the table's "thinking…" or "away" again
            self.waiting_for.emit(seat, self.seats[seat].away, None)

    # --- the connection -----------------------------------------------------------------

    def _closed(self, why: str) -> None:
        ended = self.table_view.over or any(
            isinstance(m, MatchOver) or (isinstance(m, Bye) and m.reason == "match_over")
            for m, _ in self._queue)
        if not (self._left or ended):
            self._lose(why or "closed")

    def _lose(self, why: str) -> None:
        if self._lost is not None:
            return
        self._lost = why
        self._pending = False
        if self._step in (Step.HUMAN, Step.THINKING):
            self._step = Step.IDLE
        self.input_closed.emit()  # the table stops taking moves (a rejoin deals anew)
        self.connection_lost.emit(why)

    def _welcomed_again(self, welcome: Welcome) -> None:
        """The session joined the table again (`NetSession.rejoin`): the host's `state`
        follows."""
        self._lost = None
        self.table_view.seats = list(welcome.seats)
        self.lobby_changed.emit()
        self.seats_changed.emit()

    # --- helpers ------------------------------------------------------------------------

    def _check_seats(self, message: Events) -> None:
        """No event may name a seat beyond the table (the tables index their seats by
        it); `TableView.apply` does not check that."""
        try:
            codec.decode_events(self.game, message.events, len(self.table_view.seats))
        except codec.CodecError as exc:
            raise ProtocolError("schema", str(exc)) from None

    def _position_field(self, name: str, default: Any) -> Any:
        position: Position | None = self.table_view.position
        return getattr(position, name) if position is not None else default

    def _game_over_message(self) -> GameOverMsg | None:
        """The host's game over of the game on the table: shown, or still waiting behind
        the table's animations (the table words the last round by it)."""
        number = self.game_number()
        if self._over is not None and self._over.game_number == number:
            return self._over
        return next((m for m, _ in self._queue
                     if isinstance(m, GameOverMsg) and m.game_number == number), None)


if TYPE_CHECKING:
    def _is_a_table_controller(ctl: NetController) -> TableController:
        return ctl  # mypy checks NetController against the contract
