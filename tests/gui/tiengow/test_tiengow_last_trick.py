"""The last trick shown again on the Tien Gow table: its button once a trick is decided,
the plays in order with the winner marked, the others' face-down discards as backs (in
hot seat too), the keys and the click that close it, and what a screen reader hears."""

from __future__ import annotations

from PySide6.QtCore import Qt
from test_tiengow_table_game import human_turn
from tiengow_table_helpers import click, key, make_controller, make_table, wait_for_turn

from gui.tiengow import access


def play_until(qtbot, ctl, table, done, turns: int = 40) -> None:
    for turn in range(turns):
        mode = wait_for_turn(qtbot, ctl, table)
        if done() or mode in ("game_over", "match_over"):
            return
        human_turn(qtbot, ctl, table, mode, turn)


def core_last_trick(ctl, viewer: int):
    """The last decided trick as the core shows it to `viewer`."""
    return ctl.observation(viewer).tricks[-1]


def test_the_button_comes_with_the_first_decided_trick_and_shows_it_in_order(qtbot):
    ctl = make_controller(seed=5)
    table = make_table(qtbot, ctl)
    ctl.start()
    wait_for_turn(qtbot, ctl, table)
    sc = table.scenery
    assert not sc.last_button.isVisible()
    key(table, Qt.Key.Key_L, "l")
    assert not sc.last_panel.isVisible()  # nothing to show yet
    play_until(qtbot, ctl, table, lambda: bool(ctl.observation(0).tricks))
    assert sc.last_button.isVisible() and sc.last_button.text() == "Last trick"
    click(table, sc.last_button.sceneBoundingRect().center())
    assert sc.last_panel.isVisible()
    view = core_last_trick(ctl, 0)
    winner, plays = table.board.last_plays()
    assert winner == view.winner
    assert [seat for seat, _f, _u in plays] == [seat for seat, _f in view.plays]
    for (seat, faces, up), (_seat, core_faces) in zip(plays, view.plays, strict=True):
        assert up == (core_faces is not None)
        if up:
            assert faces == tuple(core_faces)
        elif seat != 0:
            assert faces == (None,) * view.size  # another's discard: backs
        else:
            own = dict(ctl.observation(0).discards)[len(ctl.observation(0).tricks) - 1]
            assert sorted(faces) == sorted(own)  # the owner knows their own
    rows = sc.last_panel.rows()
    assert rows[0][1].startswith("led")
    took = [r for r in rows if r[4]]
    assert len(took) == 1 and took[0][0] == ctl.seat_name(view.winner)
    assert "took the trick" in took[0][1]
    assert [r[0] for r in rows] == [ctl.seat_name(s) for s, _f in view.plays]
    assert table.matches_observation()  # the rebuilt board has the same last trick
    click(table, sc.last_panel.sceneBoundingRect().center())
    assert not sc.last_panel.isVisible()


def test_keys_open_and_close_it_and_escape_closes_it_before_anything_else(qtbot):
    ctl = make_controller(seed=7)
    table = make_table(qtbot, ctl)
    ctl.start()
    play_until(qtbot, ctl, table, lambda: bool(ctl.observation(0).tricks))
    panel = table.scenery.last_panel
    key(table, Qt.Key.Key_L, "l")
    assert panel.isVisible()
    key(table, Qt.Key.Key_L, "l")
    assert not panel.isVisible()
    key(table, Qt.Key.Key_L, "l")
    if table.human.mode:  # a tile chosen: Esc closes the panel first, the choice stays
        key(table, Qt.Key.Key_Right)
        key(table, Qt.Key.Key_Space)
    chosen = list(table.board.selected)
    key(table, Qt.Key.Key_Escape)
    assert not panel.isVisible() and table.board.selected == chosen


def test_a_new_trick_decided_shows_the_new_one_and_the_screen_reader_reads_it(qtbot):
    ctl = make_controller(seed=5)
    table = make_table(qtbot, ctl)
    ctl.start()
    play_until(qtbot, ctl, table, lambda: len(ctl.observation(0).tricks) >= 2)
    table.toggle_last()
    nodes = {n.key: n for top in access.nodes(table) for n in top.walk()}
    assert "last" in nodes and nodes["last"].name == "The last trick"
    view = core_last_trick(ctl, 0)
    plays = [n for k, n in nodes.items() if k.startswith("last:")]
    assert len(plays) == len(view.plays)
    assert plays[0].name.startswith(ctl.seat_name(view.plays[0][0]) + ": led")
    for node, (seat, faces) in zip(plays, view.plays, strict=True):
        if faces is None and seat != 0:
            assert "face down" in node.name
    assert "ranks" in nodes and nodes["last-trick"].name == "Last trick"  # the buttons too


def test_hot_seat_closes_it_at_the_curtain_and_never_shows_another_seats_discard(qtbot):
    ctl = make_controller(humans=(0, 2), seed=3)
    table = make_table(qtbot, ctl)
    ctl.start()
    checked = closed = 0
    for _ in range(60):
        qtbot.waitUntil(lambda: ctl.phase in ("curtain", "human", "game_over", "match_over")
                        and table.director.idle(), timeout=20_000)
        if ctl.phase in ("game_over", "match_over"):
            break
        if ctl.phase == "curtain":  # left open by the seat before
            assert not table.scenery.last_panel.isVisible()
            closed += table.board.last is not None
            ctl.lift_curtain()
            continue
        viewer = ctl.viewer()
        if table.board.last is not None:
            table.toggle_last()
            assert table.scenery.last_panel.isVisible()
            _winner, plays = table.board.last_plays()
            for seat, faces, up in plays:
                if not up and seat != viewer:
                    assert faces == (None,) * len(faces)
                    checked += 1
        wait_for_turn(qtbot, ctl, table)
        human_turn(qtbot, ctl, table, table.human.mode, 0)
    assert checked > 0 and closed > 0


def test_the_last_trick_of_a_finished_game_is_the_one_that_decided_it(qtbot):
    ctl = make_controller(games=2, seed=9)
    table = make_table(qtbot, ctl)
    ctl.start()
    play_until(qtbot, ctl, table, lambda: False, turns=60)
    qtbot.waitUntil(lambda: ctl.phase == "game_over" and table.director.idle())
    sc = table.scenery
    click(table, sc.last_button.sceneBoundingRect().center())
    assert sc.last_panel.isVisible()
    assert sc.banner.isVisible() and sc.banner.opacity() == 0.0  # no edge peeks out
    winner, _plays = table.board.last_plays()
    assert winner == ctl.observation(0).tricks[-1].winner
    click(table, sc.last_panel.sceneBoundingRect().center())  # closed, then Next game
    assert sc.banner.isVisible() and sc.banner.opacity() == 1.0
    click(table, table.next_button.sceneBoundingRect().center())
    qtbot.waitUntil(lambda: ctl.game_number() == 2 and table.director.idle())
    assert not ctl.observation(0).tricks
    assert table.board.last is None and not sc.last_button.isVisible()
    key(table, Qt.Key.Key_L, "l")
    assert not sc.last_panel.isVisible()


def test_the_panel_is_as_wide_as_its_widest_play_needs(qtbot):
    """A trick of single tiles leaves no empty room for four: the words follow the tiles
    at the same distance, and the panel narrows by the tiles it does not show."""
    from gui.tiengow.last_trick import TILE_GAP, TILE_W, LastTrickPanel

    trick = [(0, [(0, ("teen",), True), (1, (None,), False)])]
    panel = LastTrickPanel(lambda: trick[0], lambda seat: f"Seat {seat}", lambda: "classic")
    single = panel.rect().width()
    trick[0] = (0, [(0, ("teen", "teen", "day", "day"), True), (1, (None,) * 4, False)])
    panel.refresh()
    assert panel.rect().width() - single == 3 * (TILE_W + TILE_GAP)
    before = LastTrickPanel(lambda: None, lambda seat: "", lambda: "classic")
    assert before.rect().width() > panel.rect().width()  # the widest before any trick


def test_the_names_and_words_columns_are_as_wide_as_their_texts(qtbot):
    """Short names leave no wide gap before the tiles; a long one widens the column up to
    NAME_W (and is elided beyond); the words' column is as wide as the longest words."""
    from gui.tiengow.last_trick import NAME_MIN, NAME_W, LastTrickPanel

    trick = (1, [(0, ("teen",), True), (1, ("day",), True)])

    def width(name: str) -> float:
        return LastTrickPanel(lambda: trick, lambda seat: name, lambda: "classic").rect().width()

    short, medium, huge = width("Al"), width("Bartholomew"), width("Bartholomew" * 8)
    assert short < medium < huge
    assert huge - short == NAME_W - NAME_MIN  # the column between its floor and its cap
    face_down = (1, [(0, ("teen",), True), (1, ("day",), True), (2, (None,), False)])
    words = LastTrickPanel(lambda: face_down, lambda seat: "Al", lambda: "classic")
    assert words.rect().width() == short  # "face down" is shorter than "beat it · took..."
