"""Nines events in words, for a screen reader (gui.a11y.narrator): what happened, whose
move it was, and whether it is a result (a stack or round won, the game over)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from core.nines.moves import (
    LEFT,
    ColumnsTaken,
    DiceRolled,
    GameOver,
    RoundTied,
    RoundWon,
    StackWon,
    TileLaid,
    TilesLed,
)
from core.nines.tiles import tile_name
from gui.a11y.nodes import Said
from gui.table.texts import fmt

translate = QCoreApplication.translate


def said(event: object, name: Callable[[int], str], lang: str) -> Said | None:
    """`event` in words (None: nothing worth saying)."""

    def tile(face: str) -> str:
        return f"{tile_name(face, lang)} ({face})"

    match event:
        case DiceRolled(seat=seat, dice=(one, two)):
            text = translate("NinesNarration", "%1 rolls %2 and %3.")
            return Said(fmt(text, name(seat), one, two), seat)
        case ColumnsTaken(seat=seat, end=end) if end == LEFT:
            text = translate("NinesNarration", "%1 takes two columns from the left end.")
            return Said(fmt(text, name(seat)), seat)
        case ColumnsTaken(seat=seat):
            text = translate("NinesNarration", "%1 takes two columns from the right end.")
            return Said(fmt(text, name(seat)), seat)
        case TilesLed(seat=seat, tiles=tiles):
            text = translate("NinesNarration", "%1 leads %2.")
            return Said(fmt(text, name(seat), ", ".join(tile(t) for t in tiles)), seat)
        case TileLaid(seat=seat, stack=stack, tile=face, on_top=True):
            text = translate("NinesNarration", "%1 lays %2 on top of stack %3.")
            return Said(fmt(text, name(seat), tile(face), stack + 1), seat)
        case TileLaid(seat=seat, stack=stack, tile=face):
            text = translate("NinesNarration", "%1 lays %2 under stack %3.")
            return Said(fmt(text, name(seat), tile(face), stack + 1), seat)
        case StackWon(stack=stack, seat=seat):
            text = translate("NinesNarration", "%1 wins stack %2.")
            return Said(fmt(text, name(seat), stack + 1), None, True)
        case RoundTied(seats=seats):
            text = translate("NinesNarration", "A tie: %1 roll off.")
            return Said(fmt(text, ", ".join(name(s) for s in seats)), None, True)
        case RoundWon(leader=leader):
            text = translate("NinesNarration", "%1 leads next.")
            return Said(fmt(text, name(leader)), None, True)
        case GameOver(points=points):
            text = translate("NinesNarration", "The game is over: %1.")
            line = ", ".join(f"{name(s)} {p}" for s, p in enumerate(points))
            return Said(fmt(text, line), None, True)
    return None
