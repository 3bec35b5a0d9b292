"""A table text that must fit its box shrinks a little, never below a floor (beyond it
the caller cuts it short)."""

from __future__ import annotations

from PySide6.QtGui import QFontMetricsF

from gui.table.plates import fitted_font


def advance(font, text: str) -> float:
    return QFontMetricsF(font).horizontalAdvance(text)


def test_a_text_that_fits_keeps_its_size(qapp):
    assert fitted_font("medium", 400, 19, 16).pixelSize() == 19


def test_a_longer_text_shrinks_to_fit_down_to_the_floor(qapp):
    text = "computer for now"
    natural = advance(fitted_font(text, 10_000, 19, 16), text)
    shrunk = fitted_font(text, natural * 0.9, 19, 16)
    assert 16 <= shrunk.pixelSize() < 19
    assert advance(shrunk, text) <= natural * 0.9  # it fits, not only nearly
    assert fitted_font(text, natural * 0.3, 19, 16, bold=True).pixelSize() == 16
    assert fitted_font(text, natural * 0.3, 19, 16, bold=True).bold()


def test_a_shrunk_text_fits_whole_where_a_proportional_size_would_not(qapp):
    """A text's width does not shrink in proportion to its font (hinting): at 200 % text
    the Royal last trick's "bere štych" was cut short at the proportional 24 px."""
    for text in ("bere štych", "took the trick"):
        font = fitted_font(text, 122, 28.5, 15)
        assert advance(font, text) <= 122 and font.pixelSize() > 15


def test_a_caption_grows_with_the_text_size_only_while_it_stays_on_one_line(qapp):
    """At 200 % text the Tien Gow caption wrapped to two lines and grew over the bottom
    seat's play: it grows only as far as one line allows; what wraps at 100 % still wraps
    (at the grown size)."""
    from PySide6.QtWidgets import QApplication

    from gui.services.settings import settings
    from gui.services.text_size import text_size
    from gui.table.plates import Label, font

    text_size().attach(QApplication.instance())
    short = "Petr discards 2 tiles face down."
    one_line = advance(font(24, True), short)  # at 100 %
    settings().text_size = 200
    try:
        grown = Label(24, True, max_width=one_line * 1.2, grows_on_one_line=True)
        grown.set_text(short)
        plain = Label(24, True, max_width=one_line * 1.2)
        plain.set_text(short)
        line = QFontMetricsF(font(24, True)).height()
        assert plain.rect().height() > 1.5 * line  # the plain label wraps
        assert grown.rect().height() < 1.5 * line  # this one stays on one line...
        assert grown._font.pixelSize() > 24  # ...still larger than at 100 %
        long = Label(24, True, max_width=one_line * 0.6, grows_on_one_line=True)
        long.set_text(short)
        assert long._font.pixelSize() == font(24, True).pixelSize()  # wraps, grown
        assert long.rect().height() > 1.5 * line
    finally:
        settings().text_size = 100
