"""The Royal table's two overlays, the last trick and the score table, close alike on a
click and say so; the last trick stays reviewable until the next deal starts."""

from __future__ import annotations

import pytest

from core.royal.moves import DealStarted
from gui.play.controller import GameController
from gui.royal import texts
from gui.royal.table import RoyalTable
from tests.gui.royal.royal_helpers import (
    button_centre,
    click,
    make_table,
    random_agents,
    wait_for_human,
)
from tests.gui.royal.test_royal_table_status import play_until


def drawn_texts(qtbot, monkeypatch, item) -> list[str]:
    """The texts `item` paints."""
    from PySide6.QtGui import QPainter

    said: list[str] = []
    real = QPainter.drawText

    def draw(painter, *args):
        said.append(str(args[-1]))
        return real(painter, *args)

    monkeypatch.setattr(QPainter, "drawText", draw)
    item.scene().views()[0].grab()
    monkeypatch.setattr(QPainter, "drawText", real)
    return said


@pytest.mark.painted
def test_the_scores_close_on_a_click_and_say_so_like_the_last_trick(qtbot, monkeypatch):
    ctl, view = make_table(qtbot, players=4, seed=3)
    ctl.start()
    assert play_until(qtbot, ctl, lambda: view.scenery.last_trick is not None)
    sc = view.scenery
    for button, overlay in ((sc.btn_last, sc.last_panel), (sc.btn_scores, sc.scores)):
        click(view, button_centre(button))
        assert overlay.isVisible() and view.scenery.dimmer.isVisible()
        assert texts.click_to_close() in drawn_texts(qtbot, monkeypatch, overlay)
        click(view, overlay.sceneBoundingRect().center())  # a click on it closes it
        assert not overlay.isVisible() and not view.scenery.dimmer.isVisible()
        click(view, button_centre(button))
        click(view, view.sceneRect().topLeft() + view.sceneRect().center() * 0.1)  # beside it
        assert not overlay.isVisible() and not view.scenery.dimmer.isVisible()
    assert ctl.phase == "human", "closing an overlay plays nothing"


def to_the_first_deals_end(qtbot, ctl, view) -> None:
    """Play the human's first legal moves until the first deal's score table waits."""
    while not view.overlays.waiting:
        ctl.submit(ctl.legal_moves()[0])
        qtbot.waitUntil(lambda: view.overlays.waiting or ctl.phase == "human", timeout=20000)


def to_the_next_deal(qtbot, ctl, view) -> None:
    """Continue from a deal's score table until the next deal is on the table."""
    deals: list = []
    ctl.events_applied.connect(lambda evs: deals.extend(e for e in evs
                                                        if isinstance(e, DealStarted)))
    view.continue_play()
    qtbot.waitUntil(lambda: bool(deals) and not view.seq.busy(), timeout=20000)


def test_the_last_trick_stays_until_the_next_deal_starts(qtbot):
    ctl, view = make_table(qtbot, players=4, seed=3)
    ctl.start()
    assert wait_for_human(qtbot, ctl)
    to_the_first_deals_end(qtbot, ctl, view)
    assert view.scenery.scores.isVisible()
    assert view.scenery.last_trick is not None and view.scenery.btn_last.isVisible()
    click(view, button_centre(view.scenery.btn_last))
    assert view.scenery.last_panel.isVisible() and len(view.scenery.last_panel.cards) == 4
    assert view.scenery.last_panel.zValue() > view.scenery.scores.zValue(), "over the score table"
    click(view, view.scenery.last_panel.sceneBoundingRect().center())
    assert not view.scenery.last_panel.isVisible() and view.scenery.scores.isVisible()
    to_the_next_deal(qtbot, ctl, view)
    assert view.scenery.last_trick is None and not view.scenery.btn_last.isVisible()


def test_the_corner_names_the_scored_deal_while_its_score_table_is_up(qtbot):
    """The board names the next deal once one is scored; the corner kept the scored one
    only until the table was laid out again (a resize, the text size): then it named
    the next deal over the last one's score table."""
    ctl, view = make_table(qtbot, players=4, seed=3)
    ctl.start()
    assert wait_for_human(qtbot, ctl)
    to_the_first_deals_end(qtbot, ctl, view)
    first = view.scenery.label.text
    assert first.startswith("1/6") and view.scenery.scores.isVisible()
    view.resize(view.width() + 160, view.height() + 90)
    qtbot.waitUntil(lambda: view.scenery.width_ > 0)
    view.retranslate()  # (a new text size or language lays it out too)
    assert view.scenery.label.text == first
    to_the_next_deal(qtbot, ctl, view)
    assert view.scenery.label.text.startswith("2/6")


def continued(qtbot, ctl, view) -> tuple[GameController, RoyalTable]:
    """`ctl`'s game saved where it stands, continued on a table of its own until its
    score table waits."""
    data = ctl.save_data()
    ctl.shutdown()
    view.close()
    again = GameController.from_save(data, agent_factory=random_agents)
    shown = RoyalTable(again)
    again.test_table = shown
    qtbot.addWidget(shown)
    shown.resize(1024, 700)
    shown.show()
    qtbot.waitExposed(shown)
    again.resume()
    qtbot.waitUntil(lambda: shown.overlays.waiting)
    return again, shown


def test_a_game_continued_between_deals_shows_the_scores_and_waits(qtbot):
    """Continued where a deal's score table waited (a save, or Continue after a replay
    opened from the coach's review), the game went straight on to the next deal."""
    ctl, view = make_table(qtbot, players=4, seed=3)
    ctl.start()
    assert wait_for_human(qtbot, ctl)
    to_the_first_deals_end(qtbot, ctl, view)
    again, shown = continued(qtbot, ctl, view)
    qtbot.wait(300)  # (the next deal would be dealt by now)
    assert shown.scenery.scores.isVisible() and again.observation().phase == "deal"
    assert shown.scenery.label.text.startswith("1/6")
    to_the_next_deal(qtbot, again, shown)
    assert again.observation().deal == 2 and not shown.scenery.scores.isVisible()
    assert wait_for_human(qtbot, again, press_continue=False)


def test_an_undo_at_a_continued_games_score_table_lets_the_play_go_on(qtbot):
    """The continued game's wait held the play; an undo there drew the table anew and
    dropped the wait with its release: the computers never moved again."""
    ctl, view = make_table(qtbot, players=4, seed=3)
    ctl.start()
    assert wait_for_human(qtbot, ctl)
    to_the_first_deals_end(qtbot, ctl, view)
    again, shown = continued(qtbot, ctl, view)
    assert again.undo()
    assert not shown.overlays.waiting and not shown.scenery.scores.isVisible()
    assert wait_for_human(qtbot, again, press_continue=False)
    moves = again.move_count()
    again.submit(again.legal_moves()[0])
    qtbot.waitUntil(lambda: again.move_count() > moves + 1, timeout=20_000)  # they play


def test_the_deals_score_table_closes_a_last_trick_left_open(qtbot):
    """The last trick opened on the deal's last turn gives way to the deal's score table
    (it would cover it); it can be opened again over the table."""
    ctl, view = make_table(qtbot, players=4, seed=3)
    ctl.start()
    assert wait_for_human(qtbot, ctl)
    while len(ctl.observation().hand) > 1 or view.scenery.last_trick is None:
        ctl.submit(ctl.legal_moves()[0])
        qtbot.waitUntil(lambda: ctl.phase == "human" or view.overlays.waiting, timeout=20000)
        assert not view.overlays.waiting
    click(view, button_centre(view.scenery.btn_last))
    assert view.scenery.last_panel.isVisible()
    ctl.submit(ctl.legal_moves()[0])
    qtbot.waitUntil(lambda: view.overlays.waiting, timeout=20000)
    assert view.scenery.scores.isVisible() and not view.scenery.last_panel.isVisible()
    click(view, button_centre(view.scenery.btn_last))
    assert view.scenery.last_panel.isVisible() and view.scenery.scores.isVisible()


def test_a_click_while_the_deals_end_still_shows_does_not_skip_the_wait(qtbot, monkeypatch):
    """The deal's score table shows (fading in) before it waits for Continue: a click then
    closes nothing and it says nothing of closing; the wait and its Continue come all the
    same."""
    ctl, view = make_table(qtbot, players=4, seed=3)
    real_wait = view.overlays.wait_step
    seen: list[tuple[bool, bool, bool]] = []

    def wait_step(deal: int, early: bool) -> list:  # the moment before the wait
        view.scenery.scores.setOpacity(1.0)  # as when it has faded in
        seen.append((view.overlays.waiting, view.scenery.scores.closable, False))
        click(view, view.scenery.scores.sceneBoundingRect().center())
        seen[-1] = (*seen[-1][:2], view.scenery.scores.isVisible())
        return real_wait(deal, early)

    monkeypatch.setattr(view.overlays, "wait_step", wait_step)
    ctl.start()
    assert wait_for_human(qtbot, ctl)
    to_the_first_deals_end(qtbot, ctl, view)
    assert seen == [(False, False, True)], "not waiting yet, not closable, still shown"
    assert view.scenery.scores.isVisible() and view.scenery.scores.button.isVisible()
    click(view, view.scenery.scores.sceneBoundingRect().center())  # now it goes on
    assert not view.scenery.scores.isVisible() and not view.overlays.waiting


def test_the_score_table_keeps_its_place_when_its_button_comes(qapp):
    from PySide6.QtWidgets import QGraphicsScene

    from gui.royal import scores

    scene = QGraphicsScene()
    table = scores.ScoreTable()
    scene.addItem(table)
    table.set_data(scores.ScoreData(
        names=["Eva", "Adam", "Bára", "Cyril", "Dana"],
        contracts=["no-tricks", "no-shields", "no-queens", "shield-king", "last-trick",
                   "domino"], deals=[(-1, -2, -1, -2, -1)], totals=[-1, -2, -1, -2, -1]))
    table.fit_in(900, 300)  # the room holds it only so high: it is scaled to fit
    before = (table.sceneBoundingRect().top(), table.scale())
    table.show_button("Continue")
    assert (table.sceneBoundingRect().top(), table.scale()) == before  # no jump
    assert table.button.sceneBoundingRect().bottom() <= table.sceneBoundingRect().bottom()


@pytest.mark.parametrize("winners", [[0], [0, 1, 2]])
def test_the_winners_line_stays_inside_the_final_result(qapp, winners):
    """A 40-letter winner's name ran off both sides of the box."""
    from PySide6.QtGui import QFontMetricsF

    from core.names import MAX_NAME
    from gui.royal import scores

    table = scores.ScoreTable()
    names = ["W" * (MAX_NAME - 1) + str(i) for i in range(4)]
    table.set_data(scores.ScoreData(
        names=names, contracts=["no-tricks", "no-shields", "no-queens", "shield-king",
                                "last-trick", "domino"], deals=[(0, -1, -4, -4)] * 6,
        totals=[15, -7, 11, -19], winners=winners))
    font, shown = table.winners_shown()
    room = table.boundingRect().width() - 24 - 2 * scores.WINNER_SIDE
    assert QFontMetricsF(font).horizontalAdvance(shown) <= room
    assert shown.endswith("…") and 17 <= font.pixelSize() < 26
    short = scores.ScoreData(names=["Eva", "Adam", "Bára", "Cyril"], contracts=[],
                             totals=[1, 2, 3, 4], winners=[0])
    table.set_data(short)
    font, shown = table.winners_shown()
    assert shown == "The winner: Eva" and font.pixelSize() == 26


def test_took_the_trick_wraps_before_it_shrinks_below_its_size_at_100(qapp):
    """At 200 % text the last trick's "took the trick" no longer fits one line under its
    card: it takes two lines rather than a smaller font than at 100 %."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QFontMetricsF

    from gui.royal.overlays import CENTRED_TOP, LastTrickPanel, two_lines_font

    width = LastTrickPanel.STEP - 8
    words = "took the trick"
    assert two_lines_font(words, width, 19, 15).pixelSize() == 19
    grown = two_lines_font(words, width, 19 * 1.5, 15)
    assert grown.pixelSize() > 19
    metrics = QFontMetricsF(grown)
    assert metrics.horizontalAdvance(words) > width  # not one line: two
    high = metrics.boundingRect(QRectF(0, 0, width, 1e4), CENTRED_TOP, words).height()
    assert high < 2.5 * metrics.lineSpacing()
    assert two_lines_font("Unbreakablelongwordthatnevereverfits", width, 28, 15).pixelSize() == 15
