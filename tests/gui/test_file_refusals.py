"""A file Herna refuses (a record to replay, a save to continue) is refused in the
player's language: the technical detail, in English as the core or the system says it,
only behind the message's Details, and all of it plain text."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from room_helpers import finished_record

from core.records import MAX_BYTES
from gui.services import i18n, paths


def last_box(window) -> QMessageBox:
    boxes = [b for b in window.findChildren(QMessageBox) if b.isVisible()]
    assert boxes
    return boxes[-1]


def record_text() -> str:
    return json.dumps(finished_record("nines", 4, {"match_games": 1}))


JUNK = {
    "bytes": (b"\xfd\xfe\x00junk" * 10, "Soubor není text", "codec can't decode byte 0xfd"),
    "truncated": (None, "Soubor není platný JSON", "not valid JSON"),
    "not an object": (b"[1, 2, 3]", "Soubor neobsahuje žádný záznam", "one JSON object"),
    "other format": (b'{"format": "zip"}', "Soubor není záznam Herny", "unknown format"),
    "wrong schema": (None, "neodpovídá formátu záznamu", "'players' must be a list"),
    "huge": (b" " * (MAX_BYTES + 10), "příliš velký (přes 1000 kB)", "too big"),
    "empty": (b"", "Soubor je prázdný.", "the file is empty"),
    # a card played twice: the rule it breaks in Czech, the seat numbered as shown (from 1)
    "illegal move": (None, "Jeden z tahů v něm porušuje pravidla (hráč 1). Tomu hráči by "
                     "Herna řekla: „Zelená osmička není ve vaší ruce.“",
                     "deal 1, trick 1, seat 0: you do not hold"),
}


def junk(kind: str) -> bytes:
    data, _, _ = JUNK[kind]
    if kind == "truncated":
        return record_text()[:500].encode()
    if kind == "illegal move":
        record = finished_record("royal", 3, {})
        trick = record["deals"][0]["tricks"][0]
        assert trick["leader"] == 2  # the seat after it, 0, plays the card led again
        trick["cards"][1] = trick["cards"][0]
        return json.dumps(record).encode()
    if kind == "wrong schema":
        record = json.loads(record_text())
        record["players"] = "Eva, Adam"
        return json.dumps(record).encode()
    assert data is not None
    return data


@pytest.mark.parametrize("kind", list(JUNK))
def test_a_junk_record_is_refused_in_czech_with_the_detail_apart(window, tmp_path, kind):
    i18n.apply("cs")
    _, czech, detail = JUNK[kind]
    path = tmp_path / "junk.json"
    path.write_bytes(junk(kind))
    assert not window.open_record(str(path))
    box = last_box(window)
    assert box.textFormat() == Qt.TextFormat.PlainText
    assert box.text().startswith("Tento soubor není záznam, který Herna umí přehrát.")
    assert czech in box.text()
    assert detail not in box.text() and detail in box.detailedText()
    assert box.windowTitle() == "Záznam nelze otevřít"
    assert box.icon() == QMessageBox.Icon.Warning  # a refusal, not news


def test_a_missing_record_file_is_refused_in_czech(window, tmp_path):
    i18n.apply("cs")
    path = tmp_path / "gone.json"
    assert not window.open_record(str(path))
    box = last_box(window)
    assert box.text() == "Soubor neexistuje."
    assert str(path) in box.detailedText() and box.textFormat() == Qt.TextFormat.PlainText


@pytest.mark.parametrize("kind", ["bytes", "truncated", "huge"])
def test_a_junk_save_is_refused_in_czech_with_the_detail_apart(window, kind):
    i18n.apply("cs")
    _, czech, detail = JUNK[kind]
    paths.autosave_file("nines").write_bytes(junk(kind))
    window.refresh_continue()
    assert not window.continue_game("nines")
    box = last_box(window)
    assert box.textFormat() == Qt.TextFormat.PlainText
    assert box.text().startswith("Soubor s uloženou hrou je poškozený nebo nepatří Herně.")
    assert box.icon() == QMessageBox.Icon.Warning
    assert czech in box.text() and "Začněte novou hru." in box.text()
    assert detail not in box.text() and detail in box.detailedText()


def test_a_record_given_as_a_save_is_refused_in_czech(window):
    i18n.apply("cs")
    paths.autosave_file("nines").write_text(record_text(), encoding="utf-8")
    window.refresh_continue()
    assert not window.continue_game("nines")
    box = last_box(window)
    assert "Soubor není hra uložená Hernou." in box.text()
    assert "the room's data is missing" in box.detailedText()


def test_every_kind_of_refused_file_has_its_own_czech_sentence():
    from core.errors import RECORD_CODES, RecordError
    from gui.table.reasons import file_problem

    def worded(lang: str) -> list[str]:
        i18n.apply(lang)
        return [file_problem(RecordError("", code, kb=1000, errno=None))
                for code in (*RECORD_CODES, None)]

    english, czech = worded("en"), worded("cs")
    assert len(set(english)) == len(set(czech)) == len(RECORD_CODES) + 1
    assert not set(english) & set(czech)
