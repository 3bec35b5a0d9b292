"""Hot-seat privacy: whole games of both games with two humans and two computers, the
curtain lifted with the mouse and the humans' moves made as the table would make them.
Whenever the event loop runs (after every controller signal, on every scene change) no
hand item may be face up unless it belongs to the human the curtain was last lifted for,
and that human has not handed over yet: once a human has moved and someone else acts
next, every hand stays face down until the next human lifts the curtain. What is played
stays face up all the same."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from room_helpers import ai_seats

from gui.play.controller import SeatSpec
from gui.services.settings import settings

sys.path.insert(0, str(Path(__file__).parent / "nines"))
from test_nines_table_match import mouse_turn  # the Nines table played with the mouse

SIGNALS = ("game_started", "events_applied", "viewer_changed", "human_to_move",
           "ai_thinking", "curtain_requested", "game_over", "match_over")


def face_up_hands(table) -> set[int]:
    """The seats whose hand items the table draws face up."""
    if hasattr(table, "hands"):  # Nines: every seat's tiles lie on the table
        return {seat for seat, hand in enumerate(table.hands)
                if any(item.face_up and item.isVisible() for item in hand)}
    if any(item.card is not None and item.flip >= 0.5 and item.isVisible()
           for item in table.hand):  # Royal: the bottom hand only
        return {table.bottom_seat()}
    return set()


def table_idle(table) -> bool:
    """The table has shown every step handed to it (nothing left to animate)."""
    director = getattr(table, "director", None)  # Nines
    return director.idle() if director is not None else not table.seq.busy()


def table_ready(table) -> bool:
    """The table has shown everything and takes the human's input."""
    return table_idle(table) and (not hasattr(table, "director") or table.human.mode != "")


def hidden_public_items(table) -> int:
    """Played tiles or cards (public) that the table draws face down."""
    if hasattr(table, "stacks"):  # Nines
        return sum(not item.face_up for stack in table.stacks for item in stack)
    return sum(item.flip < 0.5 for _, item in table.trick)


class PrivacyWatch:
    """Follows who may look (from the curtain and the moves, not from the controller's
    viewer) and records every moment a hand showed that nobody may see."""

    def __init__(self, window):
        self.window, self.ctl = window, window.controller
        self.host = window.game_page.host
        self.owner: int | None = None  # the human the curtain was lifted for
        self.pending: int | None = None
        self.mover: int | None = None  # the human whose move is being applied
        self.leaks: list[str] = []
        self.checks = 0
        self.stopped = False  # the test is over: checks still queued do nothing
        ctl = self.ctl
        ctl.curtain_requested.connect(self._curtain)
        ctl.game_started.connect(self._new_game)
        ctl.events_applied.connect(self._applied)
        self.host.curtain.lifted.connect(lambda: setattr(self, "owner", self.pending))
        for name in SIGNALS:
            getattr(ctl, name).connect(lambda *_, n=name: QTimer.singleShot(
                0, lambda: self.check(n)))
        self.host.table.scene().changed.connect(lambda _: self.check("scene changed"))

    def _curtain(self, seat: int) -> None:
        self.owner, self.pending = None, seat

    def _new_game(self) -> None:
        self.owner = None

    def _applied(self, _events) -> None:
        ctl = self.ctl
        if self.mover is not None and (ctl.is_over() or ctl.to_move() != self.mover):
            self.owner = None  # the next to act is someone else
        self.mover = None

    def move(self, move) -> None:
        self.mover = move.seat
        assert self.ctl.submit(move) is None

    def mouse_move(self, qtbot, turn: int) -> None:
        """A Nines move with the mouse on the table (take, lead one tile, or follow)."""
        table = self.host.table
        self.mover = self.ctl.to_move()
        mouse_turn(qtbot, self.ctl, table, table.human.mode, 2 * turn)

    def check(self, when: str) -> None:
        if self.stopped or self.window.controller is not self.ctl or self.host.table is None:
            return
        self.checks += 1
        allowed = set() if self.host.curtain.isVisible() or self.owner is None else {
            self.owner}
        shown = face_up_hands(self.host.table)
        if hidden_public_items(self.host.table):
            self.leaks.append(f"{when}: a played tile or card is face down")
        if not shown <= allowed:
            self.leaks.append(f"{when}: hands of {sorted(shown)} face up, only "
                              f"{sorted(allowed)} may be (move {self.ctl.move_count()}, "
                              f"phase {self.ctl.phase})")


def play_hot_seat(window, qtbot, settle, game: str, seed: int, games: int,
                  speed: str = "instant", moves: int = 10_000,
                  mouse: bool = False) -> PrivacyWatch:
    seats = [SeatSpec("Eva", "human"), *ai_seats(1), SeatSpec("Adam", "human"),
             *ai_seats(1)]
    settings().animation_speed = speed
    window.start_game(game, seats, seed=seed)
    ctl, table = window.controller, window.game_page.host.table
    watch = PrivacyWatch(window)
    curtain = window.game_page.host.curtain
    rng = random.Random(seed)
    curtains = finished = turns = 0

    def ready() -> bool:
        waiting = getattr(getattr(table, "overlays", None), "waiting", False)
        return waiting or ctl.phase in ("curtain", "human", "game_over", "match_over")

    while finished < games and ctl.move_count() < moves:
        qtbot.waitUntil(ready, timeout=60_000)
        if getattr(getattr(table, "overlays", None), "waiting", False):
            table.continue_play()  # the score table between deals
        elif ctl.phase == "curtain":
            assert curtain.isVisible() and curtain.player() == seats[ctl.to_move()].name
            curtains += 1
            qtbot.mouseClick(curtain, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda: ctl.phase != "curtain")
        elif ctl.phase == "human":
            qtbot.waitUntil(lambda: table_ready(table) or ctl.phase != "human")
            if ctl.phase == "human" and mouse:
                watch.mouse_move(qtbot, turns)
                turns += 1
            elif ctl.phase == "human":
                watch.move(rng.choice(ctl.legal_moves()))
        else:
            finished += 1
            qtbot.waitUntil(lambda: table_idle(table))  # the end as the table shows it
            settle()  # and the checks queued meanwhile
            if ctl.phase == "game_over" and finished < games:
                ctl.next_game()
            elif ctl.phase == "game_over":
                break
    qtbot.waitUntil(lambda: table_idle(table))
    settle()
    watch.stopped = True  # the window is closed after the test, its items deleted
    assert curtains >= 8 and watch.checks > 100
    return watch


@pytest.mark.parametrize(("speed", "games", "mouse"), [
    ("instant", 2, False), pytest.param("fast", 1, True, marks=pytest.mark.painted)])
def test_nines_hot_seat_shows_no_hand_to_the_wrong_player(window, qtbot, settle, speed,
                                                          games, mouse):
    """Two games with random moves at once; one with the animations running and the
    humans' tiles taken, led and laid with the mouse."""
    watch = play_hot_seat(window, qtbot, settle, "nines", seed=5, games=games, speed=speed,
                          mouse=mouse)
    assert watch.leaks == []


@pytest.mark.parametrize(("speed", "moves"), [
    ("instant", 10_000), pytest.param("fast", 40, marks=pytest.mark.painted)])
def test_royal_hot_seat_shows_no_hand_to_the_wrong_player(window, qtbot, settle, speed,
                                                          moves):
    """The whole game at instant speed; its first tricks with the animations running."""
    watch = play_hot_seat(window, qtbot, settle, "royal", seed=3, games=1, speed=speed, moves=moves)
    assert watch.leaks == []
