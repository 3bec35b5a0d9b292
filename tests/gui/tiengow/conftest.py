"""Fixtures shared by the Tien Gow table tests: the Nines tests' mouse helpers and TSV
translator are reused (tests/gui/nines)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "nines"))

from tsv_translator import ROOM_TSV, TsvTranslator

from gui.services import i18n

TIENGOW_TSV = Path(__file__).resolve().parents[3] / "gui" / "tiengow" / "translations_cs.tsv"


@pytest.fixture
def language():
    """Switch the language as Settings does, the Czech read straight from the TSVs."""
    translators = (TsvTranslator(ROOM_TSV), TsvTranslator(TIENGOW_TSV))

    def switch(lang: str) -> None:
        i18n.apply(lang)
        for translator in translators:
            if lang == "cs":
                QCoreApplication.installTranslator(translator)
            else:
                QCoreApplication.removeTranslator(translator)

    yield switch
    for translator in translators:
        QCoreApplication.removeTranslator(translator)
