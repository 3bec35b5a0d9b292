"""The Nines table in the room's situations: hot-seat, continuing a save, live settings,
animations at a real speed, and a layout that fits from 800x600 to 4K."""

from __future__ import annotations

import pytest
from nines_table_helpers import make_controller, make_table, replay_of_last_game
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor
from test_nines_table_match import mouse_turn, wait_for_turn

from gui.nines.layout import BOTTOM, LEFT, MIN_W, RIGHT, TOP, Geometry
from gui.play.controller import GameController
from gui.services.settings import settings


def test_hot_seat_shows_each_human_their_own_hand_at_the_bottom(qtbot):
    ctl = make_controller(games=1, humans=(0, 2), seed=4)
    ctl.curtain_requested.connect(lambda seat: ctl.lift_curtain())
    table = make_table(qtbot, ctl)
    ctl.start()
    viewers = set()
    for turn in range(40):
        state = wait_for_turn(qtbot, ctl, table)
        if state in ("game_over", "match_over"):
            break
        seat = ctl.viewer()
        viewers.add(seat)
        obs = ctl.observation()
        assert table.scenery.bottom == seat
        assert sorted(i.face for i in table.tiles.hands[seat]) == sorted(obs.hand)
        assert all(i.face_up for i in table.tiles.hands[seat])
        assert not any(i.face_up for s in range(4) if s != seat for i in table.tiles.hands[s])
        mouse_turn(qtbot, ctl, table, state, turn)
    assert viewers == {0, 2}


def test_a_continued_save_is_laid_out_from_its_observation(qtbot):
    first = make_controller(games=2, seed=8)
    table = make_table(qtbot, first)
    first.start()
    for turn in range(2):  # the take and one play: the game is far from over
        state = wait_for_turn(qtbot, first, table)
        assert state in ("take", "lead", "follow")
        mouse_turn(qtbot, first, table, state, turn)
    qtbot.waitUntil(lambda: first.phase == "human" or first.phase == "game_over")
    data = first.save_data()
    first.shutdown()
    table.close()
    ctl = GameController.from_save(data, agent_factory=first.agent_factory)
    ctl.table_paced = True
    again = make_table(qtbot, ctl)
    ctl.resume()
    qtbot.waitUntil(again.director.idle)
    assert again.matches_observation()
    obs = ctl.observation()
    assert sum(len(t) for t in again.tiles.trophies) == sum(len(r.stacks) for r in obs.rounds)
    state = wait_for_turn(qtbot, ctl, again)
    mouse_turn(qtbot, ctl, again, state, 1)
    # every batch ends with the table checked against the observation (a drift warns)
    qtbot.waitUntil(lambda: again.director.idle() and again.matches_observation())


@pytest.mark.painted
def test_tile_style_and_table_colour_change_live(qtbot):
    ctl = make_controller(games=1, seed=3)
    table = make_table(qtbot, ctl)
    ctl.start()
    mouse_turn(qtbot, ctl, table, wait_for_turn(qtbot, ctl, table), 1)
    wait_for_turn(qtbot, ctl, table)
    item = table.tiles.hands[0][0]
    point = table.mapFromScene(item.mapToScene(item.tile_rect().topLeft()) + item_offset())
    before = table.grab().toImage().pixelColor(point)
    settings().tile_style = "ivory"
    qtbot.waitUntil(lambda: table.grab().toImage().pixelColor(point) != before)
    assert table.tile_style == "ivory"
    assert table.grab().toImage().pixelColor(point).lightness() > before.lightness()
    corner = table.grab().toImage().pixelColor(2, 2)
    settings().table_colour = QColor("#602020")
    qtbot.waitUntil(lambda: table.grab().toImage().pixelColor(2, 2) != corner)
    assert table.grab().toImage().pixelColor(2, 2).red() > corner.red()


def item_offset():
    from PySide6.QtCore import QPointF
    return QPointF(12, 70)  # inside the body, between the pips of any face


def test_a_round_animates_at_fast_speed_and_reports_when_done(qtbot):
    settings().animation_speed = "fast"
    ctl = make_controller(games=1, seed=3)
    table = make_table(qtbot, ctl)
    ctl.start()
    state = wait_for_turn(qtbot, ctl, table)
    assert state == "take" and table.opening_dice[0].isVisible()
    assert table.dice_note.text.endswith("opens")
    mouse_turn(qtbot, ctl, table, state, 1)
    while not ctl.observation().rounds:
        state = wait_for_turn(qtbot, ctl, table)
        mouse_turn(qtbot, ctl, table, state, 1)
    qtbot.waitUntil(table.director.idle, timeout=10_000)
    assert table.matches_observation()
    assert sum(len(t) for t in table.tiles.trophies) == len(ctl.observation().rounds[0].stacks)


def _overlap(a: QRectF, b: QRectF) -> bool:
    return a.intersects(b)


@pytest.mark.parametrize("width", [MIN_W, 1600.0, 1778.0, 2400.0])
def test_the_layout_keeps_plates_hands_wall_and_stacks_apart(width):
    geo = Geometry(width)
    plates = {p: geo.seat_rect(p) for p in (BOTTOM, LEFT, TOP, RIGHT)}
    score = QRectF(20, 20, 150 + 40 * 6 + 62, 44 + 30 * 5 + 8)  # six games and Total
    hands = {p: geo.hand_rect(p) for p in (BOTTOM, LEFT, TOP, RIGHT)}
    centre = [geo.wall_rect()] + [geo.stack_rect(i, 4) for i in range(4)]
    boxes = [*plates.values(), score, *hands.values()]
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            assert not _overlap(a, b), (width, a, b)
    for box in centre:
        for other in boxes:
            assert not _overlap(box, other), (width, box, other)
    assert geo.button_rect().left() > hands[BOTTOM].right()
    assert geo.button_rect().right() < width
    for rect in boxes:
        assert rect.left() >= 0 and rect.right() <= width and rect.top() >= 0 \
            and rect.bottom() <= 1000


@pytest.mark.parametrize("size", [(800, 600), (3840, 2160)])
def test_the_table_fits_the_window_from_800x600_to_4k(qtbot, size):
    ctl = make_controller(games=1, seed=3)
    table = make_table(qtbot, ctl, size)
    ctl.start()
    wait_for_turn(qtbot, ctl, table)
    view = table.viewport().rect()
    for item in [*table.plates, table.scoreboard, table.panel_button, table.caption,
                 *table.all_tiles()]:
        box = table.mapFromScene(item.sceneBoundingRect()).boundingRect()
        assert view.adjusted(-2, -2, 2, 2).contains(box), (size, item, box)
    table.toggle_panel()
    box = table.mapFromScene(table.panel.sceneBoundingRect()).boundingRect()
    assert view.adjusted(-2, -2, 2, 2).contains(box)


def test_a_replayed_record_shows_its_final_position(qtbot):
    ctl = make_controller(games=1, seed=3, humans=())
    table = make_table(qtbot, ctl)
    ctl.start()
    qtbot.waitUntil(lambda: ctl.phase in ("game_over", "match_over") and table.director.idle(),
                    timeout=20_000)
    replay, shown = replay_of_last_game(qtbot, ctl, table)
    assert shown.matches_observation()
    assert sum(len(t) for t in shown.tiles.trophies) == 8 and not any(shown.tiles.hands)
    assert [len(t) for t in shown.tiles.trophies] == replay.scores()
