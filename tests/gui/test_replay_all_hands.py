"""A replay shows every hand on request: on by default for a finished game's record, off
for a running game's; every table draws each seat's hand face up (Tien Gow: and the
discards played face down, dimmed), compactly enough for 800x600."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from room_helpers import ai_seats, finished_record, step_moves

from gui.play.controller import GameController
from gui.royal.open_hands import OpenHand


def open_replay(window, tmp_path, record: dict) -> GameController:
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert window.open_record(str(path))
    return window.controller


def shown_hands(table) -> dict[int, list[str]]:
    """Each seat's cards or tiles as the table draws them face up."""
    if hasattr(table, "hands"):  # Nines, Tien Gow
        return {s: sorted(t.face for t in hand if t.face_up)
                for s, hand in enumerate(table.hands)}
    shown = {table.bottom_seat(): sorted(i.card for i in table.hand
                                         if i.card is not None and i.flip >= 0.5)}
    for seat, panel in table.panels.items():
        for child in panel.childItems():
            if isinstance(child, OpenHand):
                shown[seat] = sorted(f"{rank}{suit}"
                                     for suit, ranks in child.groups
                                     for rank in ranks.split(" "))
    return shown


@pytest.mark.parametrize(("game", "n"), [("nines", 4), ("royal", 3), ("royal", 6),
                                         ("tiengow", 4)])
def test_a_finished_game_opens_with_every_hand_and_the_toggle_hides_them(
        window, qtbot, tmp_path, game, n):
    ctl = open_replay(window, tmp_path, finished_record(game, n, {}))
    page, table = window.game_page, window.game_page.host.table
    assert ctl.show_all and page.all_hands_button.isChecked()
    assert window.menus.act_all_hands.isChecked() and window.menus.act_all_hands.isEnabled()
    ctl.replay_seek(ctl.replay_position()[1] // 3)
    qtbot.waitUntil(lambda: all(len(shown_hands(table).get(s, [])) ==
                                len(ctl.observation(s).hand) for s in range(n)))
    want = {s: sorted(ctl.observation(s).hand) for s in range(n)}
    assert all(want[s] for s in range(n))  # a third in, everybody still holds something
    assert shown_hands(table) == want
    qtbot.mouseClick(page.all_hands_button, Qt.MouseButton.LeftButton)
    assert not ctl.show_all and not window.menus.act_all_hands.isChecked()
    qtbot.waitUntil(lambda: {s for s, h in shown_hands(table).items() if h} == {ctl.viewer()})
    window.menus.act_all_hands.trigger()
    assert ctl.show_all and page.all_hands_button.isChecked()


@pytest.mark.parametrize("game", ["royal", "tiengow"])
def test_a_running_games_record_opens_with_one_hand(window, qtbot, tmp_path, game):
    running = GameController(game, ai_seats(4), seed=2)
    running.table_paced = True  # a move at a time: a short game is not over meanwhile
    running.start()
    step_moves(qtbot, running, 13)
    running.shutdown()
    ctl = open_replay(window, tmp_path, running.record())
    assert not ctl.is_over() and not ctl.show_all
    assert not window.game_page.all_hands_button.isChecked()
    # mid first deal, whatever move the running game reached (between deals no hand is held)
    ctl.replay_seek(5)
    table = window.game_page.host.table
    qtbot.waitUntil(lambda: bool(shown_hands(table)[ctl.viewer()]))
    assert {s for s, h in shown_hands(table).items() if h} == {ctl.viewer()}


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_royal_open_hands_fit_from_800x600_up(window, qtbot, tmp_path, n, size):
    window.resize(*size)
    ctl = open_replay(window, tmp_path, finished_record("royal", n, {}))
    ctl.replay_seek(1)  # the first deal just dealt: the fullest hands
    table = window.game_page.host.table
    qtbot.waitUntil(lambda: sum(isinstance(c, OpenHand) for p in table.panels.values()
                                for c in p.childItems()) == n - 1)
    scene = table.sceneRect()
    boxes = [c.sceneBoundingRect() for p in table.panels.values() for c in p.childItems()
             if isinstance(c, OpenHand)]
    plates = [p.mapRectToScene(p.plate_rect()) for p in table.panels.values()]
    plates += [item.sceneBoundingRect() for item in (table.label, table.btn_scores,
                                                     table.btn_last) if item.isVisible()]
    for i, box in enumerate(boxes):
        assert scene.contains(box)
        assert not any(box.intersects(other) for other in boxes[i + 1:])
        assert not any(box.intersects(plate.adjusted(1, 1, -1, -1)) for plate in plates)


def test_a_tiengow_replay_shows_the_discards_with_the_hands(window, qtbot, tmp_path):
    """Every hand shown: a discard played face down shows its tiles, dimmed (the record
    knows them); with only the viewer's hand shown, only the viewer's discards do."""
    record = finished_record("tiengow", 4, {}, seed=3)
    ctl = open_replay(window, tmp_path, record)
    table = window.game_page.host.table

    def discards_shown() -> dict[int, list[str]]:
        return {seat: sorted(i.face for i in items if i.face_up and i.dimmed)
                for seat, items, up in table.tiles.trick if not up}

    def discards_known(seat: int) -> list[str]:
        obs = ctl.observation(seat)
        return sorted(dict(obs.discards).get(len(obs.tricks), ()))

    total = ctl.replay_position()[1]
    for k in range(total):  # a trick in play with a discard by someone else than seat 0
        ctl.replay_seek(k)
        current = ctl.observation(0).current
        if current is not None and any(s != 0 and f is None for s, f in current.plays):
            break
    else:
        pytest.fail("no discard by another seat in the record")
    ctl.show_seat(0)
    qtbot.waitUntil(lambda: table.director.idle())
    downs = [s for s, faces in ctl.observation(0).current.plays if faces is None]
    want = {s: discards_known(s) for s in downs}
    assert all(want.values()) and discards_shown() == want
    window.menus.act_all_hands.trigger()  # every hand but the viewer's face down
    qtbot.waitUntil(lambda: table.director.idle())
    assert not ctl.show_all
    assert discards_shown() == {s: want[s] if s == 0 else [] for s in downs}
    assert all(not i.face_up for s, items, up in table.tiles.trick if not up and s != 0
               for i in items)
