"""MainWindow.controller_changed: what follows the game on the table (the coach, the
lessons) hears of every controller the window takes up, and of its leaving."""

from __future__ import annotations

from room_helpers import ai_seats, finished_record


def _heard(window) -> list:
    """The signal's arguments, each with the window's controller when it came."""
    heard = []
    window.controller_changed.connect(lambda ctl: heard.append((ctl, window.controller)))
    return heard


def test_a_new_game_and_the_start_screen_are_told(window):
    heard = _heard(window)
    window.start_game("royal", ai_seats(4), seed=3)
    ctl = window.controller
    assert ctl is not None
    assert heard == [(None, None), (ctl, ctl)]  # the window holds it when it is told
    window.show_start()
    assert heard[-1] == (None, None)
    assert window.controller is None


def test_a_replay_replaces_the_game_and_is_told(window):
    window.start_game("nines", ai_seats(4), seed=5)
    first = window.controller
    heard = _heard(window)
    assert window.replay_record(finished_record("royal", 4, {}))
    replay = window.controller
    assert replay is not first and replay.phase == "replay"
    assert heard == [(None, None), (replay, replay)]


def test_a_refused_record_tells_nothing(window):
    window.start_game("royal", ai_seats(3), seed=8)
    heard = _heard(window)
    assert not window.replay_record(b"not a record")
    assert heard == []
