"""Never a lost game: one unfinished game per game (Royal, Nines, Tien Gow), a replay keeps their
saves, Continue brings each back, and whatever would overwrite a save (a new game of the
same game from the table, a replay or the start screen) asks first, naming the game."""

from __future__ import annotations

import json

import pytest
from room_helpers import accepting_dialog, ai_seats, finished_record, held_back

from gui.play import autosave
from gui.play.controller import SeatSpec
from gui.room import main_window
from gui.services import paths

NEW_NINES = accepting_dialog("nines", ai_seats(4), {"match_games": 1})
NEW_ROYAL = accepting_dialog("royal", ai_seats(3), {})
NEW_TIENGOW = accepting_dialog("tiengow", ai_seats(4), {"match_games": 1})



@pytest.fixture
def asked(window, monkeypatch):
    """The questions asked; the answer is the list's `answer` attribute (default no)."""
    questions = Questions()
    monkeypatch.setattr(window, "ask", questions)
    monkeypatch.setattr(main_window, "NewGameDialog", NEW_NINES)
    return questions


class Questions(list):
    answer = False

    def __call__(self, title: str, text: str) -> bool:
        self.append(text)
        return self.answer


def royal_mid_trick(window, qtbot) -> bytes:
    """A Royal game waiting for Eva's card; the save's bytes."""
    window.start_game("royal", [SeatSpec("Eva", "human"), *ai_seats(3)], seed=21)
    ctl = window.controller
    qtbot.waitUntil(lambda: ctl.phase == "human", timeout=30_000)
    ctl.submit(ctl.legal_moves()[0])
    qtbot.waitUntil(lambda: ctl.phase == "human" and ctl.move_count() > 4, timeout=30_000)
    return paths.autosave_file("royal").read_bytes()


def nines_after_game_one(window, qtbot) -> bytes:
    """A four-game Nines match between its first and second game; the save's bytes."""
    window.start_game("nines", ai_seats(4), {"match_games": 4}, seed=5)
    with qtbot.waitSignal(window.controller.game_over, timeout=60_000):
        pass
    assert not window.controller.match_decided()
    return paths.autosave_file("nines").read_bytes()


def tiengow_mid_trick(window, qtbot) -> bytes:
    """A Tien Gow game waiting for Eva's play, some tricks in; the save's bytes."""
    window.start_game("tiengow", [SeatSpec("Eva", "human"), *ai_seats(3)], seed=21)
    ctl = window.controller
    while True:
        qtbot.waitUntil(lambda: ctl.phase == "human", timeout=30_000)
        if ctl.move_count() > 4:
            break
        ctl.submit(ctl.legal_moves()[0])
    return paths.autosave_file("tiengow").read_bytes()


def tiengow_after_game_one(window, qtbot) -> bytes:
    """A four-game Tien Gow match between its first and second game; the save's bytes."""
    window.start_game("tiengow", ai_seats(4), {"match_games": 4}, seed=5)
    with qtbot.waitSignal(window.controller.game_over, timeout=60_000):
        pass
    assert not window.controller.match_decided()
    return paths.autosave_file("tiengow").read_bytes()


def open_replay(window, tmp_path) -> None:
    path = tmp_path / "record.json"
    path.write_text(json.dumps(finished_record("nines", 4, {})), encoding="utf-8")
    assert window.open_record(str(path))
    assert window.controller.phase == "replay"


@pytest.mark.parametrize("unfinished", [royal_mid_trick, nines_after_game_one,
                                        tiengow_mid_trick, tiengow_after_game_one])
def test_a_replay_keeps_the_save_and_continue_brings_the_game_back(window, qtbot, tmp_path,
                                                                   unfinished):
    saved = unfinished(window, qtbot)
    game, moves = window.controller.game, window.controller.move_count()
    open_replay(window, tmp_path)
    assert paths.autosave_file(game).read_bytes() == saved
    assert "Continue" in window.statusBar().currentMessage()
    assert window.menus.act_continue.isEnabled()
    window.show_start()
    assert window.start_screen.panels[game].continue_button.isVisibleTo(window)
    assert window.continue_game()
    assert (window.controller.game, window.controller.move_count()) == (game, moves)
    assert window.controller.phase != "replay"


@pytest.mark.parametrize("answer", [False, True])
def test_a_new_game_from_a_replay_asks_before_replacing_the_save(window, qtbot, tmp_path,
                                                                 asked, answer, monkeypatch):
    saved = royal_mid_trick(window, qtbot)
    open_replay(window, tmp_path)
    monkeypatch.setattr(main_window, "NewGameDialog", NEW_ROYAL)
    asked.answer = answer
    window.menus.act_new.trigger()
    assert len(asked) == 1 and "Royal Domino with Eva, AI 1, AI 2, AI 3" in asked[0]
    if answer:
        assert autosave.read(paths.autosave_file("royal"))["game"] == "royal"
        assert window.controller.game == "royal"
    else:
        assert paths.autosave_file("royal").read_bytes() == saved
        assert window.controller.phase == "replay"


def test_a_new_game_from_the_start_screen_asks_while_a_match_is_unfinished(window, qtbot,
                                                                          asked):
    saved = nines_after_game_one(window, qtbot)
    window.show_start()
    window.start_screen.panels["nines"].button.click()
    assert len(asked) == 1 and asked[0].startswith("The saved match (Nines and Heavens with ")
    assert asked[0].endswith("is not over. A new game ends it, and it cannot be continued "
                             "later.")  # its game is over: the match is what ends
    assert paths.autosave_file("nines").read_bytes() == saved
    assert window.pages.currentWidget() is window.start_screen
    asked.answer = True
    window.start_screen.panels["nines"].button.click()
    assert len(asked) == 2 and window.controller.game == "nines"
    assert paths.autosave_file("nines").read_bytes() != saved


def test_a_new_game_between_games_of_a_match_asks(window, qtbot, asked):
    saved = nines_after_game_one(window, qtbot)
    window.menus.act_new.trigger()
    assert asked == [asked[0]]
    assert asked[0].startswith("The match on the table (Nines and Heavens with ")
    assert paths.autosave_file("nines").read_bytes() == saved


def test_the_tiengow_panel_asks_before_a_new_game_replaces_its_save(window, qtbot, asked,
                                                                   monkeypatch):
    saved = tiengow_after_game_one(window, qtbot)
    window.show_start()
    opened: list[str] = []

    class Dialog(NEW_TIENGOW):
        def __init__(self, game, parent):
            opened.append(game)

    monkeypatch.setattr(main_window, "NewGameDialog", Dialog)
    window.start_screen.panels["tiengow"].button.click()
    assert opened == ["tiengow"]  # the dialog opens on Tien Gow
    assert asked == ["The saved match (Classic Tien Gow with AI 1, AI 2, AI 3, AI 4) is not "
                     "over. A new game ends it, and it cannot be continued later."]
    assert paths.autosave_file("tiengow").read_bytes() == saved
    assert window.pages.currentWidget() is window.start_screen


def test_a_new_game_between_games_of_a_tiengow_match_asks(window, qtbot, asked,
                                                          monkeypatch):
    saved = tiengow_after_game_one(window, qtbot)
    monkeypatch.setattr(main_window, "NewGameDialog", NEW_TIENGOW)
    window.menus.act_new.trigger()
    assert asked == ["The match on the table (Classic Tien Gow with AI 1, AI 2, AI 3, AI 4) "
                     "is not over. A new game ends it, and it cannot be continued later."]
    assert paths.autosave_file("tiengow").read_bytes() == saved
    assert window.controller.game == "tiengow" and window.controller.game_number() == 1
    assert window.controller.phase == "game_over"  # the match stays on the table


def test_a_tiengow_game_in_play_is_named_and_replaced_only_when_confirmed(window, qtbot,
                                                                         asked, monkeypatch):
    saved = tiengow_mid_trick(window, qtbot)
    ctl = window.controller
    monkeypatch.setattr(main_window, "NewGameDialog", NEW_TIENGOW)
    window.menus.act_new.trigger()
    assert asked == ["The game on the table (Classic Tien Gow with Eva, AI 1, AI 2, AI 3) is "
                     "not finished. A new game replaces it, and it cannot be continued later."]
    assert window.controller is ctl and paths.autosave_file("tiengow").read_bytes() == saved
    asked.answer = True
    window.menus.act_new.trigger()
    assert window.controller is not ctl and window.controller.game == "tiengow"
    assert [s.name for s in window.controller.seats] == ["AI 1", "AI 2", "AI 3", "AI 4"]
    assert autosave.read(paths.autosave_file("tiengow"))["players"][0]["name"] == "AI 1"


def test_nothing_to_lose_nothing_asked(window, qtbot, tmp_path, asked):
    open_replay(window, tmp_path)  # no saved game behind the replay
    window.menus.act_new.trigger()
    assert asked == [] and window.controller.game == "nines"


def test_a_saved_royal_session_between_games_is_named_a_session(window, qtbot, asked,
                                                                 monkeypatch):
    window.start_game("royal", ai_seats(3), {"matchsticks": 20}, seed=3)
    with qtbot.waitSignal(window.controller.game_over, timeout=60_000):
        pass
    window.show_start()
    panel = window.start_screen.panels["royal"]
    assert panel.continue_info.text() == "Unfinished session with AI 1, AI 2, AI 3"
    monkeypatch.setattr(main_window, "NewGameDialog", NEW_ROYAL)
    panel.button.click()
    assert asked == ["The saved session (Royal Domino with AI 1, AI 2, AI 3) is not over. A "
                     "new game ends it, and it cannot be continued later."]


def test_between_games_of_a_royal_session_the_question_names_the_session(window, qtbot,
                                                                         asked, monkeypatch):
    monkeypatch.setattr(main_window, "NewGameDialog", NEW_ROYAL)
    window.start_game("royal", ai_seats(3), {"matchsticks": 20}, seed=3)
    with qtbot.waitSignal(window.controller.game_over, timeout=60_000):
        pass
    window.menus.act_new.trigger()
    assert asked == [asked[0]]
    assert asked[0].startswith("The session on the table (Royal Domino with AI 1, AI 2, AI 3)")


def test_a_game_in_play_is_named_in_the_question(window, qtbot, asked, monkeypatch):
    monkeypatch.setattr(main_window, "NewGameDialog", NEW_ROYAL)
    window.start_game("royal", [SeatSpec("Eva", "human"), *ai_seats(2)], {}, seed=3)
    qtbot.waitUntil(lambda: window.controller.phase == "human", timeout=30_000)
    window.menus.act_new.trigger()
    assert asked == ["The game on the table (Royal Domino with Eva, AI 1, AI 2) is not "
                     "finished. A new game replaces it, and it cannot be continued later."]
    assert window.controller.game == "royal"


def test_no_computer_moves_behind_the_new_game_dialog(window, qtbot, monkeypatch):
    """While the dialog is open the computers wait; cancelled, they go on from there."""
    window.start_game("royal", ai_seats(4), {}, seed=3)
    ctl = window.controller
    qtbot.waitUntil(lambda: ctl.move_count() > 3, timeout=30_000)
    seen: list[int] = []

    class WatchingDialog:
        DialogCode = main_window.NewGameDialog.DialogCode

        def __init__(self, game, parent):
            pass

        def exec(self):
            before = ctl.move_count()
            assert held_back(qtbot, ctl)  # the next move came due and waits
            seen.extend([before, ctl.move_count()])
            return self.DialogCode.Rejected

    monkeypatch.setattr(main_window, "NewGameDialog", WatchingDialog)
    window.menus.act_new.trigger()
    assert seen[0] == seen[1]
    assert window.controller is ctl
    qtbot.waitUntil(lambda: ctl.move_count() > seen[1] + 3, timeout=30_000)


def two_unfinished_games(window, qtbot) -> dict[str, tuple[bytes, int]]:
    """A Royal game waiting for Eva, then (from the start screen) a Nines match between
    its games: each game's save bytes and move count."""
    royal = royal_mid_trick(window, qtbot)
    royal_moves = window.controller.move_count()
    window.show_start()
    nines = nines_after_game_one(window, qtbot)
    return {"royal": (royal, royal_moves),
            "nines": (nines, window.controller.move_count())}


def test_starting_nines_asks_nothing_and_keeps_the_royal_save(window, qtbot, asked):
    saved = royal_mid_trick(window, qtbot)
    window.show_start()
    window.start_screen.panels["nines"].button.click()  # the dialog deals Nines
    assert asked == [] and window.controller.game == "nines"
    assert paths.autosave_file("royal").read_bytes() == saved
    asked.answer = False
    window.menus.act_new.trigger()  # Nines again, over a Nines game in play: asked
    assert len(asked) == 1 and "(Nines and Heavens with AI 1, AI 2, AI 3, AI 4)" in asked[0]
    assert paths.autosave_file("royal").read_bytes() == saved


def test_a_royal_game_in_play_is_not_lost_to_a_new_nines_game(window, qtbot, asked):
    saved = royal_mid_trick(window, qtbot)  # on the table, not a replay
    window.menus.act_new.trigger()
    assert asked == [] and window.controller.game == "nines"
    window.show_start()
    assert window.start_screen.panels["royal"].continue_button.isVisibleTo(window)
    assert paths.autosave_file("royal").read_bytes() == saved


def test_two_unfinished_games_are_both_named_and_both_continued(window, qtbot):
    games = two_unfinished_games(window, qtbot)
    window.show_start()
    start = window.start_screen
    for game, words in (("royal", "game with Eva, AI 1, AI 2, AI 3"),  # mid-trick
                        ("nines", "match with AI 1, AI 2, AI 3, AI 4")):  # between games
        assert start.panels[game].continue_button.isVisibleTo(window)
        assert start.panels[game].continue_info.text() == f"Unfinished {words}"
    assert start.panels["nines"].continue_button.isDefault()  # the last played
    assert window.menus.act_continue.text() == "&Continue Nines and Heavens"
    assert window.menus.act_continue_other.isVisible()
    assert window.menus.act_continue_other.text() == "Continue Royal Domino"
    start.panels["royal"].continue_button.click()
    ctl = window.controller
    qtbot.waitUntil(lambda: ctl.phase == "human", timeout=30_000)  # Eva's turn again
    assert (ctl.game, ctl.move_count()) == ("royal", games["royal"][1])
    window.show_start()
    start.panels["nines"].continue_button.click()
    ctl = window.controller
    assert (ctl.game, ctl.move_count(), ctl.phase) == ("nines", games["nines"][1],
                                                       "game_over")
    assert paths.autosave_file("royal").read_bytes() == games["royal"][0]
    window.show_start()
    window.menus.act_continue_other.trigger()  # the other one than the last saved
    assert window.controller.game == "royal"


def test_three_unfinished_games_are_all_named_and_all_continued(window, qtbot):
    games = two_unfinished_games(window, qtbot)
    window.show_start()
    tiengow = tiengow_mid_trick(window, qtbot)
    games["tiengow"] = (tiengow, window.controller.move_count())
    window.show_start()
    start, menus = window.start_screen, window.menus
    assert start.panels["tiengow"].continue_button.isVisibleTo(window)
    assert start.panels["tiengow"].continue_info.text() == ("Unfinished game with Eva, AI 1, "
                                                            "AI 2, AI 3")
    assert start.panels["tiengow"].continue_button.isDefault()  # the last played
    assert menus.act_continue.text() == "&Continue Classic Tien Gow"
    others = [a.text() for a in menus.act_continue_others if a.isVisible()]
    assert sorted(others) == ["Continue Nines and Heavens", "Continue Royal Domino"]
    for action in menus.act_continue_others:  # each the game it names
        window.show_start()
        action.trigger()
        ctl = window.controller
        assert f"Continue {window.game_name(ctl.game)}" == action.text()
        assert ctl.move_count() == games[ctl.game][1]
    window.show_start()
    start.panels["tiengow"].continue_button.click()
    ctl = window.controller
    qtbot.waitUntil(lambda: ctl.phase == "human", timeout=30_000)  # Eva's turn again
    assert (ctl.game, ctl.move_count()) == ("tiengow", games["tiengow"][1])
    for game in ("royal", "nines"):
        assert paths.autosave_file(game).read_bytes() == games[game][0]


def test_a_tiengow_game_continues_after_a_restart_where_it_was(qtbot):
    """Closed mid-trick and started again: Continue deals nothing new, the trick in play
    and Eva's hand are on the table, and her turn is hers again."""
    from room_helpers import shown_window

    window = shown_window(qtbot)
    tiengow_mid_trick(window, qtbot)
    before = window.controller
    moves, hand, current = (before.move_count(), sorted(before.observation().hand),
                            before.observation().current)
    window.close()
    window = shown_window(qtbot)
    panel = window.start_screen.panels["tiengow"]
    qtbot.waitUntil(panel.continue_button.isVisible)
    assert panel.continue_info.text() == "Unfinished game with Eva, AI 1, AI 2, AI 3"
    panel.continue_button.click()
    ctl, table = window.controller, window.game_page.host.table
    qtbot.waitUntil(lambda: ctl.phase == "human" and table.director.idle()
                    and table.human.mode != "", timeout=30_000)
    assert (ctl.game, ctl.move_count(), ctl.viewer()) == ("tiengow", moves, 0)
    assert ctl.observation().current == current
    assert sorted(item.face for item in table.hands[0]) == hand
    assert table.matches_observation()
    window.close()


@pytest.mark.parametrize("game", ["royal", "nines", "tiengow"])
def test_an_old_single_save_moves_to_its_games_file_once(qtbot, game):
    from room_helpers import shown_window

    window = shown_window(qtbot)
    unfinished = {"royal": royal_mid_trick, "nines": nines_after_game_one,
                  "tiengow": tiengow_mid_trick}
    saved = unfinished[game](window, qtbot)
    moves = window.controller.move_count()
    window.close()
    legacy = paths.legacy_autosave_file()
    paths.autosave_file(game).rename(legacy)  # as older Herna left it
    window = shown_window(qtbot)
    qtbot.waitUntil(lambda: window.start_screen.panels[game].continue_button.isVisible())
    assert not legacy.exists() and paths.autosave_file(game).read_bytes() == saved
    for other in {"royal", "nines", "tiengow"} - {game}:
        assert not paths.autosave_file(other).exists()
        assert not window.start_screen.panels[other].continue_button.isVisible()
    assert window.messages == []
    assert window.continue_game(game) and window.controller.move_count() == moves
    window.close()


def test_an_old_save_beside_a_newer_one_of_its_game_is_set_aside(window, qtbot):
    saved = royal_mid_trick(window, qtbot)
    window.show_start()
    legacy = paths.legacy_autosave_file()
    legacy.write_bytes(saved.replace(b'"Eva"', b'"Old Eva"'))
    assert window.continue_game("royal")
    assert not legacy.exists() and legacy.with_suffix(".old.json").exists()
    assert paths.autosave_file("royal").read_bytes() == saved


def test_a_save_of_another_game_in_a_games_file_is_refused(window, qtbot):
    saved = royal_mid_trick(window, qtbot)
    window.show_start()
    paths.autosave_file("royal").rename(paths.autosave_file("nines"))
    window.refresh_continue()
    assert window.start_screen.panels["nines"].continue_info.text() == (
        "A saved game cannot be continued: Continue says why.")
    assert not window.continue_game("nines")
    assert "the save of nines holds another game ('royal')" in window.messages[-1]
    assert paths.autosave_file("nines").with_suffix(".broken.json").read_bytes() == saved


@pytest.mark.parametrize("seats", [3, 6])
def test_a_hosted_tables_save_with_other_seats_than_its_game_is_set_aside(window, qtbot,
                                                                           seats):
    """A table's data of 6 (or 3) seats on a 4-player game's save: Continue said
    "Unexpected error" with a traceback (the host's seats did not zip with the match's)
    and kept offering the save."""
    from core.net.table_config import NET_KEY

    saved = royal_mid_trick(window, qtbot)
    window.show_start()
    data = json.loads(saved)
    data[NET_KEY] = {"seats": ["host", *["ai:random"] * (seats - 1)], "code": "ABCDEF",
                     "tokens": ["t" * 10] * seats, "host": "Eva", "fill": "hard"}
    paths.autosave_file("royal").write_text(json.dumps(data), encoding="utf-8")
    window.refresh_continue()
    assert not window.continue_game("royal")
    assert f"the table has {seats} seats, its game 4 players" in window.messages[-1]
    assert paths.autosave_file("royal").with_suffix(".broken.json").exists()
    assert window.network.hosted is None and window.controller is None


def test_the_continue_lines_tip_shows_the_saves_names_as_written(window, qtbot):
    from shown_tip import shown_tip

    saved = royal_mid_trick(window, qtbot)
    window.show_start()
    paths.autosave_file("royal").write_bytes(saved.replace(b'"Eva"', b'"<h1>Eva</h1>"'))
    window.refresh_continue()
    tip = shown_tip(window.start_screen.panels["royal"].continue_info.toolTip())
    assert "<h1>Eva</h1>" in tip
