"""The Nines prompt is said once: over the hand, not again in the status line; what the
table narrates and a refusal's reason still go to the status line."""

from __future__ import annotations

from nines_table_helpers import make_controller, make_table
from test_nines_table_match import wait_for_turn

from core.nines.moves import Take


def started(qtbot):
    """A one-game match started, with what the table says in its status line."""
    ctl = make_controller(games=1, seed=5)
    table = make_table(qtbot, ctl)
    said: list[str] = []
    table.status.connect(said.append)
    ctl.start()
    return ctl, table, said


def test_the_prompt_shows_over_the_hand_only(qtbot):
    ctl, table, said = started(qtbot)
    for _ in range(3):  # a few turns of the human: take, lead or follow
        mode = wait_for_turn(qtbot, ctl, table)
        assert mode in ("take", "lead", "follow")
        prompt = table.human.prompt()
        assert prompt and table.caption.text == prompt
        assert said[-1] == "", "the status line does not repeat the prompt"
        assert prompt not in said
        before = ctl.move_count()
        ctl.submit(ctl.legal_moves()[0])
        qtbot.waitUntil(lambda b=before: ctl.move_count() > b, timeout=5000)
    assert any(text.endswith(".") and text for text in said), "the play is narrated there"


def test_a_refusal_still_goes_to_the_status_line(qtbot):
    ctl, table, said = started(qtbot)
    while wait_for_turn(qtbot, ctl, table) != "take":
        ctl.submit(ctl.legal_moves()[0])
    table.human.submitted = Take(1, "left")
    ctl.submit(Take(1, "left"))  # not the human's seat: refused
    assert said[-1] and said[-1] == table.caption.text.split("\n")[0]
