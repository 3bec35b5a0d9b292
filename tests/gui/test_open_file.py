"""`herna FILE`: a record opens in the replay, a save is offered to be continued (and
becomes that game's unfinished game), anything else is refused in plain text and left
alone; a second start hands its file to the Herna that runs."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from room_helpers import ai_seats, finished_record

from core.net.table_config import NET_KEY
from gui import app
from gui.play.controller import SeatSpec
from gui.room.record_dialog import RECORD_SUFFIX, free_name
from gui.services import i18n, paths
from gui.services.single_instance import SingleInstance, opened_files

ROOT = Path(__file__).resolve().parents[2]


class Questions(list):
    """Stands in for the window's yes/no question: records each, answers `answer`."""

    answer = True

    def __call__(self, title: str, text: str) -> bool:
        self.append((title, text))
        return self.answer


@pytest.fixture
def asked(window, monkeypatch):
    questions = Questions()
    monkeypatch.setattr(window, "ask", questions)
    return questions


def last_box(window) -> QMessageBox:
    boxes = [b for b in window.findChildren(QMessageBox) if b.isVisible()]
    assert boxes
    return boxes[-1]


def royal_save(window, qtbot) -> bytes:
    """A Royal game of Eva's, waiting for her card (saved); then back to the start
    screen, the game kept saved. The save's bytes."""
    window.start_game("royal", [SeatSpec("Eva", "human"), *ai_seats(3)], seed=21)
    ctl = window.controller
    qtbot.waitUntil(lambda: ctl.phase == "human", timeout=30_000)
    ctl.submit(ctl.legal_moves()[0])
    qtbot.waitUntil(lambda: ctl.phase == "human" and ctl.move_count() > 4, timeout=30_000)
    window.show_start()
    return paths.autosave_file("royal").read_bytes()


# --- the command line ------------------------------------------------------------------


@pytest.mark.parametrize(("argv", "file"), [
    ([], None),
    (["game.herna"], "game.herna"),
    (["--lang", "cs", "my records/game 1.json"], "my records/game 1.json"),
    (["-platform", "offscreen"], None),
    (["-platform", "offscreen", "game.herna"], "game.herna"),
    (["--style", "fusion", "game.herna", "-reverse"], "game.herna"),
    (["--", "-odd name.herna"], "-odd name.herna"),
])
def test_the_file_is_told_from_qts_own_options(argv, file):
    assert app.parse_args(argv).file == file


def test_new_exports_are_named_for_the_file_type(tmp_path):
    assert RECORD_SUFFIX == "herna"
    assert free_name(tmp_path, "herna-royal-1") == "herna-royal-1.herna"
    (tmp_path / "herna-royal-1.herna").write_text("{}")
    assert free_name(tmp_path, "herna-royal-1") == "herna-royal-1-2.herna"


def test_the_open_dialog_offers_new_and_old_records(window):
    dialog = window.records.record_file_dialog(save=False)
    assert dialog.nameFilters()[0].endswith("(*.herna *.json)")
    dialog.deleteLater()
    dialog = window.records.record_file_dialog(save=True, name="x.herna")
    assert dialog.defaultSuffix() == "herna" and dialog.nameFilters()[0].endswith("(*.herna)")
    dialog.deleteLater()


# --- records ---------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["game.herna", "older export.json"])
def test_a_record_opens_in_the_replay(window, asked, tmp_path, name):
    path = tmp_path / name
    path.write_text(json.dumps(finished_record("nines", 4, {})), encoding="utf-8")
    assert app.open_file(window, str(path))
    assert window.controller.phase == "replay" and window.controller.game == "nines"
    assert asked == []  # a record is not asked about
    assert window.pages.currentWidget() is window.game_page


@pytest.mark.parametrize("game", ["nines", "tiengow"])
def test_an_exported_record_opens_again(window, asked, qtbot, tmp_path, game):
    window.start_game(game, ai_seats(4), {"match_games": 1}, seed=3)
    with qtbot.waitSignal(window.controller.game_over, timeout=60_000):
        pass
    played = window.controller.record()
    path = tmp_path / free_name(tmp_path, f"herna-{game}-1")
    assert window.export_record(str(path))
    assert path.suffix == ".herna"
    window.show_start()
    assert app.open_file(window, str(path))
    assert window.controller.phase == "replay" and window.controller.game == game
    replayed = window.controller.record()
    assert replayed["players"] == played["players"] and replayed["points"] == played["points"]
    assert window.controller.replay_position()[1] > 0


JUNK = {
    "not json": (b"{\"format\": \"herna-record\", \"ver", "not valid JSON"),
    "another program's": (b'{"format": "zip"}', "not a Herna record"),
    "binary": (b"\xfd\xfe\x00junk" * 10, "not text"),
}


@pytest.mark.parametrize("kind", list(JUNK))
def test_junk_is_refused_in_plain_text_and_left_alone(window, asked, tmp_path, kind):
    data, said = JUNK[kind]
    path = tmp_path / "junk.herna"
    path.write_bytes(data)
    assert not app.open_file(window, str(path))
    box = last_box(window)
    assert box.textFormat() == Qt.TextFormat.PlainText
    assert box.text().startswith("This file is not a record Herna can replay.")
    assert said in box.text()
    assert path.read_bytes() == data and window.controller is None and asked == []


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_named_pipe_is_refused_at_once(window, asked, tmp_path):
    pipe = tmp_path / "pipe.herna"
    os.mkfifo(pipe)
    assert not app.open_file(window, str(pipe))  # (waiting on it would hang the test)
    box = last_box(window)
    assert box.textFormat() == Qt.TextFormat.PlainText
    assert box.text().startswith("It is not a file but a pipe or a device")
    assert window.controller is None and asked == []


def test_a_missing_file_is_refused_in_czech(window, tmp_path):
    i18n.apply("cs")
    path = tmp_path / "gone.herna"
    assert not app.open_file(window, str(path))
    box = last_box(window)
    assert box.text() == "Soubor neexistuje." and str(path) in box.detailedText()


def test_rich_text_in_a_players_name_stays_text(window, asked, tmp_path):
    record = finished_record("nines", 4, {})
    record["players"][0]["name"] = "<b>Eva</b><img src=x>"
    path = tmp_path / "rich.herna"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert app.open_file(window, str(path))
    assert window.controller.phase == "replay"


# --- saves -----------------------------------------------------------------------------


def test_a_save_from_elsewhere_is_offered_and_continued(window, asked, qtbot, tmp_path):
    data = royal_save(window, qtbot)
    moves = json.loads(data)["x-herna-save"]["ply"]
    elsewhere = tmp_path / "friend's game.json"
    elsewhere.write_bytes(data)
    paths.autosave_file("royal").unlink()
    window.refresh_continue()
    assert app.open_file(window, str(elsewhere))
    [(title, text)] = asked
    assert title == "Continue the saved game?"
    assert text == ("The file friend's game.json holds an unfinished game: Royal Domino "
                    "with Eva, AI 1, AI 2, AI 3. Continue it?")
    ctl = window.controller
    assert ctl.game == "royal" and ctl.match.ply == moves
    qtbot.waitUntil(lambda: ctl.phase == "human", timeout=30_000)  # Eva's card, as saved
    assert paths.autosave_file("royal").is_file()  # it is now the unfinished Royal game
    assert elsewhere.read_bytes() == data  # and the file itself is left as it was


def test_a_save_whose_names_cannot_be_written_as_they_are_continues_cleaned(
        window, asked, qtbot, tmp_path):
    save = json.loads(royal_save(window, qtbot))
    save["players"][1]["name"] = '<b>Bo</b>\u202eld\ud800'  # rich text, RLO, a lone half
    elsewhere = tmp_path / "odd names.json"
    elsewhere.write_text(json.dumps(save, ensure_ascii=True), encoding="ascii")
    paths.autosave_file("royal").unlink()
    assert app.open_file(window, str(elsewhere))
    assert [title for title, _text in asked] == ["Continue the saved game?"]
    ctl = window.controller
    assert ctl.game == "royal" and ctl.seats[1].name == "<b>Bo</b>ld"
    kept = json.loads(paths.autosave_file("royal").read_text(encoding="utf-8"))
    assert kept["players"][1]["name"] == "<b>Bo</b>ld"


def test_a_declined_save_changes_nothing(window, asked, qtbot, tmp_path):
    data = royal_save(window, qtbot)
    elsewhere = tmp_path / "other.json"
    elsewhere.write_bytes(data.replace(b'"Eva"', b'"Adam"'))
    asked.answer = False
    assert not app.open_file(window, str(elsewhere))
    assert len(asked) == 1 and window.controller is None
    assert paths.autosave_file("royal").read_bytes() == data


def test_the_own_unfinished_game_is_replaced_only_when_the_player_agrees(
        window, qtbot, tmp_path, monkeypatch):
    data = royal_save(window, qtbot)
    elsewhere = tmp_path / "other.json"
    elsewhere.write_bytes(data.replace(b'"Eva"', b'"Adam"'))
    answers = iter([True, False])  # continue it? yes; replace Eva's game? no
    questions: list[str] = []

    def ask(title, text):
        questions.append(text)
        return next(answers)

    monkeypatch.setattr(window, "ask", ask)
    assert not app.open_file(window, str(elsewhere))
    assert len(questions) == 2 and "Royal Domino with Eva" in questions[1]
    assert paths.autosave_file("royal").read_bytes() == data
    answers = iter([True, True])
    assert app.open_file(window, str(elsewhere))
    assert window.controller.seat_name(0) == "Adam"


def test_the_own_save_file_continues_in_place(window, asked, qtbot):
    data = royal_save(window, qtbot)
    assert app.open_file(window, str(paths.autosave_file("royal")))
    assert len(asked) == 1 and window.controller.game == "royal"
    assert json.loads(paths.autosave_file("royal").read_bytes())["x-herna-save"] == \
        json.loads(data)["x-herna-save"]


def test_a_broken_save_is_refused_and_neither_moved_nor_copied(window, asked, qtbot,
                                                                tmp_path):
    data = json.loads(royal_save(window, qtbot))
    paths.autosave_file("royal").unlink()
    data["deals"][0]["hands"][0][0] = "ZZ"  # no such card
    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps(data), encoding="utf-8")
    assert not app.open_file(window, str(broken))
    box = last_box(window)
    assert box.windowTitle() == "The saved game cannot be continued"
    assert box.text().startswith("The file is damaged or not a game saved by Herna.")
    assert box.textFormat() == Qt.TextFormat.PlainText
    assert broken.is_file() and not paths.autosave_file("royal").exists()
    assert asked == [] and window.controller is None


def test_a_network_tables_save_from_elsewhere_is_refused(window, asked, qtbot, tmp_path):
    data = json.loads(royal_save(window, qtbot))
    data[NET_KEY] = {"seats": [], "tokens": [], "code": "ABCDEF"}
    path = tmp_path / "table.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert not app.open_file(window, str(path))
    assert "hosted for friends" in last_box(window).text()
    assert asked == [] and window.controller is None


def test_the_save_question_is_czech_in_czech(window, asked, qtbot, tmp_path):
    data = royal_save(window, qtbot)
    i18n.apply("cs")
    path = tmp_path / "hra.json"
    path.write_bytes(data)
    asked.answer = False
    app.open_file(window, str(path))
    [(title, text)] = asked
    assert title == "Pokračovat v uložené hře?"
    assert text.startswith("Soubor hra.json obsahuje rozehranou hru: Královské domino: Eva")


# --- one Herna -------------------------------------------------------------------------


ODD = ["/tmp/a b/zápas \"1\".herna", "C:\\Users\\Eva\\hra.herna", "/x/line\nbreak.herna"]


def test_a_second_start_hands_its_files_to_the_first(qtbot):
    folder = paths.data_dir()
    first = SingleInstance(folder)
    assert first.acquire()
    opened: list[str] = []
    first.open_requested.connect(opened.append)
    with qtbot.waitSignal(first.activated, timeout=5000):
        assert not SingleInstance(folder).acquire(ODD)
    assert opened == ODD
    first.release()


def test_knocks_that_name_no_file_are_passed_over():
    knocks = b'front\nopen "/a.herna"\nopen {"x": 1}\nopen "/cut\nopen 3\nopen ""\n'
    assert opened_files(knocks) == ["/a.herna"]


def run_herna(args: list[str], tmp_path: Path, report: Path) -> subprocess.Popen:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path),
           "XDG_DATA_HOME": str(tmp_path / "data"), "XDG_CONFIG_HOME": str(tmp_path / "cfg"),
           "HERNA_OPEN_REPORT": str(report), "HERNA_SOUND": "off"}
    return subprocess.Popen([sys.executable, "-m", "gui.app", *args], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


@pytest.mark.slow
def test_herna_file_opens_the_replay(tmp_path):
    path = tmp_path / "a record.herna"
    path.write_text(json.dumps(finished_record("royal", 4, {})), encoding="utf-8")
    report = tmp_path / "report.txt"
    herna = run_herna(["-platform", "offscreen", str(path)], tmp_path, report)
    _, err = herna.communicate(timeout=90)
    assert herna.returncode == 0, err
    assert report.read_text(encoding="utf-8") == f"opened {path}: royal replay\n"


@pytest.mark.slow
def test_a_second_herna_file_opens_in_the_first(tmp_path, qtbot):
    path = tmp_path / "game.herna"
    path.write_text(json.dumps(finished_record("nines", 4, {})), encoding="utf-8")
    report = tmp_path / "report.txt"
    first = run_herna([], tmp_path, report)
    try:
        qtbot.waitUntil(lambda: bool(list(tmp_path.rglob("herna.knock"))), timeout=60_000)
        second = run_herna([str(path)], tmp_path, tmp_path / "unused.txt")
        _, err = second.communicate(timeout=60)
        assert second.returncode == 0
        assert f"already running: its window comes to the front and opens {path}." in err
        assert first.wait(60) == 0  # it opened the file, reported and quit
        assert report.read_text(encoding="utf-8") == f"opened {path}: nines replay\n"
    finally:
        first.kill()
        first.communicate()
