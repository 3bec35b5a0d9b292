"""The coach's texts: the core's reason codes, positions and values in words."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from core.coach.review import Costly
from core.coach.why import Why
from core.nines.moves import Follow
from core.nines.tiles import tile_name
from core.royal import RoyalObservation
from core.royal.cards import CONTRACT_NAMES, CONTRACTS, card_name, suit_name
from core.tiengow.observation import Observation as TienGowObservation
from gui.services import i18n
from gui.table.move_text import move_text
from gui.tiengow.texts import title as tiengow_title

translate = QCoreApplication.translate


def lang() -> str:
    return i18n.current() or "en"


def move_words(move: Any) -> str:
    """A move as the room words it; a follow onto a single stack is just its tile."""
    if isinstance(move, Follow) and len(move.tiles) == 1:
        return _nines_tile(move.tiles[0])
    return move_text(move, lang())


def _card(card: str) -> str:
    return card_name(card, lang())


def _nines_tile(face: str) -> str:
    return f"{tile_name(face, lang())} ({face})"


def _tiengow_tile(face: str) -> str:
    return tiengow_title(face, lang())


def number(value: float, signed: bool = False, digits: int = 1) -> str:
    """`digits` decimals, in the language's way ("−2,4" in Czech), with a true minus
    sign."""
    value = 0.0 if abs(value) < 0.5 / 10 ** digits else value  # never "−0.0"
    text = f"{value:+.{digits}f}" if signed and value else f"{value:.{digits}f}"
    if lang() == "cs":
        text = text.replace(".", ",")
    return text.replace("-", "\u2212")


def value_text(value: float | None, game: str) -> str:
    """An expected value: Royal points and Tien Gow chips with their sign, Nines
    stacks."""
    if value is None:
        return "–"
    return number(value, signed=game != "nines")


def heading(game: str, domino: bool) -> str:
    if game == "nines":
        return translate("Coach", "Expected stacks for the rest of the game")
    if game == "tiengow":
        return translate("Coach", "Expected chips for the rest of the game")
    if domino:
        return translate("Coach", "Expected place points for this deal")
    return translate("Coach", "Expected points for the rest of the deal (penalties are negative)")


# How each reason's parameters are worded: c a card, s a suit, t a tile, T tiles (%1),
# Tn tiles (%1) and then a number (%2), n a number.
_TIENGOW_KINDS = {
    "win_last_sure": "T", "win_last": "T", "win_last_banker": "Tn", "stop_banker": "Tn",
    "supreme_lead": "T", "single_sure": "T", "set_sure": "T", "lead_low": "T",
    "need_trick": "T", "need_trick_banker": "Tn", "beat_last": "T", "beat_sure": "T",
    "keep_supreme": "T", "discard_low": "T", "cannot_beat": "T", "keep_for_last": "T"}
_KINDS = {"duck": "cc", "shed": "cs", "shed_high": "cs", "take_clean": "c", "lead_under": "cs",
          "opens_own": "cc", "opens_nothing": "c", "lead_sure": "T", "last_on_top": "tn",
          "sure_on_top": "tn", **_TIENGOW_KINDS}


def _reasons() -> dict[str, str]:
    return {
        "only_move": translate("Coach", "This is your only legal move."),
        "must_pass": translate("Coach", "No card of yours fits a row: you must pass."),
        "lay_out_all": translate("Coach", "Your whole hand can be laid out now: lay it all."),
        "take_blind": translate("Coach", "Nobody has seen a tile yet: both ends are the "
                                         "same luck."),
        "all_under": translate("Coach", "None of your tiles can go on top of a stack: lay the ones "
                                "you need least."),
        "duck": translate("Coach", "The trick costs: play the %1 under the %2, and the trick is "
                           "not yours."),
        "shed": translate("Coach", "You have no %2: get rid of the %1 now."),
        "shed_high": translate("Coach", "You have no %2: throw away the %1, which nothing "
                                        "still out can top: later it would win a trick."),
        "take_clean": translate("Coach", "You play last and the trick holds no penalty: take it "
                                 "with the %1 while it costs nothing."),
        "lead_under": translate("Coach", "Every %2 card still out is higher than the %1: whoever "
                                 "follows suit takes the trick."),
        "opens_own": translate("Coach", "The %1 opens the way for your own %2."),
        "opens_nothing": translate("Coach", "The %1 lets nobody else lay a card."),
        "lead_sure": translate("Coach", "No tile still out beats %1: those stacks are yours."),
        "last_on_top": translate("Coach", "You lay last: %1 goes on top of stack %2 and takes it."),
        "sure_on_top": translate("Coach", "No tile still out beats %1 on top of stack %2."),
        # Tien Gow
        "early_death": translate("Coach", "You have won no trick yet, so you may not win the "
                                          "last one (early death): play it face down."),
        "win_last_sure": translate("Coach", "With %1 you win the last trick, and the winner "
                                            "of the last trick takes the game."),
        "win_last": translate("Coach", "The winner of the last trick takes the game: %1 is "
                                       "your best chance."),
        "win_last_banker": translate("Coach", "The winner of the last trick takes the game: "
                                              "play %1. As the banker you are paid ×%2 when "
                                              "you win, and pay ×%2 when you lose."),
        "stop_banker": translate("Coach", "The banker holds the last trick: beat it with %1, "
                                          "or everyone pays the banker ×%2."),
        "supreme_lead": translate("Coach", "Nothing beats the Supreme pair when it is led: "
                                           "%1 win the trick."),
        "single_sure": translate("Coach", "Nothing still out beats %1: the trick is yours."),
        "beat_sure": translate("Coach", "Nothing still out beats %1: the trick is yours."),
        "set_sure": translate("Coach", "Every higher combination of its kind is gone or in "
                                       "your hand: nothing beats %1."),
        "lead_low": translate("Coach", "Nothing you could lead is sure to win: lead your "
                                       "weakest tile, %1, and keep the strong ones."),
        "need_trick": translate("Coach", "You have won no trick yet: take one with %1. Without "
                                         "a trick you pay 5 chips and may not win the last "
                                         "trick (early death)."),
        "need_trick_banker": translate("Coach", "You are the banker and have won no trick "
                                                "yet: take one with %1. Without a trick you "
                                                "pay the winner 5 chips ×%2 and may not win "
                                                "the last trick (early death)."),
        "beat_last": translate("Coach", "You play last: %1 takes the trick."),
        "keep_supreme": translate("Coach", "Keep the Supreme pair, %1: led, nothing beats "
                                           "it."),
        "discard_low": translate("Coach", "Nothing you hold beats the trick: play your "
                                          "weakest tiles face down, %1."),
        "cannot_beat": translate("Coach", "Nothing you hold beats %1: play face down."),
        "keep_for_last": translate("Coach", "Only your strongest tile, %1, beats the trick: "
                                            "keep it for the last trick, whose winner takes "
                                            "the game."),
    }


def reason(why: Why | None) -> str:
    """The reason for the best move in a sentence ("" when no rule explains it)."""
    if why is None:
        return ""
    text = _reasons().get(why.code, "")
    kinds = _KINDS.get(why.code, "")
    # a Tien Gow reason names the tiles as Tien Gow does (its military tiles by their pips)
    _tile = _tiengow_tile if why.code in _TIENGOW_KINDS else _nines_tile
    if kinds == "T":
        return text.replace("%1", ", ".join(_tile(f) for f in why.params))
    if kinds == "Tn":
        *tiles, count = why.params
        return text.replace("%1", ", ".join(_tile(f) for f in tiles)).replace("%2", count)
    for i, (kind, value) in enumerate(zip(kinds, why.params, strict=False)):
        word = {"c": _card, "s": lambda v: suit_name(v, lang()), "t": _tile}.get(
            kind, str)(value)
        text = text.replace(f"%{i + 1}", word)
    return text


def position(obs: Any) -> str:
    """Where a decision was: Royal's deal and trick (or domino turn), Nines' round, Tien
    Gow's trick."""
    if isinstance(obs, RoyalObservation):
        name = CONTRACT_NAMES[lang()][CONTRACTS[obs.deal - 1]]
        if obs.phase == "domino":
            return translate("Coach", "Deal %1 (%2), turn %3").replace("%1", str(obs.deal)).replace(
                "%2", name).replace("%3", str(len(obs.turns) + 1))
        return translate("Coach", "Deal %1 (%2), trick %3").replace("%1", str(obs.deal)).replace(
            "%2", name).replace("%3", str(len(obs.tricks) + 1))
    if isinstance(obs, TienGowObservation):
        return translate("Coach", "Trick %1").replace("%1", str(len(obs.tricks) + 1))
    return translate("Coach", "Round %1").replace("%1", str(len(obs.rounds) + 1))


def costly_line(game: str, where: str, line: Costly) -> str:
    """A costly move of the review: where, what was played, the better move and the
    cost with its interval."""
    unit = (translate("Coach", "%1 stacks") if game == "nines" else translate("Coach", "%1 chips")
            if game == "tiengow" else translate("Coach", "%1 points"))
    digits = 1 if line.low >= 0.05 else 2  # an interval above zero never reads "0.0 to"
    low, high = number(line.low, digits=digits), number(line.high, digits=digits)
    text = (translate("Coach", "%1\nYou played: %2\nBetter: %3\nCost: %4") if low == high
            else translate("Coach", "%1\nYou played: %2\nBetter: %3\nCost: about %4 (%5 to %6)"))
    return (text.replace("%1", where).replace("%2", move_words(line.move))
            .replace("%3", move_words(line.better))
            .replace("%4", unit.replace("%1", number(line.cost, digits=digits)))
            .replace("%5", low).replace("%6", high))
