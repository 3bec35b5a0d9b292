"""The Statistics window: the figures per game, opponent level and number of players;
charts; the history list, whose double-click replays a game. The figures are read on the
history's thread (gui.stats.service, core.history_stats.summary) when the window opens
and whenever the period changes; the window says "Loading…" until they come. The list
reads its games a page at a time as it is scrolled, and a game's record only when it is
replayed."""

from __future__ import annotations

import time
from array import array
from collections.abc import Callable, Sequence
from typing import Any

import shiboken6
from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QEventLoop,
    QModelIndex,
    QObject,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableView,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from core.history import History, HistoryError
from core.history_stats import Entry, Row, Summary, entries_by_id, summary
from gui.services import i18n
from gui.stats.charts import BarChart, LineChart, number
from gui.stats.history_model import HistoryModel
from gui.stats.service import HistoryService

PERIOD_DAYS = (None, 30, 7)  # the period box's choices, in order
GAMES = ("royal", "nines", "tiengow")
LEVELS = ("random", "easy", "medium", "hard", "expert", "mixed", "none")
SCORE_GAMES = 50  # games in the score chart
Replay = Callable[[dict[str, Any]], bool]


def _cell(text: str) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
    return item


def _fill(widget: QTableWidget, headers: Sequence[str], rows: Sequence[Sequence[str]],
          first_number: int = 2) -> None:
    """The table's headers and rows; the columns from `first_number` on are numbers,
    aligned at the right."""
    widget.clear()
    widget.setColumnCount(len(headers))
    widget.setHorizontalHeaderLabels(list(headers))
    widget.setRowCount(len(rows))
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            item = _cell(text)
            if c >= first_number:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                      | Qt.AlignmentFlag.AlignVCenter)
            widget.setItem(r, c, item)
    widget.resizeColumnsToContents()


def _table() -> QTableWidget:
    widget = QTableWidget()
    widget.verticalHeader().setVisible(False)
    widget.verticalHeader().setDefaultSectionSize(widget.fontMetrics().height() + 6)
    widget.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    widget.setAlternatingRowColors(True)
    widget.setTabKeyNavigation(False)  # Tab leaves the table (the arrows move within it)
    return widget


def _mean(value: float | None) -> str:
    return "" if value is None else number(round(value, 1))


class StatisticsWindow(QDialog):
    ready = Signal()  # the period's figures are shown (or why they cannot be)

    def __init__(self, history: HistoryService, replay: Replay,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("statisticsWindow")
        self.history = history
        self._replay = replay
        self.loaded = False  # the period's figures are shown
        self._summary: Summary | None = None
        self._error: str | None = None  # why the history cannot be read
        self._load = 0  # the latest load asked for (a late answer to an older is let go)
        self._game_chosen = False
        self.period = QComboBox()
        self.period.addItems([""] * len(PERIOD_DAYS))
        self.period_label = QLabel()
        self.period_label.setBuddy(self.period)
        self.reset_button = QPushButton()
        self.reset_button.setAutoDefault(False)  # Return never asks to forget everything
        self.banner = QLabel()  # a newer Herna's history, games waiting to be written
        self.banner.setWordWrap(True)
        self.banner.setVisible(False)
        self.tabs = QTabWidget()
        self.summary = _table()
        self.royal_table = _table()
        self.nines_table = _table()
        self.tiengow_table = _table()
        self.royal_title, self.nines_title = QLabel(wordWrap=True), QLabel(wordWrap=True)
        self.tiengow_title = QLabel(wordWrap=True)
        figures = QWidget()
        box = QVBoxLayout(figures)
        box.addWidget(self.summary, 3)
        box.addWidget(self.royal_title)
        box.addWidget(self.royal_table, 2)
        box.addWidget(self.nines_title)
        box.addWidget(self.nines_table, 2)
        box.addWidget(self.tiengow_title)
        box.addWidget(self.tiengow_table, 2)
        self.score_game = QComboBox()
        self.score_game.addItems([""] * len(GAMES))
        self.score_chart, self.contract_chart, self.level_chart = (
            LineChart(), BarChart(), BarChart())
        charts = QWidget()
        grid = QGridLayout(charts)
        self.chart_game_label = QLabel()  # the game the score and level charts show
        self.chart_game_label.setBuddy(self.score_game)
        chosen = QHBoxLayout()
        chosen.addWidget(self.chart_game_label)
        chosen.addWidget(self.score_game)
        chosen.addStretch(1)
        grid.addLayout(chosen, 0, 0, 1, 2)
        grid.addWidget(self.score_chart, 1, 0, 1, 2)
        grid.addWidget(self.contract_chart, 2, 0)
        grid.addWidget(self.level_chart, 2, 1)
        self.model = HistoryModel(self.game_name, self._fetch_page, self)
        self.games_view = QTableView()
        self.games_view.setTabKeyNavigation(False)  # Tab leaves it; the arrows move in it
        self.games_view.setModel(self.model)
        self.games_view.verticalHeader().setVisible(False)
        self.games_view.verticalHeader().setDefaultSectionSize(
            self.games_view.fontMetrics().height() + 6)
        self.games_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.games_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.games_view.setAlternatingRowColors(True)
        header = self.games_view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)  # players: the rest
        self.games_view.setTextElideMode(Qt.TextElideMode.ElideRight)
        header.setResizeContentsPrecision(100)  # size columns by the latest games only
        # a double-click (or the style's single click) activates a row; Return replays
        # the keyboard's row in eventFilter, before the dialog's default button takes it
        self.games_view.activated.connect(self._replay_row)
        self.games_view.installEventFilter(self)
        self.model.modelReset.connect(self._current_row)
        self.model.rowsInserted.connect(self._current_row)
        self.games_hint = QLabel()
        games = QWidget()
        games_box = QVBoxLayout(games)
        games_box.addWidget(self.games_view)
        games_box.addWidget(self.games_hint)
        self.tabs.addTab(figures, "")
        self.tabs.addTab(charts, "")
        self.tabs.addTab(games, "")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        close = self.buttons.button(QDialogButtonBox.StandardButton.Close)
        close.setDefault(True)  # Return on the figures or charts closes the window
        top = QHBoxLayout()
        top.addWidget(self.period_label)
        top.addWidget(self.period)
        top.addStretch(1)
        top.addWidget(self.reset_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.banner)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.buttons)
        self.period.currentIndexChanged.connect(self.refresh)
        self.score_game.currentIndexChanged.connect(self._show_scores)
        self.reset_button.clicked.connect(self.reset)
        self.retranslate()
        self.refresh()
        room = (parent or self).screen().availableGeometry()
        self.resize(min(1100, room.width() - 40), min(760, room.height() - 60))

    # --- texts ----------------------------------------------------------------------

    def game_name(self, game: str) -> str:
        return {"royal": self.tr("Royal Domino"), "nines": self.tr("Nines and Heavens"),
                "tiengow": self.tr("Classic Tien Gow")}.get(game, game)

    def level_name(self, level: str) -> str:
        names = (self.tr("Random"), self.tr("Easy"), self.tr("Medium"), self.tr("Hard"),
                 self.tr("Expert"), self.tr("Mixed"), self.tr("None (hot-seat)"))
        return dict(zip(LEVELS, names, strict=True)).get(level, level)

    def contract_names(self) -> list[str]:
        from core.royal.cards import CONTRACT_NAMES, CONTRACTS

        names = CONTRACT_NAMES.get(i18n.current() or "en", CONTRACT_NAMES["en"])
        return [names[c][:1].upper() + names[c][1:] for c in CONTRACTS]

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.period_label.setText(self.tr("&Period:"))
        for i, text in enumerate((self.tr("All time"), self.tr("Last 30 days"),
                                  self.tr("Last 7 days"))):
            self.period.setItemText(i, text)
        self.reset_button.setText(self.tr("&Reset the statistics…"))
        self.tabs.setTabText(0, self.tr("&Figures"))
        self.tabs.setTabText(1, self.tr("&Charts"))
        self.tabs.setTabText(2, self.tr("&Games"))
        self.royal_title.setText(self.tr("Royal Domino: the mean result of each deal and "
                                         "the mean place in the domino"))
        self.nines_title.setText(self.tr("Nines and Heavens: per game"))
        self.tiengow_title.setText(self.tr("Classic Tien Gow: per game"))
        self.chart_game_label.setText(self.tr("Ga&me:"))
        for i, game in enumerate(GAMES):
            self.score_game.setItemText(i, self.game_name(game))
        self.score_chart.title = self.tr("Your score over the last %1 games").replace(
            "%1", str(SCORE_GAMES))
        self.contract_chart.title = self.tr("Royal Domino: mean result per deal")
        self.level_chart.title = self.tr("Games won by opponent level (%)")
        for chart in (self.score_chart, self.contract_chart, self.level_chart):
            chart.empty_text = self.tr("No games in this period.")
        self._show()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # --- reading --------------------------------------------------------------------

    def since(self) -> float | None:
        days = PERIOD_DAYS[max(0, self.period.currentIndex())]
        return None if days is None else time.time() - days * 86400

    def refresh(self) -> None:
        """Read the period's figures anew (on the history's thread)."""
        self._load += 1
        load, since = self._load, self.since()
        self.loaded = False
        self.games_hint.setText(self.tr("Loading the history…"))
        self.history.read(lambda history: summary(history, since, SCORE_GAMES, GAMES),
                          self._answer(lambda result, error: self._loaded(load, result, error)))

    def wait_loaded(self, timeout_ms: int = 30_000) -> bool:
        """Wait (running the event loop) until the figures are shown: the self-test's."""
        if not self.loaded:
            loop = QEventLoop()
            self.ready.connect(loop.quit)
            QTimer.singleShot(timeout_ms, loop.quit)
            loop.exec()
        return self.loaded

    def _answer(self, done: Callable[[Any, BaseException | None], None],
                ) -> Callable[[Any, BaseException | None], None]:
        """`done`, unless the window is gone by the time the answer comes."""
        def answer(result: Any, error: BaseException | None) -> None:
            if shiboken6.isValid(self):
                done(result, error)
        return answer

    def _loaded(self, load: int, result: Summary | None, error: BaseException | None,
                ) -> None:
        if load != self._load:
            return
        self._error = None if error is None else _worded(error)
        if result is not None:
            self._summary = result
        elif error is not None:
            self._summary = None
        self._show()
        if result is not None and not self._game_chosen and result.first:
            self._game_chosen = True  # the score chart shows the game played last
            if result.first[0].game in GAMES:
                self.score_game.setCurrentIndex(GAMES.index(result.first[0].game))
        self.games_view.resizeColumnsToContents()
        self.loaded = True
        self.ready.emit()

    def _show(self) -> None:
        """Show the figures read last, in the current language."""
        self._show_banner()
        found = self._summary
        if self._error is not None and self.history.state == "unavailable":
            self.games_hint.setText(QCoreApplication.translate(
                "Statistics", "The history of games cannot be opened: %1")
                .replace("%1", self._error))
        elif self._error is not None and not self.history.newer:
            self.games_hint.setText(self.tr("The history cannot be read: %1")
                                    .replace("%1", self._error))
        elif self.loaded or found is not None:
            self.games_hint.setText(
                self.tr("Double-click a game, or press Enter on it, to replay it."))
        else:
            self.games_hint.setText(self.tr("Loading the history…"))
        self.reset_button.setEnabled(not self.history.newer and found is not None)
        if found is None:
            self._fill_tables([])
            self.model.set_games(array("q"))
            for chart in (self.contract_chart, self.level_chart):
                chart.set_bars([])
            self.score_chart.set_values([])
            return
        self._fill_tables(found.rows)
        if self.model.rowCount() != len(found.ids) or self.model.game_id(0) != (
                found.ids[0] if found.ids else None) or not self.loaded:
            self.model.set_games(found.ids, found.first)
        else:  # a language change: the same list, worded anew
            self.model.reword()
        names = self.contract_names()
        self.contract_chart.set_bars([(names[i], v) for i, v in enumerate(found.contracts)
                                      if v is not None])
        self._show_scores()

    def _show_banner(self) -> None:
        texts = []
        if self._error is not None and self.history.state == "unavailable":  # every tab
            texts.append(QCoreApplication.translate(
                "Statistics", "The history of games cannot be opened: %1")
                .replace("%1", self._error))
        if self.history.newer:
            if self._error is None:
                texts.append(self.tr("This history was written by a newer version of "
                                     "Herna. It is shown as it is; the games played in "
                                     "this version are kept beside it, for the newer "
                                     "Herna."))
            else:
                texts.append(self.tr("This history was written by a newer version of "
                                     "Herna, which this version cannot read. The games "
                                     "played in this version are kept beside it, for "
                                     "the newer Herna."))
        waiting = self.history.waiting()
        if waiting and not self.history.newer:
            texts.append(self.tr("%n finished game(s) not yet written into the history: "
                                 "kept until it can be written.", "", waiting))
        self.banner.setText(" ".join(texts))
        self.banner.setVisible(bool(texts))

    @staticmethod
    def _level_order(level: str) -> int:
        return LEVELS.index(level) if level in LEVELS else len(LEVELS)

    def _show_scores(self) -> None:
        """The chosen game's charts: its last scores, its games won by opponent level."""
        game = GAMES[max(0, self.score_game.currentIndex())]
        found = self._summary
        self.score_chart.set_values(found.recent.get(game, []) if found is not None else [])
        levels = found.levels.get(game, []) if found is not None else []
        self.level_chart.set_bars([(self.level_name(level), 100 * wins / games)
                                   for level, games, wins in sorted(
                                       levels, key=lambda r: self._level_order(r[0]))])

    def _fetch_page(self, generation: int, page: int, ids: Sequence[int]) -> None:
        wanted = list(ids)

        def done(result: list[Entry] | None, error: BaseException | None) -> None:
            self.model.add_page(generation, page, result or [])

        self.history.read(lambda history: entries_by_id(history, wanted), self._answer(done))

    def _fill_tables(self, rows: Sequence[Row]) -> None:
        rows = sorted(rows, key=lambda r: (GAMES.index(r.game) if r.game in GAMES else len(GAMES),
                                           r.players, self._level_order(r.level)))
        _fill(self.summary, (self.tr("Game"), self.tr("Opponents"), self.tr("Players"),
                             self.tr("Games"), self.tr("Won alone"), self.tr("Shared wins"),
                             self.tr("Won %"), self.tr("Mean score"), self.tr("Best score"),
                             self.tr("With undo")),
              [(self.game_name(r.game), self.level_name(r.level), str(r.players),
                str(r.games), str(r.wins - r.shared), str(r.shared),
                number(round(100 * r.wins / r.games)), _mean(r.mean_score),
                number(r.best_score), str(r.undo_games)) for r in rows])
        games = self.summary.horizontalHeaderItem(3)
        assert games is not None  # _fill set the headers
        games.setToolTip(self.tr("A game several people played at this computer counts "
                                 "once for each of them, with each one's result."))
        won = self.summary.horizontalHeaderItem(6)
        assert won is not None
        won.setToolTip(self.tr("The games won, alone or shared, of all the games."))
        royal = [r for r in rows if r.game == "royal"]
        _fill(self.royal_table, (self.tr("Opponents"), self.tr("Players"),
                                 *self.contract_names(), self.tr("Domino place")),
              [(self.level_name(r.level), str(r.players), *map(_mean, r.contracts),
                _mean(r.domino_place)) for r in royal], first_number=1)
        nines = [r for r in rows if r.game == "nines"]
        _fill(self.nines_table, (self.tr("Opponents"), self.tr("Players"),
                                 self.tr("Stacks"), self.tr("Rounds led"),
                                 self.tr("Ties won")),
              [(self.level_name(r.level), str(r.players), _mean(r.mean_score),
                _mean(r.rounds_led), _mean(r.ties_won)) for r in nines], first_number=1)
        tiengow = [r for r in rows if r.game == "tiengow"]
        _fill(self.tiengow_table, (self.tr("Opponents"), self.tr("Players"),
                                   self.tr("Chips"), self.tr("Tricks won"),
                                   self.tr("Tricks led"), self.tr("Games as banker (%)")),
              [(self.level_name(r.level), str(r.players), _mean(r.mean_score),
                _mean(r.tricks),
                _mean(r.rounds_led),
                number(round(100 * r.banker)) if r.banker is not None else "–")
               for r in tiengow], first_number=1)

    # --- commands -------------------------------------------------------------------

    def ask(self, title: str, text: str) -> bool:
        """A yes/no question, No by default (tests replace this)."""
        buttons = QMessageBox.StandardButton
        answer = QMessageBox.question(self, title, text, buttons.Yes | buttons.No, buttons.No)
        return answer == buttons.Yes

    def reset(self) -> bool:
        """Forget every game, once the player has confirmed it (done on the history's
        thread; the window reads the figures anew after)."""
        count = self._summary.total if self._summary is not None else 0
        if not self.ask(self.tr("Reset the statistics?"),
                        self.tr("Forget all %n game(s) in the history? This cannot be "
                                "undone.", "", count)):
            return False

        def done(result: None, error: BaseException | None) -> None:
            self.refresh()
            if error is not None:
                self.games_hint.setText(str(error))

        self.history.write(History.reset, self._answer(done))
        return True

    def _current_row(self) -> None:
        """The first game is the keyboard's row until one is chosen (the focus shows on
        it, and Return replays it)."""
        view = self.games_view
        if not view.currentIndex().isValid() and self.model.rowCount() > 0:
            view.setCurrentIndex(self.model.index(0, 0))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (watched is self.games_view and event.type() == QEvent.Type.KeyPress
                and isinstance(event, QKeyEvent)
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)):
            self._replay_row(self.games_view.currentIndex())
            return True  # not on to the dialog's default button
        return super().eventFilter(watched, event)

    def _replay_row(self, index: QModelIndex) -> None:
        game_id = self.model.game_id(index.row()) if index.isValid() else None
        if game_id is None:
            return

        def done(record: dict[str, Any] | None, error: BaseException | None) -> None:
            if record is None:
                self.games_hint.setText(self.tr("This game cannot be replayed: %1")
                                        .replace("%1", str(error)))
            elif self._replay(record):
                self.close()

        self.history.read(lambda history: history.record(game_id), self._answer(done))


def show_statistics(parent: Any, replay: Replay) -> StatisticsWindow | None:
    """Open the Statistics window over `parent` (a MainWindow: its `inform` tells the
    player when the history cannot be opened); one window at a time."""
    from gui.stats.store import history

    shown = parent.findChild(StatisticsWindow)
    if shown is not None and shown.isVisible():
        shown.refresh()
        shown.raise_()
        shown.activateWindow()
        return shown
    window = StatisticsWindow(history(parent.inform), replay, parent)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    window.show()
    return window


def _worded(error: BaseException) -> str:
    """Why the history cannot be read, as the player is told (a folder where its file
    should be in the language in use; else the detail as it came)."""
    if isinstance(error, HistoryError) and error.kind == "not-a-file":
        from gui.stats.store import reason_text

        return reason_text(error.kind, str(error))
    return str(error)
