"""Whole games on the Tien Gow table with the real controller: the human's seat played
with real mouse and key events, three computer seats, to the game-over ledger; replay,
undo and hot-seat privacy."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from tiengow_table_helpers import centre, click, key, make_controller, make_table, wait_for_turn

from core.tiengow.moves import Beat, Discard
from gui.play.controller import GameController
from gui.services.settings import settings
from gui.tiengow.ledger import chips


def human_turn(qtbot, ctl, table, mode: str, turn: int) -> None:
    """One move of the viewer's: by the mouse or the keys, leads and follows alike."""
    before = ctl.move_count()
    human = table.human
    if mode == "lead":
        if turn % 3 == 0 and human.offers:
            click(table, table.chips[0].sceneBoundingRect().center())
        elif turn % 3 == 1:
            key(table, Qt.Key.Key_Right)
            key(table, Qt.Key.Key_Space)
            key(table, Qt.Key.Key_Return)
        else:
            click(table, centre(table.hands[ctl.viewer()][-1]))
            click(table, table.action.sceneBoundingRect().center())
    else:
        legal = ctl.legal_moves()
        beats = [m for m in legal if type(m) is Beat]
        move = beats[0] if beats and turn % 2 else next(m for m in legal if type(m) is Discard)
        for tile in table.board.tiles_of(ctl.viewer(), move.tiles):
            click(table, centre(table.tiles.item(tile)))
        button = table.action if type(move) is Beat else table.discard
        assert button.isEnabled()
        click(table, button.sceneBoundingRect().center())
    qtbot.waitUntil(lambda: ctl.move_count() > before, timeout=5_000)


def play_game(qtbot, ctl, table) -> int:
    turns = 0
    while True:
        mode = wait_for_turn(qtbot, ctl, table)
        if mode in ("game_over", "match_over"):
            return turns
        assert table.matches_observation()
        human_turn(qtbot, ctl, table, mode, turns)
        turns += 1


@pytest.mark.painted
def test_a_game_played_through_the_table_reaches_the_ledger_and_the_next_game(qtbot):
    ctl = make_controller(games=2, seed=5)
    table = make_table(qtbot, ctl)
    ctl.start()
    turns = play_game(qtbot, ctl, table)
    assert turns >= 1 and ctl.phase == "game_over"
    banner = table.banner.text()
    assert table.banner.isVisible() and "wins the last trick" in banner
    assert "Banker:" in banner and ("pays" in banner)
    points = ctl.scores()
    winner = max(range(4), key=lambda s: points[s])
    assert f"{ctl.seat_name(winner)} wins {points[winner]} chip" in banner
    assert sum(points) == 0
    assert [table.plates[s].detail.endswith(chips(points[s])) for s in range(4)] == [True] * 4
    assert table.next_button.isVisible()
    click(table, table.next_button.sceneBoundingRect().center())
    qtbot.waitUntil(lambda: ctl.game_number() == 2 and table.director.idle())
    assert not table.banner.isVisible()
    obs = ctl.observation()
    assert table.plates[obs.banker].tag.startswith("Banker")
    assert len(table.hands[0]) == 8 and table.matches_observation()


def test_a_one_game_match_ends_with_the_match_banner_and_its_ledger(qtbot):
    ctl = make_controller(games=1, seed=9)
    table = make_table(qtbot, ctl)
    ctl.start()
    play_game(qtbot, ctl, table)
    qtbot.waitUntil(lambda: ctl.phase == "match_over" and table.director.idle())
    text = table.banner.text()
    assert text.startswith("The match is over.") and "wins the last trick" in text
    assert not table.next_button.isVisible()


def faces_shown(table) -> list[str]:
    return [i.shown_face() for i in table.all_tiles() if i.shown_face()]


def test_hot_seat_never_shows_another_hand_or_discard(qtbot):
    ctl = make_controller(humans=(0, 2), seed=3)
    table = make_table(qtbot, ctl)
    ctl.start()
    seen_discards = 0
    for _ in range(60):
        qtbot.waitUntil(lambda: ctl.phase in ("curtain", "human", "game_over", "match_over")
                        and table.director.idle(), timeout=20_000)
        if ctl.phase in ("game_over", "match_over"):
            break
        if ctl.phase == "curtain":
            assert all(i.shown_face() is None for hand in table.hands for i in hand)
            ctl.lift_curtain()
            continue
        viewer = ctl.viewer()
        for seat, hand in enumerate(table.hands):
            if seat != viewer:
                assert all(i.shown_face() is None for i in hand)
        own = {i for _t, faces in ctl.observation(viewer).discards for i in faces}
        for seat, items, up in table.tiles.trick:
            if not up:
                seen_discards += 1
                if seat != viewer:
                    assert all(i.shown_face() is None for i in items)
                else:
                    assert {i.shown_face() for i in items} <= own
        for piles in table.tiles.won:
            assert all(i.shown_face() is None for pile in piles for i in pile)
        wait_for_turn(qtbot, ctl, table)
        human_turn(qtbot, ctl, table, table.human.mode, 0)  # discards, mostly
    assert seen_discards > 0


def test_a_discard_shows_as_backs_to_the_others_and_dimmed_to_its_owner(qtbot):
    ctl = make_controller(seed=5)
    table = make_table(qtbot, ctl)
    ctl.start()
    for turn in range(8):
        mode = wait_for_turn(qtbot, ctl, table)
        if mode == "follow":
            break
        human_turn(qtbot, ctl, table, mode, turn)
    legal = ctl.legal_moves()
    move = next(m for m in legal if type(m) is Discard)
    for tile in table.board.tiles_of(0, move.tiles):
        click(table, centre(table.tiles.item(tile)))
    click(table, table.discard.sceneBoundingRect().center())
    qtbot.waitUntil(lambda: any(s == 0 and not up for s, _i, up in table.tiles.trick)
                    or table.board.tricks_done > 0)
    qtbot.waitUntil(table.director.idle)
    mine = [items for s, items, up in table.tiles.trick if s == 0 and not up]
    if mine:  # the trick still lies: the owner sees their tiles, dimmed
        assert sorted(i.shown_face() for i in mine[0]) == sorted(move.tiles)
        assert all(i.dimmed for i in mine[0])
    others = [items for s, items, up in table.tiles.trick if s != 0 and not up]
    assert all(i.shown_face() is None for items in others for i in items)


def test_undo_and_replay_rebuild_the_table(qtbot):
    ctl = make_controller(seed=5)
    table = make_table(qtbot, ctl)
    ctl.start()
    mode = wait_for_turn(qtbot, ctl, table)
    human_turn(qtbot, ctl, table, mode, 2)
    wait_for_turn(qtbot, ctl, table)
    count = ctl.move_count()
    assert ctl.undo()
    qtbot.waitUntil(lambda: table.director.idle() and ctl.move_count() < count)
    assert table.matches_observation()
    record = ctl.record()
    replay = GameController.replay(record)
    view = make_table(qtbot, replay)
    replay.game_started.emit()
    qtbot.waitUntil(view.director.idle)
    for _ in range(3):
        replay.replay_step(1)
        qtbot.waitUntil(view.director.idle)
        assert view.matches_observation()
        assert view.human.mode == ""


@pytest.mark.parametrize(("banker", "said"), [("double", "count ×2"),
                                              ("none", "no multiplier")])
def test_the_banker_plate_says_what_the_banker_does(qtbot, banker, said):
    ctl = make_controller(seed=5, options={"banker": banker})
    table = make_table(qtbot, ctl)
    ctl.start()
    wait_for_turn(qtbot, ctl, table)
    obs = ctl.observation()
    tips = [plate.toolTip() for plate in table.plates]
    assert "leads the first trick" in tips[obs.banker] and said in tips[obs.banker]
    assert [t for s, t in enumerate(tips) if s != obs.banker] == ["", "", ""]


def test_a_won_trick_slides_to_its_pile_face_up_and_lies_there_face_down(qtbot):
    settings().animation_speed = "normal"  # (at TEST_PACE) the slide takes time
    ctl = make_controller(humans=(), seed=5)
    table = make_table(qtbot, ctl)
    ctl.start()

    def sliding_face_up() -> bool:  # the lead, on its way to the winner's pile
        return any(i.shown_face() is not None
                   for piles in table.tiles.won for pile in piles for i in pile)

    qtbot.waitUntil(sliding_face_up, timeout=20_000)
    assert "wins the trick" in table.caption.text
    qtbot.waitUntil(lambda: table.board.tricks_done >= 2 and not sliding_face_up(),
                    timeout=20_000)
    ctl.shutdown()
