"""The Nines table never runs ahead of its animation (plates, score table, prompt), and
its rank panel stays readable in a small window without covering a seat."""

from __future__ import annotations

import pytest
from nines_table_helpers import make_controller, make_table
from PySide6.QtCore import QRectF
from test_nines_table_match import mouse_turn, wait_for_turn

from gui.nines.layout import MIN_PX, PANEL_W
from gui.nines.table import NinesTable
from gui.services.settings import settings


def plate_counts(table: NinesTable) -> list[int]:
    return [int(plate.detail.split()[0]) for plate in table.plates]


def test_plates_and_score_table_wait_for_the_stacks_to_be_won(qtbot):
    settings().animation_speed = "fast"
    ctl = make_controller(games=1, seed=3)
    table = make_table(qtbot, ctl)
    seen: list[tuple[list[int], list[int], list[int], list[str]]] = []

    def laid(text: str) -> None:
        if " lays a tile " in text:  # a tile is on its way to a stack
            seen.append((plate_counts(table), list(table.scoreboard.current),
                         list(ctl.observation().scores),
                         [table.human.preview(i) for i in range(len(table.tiles.stacks))]))

    table.status.connect(laid)
    ctl.start()
    turn = 0
    while sum(ctl.scores()) < 4:  # a few rounds
        state = wait_for_turn(qtbot, ctl, table)
        assert state in ("take", "lead", "follow")
        turn += 1
        mouse_turn(qtbot, ctl, table, state, turn)
    qtbot.waitUntil(lambda: table.director.idle() and ctl.phase == "human", timeout=20_000)
    assert seen
    for plates, board, _obs, notes in seen:
        assert plates == board  # the plates and the score table agree...
        assert all(note == "" for note in notes)  # ...and no note outlives the human's turn
    # while the last tile of a round glides, the observation already counts the round,
    # the table not yet
    assert any(plates != scores for plates, _b, scores, _n in seen)
    assert plate_counts(table) == ctl.scores() == [len(t) for t in table.tiles.trophies]


def test_the_prompt_comes_when_the_opening_has_been_shown(qtbot):
    settings().animation_speed = "fast"
    for seed in range(1, 60):  # a match whose first game the human opens
        ctl = make_controller(games=1, seed=seed)
        ctl.start()
        opener = ctl.observation().opener
        ctl.shutdown()
        if opener == 0:
            break
    ctl = make_controller(games=1, seed=seed)
    table = make_table(qtbot, ctl)
    shown: list[tuple[str, bool, bool]] = []
    table.status.connect(lambda text: shown.append(  # the caption, as each text comes
        (table.caption.text, table.dice_note.isVisible(),
         table.bubble.isVisible() and table.bubble.highlighted)))
    ctl.start()
    assert wait_for_turn(qtbot, ctl, table) == "take"
    prompts = [i for i, (text, _d, _b) in enumerate(shown) if text.startswith("Your turn")]
    assert prompts, shown
    first = prompts[0]
    assert any("opens:" in text for text, _d, _b in shown[:first])
    assert shown[first][1] and shown[first][2]  # the dice sum and the final count are up


def uncovered(table: NinesTable) -> list:
    """What the open rank panel must never cover: the seats (name plates with their
    trophies, the hands), the tiles, the score table and the table's buttons."""
    return [*table.plates, table.action, table.scoreboard, *table.all_tiles()]


@pytest.mark.parametrize("size", [(800, 530), (800, 600)])
def test_the_rank_panel_is_readable_in_a_small_window_and_covers_no_seat(qtbot, size):
    ctl = make_controller(games=1, seed=3)
    table = make_table(qtbot, ctl, size)
    ctl.start()
    wait_for_turn(qtbot, ctl, table)
    table.toggle_panel()
    assert table.panel.isVisible()
    panel = table.panel.sceneBoundingRect()
    for item in uncovered(table):
        assert not item.sceneBoundingRect().intersects(panel), item
    smallest = table.panel.MIN_FONT * table.panel.scale() * table.transform().m11()
    assert smallest >= MIN_PX - 0.01, smallest
    view = table.viewport().rect().adjusted(-2, -2, 2, 2)
    shown = table.mapFromScene(table.panel.mapRectToScene(QRectF(
        0, table.panel._top, PANEL_W, table.panel.content_height()))).boundingRect()
    assert view.contains(shown)  # all of its content in the window
    button = table.panel_button
    assert view.contains(table.mapFromScene(button.sceneBoundingRect()).boundingRect())
    assert button.zValue() > table.panel.zValue()
    assert button.sceneBoundingRect().bottom() <= table.panel.mapToScene(
        0, table.panel._top).y()  # the button sits above the content
    assert table.caption.sceneBoundingRect().right() <= table.panel.x()
    table.toggle_panel()
    assert not table.scenery.panel_visible and not table.panel.isVisible()


def test_the_rank_panel_sits_beside_the_table_in_a_big_window(qtbot):
    ctl = make_controller(games=1, seed=3)
    table = make_table(qtbot, ctl, (1920, 1000))
    ctl.start()
    wait_for_turn(qtbot, ctl, table)
    table.toggle_panel()
    assert table.scenery.panel_visible and table.panel.scale() == 1.0
    smallest = table.panel.MIN_FONT * table.transform().m11()
    assert smallest >= MIN_PX
    panel = table.panel.sceneBoundingRect()
    for item in uncovered(table):
        assert not item.sceneBoundingRect().intersects(panel), item
