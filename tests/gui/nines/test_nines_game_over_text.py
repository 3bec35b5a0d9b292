"""When a Nines game ends, the room's window says so once: in the table's banner, with who
won how many stacks and who opens the next game (not again in the caption, the bar under
the table or the status line)."""

from __future__ import annotations

import pytest

from core.ai import RandomAgent
from gui import i18n
from gui.controller import SeatSpec
from gui.main_window import MainWindow

NAMES = ("Eva", "Petr", "Jana", "Tomáš")
OVER = {"en": ("Game 1 is over.", "opens the next game."),
        "cs": ("Hra 1 skončila.", "zahájí další hru.")}


@pytest.mark.parametrize("language", ["en", "cs"])
def test_the_end_of_a_game_is_said_once_with_winners_and_the_next_opener(qtbot, language):
    i18n.apply(language)
    win = MainWindow()
    qtbot.addWidget(win)
    win.resize(1024, 700)
    win.show()
    qtbot.waitExposed(win)
    seats = [SeatSpec(NAMES[0], "human")] + [SeatSpec(n, "ai:random") for n in NAMES[1:]]
    win.start_game("nines", seats, {"match_games": 2}, seed=5,
                   agent_factory=lambda rules, level: RandomAgent(rules))
    ctl, table = win.controller, win.game_page.host.table
    while ctl.phase != "game_over":
        qtbot.waitUntil(lambda: ctl.phase in ("human", "game_over")
                        and table.director.idle(), timeout=20_000)
        if ctl.phase == "human":
            assert ctl.submit(ctl.legal_moves()[0]) is None
    qtbot.waitUntil(table.director.idle, timeout=20_000)
    assert table.banner.isVisible()
    shown = [table.banner.text(), table.caption.text if table.caption.isVisible() else "",
             win.game_page.info.text(), win.statusBar().currentMessage()]
    over, opens = OVER[language]
    assert sum(text.count(over) for text in shown) == 1, shown
    assert table.banner.title == over
    scores = ctl.scores()
    for seat, name in enumerate(NAMES):  # each seat's stacks of this game
        assert any(line.startswith(f"{name}: {scores[seat]} ") for line in table.banner.lines)
    opener = NAMES[ctl.observation().rounds[-1].winner]
    assert table.banner.lines[-1] == f"{opener} {opens}"
    assert table.next_button.isVisible()
    totals = ", ".join(f"{name} {points}" for name, points in zip(NAMES, scores, strict=True))
    assert totals in win.game_page.info.text()  # the bar keeps the match totals
    win.close()
