"""Fixtures shared by the Nines table tests."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from tsv_translator import TsvTranslator

from gui import i18n


@pytest.fixture
def language():
    """Switch the room's language as Settings does (the Nines texts read straight from the
    TSV, so the tests do not wait for the compiled .qm)."""
    translator = TsvTranslator()

    def switch(lang: str) -> None:
        i18n.apply(lang)
        if lang == "cs":
            QCoreApplication.installTranslator(translator)
        else:
            QCoreApplication.removeTranslator(translator)

    yield switch
    QCoreApplication.removeTranslator(translator)
