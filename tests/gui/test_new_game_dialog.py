"""The new-game dialog returns the chosen seats and options and remembers them."""

from gui.new_game_dialog import KINDS, MATCH_GAMES, NewGameDialog


def test_royal_choices_are_remembered(qtbot):
    dialog = NewGameDialog("royal")
    qtbot.addWidget(dialog)
    dialog.players_box.setValue(5)
    dialog.name_edits[1].setText("Marta")
    dialog.kind_boxes[1].setCurrentIndex(KINDS.index("human"))
    dialog.kind_boxes[4].setCurrentIndex(KINDS.index("ai:hard"))
    dialog.matchsticks.setChecked(True)
    dialog.stock.setValue(30)
    dialog.end_early.setChecked(False)
    assert [s.kind for s in dialog.seats()] == [
        "human", "human", "ai:medium", "ai:medium", "ai:hard"]
    assert dialog.options() == {"end_early": False, "matchsticks": 30}
    dialog.accept()

    again = NewGameDialog()
    qtbot.addWidget(again)
    assert again.game() == "royal"
    assert again.players_box.value() == 5
    assert again.seats()[1].name == "Marta"
    assert [s.kind for s in again.seats()] == [s.kind for s in dialog.seats()]
    assert again.options() == {"end_early": False, "matchsticks": 30}


def test_nines_has_four_seats_and_match_length(qtbot):
    dialog = NewGameDialog("nines")
    qtbot.addWidget(dialog)
    assert dialog.game() == "nines"
    assert len(dialog.seats()) == 4
    assert not dialog.players_box.isEnabled()
    dialog.length_box.setCurrentIndex(len(MATCH_GAMES))  # first to N points
    dialog.target.setValue(12)
    assert dialog.options() == {"match_games": None, "match_target": 12}
    dialog.accept()

    again = NewGameDialog()
    qtbot.addWidget(again)
    assert again.game() == "nines"  # the last game played is offered first
    assert again.options() == {"match_games": None, "match_target": 12}
    again.game_box.setCurrentIndex(0)  # Royal keeps its own choices
    assert again.game() == "royal"
    assert 3 <= len(again.seats()) <= 6


def test_cancel_remembers_nothing(qtbot):
    dialog = NewGameDialog("nines")
    qtbot.addWidget(dialog)
    dialog.length_box.setCurrentIndex(MATCH_GAMES.index(8))
    dialog.reject()
    again = NewGameDialog("nines")
    qtbot.addWidget(again)
    assert again.options() == {"match_games": 4, "match_target": None}
