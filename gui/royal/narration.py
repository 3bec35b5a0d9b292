"""Royal events in words, for a screen reader (gui.a11y.narrator): what happened, whose
move it was, and whether it is a result (a trick taken, a place, a deal or game over)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from core.royal.cards import card_name, contract_name
from core.royal.moves import (
    CardLaid,
    CardPlayed,
    DealEndedEarly,
    DealScored,
    DealStarted,
    GameOver,
    HandLaidOut,
    Passed,
    PlaceTaken,
    RowOpened,
    TrickTaken,
)
from gui.a11y.nodes import Said
from gui.royal import texts
from gui.table.texts import fmt

translate = QCoreApplication.translate


def said(event: object, name: Callable[[int], str], lang: str) -> Said | None:
    """`event` in words (None: nothing worth saying)."""

    def scores(values: tuple[int, ...]) -> str:
        return ", ".join(f"{name(s)} {texts.signed(v)}" for s, v in enumerate(values))

    match event:
        case DealStarted(deal=deal, contract=contract, first=first):
            text = translate("RoyalNarration", "Deal %1: %2. %3 leads.")
            return Said(fmt(text, deal, contract_name(contract, lang), name(first)),
                        None, True)
        case CardPlayed(seat=seat, card=card):
            text = translate("RoyalNarration", "%1 plays %2.")
            return Said(fmt(text, name(seat), card_name(card, lang)), seat)
        case TrickTaken(winner=winner, penalty=0):
            text = translate("RoyalNarration", "%1 takes the trick.")
            return Said(fmt(text, name(winner)), None, True)
        case TrickTaken(winner=winner, penalty=penalty):
            text = translate("RoyalNarration", "%1 takes the trick: %2.")
            return Said(fmt(text, name(winner), texts.signed(penalty)), None, True)
        case DealEndedEarly(deal=deal):
            text = translate("RoyalNarration", "Deal %1 ends early: its penalties are out.")
            return Said(fmt(text, deal), None, True)
        case RowOpened(seat=seat, card=card):
            text = translate("RoyalNarration", "%1 opens a row with %2.")
            return Said(fmt(text, name(seat), card_name(card, lang)), seat)
        case CardLaid(seat=seat, card=card):
            text = translate("RoyalNarration", "%1 lays %2.")
            return Said(fmt(text, name(seat), card_name(card, lang)), seat)
        case HandLaidOut(seat=seat):
            text = translate("RoyalNarration", "%1 lays out the whole hand.")
            return Said(fmt(text, name(seat)), seat)
        case Passed(seat=seat):
            return Said(fmt(translate("RoyalNarration", "%1 passes."), name(seat)), seat)
        case PlaceTaken(seat=seat, place=place, points=points):
            text = translate("RoyalNarration", "%1 is out: place %2, %3 points.")
            return Said(fmt(text, name(seat), place, texts.signed(points)), None, True)
        case DealScored(deal=deal, scores=values):
            text = translate("RoyalNarration", "Deal %1 is over: %2.")
            return Said(fmt(text, deal, scores(values)), None, True)
        case GameOver(totals=totals, winners=winners):
            text = translate("RoyalNarration", "The game is over: %1. Won: %2.")
            won = ", ".join(name(s) for s in winners)
            return Said(fmt(text, scores(totals), won), None, True)
    return None
