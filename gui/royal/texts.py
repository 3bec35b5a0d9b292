"""Every user-visible text of the Royal table, translated through Qt (context "RoyalTable").

A refused move's reason is worded by gui.table.reasons from the core's value.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from core.royal.contracts import PENALTIES, penalty_points
from core.royal.state import PLACE_POINTS
from gui.table.texts import plural
from gui.table.texts import signed as signed_score


def contract_title(contract: str) -> str:
    titles = {
        "no-tricks": QCoreApplication.translate("RoyalTable", "No tricks"),
        "no-shields": QCoreApplication.translate("RoyalTable", "No shields"),
        "no-queens": QCoreApplication.translate("RoyalTable", "No queens"),
        "shield-king": QCoreApplication.translate("RoyalTable", "King of shields"),
        "last-trick": QCoreApplication.translate("RoyalTable", "Last trick"),
        "domino": QCoreApplication.translate("RoyalTable", "Domino"),
    }
    return titles.get(contract, contract)


def contract_penalty(contract: str, players: int) -> str:
    """What the deal costs or pays, in one line (the figures are the core's)."""
    if contract in PENALTIES:
        lines = {
            "no-tricks": QCoreApplication.translate("RoyalTable", "−%1 for every trick taken"),
            "no-shields": QCoreApplication.translate(
                "RoyalTable", "−%1 for every shield card taken"),
            "no-queens": QCoreApplication.translate("RoyalTable", "−%1 for every queen taken"),
            "shield-king": QCoreApplication.translate(
                "RoyalTable", "−%1 for taking the king of shields"),
            "last-trick": QCoreApplication.translate(
                "RoyalTable", "−%1 for taking the last trick"),
        }
        return lines[contract].replace("%1", str(penalty_points(contract, players)))
    points = " / ".join(f"+{p}" for p in PLACE_POINTS[players] if p)
    return QCoreApplication.translate(
        "RoyalTable", "Lay out all your cards first: places earn %1").replace("%1", points)


def deal_heading(deal: int) -> str:
    return QCoreApplication.translate("RoyalTable", "Deal %1 of 6").replace("%1", str(deal))


def seat_kind(kind: str) -> str:
    """Who plays a seat, in a word shown beside a person or a computer icon."""
    if kind == "human":
        return QCoreApplication.translate("RoyalTable", "human")
    if kind == "stand-in":  # (gui.royal.sync.STAND_IN)
        return QCoreApplication.translate("RoyalTable", "computer for now")
    level = kind.partition(":")[2]
    levels = {
        "random": QCoreApplication.translate("RoyalTable", "random"),
        "easy": QCoreApplication.translate("RoyalTable", "easy"),
        "medium": QCoreApplication.translate("RoyalTable", "medium"),
        "hard": QCoreApplication.translate("RoyalTable", "hard"),
        "expert": QCoreApplication.translate("RoyalTable", "expert"),
    }
    return levels.get(level, QCoreApplication.translate("RoyalTable", "computer"))


def tricks_count(n: int) -> str:
    return plural(QCoreApplication.translate("RoyalTable", "%n trick(s)", None, n), n)


def cards_count(n: int) -> str:
    return plural(QCoreApplication.translate("RoyalTable", "%n card(s)", None, n), n)


def place_label(place: int, points: int) -> str:
    return QCoreApplication.translate("RoyalTable", "Place %1, +%2").replace(
        "%1", str(place)).replace("%2", str(points))


def signed(value: int) -> str:
    """A score with its sign: +12, −3, 0 (a true minus sign)."""
    return signed_score(value, plus=True)


def count(value: int) -> str:
    """A count without a plus sign (matchsticks, cards): 5, 0, −4 (a true minus sign,
    as in `signed`)."""
    return f"−{-value}" if value < 0 else str(value)


def pass_key() -> str:
    """The letter key that passes (shown on the Pass button)."""
    return QCoreApplication.translate("RoyalTable", "P")


def lay_all_key() -> str:
    """The letter key that lays out the whole hand (shown on its button)."""
    return QCoreApplication.translate("RoyalTable", "A")


def your_turn(domino: bool, lay_all: bool = False, must_pass: bool = False) -> str:
    """The prompt for the human to move, fitting the legal moves."""
    if must_pass:
        return QCoreApplication.translate(
            "RoyalTable", "You cannot lay any card: press Pass (%1).").replace("%1", pass_key())
    if domino and lay_all:
        return QCoreApplication.translate(
            "RoyalTable",
            "Your turn: drag a card to its row, or lay out all your cards at once (%1).",
        ).replace("%1", lay_all_key())
    if domino:
        return QCoreApplication.translate(
            "RoyalTable", "Your turn: drag a card to its row (or double-click it).")
    return QCoreApplication.translate(
        "RoyalTable", "Your turn: drag a card to the table (or double-click it).")


def deal_over(deal: int, wait: bool, early: bool = False) -> str:
    """The status while the score table shows after a deal (`wait`: for Continue;
    `early`: every penalty card was taken before the last trick)."""
    if early and wait:
        text = QCoreApplication.translate(
            "RoyalTable",
            "All penalty cards are taken: deal %1 ends early. Press Continue for the next deal.")
    elif early:
        text = QCoreApplication.translate(
            "RoyalTable", "All penalty cards are taken: deal %1 ends early.")
    elif wait:
        text = QCoreApplication.translate(
            "RoyalTable", "Deal %1 is over: press Continue for the next deal.")
    else:
        text = QCoreApplication.translate("RoyalTable", "Deal %1 is over.")
    return text.replace("%1", str(deal))


def game_over() -> str:
    return QCoreApplication.translate("RoyalTable", "The game is over.")


def thinking(name: str) -> str:
    return QCoreApplication.translate("RoyalTable", "%1 is thinking…").replace("%1", name)


def winners_line(names: list[str]) -> str:
    joined = ", ".join(names)
    if len(names) == 1:
        return QCoreApplication.translate("RoyalTable", "The winner: %1").replace("%1", joined)
    return QCoreApplication.translate("RoyalTable", "Shared win: %1").replace("%1", joined)


def tr_thinking_short() -> str:
    return QCoreApplication.translate("RoyalTable", "thinking…")


def tr_away_short() -> str:
    return QCoreApplication.translate("RoyalTable", "away")


def total_label() -> str:
    return QCoreApplication.translate("RoyalTable", "Total")


def dealer_letter() -> str:
    """The one-letter mark on the dealer's plate."""
    return QCoreApplication.translate("RoyalTable", "D")


def bank_label() -> str:
    return QCoreApplication.translate("RoyalTable", "Bank")


def last_trick_title() -> str:
    return QCoreApplication.translate("RoyalTable", "The last trick")


def took_it() -> str:
    return QCoreApplication.translate("RoyalTable", "took the trick")


def click_to_close() -> str:
    return QCoreApplication.translate("RoyalTable", "Click to close")


def scores_title() -> str:
    return QCoreApplication.translate("RoyalTable", "Scores")


def final_title() -> str:
    return QCoreApplication.translate("RoyalTable", "Final result")


def game_label(number: int) -> str:
    return QCoreApplication.translate("RoyalTable", "game %1").replace("%1", str(number))


def session_label() -> str:
    return QCoreApplication.translate("RoyalTable", "Session total")


def matches_label() -> str:
    return QCoreApplication.translate("RoyalTable", "Matches")


def pass_word() -> str:
    return QCoreApplication.translate("RoyalTable", "Pass")


def lay_out_all() -> str:
    return QCoreApplication.translate("RoyalTable", "Lay out all")


def last_trick_button() -> str:
    return QCoreApplication.translate("RoyalTable", "Last trick")


def scores_button() -> str:
    return QCoreApplication.translate("RoyalTable", "Scores")


def continue_button(seconds: int = 0) -> str:
    """The score table's button; with `seconds`, the countdown to going on by itself."""
    if seconds > 0:
        return QCoreApplication.translate("RoyalTable", "Continue (%1)").replace(
            "%1", str(seconds))
    return QCoreApplication.translate("RoyalTable", "Continue")


def corner_label(deal: int, contract: str, players: int) -> str:
    return f"{deal}/6 · {contract_title(contract)} · {contract_penalty(contract, players)}"
