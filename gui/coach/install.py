"""The coach in the main window: a dock beside the table, View ▸ Coach, and the setting.

On the human's turn (a game with one human; never in a hot-seat game, where the panel
could show the hand of a player whose curtain is down, nor in a replay) the coach analyses
the human's observation off the GUI thread and shows the candidates as the search
thinks. That search is also the hint's (`turn_analysis`, which the room's Hint asks):
the hint names its best move, at once when it has searched, when it ends while it runs,
or from the search the hint starts (the coach shows it when it is on), so hint, panel
and review speak with one voice. Every human decision is recorded with its analysis (one
still running when the human moves finishes afterwards) and priced against the best move
(`core.coach.review`); after each Royal deal and each Nines or Tien Gow game the review
lists the ones costly beyond the search's noise, each opening the replay at that move, and
counts the other moves that were about as good; the match's earlier reviews stay, to be
chosen again (`gui.coach.reviews`). At the end of a game, match or session the panel says
so above the review. The dock shows beside a table only."""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QMenu, QWidget

from core.ai.analysis import Analysis
from core.coach.review import Decision
from core.coach.why import why
from core.rng import make_rng
from core.royal.moves import DealScored
from gui.coach.dock import DockTitle, coach_dock
from gui.coach.panel import CoachPanel
from gui.coach.reviews import MatchReviews, review_of
from gui.coach.thinker import CoachThinker, Think, turn_search
from gui.coach.words import reason, translate
from gui.play.controller import GameController, mix_seed
from gui.services.settings import settings

AddDock = Callable[[Qt.DockWidgetArea, QDockWidget], None]
MATCH_GAMES = ("nines", "tiengow")
"""The games played as a match of `match_games` games, reviewed game by game (Royal is a
session of deals, reviewed deal by deal)."""


class CoachInstall(QObject):
    """The coach of the room over `parent` (closing it stops the thinking): its entry in
    `view_menu`, its dock, which `add_dock(area, dock)` puts beside the table, and
    `replay_record(record)` (False: refused), which opens a review's move in a replay.
    The room gives it each game put on the table (`set_controller`)."""

    def __init__(self, parent: QWidget, view_menu: QMenu, add_dock: AddDock,
                 replay_record: Callable[[dict[str, Any]], bool], think: Think | None = None):
        super().__init__(parent)
        self._parent = parent
        self._replay_record = replay_record
        self.panel = CoachPanel()
        self.dock = coach_dock(parent, self.panel)
        self.dock_title = DockTitle(self.dock)
        add_dock(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.action = QAction(parent, checkable=True)
        self.action.setObjectName("coach")
        self.action.triggered.connect(lambda on: setattr(settings(), "coach", bool(on)))
        view_menu.addAction(self.action)
        self.thinker = CoachThinker(self, think)
        self.thinker.progress.connect(self._progress)
        self.thinker.done.connect(self._done)
        self.thinker.failed.connect(self._failed)
        self.panel.review_clicked.connect(self.open_review)
        self.panel.review_chosen.connect(self._choose_review)
        self.panel.language_changed.connect(self.retranslate)
        self._ctl: GameController | None = None
        self._turn: tuple[object, int, Any] | None = None  # token, ply, obs
        self.current: Analysis | None = None  # the finished analysis of the turn on
        self._hints: list[Callable[[Analysis], None]] = []  # waiting for the turn's analysis
        self._analyses: dict[object, tuple[int, int, Any, Analysis | None]] = {}
        self._moves: dict[tuple[int, int], Any] = {}  # (game, ply): the human's move
        self._unanalysed: set[tuple[int, int]] = set()  # (game, ply) whose search failed
        self.decisions: dict[tuple[int, int], Decision] = {}
        self._match: tuple[str, int] | None = None  # (game, seed) the decisions were made in
        self._opening = False  # opening the replay of a reviewed move
        self.reviews = MatchReviews()  # every deal's or game's of the match
        self._wanted: tuple[str, int] | None = None  # a review waiting for analyses
        settings().changed.connect(self._setting_changed)
        parent.installEventFilter(self)  # closing the window stops the thinking
        self.dock.installEventFilter(self)  # closing the dock turns the coach off
        self.retranslate()
        self._show_setting()

    # --- the game on the table ---------------------------------------------------------

    def active(self) -> bool:
        ctl = self._ctl
        return settings().coach and ctl is not None and ctl.phase != "replay" and _alone(ctl)

    def set_controller(self, controller: GameController | None) -> None:
        """The game on the table now. Its decisions reviewed so far stay when it is the
        match they were made in, continued (after a replay of one of its moves, opened
        from the review): those before where it stands."""
        self.thinker.cancel()
        self._turn = None
        self._hints.clear()
        self._analyses.clear()
        self._wanted = None
        if controller is not None and controller.phase != "replay":
            self._moves.clear()
            match = (controller.game, controller.seed)
            if match == self._match:
                at = (controller.game_number(), controller.move_count())
                self.decisions = {k: d for k, d in self.decisions.items() if k < at}
                self._unanalysed = {k for k in self._unanalysed if k < at}
                self.reviews.keep_before(*at)
            else:
                self._unanalysed.clear()
                self.decisions.clear()
                self.reviews.clear()
            self._match = match
            self._show_review()
        self._ctl = controller
        self._show_dock()
        # a replay of another match (from the statistics, a file) is not what it reviews
        self.panel.set_review_shown(controller is None or controller.phase != "replay"
                                    or self._opening)
        if controller is not None and controller.phase != "replay":
            controller.human_to_move.connect(
                lambda seat, ctl=controller: self._human_to_move(ctl, seat))
            controller.events_applied.connect(
                lambda events, ctl=controller: self._applied(ctl, events))
            controller.game_started.connect(lambda ctl=controller: self._restarted(ctl))
            controller.game_over.connect(lambda ctl=controller: self._game_over(ctl))
            controller.match_over.connect(
                lambda ctl=controller: self._idle_state() if ctl is self._ctl else None)
        self._idle_state()

    def _idle_state(self) -> None:
        ctl = self._ctl
        if ctl is None:
            self.panel.show_state("idle")
        elif ctl.phase == "replay":
            self.panel.show_state("replay")
        elif not _alone(ctl):
            self.panel.show_state("hot_seat")
        elif ctl.phase == "match_over":
            self.panel.show_state("match_over" if ctl.game in MATCH_GAMES else "session_over")
        elif ctl.phase == "game_over":
            self.panel.show_state("game_over")
        else:
            self.panel.show_state("waiting")

    def _human_to_move(self, ctl: GameController, seat: int) -> None:
        if ctl is self._ctl and self.active():
            self._start_turn(ctl, seat)

    def _start_turn(self, ctl: GameController, seat: int) -> None:
        """Start the one search of the human's decision on the table: the coach's
        analysis, the hint's and the review's (the panel shows it while the coach is on)."""
        obs = ctl.observation(seat)  # the human's own view: what a computer would see
        ply = ctl.move_count()
        rng, budget = turn_search(ctl.game, ctl.seed, ctl.game_number(), ply)
        token = self.thinker.analyse(obs, rng, budget)
        self.current = None
        self._turn = (token, ply, obs)
        self._analyses[token] = (ctl.game_number(), ply, obs, None)
        if self.active():
            self.panel.show_state("thinking")

    def turn_analysis(self, done: Callable[[Analysis], None]) -> None:
        """`done(analysis)` with the analysis of the human's decision on the table, the
        one search behind the panel, the hint and the review: at once when its search has
        ended, when it ends while it runs, else from the search started now (which the
        panel shows if the coach is on, and the review judges the move by)."""
        ctl = self._ctl
        if ctl is None or ctl.phase != "human":
            return
        if self._turn is not None and self._turn[1] != ctl.move_count():
            self._drop_turn()  # not this decision's
        if self._turn is None:
            self._start_turn(ctl, ctl.to_move())
        if self.current is not None:
            done(self.current)
        else:
            self._hints.append(done)

    def _drop_turn(self) -> None:
        """Stop the search of the turn (its move is then left out of the review)."""
        if self._turn is not None:
            self.thinker.drop(self._turn[0])
            self._analyses.pop(self._turn[0], None)
        self._turn = None
        self.current = None
        self._hints.clear()

    def _show_turn(self) -> None:
        """The turn's analysis in the panel, or its thinking."""
        if self._ctl is None or self._turn is None:
            return
        if self.current is None:
            self.panel.show_state("thinking")
        else:
            self.panel.show_analysis(self._ctl.game, self.current,
                                     reason(why(self._turn[2], self.current)))

    def _progress(self, token: object, analysis: Analysis) -> None:
        if (self._turn is not None and self._turn[0] is token and self._ctl is not None
                and self.active()):
            self.panel.show_analysis(self._ctl.game, analysis, "")

    def _done(self, token: object, analysis: Analysis) -> None:
        entry = self._analyses.pop(token, None)
        if entry is None or self._ctl is None:
            return
        game_number, ply, obs, _ = entry
        if self._turn is not None and self._turn[0] is token:
            self.current = analysis
            if self.active():
                self._show_turn()
            hints, self._hints = self._hints, []
            for hint in hints:
                hint(analysis)
        move = self._moves.pop((game_number, ply), None)
        if move is not None:
            self._decided(Decision(ply, obs, move, analysis), game_number)
        else:
            self._analyses[("analysed", game_number, ply)] = (game_number, ply, obs, analysis)

    def _failed(self, token: object, why: str) -> None:
        """The search of a turn failed: the panel says so (never thinks forever), and
        that move leaves the review rather than hold it up; a hint waiting for it has
        none to give."""
        entry = self._analyses.pop(token, None)
        if entry is None or self._ctl is None:
            return
        game_number, ply, _, _ = entry
        if self._turn is not None and self._turn[0] is token:
            self._hints.clear()
            if self.active():
                self.panel.show_state("failed")
        self._unanalysed.add((game_number, ply))
        self._moves.pop((game_number, ply), None)
        print(f"herna: the coach could not analyse move {ply + 1}: {why}", file=sys.stderr)
        self._check_review()

    def _applied(self, ctl: GameController, events: list[Any]) -> None:
        if ctl is not self._ctl:
            return
        if self._turn is not None and ctl.move_count() == self._turn[1] + 1:
            token, ply, obs = self._turn
            self._turn = None
            self.current = None
            self._hints.clear()
            key = ("analysed", ctl.game_number(), ply)
            ready = self._analyses.pop(key, None)
            if not _alone(ctl):  # a hint's search in hot-seat play: no review
                self.thinker.drop(token)
                self._analyses.pop(token, None)
            else:
                _, moves = ctl.rules.record_moves(ctl.record())
                if ready is not None and ready[3] is not None:
                    self._decided(Decision(ply, obs, moves[ply], ready[3]), ctl.game_number())
                elif (ctl.game_number(), ply) not in self._unanalysed:
                    self._moves[(ctl.game_number(), ply)] = moves[ply]
            self._idle_state()
        for event in events:
            if isinstance(event, DealScored):
                self._want_review("deal", event.deal)

    def _decided(self, decision: Decision, game_number: int) -> None:
        key = (game_number, decision.ply)
        if decision.needs_evaluation() and self._ctl is not None:
            rng = make_rng(mix_seed(self._ctl.seed, game_number, "review", decision.ply))
            self._moves[key] = None  # priced, not yet known
            self.thinker.evaluate(decision, rng, functools.partial(self._priced, key))
            return
        self.decisions[key] = decision
        self._check_review()

    def _priced(self, key: tuple[int, int], decision: Decision) -> None:
        self._moves.pop(key, None)
        self.decisions[key] = decision
        self._check_review()

    def _restarted(self, ctl: GameController) -> None:
        """A new game, an undo or a redo: the turn is gone, and what was decided after
        it; an analysis still running is dropped with its decision."""
        if ctl is not self._ctl:
            return
        self.thinker.cancel()
        self._turn = None
        self._hints.clear()
        self._analyses.clear()
        self._unanalysed.clear()
        ply, number = ctl.move_count(), ctl.game_number()
        self._moves.clear()
        self.decisions = {k: d for k, d in self.decisions.items()
                          if k[0] == number and k[1] < ply}
        if self.reviews.current() is not None:
            self.reviews.keep_before(number, ply)
            self._show_review()
        self._idle_state()

    def _game_over(self, ctl: GameController) -> None:
        """The game is over: the panel says so above the review (no turn is coming)."""
        if ctl is not self._ctl:
            return
        self._idle_state()
        if ctl.game in MATCH_GAMES:
            self._want_review("game", ctl.game_number())

    # --- the review --------------------------------------------------------------------

    def _want_review(self, kind: str, number: int) -> None:
        """Review deal or game `number` once its analyses are in (with the coach off too:
        turned on later, it shows the review, saying which choices it did not see)."""
        if self._ctl is None or not _alone(self._ctl):
            return
        self._wanted = (kind, number)
        self._check_review()

    def _check_review(self) -> None:
        ctl = self._ctl
        if self._wanted is None or ctl is None:
            return
        kind, number = self._wanted
        game_number = ctl.game_number()
        waiting = any(k[0] == game_number for k in self._moves) or any(
            a[0] == game_number and a[3] is None for a in self._analyses.values())
        if waiting:
            self.panel.show_review(ctl.game, kind, number, None)
            self.panel.set_listed([*self.reviews.listed(), (kind, number, None)],
                                   len(self.reviews.reviews))
            return
        self._wanted = None
        self.reviews.add(review_of(ctl.game, kind, number, game_number, ctl.move_count(),
                                   ctl.record(), ctl.match.humans[0], self.decisions,
                                   self._unanalysed))
        self._show_review()

    def _show_review(self) -> None:
        """The review chosen of the match's (the last one made unless the player chose
        another), and the choice of them."""
        shown = self.reviews.current()
        if shown is None or self._match is None:
            self.panel.clear_review()
            return
        self.panel.show_review(self._match[0], shown.kind, shown.number, shown.lines,
                               shown.equal, unseen=shown.unseen, choices=shown.choices)
        self.panel.set_listed(self.reviews.listed(), self.reviews.shown)

    @property
    def _review(self) -> tuple[str, int, dict[str, Any], Sequence[Any]] | None:
        """The review shown: (kind, number, the game's record, its costly lines)."""
        shown = self.reviews.current()
        return None if shown is None else (shown.kind, shown.number, shown.record,
                                           shown.lines)

    def _choose_review(self, index: int) -> None:
        """The player chose the review of another deal or game of the match."""
        if 0 <= index < len(self.reviews.reviews):
            self.reviews.shown = index
            self._show_review()

    def open_review(self, index: int) -> bool:
        """Open the replay of the reviewed game at the move of review line `index`."""
        if self._review is None or not 0 <= index < len(self._review[3]):
            return False
        _, _, record, lines = self._review
        line = lines[index]
        self._opening = True  # the replay the room puts on the table is the reviewed one
        try:
            if not self._replay_record(record):
                return False
        finally:
            self._opening = False
        ctl = self._ctl  # the replay's: the room has put it on the table since
        if ctl is None:
            return False
        ctl.replay_seek(line.ply)
        ctl.show_seat(line.obs.seat)
        return True

    # --- the setting and texts ---------------------------------------------------------

    def _setting_changed(self, key: str) -> None:
        if key == "coach":
            self._show_setting()

    def _show_dock(self) -> None:
        """Beside a table only: on the start screen (and at a network table, where it
        does not help) the room's own page takes the window's width."""
        self.dock.setVisible(settings().coach and self._ctl is not None)

    def _show_setting(self) -> None:
        on = settings().coach
        self.action.setChecked(on)
        self._show_dock()
        if not on:
            if not self._hints:  # a hint waiting for the search lets it end
                self._drop_turn()
            self._idle_state()
        elif self._ctl is not None and self._ctl.phase == "human" and self.active():
            if self._turn is None:
                self._start_turn(self._ctl, self._ctl.to_move())
            else:  # the hint's search of this turn: the coach shows it
                self._show_turn()

    def retranslate(self) -> None:
        self.action.setText(translate("Coach", "&Coach"))
        self.action.setStatusTip(translate("Coach", "Show the hard player's view of your "
                                                    "turn and a review of your moves"))
        self.dock.setWindowTitle(translate("Coach", "Coach"))
        self.dock_title.retranslate()
        if self.active() and self.current is not None:
            self._show_turn()  # its reason worded again, in the language now installed

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._parent and event.type() == QEvent.Type.Close:
            self.thinker.cancel()
        elif watched is self.dock and event.type() == QEvent.Type.Close:
            settings().coach = False  # its × is View ▸ Coach off
        return False


def _alone(ctl: GameController) -> bool:
    """One human at the table: the coach may speak (never in hot-seat play)."""
    return sum(seat.human for seat in ctl.seats) == 1
