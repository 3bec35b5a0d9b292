"""`herna --selftest`: the real main window plays one whole computer-only game of each
game through the room's controller and tables, a hard computer and the coach think in the
search processes, and a Nines game is played over loopback; any exception, Qt warning or
stall fails it (gui.app's docstring says what it covers)."""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QMessageLogContext, QTimer, QtMsgType, qInstallMessageHandler
from PySide6.QtWidgets import QApplication

from gui.services import i18n, sound
from gui.services.settings import settings

if TYPE_CHECKING:
    from gui.play.controller import GameController

SELFTEST_TIMEOUT_MS = 240_000
SELFTEST_SEATS = {"royal": 4, "nines": 4, "tiengow": 4}
SELFTEST_ORDER = ("royal", "nines", "tiengow")
# what each game's scores add up to: Nines shares 8 points, chips change hands
SCORE_SUM = {"royal": 0, "nines": 8, "tiengow": 0}
SELFTEST_SEED = 20_240_601
# Qt's offscreen platform notes what it cannot do (raise, grab...): not Herna's problems.
HARMLESS_QT_PREFIX = "This plugin does not support "


class Selftest:
    """Plays the three games in the real window and watches for anything going wrong."""

    def __init__(self, app: QApplication, report: str | None = None,
                 known: Sequence[str] = ()):
        self.app = app
        self.report = report
        self.known = tuple(known)
        self.problems: list[str] = []
        self.results: list[str] = []
        self.undone = False  # the self-test's seat has taken a move back
        self.started = time.perf_counter()

    def run(self) -> int:
        from gui.room.main_window import MainWindow

        previous_hook = sys.excepthook
        sys.excepthook = self._exception
        qInstallMessageHandler(self._message)
        settings().animation_speed = "instant"
        settings().computer_pause = "none"
        self.window = MainWindow()
        self.window.show()
        expected = "&Hra" if i18n.current() == "cs" else "&Game"
        if self.window.menus.game_menu.title() != expected:
            self.problems.append(f"menu title {self.window.menus.game_menu.title()!r}, "
                                 f"expected {expected!r} for {i18n.current()}")
        QTimer.singleShot(0, lambda: self._play("royal"))
        QTimer.singleShot(SELFTEST_TIMEOUT_MS, lambda: self._fail("timed out"))
        self.app.exec()
        self.window.close()
        try:
            self.results.append(sound.check_library())
        except RuntimeError as exc:
            self.problems.append(str(exc))
        qInstallMessageHandler(None)
        sys.excepthook = previous_hook
        seconds = time.perf_counter() - self.started
        if self.problems:
            return self._verdict(f"herna selftest: FAILED ({'; '.join(self.problems)})", 1)
        return self._verdict(f"herna selftest: ok ({'; '.join(self.results)}; language "
                             f"{i18n.current()}; {seconds:.1f} s)", 0)

    def _verdict(self, line: str, code: int) -> int:
        print(line)
        if self.report:
            Path(self.report).write_text(line + "\n", encoding="utf-8")
        return code

    def _play(self, game: str) -> None:
        from gui.play.controller import GameController, SeatSpec

        seats = [SeatSpec(f"AI {i + 1}", "ai:easy") for i in range(SELFTEST_SEATS[game])]
        if game == "nines":  # the self-test's own seat, whose move it takes back
            seats[0] = SeatSpec("Self-test", "human")
        options = {"matchsticks": 50} if game == "royal" else {"match_games": 1}
        self.window.start_game(game, seats, options, seed=SELFTEST_SEED)
        ctl = self.window.controller
        assert isinstance(ctl, GameController)  # start_game put it on the table
        ctl.game_over.connect(lambda: QTimer.singleShot(0, lambda: self._game_over(game, ctl)))
        ctl.human_to_move.connect(lambda _seat: QTimer.singleShot(0, self._human_move))

    def _human_move(self) -> None:
        """The self-test's seat plays its first legal move; the first time it could take
        one back, Game ▸ Undo does, and Redo plays it again."""
        ctl = self.window.controller
        if ctl is None or ctl.phase != "human":
            return
        if not self.undone and ctl.undo_blocked() is None:
            self.undone = True
            plies, actions = ctl.move_count(), self.window.undo_actions
            actions.act_undo.trigger()
            back = ctl.move_count()
            actions.act_redo.trigger()
            if not back < plies == ctl.move_count() or ctl.undo_count() != 1:
                self._fail(f"undo went from move {plies} to {back}, redo to "
                           f"{ctl.move_count()} ({ctl.undo_count()} undos)")
            else:
                self.results.append(f"undo and redo: {plies - back} moves")
            return  # the turn comes again after the redo
        ctl.submit(ctl.legal_moves()[0])

    def _game_over(self, game: str, ctl: GameController) -> None:
        table = type(self.window.game_page.host.table).__name__
        self.results.append(f"{game}: {ctl.move_count()} moves, scores {ctl.scores()}, "
                            f"{table}")
        if sum(ctl.scores()) != SCORE_SUM[game]:
            self.problems.append(f"{game} scores {ctl.scores()} do not add up")
        following = SELFTEST_ORDER.index(game) + 1
        if following < len(SELFTEST_ORDER):
            self._play(SELFTEST_ORDER[following])
        else:
            if not self.undone:
                self.problems.append("the self-test's seat never could take a move back")
            self._check_statistics()
            self._think_in_pool()

    def _check_statistics(self) -> None:
        """Game ▸ Statistics… lists the three games just played; then it is closed."""
        from gui.stats.window import StatisticsWindow

        self.window.menus.act_stats.trigger()
        shown = self.window.findChild(StatisticsWindow)
        if shown is None or not shown.isVisible() or not shown.wait_loaded():
            self.problems.append("the Statistics window did not open")
            return
        games = sorted(shown.model.entry(r).game for r in range(shown.model.rowCount()))
        if games != sorted(SELFTEST_ORDER):
            self.problems.append(f"the Statistics window lists {games}, not the three games")
        else:
            self.results.append("statistics: the three games listed")
        undos = {shown.model.entry(r).game: shown.model.entry(r).undos
                 for r in range(shown.model.rowCount())}
        if undos != {"nines": 1, "royal": 0, "tiengow": 0}:
            self.problems.append(f"the history's undo marks are {undos}")
        shown.close()

    def _think_in_pool(self) -> None:
        """A hard Royal move for the first decision of a game, from the search processes."""
        from core.ai import Budget, make_agent
        from core.royal import RULES
        from gui.play.worker import Worker

        rng, at = _first_decision(RULES, "royal")
        self.worker = Worker()

        def done(move: object, error: BaseException | None) -> None:
            if error is not None or move not in RULES.legal_moves(at.state):
                self._fail(f"the search processes answered {move!r} ({error!r})")
                return
            self.results.append(f"hard move from the search processes: {move}")
            self._coach_in_pool()

        # iterations, not time: it proves that the processes search, not how well, and a
        # time budget kept both of them busy for all of it
        self.worker.choose(make_agent(RULES, "hard"), at.obs, rng, Budget(iterations=200),
                           done)

    def _coach_in_pool(self) -> None:
        """The coach's analysis of a Nines lead in the search processes, each telling its
        part so far on its own pipe (as in the room: proven in the frozen programs too)."""
        from core.ai import Budget
        from core.nines import RULES
        from gui.coach.thinker import pool_think

        rng, at = _first_decision(RULES, "nines", phase="play")
        told: list[object] = []

        def job(cancel: Callable[[], bool]) -> list[Any]:
            return pool_think(at.obs, rng, Budget(ms=600), cancel, told.append)

        def done(parts: Any, error: BaseException | None) -> None:
            if error is not None or not parts:
                self._fail(f"the coach's search answered {parts!r} ({error!r})")
                return
            self.results.append(f"coach: {len(parts)} part(s), told {len(told)} time(s)")
            self._network()

        self.worker.run(job, done)

    def _network(self) -> None:
        """A whole Nines game over loopback, a hosted table and a bot client on a thread
        (core.net.loopback): websockets, msgspec and the codec work in the frozen
        programs, and zeroconf's compiled modules load."""
        from core.net import discovery, loopback

        def done(game: Any, error: BaseException | None) -> None:
            if error is not None or game.exit_codes != (0,):
                self._fail(f"the network game failed ({error!r})")
                return
            self.results.append(f"network: {game.record['game']} over loopback, "
                                f"{game.messages} messages ({discovery.SERVICE_TYPE})")
            self.app.quit()

        self.worker.run(lambda cancel: loopback.play_blocking("nines"), done)

    def _fail(self, why: str) -> None:
        self.problems.append(why)
        self.app.quit()

    def _exception(self, kind: type[BaseException], value: BaseException,
                   tb: TracebackType | None) -> None:
        sys.__excepthook__(kind, value, tb)
        self._fail(f"{kind.__name__}: {value}")

    def _message(self, kind: QtMsgType, context: QMessageLogContext, text: str) -> None:
        if text.startswith(HARMLESS_QT_PREFIX):
            return
        if self.known and text.startswith(self.known):
            print(f"(known, not a failure) {text}", file=sys.stderr)
            return
        print(text, file=sys.stderr)
        if kind not in (QtMsgType.QtDebugMsg, QtMsgType.QtInfoMsg):
            self._fail(f"Qt said: {text}")


def _first_decision(rules: Any, game: str, phase: str | None = None) -> tuple[Any, Any]:
    """The self-test's generator and the first decision of its game (in `phase`), the
    earlier ones made at random."""
    from core.ai import RandomAgent
    from core.ai.positions import walk
    from core.rng import make_rng

    rng = make_rng(SELFTEST_SEED)
    positions = walk(rules, RandomAgent(rules), [rng], players=SELFTEST_SEATS[game])
    return rng, next(p for p in positions if phase is None or p.obs.phase == phase)
