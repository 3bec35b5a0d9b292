"""The opening roll: while the dice tumble the caption says only who rolls; what they
show is said once they lie still (a play-test saw the sum beside dice still tumbling)."""

from __future__ import annotations

from nines_table_helpers import make_controller, make_table

from gui.services.settings import settings


def test_the_sum_is_said_once_the_dice_lie_still(qtbot):
    settings().animation_speed = "normal"
    ctl = make_controller(games=1, seed=7)
    table = make_table(qtbot, ctl)
    seen: list[tuple[bool, str]] = []  # (a die tumbles, the caption) as it changes

    def look() -> None:
        tumbling = any(die._anim is not None and die._anim.state() == die._anim.State.Running
                       for die in table.scenery.opening_dice)
        caption = table.scenery.caption.text
        if not seen or seen[-1] != (tumbling, caption):
            seen.append((tumbling, caption))

    ctl.start()
    for _ in range(200):
        look()
        qtbot.wait(10)
        if any("=" in text for _, text in seen) and not seen[-1][0]:
            break
    tumbling = [text for rolling, text in seen if rolling]
    assert tumbling and all(text.endswith("rolls the dice…") for text in tumbling), seen
    assert any(text.endswith(f"= {sum(ctl.observation().roll[1])}.") for _, text in seen), seen
