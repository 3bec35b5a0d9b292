"""A save's record and its room data must agree on the game of the match where the
record says it (Nines); a Royal record says none, and the room's number stands."""

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
