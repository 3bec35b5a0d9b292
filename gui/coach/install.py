"""The coach in the main window: a dock beside the table, View ▸ Coach, and the setting.

On the human's turn (a game with one human; never in a hot-seat game, where the panel
could show the hand of a player whose curtain is down, nor in a replay) the coach analyses
the human's observation off the GUI thread and shows the candidates as the search
thinks. Every human decision is recorded with its analysis (one still running when the
human moves finishes afterwards); after each Royal deal and each Nines game the review
lists the costly ones, each opening the replay at that move."""

from __future__ import annotations

import functools
import sys
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget

from core.ai import Budget
from core.ai.analysis import Analysis
from core.coach.review import Decision, costly
from core.coach.why import why
from core.rng import make_rng
from core.royal.moves import DealScored
from core.rules import get_rules
from gui.coach.panel import CoachPanel
from gui.coach.thinker import CoachThinker, Think
from gui.coach.words import reason, translate
from gui.controller import GameController, hard_default_ms, mix_seed
from gui.settings import settings

if TYPE_CHECKING:
    from gui.main_window import MainWindow


class CoachInstall(QObject):
    def __init__(self, window: MainWindow, think: Think | None = None):
        super().__init__(window)
        self.window = window
        self.panel = CoachPanel()
        self.dock = QDockWidget(window)
        self.dock.setObjectName("coachDock")
        self.dock.setWidget(self.panel)
        self.dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable)
        self.dock.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea
                                  | Qt.DockWidgetArea.RightDockWidgetArea)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.action = QAction(window, checkable=True)
        self.action.setObjectName("coach")
        self.action.triggered.connect(lambda on: setattr(settings(), "coach", bool(on)))
        window.menus.view_menu.addAction(self.action)
        self.thinker = CoachThinker(self, think)
        self.thinker.progress.connect(self._progress)
        self.thinker.done.connect(self._done)
        self.thinker.failed.connect(self._failed)
        self.panel.review_clicked.connect(self.open_review)
        self.panel.language_changed.connect(self.retranslate)
        self._ctl: GameController | None = None
        self._turn: tuple[object, int, Any] | None = None  # token, ply, obs
        self.current: Analysis | None = None  # the finished analysis of the turn on
        self._analyses: dict[object, tuple[int, int, Any, Analysis | None]] = {}
        self._moves: dict[tuple[int, int], Any] = {}  # (game, ply): the human's move
        self._unanalysed: set[tuple[int, int]] = set()  # (game, ply) whose search failed
        self.decisions: dict[tuple[int, int], Decision] = {}
        self._review: tuple[str, int, dict[str, Any], list[Any]] | None = None
        self._wanted: tuple[str, int] | None = None  # a review waiting for analyses
        settings().changed.connect(self._setting_changed)
        window.controller_changed.connect(self.set_controller)
        window.installEventFilter(self)  # closing the window stops the thinking
        self.retranslate()
        self._show_setting()

    # --- the game on the table ---------------------------------------------------------

    def active(self) -> bool:
        ctl = self._ctl
        return (settings().coach and ctl is not None and ctl.phase != "replay"
                and sum(seat.human for seat in ctl.seats) == 1)

    def set_controller(self, controller: GameController | None) -> None:
        self.thinker.cancel()
        self._turn = None
        self._analyses.clear()
        self._unanalysed.clear()
        self._wanted = None
        if controller is not None and controller.phase != "replay":
            self._moves.clear()
            self.decisions.clear()
            self.panel.clear_review()
            self._review = None
        self._ctl = controller
        if controller is not None and controller.phase != "replay":
            controller.human_to_move.connect(
                lambda seat, ctl=controller: self._human_to_move(ctl, seat))
            controller.events_applied.connect(
                lambda events, ctl=controller: self._applied(ctl, events))
            controller.game_started.connect(lambda ctl=controller: self._restarted(ctl))
            controller.game_over.connect(lambda ctl=controller: self._game_over(ctl))
        self._idle_state()

    def _idle_state(self) -> None:
        ctl = self._ctl
        if ctl is None:
            self.panel.show_state("idle")
        elif ctl.phase == "replay":
            self.panel.show_state("replay")
        elif sum(seat.human for seat in ctl.seats) > 1:
            self.panel.show_state("hot_seat")
        else:
            self.panel.show_state("waiting")

    def _human_to_move(self, ctl: GameController, seat: int) -> None:
        if ctl is not self._ctl or not self.active():
            return
        obs = ctl.observation(seat)  # the human's own view: what a computer would see
        ply = ctl.move_count()
        rng = make_rng(mix_seed(ctl.seed, ctl.game_number(), "coach", ply))
        budget = Budget(ms=settings().think_ms(hard_default_ms(ctl.game)))
        token = self.thinker.analyse(obs, rng, budget)
        self.current = None
        self._turn = (token, ply, obs)
        self._analyses[token] = (ctl.game_number(), ply, obs, None)
        self.panel.show_state("thinking")

    def _progress(self, token: object, analysis: Analysis) -> None:
        if self._turn is not None and self._turn[0] is token and self._ctl is not None:
            self.panel.show_analysis(self._ctl.game, analysis, "")

    def _done(self, token: object, analysis: Analysis) -> None:
        entry = self._analyses.pop(token, None)
        if entry is None or self._ctl is None:
            return
        game_number, ply, obs, _ = entry
        if self._turn is not None and self._turn[0] is token:
            self.current = analysis
            self.panel.show_analysis(self._ctl.game, analysis, reason(why(obs, analysis)))
        move = self._moves.pop((game_number, ply), None)
        if move is not None:
            self._decided(Decision(ply, obs, move, analysis), game_number)
        else:
            self._analyses[("analysed", game_number, ply)] = (game_number, ply, obs, analysis)

    def _failed(self, token: object, why: str) -> None:
        """The search of a turn failed: the panel says so (never thinks forever), and
        that move leaves the review rather than hold it up."""
        entry = self._analyses.pop(token, None)
        if entry is None or self._ctl is None:
            return
        game_number, ply, _, _ = entry
        if self._turn is not None and self._turn[0] is token:
            self.panel.show_state("failed")
        self._unanalysed.add((game_number, ply))
        self._moves.pop((game_number, ply), None)
        print(f"herna: the coach could not analyse move {ply + 1}: {why}", file=sys.stderr)
        self._check_review()

    def _applied(self, ctl: GameController, events: list[Any]) -> None:
        if ctl is not self._ctl:
            return
        if self._turn is not None and ctl.move_count() == self._turn[1] + 1:
            _, ply, obs = self._turn
            self._turn = None
            self.current = None
            _, moves = ctl.rules.record_moves(ctl.record())
            key = ("analysed", ctl.game_number(), ply)
            ready = self._analyses.pop(key, None)
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
        self._analyses.clear()
        self._unanalysed.clear()
        ply, number = ctl.move_count(), ctl.game_number()
        self._moves.clear()
        self.decisions = {k: d for k, d in self.decisions.items()
                          if k[0] == number and k[1] < ply}
        self._idle_state()

    def _game_over(self, ctl: GameController) -> None:
        if ctl is self._ctl and ctl.game == "nines":
            self._want_review("game", ctl.game_number())

    # --- the review --------------------------------------------------------------------

    def _want_review(self, kind: str, number: int) -> None:
        if self._ctl is None or not settings().coach:
            return
        self._wanted = (kind, number)
        self._check_review()

    def _check_review(self) -> None:
        ctl = self._ctl
        if self._wanted is None or ctl is None:
            return
        kind, number = self._wanted
        game_number = ctl.game_number()
        rules = get_rules(ctl.game)

        def belongs(decision: Decision) -> bool:
            return kind == "game" or rules.deal_number(decision.obs) == number

        waiting = any(k[0] == game_number for k in self._moves) or any(
            a[0] == game_number and a[3] is None for a in self._analyses.values())
        if waiting:
            self.panel.show_review(ctl.game, kind, number, None)
            return
        mine = [d for (g, _), d in sorted(self.decisions.items()) if g == game_number
                and belongs(d)]
        lines = costly(mine)
        self._review = (kind, number, ctl.record(), lines)
        self._wanted = None
        self.panel.show_review(ctl.game, kind, number, lines)

    def open_review(self, index: int) -> bool:
        """Open the replay of the reviewed game at the move of review line `index`."""
        if self._review is None or not 0 <= index < len(self._review[3]):
            return False
        _, _, record, lines = self._review
        line = lines[index]
        if not self.window.replay_record(record):
            return False
        ctl = self.window.controller
        if ctl is None:
            return False
        ctl.replay_seek(line.ply)
        ctl.show_seat(line.obs.seat)
        return True

    # --- the setting and texts ---------------------------------------------------------

    def _setting_changed(self, key: str) -> None:
        if key == "coach":
            self._show_setting()

    def _show_setting(self) -> None:
        on = settings().coach
        self.action.setChecked(on)
        self.dock.setVisible(on)
        if not on:
            self.thinker.cancel()
            self._turn = None
            self._idle_state()
        elif self._ctl is not None and self._ctl.phase == "human" and self._turn is None:
            self._human_to_move(self._ctl, self._ctl.to_move())

    def retranslate(self) -> None:
        self.action.setText(translate("Coach", "&Coach"))
        self.action.setStatusTip(translate("Coach", "Show the hard player's view of your "
                                                    "turn and a review of your moves"))
        self.dock.setWindowTitle(translate("Coach", "Coach"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Close:
            self.thinker.cancel()
        return False
