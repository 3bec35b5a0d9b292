"""When a Nines game ends, the room's window says so once: in the table's banner, with who
won how many stacks and who opens the next game (not again in the caption, the bar under
the table or the status line). When the match ends with it, no next game is announced."""

from __future__ import annotations

import pytest
from nines_table_helpers import make_controller, make_table

from core.ai import RandomAgent
from gui.nines.table import NinesTable
from gui.play.controller import SeatSpec
from gui.room.main_window import MainWindow
from gui.services import i18n

NAMES = ("Eva", "Petr", "Jana", "Tomáš")
OVER = {"en": ("Game 1 is over.", "%1 opens the next game."),
        "cs": ("Hra 1 skončila.", "Další hru otvírá %1.")}


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
    assert table.banner.lines[-1] == opens.replace("%1", opener)
    assert table.next_button.isVisible()
    totals = ", ".join(f"{name} {points}" for name, points in zip(NAMES, scores, strict=True))
    assert totals in win.game_page.info.text()  # the bar keeps the match totals
    win.close()


def play_out(qtbot, games: int, until: str) -> tuple[list[str], str, NinesTable]:
    """Four computer seats play until the controller's phase is `until`; what the table
    said (its status line) and the name of the last round's winner."""
    ctl = make_controller(games=games, humans=(), seed=11)
    table = make_table(qtbot, ctl)
    said: list[str] = []
    table.status.connect(said.append)
    ctl.start()
    qtbot.waitUntil(lambda: ctl.phase == until and table.director.idle(), timeout=60_000)
    return said, ctl.seats[ctl.observation().rounds[-1].winner].name, table


def test_a_one_game_match_names_nobody_to_open_a_next_game(qtbot):
    said, winner, table = play_out(qtbot, 1, "match_over")
    assert [s for s in said if "last round" in s] == [f"{winner} wins the last round."]
    assert not any("next game" in text for text in [*said, table.banner.text()])
    assert table.banner.title == "The match is over."


def test_a_longer_match_names_the_opener_of_the_next_game(qtbot):
    said, winner, table = play_out(qtbot, 2, "game_over")
    assert [s for s in said if "last round" in s] == [
        f"{winner} wins the last round and opens the next game."]
    assert table.banner.lines[-1] == f"{winner} opens the next game."
