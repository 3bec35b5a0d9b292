"""The bar under the table: one row where its buttons fit beside the line of scores, two
where they do not (then the window may be narrower: a replay's bar with the coach beside
it made the room wider than an 800x600 screen); nothing overlaps or leaves the bar."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication

from gui.room.table_host import GamePage


def place(widget, page) -> QRect:
    return QRect(widget.mapTo(page, QPoint(0, 0)), widget.size())


def replay_page(qtbot) -> GamePage:
    page = GamePage()
    qtbot.addWidget(page)
    page.info.setText("Replay of a record. Scores: Bohumila 4, Vratislav 1, Kryštof 1")
    page.position.setText("Move 116 of 216")
    page.all_hands_button.setText("Show all the hands")
    page.start_button.setText("Back to the start screen")
    for button in (*page.replay_buttons, page.position, page.all_hands_button,
                   page.start_button):
        button.show()
    page.show()
    qtbot.waitExposed(page)
    return page


def shown(page: GamePage) -> list:
    return [w for w in (*page.replay_buttons, page.position, page.all_hands_button,
                        page.start_button, page.info)]


def settle(qtbot, page: GamePage, width: int) -> None:
    QApplication.processEvents()  # the page's least size follows its bar's (posted)
    page.resize(width, 400)
    qtbot.waitUntil(lambda: page.width() == width)
    for _ in range(5):
        QApplication.processEvents()


def no_overlaps(page: GamePage) -> None:
    bar = place(page.bar, page)
    boxes = [place(w, page) for w in shown(page)]
    for i, box in enumerate(boxes):
        assert bar.contains(box), (shown(page)[i], box, bar)
        for other in boxes[i + 1:]:
            assert not box.intersects(other), (box, other)


def test_the_buttons_go_to_a_second_row_where_one_row_does_not_fit(qtbot):
    page = replay_page(qtbot)
    one_row = page.bar.one_row_width()
    settle(qtbot, page, one_row + 40)
    assert not page.bar.two_rows
    assert abs(place(page.start_button, page).center().y()
               - place(page.first_button, page).center().y()) <= 1  # one row
    one_high = page.bar.height()
    no_overlaps(page)
    least = page.minimumSizeHint().width()
    assert least < one_row - 200  # the window may be narrower than one row
    settle(qtbot, page, least)
    assert page.bar.two_rows
    assert place(page.start_button, page).top() > place(page.first_button, page).bottom()
    assert page.bar.height() > one_high  # the second row has its room
    no_overlaps(page)
    settle(qtbot, page, one_row + 40)
    assert not page.bar.two_rows and page.bar.height() == one_high


def test_without_buttons_the_bar_keeps_one_height(qtbot):
    page = replay_page(qtbot)
    settle(qtbot, page, page.bar.one_row_width() + 40)
    high = page.bar.height()
    for w in (*page.replay_buttons, page.position, page.all_hands_button, page.start_button):
        w.hide()
    settle(qtbot, page, 400)
    assert page.bar.height() == high


def test_the_replay_steps_stay_put_as_the_move_number_grows(qtbot):
    """"Move 9 of 40" and "Move 10 of 40" are of different widths: the buttons beside
    the position kept moving under the pointer while one stepped through a replay."""
    from room_helpers import finished_record, shown_window

    window = shown_window(qtbot)
    window.resize(1000, 700)
    assert window.replay_record(finished_record("nines", 4, {"match_games": 1}))
    page = window.game_page
    window.records.replay_go("first")
    places = set()
    for _ in range(12):
        window.records.replay_go("forward")
        QApplication.processEvents()
        places.add((place(page.back_button, page).left(),
                    place(page.forward_button, page).left()))
    assert page.position.text().startswith("Move 12 of")
    assert len(places) == 1, places
    window.close()
