"""Stepping through a replayed record: the controller, the replay bar and its keys."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtTest import QTest
from room_helpers import ai_seats, finished_record

from gui.play.controller import GameController, SeatSpec

GAMES = [("nines", 4, {}), ("royal", 4, {"end_early": True, "matchsticks": 30}),
         ("tiengow", 4, {"banker": "increasing", "combos": "pairs"})]


def views(rules, state, n: int) -> list:
    return [rules.observation(state, seat) for seat in range(n)]


def open_replay(window, tmp_path, game: str, n: int, options: dict) -> dict:
    record = finished_record(game, n, options)
    path = tmp_path / f"{game}.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert window.open_record(str(path))
    assert window.controller.phase == "replay"
    return record


@pytest.mark.parametrize(("game", "n", "options"), GAMES)
def test_the_controller_steps_through_the_record(qtbot, game, n, options):
    record = finished_record(game, n, options)
    ctl = GameController.replay(record)
    rules = ctl.rules
    start, moves = rules.record_moves(record)
    count = len(moves)
    final_scores = ctl.scores()
    assert ctl.replay_position() == (count, count)  # it opens at the end
    assert final_scores == record.get("totals", record.get("points"))
    with qtbot.waitSignal(ctl.game_started):
        ctl.replay_seek(0)
    assert ctl.replay_position() == (0, count)
    assert views(rules, ctl.match.state, n) == views(rules, start, n)
    state = rules.clone(start)
    last = min(count, 60)
    assert last > 15
    for k in range(1, last + 1):
        ctl.replay_step(1)
        rules.apply(state, moves[k - 1])
        assert ctl.replay_position() == (k, count)
        assert views(rules, ctl.match.state, n) == views(rules, state, n)
    ctl.replay_step(-15)  # back: rebuilt from the start
    assert ctl.replay_position() == (last - 15, count)
    assert ctl.observation(1) == rules.observation(_after(rules, start, moves[:last - 15]), 1)
    ctl.replay_seek(count + 50)  # clamped to the end
    assert ctl.replay_position() == (count, count)
    assert ctl.scores() == final_scores and ctl.is_over()
    ctl.replay_step(-count - 3)
    assert ctl.replay_position() == (0, count)


def _after(rules, start, moves):
    state = rules.clone(start)
    for move in moves:
        rules.apply(state, move)
    return state


def test_stepping_is_for_replays_only(qtbot):
    ctl = GameController("royal", ai_seats(3))
    ctl.replay_seek(0)
    ctl.replay_step(1)
    assert ctl.replay_position() == (0, 0) and ctl.phase == "idle"
    ctl.shutdown()


@pytest.mark.parametrize(("game", "n", "options"), GAMES)
def test_the_replay_bar_drives_the_replay(window, qtbot, tmp_path, game, n, options):
    record = open_replay(window, tmp_path, game, n, options)
    page, ctl = window.game_page, window.controller
    count = ctl.replay_position()[1]
    assert all(b.isVisibleTo(window) for b in page.replay_buttons)
    assert page.position.text() == f"Move {count} of {count}"
    assert not page.forward_button.isEnabled() and not page.last_button.isEnabled()
    qtbot.mouseClick(page.first_button, Qt.MouseButton.LeftButton)
    assert ctl.replay_position() == (0, count)
    assert page.position.text() == f"Move 0 of {count}"
    assert not page.back_button.isEnabled() and page.forward_button.isEnabled()
    for _ in range(12):
        qtbot.mouseClick(page.forward_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(page.back_button, Qt.MouseButton.LeftButton)
    assert ctl.replay_position() == (11, count)
    assert page.position.text() == f"Move 11 of {count}"
    ctl.show_seat(2)  # another seat's hand at the same position
    assert ctl.viewer() == 2 and ctl.replay_position() == (11, count)
    qtbot.mouseClick(page.last_button, Qt.MouseButton.LeftButton)
    assert ctl.replay_position() == (count, count)
    assert ctl.scores() == record.get("totals", record.get("points"))


class KeySpy(QObject):
    """Notes the key presses a widget receives."""

    def __init__(self):
        super().__init__()
        self.keys: list[int] = []

    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.KeyPress:
            self.keys.append(event.key())
        return False


@pytest.mark.parametrize("game", ["royal", "tiengow"])
def test_keys_step_a_replay_and_stay_the_tables_in_play(window, qtbot, tmp_path, game):
    open_replay(window, tmp_path, game, 4, {})
    ctl, table = window.controller, window.game_page.host.table
    count = ctl.replay_position()[1]
    spy = KeySpy()
    table.installEventFilter(spy)
    for key, want in ((Qt.Key.Key_Home, 0), (Qt.Key.Key_Right, 1), (Qt.Key.Key_Right, 2),
                      (Qt.Key.Key_Left, 1), (Qt.Key.Key_End, count)):
        QTest.keyClick(table, key)
        assert ctl.replay_position() == (want, count)
    assert spy.keys == []  # in a replay the replay takes them
    seats = [SeatSpec("Me", "human"), *ai_seats(4)[1:]]
    window.start_game(game, seats, seed=3)
    assert not any(a.isEnabled() for a in window.menus.replay_actions)
    assert not any(b.isVisibleTo(window) for b in window.game_page.replay_buttons)
    table = window.game_page.host.table
    table.installEventFilter(spy)
    for key in (Qt.Key.Key_Home, Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_End):
        QTest.keyClick(table, key)
    assert spy.keys == [Qt.Key.Key_Home, Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_End]


def test_the_replay_bar_speaks_czech(window, qtbot, tmp_path):
    from gui.services.settings import settings

    open_replay(window, tmp_path, "nines", 4, {})
    settings().language = "cs"
    count = window.controller.replay_position()[1]
    qtbot.waitUntil(lambda: window.game_page.position.text() == f"Tah {count}/{count}")
    assert window.menus.replay_actions[1].text() == "O tah &zpět"
    assert window.game_page.info.text().startswith("Přehrání záznamu.")


def test_the_bar_writes_negative_scores_with_a_true_minus(window, tmp_path):
    """And, in Royal, gains with a plus, as its result panel writes them."""
    open_replay(window, tmp_path, "royal", 4, {"end_early": True, "matchsticks": 30})
    scores = window.controller.match_scores()
    assert min(scores) < 0  # Royal's totals add up to 0
    text = window.game_page.info.text()
    for seat, score in zip(window.controller.seats, scores, strict=True):
        sign = "−" if score < 0 else "+" if score > 0 else ""
        assert f"{seat.name} {sign}{abs(score)}" in text
    assert "-" not in text
