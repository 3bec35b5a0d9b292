"""The Nines table as a screen reader reads it (gui.a11y): what the caption says, the
last round when it is shown again and its button, the seats with their stacks, the wall's
two ends (to take from, on the player's turn), the stacks in play, the bottom hand with
each tile's name and whether it is chosen, and the Play button; the keyboard focus is the
table's cursor (a tile, an end, a stack)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QRectF

from core.nines.moves import LEFT, RIGHT
from gui.a11y.nodes import (
    DISABLED,
    FOCUSABLE,
    FOCUSED,
    SELECTABLE,
    SELECTED,
    Node,
    Role,
    group,
)
from gui.nines import texts
from gui.nines.items import TileItem
from gui.nines.labels import Plate
from gui.table.button import Button
from gui.table.plates import Label
from gui.table.texts import fmt

if TYPE_CHECKING:
    from gui.nines.board import Board
    from gui.nines.human import NinesInput
    from gui.nines.pieces import TilePieces
    from gui.nines.scenery import NinesScenery
    from gui.nines.seats import SeatBoards
    from gui.table.contracts import TableController


class NinesTable(Protocol):
    """What of the Nines table is read (gui.nines.table.NinesTable)."""

    controller: TableController
    scenery: NinesScenery
    human: NinesInput
    tiles: TilePieces
    board: Board
    seats: SeatBoards

    def hasFocus(self) -> bool: ...


translate = QCoreApplication.translate


def united_rect(items: Sequence[TileItem]) -> QRectF | None:
    """The scene rect round `items` (None: no items)."""
    if not items:
        return None
    whole = items[0].sceneBoundingRect()
    for item in items[1:]:
        whole = whole.united(item.sceneBoundingRect())
    return whole


def said_nodes(labels: Iterable[Label]) -> list[Node]:
    """What the table's `labels` (its caption first) say now."""
    return [Node(f"say:{i}", Role.StaticText, label.text, rect=label.sceneBoundingRect())
            for i, label in enumerate(labels) if label.text and label.isVisible()]


def button_nodes(buttons: Iterable[tuple[str, Button]]) -> list[Node]:
    """The (key, button) pairs shown, each a button node, focusable when enabled."""
    found = []
    for key, button in buttons:
        if button.isVisible():
            states = {FOCUSABLE} if button.isEnabled() else {DISABLED}
            found.append(Node(key, Role.Button, button.text(), states=frozenset(states),
                              rect=button.sceneBoundingRect()))
    return found


def nodes(table: NinesTable) -> list[Node]:
    if table.controller.game_number() <= 0:
        return []
    sc = table.scenery
    found = said_nodes((sc.caption, sc.dice_note))
    if sc.last_panel.isVisible():
        found.append(last_round_node(table))
    found += button_nodes([("last-round", sc.last_button)])
    found.append(seats_node(table))
    found.append(wall_node(table))
    found.append(stacks_node(table))
    found.append(hand_node(table))
    return found


def plates_node(plates: Iterable[Plate], on_turn: str, title: str) -> Node:
    """The seats by their name plates, `title`d: each name with what its plate says
    (its tag, its badge, or `on_turn`)."""
    seats = []
    for seat, plate in enumerate(plates):
        parts = [plate.detail]
        if plate.tag:
            parts.append(plate.tag)
        if plate.badge:
            parts.append(plate.badge)
        elif plate.active:
            parts.append(on_turn)
        seats.append(Node(f"seat:{seat}", Role.ListItem, plate.name, ", ".join(parts),
                          rect=plate.sceneBoundingRect()))
    return group("seats", title, seats)


def seats_node(table: NinesTable) -> Node:
    return plates_node(table.scenery.plates, translate("NinesAccess", "on turn"),
                       translate("NinesAccess", "Players"))


def wall_node(table: NinesTable) -> Node:
    """The wall: how many columns stand, and on the player's turn to take, its ends."""
    human, wall = table.human, table.tiles.wall
    taking = human.mode == "take"
    ends = []
    if taking:
        for end, name in ((LEFT, translate("NinesAccess", "Take two columns from the left end")),
                          (RIGHT, translate("NinesAccess", "Take two columns from the right end"))):
            states = {FOCUSABLE}
            if human.keyboard and human.end_cursor == end and table.hasFocus():
                states.add(FOCUSED)
            columns = table.board.end_columns(end)
            items = [wall[c][-1] for c in columns if wall.get(c)]
            ends.append(Node(f"wall:{end}", Role.Button, name, states=frozenset(states),
                             rect=united_rect(items)))
    count = len(wall)
    name = translate("NinesAccess", "The wall: %1 columns").replace("%1", str(count))
    return group("wall", name, ends, role=Role.Grouping if not ends else Role.List)


def stacks_node(table: NinesTable) -> Node:
    """The stacks in play, each with its top tile and how many tiles it holds."""
    human = table.human
    stacks = []
    for i, stack in enumerate(table.tiles.stacks):
        top = stack[-1] if stack else None
        face = top.face if top is not None else None
        name = translate("NinesAccess", "Stack %1: %2").replace("%1", str(i + 1)).replace(
            "%2", texts.title(face) if face else translate("NinesAccess", "face down"))
        description = translate("NinesAccess", "%1 tiles").replace("%1", str(len(stack)))
        states = set()
        if human.picked is not None:
            states.add(FOCUSABLE)
            if i == human.stack_cursor and table.hasFocus():
                states.add(FOCUSED)
        stacks.append(Node(f"stack:{i}", Role.ListItem, name, description,
                           frozenset(states), united_rect(stack)))
    return group("stacks", translate("NinesAccess", "Stacks in play"), stacks)


def last_round_node(table: NinesTable) -> Node:
    """The last round as its panel shows it: each play with its tiles stack by stack (on
    top or under, and which won its stack) and the stacks it won, then who leads next."""
    panel = table.scenery.last_panel
    items = []
    for k, row in enumerate(panel.rows()):
        tiles = []
        for i, (face, _how, word, won) in enumerate(row.tiles):
            said = fmt(translate("NinesAccess", "stack %1: %2"), i + 1, texts.title(face))
            if word:
                said += ", " + word
            if won:
                said += ", " + translate("NinesAccess", "wins the stack")
            tiles.append(said)
        items.append(Node(f"last:{k}", Role.ListItem,
                          f"{row.name}: {row.how}: {'; '.join(tiles)}: {row.won}"))
    items += [Node(f"last-foot:{k}", Role.StaticText, line)
              for k, line in enumerate(panel.foot_lines())]
    return group("last", translate("NinesAccess", "The last round"), items)


def hand_node(table: NinesTable) -> Node:
    human = table.human
    seat = human.seat if human.mode else table.seats.viewer
    hand = table.tiles.hands[seat] if 0 <= seat < len(table.tiles.hands) else []
    choosing = human.mode in ("lead", "follow")
    children = []
    for index, item in enumerate(hand):
        states = {FOCUSABLE}
        if (item.keyed and table.hasFocus()) or (item is human.picked and table.hasFocus()):
            states.add(FOCUSED)
        if not item.face:
            back = translate("NinesAccess", "a tile face down")
            children.append(Node(f"hand:{index}", Role.ListItem, back,
                                 states=frozenset(states), rect=item.sceneBoundingRect()))
            continue
        description = texts.suit_name(item.face)
        if choosing:  # the state is said too, as a screen reader reads a list item
            states.add(SELECTABLE)
            if item.mark == "selected":
                states.add(SELECTED)
                state = translate("NinesAccess", "chosen")
            elif item.dimmed:
                states.add(DISABLED)
                state = translate("NinesAccess", "cannot be played now")
            else:
                state = translate("NinesAccess", "can be played")
            description = f"{description}, {state}"
        children.append(Node(f"hand:{index}", Role.ListItem, texts.title(item.face),
                             description, frozenset(states), item.sceneBoundingRect()))
    children += button_nodes([("action", table.scenery.action)])
    return group("hand", translate("NinesAccess", "Your hand"), children)
