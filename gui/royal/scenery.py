"""The Royal table's items and where they go: the seat panels, the bottom hand, the
trick, the domino rows and the fixed plates and buttons, laid out for the table's width.

`show(board, ...)` matches the items to a board (gui.royal.board) without animation; the
event player (gui.royal.events) animates the changes between, through the scenery's
operations (a card to the trick or its row, the trick cleared, a seat's panel changed,
...). What lies in each place (`hand`, `trick`, `rows`, `panels`, `info`) is read-only
outside; only the scenery changes it. It reads the controller only for who sits where
and whose hand may show.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import replace
from types import MappingProxyType
from typing import Any

from PySide6.QtCore import QAbstractAnimation, QPointF, QRectF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from core.royal.cards import RANKS, SUITS
from gui.room.curtain import face_up_seats
from gui.royal import sync, texts
from gui.royal.board import RoyalBoard, Trick
from gui.royal.domino import DominoBoard
from gui.royal.items import BUTTON_LOOK, CardItem
from gui.royal.layout import (
    ACTION_H,
    ACTION_W,
    CORNER_H,
    CORNER_W,
    MIN_W,
    MINI_SCALE,
    RAISE,
    SCENE_H,
    action_rects,
    bank_rect,
    corner_buttons,
    deal_label_pos,
    hand_margin,
    hand_positions,
    refusal_bottom,
    row_slot,
    trick_centre,
    trick_spot,
)
from gui.royal.open_hands import sync_open_hands
from gui.royal.overlays import BankItem, Dimmer, LastTrickPanel, deal_banner, deal_label
from gui.royal.refusal import RefusalBubble
from gui.royal.scores import ScoreTable
from gui.royal.seats import SeatInfo, SeatPanel
from gui.table.button import Button
from gui.table.contracts import TableController
from gui.table.plates import LABEL_PAD, grown
from gui.table.sequencer import glide

BEYOND = 10_000  # how far the dimmer reaches past the scene (any window's bands)


class RoyalScenery:
    def __init__(self, scene: QGraphicsScene, controller: TableController,
                 card_made: Callable[[CardItem], None]):
        self._scene = scene
        self.ctl = controller
        self._card_made = card_made  # connects a new card's signals
        self.width_ = MIN_W  # set by set_width
        self._panels: dict[int, SeatPanel] = {}
        self._info: dict[int, SeatInfo] = {}
        self._hand: list[CardItem] = []
        self._trick: list[tuple[int, CardItem]] = []  # (seat, item) in play order
        self._rows: dict[str, CardItem] = {}
        self.raised: frozenset[str] = frozenset()  # the hand's cards that may be played
        self.last_trick: Trick | None = None
        self.board = DominoBoard()
        self.label = deal_label()
        self.bank = BankItem()
        self.banner = deal_banner()
        self.dimmer = Dimmer()
        self.scores = ScoreTable()
        self.last_panel = LastTrickPanel()
        self.btn_all = Button(BUTTON_LOOK, primary=True)
        self.btn_pass = Button(BUTTON_LOOK, primary=True)
        self.btn_last = Button(BUTTON_LOOK)
        self.btn_scores = Button(BUTTON_LOOK)
        self.refusal = RefusalBubble()
        fixed: list[QGraphicsItem] = [
            self.board, self.label, self.bank, self.banner, self.dimmer, self.scores,
            self.last_panel, self.btn_all, self.btn_pass, self.btn_last, self.btn_scores,
            self.refusal]
        for item in fixed:
            scene.addItem(item)
        for item in fixed[:-2]:
            if item is not self.label:
                item.hide()
        for button in (self.btn_all, self.btn_pass):
            button.setZValue(30)
        for button in (self.btn_last, self.btn_scores):  # above the dimmer, still usable
            button.setZValue(63)

    def scene(self) -> QGraphicsScene:
        return self._scene

    # ---- what lies where (read-only outside) --------------------------------------------

    @property
    def hand(self) -> tuple[CardItem, ...]:
        """The bottom hand's cards, left to right."""
        return tuple(self._hand)

    @property
    def trick(self) -> tuple[tuple[int, CardItem], ...]:
        """The trick's cards (seat, item) in play order."""
        return tuple(self._trick)

    @property
    def rows(self) -> Mapping[str, CardItem]:
        """The cards in the domino rows."""
        return MappingProxyType(self._rows)

    @property
    def panels(self) -> Mapping[int, SeatPanel]:
        """The seat panels, the bottom seat's first."""
        return MappingProxyType(self._panels)

    @property
    def info(self) -> Mapping[int, SeatInfo]:
        """What each seat's panel shows."""
        return MappingProxyType(self._info)

    def show(self, board: RoyalBoard, to_move: int, frontier_mask: int) -> None:
        """Every item where `board` says (`to_move`: the controller's seat to move;
        `frontier_mask`: the cards it says may be laid now)."""
        self._panels = sync.panels(self, board.players)
        self.bank.setVisible(board.stocks is not None)
        sync.place_panels(list(self._panels.values()), self.width_, self.corner_items(),
                          self.bank_area())
        self._info = sync.infos(self.ctl.seats, board, to_move)
        self.refresh_panels()
        self._hand = sync.hand(self, board)
        sync_open_hands(self._panels, face_up_seats(self.ctl),
                        lambda seat: self.ctl.observation(seat).hand, self.width_)
        self.layout_hand()
        self.clear_trick()
        self._trick = sync.trick(self, board)
        self._rows = sync.rows(self, board, frontier_mask)
        self.label.set_text(texts.corner_label(*board.shown_deal(), board.players))
        self.bank.set_count(board.bank)
        self.set_last_trick(board.last_trick)

    def retranslate(self, board: RoyalBoard | None) -> None:
        """The buttons' and the corner label's texts in the current language."""
        self.btn_all.set_text(texts.lay_out_all())
        self.btn_all.set_key(texts.lay_all_key())
        self.btn_pass.set_text(texts.pass_word())
        self.btn_pass.set_key(texts.pass_key())
        self.btn_last.set_text(texts.last_trick_button())
        self.btn_scores.set_text(texts.scores_button())
        if board is not None:
            self.label.set_text(texts.corner_label(*board.shown_deal(), board.players))
        for item in self._scene.items():
            item.update()

    # ---- the scenery's operations --------------------------------------------------------

    def set_width(self, width: float) -> None:
        """The table's width (the items are laid out for it by `relayout` or `show`)."""
        self.width_ = width

    def to_trick(self, seat: int, card: str) -> CardItem:
        """`card` played by `seat` goes to the trick: the item out of the bottom hand
        (face up: a played card is seen by all) or a new small card at the seat's panel,
        for the caller to animate to `trick_spot(seat)`."""
        item = self._card_from(seat, card)
        item.setZValue(20 + len(self._trick))
        self._trick.append((seat, item))
        return item

    def to_row(self, seat: int, card: str) -> CardItem:
        """`card` laid by `seat` goes to its row (no longer a place to lay), for the
        caller to animate to `row_pos(card)`."""
        item = self._card_from(seat, card)
        self._rows[card] = item
        item.setZValue(40)
        self.board.set_targets(self.board.targets - {card})
        return item

    def _card_from(self, seat: int, card: str) -> CardItem:
        if seat == self.bottom_seat():
            item = next((i for i in self._hand if i.card == card), None)
            if item is None:
                item = next((i for i in self._hand if i.card is None), None)
            if item is not None:
                self._hand.remove(item)
                item.set_card(card)
                item.flip = 1.0
                item.set_interactive(False)
                item.set_dimmed(False)
                item.set_focused(False)
                return item
        item = self.new_card(card)
        item.setPos(self.origin(seat))
        item.setScale(MINI_SCALE)
        item.setRotation(-20)
        return item

    def clear_trick(self) -> None:
        """The trick's cards off the table."""
        for _, item in self._trick:
            self.drop_item(item)
        self._trick = []

    def settle_rows(self) -> None:
        """Every row card exactly in its slot (after the animations)."""
        for card, item in self._rows.items():
            sync.place_in_row(self.width_, item, card)

    def update_seat(self, seat: int, **changes: Any) -> None:
        """Change what `seat`'s panel shows (fields of SeatInfo); nothing while the
        table has no panels."""
        info = self._info.get(seat)
        if info is not None:
            self._info[seat] = replace(info, **changes)
            self._panels[seat].set_info(self._info[seat])

    def set_raised(self, cards: Iterable[str]) -> None:
        """The hand's cards that may be played now (they stand raised once laid out)."""
        self.raised = frozenset(cards)

    def show_actions(self, lay_all: bool, pass_: bool) -> None:
        """The Lay out all and Pass buttons shown or not."""
        self.btn_all.setVisible(lay_all)
        self.btn_pass.setVisible(pass_)

    def turn_hand_down(self) -> None:
        """Nobody may see the bottom hand any more: its cards show their backs now."""
        for item in self.hand:
            item.flip = 0.0
            item.set_interactive(False)

    def mark_thinking(self, seat: int, away: bool = False) -> None:
        """`seat` thinks (or, `away`, is waited for: its person has left for now)."""
        for s in self._info:
            self.update_seat(s, thinking=s == seat, away=s == seat and away)

    def clear_rows(self) -> None:
        """The domino rows and the last trick off the table (the final result)."""
        for item in self._rows.values():
            self.drop_item(item)
        self._rows = {}
        self.board.hide()
        self.set_last_trick(None)

    def show_scores(self, closable: bool, opacity: float = 1.0) -> None:
        """The score table with no button (`closable`: a click closes it), at once or
        (`opacity` 0) to fade in; a last trick still open gives way (it would cover it)."""
        self.last_panel.hide()
        self.scores.show_button(None)
        self.scores.set_closable(closable)
        self.scores.setOpacity(opacity)
        self.scores.show()

    def relayout(self) -> None:
        """Everything to its place for the current width, keeping what is on the table
        (during an animation the board is ahead of the items)."""
        self.place_fixed()
        if not self._panels:
            return
        sync.place_panels(list(self._panels.values()), self.width_, self.corner_items(),
                          self.bank_area())
        for seat, item in self._trick:
            item.setPos(self.trick_spot(seat))
        self.settle_rows()
        self.layout_hand()

    def bottom_seat(self) -> int:
        return self.ctl.bottom_seat()

    def face_up(self) -> bool:
        """Whether the bottom hand may be drawn face up now (the controller's rule)."""
        return self.bottom_seat() in face_up_seats(self.ctl)

    def players(self) -> int:
        return len(self.ctl.seats)

    def origin(self, seat: int) -> QPointF:
        """Where the cards of `seat` come from (its hand or its panel)."""
        if seat == self.bottom_seat():
            return QPointF(self.width_ / 2, SCENE_H - 80)
        return self.panels[seat].card_origin()

    def trick_spot(self, seat: int) -> QPointF:
        n = self.players()
        return trick_spot(self.width_, (seat - self.bottom_seat()) % n, n)

    def trick_rotation(self, seat: int) -> float:
        return ((seat * 37) % 13 - 6) * 0.9

    def set_last_trick(self, trick: tuple[int, int, tuple[str, ...]] | None) -> None:
        """The last trick of the deal being played (None: none yet, or no tricks)."""
        self.last_trick = trick
        self.btn_last.setVisible(trick is not None)
        if trick is None:
            self.last_panel.hide()

    def clear_table(self) -> None:
        """Take the trick, the rows and the overlays off the table (a new deal or game)."""
        self.clear_trick()
        for item in self._rows.values():
            self.drop_item(item)
        self._rows = {}
        self.set_last_trick(None)
        self.scores.hide()
        self.banner.hide()

    def refresh_panels(self) -> None:
        for seat, panel in self._panels.items():
            panel.set_info(self._info[seat])

    def row_pos(self, card: str) -> QPointF:
        return row_slot(self.width_, SUITS.index(card[-1]), RANKS.index(card[:-1]))

    def new_card(self, card: str | None) -> CardItem:
        item = CardItem(card)
        self._card_made(item)
        self._scene.addItem(item)
        return item

    def drop_item(self, item: Any) -> None:
        if item.scene() is not None:
            self._scene.removeItem(item)
        item.deleteLater()

    def hand_home(self) -> list[tuple[QPointF, float]]:
        homes = []
        places = hand_positions(len(self._hand), self.width_, grown())
        for item, (pos, angle) in zip(self._hand, places, strict=True):
            raised = item.card is not None and item.card in self.raised
            homes.append((QPointF(pos.x(), pos.y() - (RAISE if raised else 0)), angle))
        return homes

    def layout_hand(self, animate: bool = False, base_ms: float = 260) -> list[QAbstractAnimation]:
        anims: list[QAbstractAnimation] = []
        self.stack_hand()
        for item, (pos, angle) in zip(self._hand, self.hand_home(), strict=True):
            item.home, item.home_rotation = pos, angle
            if animate:
                anims.append(glide(item, "pos", pos, base_ms))
                anims.append(glide(item, "rotation", angle, base_ms))
            elif not item.dragging():
                item.setPos(pos)
                item.setRotation(angle)
        return anims

    def stack_hand(self) -> None:
        """Each card above its left neighbour; a hinted card above them all (it shows
        whole), still under the overlays' shade; a card being dragged stays on top."""
        top = 49.5 + len(self._hand)  # at most 61.5: the dimmer is at 62
        for i, item in enumerate(self._hand):
            if not item.dragging():
                item.setZValue(top if item.hinted() else 50 + i)

    def corner_items(self) -> list[QRectF]:
        """What the corner band shows, as drawn: the deal's label, the corner buttons."""
        return [item.sceneBoundingRect() for item in (self.label, self.btn_last,
                                                      self.btn_scores)]

    def bank_area(self) -> QRectF | None:
        """Where the matchsticks' bank is drawn at the text size in use (None: no bank)."""
        return bank_rect(grown()) if self.bank.isVisible() else None

    def place_refusal(self) -> None:
        self.refusal.setPos(QPointF(self.width_ / 2,
                                    refusal_bottom() - self.refusal.rect().height() / 2))

    def place_fixed(self) -> None:
        w = self.width_
        self.label.setPos(deal_label_pos())
        self.bank.setScale(grown())
        self.bank.setPos(bank_rect(grown()).topLeft())
        # the actions as wide as their texts need (one width), short of the hand's right
        # end; the corner buttons each as wide as its text needs
        need = max(b.natural_width(ACTION_H) for b in (self.btn_all, self.btn_pass))
        actions = action_rects(w, min(max(ACTION_W, need), hand_margin(grown()) - 22))
        corner = corner_buttons(w, *(max(CORNER_W, b.natural_width(CORNER_H))
                                     for b in (self.btn_last, self.btn_scores)))
        buttons = (self.btn_all, self.btn_pass, self.btn_last, self.btn_scores)
        for button, rect in zip(buttons, actions + corner, strict=True):
            button.set_rect(rect)
        # the deal's label ends short of the corner buttons (the domino deal's is long)
        self.label.set_max_width(self.btn_last.x() - 12 - deal_label_pos().x()
                                 - 2 * LABEL_PAD[0] * grown())
        centre = trick_centre(w)
        self.banner.setPos(centre)
        self.scores.setPos(QPointF(centre.x(), SCENE_H * 0.45))
        self.scores.fit_in(w - 40, SCENE_H * 0.9 - 20)  # (centred at 45 % of the height)
        self.last_panel.setPos(centre)
        # beyond the scene as well: a window wider or taller than the table shows bands
        self.dimmer.set_rect(QRectF(-BEYOND, -BEYOND, w + 2 * BEYOND, SCENE_H + 2 * BEYOND))
        self.board.set_width(w)
        self.place_refusal()
