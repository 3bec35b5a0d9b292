"""Fixtures shared by the Nines table tests."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from tsv_translator import ROOM_TSV, TsvTranslator

from gui.services import i18n


@pytest.fixture
def language():
    """Switch the room's language as Settings does (the Nines texts read straight from the
    TSVs, the table's and the room's with the refusals' words, so the tests do not wait for
    the compiled .qm)."""
    translators = (TsvTranslator(ROOM_TSV), TsvTranslator())

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
