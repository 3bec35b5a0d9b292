"""A choice longer than its box is drawn cut with … (the style only clipped it: "Vynesený
nepřebitelný, jinak jen s"), its list showing the whole text."""

from __future__ import annotations

from PySide6.QtWidgets import QStylePainter

from gui.room.elided_label import ElidedCombo

LONG = "Led unbeatable, else only discarded (the classic rule of the highest pair)"


def drawn_label(qtbot, monkeypatch, box: ElidedCombo) -> str:
    drawn: list[str] = []
    real = QStylePainter.drawControl

    def draw(painter, element, option):
        drawn.append(getattr(option, "currentText", ""))
        return real(painter, element, option)

    monkeypatch.setattr(QStylePainter, "drawControl", draw)
    box.grab()
    monkeypatch.undo()
    return drawn[-1]


def test_a_long_choice_is_cut_with_an_ellipsis_only_where_it_does_not_fit(qtbot,
                                                                           monkeypatch):
    box = ElidedCombo()
    qtbot.addWidget(box)
    box.addItems([LONG, "Always the highest pair"])
    box.setFixedWidth(180)
    box.show()
    qtbot.waitExposed(box)
    shown = drawn_label(qtbot, monkeypatch, box)
    assert shown.endswith("…") and LONG.startswith(shown[:-1])
    box.setFixedWidth(box.fontMetrics().horizontalAdvance(LONG) + 80)
    assert drawn_label(qtbot, monkeypatch, box) == LONG
    assert box.itemText(0) == LONG  # the list keeps the whole text
