"""Whole games on the Royal table, the human playing with real mouse events."""

from __future__ import annotations

import random

import pytest

from core.royal.moves import LayCard, LayOutAll, Pass, PlayCard
from tests.gui.royal.royal_helpers import (
    button_centre,
    card_grip,
    click,
    drag,
    make_table,
    wait_for_human,
)


def human_move_by_mouse(qtbot, ctl, view, rng: random.Random) -> str:
    """Make one legal move of the human with the mouse; return what was done."""
    moves = ctl.legal_moves()
    assert moves, "the human is to move but has no legal move"
    passes = [m for m in moves if isinstance(m, Pass)]
    lay_all = [m for m in moves if isinstance(m, LayOutAll)]
    # Buttons appear exactly when the core allows them.
    assert view.scenery.btn_pass.isVisible() == bool(passes)
    assert view.scenery.btn_all.isVisible() == bool(lay_all)
    before = ctl.move_count()
    if passes:
        click(view, button_centre(view.scenery.btn_pass))
        kind = "pass"
    elif lay_all and rng.random() < 0.5:
        click(view, button_centre(view.scenery.btn_all))
        kind = "all"
    else:
        cards = [m.card for m in moves if isinstance(m, PlayCard | LayCard)]
        card = rng.choice(cards)
        item = next(i for i in view.hand if i.card == card)
        assert not item.dimmed() and item.home.y() < view.scenery.hand_home()[0][0].y() + 40
        if view.scenery.board.isVisible():
            target = view.scenery.row_pos(card)
            kind = "lay"
        else:
            target = view.scenery.trick_spot(ctl.viewer())
            kind = "play"
        with qtbot.waitSignal(ctl.events_applied, timeout=5000) as blocker:
            drag(view, card_grip(item), target)
        first = blocker.args[0][0]
        assert (first.seat, first.card) == (ctl.viewer(), card)
        return kind
    qtbot.waitUntil(lambda: ctl.move_count() > before, timeout=5000)
    return kind


def play_whole_game(qtbot, players: int, seed: int) -> tuple:
    ctl, view = make_table(qtbot, players=players, seed=seed,
                           options={"matchsticks": 40})
    rng = random.Random(seed)
    done: dict[str, int] = {}
    ctl.start()
    while wait_for_human(qtbot, ctl):
        kind = human_move_by_mouse(qtbot, ctl, view, rng)
        done[kind] = done.get(kind, 0) + 1
        if not ctl.legal_moves():
            assert not view.scenery.btn_pass.isVisible() and not view.scenery.btn_all.isVisible()
    qtbot.waitUntil(lambda: view.scenery.scores.isVisible(), timeout=5000)
    return ctl, view, done


# One of the games paints as it goes (the one with a pass and a lay-out-all: every
# button); the others paint once at their end (tests/gui/conftest.py). Whole Royal games
# are painted move by move in the self-test, no-trails and the hot-seat privacy games too.
@pytest.mark.parametrize(("players", "seed"), [
    (4, 11), (3, 5), (6, 3), pytest.param(5, 22, marks=pytest.mark.painted)])
def test_whole_game_with_the_mouse(qtbot, players, seed):
    ctl, view, done = play_whole_game(qtbot, players, seed)
    obs = ctl.observation()
    assert obs.is_over
    assert sum(obs.totals) == 0
    assert done.get("play", 0) >= 5 * 1  # a card in every trick deal at least
    assert done.get("lay", 0) + done.get("all", 0) >= 1
    # The final result names the winners and shows every deal.
    data = view.scenery.scores.figures
    assert data.winners == [s for s, t in enumerate(obs.totals) if t == max(obs.totals)]
    assert len(data.deals) == 6
    assert data.totals == list(obs.totals)
    # Matchsticks: the bank is empty again and the stocks add up.
    assert view.scenery.bank.count == 0
    assert sum(data.stocks) == 40 * players
    assert [view.scenery.info[s].total for s in range(players)] == list(obs.totals)
    if seed == 22:  # this deal makes the human pass once and lay out all once
        assert done.get("pass") and done.get("all"), done
    ctl.shutdown()
