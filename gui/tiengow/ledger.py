"""The score ledger of a finished game of Tien Gow, in words for the game-over banner:
who pays whom how many chips (R19), the banker's multiplier where it applied (R20), who
won the last trick (R18). The chips are the core's (`GameOver.points`, the observation's
`won`); only whether a payment was multiplied is read from them (`core.tiengow.scoring`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication

from core.tiengow.scoring import owed
from gui.table.texts import fmt, plural

translate = QCoreApplication.translate


def chips(n: int) -> str:
    """"5 chips", "−5 chips" (Qt fills %n only for a count of 0 or more)."""
    if n < 0:
        return "−" + plural(translate("TienGowLedger", "%n chip(s)", None, -n), -n)
    return plural(translate("TienGowLedger", "%n chip(s)", None, n), n)


def tricks(n: int) -> str:
    return plural(translate("TienGowLedger", "%n trick(s)", None, n), n)


def ledger(number: int, winner: int, points: Sequence[int], won: Sequence[int], banker: int,
           multiplier: int, name: Callable[[int], str], next_banker: bool
           ) -> tuple[str, list[str]]:
    """The banner's title and lines."""
    title = fmt(translate("TienGowLedger", "Game %1 is over: %2 wins the last trick."),
                number, name(winner))
    if multiplier != 1:
        head = fmt(translate("TienGowLedger", "Banker: %1 (payments with the banker ×%2)"),
                   name(banker), multiplier)
    else:
        head = fmt(translate("TienGowLedger", "Banker: %1"), name(banker))
    lines = [head]
    for seat in range(len(points)):
        if seat == winner:
            continue
        pay = -points[seat]
        who = fmt(translate("TienGowLedger", "%1 (%2)"), name(seat), tricks(won[seat]))
        times = (" " + fmt(translate("TienGowLedger", "(×%1, banker)"), multiplier)
                 if pay and abs(pay) != abs(owed(won[seat])) else "")
        pays = translate("TienGowLedger", "%1 pays %2 %3")
        if pay > 0:
            lines.append(fmt(pays, who, name(winner), chips(pay)) + times)
        elif pay < 0:
            lines.append(fmt(pays, name(winner), who, chips(-pay)) + times)
        else:
            lines.append(fmt(translate("TienGowLedger", "%1 pays nothing"), who))
    total = points[winner]
    if total >= 0:
        lines.append(fmt(translate("TienGowLedger", "%1 wins %2 in all."), name(winner),
                         chips(total)))
    else:
        lines.append(fmt(translate("TienGowLedger", "%1 loses %2 in all."), name(winner),
                         chips(-total)))
    if next_banker:
        lines.append(fmt(translate("TienGowLedger", "%1 is the banker of the next game."),
                         name(winner)))
    return title, lines
