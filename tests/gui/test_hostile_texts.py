"""Texts from a file (names, tiles, cards) are shown as plain text everywhere, names are
cleaned and limited, and what the room reads from a save or record is checked once."""

from __future__ import annotations

import copy
import json

import pytest
from PySide6.QtGui import Qt
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsTextItem,
    QGraphicsView,
    QLabel,
    QMessageBox,
)
from record_samples import samples
from room_helpers import shown_window

from core.names import MAX_NAME, SHORT_NAME, short_name
from gui.play import autosave
from gui.play.controller import SeatSpec
from gui.room.new_game_dialog import NewGameDialog
from gui.services import paths

# Qt would fetch what an <img> names (a FIFO hangs it, /dev/zero eats the memory): the
# test names a file that does not exist and checks that no widget takes the tags as HTML.
TAGS = ['<img src="/no/x">', "<b>Bold</b>", '<a href="x">link</a>',
        "<font size=9>Big</font>"]  # the first is short enough for the info line (20)


def rich_texts() -> list[str]:
    """The texts that some widget or scene now renders as rich text."""
    found = [w.text() for w in QApplication.allWidgets()
             if isinstance(w, QLabel) and w.textFormat() != Qt.TextFormat.PlainText
             and Qt.mightBeRichText(w.text())]
    for view in QApplication.allWidgets():
        if isinstance(view, QGraphicsView) and view.scene() is not None:
            found += [item.toPlainText() for item in view.scene().items()
                      if isinstance(item, QGraphicsTextItem) and "<img" in item.toHtml()]
    return found


def tiengow_sample(moves: int | None) -> dict:
    """A Tien Gow record (a save's, under SAVE_KEY): played out, or cut after `moves`."""
    from record_samples import played

    return played("tiengow", 4, {"match_games": 2}, 8, moves)


def hostile(sample: int | dict, names=TAGS, humans: int = 1) -> dict:
    record = copy.deepcopy(samples()[sample] if isinstance(sample, int) else sample)
    for seat, player in enumerate(record["players"]):
        player["name"] = names[seat % len(names)]
        player["kind"] = "human" if seat < humans else "ai:easy"
    return record


def write_save(record: dict) -> None:
    """An old single save (moved to its game's file when the room starts)."""
    paths.legacy_autosave_file().write_text(json.dumps(record), "utf-8")  # \ud800 escaped


def continue_lines(window) -> str:
    return "\n".join(panel.continue_info.text()
                     for panel in window.start_screen.panels.values())


@pytest.mark.parametrize("sample", [0, 2, "tiengow"])
def test_a_replayed_record_shows_its_names_as_plain_text(window, qtbot, tmp_path, sample,
                                                         settle):
    path = tmp_path / "names.json"
    record = tiengow_sample(None) if sample == "tiengow" else sample
    path.write_text(json.dumps(hostile(record)), encoding="utf-8")
    assert window.open_record(str(path))
    settle()
    assert TAGS[0] in window.game_page.info.text()
    assert rich_texts() == []


@pytest.mark.parametrize("sample", [1, "tiengow"])
def test_the_continue_line_and_the_curtain_show_names_as_plain_text(qtbot, sample):
    write_save(hostile(tiengow_sample(9) if sample == "tiengow" else sample, humans=4))
    window = shown_window(qtbot)
    qtbot.waitUntil(lambda: continue_lines(window).strip() != "")  # moved to its game's file
    assert TAGS[0] in continue_lines(window)
    assert rich_texts() == []
    assert window.continue_game()
    qtbot.waitUntil(lambda: window.game_page.host.curtain.isVisible())
    assert window.game_page.host.curtain.player() in TAGS
    assert TAGS[0] in window.game_page.info.text()
    assert rich_texts() == []
    window.close()


def test_the_refusal_box_shows_a_bad_tile_as_plain_text(window, qtbot, tmp_path):
    record = hostile(0)
    record["wall"][0][0] = TAGS[0]
    path = tmp_path / "tile.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert not window.open_record(str(path))
    assert TAGS[0] in window.messages[-1]
    box = next(b for b in window.findChildren(QMessageBox) if b.isVisible())
    assert TAGS[0] not in box.text() and TAGS[0] in box.detailedText()  # always plain text
    assert box.textFormat() == Qt.TextFormat.PlainText
    assert rich_texts() == []


def test_names_from_a_save_are_cleaned_and_cut_and_the_window_stays_small(qtbot):
    long_name = "W" * 10_000
    write_save(hostile(1, names=[long_name, "Eva\u202e\ud800", "\x00\u200f", "Adam"]))
    window = shown_window(qtbot)
    qtbot.waitUntil(lambda: continue_lines(window).strip() != "")
    assert short_name(long_name) in continue_lines(window)
    assert long_name[:SHORT_NAME] not in continue_lines(window)
    assert window.continue_game()
    names = [seat.name for seat in window.controller.seats]
    assert names == ["W" * MAX_NAME, "Eva", "Bára", "Adam"]  # empty: the seat's default
    assert window.minimumSizeHint().width() <= 800
    assert [p["name"] for p in window.controller.save_data()["players"]] == names  # the
    # next save writes them so
    window.close()


def test_the_new_game_dialog_limits_and_cleans_names(qtbot):
    dialog = NewGameDialog("nines")
    qtbot.addWidget(dialog)
    edit = dialog.name_edits[1]
    assert edit.maxLength() == MAX_NAME
    edit.setText("\u202e  Long " + "n" * 100)
    dialog.name_edits[2].setText("\u2066\u2069")
    seats = dialog.seats()
    assert seats[1].name == ("Long " + "n" * 100)[: MAX_NAME - 3]  # 3 cut by the edit
    assert seats[2].name == "Bára"


@pytest.mark.parametrize(("change", "words"), [
    (lambda d: d["players"][1].update(kind="ai:bogus"), "kind"),
    (lambda d: d[autosave.SAVE_KEY]["options"].update(match_games=0), "match_games"),
    (lambda d: d[autosave.SAVE_KEY]["options"].update(match_games="4"), "match_games"),
    (lambda d: d[autosave.SAVE_KEY].update(game_number=2), "earlier"),
    (lambda d: d[autosave.SAVE_KEY].update(match_seed=-1), "match_seed"),
    (lambda d: d[autosave.SAVE_KEY].update(ply=1.5), "ply"),
    (lambda d: d[autosave.SAVE_KEY].update(earlier_points={"a": 1}), "earlier"),
])
def test_bad_room_data_in_a_save_is_refused_on_continue(window, change, words):
    record = hostile(1, names=["Eva", "Adam"])
    change(record)
    write_save(record)
    assert not window.continue_game()
    assert words in window.messages[-1]
    assert window.controller is None


@pytest.mark.parametrize(("change", "words"), [
    (lambda d: d[autosave.SAVE_KEY]["options"].update(banker="triple"), "option 'banker'"),
    (lambda d: d[autosave.SAVE_KEY]["options"].update(dragons=1), "option 'dragons'"),
    (lambda d: d[autosave.SAVE_KEY]["options"].update(match_games=True), "not True"),
    (lambda d: d[autosave.SAVE_KEY].update(game_number=2, earlier_points=[[1, 1, -1, -1]]),
     "says game 2, the record game 1"),
    (lambda d: d["players"].pop(), "the record has 3"),
])
def test_bad_room_data_in_a_tiengow_save_is_refused_on_continue(window, change, words):
    record = hostile(tiengow_sample(9), names=["Eva", "Adam"])
    change(record)
    write_save(record)
    assert not window.continue_game()
    assert words in window.messages[-1]
    assert window.controller is None


@pytest.mark.parametrize("value", ["Infinity", "NaN", "1e999", "9" * 5000])
def test_odd_numbers_in_the_room_data_are_refused(window, value):
    text = json.dumps(hostile(3, names=["Eva"]))
    text = text.replace('"viewer": 0', f'"viewer": {value}')
    assert value in text
    paths.legacy_autosave_file().write_text(text, encoding="utf-8")
    assert not window.continue_game()
    assert "a number no record holds" in window.messages[-1]


def test_royal_matchsticks_as_text_are_refused_before_the_game_ends(window):
    record = hostile(2, names=["Eva"])
    record[autosave.SAVE_KEY]["options"]["matchsticks"] = "50"
    write_save(record)
    assert not window.continue_game()
    assert "matchsticks" in window.messages[-1]


def test_a_royal_record_with_an_extra_game_number_opens(window, tmp_path):
    record = hostile(2)
    record["game_number"] = "x"  # fields not in the format may be added
    path = tmp_path / "extra.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert window.open_record(str(path))
    assert window.controller.phase == "replay"


def test_a_tiengow_game_shows_names_as_plain_text_to_its_end(window, qtbot, settle):
    """The plates, the plays' tags, the ledger and the match's result name the players."""
    window.start_game("tiengow", [SeatSpec(name, "ai:easy") for name in TAGS],
                      {"match_games": 1}, seed=2)
    ctl = window.controller
    qtbot.waitUntil(lambda: ctl.move_count() > 5, timeout=20_000)
    table = window.game_page.host.table
    assert [plate.name for plate in table.scenery.plates] == [short_name(t) for t in TAGS]
    assert rich_texts() == []
    qtbot.waitUntil(lambda: ctl.phase == "match_over" and table.director.idle(),
                    timeout=60_000)
    settle()
    assert table.banner.isVisible() and any(t in table.banner.text() for t in TAGS)
    assert TAGS[0] in window.game_page.info.text()
    assert rich_texts() == []


@pytest.mark.parametrize(("game", "n"), [("royal", 6), ("nines", 4), ("tiengow", 4)])
def test_forty_character_names_fit_a_small_window(window, qtbot, game, n):
    names = [f"{i}" * MAX_NAME for i in range(n)]  # no space: nothing to wrap at
    window.resize(800, 600)
    window.start_game(game, [SeatSpec(name, "ai:easy") for name in names], seed=1)
    qtbot.waitUntil(lambda: window.controller.move_count() > 2, timeout=20_000)
    assert window.minimumSizeHint().width() <= 800
    assert window.width() == 800
    assert "…" in window.game_page.info.text() and names[0] not in window.game_page.info.text()
