"""The boards that count what the Tien Gow table has shown: each seat's name plate (tricks
won this game, chips over the match, the banker's tag, whose turn, who thinks), the
match's score table and the rank panel's marks. They count the piles on the table and the
chips of the ledger shown, never ahead of the animation; when the counts change,
`scores_shown` tells the room, whose bar then reads the same totals
(gui.nines.seats_base)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from PySide6.QtCore import QObject

from gui.nines.seats_base import SeatsBase
from gui.table.contracts import TableController
from gui.table.texts import fmt, plural
from gui.tiengow.board import Board
from gui.tiengow.ledger import chips
from gui.tiengow.scenery import TienGowScenery


class TienGowSeats(SeatsBase):
    """`points` the chips of this game once its ledger is shown (None before)."""

    board: Board
    sc: TienGowScenery

    def __init__(self, controller: TableController, board: Board, scenery: TienGowScenery,
                 scores_shown: Callable[[], None] = lambda: None,
                 parent: QObject | None = None):
        super().__init__(controller, board, scenery, scores_shown, parent)
        self.points: list[int] | None = None

    def banker_tag(self) -> str:
        obs = self.controller.observation()
        if obs.multiplier > 1:
            return fmt(self.tr("Banker ×%1"), obs.multiplier)
        return self.tr("Banker")

    def banker_short_tags(self) -> tuple[str, ...]:
        """The banker's tags where the name would not fit beside the whole word."""
        obs = self.controller.observation()
        if obs.multiplier > 1:
            return fmt(self.tr("B ×%1"), obs.multiplier), self.tr("B")
        return (self.tr("B"),)

    def banker_help(self) -> str:
        """The banker plate's tooltip: what being the banker means in this game."""
        obs = self.controller.observation()
        if obs.multiplier > 1:
            return fmt(self.tr("The banker leads the first trick. Payments between the banker "
                               "and the others count ×%1."), obs.multiplier)
        return self.tr("The banker leads the first trick (no multiplier in this match).")

    def refresh(self) -> None:
        """Plates, score table and rank panel, from what the table shows."""
        ctl = self.controller
        if ctl.game_number() <= 0:
            return
        obs = ctl.observation()
        tricks = self.board.won_counts()
        current = list(self.points) if self.points is not None else [0] * 4
        earlier: list[list[int]] = ctl.earlier_games()
        totals = [sum(g[s] for g in earlier) + current[s] for s in range(4)]
        tag, short, banker_help = self.banker_tag(), self.banker_short_tags(), self.banker_help()
        for seat, plate in enumerate(self.sc.plates):
            detail = (plural(self.tr("%n trick(s)", "", tricks[seat]), tricks[seat]) + " · "
                      + chips(totals[seat]))
            spec = ctl.seats[seat]
            if seat == self.thinking:
                badge = self.tr("away") if spec.away else self.tr("thinking…")
            else:
                badge = self.tr("computer for now") if spec.stand_in else ""
            banker = seat == obs.banker
            plate.set_state(self.seat_name(seat), detail, seat == self.active, badge,
                            tag if banker else "", short if banker else ())
            plate.setToolTip(banker_help if banker else "")
        self._show_scores(earlier, current)
        board = self.board
        mine = board.hands[self.viewer] if 0 <= self.viewer < 4 else []
        faces = [board.faces[t] for t in mine]
        self.sc.panel.set_tiles(board.played(), Counter(f for f in faces if f))

    def match_heading(self) -> str:
        number = self.controller.game_number()
        games = self.controller.options.get("match_games") or 0
        if games:
            return fmt(self.tr("Game %1 of %2"), number, games)
        return fmt(self.tr("Game %1"), number)
