"""The game tables as assistive technology sees them (AT-SPI on Linux, UI Automation on
Windows, NSAccessibility on macOS, through Qt's accessibility layer).

A QGraphicsView is one object with no children to a screen reader. `install()` gives
every table view (a `gui.table.view.TableView` that builds `accessible_nodes()`) an
accessible interface whose children are the table's `Node`s (gui.a11y.nodes): the hand's
pieces with their names and states, the trick or stacks, the seats. The interfaces keep
their identity by the node's key while the table changes, the keyboard focus on the
table is told as accessibility focus, and changes of names, states and children are
told as events. The tree is refreshed at once after a key or a focus change, and a few
times a second while assistive technology is listening (`QAccessible.isActive()`).

Lifetime: Qt's cache owns an interface once it has an id, so every piece is registered
when made and kept alive by this module until it is deleted through Qt
(`deleteAccessibleInterface`) when its view goes.
"""

from __future__ import annotations

from typing import Any

import shiboken6
from PySide6.QtCore import QEvent, QObject, QRect, QRectF, QTimer
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QAccessibleInterface,
    QAccessibleStateChangeEvent,
)
from PySide6.QtWidgets import QAccessibleWidget, QGraphicsView, QWidget

from gui.a11y.nodes import DISABLED, FOCUSABLE, FOCUSED, SELECTABLE, SELECTED, Node

POLL_MS = 300  # how often a listened-to table is looked at again
# a change to tell: the event, the interface, and for a state change the states changed
Change = tuple[QAccessible.Event, QAccessibleInterface, QAccessible.State | None]

_tables: dict[int, TableAccessible] = {}  # by id of the view: kept while the view lives
# Every piece is registered with Qt's cache when made, and kept here (not only by its
# table's interface, which Qt deletes with the view) until Qt is told to delete it: so
# neither Python nor a dying interface ever deletes a piece that Qt's cache holds.
_pieces: dict[int, list[PieceAccessible]] = {}
_installed = [False]


def _state(states: frozenset[str]) -> QAccessible.State:
    state = QAccessible.State()
    state.focusable = FOCUSABLE in states
    state.focused = FOCUSED in states
    state.selectable = SELECTABLE in states
    state.selected = SELECTED in states
    state.disabled = DISABLED in states
    return state


class PieceAccessible(QAccessibleInterface):
    """One node of a table (its data replaced in place when the table changes)."""

    def __init__(self, table: TableAccessible, node: Node):
        super().__init__()
        self.table = table
        self.node = node
        self.up: QAccessibleInterface = table
        self.kids: list[PieceAccessible] = []
        self.attached = True  # on the table now (a piece that left answers invalid)

    # --- QAccessibleInterface -----------------------------------------------------------
    def isValid(self) -> bool:
        return self.attached and self.table.alive

    def object(self) -> QObject | None:  # type: ignore[override]
        return None

    def window(self) -> Any:
        return self.table.window()

    def rect(self) -> QRect:
        return self.table.screen_rect(self)

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name:
            return self.node.name
        if kind == QAccessible.Text.Description:
            return self.node.description
        return ""

    def setText(self, kind: QAccessible.Text, text: str) -> None:
        pass

    def role(self) -> QAccessible.Role:
        return self.node.role

    def state(self) -> QAccessible.State:
        return _state(self.node.states)

    def parent(self) -> QAccessibleInterface:
        return self.up

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return self.kids[index] if 0 <= index < len(self.kids) else None

    def childCount(self) -> int:
        return len(self.kids)

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return next((i for i, kid in enumerate(self.kids) if kid is child), -1)

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return next((kid for kid in reversed(self.kids) if kid.rect().contains(x, y)), None)


class TableAccessible(QAccessibleWidget):
    """A table view and its pieces."""

    def __init__(self, view: QGraphicsView):
        super().__init__(view, QAccessible.Role.Client)
        self.view = view
        self.alive = True
        self.pieces: dict[str, PieceAccessible] = {}  # every piece it ever had, by key
        self.top: list[PieceAccessible] = []
        self._focus: str | None = None
        # the filter first: the view's children go in the order they came, so it is gone
        # before the timers it starts
        self._filter = _Nudge(self.nudge, view)
        view.installEventFilter(self._filter)
        self._timer = QTimer(view, interval=POLL_MS)
        self._timer.timeout.connect(self._poll)
        self._timer.start()
        self._soon = QTimer(view, singleShot=True, interval=0)
        self._soon.timeout.connect(self.refresh)
        view.destroyed.connect(self._gone)
        self.refresh(quiet=True)

    # --- the tree -----------------------------------------------------------------------
    def refresh(self, quiet: bool = False) -> None:
        """Read the table's nodes again and tell what changed (`quiet`: tell nothing)."""
        if not self.alive or not shiboken6.isValid(self.view):
            return
        nodes = list(self.view.accessible_nodes())  # type: ignore[attr-defined]
        seen: set[str] = set()
        # (what changed, where): made into events only at the end and only when told,
        # as an event registers its interface with Qt's cache (not while Qt makes it)
        events: list[Change] = []
        top = self._sync(self, nodes, seen, events)
        if [p.node.key for p in top] != [p.node.key for p in self.top]:
            events.append((QAccessible.Event.ObjectReorder, self, None))
        self.top = top
        for key, piece in self.pieces.items():
            piece.attached = key in seen
        focus = next((k for k in seen if FOCUSED in self.pieces[k].node.states), None)
        if focus != self._focus:
            self._focus = focus
            if focus is not None and self.view.hasFocus():
                events.append((QAccessible.Event.Focus, self.pieces[focus], None))
        if not quiet:
            for kind, where, changed in events:
                event = (QAccessibleStateChangeEvent(where, changed) if changed is not None
                         else QAccessibleEvent(where, kind))
                QAccessible.updateAccessibility(event)

    def _sync(self, parent: QAccessibleInterface, nodes: list[Node] | tuple[Node, ...],
              seen: set[str], events: list[Change]) -> list[PieceAccessible]:
        pieces = []
        for node in nodes:
            if node.key in seen:
                continue  # a key twice (a table's mistake): the first counts
            seen.add(node.key)
            piece = self.pieces.get(node.key)
            if piece is None:
                piece = self.pieces[node.key] = PieceAccessible(self, node)
                QAccessible.uniqueId(piece)  # Qt's cache holds it from now on
                _pieces.setdefault(id(self), []).append(piece)
            else:
                old = piece.node
                piece.node = node
                if piece.attached and old.name != node.name:
                    events.append((QAccessible.Event.NameChanged, piece, None))
                if piece.attached and old.states != node.states:
                    events.append((QAccessible.Event.StateChanged, piece,
                                   _state(old.states ^ node.states)))
            piece.up = parent
            kids = self._sync(piece, node.children, seen, events)
            if piece.attached and [k.node.key for k in kids] != [
                    k.node.key for k in piece.kids]:
                events.append((QAccessible.Event.ObjectReorder, piece, None))
            piece.kids = kids
            pieces.append(piece)
        return pieces

    def nudge(self) -> None:
        """Refresh soon (after a key, a focus change or a click on the table)."""
        soon = getattr(self, "_soon", None)  # (not made yet while the view is made)
        if self.alive and soon is not None and shiboken6.isValid(soon):
            soon.start()

    def _poll(self) -> None:
        if self.alive and shiboken6.isValid(self.view) and QAccessible.isActive() \
                and self.view.isVisible():
            self.refresh()

    def screen_rect(self, piece: PieceAccessible) -> QRect:
        """Where `piece` is on the screen: its node's rect, or its children's."""
        rect = piece.node.rect
        if rect is None:
            found = [kid.rect() for kid in piece.kids]
            return _united(found) if found else QRect()
        view = self.view
        local = view.mapFromScene(QRectF(rect)).boundingRect()
        return QRect(view.viewport().mapToGlobal(local.topLeft()), local.size())

    def _gone(self) -> None:
        """The view is gone: its pieces go through Qt's cache (which may hold them)."""
        for piece in _pieces.pop(id(self), []):
            QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(piece))
        self.pieces.clear()
        self.top.clear()
        self.alive = False
        # Qt's cache deletes this interface right after (it heard `destroyed` later):
        # Python lets go of it only then, or both would delete it
        key = id(self.view)
        QTimer.singleShot(0, lambda: _tables.pop(key, None) if _tables.get(key) is self
                          else None)

    # --- QAccessibleInterface -----------------------------------------------------------
    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name and self.alive:
            return str(self.view.accessible_title())  # type: ignore[attr-defined]
        return super().text(kind)

    def childCount(self) -> int:
        return len(self.top)

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return self.top[index] if 0 <= index < len(self.top) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return next((i for i, piece in enumerate(self.top) if piece is child), -1)

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return next((p for p in reversed(self.top) if p.rect().contains(x, y)), None)

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        if self._focus is not None and self.view.hasFocus():
            return self.pieces.get(self._focus)
        return None


class _Nudge(QObject):
    """Refresh the tree soon after the table's keys, focus or clicks."""

    KINDS = (QEvent.Type.KeyPress, QEvent.Type.FocusIn, QEvent.Type.FocusOut,
             QEvent.Type.MouseButtonRelease, QEvent.Type.Show)

    def __init__(self, nudge: Any, parent: QObject):
        super().__init__(parent)
        self._nudge = nudge

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in self.KINDS:
            self._nudge()
        return False


def _united(rects: list[QRect]) -> QRect:
    whole = QRect(rects[0])
    for rect in rects[1:]:
        whole = whole.united(rect)
    return whole


def _factory(classname: str, obj: QObject) -> QAccessibleInterface | None:
    if isinstance(obj, QGraphicsView) and hasattr(obj, "accessible_nodes"):
        table = _tables.get(id(obj))
        if table is None or not table.alive or table.view is not obj:
            table = _tables[id(obj)] = TableAccessible(obj)
        return table
    return None


def install() -> None:
    """Give the table views their accessible pieces (once per program)."""
    if not _installed[0]:
        _installed[0] = True
        QAccessible.installFactory(_factory)


def table_of(view: QGraphicsView) -> TableAccessible | None:
    """The table's accessible interface (made now if no one asked yet)."""
    iface = QAccessible.queryAccessibleInterface(view)
    return _tables.get(id(view)) if iface is not None else None


def announce(widget: QWidget, text: str, assertive: bool = False) -> None:
    """Say `text` through assistive technology (a screen reader speaks it)."""
    event = QAccessibleAnnouncementEvent(widget, text)
    if assertive:
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
    QAccessible.updateAccessibility(event)
