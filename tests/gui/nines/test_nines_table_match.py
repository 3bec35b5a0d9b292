"""Whole matches on the Nines table with the real controller: one human seat played with
real mouse events on the viewport (or the keyboard), three computer seats."""

from __future__ import annotations

import pytest
from nines_table_helpers import click, drag, item_centre, make_controller, make_table
from PySide6.QtCore import Qt

from core.nines.moves import Lead
from gui.nines.table import NinesTable
from gui.play.controller import GameController

SEED = 3


def wait_for_turn(qtbot, ctl: GameController, table: NinesTable) -> str:
    """Wait until the human may act ("take", "lead", "follow") or a game ended."""

    def ready() -> bool:
        if ctl.phase in ("game_over", "match_over"):
            return table.director.idle()
        return ctl.phase == "human" and table.human.mode != "" and table.director.idle()

    qtbot.waitUntil(ready, timeout=20_000)
    return ctl.phase if ctl.phase in ("game_over", "match_over") else table.human.mode


def mouse_turn(qtbot, ctl: GameController, table: NinesTable, mode: str, turn: int) -> None:
    """One human move with the mouse: take a wall end, lead by clicks (or a drag to the
    centre), follow by dragging a tile onto each stack, then Confirm."""
    before = ctl.move_count()
    if mode == "take":
        columns = sorted(table.tiles.wall)
        column = columns[0] if turn % 2 else columns[-1]
        click(table, item_centre(table.tiles.wall[column][-1]))
    elif mode == "lead":
        hand = table.tiles.hands[ctl.viewer()]
        chosen = hand[: 1 + turn % min(3, len(hand))]
        for item in chosen:
            click(table, item_centre(item))
        assert all(item in table.tiles.raised for item in chosen)
        if turn % 2:
            click(table, table.action.sceneBoundingRect().center())
        else:
            drag(table, item_centre(chosen[0]), table.scenery.geo.centre_rect().center())
    else:
        count = len(table.tiles.stacks)
        for stack in range(count):
            item = table.tiles.hands[ctl.viewer()][0]
            drag(table, item_centre(item), table.scenery.geo.stack_rect(stack, count).center())
            assert table.tiles.pending[stack] is item
        click(table, table.action.sceneBoundingRect().center())
    qtbot.waitUntil(lambda: ctl.move_count() > before, timeout=5_000)


@pytest.mark.painted
def test_a_two_game_match_played_with_the_mouse_reaches_the_final_result(qtbot):
    ctl = make_controller(games=2, seed=SEED)
    table = make_table(qtbot, ctl)
    statuses: list[str] = []
    table.status.connect(statuses.append)
    ctl.start()
    seen: dict[str, int] = {}
    games_ended = 0
    for _ in range(200):
        state = wait_for_turn(qtbot, ctl, table)
        if state == "match_over":
            break
        if state == "game_over":
            games_ended += 1
            assert table.banner.isVisible() and table.next_button.isVisible()
            shown: list[str] = []  # the caption as the new game is shown (a computer opener
            ctl.game_started.connect(  # moves at once, in the same turn of the event loop)
                lambda shown=shown: shown.append(table.caption.text))
            click(table, table.next_button.sceneBoundingRect().center())
            qtbot.waitUntil(lambda n=games_ended, shown=shown:
                            ctl.game_number() == n + 1 and bool(shown))
            assert "opens as the winner of the last round" in shown[0]
            continue
        seen[state] = seen.get(state, 0) + 1
        mouse_turn(qtbot, ctl, table, state, seen[state])
    else:
        raise AssertionError("the match did not end")
    assert ctl.game_number() == 2 and games_ended == 1
    assert seen["take"] == 2 and seen["lead"] >= 2 and seen["follow"] >= 2, seen
    assert sum(ctl.match_scores()) == 16
    assert table.banner.isVisible() and not table.next_button.isVisible()
    assert table.banner.title == "The match is over."
    assert any(line.startswith(("Winner:", "Shared win:")) for line in table.banner.lines)
    assert table.matches_observation()


def test_a_game_played_with_the_keyboard_alone(qtbot):
    ctl = make_controller(games=1, seed=5)
    table = make_table(qtbot, ctl)
    ctl.start()
    while True:
        state = wait_for_turn(qtbot, ctl, table)
        if state in ("game_over", "match_over"):
            break
        before = ctl.move_count()
        table.setFocus()
        if state == "take":
            keys = [Qt.Key.Key_Right, Qt.Key.Key_Return]
        elif state == "lead":
            keys = [Qt.Key.Key_Right, Qt.Key.Key_Space, Qt.Key.Key_Return]
            if len(table.tiles.hands[0]) == 1:
                keys = [Qt.Key.Key_Space, Qt.Key.Key_Return]
        else:
            keys = [Qt.Key.Key_Space, Qt.Key.Key_Return] * len(table.tiles.stacks)
            keys.append(Qt.Key.Key_Return)
        for key in keys:
            qtbot.keyClick(table, key)
        qtbot.waitUntil(lambda b=before: ctl.move_count() > b, timeout=5_000)
    assert ctl.is_over() and sum(ctl.scores()) == 8
    assert sum(len(t) for t in table.tiles.trophies) == 8


class LeadTwo:
    """A computer seat that leads two tiles whenever it can (so the human must follow two)."""

    level = "test"

    def __init__(self, rules):
        self.rules = rules

    def choose(self, obs, rng, budget=None, cancel=None):
        twos = [m for m in self.rules.obs_legal_moves(obs)
                if isinstance(m, Lead) and len(m.tiles) == 2]
        return rng.choice(twos) if twos else self.rules.obs_random_move(obs, rng)


def test_a_follow_with_too_few_tiles_is_refused_by_the_real_rules(qtbot):
    ctl = make_controller(games=1, seed=3, agent_factory=lambda rules, level: LeadTwo(rules))
    table = make_table(qtbot, ctl)
    statuses: list[str] = []
    table.status.connect(statuses.append)
    ctl.start()
    for turn in range(40):
        state = wait_for_turn(qtbot, ctl, table)
        assert state in ("take", "lead", "follow"), "the human never followed two stacks"
        if state == "follow" and len(table.tiles.stacks) == 2:
            break
        hand = table.tiles.hands[0]
        if state == "lead":  # lead the lowest tile: the computers then win and lead
            click(table, item_centre(hand[-1]))
            click(table, table.action.sceneBoundingRect().center())
            qtbot.waitUntil(lambda: ctl.phase != "human")
        else:
            mouse_turn(qtbot, ctl, table, state, turn)
    before = ctl.move_count()
    item = table.tiles.hands[0][0]
    drag(table, item_centre(item), table.scenery.geo.stack_rect(1, 2).center())
    assert not table.action.isEnabled()  # Confirm waits for every stack
    qtbot.keyClick(table, Qt.Key.Key_Return)  # Enter asks the core
    assert statuses[-1] == "Lay 2 tiles, one on each stack."
    assert ctl.move_count() == before and table.tiles.pending == [None, item]
    drag(table, item_centre(table.tiles.hands[0][0]), table.scenery.geo.stack_rect(0, 2).center())
    click(table, table.action.sceneBoundingRect().center())
    qtbot.waitUntil(lambda: ctl.move_count() > before)
