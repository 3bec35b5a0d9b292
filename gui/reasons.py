"""A refused move's reason in the player's language.

The core raises `IllegalMove` with an English message and, for the refusals a player can
cause, a `code` and `params`; this turns those into the UI language. Anything without a
known code falls back to the core's English message.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from core.errors import IllegalMove


def _card(card: str, lang: str) -> str:
    from core.royal.cards import card_name

    return card_name(card, lang)


def _suit(suit: str, lang: str) -> str:
    from core.royal.cards import suit_name

    return suit_name(suit, lang)


def _tile(tile: str, lang: str) -> str:
    from core.nines.tiles import tile_name

    return f"{tile_name(tile, lang)} ({tile})"


def reason_text(exc: IllegalMove, lang: str, seat_name: Callable[[int], str] = str) -> str:
    """The reason for `exc` in `lang` ("cs" or "en"); `seat_name(seat)` names a seat."""
    text = _reason(exc, lang, seat_name)
    return text[:1].upper() + text[1:]


def _reason(exc: IllegalMove, lang: str, seat_name: Callable[[int], str]) -> str:
    p = exc.params
    match exc.code:
        case "must_follow":
            text = QCoreApplication.translate("Reasons", "You must follow suit: %1.")
            return text.replace("%1", _suit(p["suit"], lang))
        case "not_your_turn":
            text = QCoreApplication.translate("Reasons", "It is %1's turn.")
            return text.replace("%1", seat_name(p["seat"]))
        case "not_held":
            thing = _card(p["card"], lang) if "card" in p else _tile(p["tile"], lang)
            text = QCoreApplication.translate("Reasons", "%1 is not in your hand.")
            return text.replace("%1", thing)
        case "cannot_lay":
            text = QCoreApplication.translate(
                "Reasons", "%1 does not fit: a card must continue a row from its ten, "
                "and only tens may start a row.")
            return text.replace("%1", _card(p["card"], lang))
        case "may_not_pass":
            text = QCoreApplication.translate(
                "Reasons", "You may not pass: you can lay this: %1.")
            return text.replace("%1", _card(p["card"], lang))
        case "cannot_lay_out":
            return QCoreApplication.translate(
                "Reasons", "Your hand cannot be laid out all at once yet.")
        case "lead_count":
            return QCoreApplication.translate("Reasons", "Lead 1 to 4 tiles.")
        case "lay_count" if p["count"] == 1:
            return QCoreApplication.translate("Reasons", "Lay 1 tile on the stack.")
        case "lay_count":
            count = p["count"]
            return QCoreApplication.translate("Reasons", "Lay %n tile(s), one on each stack.",
                                              None, count)
    return str(exc)
