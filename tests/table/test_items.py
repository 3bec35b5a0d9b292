from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFontMetricsF

from gui.table.banner import Banner, BannerLook
from gui.table.button import Button, ButtonLook
from gui.table.plates import Bubble, BubbleLook, Label, PlateLook, font
from tests.shown_tip import shown_tip
from tests.table.helpers import click, drag, shown_view

LOOK = BannerLook(PlateLook(QColor("black")), QColor("gold"), QColor("white"))


def test_button_clicks_on_a_release_inside_only_while_enabled(qtbot):
    view = shown_view(qtbot)
    button = Button(ButtonLook(shadow=True, gradient=False, radius=12), "Go", primary=True)
    view.scene().addItem(button)
    button.set_rect(QRectF(100, 100, 200, 50))
    clicks = []
    button.clicked.connect(lambda: clicks.append(1))
    click(view, QPointF(200, 125))
    drag(view, QPointF(200, 125), QPointF(500, 400))  # released outside: no click
    button.setEnabled(False)
    click(view, QPointF(200, 125))
    assert clicks == [1]


def test_button_text_size_and_key_cap():
    button = Button(text="Pass")
    button.set_rect(QRectF(0, 0, 100, 100))
    assert button.text_px() == 42
    assert Button(ButtonLook(text_px=18)).text_px() == 18
    button.set_key("P")
    assert button.toolTip() == "Pass (P)"
    button.set_hinted(True)
    assert button.boundingRect().width() > button.rect().width() + 20  # the ring shows


def test_banner_grows_with_lines_or_keeps_a_fixed_layout():
    banner = Banner(LOOK)
    banner.set_text("Title", ["one"])
    one = banner.height()
    banner.set_text("Title", ["one", "two"])
    assert banner.height() == one + LOOK.line_h
    banner.set_text("Title", ["a long line " * 40])
    assert banner.height() > one and banner.width() <= LOOK.max_width
    fixed = Banner(BannerLook(PlateLook(QColor("black")), QColor("gold"), QColor("white"),
                              min_width=700, max_width=700, grow=False, centred=True,
                              heading_h=30))
    fixed.set_text("Title " * 30, ["a long line " * 40], heading="Deal 1")
    assert fixed.width() == 700
    assert fixed.plate_rect().center() == QPointF(0, 0)
    assert "Deal 1" in fixed.text()


def test_label_anchors_and_wraps():
    label = Label(20, backing=PlateLook(QColor("black")), max_width=200, height=44)
    label.align_left, label.anchor = True, "top"
    label.set_text("Deal 1")
    assert label.rect().topLeft() == QPointF(0, 0) and label.rect().height() == 44
    wrapped = Label(20, max_width=100)
    wrapped.set_text("many words " * 10)
    assert wrapped.rect().width() <= 100 and wrapped.rect().center() == QPointF(0, 0)
    wrapped.set_text("")
    assert wrapped.rect().isEmpty()
    line = Label(20, max_width=100, one_line=True)  # never wrapped: smaller, then cut
    line.set_text("many words " * 10)
    assert line.rect().height() < 2 * QFontMetricsF(font(20)).height()
    assert line.rect().width() <= 100 and shown_tip(line.toolTip()) == "many words " * 10


def test_bubble_is_round_for_a_number_and_long_for_a_word():
    look = BubbleLook(QColor("white"), QColor("black"), QColor("black"), QColor("gold"), pad=8)
    number = Bubble(look, "7")
    assert number.boundingRect().width() == look.height + 8
    word = Bubble(look, "Passe passe")
    assert word.boundingRect().width() > number.boundingRect().width()
    word.set_text("9", highlighted=True)
    assert word.highlighted and word.boundingRect().width() == look.height + 8
