"""The Royal table as a screen reader reads it (gui.a11y): the deal, the seats, the trick
or the domino rows, the bottom hand with each card's name and whether it may be played,
and the table's buttons; the keyboard focus is the hand's."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QRectF

from core.royal.cards import SUITS, card_name, rank_name, suit_name
from gui.a11y.nodes import (
    DISABLED,
    FOCUSABLE,
    FOCUSED,
    SELECTABLE,
    Node,
    Role,
    group,
)
from gui.royal import texts
from gui.royal.items import CardItem
from gui.services import i18n
from gui.table.texts import fmt

if TYPE_CHECKING:
    from gui.royal.play import HandPlay
    from gui.royal.scenery import RoyalScenery
    from gui.royal.seats import SeatInfo
    from gui.table.contracts import TableController


class RoyalTable(Protocol):
    """What of the Royal table is read (gui.royal.table.RoyalTable)."""

    scenery: RoyalScenery
    ctl: TableController
    play: HandPlay

    def hasFocus(self) -> bool: ...


translate = QCoreApplication.translate


def nodes(table: RoyalTable) -> list[Node]:
    sc, ctl = table.scenery, table.ctl
    if ctl.game_number() <= 0 or not sc.info:
        return []
    lang = i18n.names_language()
    found = []
    if sc.label.text:
        found.append(Node("deal", Role.StaticText, sc.label.text,
                          rect=sc.label.sceneBoundingRect()))
    panels = sc.panels
    found.append(group("seats", translate("RoyalAccess", "Players"), [
        seat_node(seat, info, panels[seat].sceneBoundingRect() if seat in panels else None)
        for seat, info in sorted(sc.info.items())]))
    if any(info.domino for info in sc.info.values()):
        found.append(rows_node(table, lang))
    else:
        found.append(group("trick", translate("RoyalAccess", "The trick"), [
            Node(f"trick:{item.card}", Role.ListItem,
                 f"{ctl.seat_name(seat)}: {card_name(item.card, lang)}",
                 rect=item.sceneBoundingRect())
            for seat, item in sc.trick if item.card is not None]))
    return found + hand_nodes(table, lang)


def seat_node(seat: int, info: SeatInfo, rect: QRectF | None = None) -> Node:
    parts = [texts.seat_kind(info.kind)]
    if info.domino:
        parts.append(texts.place_label(*info.place) if info.place
                     else texts.cards_count(info.cards))
    else:
        parts.append(texts.tricks_count(info.tricks))
        parts.append(fmt(translate("RoyalAccess", "penalty %1"), texts.signed(info.penalty)))
    parts.append(fmt(translate("RoyalAccess", "total %1"), texts.signed(info.total)))
    if info.dealer:
        parts.append(translate("RoyalAccess", "dealer"))
    if info.away and info.thinking:
        parts.append(texts.tr_away_short())
    elif info.to_move:
        parts.append(translate("RoyalAccess", "on turn"))
    return Node(f"seat:{seat}", Role.ListItem, info.name, ", ".join(parts), rect=rect)


def rows_node(table: RoyalTable, lang: str) -> Node:
    """The four rows of the domino deal, each from its lowest card to its highest."""
    obs = table.ctl.observation()
    rows = []
    for suit, row in zip(SUITS, getattr(obs, "rows", ()), strict=False):
        word = suit_name(suit, lang)
        if row is None:
            text = translate("RoyalAccess", "%1: not opened").replace("%1", word)
        else:
            low, high = (rank_name(card[:-1], lang) for card in row)
            text = fmt(translate("RoyalAccess", "%1: %2 to %3"), word, low, high)
        rows.append(Node(f"row:{suit}", Role.ListItem, text))
    return group("rows", translate("RoyalAccess", "The domino rows"), rows)


def hand_nodes(table: RoyalTable, lang: str) -> list[Node]:
    """The bottom hand with its action buttons (Pass, Lay out all), as the arrow keys
    visit them; then the table's own buttons (Last trick, Scores)."""
    play = table.play
    items = play.focusables()
    legal = play.legal
    table_buttons = (table.scenery.btn_last, table.scenery.btn_scores)
    children: list[Node] = []
    others: list[Node] = []
    for index, item in enumerate(items):
        states = {FOCUSABLE}
        if index == play.focus_index and table.hasFocus():
            states.add(FOCUSED)
        if isinstance(item, CardItem):
            if item.card is None:
                back = translate("RoyalAccess", "a card face down")
                children.append(Node(f"hand:back:{index}", Role.ListItem, back,
                                     states=frozenset(states),
                                     rect=item.sceneBoundingRect()))
                continue
            states.add(SELECTABLE)
            description = ""
            if legal:
                playable = item.card in legal
                description = (translate("RoyalAccess", "playable") if playable
                               else translate("RoyalAccess", "not playable now"))
                if not playable:
                    states.add(DISABLED)
            children.append(Node(f"hand:{item.card}", Role.ListItem,
                                 card_name(item.card, lang), description,
                                 frozenset(states), item.sceneBoundingRect()))
        else:
            button = Node(f"button:{id(item)}", Role.Button, item.text(),
                          states=frozenset(states), rect=item.sceneBoundingRect())
            (others if item in table_buttons else children).append(button)
    return [group("hand", translate("RoyalAccess", "Your hand"), children), *others]
