"""The tables ask for the right sounds when the player sees the thing happen."""

from __future__ import annotations

from core.nines.moves import Lead
from core.royal.moves import PlayCard
from gui.services.settings import settings
from tests.gui.nines.nines_table_helpers import make_controller
from tests.gui.nines.nines_table_helpers import make_table as make_nines_table
from tests.gui.royal.royal_helpers import make_table, wait_for_human


class FakeSound:
    def __init__(self, on_play=None):
        self.names: list[str] = []
        self.on_play = on_play

    def play(self, name: str, after_ms: int = 0) -> None:
        self.names.append(name)
        if self.on_play is not None:
            self.on_play(name)


def test_a_royal_trick_sounds_each_card_as_it_lands_then_the_sweep(qtbot):
    settings().animation_speed = "fast"  # animated: each sound at its own step
    ctl, view = make_table(qtbot, players=4, seed=11)
    landed: list[bool] = []

    def check(name: str) -> None:
        if name == "card":  # the card just played lies on its trick spot already
            seat, item = view.trick[-1]
            landed.append((item.pos() - view.trick_spot(seat)).manhattanLength() < 1)

    view.sound = FakeSound(check)
    ctl.start()
    while "trick" not in view.sound.names:
        assert wait_for_human(qtbot, ctl)
        move = next(m for m in ctl.legal_moves() if isinstance(m, PlayCard))
        assert ctl.submit(move) is None
    qtbot.waitUntil(lambda: not view.seq.busy(), timeout=10_000)
    first = view.sound.names.index("trick")
    assert view.sound.names[:first] == ["card"] * 4
    assert landed[:4] == [True] * 4
    ctl.shutdown()


def test_a_nines_game_rolls_the_dice_and_lays_the_led_tiles(qtbot):
    ctl = make_controller(humans=(0,), seed=7)
    table = make_nines_table(qtbot, ctl)
    table.sound = FakeSound()
    ctl.start()
    qtbot.waitUntil(lambda: "dice" in table.sound.names, timeout=10_000)
    assert table.sound.names == ["dice"]  # the opening roll, before any tile moves
    while True:
        qtbot.waitUntil(lambda: ctl.phase == "human", timeout=10_000)
        leads = [m for m in ctl.legal_moves() if isinstance(m, Lead)]
        if leads:
            break
        assert ctl.submit(ctl.legal_moves()[0]) is None  # take columns, or follow
    qtbot.waitUntil(table.director.idle, timeout=10_000)
    before = len(table.sound.names)
    assert ctl.submit(leads[0]) is None
    qtbot.waitUntil(lambda: len(table.sound.names) > before, timeout=10_000)
    assert table.sound.names[before] == "tile"
    ctl.shutdown()
