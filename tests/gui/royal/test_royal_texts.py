"""The Royal table's texts: every one has a Czech translation and plurals have three
forms."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale

from gui.royal import texts
from tests.gui.royal.tsv_translator import TsvTranslator, read_tsv

ROOT = Path(__file__).resolve().parents[3]
SOURCES = [*sorted((ROOT / "gui" / "royal").glob("*.py")), ROOT / "gui" / "art" / "cards.py"]
CALL = re.compile(r'translate\(\s*"(\w+)",\s*"((?:[^"\\]|\\.)*)"\s*(,\s*None,\s*n)?', re.S)


def source_texts() -> list[tuple[str, str, bool]]:
    found = []
    for path in SOURCES:
        for context, text, plural in CALL.findall(path.read_text(encoding="utf-8")):
            found.append((context, text, bool(plural)))
    return found


def test_every_text_has_a_czech_translation():
    table = read_tsv()
    found = source_texts()
    assert len(found) > 40
    missing = [(c, t) for c, t, _ in found if (c, t) not in table]
    assert missing == []
    for context, text, plural in found:
        forms = table[(context, text)]
        assert len(forms) == (3 if plural else 1), text
        assert all(f.strip() for f in forms)
        for marker in ("%1", "%2", "%n"):
            assert all((marker in f) == (marker in text) for f in forms), (text, marker)


@pytest.fixture
def czech(qapp):
    translator = TsvTranslator()
    QCoreApplication.installTranslator(translator)
    QLocale.setDefault(QLocale(QLocale.Language.Czech))
    yield
    QCoreApplication.removeTranslator(translator)
    QLocale.setDefault(QLocale(QLocale.Language.English))


def test_czech_plurals_and_contracts(czech):
    assert [texts.tricks_count(n) for n in (1, 3, 5)] == ["1 štych", "3 štychy", "5 štychů"]
    assert texts.cards_count(2) == "2 karty"
    titles = [texts.contract_title(c) for c in
              ("no-tricks", "no-shields", "no-queens", "shield-king", "last-trick", "domino")]
    assert titles == ["Žádný štych", "Žádný štít", "Žádná dáma", "Štítový král",
                      "Poslední štych", "Domino"]
    assert texts.contract_penalty("last-trick", 6) == "−11 za vzetí posledního štychu"


def test_english_without_a_translation(qapp):
    assert [texts.tricks_count(n) for n in (1, 2)] == ["1 trick", "2 tricks"]
    assert texts.contract_penalty("domino", 5) == \
        "Lay out all your cards first: places earn +25 / +20 / +10 / +7 / +3"
    assert texts.contract_penalty("domino", 4).endswith("+30 / +20 / +15")
    assert texts.signed(-3) == "−3" and texts.signed(4) == "+4" and texts.signed(0) == "0"
