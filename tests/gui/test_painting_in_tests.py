"""The GUI tests' paint setup (tests/gui/conftest.py): an unmarked test's table does not
paint while the test runs and paints once when it has passed, so a paint error on the
position it reached still fails it; a `painted` test's table paints as in the app."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QGraphicsRectItem

from tests.gui.nines.nines_table_helpers import make_controller, make_table


class CountingItem(QGraphicsRectItem):
    def __init__(self, paints: list[int]):
        super().__init__(0, 0, 200, 200)
        self.paints = paints

    def paint(self, painter, option, widget=None) -> None:
        self.paints.append(1)
        super().paint(painter, option, widget)


def table_with_counter(qtbot, settle) -> list[int]:
    table = make_table(qtbot, make_controller())
    paints: list[int] = []
    table.scene().addItem(CountingItem(paints))
    table.viewport().update()
    settle()
    return paints


def test_an_unmarked_tests_table_paints_only_once_it_has_passed(qtbot, settle, request):
    paints = table_with_counter(qtbot, settle)
    assert paints == []

    def painted_at_the_end() -> None:  # a finalizer: it runs after the test has passed
        assert paints, "the table never painted"

    request.addfinalizer(painted_at_the_end)


@pytest.mark.painted
def test_a_painted_tests_table_paints_at_once(qtbot, settle):
    assert table_with_counter(qtbot, settle)
