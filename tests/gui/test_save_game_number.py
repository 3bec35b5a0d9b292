"""A save's record and its room data must agree on the game of the match where the
record says it (Nines, Tien Gow); a Royal record says none, and the room's number
stands."""

from __future__ import annotations

import copy

import pytest
from record_samples import samples

from gui.play import autosave


def test_a_nines_record_of_another_game_than_the_rooms_is_refused():
    data = copy.deepcopy(samples()[0])
    assert autosave.check(data)[2].game_number == 1
    data[autosave.SAVE_KEY]["game_number"] = 2
    data[autosave.SAVE_KEY]["earlier_points"] = [[1, 2, 3, 3]]
    with pytest.raises(autosave.SaveError, match="the room's data says game 2, the record game 1"):
        autosave.check(data)


def test_a_royal_record_takes_the_rooms_game_number():
    data = copy.deepcopy(samples()[2])
    data[autosave.SAVE_KEY]["game_number"] = 3
    data[autosave.SAVE_KEY]["earlier_points"] = [[0, 0, 0, 0], [0, 0, 0, 0]]
    assert autosave.check(data)[2].game_number == 3


def test_a_tiengow_record_of_another_game_than_the_rooms_is_refused():
    """A Tien Gow record says its game of the match (its banker and streak go with it)."""
    from record_samples import played

    data = played("tiengow", 4, {"match_games": 4}, 3, 10)
    assert data["game_number"] == 1 and autosave.check(data)[2].game_number == 1
    data[autosave.SAVE_KEY]["game_number"] = 2
    data[autosave.SAVE_KEY]["earlier_points"] = [[3, -1, -1, -1]]
    with pytest.raises(autosave.SaveError, match="the room's data says game 2, the record game 1"):
        autosave.check(data)


def test_a_tiengow_matchs_second_game_is_continued_as_game_two(qtbot):
    """Saved in the second game of a match and continued: game 2 with the first game's
    chips and the banker the first game handed on."""
    from room_helpers import ai_seats, step_moves

    from gui.play.controller import GameController
    from gui.services import paths

    path = paths.autosave_file("tiengow")
    ctl = GameController("tiengow", ai_seats(4), {"match_games": 3}, seed=6, save_path=path)
    with qtbot.waitSignal(ctl.game_over, timeout=60_000):
        ctl.start()
    first = ctl.scores()
    ctl.table_paced = True  # a move at a time: stopped in the middle of the game
    ctl.next_game()
    step_moves(qtbot, ctl, 3)
    ctl.shutdown()
    data = autosave.read(path, "tiengow")
    assert data["game_number"] == 2
    again = GameController.from_save(data, save_path=path)
    assert again.game_number() == 2 and again.earlier_games() == [first]
    assert again.observation(0).banker == data["banker"] == ctl.observation(0).banker
    assert again.match_scores() == first and not again.is_over()
    again.shutdown()
