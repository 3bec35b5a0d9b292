"""The room's menu actions as a player triggers them: a new game over a running one, hints
in words, F1, the remembered window (the file dialogs: test_file_dialogs.py)."""

from __future__ import annotations

import pytest
from room_helpers import accepting_dialog, ai_seats

from core.royal.moves import PlayCard
from gui.play.controller import SeatSpec
from gui.room.main_window import MainWindow


def finished_nines(window, qtbot):
    window.start_game("nines", ai_seats(4), {"match_games": 1}, seed=12)
    with qtbot.waitSignal(window.controller.game_over, timeout=60_000):
        pass


def human_royal(window, qtbot):
    seats = [SeatSpec("Eva", "human"), *ai_seats(3)]
    window.start_game("royal", seats, seed=21)
    qtbot.waitUntil(lambda: window.controller.phase == "human", timeout=30_000)


def test_the_menu_bar_is_the_windows_one_set_of_menus(window):
    menus = window.menus
    assert [a.menu() for a in window.menuBar().actions()] == [
        menus.game_menu, menus.view_menu, menus.settings_menu, menus.help_menu]
    keys = {a.objectName(): a.shortcut().toString() for a in (
        menus.act_new, menus.act_continue, menus.act_open, menus.act_export, menus.act_stats,
        menus.act_quit, menus.act_settings, menus.act_rules_royal, menus.act_rules_nines,
        menus.act_rules_tiengow)}
    assert keys == {"new": "Ctrl+N", "continue": "Ctrl+R", "open": "Ctrl+O",
                    "export": "Ctrl+E", "statistics": "Ctrl+I", "quit": "Ctrl+Q",
                    "settings": "Ctrl+,", "rules_royal": "Ctrl+F1", "rules_nines": "Shift+F1",
                    "rules_tiengow": "Ctrl+Shift+F1"}
    assert menus.act_new.isEnabled() and not menus.act_export.isEnabled()
    assert not menus.replay_menu.isEnabled()  # no replay on the start screen
    copies = ("game_menu", "view_menu", "act_new", "act_full", "replay_actions")
    assert not [name for name in copies if name in vars(window)]  # no second name


@pytest.mark.parametrize(("answer", "replaced"), [(False, False), (True, True)])
def test_a_new_game_over_a_running_one_asks_first(window, qtbot, monkeypatch, answer,
                                                  replaced):
    human_royal(window, qtbot)
    running = window.controller
    asked = []
    monkeypatch.setattr(window, "ask", lambda title, text: asked.append(text) or answer)
    from gui.room import main_window

    monkeypatch.setattr(main_window, "NewGameDialog",
                        accepting_dialog("royal", ai_seats(3), {}))  # the same game
    window.menus.act_new.trigger()
    assert len(asked) == 1
    assert (window.controller is not running) == replaced
    assert window.controller.seats[0].name == ("AI 1" if replaced else "Eva")


def test_a_finished_game_is_replaced_without_asking(window, qtbot, monkeypatch):
    finished_nines(window, qtbot)
    monkeypatch.setattr(window, "ask", lambda *a: pytest.fail("asked needlessly"))
    assert window.confirm_abandon("nines")


def test_a_hint_names_the_card_in_the_players_language(window, qtbot):
    human_royal(window, qtbot)
    card = window.controller.legal_moves()[0].card
    from core.royal.cards import card_name

    window._show_hint(PlayCard(0, card))
    assert window.statusBar().currentMessage() == f"Hint: {card_name(card, 'en')}"


def test_f1_opens_the_rules_of_the_game_on_the_table(window, qtbot):
    finished_nines(window, qtbot)
    window.menus.act_rules.trigger()
    assert window._help.tabs.currentWidget() is window._help.pages["nines"]


def human_tiengow(window, qtbot):
    window.start_game("tiengow", [SeatSpec("Eva", "human"), *ai_seats(3)], seed=21)
    qtbot.waitUntil(lambda: window.controller.phase == "human", timeout=30_000)


def test_f1_and_its_menu_entry_open_the_tiengow_rules(window, qtbot):
    human_tiengow(window, qtbot)
    window.menus.act_rules.trigger()
    assert window._help.tabs.currentWidget() is window._help.pages["tiengow"]
    assert "Tien Gow" in window._help.tabs.tabText(window._help.tabs.currentIndex())
    window._help.tabs.setCurrentIndex(0)
    window.menus.act_rules_tiengow.trigger()
    assert window._help.tabs.currentWidget() is window._help.pages["tiengow"]


@pytest.mark.parametrize(("language", "nine"), [("en", "nine (3-6)"), ("cs", "(3-6)")])
def test_a_tiengow_hint_names_the_tiles_as_the_table_does(window, qtbot, language, nine):
    """A military tile by its Tien Gow name (a nine), not by its Nines one (mixed nines)."""
    from core.tiengow.moves import Beat
    from gui.services.settings import settings
    from gui.tiengow.texts import title

    human_tiengow(window, qtbot)
    settings().language = language
    move = window.controller.legal_moves()[0]
    window._show_hint(move)
    shown = window.statusBar().currentMessage()
    assert all(title(face) in shown for face in move.tiles), shown
    window._show_hint(Beat(0, ("3-6", "4-5")))
    shown = window.statusBar().currentMessage()
    assert nine in shown and "mixed" not in shown and "různorod" not in shown, shown


def test_the_window_size_is_remembered(qtbot):
    first = MainWindow()
    qtbot.addWidget(first)
    first.show()
    qtbot.waitExposed(first)
    first.resize(700, 520)  # within the offscreen platform's 800x600 screen
    qtbot.waitUntil(lambda: first.width() == 700)
    first.close()
    second = MainWindow()
    qtbot.addWidget(second)
    assert (second.width(), second.height()) == (700, 520)


def test_one_next_game_button_when_the_table_offers_its_own(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    window.start_game("nines", ai_seats(4), {"match_games": 2}, seed=4)
    with qtbot.waitSignal(window.controller.game_over, timeout=60_000):
        pass
    table = window.game_page.host.table
    qtbot.waitUntil(lambda: table.next_button.isVisible(), timeout=30_000)
    assert not window.game_page.next_button.isVisibleTo(window)
    window.close()
