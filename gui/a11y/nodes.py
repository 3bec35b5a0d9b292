"""What assistive technology is told of a game table: a small tree of `Node`s that each
table builds from what it shows (its hand, the table, the seats), in the UI language.
The bridge (gui.a11y.bridge) turns the tree into accessible objects."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF
from PySide6.QtGui import QAccessible

Role = QAccessible.Role

# a node's states, as words (gui.a11y.bridge maps them to QAccessible.State)
FOCUSABLE, FOCUSED, SELECTABLE, SELECTED, DISABLED = (
    "focusable", "focused", "selectable", "selected", "disabled")


@dataclass(frozen=True)
class Node:
    """One thing on the table. `key` identifies it while it stays (e.g. "hand:QR"), so a
    screen reader keeps its place when the table changes; `rect` is where it is drawn,
    in scene coordinates (None: not one place, e.g. a list)."""

    key: str
    role: QAccessible.Role
    name: str
    description: str = ""
    states: frozenset[str] = frozenset()
    rect: QRectF | None = None
    children: tuple[Node, ...] = ()

    def walk(self) -> list[Node]:
        """This node and every node below it, depth first."""
        found = [self]
        for child in self.children:
            found.extend(child.walk())
        return found


def group(key: str, name: str, children: list[Node] | tuple[Node, ...],
          role: QAccessible.Role = Role.List, description: str = "") -> Node:
    """A named list of things (the hand, the trick, the seats)."""
    return Node(key, role, name, description, children=tuple(children))


def focused_key(nodes: list[Node] | tuple[Node, ...]) -> str | None:
    """The key of the node with the keyboard focus, if any."""
    for top in nodes:
        for node in top.walk():
            if FOCUSED in node.states:
                return node.key
    return None


@dataclass(frozen=True)
class Said:
    """An event in words for a screen reader: `seat` whose move it was (None: nobody's),
    and whether it is a result (a trick or stack won, a deal or game over), which is
    said even to a player who hears only their own moves."""

    text: str
    seat: int | None = None
    result: bool = False
