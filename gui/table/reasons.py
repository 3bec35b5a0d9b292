"""A refused move's reason in the player's language: the one place that words refusals.

The core raises `IllegalMove` with an English message, a `code` and `params`; the
controller hands that value to the view, which words it here in the UI language. Two
codes come from the GUI itself: `out_of_turn` (the controller's, when the human moves
out of turn) and `lead_limit` (the Nines table's, on a fifth tile raised for a lead).
Anything without a known code falls back to the core's English message.

A refused file (a record to replay, a save to continue) is worded here too, from the
`RecordError`'s code (`file_problem`) or the system's error number (`read_problem`);
the English message is only the technical detail (`file_detail`).
"""

from __future__ import annotations

import errno
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from core.errors import IllegalMove, RecordError

translate = QCoreApplication.translate
GUI_CODES = ("out_of_turn", "lead_limit")


def _card(card: str, lang: str) -> str:
    from core.royal.cards import card_name

    return card_name(card, lang)


def _suit(suit: str, lang: str) -> str:
    from core.royal.cards import suit_name

    return suit_name(suit, lang)


def nines_tile(tile: str, lang: str) -> str:
    """"heaven (6-6)": a tile as the Nines table names it."""
    from core.nines.tiles import tile_name

    return f"{tile_name(tile, lang)} ({tile})"


def reason_text(exc: IllegalMove, lang: str, seat_name: Callable[[int], str] = str,
                tile_title: Callable[[str, str], str] = nines_tile) -> str:
    """The reason for `exc` in `lang` ("cs" or "en"); `seat_name(seat)` names a seat,
    `tile_title(tile, lang)` a tile as the game on the table does."""
    text = _reason(exc, lang, seat_name, tile_title)
    return text[:1].upper() + text[1:]


def _reason(exc: IllegalMove, lang: str, seat_name: Callable[[int], str],
            tile_title: Callable[[str, str], str]) -> str:
    p = exc.params
    match exc.code:
        case "out_of_turn":
            return translate("Reasons", "It is not your turn.")
        case "not_your_turn":
            return translate("Reasons", "It is %1's turn.").replace("%1", seat_name(p["seat"]))
        case "game_over":
            return translate("Reasons", "The game is over.")
        case "not_now":
            return translate("Reasons", "You cannot do that now.")
        # Royal
        case "must_follow":
            text = translate("Reasons", "You must follow suit: %1.")
            return text.replace("%1", _suit(p["suit"], lang))
        case "not_held" if "card" in p:
            text = translate("Reasons", "%1 is not in your hand.")
            return text.replace("%1", _card(p["card"], lang))
        case "cannot_lay":
            text = translate("Reasons", "%1 does not fit: a card must continue a row from "
                             "its ten, and only tens may start a row.")
            return text.replace("%1", _card(p["card"], lang))
        case "may_not_pass":
            return translate("Reasons", "You may not pass: you can lay this: %1.").replace(
                "%1", _card(p["card"], lang))
        case "cannot_lay_out":
            return translate("Reasons", "Your hand cannot be laid out all at once yet.")
        case "lay_out_order":
            return translate("Reasons", "Lay out your hand in another order.")
        case "lay_out_whole_hand":
            return translate("Reasons", "Laying out all must lay exactly the cards in your hand.")
        case "one_card_left":
            return translate("Reasons", "With one card left, lay that card itself.")
        # Nines
        case "not_held":
            text = translate("Reasons", "You do not hold %1.")
            return text.replace("%1", tile_title(p["tile"], lang))
        case "held_fewer":
            text = translate("Reasons", "You do not hold %1 that many times.")
            return text.replace("%1", tile_title(p["tile"], lang))
        case "lead_count" if p["count"] == 0:
            return translate("Reasons", "No tile is chosen.")
        case "lead_count":
            return translate("Reasons", "Too many tiles: %1.").replace("%1", str(p["count"]))
        case "lead_limit":
            return translate("Reasons", "You can lead at most 4 tiles.")
        case "lead_over_hand":
            return translate("Reasons", "You do not hold that many tiles.")
        case "lay_count" if p["count"] == 1:
            return translate("Reasons", "Lay 1 tile on the stack.")
        case "lay_count":
            count = p["count"]
            return translate("Reasons", "Lay %n tiles, one on each stack.", None, count)
        case "follow_now":
            return translate("Reasons", "You follow now: you cannot lead.")
        case "lead_now":
            return translate("Reasons", "It is your lead: there is nothing to follow yet.")
        case "take_first":
            return translate("Reasons",
                             "Take two columns from the left or the right end of the wall first.")
        case "wall_gone":
            return translate("Reasons", "The wall is gone: there are no columns to take.")
        case "roll_off_first":
            return translate("Reasons", "The tied players roll the dice first to decide who leads.")
        case "no_roll_off":
            return translate("Reasons", "No roll-off is due.")
        case "no_seat":
            return translate("Reasons", "There is no such seat.")
        # Tien Gow
        case "follow_count":
            count = p["count"]
            return translate("Reasons", "Play %n tile(s), as many as were led.", None, count)
        case "not_a_lead":
            return translate("Reasons", "The tiles %1 are no pair, triplet or quartet that "
                             "may be led.").replace("%1", p["tiles"])
        case "lead_variant":
            return translate("Reasons", "The tiles %1 may not be led under the rules chosen "
                             "for this game.").replace("%1", p["tiles"])
        case "does_not_beat":
            return translate("Reasons", "That does not beat %1: play it face down."
                             ).replace("%1", p["tiles"])
        case "early_death":
            return translate("Reasons", "You have won no trick yet, so you may not win the "
                             "last one: play face down.")
        case "not_tiles":
            return translate("Reasons", "That is not a list of tiles.")
        case "not_a_tile":
            return translate("Reasons", "This is not a tile: %1.").replace("%1", p["tile"])
        case "too_many_copies":
            return translate("Reasons", "The set has no more copies of that tile.")
        case "not_a_move":
            return translate("Reasons", "That is not a move of this game.")
        case "no_chance":
            return translate("Reasons", "Nothing is left to chance now.")
    return str(exc)


def worded(exc: IllegalMove, seat_name: Callable[[int], str] = str) -> str:
    """The reason for `exc` in the language installed now."""
    from gui.services import i18n

    return reason_text(exc, i18n.names_language(), seat_name)


def read_problem(error_number: int | None) -> str:
    """Why a file could not be read, from the system's error number (None: unknown)."""
    if error_number == errno.ENOENT:
        return translate("Reasons", "The file does not exist.")
    if error_number in (errno.EACCES, errno.EPERM):
        return translate("Reasons", "Herna may not read the file.")
    if error_number == errno.EISDIR:
        return translate("Reasons", "It is a folder, not a file.")
    return translate("Reasons", "The file cannot be read.")


def file_problem(exc: RecordError) -> str:
    """Why a record or save file was refused, in the language installed now."""
    match exc.code:
        case "too_big":
            return translate("Reasons", "The file is too big to be a record (more than %1 kB)."
                             ).replace("%1", str(exc.params.get("kb", "")))
        case "not_file":
            return translate("Reasons", "It is not a file but a pipe or a device: Herna "
                             "reads records and saves from files only.")
        case "not_text":
            return translate("Reasons", "The file is not text: it is damaged, or it is not "
                             "a record at all.")
        case "empty":
            return translate("Reasons", "The file is empty.")
        case "not_json":
            return translate("Reasons", "The file is not valid JSON: it is cut short or "
                             "damaged.")
        case "bad_number":
            return translate("Reasons", "The file holds a number no record holds (thousands "
                             "of digits long, infinite, or not a number).")
        case "too_deep":
            return translate("Reasons", "The file is nested deeper than any record.")
        case "not_object":
            return translate("Reasons", "The file holds no record.")
        case "format":
            return translate("Reasons", "The file is not a Herna record.")
        case "version":
            return translate("Reasons", "The record comes from another version of Herna, "
                             "which this one cannot read.")
        case "game":
            return translate("Reasons", "The record is of a game this Herna does not know.")
        case "unreadable":
            return read_problem(exc.params.get("errno"))
        case "not_a_save":
            return translate("Reasons", "The file is not a game saved by Herna.")
        case "other_game":
            return translate("Reasons", "The file holds the save of another game.")
        case "illegal_move":
            return broken_rule(exc.params.get("refusal"), exc.params.get("seat"))
    return translate("Reasons", "Its contents do not fit the record format or the rules of "
                     "the game.")


def broken_rule(refusal: object, seat: object) -> str:
    """A record's move the rules refuse: whose (numbered from 1, as the seats are shown)
    and why, in the language installed now."""
    def player(s: int) -> str:
        return translate("Reasons", "player %1").replace("%1", str(s + 1))

    if not isinstance(refusal, IllegalMove):
        return translate("Reasons", "A move in it breaks the rules of the game.")
    why = worded(refusal, player)
    if isinstance(seat, int) and not isinstance(seat, bool):
        # the rules speak to the player who moved: quoted, "you" is that player
        return translate("Reasons", "A move in it breaks the rules (%1). Herna would tell "
                         "that player: “%2”").replace("%1", player(seat)).replace("%2", why)
    return translate("Reasons", "A move in it breaks the rules: %1").replace("%1", why)


def file_detail(exc: BaseException) -> str:
    """The technical detail of a refused file (English, as the core or the system says
    it), for a message's Details."""
    if isinstance(exc, OSError) and exc.filename:
        return f"{exc.strerror or exc}: {exc.filename}"
    return str(exc)
