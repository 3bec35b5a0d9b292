"""The human's hand on the Tien Gow table: clicks, double clicks, drags and keys turned into
moves (the press, the drag and the keyboard cursor as on the Nines table:
gui.nines.input_base); the controller's `legal_moves` say which plays are offered, the
core judges every move sent (a refusal comes back as `move_refused`, worded by
gui.table.reasons).

Leading: click tiles to choose them, then Lead (or drag them to the trick); a double
click leads the largest combination the tile is part of; the combinations on offer are
buttons on the right (keys 1-5). Following: choose as many tiles as were led, then Beat
(face up: only offered when the core lists a play that beats) or Discard face down; a
double click beats with the tile's play when one beats (a single that cannot beat is
discarded). Keys: ← → move, Space/↑ choose, ↓ let go, Esc let all go, Enter play
(a follow beats when it can, else goes face down), D discard face down. A drag moves the
whole choice (the tile dragged joins it) and a drop on the trick plays it as one move.

What the player does while the table still animates is kept by gui.tiengow.early and
carried out here when the turn comes (`silent`: a move the controller does not list is
then dropped, not sent).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject, QPointF, Qt
from PySide6.QtGui import QKeyEvent

from core.errors import IllegalMove
from core.tiengow.moves import Beat, Discard, Lead
from gui.nines.input_base import ARROWS, InputBase
from gui.nines.items import TileItem
from gui.table.contracts import TableController
from gui.table.sequencer import ms
from gui.table.texts import fmt
from gui.tiengow import texts
from gui.tiengow.layout import MAX_CHIPS
from gui.tiengow.prompts import TienGowWords

if TYPE_CHECKING:
    from gui.nines.caption import Caption
    from gui.tiengow.pieces import TienGowTile, TilePieces
    from gui.tiengow.scenery import TienGowScenery

MAX_LEAD = 4


class KeptInput(Protocol):
    """What the player did while the table still moved (`gui.tiengow.early`)."""

    def replay(self, seat: int) -> None: ...


def same(move: Any, kind: type[Beat | Discard | Lead], tiles: tuple[str, ...]) -> bool:
    return type(move) is kind and sorted(move.tiles) == sorted(tiles)


class TienGowInput(InputBase):
    """`mode` is "", "lead" or "follow"; `stopped` says a move went in (or was dropped)
    while early input was carried out."""

    def __init__(self, controller: TableController, tiles: TilePieces,
                 scenery: TienGowScenery, caption: Caption, focus: Callable[[], None],
                 parent: QObject | None = None):
        super().__init__(controller, focus, parent)
        self.tiles = tiles
        self.sc = scenery
        self.words = TienGowWords(caption, controller.seat_name, self)
        self.size = 0  # tiles to follow with
        self.legal: list[Any] = []
        self.offers: list[Any] = []  # the moves on the combination buttons
        self.shown_offer = -1  # the combination button under the pointer
        self.stuck = False  # the tiles chosen to follow do not beat, while others would
        self.early: KeptInput | None = None  # what the player did while the table moved
        for i, chip in enumerate(scenery.chips):
            chip.clicked.connect(lambda i=i: self.offer(i))
            chip.hovered.connect(lambda on, i=i: self._show_offer(i, on))

    @property
    def board(self) -> Any:
        return self.tiles.board

    # --- turning on and off -----------------------------------------------------------

    def enable(self, seat: int) -> None:
        obs = self.ctl.observation()
        legal = self.ctl.legal_moves()
        if obs.seat != seat or obs.to_move != seat or obs.phase != "play" or not legal:
            return
        self.seat, self.legal = seat, legal
        self.stuck = False
        self.mode = "follow" if obs.current is not None else "lead"
        self.size = obs.to_follow
        self.cursor = 0
        self.board.selected = []
        kind = Lead if self.mode == "lead" else Beat
        offers = [m for m in legal if type(m) is kind and len(m.tiles) >= 2]
        offers.sort(key=lambda m: -len(m.tiles))
        self.offers = offers[:MAX_CHIPS]
        self.retranslate()
        self.sc.action.setVisible(self.mode == "lead" or self.can_beat())
        self.sc.discard.setVisible(self.mode == "follow")
        self.update()
        self.words.say_prompt(self.mode, self.size, self.can_beat())
        self.focus()
        if self.early is not None:
            self.early.replay(seat)  # what the player did while the table still moved

    def disable(self) -> None:
        self.mode = ""
        self.shown_offer = -1
        self.legal, self.offers = [], []
        self._press = self._drag = None
        self.words.warning = False
        self.sc.action.hide()
        self.sc.discard.hide()
        for chip in self.sc.chips:
            chip.hide()
        self.clear_hint()
        for item in self.tiles.all():
            item.set_keyed(False)
            if item.mark in ("selected", "target"):
                item.set_mark("")

    def can_beat(self) -> bool:
        return any(type(m) is Beat for m in self.legal)

    def retranslate(self) -> None:
        """The buttons' and choices' texts in the language now installed (the table lays
        its buttons out again after: their width follows the longest)."""
        lead, beat = self.tr("Lead"), self.tr("Beat (face up)")
        self.sc.action_words = (lead, beat)
        self.sc.action.set_text(lead if self.mode == "lead" else beat)
        self.sc.discard.set_text(self.tr("Discard face down"))
        for i, chip in enumerate(self.sc.chips):
            if i < len(self.offers):
                tiles = self.offers[i].tiles
                chip.set_text(f"{texts.offer_name(tiles)} · {' '.join(tiles)}")
                key = str(self.offer_key(i))
                chip.set_key(key)
                chip.setToolTip(fmt(self.tr("Lead these tiles now (key %1)") if
                                    self.mode == "lead" else
                                    self.tr("Beat with these tiles now (key %1)"), key))
            chip.setVisible(i < len(self.offers) and bool(self.mode))

    def prompt(self) -> str:
        return self.words.prompt(self.mode, self.size, self.can_beat(), self.stuck)

    def refused(self, refusal: IllegalMove) -> None:
        self.words.warn(refusal, self.mode, self.size, self.can_beat())
        self.sc.place_all(ms(200))
        self.update()

    def acted(self, keep_hint: bool = False) -> None:
        if not keep_hint:
            self.clear_hint()
        self.words.acted(self.mode, self.size, self.can_beat())

    # --- hints ------------------------------------------------------------------------------

    def show_hint(self, move: Any) -> None:
        """Mark `move` (the coach's suggestion) until the player acts, its tiles chosen:
        its marked button plays it."""
        if not self.mode or getattr(move, "seat", None) != self.seat:
            return
        self.clear_hint()
        down = type(move) is Discard
        tiles = self.board.tiles_of(self.seat, move.tiles)
        for tile in tiles:
            self.tiles.item(tile).set_hint("▼" if down else "")
        (self.sc.discard if down else self.sc.action).set_hinted(True)
        self.board.select(tiles)
        self.sc.place_all(ms(140))
        self.update()

    def clear_hint(self) -> None:
        for item in self.tiles.all():
            item.set_hint(None)
        self.sc.action.set_hinted(False)
        self.sc.discard.set_hinted(False)

    def hinted(self) -> list[TileItem]:
        return [i for i in self.hand() if i.hint is not None]

    # --- the moves ----------------------------------------------------------------------

    def hand(self) -> list[TienGowTile]:
        return self.tiles.hands[self.seat] if 0 <= self.seat < 4 else []

    def chosen(self) -> tuple[str, ...]:
        """The faces chosen, in the hand's order."""
        return tuple(i.face for i in self.hand()
                     if self.tiles.tile(i) in self.board.selected and i.face)

    def _listed(self, kind: type, tiles: tuple[str, ...]) -> Any:
        return next((m for m in self.legal if same(m, kind, tiles)), None)

    def _submit(self, move: Any) -> None:
        if self.silent:  # early input: what the core would refuse is not sent
            self.stopped = True
            if self._listed(type(move), move.tiles) is None:
                return
        self.ctl.submit(move)

    def lead(self) -> None:
        self.acted()
        tiles = self.chosen()
        self._submit(self._listed(Lead, tiles) or Lead(self.seat, tiles))

    def beat(self) -> None:
        self.acted()
        tiles = self.chosen()
        self._submit(self._listed(Beat, tiles) or Beat(self.seat, tiles))

    def discard(self) -> None:
        if self.mode != "follow":
            return
        self.acted()
        tiles = self.chosen()
        self._submit(self._listed(Discard, tiles) or Discard(self.seat, tiles))

    def play(self) -> None:
        """Play the choice (Enter, a drop on the trick, a double click): lead it, or
        follow with it face up. A choice that does not beat is discarded face down only
        when nothing of the hand beats; otherwise the core's refusal says why, and the
        player chooses again or discards (D) on purpose."""
        if self.mode == "lead":
            self.lead()
        elif self.mode == "follow":
            if self.can_beat():
                self.beat()
            else:
                self.discard()

    def button(self) -> None:
        """The Lead / Beat button."""
        if self.mode == "lead":
            self.lead()
        elif self.mode == "follow":
            self.beat()

    def offer_key(self, index: int) -> int:
        """The number key of combination button `index`: the buttons stand in a column
        growing up from the Lead button, numbered from the top (the key `n` is the button
        `offer_key(n)` too: the numbering is its own inverse)."""
        return len(self.offers) - index

    def offer(self, index: int) -> None:
        """Play the combination on button `index`."""
        if self.mode and 0 <= index < len(self.offers):
            self.acted()
            move = self.offers[index]
            self.board.select(self.board.tiles_of(self.seat, move.tiles))
            self.update()
            self._submit(move)

    def _show_offer(self, index: int, on: bool) -> None:
        """The tiles of the combination on button `index` are framed while the pointer is
        over it."""
        if not self.mode or index >= len(self.offers):
            return
        self.shown_offer = index if on else -1
        self.update()

    def double_clicked(self, item: TileItem) -> None:
        """Play the tile's combination: the largest lead holding it, or a play that
        beats with it (a lone single that cannot beat goes face down)."""
        if not self.mode or item not in self.hand() or not item.face:
            return
        face = item.face
        kind = Lead if self.mode == "lead" else Beat
        found = [m for m in self.legal if type(m) is kind and face in m.tiles]
        found.sort(key=lambda m: -len(m.tiles))
        move = found[0] if found else None
        if move is None and self.mode == "follow" and self.size == 1:
            move = self._listed(Discard, (face,))
        if move is None:
            return
        self.acted()
        self.board.select(self.board.tiles_of(self.seat, move.tiles))
        self.update()
        self._submit(move)

    # --- the mouse ----------------------------------------------------------------------

    def most(self) -> int:
        return MAX_LEAD if self.mode == "lead" else max(1, self.size)

    def _may_press(self, item: TileItem) -> bool:
        return bool(self.mode) and item in self.hand()

    def dragged(self, item: TileItem, pos: QPointF) -> None:
        if self._press is None:
            return
        if self._drag is None:
            self._chosen_before = list(self.board.selected)  # a drop elsewhere goes back
            tile = self.tiles.tile(item)
            if tile is not None and tile not in self.board.selected:
                self.board.toggle(tile, self.most())
            group = self.tiles.selected  # the whole choice moves as one
            self._lift(group)
            self.sc.place_all(ms(140), tuple(group))  # a tile the choice let go goes down
            self.update()
        self._follow(pos)

    def _dropped(self, item: TileItem, pos: QPointF) -> None:
        if self.sc.geo.trick_rect().contains(pos):
            self.play()
        else:  # not played: the choice is what it was before the drag
            self.board.select(self._chosen_before)
            self.sc.place_all(ms(200))
        self.update()

    def click(self, item: TileItem) -> None:
        tile = self.tiles.tile(item)
        if not self.mode or tile is None or item not in self.hand():
            return
        self.board.toggle(tile, self.most())
        self.sc.place_all(ms(140))
        self.update()

    # --- keys -----------------------------------------------------------------------------

    def key(self, event: QKeyEvent) -> bool:
        if not self.mode:
            return False
        key = Qt.Key(event.key())
        hand = self.hand()
        step = ARROWS.get(key, 0)
        number = event.text() if event.text() in "12345" and event.text() else ""
        known = step or number or key in (
            Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space, Qt.Key.Key_Up,
            Qt.Key.Key_Down, Qt.Key.Key_Escape, Qt.Key.Key_Backspace, Qt.Key.Key_D)
        if not known:
            return False
        hinted_discard = self.sc.discard.hinted()  # (a key clears the hint)
        first = self._keyed(step)
        here = hand[min(self.cursor, len(hand) - 1)] if hand else None
        tile = self.tiles.tile(here) if here is not None else None
        if step and hand and not first:  # the first arrow only shows the cursor
            self.cursor = (self.cursor + step) % len(hand)
        elif number:
            self.offer(self.offer_key(int(number)))
            return True
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if hinted_discard:  # Enter plays the hint: its button is Discard
                self.discard()
            else:
                self.play()
            return True
        elif key == Qt.Key.Key_D:
            self.discard()
            return True
        elif key in (Qt.Key.Key_Space, Qt.Key.Key_Up) and tile is not None:
            if key == Qt.Key.Key_Space or tile not in self.board.selected:
                self.board.toggle(tile, self.most())
        elif key == Qt.Key.Key_Down and tile in self.board.selected:
            self.board.toggle(tile, self.most())
        elif key in (Qt.Key.Key_Escape, Qt.Key.Key_Backspace):
            self.board.select([])
        self.sc.place_all(ms(140))
        self.update()
        return True

    # --- showing the choice -------------------------------------------------------------

    def update(self) -> None:
        chosen = self.chosen()
        if self.mode == "lead":
            self.sc.action.setEnabled(bool(chosen))
        elif self.mode == "follow":
            beat = self._listed(Beat, chosen) is not None
            self.sc.action.setEnabled(beat)
            self.sc.discard.setEnabled(len(chosen) == self.size)
            stuck = len(chosen) == self.size and not beat and self.can_beat()
            if stuck != self.stuck and not self.words.warning:  # why Beat is greyed
                self.words.say_prompt(self.mode, self.size, self.can_beat(), stuck)
            self.stuck = stuck
        hand = self.hand()
        if self.cursor >= len(hand):
            self.cursor = max(0, len(hand) - 1)
        keyed = self.keyboard and bool(self.mode)
        shown = (self.board.tiles_of(self.seat, self.offers[self.shown_offer].tiles)
                 if self.mode and 0 <= self.shown_offer < len(self.offers) else [])
        for i, item in enumerate(hand):
            tile = self.tiles.tile(item)
            picked = bool(self.mode) and tile in self.board.selected
            item.set_mark("selected" if picked else "target" if tile in shown else "")
            item.set_keyed(keyed and i == self.cursor)
