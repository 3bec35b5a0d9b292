"""The Tien Gow table as a screen reader reads it (gui.a11y): what the caption says, the
seats (tricks, chips, the banker, whose turn), the trick in progress play by play (a
face-down discard as such), the bottom hand with each tile's name and whether it is
chosen, and the buttons; the keyboard focus is the table's cursor."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication

from gui.a11y.nodes import FOCUSABLE, FOCUSED, SELECTABLE, SELECTED, Node, Role, group
from gui.nines.access import button_nodes, plates_node, said_nodes, united_rect
from gui.table.texts import plural
from gui.tiengow import texts

if TYPE_CHECKING:
    from gui.table.contracts import TableController
    from gui.tiengow.human import TienGowInput
    from gui.tiengow.pieces import TilePieces
    from gui.tiengow.scenery import TienGowScenery
    from gui.tiengow.seats import TienGowSeats


class TienGowTable(Protocol):
    controller: TableController
    scenery: TienGowScenery
    human: TienGowInput
    tiles: TilePieces
    seats: TienGowSeats

    def hasFocus(self) -> bool: ...


translate = QCoreApplication.translate


def nodes(table: TienGowTable) -> list[Node]:
    if table.controller.game_number() <= 0:
        return []
    sc = table.scenery
    found = said_nodes((sc.caption,))
    if sc.banner.isVisible():
        found.append(Node("banner", Role.StaticText, sc.banner.text(),
                          rect=sc.banner.sceneBoundingRect()))
    found += [seats_node(table), trick_node(table), hand_node(table)]
    if sc.last_panel.isVisible():
        found.append(last_trick_node(table))
    found += button_nodes([("last-trick", sc.last_button), ("ranks", sc.panel_button)])
    return found


def seats_node(table: TienGowTable) -> Node:
    return plates_node(table.scenery.plates, translate("TienGowAccess", "on turn"),
                       translate("TienGowAccess", "Players"))


def trick_node(table: TienGowTable) -> Node:
    plays = []
    high = table.tiles.board.high_seat
    for k, (seat, items, up) in enumerate(table.tiles.trick):
        name = table.seats.seat_name(seat)
        if up:
            what = texts.tiles_text([i.face for i in items if i.face])
            if seat == high:
                what += ", " + translate("TienGowAccess", "highest so far")
        else:
            n = len(items)
            what = plural(translate("TienGowAccess", "%n tile(s) face down", None, n), n)
        plays.append(Node(f"play:{k}", Role.ListItem, f"{name}: {what}", rect=united_rect(items)))
    return group("trick", translate("TienGowAccess", "The trick"), plays)


def last_trick_node(table: TienGowTable) -> Node:
    """The last trick as its panel shows it, play by play."""
    panel = table.scenery.last_panel
    plays = []
    for k, (name, how, faces, _dimmed, _took, _seat) in enumerate(panel.rows()):
        shown = [f for f in faces if f is not None]
        what = texts.tiles_text(shown) if len(shown) == len(faces) else plural(
            translate("TienGowAccess", "%n tile(s) face down", None, len(faces)), len(faces))
        plays.append(Node(f"last:{k}", Role.ListItem, f"{name}: {how}: {what}"))
    return group("last", translate("TienGowAccess", "The last trick"), plays)


def hand_node(table: TienGowTable) -> Node:
    human = table.human
    seat = human.seat if human.mode else table.seats.viewer
    hand = table.tiles.hands[seat] if 0 <= seat < len(table.tiles.hands) else []
    children = []
    for index, item in enumerate(hand):
        states = {FOCUSABLE}
        if item.keyed and table.hasFocus():
            states.add(FOCUSED)
        if not item.face:
            children.append(Node(f"hand:{index}", Role.ListItem,
                                 translate("TienGowAccess", "a tile face down"),
                                 states=frozenset(states), rect=item.sceneBoundingRect()))
            continue
        description = texts.suit_name(item.face)
        if human.mode:
            states.add(SELECTABLE)
            if item.mark == "selected":
                states.add(SELECTED)
                description += ", " + translate("TienGowAccess", "chosen")
        children.append(Node(f"hand:{index}", Role.ListItem, texts.title(item.face),
                             description, frozenset(states), item.sceneBoundingRect()))
    sc = table.scenery
    children += button_nodes([("action", sc.action), ("discard", sc.discard),
                              *((f"offer:{i}", c) for i, c in enumerate(sc.chips))])
    return group("hand", translate("TienGowAccess", "Your hand"), children)
