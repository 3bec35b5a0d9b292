"""The history hook and the Statistics window: finished games are written, the window
shows them (read on the history's thread), filters by period, resets only when
confirmed, and replays a game."""

from __future__ import annotations

import time

import pytest
import shiboken6
from PySide6.QtCore import Qt
from room_helpers import ai_seats
from shown_tip import shown_tip

from core import history_stats
from core.history_sample import sample_record
from gui.stats import store
from gui.stats.window import StatisticsWindow, show_statistics

DAY = 86400.0


@pytest.fixture(autouse=True)
def _closed_histories():
    yield
    store.close_all()


def count() -> int:
    return store.history().call(lambda history: history.count())


def opened(qtbot, parent=None) -> StatisticsWindow:
    window = StatisticsWindow(store.history(), lambda record: False, parent)
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: window.loaded, timeout=10_000)
    return window


def filled(days_ago: list[float], game: str = "nines") -> None:
    history = store.history()
    now = time.time()
    for seed, days in enumerate(days_ago):
        players = 3 + seed % 2 if game == "royal" else 4
        history.add(sample_record(game, seed, players=players, level="easy"),
                    played_at=now - days * DAY)


def cell(table, row: int, column: int) -> str:
    return table.item(row, column).text()


@pytest.mark.parametrize("game", ["nines", "tiengow"])
def test_a_finished_game_goes_into_the_history_once(window, qtbot, game):
    window.start_game(game, ai_seats(4), {"match_games": 2}, seed=4)
    with qtbot.waitSignal(window.controller.game_over, timeout=60_000):
        pass
    history = store.history()
    qtbot.waitUntil(lambda: count() == 1, timeout=10_000)
    [entry_id] = [r[0] for r in history.call(lambda h: h.query("SELECT id FROM games"))]
    assert history.call(lambda h: h.record(entry_id)) == window.controller.record()
    window.show_start()
    assert window.continue_game()  # the finished game again, from its save
    assert count() == 1 and history.waiting() == 0


def test_the_window_shows_the_figures_and_filters_by_period(qtbot):
    filled([40, 20, 10, 3, 1])
    window = opened(qtbot)
    window.show()
    qtbot.waitExposed(window)
    assert window.summary.rowCount() == 1
    assert cell(window.summary, 0, 0) == "Nines and Heavens"
    assert cell(window.summary, 0, 1) == "Easy"
    assert cell(window.summary, 0, 3) == "5"
    assert window.model.rowCount() == 5
    assert len(window.score_chart.values) == 5
    window.period.setCurrentIndex(1)  # last 30 days
    qtbot.waitUntil(lambda: window.loaded)
    assert cell(window.summary, 0, 3) == "4"
    assert window.model.rowCount() == 4
    window.period.setCurrentIndex(2)  # last 7 days
    qtbot.waitUntil(lambda: window.loaded)
    assert cell(window.summary, 0, 3) == "2"
    assert [window.model.entry(r).game for r in range(2)] == ["nines", "nines"]
    assert window.nines_table.rowCount() == 1 and window.royal_table.rowCount() == 0


def test_wins_alone_and_shared_are_apart_and_the_percentage_counts_both(qtbot):
    """"Wins 1, Shared wins 1" read as two wins where there was one of each: the first
    column counts the wins alone."""
    now = time.time()
    for seed in range(1, 60):
        record = sample_record("nines", seed)
        if record["points"][0] == max(record["points"]) and (
                record["points"].count(max(record["points"])) > 1):
            break
    else:
        pytest.fail("no shared win among the samples")
    history = store.history()
    history.add(record, played_at=now)
    history.add(sample_record("nines", 1000), played_at=now)
    window = opened(qtbot)
    assert window.summary.horizontalHeaderItem(4).text() == "Won alone"
    games, alone, shared = (int(cell(window.summary, 0, c)) for c in (3, 4, 5))
    assert games == 2 and shared == 1
    won = int(cell(window.summary, 0, 6))
    assert won == round(100 * (alone + shared) / games)
    assert "shared" in window.summary.horizontalHeaderItem(6).toolTip()


def test_a_hot_seat_game_counts_once_for_each_player_and_says_so(qtbot):
    store.history().add(sample_record("nines", 3, humans=2), played_at=time.time())
    window = opened(qtbot)
    assert cell(window.summary, 0, 3) == "2"  # Eva's game and Adam's
    assert "once for each" in window.summary.horizontalHeaderItem(3).toolTip()
    assert window.model.rowCount() == 1  # one game in the list


def test_royal_contracts_fill_their_table_and_chart(qtbot):
    filled([1, 2, 3], game="royal")
    window = opened(qtbot)
    assert window.royal_table.rowCount() == 2  # 3 and 4 players
    assert [label for label, _ in window.contract_chart.bars][-1] == "Domino"
    assert window.level_chart.bars[0][0] == "Easy"
    window.score_game.setCurrentIndex(0)  # Royal
    assert len(window.score_chart.values) == 3


def test_tiengow_figures_fill_their_own_table_and_chart(qtbot):
    """Per game of the human (seat 0): chips, tricks won, tricks led, the share of games
    as banker; beside Nines, each game in its own table."""
    from core.history_derive import derive

    filled([1, 2, 3], game="tiengow")
    filled([4, 5], game="nines")
    seats = [derive(sample_record("tiengow", seed, level="easy")).seats[0]
             for seed in range(3)]
    window = opened(qtbot)
    games = [cell(window.summary, r, 0) for r in range(window.summary.rowCount())]
    assert games == ["Nines and Heavens", "Classic Tien Gow"]
    assert cell(window.summary, 1, 3) == "3"
    table = window.tiengow_table
    assert table.rowCount() == 1 and window.nines_table.rowCount() == 1
    headers = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert headers == ["Opponents", "Players", "Chips", "Tricks won", "Tricks led",
                       "Games as banker (%)"]

    def mean(values) -> str:
        return cell_number(sum(values) / len(values))

    assert [cell(table, 0, c) for c in range(table.columnCount())] == [
        "Easy", "4", mean([s.score for s in seats]), mean([s.tricks for s in seats]),
        mean([s.rounds_led for s in seats]),
        cell_number(round(100 * sum(s.banker for s in seats) / 3))]
    assert window.score_game.currentText() == "Classic Tien Gow"  # the game played last
    assert sorted(window.score_chart.values) == sorted(s.score for s in seats)
    window.score_game.setCurrentIndex(window.score_game.findText("Nines and Heavens"))
    assert len(window.score_chart.values) == 2
    model = window.model
    qtbot.waitUntil(lambda: model.data(model.index(0, 1)) == "Classic Tien Gow")  # the latest
    scores = model.data(model.index(0, 4))
    assert "-" not in scores and len(scores.split(" · ")) == 4  # chips with a true minus


def cell_number(value: float) -> str:
    from gui.stats.charts import number

    return number(round(value, 1))


def test_reset_asks_first_and_forgets_only_when_confirmed(qtbot, monkeypatch):
    filled([1, 2])
    window = opened(qtbot)
    questions = []
    monkeypatch.setattr(window, "ask", lambda title, text: questions.append(text) or False)
    assert not window.reset()
    assert count() == 2 and window.model.rowCount() == 2
    assert "all 2 games" in questions[0]
    monkeypatch.setattr(window, "ask", lambda title, text: True)
    assert window.reset()
    qtbot.waitUntil(lambda: window.loaded and window.model.rowCount() == 0)
    assert count() == 0
    assert window.model.rowCount() == 0 and window.summary.rowCount() == 0


@pytest.mark.parametrize("game", ["nines", "tiengow"])
def test_double_click_replays_the_game_with_every_hand(window, qtbot, game):
    filled([2, 1], game=game)
    window.menus.act_stats.trigger()
    stats = window.findChild(StatisticsWindow)
    assert stats is not None and stats.isVisible()
    qtbot.waitUntil(lambda: stats.loaded)
    stats.tabs.setCurrentIndex(2)
    qtbot.waitExposed(stats.games_view)
    latest = stats.model.entry(0)
    view = stats.games_view
    rect = view.visualRect(stats.model.index(0, 1))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.waitUntil(lambda: window.controller is not None
                    and window.controller.phase == "replay")  # the record read first
    ctl = window.controller
    assert ctl.show_all and ctl.game == latest.game == game
    stored = store.history().call(lambda h: h.record(latest.id))
    assert ctl.scores() == latest.scores == stored["points"]
    assert [seat.name for seat in ctl.seats] == latest.names
    assert ctl.replay_position()[1] > 0  # the whole game, to step through
    qtbot.waitUntil(lambda: not shiboken6.isValid(stats) or not stats.isVisible(),
                    timeout=1000)  # closed (and perhaps deleted already)


def test_names_from_the_history_are_shown_as_plain_text(qtbot):
    record = sample_record("nines", 3)
    record["players"][1]["name"] = "<b>Eve</b>"
    store.history().add(record)
    window = opened(qtbot)
    shown = window.model.data(window.model.index(0, 2))
    assert "<b>Eve</b>" in shown


def test_a_damaged_history_is_set_aside_with_a_message(window, qtbot):
    store.close_all()
    store.history_file().write_bytes(b"not a database at all" * 100)
    assert show_statistics(window, window.replay_record) is not None
    qtbot.waitUntil(lambda: any("set aside" in m for m in window.messages))
    assert "was damaged" in window.messages[-1]
    assert list(store.history_file().parent.glob("history.damaged-*"))


def _colours(widget) -> set[tuple[int, int, int]]:
    image = widget.grab().toImage()
    return {image.pixelColor(x, y).getRgb()[:3]
            for x in range(0, image.width(), 2) for y in range(0, image.height(), 2)}


def test_the_charts_draw_their_bars_and_lines(qtbot):
    from gui.stats.charts import BAR_COLOR, NEGATIVE_COLOR, BarChart, LineChart

    bars = BarChart()
    qtbot.addWidget(bars)
    bars.resize(360, 220)
    empty = _colours(bars)
    bars.set_bars([("No tricks", -2.5), ("Domino", 16.0)])
    drawn = _colours(bars)
    assert NEGATIVE_COLOR.getRgb()[:3] in drawn and BAR_COLOR.getRgb()[:3] in drawn
    assert NEGATIVE_COLOR.getRgb()[:3] not in empty
    line = LineChart()
    qtbot.addWidget(line)
    line.resize(360, 220)
    line.set_values([3, 1, 4, 1, 5])
    assert BAR_COLOR.getRgb()[:3] in _colours(line)


def test_the_level_chart_shows_the_game_chosen_above_the_charts(qtbot):
    history = store.history()
    for seed in range(3):
        history.add(sample_record("nines", seed, level="easy"), played_at=time.time())
    history.add(sample_record("tiengow", 7, level="hard"), played_at=time.time())
    window = opened(qtbot)
    rows = {r.game: r for r in store.history().call(history_stats.table)}
    for game, level in (("tiengow", "Hard"), ("nines", "Easy")):
        window.score_game.setCurrentIndex(["royal", "nines", "tiengow"].index(game))
        row = rows[game]
        assert window.level_chart.bars == [(level, 100 * row.wins / row.games)]
    assert window.chart_game_label.buddy() is window.score_game


def test_figures_are_written_the_languages_way(qtbot):
    from gui.services import i18n
    from gui.stats.charts import number

    i18n.apply("cs")
    assert number(33.33) == "33,3" and number(-2.5) == "\u22122,5" and number(4.0) == "4"
    i18n.apply("en")
    assert number(33.33) == "33.3"


def test_the_players_column_is_a_number_in_every_table(qtbot):
    filled([1, 2])
    window = opened(qtbot)
    right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
    for table in (window.summary, window.nines_table):
        column = next(c for c in range(table.columnCount())
                      if table.horizontalHeaderItem(c).text() == "Players")
        assert table.item(0, column).textAlignment() == right


def test_bars_of_nothing_but_zeros_stand_on_the_charts_floor(qtbot):
    """Every game lost: the zero line and the bars lie at the bottom, not half way up."""
    from gui.stats.charts import BAR_COLOR, BarChart

    bars = BarChart()
    qtbot.addWidget(bars)
    bars.resize(360, 220)
    bars.set_bars([("Easy", 0.0), ("Hard", 0.0)])
    image = bars.grab().toImage()
    blue = BAR_COLOR.getRgb()[:3]

    def bar_at(y: int) -> bool:  # the bar's 1 px, blended where it falls between pixels
        r, _g, b = image.pixelColor(image.width() // 4, y).getRgb()[:3]
        return b - r > (blue[2] - blue[0]) // 3

    rows = [y for y in range(image.height()) if bar_at(y)]
    assert rows and min(rows) > image.height() * 0.6  # at the floor, not half way up


def test_return_replays_the_games_row_and_never_asks_to_reset(window, qtbot, monkeypatch):
    """By keyboard: the Games list has a row to start from, Return replays it; Return
    elsewhere closes the window, never opening the reset question (a play-test found
    Return asking to forget the statistics)."""
    from PySide6.QtWidgets import QMessageBox

    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: asked.append(box.text()) or 0)
    filled([2, 1])
    window.menus.act_stats.trigger()
    stats = window.findChild(StatisticsWindow)
    qtbot.waitUntil(lambda: stats.loaded)
    assert not stats.reset_button.isDefault() and not stats.reset_button.autoDefault()
    stats.tabs.setCurrentIndex(2)
    view = stats.games_view
    view.setFocus()
    qtbot.waitUntil(lambda: view.currentIndex().isValid())
    assert view.currentIndex().row() == 0
    qtbot.keyClick(view, Qt.Key.Key_Down)
    chosen = stats.model.entry(view.currentIndex().row())
    qtbot.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.controller is not None
                    and window.controller.phase == "replay")
    assert window.controller.scores() == chosen.scores
    assert asked == []


def test_a_chart_title_cut_short_is_whole_in_its_tooltip(qtbot):
    from gui.stats.charts import BarChart

    chart = BarChart()
    qtbot.addWidget(chart)
    chart.title = "Royal Domino: mean result per deal, a title longer than the chart"
    chart.set_bars([("Easy", 1.0)])
    chart.resize(200, 160)
    chart.grab()  # painted
    assert shown_tip(chart.toolTip()) == chart.title
    chart.resize(900, 160)
    chart.grab()
    assert chart.toolTip() == ""
