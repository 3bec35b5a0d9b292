"""Tien Gow events in words, for a screen reader (gui.a11y.narrator): what happened, whose
move it was, and whether it is a result (a trick won, the game over). A face-down discard
is said as such, never its tiles."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from core.tiengow.moves import Beaten, Discarded, GameOver, Led, TrickWon
from gui.a11y.nodes import Said
from gui.table.texts import fmt, plural
from gui.tiengow.texts import kind_name, tiles_text

translate = QCoreApplication.translate


def said(event: object, name: Callable[[int], str], lang: str) -> Said | None:
    """`event` in words (None: nothing worth saying)."""
    match event:
        case Led(seat=seat, tiles=tiles, kind=kind):
            text = translate("TienGowNarration", "%1 leads %2: %3.")
            return Said(fmt(text, name(seat), kind_name(kind), tiles_text(tiles, lang)), seat)
        case Beaten(seat=seat, tiles=tiles):
            text = translate("TienGowNarration", "%1 beats it: %2.")
            return Said(fmt(text, name(seat), tiles_text(tiles, lang)), seat)
        case Discarded(seat=seat, size=size):
            text = plural(translate("TienGowNarration", "%1 discards %n tile(s) face down.",
                                    None, size), size)
            return Said(fmt(text, name(seat)), seat)
        case TrickWon(seat=seat, won=won):
            n = won[seat]
            text = translate("TienGowNarration", "%1 wins the trick (%n trick(s) so far).",
                             None, n)
            text = plural(text, n)
            return Said(fmt(text, name(seat)), None, True)
        case GameOver(winner=winner, points=points):
            text = translate("TienGowNarration", "The game is over: %1 wins the last trick. "
                             "Chips: %2.")
            line = ", ".join(f"{name(s)} {p:+d}" for s, p in enumerate(points))
            return Said(fmt(text, name(winner), line), None, True)
    return None
