"""The Pass and Lay out all buttons show exactly while the core offers their move to the
human to move: they go the moment the move is made, not when its animation ends."""

from __future__ import annotations

import pytest

from core.royal.moves import LayOutAll, Pass
from gui.services.settings import settings
from tests.gui.royal.royal_helpers import button_centre, click, make_table, wait_for_human
from tests.gui.royal.test_royal_table_status import play_until


def offered(ctl, kind) -> bool:
    return any(isinstance(m, kind) for m in ctl.legal_moves())


@pytest.mark.parametrize(("kind", "name"), [(LayOutAll, "btn_all"), (Pass, "btn_pass")])
def test_a_button_goes_with_its_move(qtbot, kind, name):
    ctl, view = make_table(qtbot, players=4, seed=7)
    ctl.start()
    assert play_until(qtbot, ctl, lambda: offered(ctl, kind))
    button = getattr(view.scenery, name)
    assert button.isVisible()
    settings().animation_speed = "normal"  # the move's animation takes its time
    seen: list[tuple[bool, bool]] = []  # (the button shown, the move offered) meanwhile
    ctl.events_applied.connect(lambda _: seen.append((button.isVisible(),
                                                      offered(ctl, kind))))
    click(view, button_centre(button))
    assert seen and view.seq.busy()
    assert not button.isVisible(), "the button stays up while its move is shown"
    assert seen == [(False, False)] * len(seen)
    settings().animation_speed = "instant"  # the rest of the game at once
    while wait_for_human(qtbot, ctl):
        assert button.isVisible() == offered(ctl, kind)
        assert view.scenery.btn_all.isVisible() == offered(ctl, LayOutAll)
        assert view.scenery.btn_pass.isVisible() == offered(ctl, Pass)
        moves = ctl.legal_moves()
        before = ctl.move_count()
        ctl.submit(next((m for m in moves if isinstance(m, kind)), moves[0]))
        qtbot.waitUntil(lambda b=before: ctl.move_count() > b, timeout=5000)
    assert not view.scenery.btn_all.isVisible() and not view.scenery.btn_pass.isVisible()
