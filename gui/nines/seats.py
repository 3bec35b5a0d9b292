"""The boards that count what the Nines table has shown: each seat's name plate (stacks
won this game, whose turn, who thinks), the match's score table and the rank panel's
marks. They count the trophies on the table, never ahead of the animation; when the
counts change, `scores_shown` tells the room, whose bar then reads the same totals
(gui.nines.seats_base, shared with the Tien Gow table)."""

from __future__ import annotations

from collections import Counter

from gui.nines.board import Board
from gui.nines.scenery import NinesScenery
from gui.nines.seats_base import SeatsBase
from gui.table.texts import fmt, plural


class SeatBoards(SeatsBase):
    board: Board
    sc: NinesScenery

    def shown_scores(self) -> list[int]:
        """Stacks won this game as the table shows them (the animation may be behind the
        observation)."""
        return [len(t) for t in self.board.trophies]

    def refresh(self) -> None:
        """Plates, score table and the rank panel, from what the table shows."""
        if self.controller.game_number() <= 0:
            return
        scores = self.shown_scores()
        for seat, plate in enumerate(self.sc.plates):
            detail = plural(self.tr("%n stack(s)", "", scores[seat]), scores[seat])
            spec = self.controller.seats[seat]
            if seat == self.thinking:
                badge = self.tr("away") if spec.away else self.tr("thinking…")
            else:
                badge = self.tr("computer for now") if spec.stand_in else ""
            plate.set_state(self.seat_name(seat), detail, seat == self.active, badge)
        earlier: list[list[int]] = self.controller.earlier_games()
        self._show_scores(earlier, scores)
        board = self.board
        mine = [*board.hands[self.viewer], *board.pending] if 0 <= self.viewer < 4 else []
        faces = [board.faces[t] for t in mine if t is not None]
        self.sc.panel.set_tiles(Counter(board.played()), Counter(f for f in faces if f))

    def match_heading(self) -> str:
        options = self.controller.options
        number = self.controller.game_number()
        points = options.get("match_target") or 0  # "first to N points" (games ignored)
        games = options.get("match_games") or 0
        if points:
            return fmt(self.tr("Game %1 · match to %2 points"), number, points)
        if games:
            return fmt(self.tr("Game %1 of %2"), number, games)
        return fmt(self.tr("Game %1"), number)
