"""The contracts between the room, a table and the controller, as Protocols mypy checks.

`TableController` is what a table needs of its controller (`GameController`, or a test's
stand-in); `Table` is what the room (`gui.room.main_window`, `gui.room.table_host`) needs of a
table. Both are `runtime_checkable`, so a test can also see that a stand-in still has
every member. `ControllerSignals` declares the controller's signals once, for the
controller and for its stand-ins alike.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from enum import StrEnum
from typing import Any, Protocol, runtime_checkable

from PySide6.QtCore import QObject, Signal, SignalInstance


class Step(StrEnum):
    """Where the controller's schedule stands (`GameController.phase`): the match's own
    phase (`core.match.Phase`) plus what the screen adds: the hot-seat curtain, a
    computer's pause and thinking, the table's animations. A str, so a table compares it
    with a plain string as the lesson's controller's phases are."""

    IDLE = "idle"  # between steps
    CURTAIN = "curtain"  # hot-seat: the next human's turn waits behind the curtain
    HUMAN = "human"  # the human on screen is to move
    PAUSING = "pausing"  # a computer waits the pace setting's pause before it thinks
    THINKING = "thinking"  # a computer thinks off the GUI thread
    ANIMATING = "animating"  # the table shows the last move's events
    GAME_OVER = "game_over"
    MATCH_OVER = "match_over"
    REPLAY = "replay"  # a record is looked at: nobody moves


class ControllerSignals(QObject):
    """What a controller tells its table and the room."""

    game_started = Signal()  # a new game, a continued one, or a replay's new position
    events_applied = Signal(list)  # the core's events of the move just applied
    viewer_changed = Signal(int)  # the seat whose hand may be shown (-1: none)
    human_to_move = Signal(int)
    ai_thinking = Signal(int)
    seats_changed = Signal()  # who plays a seat changed (a network table: left, came back)
    move_refused = Signal(object)  # the IllegalMove; the view words it (gui.table.reasons)
    game_over = Signal()
    match_over = Signal()
    input_closed = Signal()  # no more moves from this table (a network table's end)
    curtain_requested = Signal(int)  # hot-seat: `seat`'s turn waits behind the curtain
    saved = Signal()
    save_failed = Signal(str)  # why, in the player's language: once when saving starts failing


class Seat(Protocol):
    """A seat at the table (`gui.play.controller.SeatSpec`)."""

    @property
    def name(self) -> str: ...

    @property
    def kind(self) -> str:
        """"human" or "ai:<level>"."""

    @property
    def human(self) -> bool: ...

    @property
    def away(self) -> bool:
        """A person who has left the table for now (a network seat): the table shows
        "away" where it would say "thinking…"."""

    @property
    def stand_in(self) -> bool:
        """A computer plays this person's seat for now (a network seat): the table says
        so on the seat's panel."""


@runtime_checkable
class TableController(Protocol):
    """What a table needs of the controller: its signals, the position to draw and the
    seats, the moves the human may make, and where the player's moves go. Both tables
    take a refused move from `move_refused` alone (see `submit`)."""

    @property
    def game_started(self) -> SignalInstance: ...

    @property
    def events_applied(self) -> SignalInstance: ...

    @property
    def viewer_changed(self) -> SignalInstance: ...

    @property
    def human_to_move(self) -> SignalInstance: ...

    @property
    def ai_thinking(self) -> SignalInstance: ...

    @property
    def seats_changed(self) -> SignalInstance: ...

    @property
    def move_refused(self) -> SignalInstance: ...

    @property
    def game_over(self) -> SignalInstance: ...

    @property
    def match_over(self) -> SignalInstance: ...

    @property
    def input_closed(self) -> SignalInstance: ...

    @property
    def game(self) -> str: ...

    @property
    def seats(self) -> Sequence[Seat]: ...

    @property
    def options(self) -> Mapping[str, Any]: ...

    @property
    def phase(self) -> str: ...

    # A table that calls `animations_done` after each batch of events sets this.
    table_paced: bool

    def viewer(self) -> int: ...

    def bottom_seat(self) -> int: ...

    def face_up_seats(self) -> frozenset[int]: ...

    def observation(self, seat: int | None = None) -> Any: ...

    def seat_name(self, seat: int) -> str: ...

    def to_move(self) -> int: ...

    def legal_moves(self) -> list[Any]: ...

    def scores(self) -> list[int]: ...

    def match_scores(self) -> list[int]: ...

    def earlier_games(self) -> list[list[int]]: ...

    def game_number(self) -> int: ...

    def match_decided(self) -> bool: ...

    def match_winners(self) -> list[int]: ...

    def submit(self, move: Any) -> object:
        """Send the player's move. Its outcome comes as signals: `events_applied` when
        it is played, `move_refused` (an `IllegalMove`) when not, now or later (a network
        seat's host answers later). A table reads nothing from what this returns."""

    def animations_done(self) -> None: ...

    def next_game(self) -> None: ...

    def hold(self) -> bool:
        """No computer moves nor deals until `release` (something over the table waits
        for the player); False (and no `release` due) where play is not held (a lesson
        plays its own steps)."""

    def release(self) -> None: ...


@runtime_checkable
class Table(Protocol):
    """What the room needs of a table. `status` is the status line now (empty: clear
    it); `scores_shown` says the table has shown new totals (the room's bar follows)."""

    @property
    def status(self) -> SignalInstance: ...

    @property
    def scores_shown(self) -> SignalInstance: ...

    @property
    def owns_status(self) -> bool:
        """The table words every turn itself ("X is thinking…" included)."""

    @property
    def offers_next_game(self) -> bool:
        """Its game-over display has its own Next game button."""

    @property
    def announces_end(self) -> bool:
        """It says the game (or the match) is over: the room's bar does not."""

    def retranslate(self) -> None: ...

    def show_hint(self, move: Any) -> None:
        """Mark the room's hint (a legal move of the human to act) on the table."""
