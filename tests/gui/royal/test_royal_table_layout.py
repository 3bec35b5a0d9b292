"""The Royal table's layout for every table size and window size, and its animations."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainterPath, QPolygonF
from PySide6.QtTest import QTest
from shown_tip import shown_tip

from gui.royal.layout import PANEL_H, PANEL_W, TABLE_SCALE, rows_backdrop, trick_spot
from gui.services.settings import settings
from tests.gui.royal.royal_helpers import card_grip, make_table, viewport_point, wait_for_human
from tests.gui.royal.test_royal_table_status import play_until

SIZES = [(800, 600), (1024, 700), (1920, 1080), (3840, 2160)]


def panel_rect(panel) -> QRectF:
    """What a seat panel really covers (plate, and for an opponent the fan above it)."""
    if panel.bottom:
        return panel.mapRectToScene(panel.plate_rect())
    return panel.mapRectToScene(QRectF(-PANEL_W / 2, -PANEL_H / 2, PANEL_W, PANEL_H))


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_the_table_builds_without_overlaps(qtbot, players):
    """(With four and six players the matchsticks' bank is shown: the panels keep clear of
    it; without it they may use its place.)"""
    sticks = {"matchsticks": 20} if players % 2 == 0 else {}
    ctl, view = make_table(qtbot, players=players, seed=players, options=sticks)
    ctl.start()
    assert wait_for_human(qtbot, ctl)
    for size in SIZES:
        view.resize(*size)
        qtbot.waitUntil(lambda s=size: view.viewport().size().toTuple() == s)
        scene = view.sceneRect()
        shown = view.mapToScene(view.viewport().rect()).boundingRect()
        assert shown.adjusted(-1, -1, 1, 1).contains(scene), "the whole table is in view"
        bottom = view.bottom_seat()
        opponents = [panel_rect(p) for s, p in view.panels.items() if s != bottom]
        assert len(opponents) == players - 1
        sc = view.scenery
        fixed = [panel_rect(view.panels[bottom]), sc.label.sceneBoundingRect(),
                 sc.btn_last.sceneBoundingRect(), sc.btn_scores.sceneBoundingRect(),
                 sc.btn_all.sceneBoundingRect(), sc.btn_pass.sceneBoundingRect()]
        assert sc.bank.isVisible() == bool(sticks)
        if sticks:
            fixed.append(sc.bank.sceneBoundingRect())
        hand = QRectF()
        for item in view.hand:
            hand = hand.united(item.mapRectToScene(QRectF(-50, -70, 100, 140)))
        for a, b in itertools.combinations(opponents, 2):
            assert not a.intersects(b), (size, a, b)
        for rect in opponents:
            assert scene.contains(rect), (size, rect)
            assert not rect.intersects(hand), (size, rect, hand)
            assert not rect.intersects(rows_backdrop(view.scenery.width_)), (size, rect)
            for other in fixed:
                assert not rect.intersects(other), (size, rect, other)
            for seat in range(players):
                spot = view.scenery.trick_spot(seat)
                card = QRectF(spot.x() - 60, spot.y() - 80, 120, 160)
                assert not rect.intersects(card), (size, seat)
        assert not hand.intersects(fixed[0]), (size, "hand and the bottom panel")
        assert scene.contains(hand)


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_seats_go_counter_clockwise(qtbot, players):
    ctl, view = make_table(qtbot, players=players, seed=1)
    ctl.start()
    assert wait_for_human(qtbot, ctl)
    bottom = view.bottom_seat()
    centre = view.scenery.width_ / 2
    after = view.panels[(bottom + 1) % players].pos()
    before = view.panels[(bottom - 1) % players].pos()
    assert after.x() > centre > before.x()
    # Going on in play order the panels turn one way round the table: right, top, left.
    spots = [trick_spot(view.scenery.width_, k, players) for k in range(1, players)]
    xs = [p.x() for p in spots]
    assert xs == sorted(xs, reverse=True)


@pytest.mark.real_pace  # catches the card mid-glide
def test_animations_run_and_report_when_done(qtbot):
    settings().animation_speed = "fast"
    ctl, view = make_table(qtbot, players=4, seed=12)
    ctl.start()
    qtbot.waitUntil(lambda: view.scenery.banner.isVisible() and view.scenery.banner.opacity() > 0.2,
                    timeout=5000)
    assert ctl.phase == "animating" and view.seq.busy()
    assert wait_for_human(qtbot, ctl)
    assert not view.scenery.banner.isVisible() and not view.seq.busy()
    assert all(item.pos() == item.home for item in view.hand)
    item = next(i for i in view.hand if i.card in view.play.legal)
    start = QPointF(item.pos())
    target = view.scenery.trick_spot(ctl.viewer())
    # Every place the card passes (a poll could miss its stay at the trick on a busy
    # machine: the computers' cards follow and the trick is swept).
    passed: list[QPointF] = []
    item.xChanged.connect(lambda: passed.append(QPointF(item.pos())))
    item.yChanged.connect(lambda: passed.append(QPointF(item.pos())))
    QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier, viewport_point(view, card_grip(item)))

    def at_target(p: QPointF) -> bool:
        return (p - target).manhattanLength() < 0.5

    qtbot.waitUntil(lambda: any(at_target(p) for p in passed), timeout=3000)
    on_the_way = [p for p in passed if p != start and not at_target(p)]
    assert on_the_way, "the card glides, it does not jump"
    assert item not in view.hand


# A card's two indices (rank and suit), top left and bottom right, in item units.
INDICES = (QRectF(-48, -66, 16, 28), QRectF(32, 38, 16, 28))


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_every_card_of_a_trick_shows_its_index(qtbot, players):
    """A whole trick lies on the table (the others' cards as played, the bottom seat's
    where its card would land): whatever the order they came in, no card covers the
    index of another, at every size from 800x600 up."""
    ctl, view = make_table(qtbot, players=players, seed=players)
    ctl.start()
    assert play_until(qtbot, ctl, lambda: len(ctl.observation().trick) == players - 1)
    bottom = view.bottom_seat()
    mine = view.scenery.new_card(next(iter(view.play.legal)))
    for size in [*SIZES, (1280, 1024), (2560, 1080)]:
        view.resize(*size)
        qtbot.waitUntil(lambda s=size: view.viewport().size().toTuple() == s)
        mine.setPos(view.scenery.trick_spot(bottom))
        mine.setRotation(view.scenery.trick_rotation(bottom))
        mine.setScale(TABLE_SCALE)
        cards = [item for _, item in view.trick] + [mine]
        assert len(cards) == players
        for item in cards:
            assert item.scale() == TABLE_SCALE
            for other in cards:
                if other is item:
                    continue
                covers = other.mapToScene(other.shape())
                for index in INDICES:
                    shown = item.mapToScene(index)
                    assert covers.intersected(_path(shown)).isEmpty(), \
                        (size, item.card, other.card)


def _path(polygon: QPolygonF) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(polygon)
    return path


@pytest.fixture
def text_at_200(qapp):
    """Settings' text size at 200 %, applied as the room applies it."""
    from PySide6.QtWidgets import QApplication

    from gui.services.text_size import text_size

    text_size().attach(qapp)
    settings().text_size = 200
    QApplication.processEvents()
    yield
    settings().text_size = 100
    text_size().apply()


def test_a_corner_button_widens_for_its_text_rather_than_shrink_it(qtbot, settle, text_at_200):
    """At 200 % text "Poslední štych" does not fit the corner button's least width: the
    button widens (in the new language at once) and its text keeps the table's size."""
    from gui.royal.layout import ACTION_W, CORNER_W
    from gui.services import i18n
    from gui.table.plates import font

    ctl, view = make_table(qtbot, players=4, seed=7)
    ctl.start()
    assert wait_for_human(qtbot, ctl)
    sc = view.scenery
    english = sc.btn_last.rect().width()
    i18n.apply("cs")
    view.retranslate()
    settle()
    last, scores = sc.btn_last, sc.btn_scores
    assert last.text() == "Poslední štych"
    assert last.rect().width() > max(CORNER_W, english)
    drawn = last._fitting_font(last.rect().width() - 12)
    assert drawn.pixelSize() == font(last.text_px(), bold=True).pixelSize()
    assert last.x() + last.rect().width() < scores.x()  # side by side, a gap between
    assert scores.x() + scores.rect().width() <= sc.width_
    # the domino deal's two buttons alike ("Vyložit vše" beside its key), one width,
    # their left edge clear of the hand's right end
    lay_all, pass_ = sc.btn_all, sc.btn_pass
    assert lay_all.text() == "Vyložit vše"
    drawn = lay_all._fitting_font(lay_all.rect().width() - 12 - lay_all.rect().height() * 0.8)
    assert drawn.pixelSize() == font(lay_all.text_px(), bold=True).pixelSize()
    assert lay_all.rect().width() == pass_.rect().width() > ACTION_W
    hand_right = max(c.sceneBoundingRect().right() for c in view.hand)
    assert lay_all.x() > hand_right


@pytest.mark.parametrize("players", [3, 6])
def test_the_bank_grows_with_the_text_and_the_panels_keep_clear_of_it(qtbot, settle, players,
                                                                      text_at_200):
    from gui.royal.layout import BANK_H, BANK_W
    from gui.table.plates import grown

    ctl, view = make_table(qtbot, players=players, seed=players, options={"matchsticks": 20})
    ctl.start()
    assert wait_for_human(qtbot, ctl)
    sc = view.scenery
    for size in ((800, 600), (1920, 1080)):
        view.resize(*size)
        qtbot.waitUntil(lambda s=size: view.viewport().size().toTuple() == s)
        settle()
        bank = sc.bank.mapRectToScene(QRectF(0, 0, BANK_W, BANK_H))
        assert sc.bank.isVisible() and grown() > 1.4
        assert bank.width() == pytest.approx(BANK_W * grown())
        assert not bank.intersects(sc.label.sceneBoundingRect())
        for seat, panel in view.panels.items():
            if seat != view.bottom_seat():
                assert not panel_rect(panel).intersects(bank), (size, seat)


@pytest.mark.parametrize("size", [(800, 600), (1600, 1000)])
def test_a_long_deal_label_ends_short_of_the_corner_buttons(qtbot, settle, size):
    """The domino deal's label ("6/6 · Domino · Lay out all your cards first: places earn
    +25 / +20 / …") ran under the Scores button: it is drawn smaller, then cut short,
    the whole text its tooltip."""
    ctl, view = make_table(qtbot, players=6, seed=6, size=size)
    ctl.start()
    assert wait_for_human(qtbot, ctl)
    sc = view.scenery
    words = "6/6 · Domino · Lay out all your cards first: places earn +25 / +20 / +15 / +10 / +5"
    sc.label.set_text(words)
    sc.relayout()
    settle()
    drawn = sc.label.mapRectToScene(sc.label.rect())
    assert drawn.right() < sc.btn_last.x()
    assert sc.label.text == words
    assert shown_tip(sc.label.toolTip()) == (words if sc.label._shown != words else "")
    sc.label.set_max_width(300)  # cut short
    assert sc.label._shown.endswith("…") and shown_tip(sc.label.toolTip()) == words
    sc.label.set_text("1/6 · No tricks")  # a short one stays whole, with no tooltip
    assert sc.label._shown == "1/6 · No tricks" and sc.label.toolTip() == ""
