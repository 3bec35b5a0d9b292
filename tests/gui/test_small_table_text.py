"""A table drawn small grows its texts (`gui.services.text_size.table_resized`): in a
window of 800x600 a seat's name and its line under it stay readable, and the table is laid
out round the larger texts; in a large window nothing grows; the smallest table shown
decides, and a hidden table no longer counts."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QWidget
from room_helpers import ai_seats, shown_window

from gui.play.controller import SeatSpec
from gui.services.settings import settings
from gui.services.text_size import MOST_GROWN, small_table_growth, text_size
from gui.table.plates import font

SMALL = (800, 530)  # 800x600 less the window's frame and title
LARGE = (1600, 1000)
READABLE_PX = 10  # the least pixel size of a table's smallest text (a plate's detail line)


def on_screen_px(table, scene_px: float) -> float:
    """The pixel size a text of `scene_px` scene pixels at 100 % is drawn at now."""
    return font(scene_px).pixelSize() * table.transform().m11()


def resized(qtbot, window, size, settle) -> None:
    window.resize(*size)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == size)
    settle()


def test_a_table_grows_by_steps_to_make_up_for_its_scale():
    assert small_table_growth(0.9) == small_table_growth(0.65) == 1.0
    assert small_table_growth(0.45) == pytest.approx(1.45)  # 800x600
    assert small_table_growth(0.6) == pytest.approx(1.1)
    assert small_table_growth(0.2) == MOST_GROWN
    assert small_table_growth(0.0) == 1.0  # not laid out yet


@pytest.mark.parametrize("game", ["nines", "royal", "tiengow"])
def test_a_table_in_a_small_window_grows_its_texts_and_a_large_one_not(qtbot, settle, game):
    window = shown_window(qtbot)
    window.start_game(game, [SeatSpec("Eva", "human"),
                             *ai_seats(5 if game == "royal" else 3)], seed=5)
    resized(qtbot, window, SMALL, settle)
    table = window.game_page.host.table
    assert text_size().table_factor >= 1.4
    assert on_screen_px(table, 16) >= READABLE_PX
    resized(qtbot, window, LARGE, settle)
    assert text_size().table_factor == 1.0
    assert on_screen_px(table, 16) >= READABLE_PX  # drawn large enough as it is
    settings().text_size = 200  # the setting still grows them where the window does not
    settle()
    assert text_size().table_factor == 1.5
    window.close()


def test_a_narrow_table_beside_the_coach_grows_by_its_width(qtbot, settle):
    """With the coach open at 800x600 the Nines table is narrower than its least scene
    width: it is drawn smaller than its height alone says, and grows by what it is."""
    settings().coach = True
    window = shown_window(qtbot)
    window.start_game("nines", [SeatSpec("Eva", "human"), *ai_seats(3)], seed=5)
    resized(qtbot, window, SMALL, settle)
    table = window.game_page.host.table
    drawn = table.transform().m11()
    assert drawn < table.viewport().height() / table.SCENE_HEIGHT  # narrower than tall
    assert table.drawn_scale() == pytest.approx(drawn, abs=0.005)
    assert text_size().table_factor == small_table_growth(drawn) == MOST_GROWN
    assert on_screen_px(table, 16) >= 9  # at its most grown: a pixel short of READABLE_PX
    window.close()


def test_the_nines_plates_are_laid_out_round_the_grown_texts(qtbot, settle):
    window = shown_window(qtbot)
    window.start_game("nines", [SeatSpec("Eva", "human"), *ai_seats(3)], seed=5)
    resized(qtbot, window, LARGE, settle)
    table = window.game_page.host.table
    large = table.plates[0].text_bottom()
    resized(qtbot, window, SMALL, settle)
    assert table.plates[0].text_bottom() > large * 1.2  # the rows grew with their texts
    resized(qtbot, window, LARGE, settle)
    assert table.plates[0].text_bottom() == pytest.approx(large)
    window.close()


def test_the_smallest_table_shown_decides_and_a_hidden_one_does_not(qtbot):
    room, lesson = QWidget(), QWidget()
    for widget in (room, lesson):
        qtbot.addWidget(widget)
        widget.show()
    sizes = text_size()
    heard: list[float] = []
    sizes.tables_changed.connect(lambda: heard.append(sizes.table_factor))
    sizes.table_resized(room, 0.9)
    assert sizes.table_factor == 1.0 and not heard
    sizes.table_resized(lesson, 0.45)
    assert sizes.table_factor == pytest.approx(1.45) and len(heard) == 1
    sizes.table_resized(room, 0.6)  # the lesson's is still the smaller
    assert sizes.table_factor == pytest.approx(1.45) and len(heard) == 1
    lesson.hide()
    sizes.table_hidden(lesson)
    assert sizes.table_factor == pytest.approx(1.1) and len(heard) == 2
    room.hide()
    sizes.table_hidden(room)
    assert sizes.table_factor == 1.0


def test_the_nines_rank_panel_makes_the_table_smaller_and_its_texts_grow(qtbot, settle):
    """The open rank panel takes part of the table's width: the growth follows the scale
    the table is drawn at beside it, and falls back when the panel closes."""
    window = shown_window(qtbot)
    window.start_game("nines", [SeatSpec("Eva", "human"), *ai_seats(3)], seed=5)
    resized(qtbot, window, (1000, 700), settle)
    table = window.game_page.host.table
    closed = table.transform().m11()
    assert text_size().table_factor == small_table_growth(closed)
    table.toggle_panel()
    settle()
    beside = table.transform().m11()
    assert beside < closed
    assert table.drawn_scale() == pytest.approx(beside, abs=0.005)
    assert text_size().table_factor == small_table_growth(beside) > small_table_growth(closed)
    table.toggle_panel()
    settle()
    assert text_size().table_factor == small_table_growth(closed)
    window.close()


def test_a_plates_padding_grows_with_its_text(qtbot):
    """A caption's plate keeps its margin round the grown text (at 800x600 it was 2-3 px
    on screen)."""
    from PySide6.QtGui import QColor, QFontMetricsF

    from gui.table.plates import Label, PlateLook

    label = Label(20, backing=PlateLook(QColor("black")), pad=(16, 8))
    label.set_text("Your turn")
    room = QWidget()
    qtbot.addWidget(room)
    room.show()

    def margin() -> float:
        label.refit()
        return label.rect().width() - QFontMetricsF(font(20)).horizontalAdvance("Your turn")

    assert margin() == pytest.approx(32)
    text_size().table_resized(room, 0.45)  # drawn small: the texts grow by 1.45
    assert margin() == pytest.approx(32 * 1.45)
