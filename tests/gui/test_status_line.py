"""The room's "X is thinking…" (for a table that does not word the turns itself): shown
only while that seat thinks, gone as soon as its move arrives or the turn goes to a human,
the curtain or the end of the game. Under the hot-seat curtain the line is empty."""

from __future__ import annotations

import dataclasses

import pytest
from room_helpers import SlowAgent, ai_seats

from gui.play.controller import SeatSpec
from gui.services.settings import settings

SIGNALS = ("ai_thinking", "events_applied", "human_to_move", "curtain_requested",
           "game_over", "match_over")



def watch(window) -> list[tuple[str, str]]:
    """(signal, status line) at each of the controller's turn signals, once the room has
    answered it (these connections come after the room's)."""
    ctl, seen = window.controller, []
    for name in SIGNALS:
        getattr(ctl, name).connect(
            lambda *_, n=name: seen.append((n, window.statusBar().currentMessage())))
    return seen


def assert_thinking_only_while_thinking(window, seen) -> None:
    names = [seat.name for seat in window.controller.seats]
    shown = [text for signal, text in seen if signal == "ai_thinking"]
    assert shown and all(text in {f"{n} is thinking…" for n in names} for text in shown)
    stale = [(signal, text) for signal, text in seen
             if signal != "ai_thinking" and text.endswith("is thinking…")]
    assert stale == []


@pytest.mark.parametrize("game", ["royal", "tiengow"])
def test_thinking_leaves_with_the_move_the_human_turn_and_the_curtain(window, qtbot, game):
    seats = [SeatSpec("Eva", "human"), SeatSpec("Adam", "human"), *ai_seats(2)]
    window.start_game(game, seats, seed=17)
    ctl = window.controller
    seen = watch(window)
    for _ in range(12):  # twelve human turns, most of them behind the curtain
        qtbot.waitUntil(lambda: ctl.phase in ("curtain", "human"), timeout=30_000)
        if ctl.phase == "curtain":
            ctl.lift_curtain()
        other = (ctl.to_move() + 1) % 4  # refused: a message about this player's turn
        ctl.submit(dataclasses.replace(ctl.legal_moves()[0], seat=other))
        ctl.submit(ctl.legal_moves()[0])
    assert {signal for signal, _ in seen} >= {"ai_thinking", "events_applied",
                                              "human_to_move", "curtain_requested"}
    assert_thinking_only_while_thinking(window, seen)
    assert {text for signal, text in seen if signal == "curtain_requested"} == {""}


@pytest.mark.parametrize("game", ["nines", "tiengow"])
def test_thinking_is_gone_when_the_game_ends(window, qtbot, game):
    window.start_game(game, ai_seats(4), {"match_games": 1}, seed=3)
    seen = watch(window)
    with qtbot.waitSignal(window.controller.match_over, timeout=60_000):
        pass
    assert [s for s, _ in seen][-2:] == ["game_over", "match_over"]
    assert_thinking_only_while_thinking(window, seen)
    assert not window.statusBar().currentMessage().endswith("is thinking…")


def test_thinking_follows_the_language_and_leaves_with_the_game(window, qtbot):
    window.start_game("royal", ai_seats(4), seed=2,
                      agent_factory=lambda rules, level: SlowAgent(rules, 30.0))
    ctl = window.controller
    qtbot.waitUntil(lambda: ctl.phase == "thinking", timeout=10_000)
    seat = ctl.to_move()
    assert window.statusBar().currentMessage() == f"AI {seat + 1} is thinking…"
    settings().language = "cs"
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() == f"AI {seat + 1} přemýšlí…")
    window.show_start()  # the thinking stops with the game
    assert window.statusBar().currentMessage() == ""
