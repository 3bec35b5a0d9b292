"""The AI's hint marked on the Royal table: a green ring round the card to play or lay
(drawn above its neighbours, so the whole card shows) and, for a card to lay, round its
place in the row too; or round the Pass or Lay out all button. The mark stays until a
move is made (the player's, or the table moves on), a new deal or game comes, the view
changes hands, or the next hint replaces it."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from core.royal.moves import LayCard, LayOutAll, Pass, PlayCard

if TYPE_CHECKING:
    from gui.royal.scenery import RoyalScenery


class HintMarks:
    def __init__(self, scenery: RoyalScenery, legal_moves: Callable[[], list[Any]]):
        self.sc = scenery
        self._legal_moves = legal_moves  # the controller's moves for the human now
        self.move: Any = None  # the move marked now (None: no hint)

    def show(self, move: Any) -> None:
        """Mark `move` if it is one the human at the bottom may make now; else mark
        nothing (a hint that came too late)."""
        legal = self._legal_moves() if self.sc.face_up() else []
        if isinstance(move, LayOutAll):  # any order of the same cards is the same move
            move = next((m for m in legal if isinstance(m, LayOutAll)), None)
        self.move = move if move in legal else None
        self.apply()

    def clear(self) -> None:
        if self.move is not None:
            self.move = None
            self.apply()

    def card(self) -> str | None:
        """The card the hint names (None: no card)."""
        return self.move.card if isinstance(self.move, PlayCard | LayCard) else None

    def apply(self) -> None:
        """Set the marks on the items now on the table (after they were rebuilt too)."""
        card = self.card()
        for item in self.sc.hand:
            item.set_hinted(card is not None and item.card == card)
        self.sc.board.set_hint(card if isinstance(self.move, LayCard) else None)
        self.sc.btn_all.set_hinted(isinstance(self.move, LayOutAll))
        self.sc.btn_pass.set_hinted(isinstance(self.move, Pass))
        self.sc.stack_hand()
