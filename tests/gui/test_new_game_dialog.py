"""The new-game dialog returns the chosen seats and options and remembers them, each
game its own."""

import pytest

from gui.room.new_game_dialog import GAMES, KINDS, MATCH_GAMES, NewGameDialog
from gui.services.settings import settings


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


def start(qtbot, game=None, **choices) -> NewGameDialog:
    """Open the dialog (on `game`, or the one offered first), make the choices, accept."""
    dialog = NewGameDialog(game)
    qtbot.addWidget(dialog)
    if "length" in choices:
        dialog.length_box.setCurrentIndex(MATCH_GAMES.index(choices["length"]))
    if "players" in choices:
        dialog.players_box.setValue(choices["players"])
    if "sticks" in choices:
        dialog.matchsticks.setChecked(True)
        dialog.stock.setValue(choices["sticks"])
    for seat, name in choices.get("names", {}).items():
        dialog.name_edits[seat].setText(name)
    if "switch_to" in choices:
        dialog.game_box.setCurrentIndex(GAMES.index(choices["switch_to"]))
    dialog.accept()
    return dialog


def shown(qtbot, game):
    dialog = NewGameDialog(game)
    qtbot.addWidget(dialog)
    assert dialog.game() == game
    return [s.name for s in dialog.seats()], dialog.options()


def test_each_game_remembers_its_own_choices(qtbot):
    start(qtbot, "nines", length=2, names={1: "Nina"})
    start(qtbot, "royal", players=6, sticks=40, names={1: "Roman", 5: "Rita"})
    nines, royal = shown(qtbot, "nines"), shown(qtbot, "royal")
    assert nines == (["Eva", "Nina", "Bára", "Cyril"], {"match_games": 2, "match_target": None})
    assert royal == (["Eva", "Roman", "Bára", "Cyril", "Dana", "Rita"],
                     {"end_early": True, "matchsticks": 40})
    stored = settings().group("new_game")
    assert set(stored["nines"]["options"]) == {"match_games", "match_target"}
    assert len(stored["nines"]["seats"]) == 4


def test_starting_one_game_leaves_the_others_choices_alone(qtbot):
    start(qtbot, "nines", length=2)
    # Offered Nines first, the player edits it, switches to Royal and starts that.
    start(qtbot, length=8, names={0: "Olga"}, switch_to="royal")
    assert settings().group("new_game")["last_game"] == "royal"
    assert shown(qtbot, "nines") == (["Eva", "Adam", "Bára", "Cyril"],
                                     {"match_games": 2, "match_target": None})
    start(qtbot, "royal", sticks=25, switch_to="nines")
    assert shown(qtbot, "royal")[1] == {"end_early": True, "matchsticks": 0}


def test_switching_games_in_the_dialog_keeps_each_games_values(qtbot):
    dialog = NewGameDialog("nines")
    qtbot.addWidget(dialog)
    dialog.length_box.setCurrentIndex(MATCH_GAMES.index(1))
    dialog.game_box.setCurrentIndex(GAMES.index("royal"))
    dialog.players_box.setValue(3)
    dialog.game_box.setCurrentIndex(GAMES.index("nines"))
    assert dialog.options() == {"match_games": 1, "match_target": None}
    assert len(dialog.seats()) == 4
    dialog.game_box.setCurrentIndex(GAMES.index("royal"))
    assert len(dialog.seats()) == 3


def test_mixed_up_remembered_choices_are_ignored(qtbot):
    """What an earlier version stored: Royal's options under Nines, six Nines seats."""
    seats = [{"name": f"P{i}", "kind": "ai:hard"} for i in range(6)]
    settings().set_group("new_game", {
        "last_game": "nines",
        "nines": {"players": 6, "seats": seats, "options": {"end_early": False,
                                                            "matchsticks": 30}},
        "royal": {"players": "many", "seats": "?", "options": {"matchsticks": "lots",
                                                               "match_games": 2}}})
    assert shown(qtbot, "nines") == (["P0", "P1", "P2", "P3"],
                                     {"match_games": 4, "match_target": None})
    names, options = shown(qtbot, "royal")
    assert len(names) == 4 and options == {"end_early": True, "matchsticks": 0}


@pytest.mark.parametrize("language", ["en", "cs"])
def test_the_seat_kind_texts_keep_air_before_the_arrow(qtbot, language):
    from PySide6.QtWidgets import QStyle, QStyleOptionComboBox

    from gui.services import i18n

    i18n.apply(language)
    dialog = NewGameDialog("royal")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    for box in dialog.kind_boxes[:4]:
        option = QStyleOptionComboBox()
        box.initStyleOption(option)
        field = box.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                           QStyle.SubControl.SC_ComboBoxEditField, box)
        metrics = box.fontMetrics()
        longest = max(metrics.horizontalAdvance(box.itemText(i)) for i in range(box.count()))
        assert longest + 2 * metrics.averageCharWidth() <= field.width()


TIENGOW_PICK = {"combos": "pure", "dragons": True, "supreme": "highest",
                "triplets": "by_group", "early_death": "off", "banker": "increasing"}


def choose_tiengow(dialog: NewGameDialog, games: int = 2, pick=TIENGOW_PICK) -> None:
    from gui.room.new_game_dialog import TIENGOW_CHOICES, VARIANTS

    dialog.game_box.setCurrentIndex(GAMES.index("tiengow"))
    dialog.tiengow_length.setCurrentIndex(MATCH_GAMES.index(games))
    for key in VARIANTS:
        dialog.variant_boxes[key].setCurrentIndex(TIENGOW_CHOICES[key].index(pick[key]))


def test_tiengow_has_four_seats_a_match_length_and_its_variants(qtbot):
    from core.tiengow.options import DEFAULT_OPTIONS

    dialog = NewGameDialog("tiengow")
    qtbot.addWidget(dialog)
    assert dialog.game() == "tiengow"
    assert dialog.options() == dict(DEFAULT_OPTIONS)  # the classic rules, 4 games
    assert len(dialog.seats()) == 4 and not dialog.players_box.isEnabled()
    assert not dialog.royal_group.isVisibleTo(dialog)
    assert not dialog.nines_group.isVisibleTo(dialog)
    assert dialog.tiengow_group.isVisibleTo(dialog)
    choose_tiengow(dialog)
    dialog.name_edits[2].setText("Tomáš")
    dialog.kind_boxes[2].setCurrentIndex(KINDS.index("human"))
    assert dialog.options() == {"match_games": 2, **TIENGOW_PICK}
    dialog.accept()

    again = NewGameDialog()
    qtbot.addWidget(again)
    assert again.game() == "tiengow"  # the last game played is offered first
    assert again.options() == {"match_games": 2, **TIENGOW_PICK}
    assert [(s.name, s.kind) for s in again.seats()][2] == ("Tomáš", "human")
    again.game_box.setCurrentIndex(GAMES.index("royal"))  # Royal keeps its own choices
    again.players_box.setValue(6)
    again.game_box.setCurrentIndex(GAMES.index("tiengow"))
    assert len(again.seats()) == 4 and again.options() == {"match_games": 2, **TIENGOW_PICK}


def test_the_tiengow_choice_reaches_the_controller(window, monkeypatch):
    """The dialog's variants, match length and four seats are the game dealt."""
    def exec_(dialog):
        choose_tiengow(dialog, games=8)
        dialog.name_edits[0].setText("Olga")
        dialog.accept()
        return NewGameDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", exec_)
    window.menus.act_new.trigger()
    ctl = window.controller
    assert ctl is not None and ctl.game == "tiengow"
    assert [s.name for s in ctl.seats] == ["Olga", "Adam", "Bára", "Cyril"]
    assert {k: ctl.options[k] for k in TIENGOW_PICK} == TIENGOW_PICK
    assert ctl.options["match_games"] == 8
    assert dict(ctl.observation(0).rules) == TIENGOW_PICK  # the game dealt plays them
    assert ctl.record()["options"]["match_games"] == 8


def test_mixed_up_remembered_tiengow_choices_are_ignored(qtbot):
    """Another game's options, values of the wrong type, six seats: the defaults stand."""
    from core.tiengow.options import DEFAULT_OPTIONS

    seats = [{"name": f"P{i}", "kind": "ai:hard"} for i in range(6)]
    settings().set_group("new_game", {"tiengow": {
        "players": 6, "seats": seats,
        "options": {"match_games": 3, "dragons": "yes", "banker": "triple", "combos": 1,
                    "early_death": "any", "matchsticks": 30, "match_target": 9}}})
    names, options = shown(qtbot, "tiengow")
    assert names == ["P0", "P1", "P2", "P3"]
    assert options == {**DEFAULT_OPTIONS, "early_death": "any"}


def test_a_screen_reader_names_every_field_by_what_it_is(qtbot):
    """Not each seat's field by the group's title (a play-test heard "Seats in play
    order" six times), nor the matches and the match length by their group's."""
    from PySide6.QtGui import QAccessible

    def name(widget, text=QAccessible.Text.Name) -> str:
        return QAccessible.queryAccessibleInterface(widget).text(text)

    dialog = NewGameDialog("royal")
    qtbot.addWidget(dialog)
    dialog.show()
    assert [name(e) for e in dialog.name_edits] == [f"Seat {i}: name" for i in range(1, 7)]
    assert [name(b, QAccessible.Text.Description) for b in dialog.kind_boxes] == [
        f"Seat {i}: who plays" for i in range(1, 7)]  # (a combo box's name is its text)
    assert name(dialog.stock) == "Matches each at the start:"
    length = QAccessible.queryAccessibleInterface(dialog.length_box)
    labels = [other.text(QAccessible.Text.Name) for other, _relation
              in length.relations(QAccessible.RelationFlag.Label)]
    assert "Match length:" in labels  # (a combo box is named by its label's relation)


def test_switching_from_six_royal_seats_to_nines_shrinks_the_dialog_back(qtbot):
    fresh = NewGameDialog("nines")
    qtbot.addWidget(fresh)
    fresh.show()
    qtbot.wait(100)  # (fitted after the first events)
    dialog = NewGameDialog("royal")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.wait(100)
    four = dialog.height()
    dialog.players_box.setValue(6)
    qtbot.waitUntil(lambda: dialog.height() > four)
    qtbot.wait(100)
    dialog.game_box.setCurrentIndex(GAMES.index("nines"))
    qtbot.wait(100)
    assert dialog.height() == fresh.height()  # no empty band below the Nines options
