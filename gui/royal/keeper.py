"""The Royal table's board (gui.royal.board) and the scene matched to it.

The keeper builds the board from the controller's observation when the picture starts
afresh (a game opened, the view changing hands, a new size), matches the scenery to it
once a batch of events is shown, and puts up the final result once the game is over.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from gui.royal import texts
from gui.royal.board import RoyalBoard
from gui.table.contracts import TableController

if TYPE_CHECKING:
    from gui.royal.overlay_control import OverlayControl
    from gui.royal.play import HandPlay
    from gui.royal.scenery import RoyalScenery
    from gui.royal.status import StatusLine


class BoardKeeper:
    def __init__(self, controller: TableController, scenery: RoyalScenery, overlays: OverlayControl,
                 play: HandPlay, status_line: StatusLine, scores_shown: Callable[[], None]):
        self.ctl = controller  # its observation, game number and animations_done()
        self.sc = scenery
        self.overlays = overlays
        self.play = play
        self.status_line = status_line
        self.scores_shown = scores_shown  # the table's signal: new scores are shown
        self.model: RoyalBoard | None = None  # what lies where
        self.final_shown = False  # the final result was put up for this game

    def reset(self) -> None:
        """A new game: no board yet, no final result."""
        self.model = None
        self.final_shown = False

    def resync(self) -> None:
        """The board built anew from the controller's observation, and the scene matched
        to it (no animation)."""
        if self.ctl.game_number() == 0:
            return
        obs = self.ctl.observation()
        keep = self.model.last_trick if self.model is not None else None
        self.model = RoyalBoard.from_observation(obs, last_trick=keep)
        self.show_board(obs)

    def show_now(self) -> None:
        self.show_board(self.ctl.observation())

    def show_board(self, obs: Any) -> None:
        """Every item where the board says (`obs`: the controller's observation now, for
        whose turn it is and what may be laid)."""
        board = self.model
        if board is None:
            return
        self.sc.show(replay_view(board) if self.ctl.phase == "replay" else board,
                     obs.to_move, obs.frontier_mask)
        self.overlays.update_scores()
        self.play.update_actions()
        self.sc.place_fixed()
        if board.phase == "over" and not self.final_shown:  # a finished game opened
            self.show_final()

    def batch_done(self) -> None:
        """The batch is shown: the board, advanced by its events, is what the core says
        (tests/royal_board), so the scene is matched to it; a view that changed hands
        meanwhile is built anew."""
        obs = self.ctl.observation()
        if self.model is None or self.model.seat != obs.seat or (
                self.model.hand and not obs.hand):
            self.resync()
        else:
            self.show_board(obs)
        self.ctl.animations_done()

    def show_final(self, winners_: list[int] | None = None) -> None:
        """The final result over a cleared table."""
        self.final_shown = True
        self.sc.clear_rows()
        self.overlays.update_scores(winners_)
        self.sc.show_scores(closable=True)
        self.status_line.show(texts.game_over)
        self.scores_shown()


def replay_view(board: RoyalBoard) -> RoyalBoard:
    """What a replay shows of `board`: between two tricks the one just taken lies in the
    middle still (stepping onto a trick's last card showed it gone already)."""
    if board.phase != "tricks" or board.trick or board.last_trick is None:
        return board
    leader, _, cards = board.last_trick
    shown = board.copy()
    shown.trick = [((leader + i) % board.players, card) for i, card in enumerate(cards)]
    return shown
