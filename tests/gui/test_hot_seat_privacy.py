"""Hot-seat privacy: whole games of every game with two humans and two computers, the
curtain lifted with the mouse and the humans' moves made as the table would make them.
Whenever the event loop runs (after every controller signal, on every scene change) no
hand item may be face up unless it belongs to the human the curtain was last lifted for,
and that human has not handed over yet: once a human has moved and someone else acts
next, every hand stays face down until the next human lifts the curtain. A Tien Gow
discard is its owner's secret like the hand it came from (shown, dimmed, to them alone),
and the rank panel marks no hidden hand nor ticks a hidden discard. What is played face up
stays face up all the same."""

from __future__ import annotations

import random
import sys
from collections import Counter
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from room_helpers import ai_seats

from gui.play.controller import SeatSpec
from gui.services.settings import settings

sys.path.insert(0, str(Path(__file__).parent / "nines"))
from test_nines_table_match import mouse_turn  # the Nines table played with the mouse

sys.path.insert(0, str(Path(__file__).parent / "tiengow"))
from tiengow_table_helpers import centre, click, double_click

from gui.tiengow.table import TienGowTable

SIGNALS = ("game_started", "events_applied", "viewer_changed", "human_to_move",
           "ai_thinking", "curtain_requested", "game_over", "match_over")


def face_up_hands(table) -> set[int]:
    """The seats whose hand items (Tien Gow: and face-down discards) the table draws face
    up."""
    if isinstance(table, TienGowTable):  # every seat's tiles, and the discards, lie there
        shown = {seat for seat, hand in enumerate(table.hands)
                 if any(item.face_up and item.isVisible() for item in hand)}
        return shown | {seat for seat, items, up in table.tiles.trick if not up
                        and any(item.face_up and item.isVisible() for item in items)}
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


def rank_panel_leaks(table: TienGowTable, ctl, allowed: set[int]) -> list[str]:
    """What the Tien Gow rank panel tells beyond what `allowed` may know: tiles marked in
    the hand of nobody allowed, tiles ticked played that were never played face up (nor
    discarded by an allowed seat)."""
    panel, leaks = table.scenery.panel, []
    if panel.in_hand and not allowed:
        leaks.append(f"the rank panel marks {dict(panel.in_hand)} in the hand")
    known: Counter[str] = Counter()
    obs = ctl.observation(0)
    for trick in (*obs.tricks, *([obs.current] if obs.current is not None else [])):
        for _seat, faces in trick.plays:
            known.update(faces or ())
    for seat in allowed:
        known.update(f for _, faces in ctl.observation(seat).discards for f in faces)
    if panel.played - known:
        leaks.append(f"the rank panel ticks {dict(panel.played - known)} as played")
    return leaks


def hidden_public_items(table) -> int:
    """Played tiles or cards (public) that the table draws face down."""
    if isinstance(table, TienGowTable):  # the plays of the trick made face up
        return sum(not item.face_up for _, items, up in table.tiles.trick if up
                   for item in items)
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
        """A move with the mouse on the table (Nines: take, lead one tile, or follow)."""
        table = self.host.table
        self.mover = self.ctl.to_move()
        if isinstance(table, TienGowTable):
            tiengow_mouse_turn(qtbot, self.ctl, table, turn)
        else:
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
        if isinstance(self.host.table, TienGowTable):
            self.leaks += [f"{when}: {leak}" for leak in rank_panel_leaks(
                self.host.table, self.ctl, allowed)]


def tiengow_mouse_turn(qtbot, ctl, table: TienGowTable, turn: int) -> None:
    """A Tien Gow move with the mouse: lead by a double click (the tile's largest
    combination); follow by clicking as many tiles as were led, then Beat when it is
    offered (every other turn) or Discard."""
    before = ctl.move_count()
    hand = table.hands[ctl.viewer()]
    if table.human.mode == "lead":
        double_click(table, centre(hand[turn % len(hand)]))
    else:
        for item in hand[: table.human.size]:
            click(table, centre(item))
        beat = table.action.isVisible() and table.action.isEnabled() and turn % 2
        click(table, centre(table.action if beat else table.discard))
    qtbot.waitUntil(lambda: ctl.move_count() > before, timeout=5_000)


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


@pytest.mark.parametrize(("speed", "games", "mouse"), [
    ("instant", 2, False), pytest.param("fast", 1, True, marks=pytest.mark.painted)])
def test_tiengow_hot_seat_shows_no_hand_nor_discard_to_the_wrong_player(
        window, qtbot, settle, speed, games, mouse):
    """Two games of a match with random moves at once; one with the animations running
    and the humans' tiles led, beaten and discarded with the mouse."""
    watch = play_hot_seat(window, qtbot, settle, "tiengow", seed=5, games=games,
                          speed=speed, mouse=mouse)
    assert watch.leaks == []


def test_an_unfinished_hot_seat_game_is_not_exported(window, qtbot, settle, tmp_path):
    """Its record lists every hand; once the game is over it may be."""
    seats = [SeatSpec("Eva", "human"), *ai_seats(1), SeatSpec("Adam", "human"),
             *ai_seats(1)]
    window.start_game("nines", seats, seed=5)
    assert window.controller.hot_seat
    target = tmp_path / "peek.herna"
    assert not window.export_record(str(target))
    assert not target.exists()
    assert "shows every hand" in window.messages[-1]
    play_hot_seat(window, qtbot, settle, "nines", seed=5, games=1)
    assert window.controller.phase == "game_over"
    assert window.export_record(str(target))
    assert target.exists()
