"""A live language switch words every text of the Nines table again: banners already on
screen (game over, match over), the caption (the play's words, the prompt, a refusal),
the dice note, plates, score table, buttons, notes and the hover card."""

from __future__ import annotations

from nines_table_helpers import (
    StubController,
    click,
    drag,
    follow_position,
    hover,
    item_centre,
    lay_count,
    make_controller,
    make_table,
)
from PySide6.QtCore import Qt

from core.nines import Observation
from core.nines.moves import Follow
from gui.room.table_host import TableHost

HAND = ("1-1", "3-3", "2-2", "2-4", "1-5", "4-5")


def hosted(qtbot, ctl) -> TableHost:
    """The table in the room's host, which retranslates it when the language changes."""
    host = TableHost()
    qtbot.addWidget(host)
    host.resize(1024, 700)
    host.show()
    qtbot.waitExposed(host)
    host.set_controller(ctl)
    return host


def test_the_match_over_banner_follows_a_live_switch(qtbot, language):
    ctl = make_controller(games=1, humans=(), seed=11)
    host = hosted(qtbot, ctl)
    table = host.table
    ctl.start()
    qtbot.waitUntil(lambda: ctl.phase == "match_over" and table.director.idle(),
                    timeout=60_000)
    assert table.banner.isVisible() and table.banner.title == "The match is over."
    assert table.banner.lines[0].startswith(("Winner: ", "Shared win: "))
    language("cs")
    qtbot.waitUntil(lambda: table.banner.title == "Zápas skončil.")
    head, *lines = table.banner.lines
    assert head.startswith(("Vítěz: ", "Dělené vítězství: ")), head
    assert all(line.endswith((" bod", " body", " bodů")) for line in lines), lines
    assert "point" not in table.banner.text()
    assert table.scoreboard.heading == "Hra 1/1"
    assert all("sloupeč" in plate.detail for plate in table.plates)
    assert table.panel_button.text() == "Pořadí kostek"
    language("en")
    qtbot.waitUntil(lambda: table.banner.title == "The match is over.")
    assert table.banner.lines[0].startswith(("Winner: ", "Shared win: "))


def test_the_game_over_banner_and_its_button_follow_a_live_switch(qtbot, language):
    ctl = make_controller(games=2, humans=(), seed=11)
    host = hosted(qtbot, ctl)
    table = host.table
    ctl.start()
    qtbot.waitUntil(lambda: ctl.phase == "game_over" and table.director.idle(),
                    timeout=60_000)
    opener = ctl.seats[ctl.observation().rounds[-1].winner].name
    assert table.banner.title == "Game 1 is over."
    assert table.banner.lines[-1] == f"{opener} opens the next game."
    assert table.next_button.text() == "Next game"
    language("cs")
    qtbot.waitUntil(lambda: table.banner.title == "Hra 1 skončila.")
    assert table.banner.lines[-1] == f"Další hru otvírá {opener}."
    assert all(line.endswith(("sloupeček", "sloupečky", "sloupečků"))
               for line in table.banner.lines[:-1])
    assert table.next_button.text() == "Další hra"


def test_a_refusal_on_screen_is_worded_again(qtbot, language):
    ctl = StubController(follow_position(HAND, ("5-5", "2-6")), [Follow(0, HAND[:2])],
                         reason=lay_count(2))
    table = make_table(qtbot, ctl)
    ctl.game_started.emit()
    ctl.human_to_move.emit(0)
    qtbot.waitUntil(lambda: table.human.mode == "follow" and table.director.idle())
    statuses: list[str] = []
    table.status.connect(statuses.append)
    drag(table, item_centre(table.tiles.hands[0][0]), table.scenery.geo.stack_rect(0, 2).center())
    assert not table.action.isEnabled()  # Confirm waits for every stack
    qtbot.keyClick(table, Qt.Key.Key_Return)  # Enter asks the core
    assert table.caption.text == "Lay 2 tiles, one on each stack.\nDrag them there, then Confirm."
    assert table.human.preview(0) == "▲ on top"
    language("cs")
    table.retranslate()  # as the room's host does on the language change
    assert table.caption.text == ("Položte 2 kostky, na každý sloupeček jednu.\n"
                                  "Přetáhněte je tam a stiskněte Potvrdit.")
    assert statuses[-1] == "Položte 2 kostky, na každý sloupeček jednu."
    assert table.human.preview(0) == "▲ navrch"
    assert table.action.text() == "Potvrdit"
    hover(table, item_centre(table.tiles.hands[0][0]))
    card = table.hover_text()
    language("en")
    table.retranslate()
    assert table.caption.text.startswith("Lay 2 tiles, one on each stack.\n")
    assert table.hover_text() != card and "suit, rank" in table.hover_text()
    click(table, item_centre(table.tiles.hands[0][0]))  # the next action: the prompt, in English
    assert table.caption.text == "Lay 2 tiles, one on each stack: drag them there, then Confirm."


def test_a_refusal_made_in_czech_is_worded_again_in_english(qtbot, language):
    language("cs")
    ctl = StubController(follow_position(HAND, ("5-5", "2-6")), [Follow(0, HAND[:2])],
                         reason=lay_count(2))
    table = make_table(qtbot, ctl)
    ctl.game_started.emit()
    ctl.human_to_move.emit(0)
    qtbot.waitUntil(lambda: table.human.mode == "follow" and table.director.idle())
    drag(table, item_centre(table.tiles.hands[0][0]), table.scenery.geo.stack_rect(0, 2).center())
    assert not table.action.isEnabled()  # Confirm waits for every stack
    qtbot.keyClick(table, Qt.Key.Key_Return)  # Enter asks the core
    assert table.caption.text.startswith("Položte 2 kostky, na každý sloupeček jednu.\n")
    language("en")
    table.retranslate()
    assert table.caption.text == "Lay 2 tiles, one on each stack.\nDrag them there, then Confirm."


def test_the_opening_words_and_the_dice_note_follow_a_live_switch(qtbot, language):
    obs = Observation(seat=0, game_number=1, roll=(2, (3, 4)), opener=0, phase="take",
                      to_move=0, hand=(), taken=(), hand_sizes=(0, 0, 0, 0),
                      wall_columns=tuple(range(8)), takes=((1, "left"),), rounds=(),
                      current=None, tied=(), scores=(0, 0, 0, 0))
    ctl = StubController(obs, [])
    table = make_table(qtbot, ctl)
    ctl.game_started.emit()
    qtbot.waitUntil(table.director.idle)
    assert table.caption.text == "Eva opens: 7 counted clockwise from AI 2 (who counts as one)."
    assert table.dice_note.text == "3 + 4 = 7: Eva opens"
    language("cs")
    table.retranslate()
    # the name inside the sentence: a name cut short ("Jiří…") ended it in "…."
    assert table.caption.text == ("Otvírá Eva: počítá se 7 po směru hodinových ručiček od "
                                  "hráče AI 2 (ten je jednička).")
    assert table.dice_note.text == "3 + 4 = 7: otvírá Eva"
    assert table.dice_note.isVisible()
