"""The human's hand on the table: clicks, drags and keys turned into moves (the press,
the drag and the keyboard cursor as on the Tien Gow table: gui.nines.input_base).

Taking: click the left or the right end of the wall (or ← → and Enter). Leading: click
tiles to raise 1 to 4, then Lead, or drag them to the centre (← → choose, Space raise,
Enter lead). Following: drag one tile onto each stack (or click a tile: it goes to the
first free stack); tiles can move between stacks until Confirm, which may be pressed once
they make a follow the controller allows (← → choose, Space pick, ← → stack, Space put,
Enter confirm, Esc take all back). While a tile hangs over a stack,
the stack says whether it would go on top or under, as the core's rule says. Every move
goes to `controller.submit`; a refusal is shown with the core's reason (worded by gui.table.reasons)
until the player's next action, which also takes down a hint shown on the table. A lead
takes at most four tiles: a fifth click raises nothing and says so (the core still judges
the lead).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, QPointF, Qt
from PySide6.QtGui import QKeyEvent

from core.errors import IllegalMove
from core.nines.movegen import MAX_LEAD
from core.nines.moves import LEFT, RIGHT, Follow, Lead, Take
from core.rules import Move
from gui.nines import hints
from gui.nines.input_base import ARROWS, InputBase
from gui.nines.items import TileItem
from gui.nines.notes import StackNotes
from gui.nines.prompts import TurnWords
from gui.table.contracts import TableController
from gui.table.sequencer import ms

if TYPE_CHECKING:
    from gui.nines.caption import Caption
    from gui.nines.pieces import TilePieces
    from gui.nines.scenery import NinesScenery

LEAD_LIMIT = IllegalMove("a lead takes at most 4 tiles", "lead_limit")  # a fifth tile raised


class KeptInput(Protocol):
    """What the input needs of what the player did while the table still moved
    (`gui.nines.early.EarlyInput`): whether a move is legal now, and its replay."""

    def allows(self, move: Move) -> bool: ...

    def replay(self, seat: int) -> None: ...


class NinesInput(InputBase):
    """`mode` is "", "take", "lead" or "follow"."""

    def __init__(self, controller: TableController, tiles: TilePieces, scenery: NinesScenery,
                 caption: Caption, focus: Callable[[], None], parent: QObject | None = None):
        super().__init__(controller, focus, parent)
        self.board = tiles.board  # the tiles' places, the choice laid out on them
        self.tiles = tiles  # their items
        self.sc = scenery  # the Lead/Confirm button, the notes, the geometry
        self.words = TurnWords(caption, controller.seat_name, self)
        self.notes = StackNotes(scenery, tiles, self)
        self.end_cursor = LEFT
        self.picked: TileItem | None = None
        self.stack_cursor = 0
        self._target: int | None = None
        self.follows: frozenset[Follow] = frozenset()  # the follows the controller allows
        self.early: KeptInput | None = None  # what the player did while the table moved

    # --- turning on and off -----------------------------------------------------------

    def enable(self, seat: int) -> None:
        obs = self.ctl.observation()
        if obs.seat != seat or obs.to_move != seat or not self.ctl.legal_moves():
            return
        self.seat = seat
        self.cursor = 0
        self.picked = None
        if obs.phase == "take":
            self.mode = "take"
        elif obs.phase == "play":
            self.mode = "follow" if obs.stacks_to_follow else "lead"
        else:
            return
        self.follows = frozenset(m for m in self.ctl.legal_moves() if isinstance(m, Follow))
        self.retranslate()
        self.sc.action.setVisible(self.mode in ("lead", "follow"))
        self._update()
        self.words.say_prompt(self.mode, len(self.board.stacks))
        self.focus()
        if self.early is not None:
            self.early.replay(seat)  # what the player did while the table still moved

    def disable(self) -> None:
        """No input until the next turn (the tiles chosen stay where they are)."""
        self.mode = ""
        self.follows = frozenset()
        self.picked = None
        self._press = self._drag = None
        self._target = None
        self.words.warning = False
        self.sc.action.hide()
        hints.clear(self.tiles)
        for item in self.tiles.all():
            item.set_keyed(False)
            if item.mark in ("target", "selected"):
                item.set_mark("")
        self.notes.hide()

    def retranslate(self) -> None:
        self.sc.action.set_text(self.tr("Lead") if self.mode == "lead" else self.tr("Confirm"))
        self._show_notes()

    def prompt(self) -> str:
        """What the player is asked to do now ('' when it is not their turn)."""
        return self.words.prompt(self.mode, len(self.board.stacks))

    def _warn(self, refusal: IllegalMove) -> None:
        self.words.warn(refusal, self.mode, len(self.board.stacks))

    def refused(self, refusal: IllegalMove) -> None:
        """The controller refused the move sent last (the core's value)."""
        self._warn(refusal)
        self.sc.place_all(ms(200))
        self._update()

    def acted(self, keep_hint: bool = False) -> None:
        """The player did something: a refusal shown before is done with, and so is a hint
        (unless the player only moved the keyboard cursor, perhaps towards it)."""
        if not keep_hint:
            hints.clear(self.tiles)
        self.words.acted(self.mode, len(self.board.stacks))

    def show_hint(self, move: Move) -> None:
        """Mark `move` (the AI's suggestion) on the table until the player acts; a lead's
        tiles are raised too, and a follow's laid on their stacks, as the player would
        choose them (Lead or Confirm, or Enter, plays them)."""
        if not self.mode or move.seat != self.seat:
            return
        if self.mode == "follow" and isinstance(move, Follow) and self._lay(move.tiles):
            hints.show(self.tiles, move, [])  # the numbers on the tiles just laid
            return
        marked = hints.show(self.tiles, move, self.hand())
        if self.mode == "lead" and isinstance(move, Lead):
            self.board.raised[:] = [self._id(item) for item in marked]
            self.sc.place_all(ms(140))
            self._update()

    def _lay(self, faces: tuple[str, ...]) -> bool:
        """Lay `faces` tentatively on the stacks in order (what was laid before goes back
        to the hand first), as the player would: Confirm (or Enter) plays them. False,
        and nothing laid, when the hand lacks one of them."""
        laid = [p for p in self.tiles.pending if p is not None]
        mine = [*self.hand(), *laid]
        chosen: list[TileItem] = []
        if any(hints.find(mine, face, chosen) is None for face in faces):
            return False
        for item in laid:
            self.board.take_back(self.seat, self._id(item))
            item.set_mark("")
        for stack, item in enumerate(chosen):
            self.board.put(self.seat, self._id(item), stack)
            item.set_mark("pending")
        self.sc.place_all(ms(200))
        self._update()
        return True

    # --- the moves ----------------------------------------------------------------------

    def hand(self) -> list[TileItem]:
        return self.tiles.hands[self.seat] if 0 <= self.seat < 4 else []

    def _raised(self, item: TileItem) -> bool:
        return self.tiles.tile(item) in self.board.raised

    def action(self) -> None:
        self.acted()
        if self.mode == "lead":
            faces = tuple(i.face for i in self.hand() if self._raised(i) and i.face)
            self._submit(Lead(self.seat, faces))
        elif self.mode == "follow":
            faces = tuple(p.face for p in self.tiles.pending if p is not None and p.face)
            self._submit(Follow(self.seat, faces))

    def _submit(self, move: Move) -> None:
        if self.silent and self.early is not None and not self.early.allows(move):
            self.stopped = True
            return
        self.ctl.submit(move)

    def take(self, end: str) -> None:
        self._submit(Take(self.seat, end))

    # --- the wall -------------------------------------------------------------------------

    def _mark_end(self, end: str | None) -> None:
        chosen = set() if end is None else set(self.board.end_columns(end))
        for column, tiles in self.tiles.wall.items():
            for level, item in enumerate(tiles):
                top = level == len(tiles) - 1
                item.set_mark("target" if column in chosen and top else "")

    # --- mouse ------------------------------------------------------------------------------

    def hovered(self, item: TileItem, inside: bool) -> None:
        if self.mode == "take" and not self._drag:
            column = self.tiles.column_of(item)
            if inside and column is not None:
                self._mark_end(self.board.end_of(column))
            elif not self.keyboard:
                self._mark_end(None)

    def _may_press(self, item: TileItem) -> bool:
        return (self.mode == "take" and self.tiles.column_of(item) is not None) or (
            self.mode == "lead" and item in self.hand()) or (
            self.mode == "follow" and (item in self.hand() or self.tiles.is_pending(item)))

    def dragged(self, item: TileItem, pos: QPointF) -> None:
        """The pressed tile is dragged (gui.table.piece reports it once the pointer has
        gone DRAG_START from the press)."""
        if self._press is None or self.mode == "take":
            return
        if self._drag is None:
            if self.mode == "lead":
                raised = self.board.raised
                self._chosen_before = list(raised)  # a drop elsewhere goes back to it
                if not self._raised(item) and len(raised) >= MAX_LEAD:
                    self._press = None  # a fifth tile stays in the hand
                    self._warn(LEAD_LIMIT)
                    return
                if not self._raised(item):
                    self.board.toggle_raised(self._id(item))
                group = [i for i in self.hand() if self._raised(i)]
            else:
                group = [item]
            self._lift(group)
        self._follow(pos)
        if self.mode == "follow":
            self._target = self.sc.stack_at(pos)
            self._show_notes()

    def _dropped(self, item: TileItem, pos: QPointF) -> None:
        target, self._target = self._target, None
        if self.mode == "lead":
            if self.sc.geo.centre_rect().contains(pos):
                self.action()
            else:  # not led: the tiles raised are those raised before the drag
                self.board.raised[:] = self._chosen_before
                self.sc.place_all(ms(200))
        elif self.mode == "follow":
            if target is not None:
                self.put(item, target)
            elif self.tiles.is_pending(item) and self.sc.geo.hand_rect(0).contains(pos):
                self.take_back(item)
            else:
                self.sc.place_all(ms(200))
        self._update()

    def click(self, item: TileItem) -> None:
        """A click on `item`: take its end of the wall, raise or lower it in a lead, put
        it on the first free stack or take it back in a follow."""
        if self.mode == "take":
            column = self.tiles.column_of(item)
            if column is not None:
                self.take(self.board.end_of(column))
            return
        if self.mode == "lead":
            self._toggle(item)
        elif self.mode == "follow":
            if self.tiles.is_pending(item):
                self.take_back(item)
            else:
                free = [i for i, p in enumerate(self.board.pending) if p is None]
                if free:
                    self.put(item, free[0])
        else:
            return
        self._update()

    def _toggle(self, item: TileItem) -> None:
        """Raise `item` into the lead or lower it; a fifth tile is not raised."""
        if not self._raised(item) and len(self.board.raised) >= MAX_LEAD:
            self._warn(LEAD_LIMIT)
            return
        self.board.toggle_raised(self._id(item))
        self.sc.place_all(ms(140))

    def _id(self, item: TileItem) -> int:
        tile = self.tiles.tile(item)
        if tile is None:
            raise ValueError("a tile that is not on the table")
        return tile

    def put(self, item: TileItem, stack: int) -> None:
        """Lay `item` tentatively on `stack` (a tile already there swaps places with it or
        goes back to the hand)."""
        back = self.board.put(self.seat, self._id(item), stack)
        if back is not None:
            self.tiles.item(back).set_mark("")
        item.set_mark("pending")
        self.sc.place_all(ms(200))
        self._update()

    def take_back(self, item: TileItem) -> None:
        if self.board.take_back(self.seat, self._id(item)):
            item.set_mark("")
            self.sc.place_all(ms(200))
        self._update()

    # --- keys -----------------------------------------------------------------------------

    def key(self, event: QKeyEvent) -> bool:
        if not self.mode:
            return False
        key = Qt.Key(event.key())
        step = ARROWS.get(key, 0)
        enter = key in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        pick = key in (Qt.Key.Key_Space, Qt.Key.Key_Up)
        back = key in (Qt.Key.Key_Escape, Qt.Key.Key_Down, Qt.Key.Key_Backspace)
        if not (step or enter or pick or back):
            return False
        first = self._keyed(step)
        if self.mode == "take":
            if step:
                self.end_cursor = LEFT if step < 0 else RIGHT
                self._mark_end(self.end_cursor)
            elif enter or pick:
                self.take(self.end_cursor)
            return True
        hand = self.hand()
        if self.mode == "follow" and self.picked is not None:
            count = len(self.board.stacks)
            if step:
                self.stack_cursor = (self.stack_cursor + step) % count
            elif enter or pick:
                item, self.picked = self.picked, None
                self.put(item, self.stack_cursor)
                self.cursor = min(self.cursor, max(0, len(self.hand()) - 1))
            elif back:
                self.picked = None
                self.sc.place_all(ms(140))
            self._update()
            return True
        if step and hand:
            if not first:  # the first arrow only shows where the cursor is
                self.cursor = (self.cursor + step) % len(hand)
        elif enter:
            self.action()
            return True
        elif pick and hand:
            item = hand[min(self.cursor, len(hand) - 1)]
            if self.mode == "lead":
                self._toggle(item)
            else:
                self.picked = item
                free = [i for i, p in enumerate(self.board.pending) if p is None]
                self.stack_cursor = free[0] if free else 0
                self.sc.place_all(ms(140))
        elif back and self.mode == "follow":
            for item in [p for p in self.tiles.pending if p is not None]:
                self.take_back(item)
        elif back and self.mode == "lead" and key != Qt.Key.Key_Down:
            self.board.raised.clear()
            self.sc.place_all(ms(140))
        elif key == Qt.Key.Key_Down and self.mode == "lead" and hand:
            self._toggle(hand[min(self.cursor, len(hand) - 1)])
        self._update()
        return True

    # --- showing the state of the choice ----------------------------------------------------

    def _update(self) -> None:
        if self.mode == "lead":
            self.sc.action.setEnabled(bool(self.board.raised))
        elif self.mode == "follow":
            self.sc.action.setEnabled(self.placement_ready())
        hand = self.hand()
        if self.cursor >= len(hand):
            self.cursor = max(0, len(hand) - 1)
        keyed = self.keyboard and self.mode in ("lead", "follow") and self.picked is None
        for i, item in enumerate(hand):
            chosen = item is self.picked or (self._raised(item) and self.mode == "lead")
            item.set_mark("selected" if chosen else "")
            item.set_keyed(keyed and i == self.cursor)
        if self.mode == "take" and self.keyboard:
            self._mark_end(self.end_cursor)
        for i, stack in enumerate(self.tiles.stacks):
            target = self.picked is not None and i == self.stack_cursor
            stack[-1].set_mark("target" if target else "")
        self._show_notes()

    def placement_ready(self) -> bool:
        """Whether the tiles laid tentatively make a follow the controller allows (one on
        every stack): only then may Confirm be pressed."""
        pending = self.tiles.pending
        if not pending or any(p is None for p in pending):
            return False
        faces = tuple(p.face for p in pending if p is not None and p.face)
        return Follow(self.seat, faces) in self.follows

    def _show_notes(self) -> None:
        moving = self._drag[0][0] if self._drag else None
        self.notes.show(self.mode == "follow", moving, self._target, self.picked,
                        self.stack_cursor)

    def preview(self, stack: int) -> str:
        """The note shown over `stack` ('' when none): for tests and the curious."""
        return self.notes.text(stack)
