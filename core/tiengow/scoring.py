"""The payments at the end of a game (docs/tiengow.md R19-R21) and the banker's
multiplier (R20, V6)."""

from __future__ import annotations

from collections.abc import Sequence

from core.tiengow.options import PLAYERS


def multiplier(banker_mode: str, streak: int) -> int:
    """The banker's multiplier m: "double" 2, "increasing" 2 + games won as banker in a
    row before this one, "none" 1."""
    if banker_mode == "double":
        return 2
    if banker_mode == "increasing":
        return 2 + streak
    return 1


def owed(tricks: int) -> int:
    """What a seat with `tricks` tricks (R16) pays the winner: 5 with none, else 4 - t
    (negative: the winner pays it)."""
    return 5 if tricks == 0 else 4 - tricks


def payments(won: Sequence[int], winner: int, banker: int, mult: int) -> list[int]:
    """Chips per seat (they sum to zero): every other seat settles with the winner
    (R19); the banker's settlements are multiplied by `mult` (R20), except what a
    losing banker with more than 4 tricks receives."""
    points = [0] * PLAYERS
    for seat in range(PLAYERS):
        if seat == winner:
            continue
        pay = owed(won[seat])
        if winner == banker or (seat == banker and pay > 0):
            pay *= mult
        points[seat] -= pay
        points[winner] += pay
    return points
