"""Shared pieces of the room's tests: seats, a slow agent, driving a controller."""

from __future__ import annotations

import time

from core.ai import RandomAgent
from gui.controller import GameController, SeatSpec


def ai_seats(n: int, level: str = "random") -> list[SeatSpec]:
    return [SeatSpec(f"AI {i + 1}", f"ai:{level}") for i in range(n)]


class SlowAgent:
    """Busy-waits about `seconds` (honouring cancel), then plays a random move."""

    level = "slow"

    def __init__(self, rules, seconds: float = 1.0):
        self.rules, self.seconds = rules, seconds
        self.cancelled = False

    def choose(self, obs, rng, budget=None, cancel=None):
        end = time.perf_counter() + self.seconds
        while time.perf_counter() < end:
            if cancel is not None and cancel():
                self.cancelled = True
                break
        return RandomAgent(self.rules).choose(obs, rng)


def step_moves(qtbot, ctl: GameController, moves: int) -> None:
    """Let a table-paced controller make `moves` more moves, acknowledging each."""
    target = ctl.move_count() + moves
    while ctl.move_count() < target and not ctl.is_over():
        count = ctl.move_count()
        qtbot.waitUntil(lambda c=count: ctl.move_count() > c, timeout=10_000)
        ctl.animations_done()


def all_views(ctl: GameController) -> list:
    return [ctl.observation(seat) for seat in range(len(ctl.seats))]
