"""The Royal table's texts: every one has a Czech translation and plurals have three
forms."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from gui.royal import overlays, scores, seats, texts
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


class TextRecorder(QPainter):
    """A painter on an image that keeps every text drawn with it."""

    def __init__(self):
        self.image = QImage(1600, 1000, QImage.Format.Format_ARGB32_Premultiplied)
        super().__init__(self.image)
        self.drawn: list[str] = []

    def drawText(self, *args):
        self.drawn.append(next(a for a in args if isinstance(a, str)))
        return super().drawText(*args)


def texts_painted(item) -> list[str]:
    painter = TextRecorder()
    painter.translate(800, 500)
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return painter.drawn


def test_negative_numbers_have_a_true_minus_sign_everywhere(qapp):
    assert [texts.count(v) for v in (5, 0, -4)] == ["5", "0", "−4"]
    table = scores.ScoreTable()
    table.set_data(scores.ScoreData(
        names=["Eva", "Adam", "Bára"], contracts=["no-tricks", "no-shields", "no-queens",
                                                   "shield-king", "last-trick", "domino"],
        deals=[(0, -1, -3)], totals=[0, -1, -3], session=[4, -2, -1], stocks=[5, -4, -12]))
    drawn = texts_painted(table)
    assert {"−4", "−12", "5", "−1", "−3", "−2"} <= set(drawn)
    panel = seats.SeatPanel(1)
    panel.set_info(seats.SeatInfo(name="Adam", kind="ai:medium", cards=3, tricks=2,
                                  penalty=-2, total=-7, stock=-8))
    bank = overlays.BankItem()
    bank.set_count(-3)
    drawn += texts_painted(panel) + texts_painted(bank)
    assert {"−8", "−7", "−2", "−3"} <= set(drawn)
    assert not [text for text in drawn if re.search(r"-\d", text)], drawn


def test_czech_words_are_the_same_throughout():
    czech = [form for forms in read_tsv().values() for form in forms]
    assert not [t for t in czech if "na řadě" in t]  # "Jste na tahu" everywhere
    assert sum("Jste na tahu" in t for t in czech) >= 3
    # In Royal a deal is "rozdání", never "kolo".
    assert not [t for t in czech if re.search(r"\bkol[oaeu]\b", t, re.I)]
    table = read_tsv()
    for source in ("Deal %1 of 6", "Deal %1 is over.",
                   "All penalty cards are taken: deal %1 ends early."):
        assert "ozdání" in table[("RoyalTable", source)][0], source
