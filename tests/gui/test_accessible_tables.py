"""Every table through assistive technology (gui.a11y): walked as a screen reader walks
them (`QAccessible.queryAccessibleInterface` and the children of each interface), every
piece of the hand is named in the UI language with its state (playable or not, chosen,
focused with the keyboard cursor), the trick or stacks and the seats are there, and each
move, refusal and turn is announced (`Narrator.said`, sent as QAccessibleAnnouncementEvent)."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest

from core.nines.tiles import tile_name
from core.royal.cards import card_name
from gui.a11y import bridge
from gui.a11y.narrator import Narrator
from gui.royal.items import CardItem
from gui.services.settings import settings
from tests.gui.nines.nines_table_helpers import make_controller
from tests.gui.nines.nines_table_helpers import make_table as make_nines_table
from tests.gui.royal.royal_helpers import make_table as make_royal_table
from tests.gui.royal.test_royal_table_input import until_dimmed_card

sys.path[:0] = [str(Path(__file__).parent / "nines"), str(Path(__file__).parent / "tiengow")]
from tiengow_table_helpers import make_controller as make_tiengow_controller  # noqa: E402
from tiengow_table_helpers import make_table as make_tiengow_table  # noqa: E402
from tiengow_table_helpers import wait_for_turn  # noqa: E402

from core.tiengow.tiles import FACES  # noqa: E402
from gui.tiengow import texts as tiengow_texts  # noqa: E402

NAME, DESCRIPTION = QAccessible.Text.Name, QAccessible.Text.Description


def tree(view) -> QAccessible:
    """The view's interface, its tree read again now (as the bridge does after a key)."""
    table = bridge.table_of(view)
    assert table is not None
    table.refresh()
    return QAccessible.queryAccessibleInterface(view)


def children(iface) -> list:
    return [iface.child(i) for i in range(iface.childCount())]


def named(iface, name: str):
    found = [c for c in children(iface) if c.text(NAME) == name]
    assert len(found) == 1, [c.text(NAME) for c in children(iface)]
    return found[0]


def on_screen(view) -> QRect:
    return QRect(view.mapToGlobal(QPoint(0, 0)), view.size())


def test_the_royal_hand_trick_and_seats_are_named_with_their_states(qtbot):
    ctl, view = make_royal_table(qtbot, players=4, seed=2)
    ctl.start()
    until_dimmed_card(qtbot, ctl, view)  # the human follows suit: some cards may not go
    view.setFocus()
    root = tree(view)
    assert root.text(NAME) == "Royal Domino table"
    tops = [c.text(NAME) for c in children(root)][1:]
    assert tops[:3] == ["Players", "The trick", "Your hand"]
    assert tops[3:] == [b.text() for b in (view.scenery.btn_last, view.scenery.btn_scores)
                        if b.isVisible()]  # the table's buttons, beside the hand
    hand = named(root, "Your hand")
    assert all(c.role() == QAccessible.Role.ListItem for c in children(hand))
    cards = [i.card for i in view.scenery.hand]
    pieces = [c for c in children(hand) if c.role() == QAccessible.Role.ListItem]
    assert [p.text(NAME) for p in pieces] == [card_name(c, "en") for c in cards]
    legal = {m.card for m in ctl.legal_moves()}
    assert legal and set(cards) - legal
    for card, piece in zip(cards, pieces, strict=True):
        playable = card in legal
        assert piece.state().disabled is not playable, card
        assert piece.text(DESCRIPTION) == ("playable" if playable else "not playable now")
        assert on_screen(view).contains(piece.rect().center())
    trick = named(root, "The trick")
    played = [f"{ctl.seat_name(seat)}: {card_name(item.card, 'en')}"
              for seat, item in view.scenery.trick]
    assert played and [c.text(NAME) for c in children(trick)] == played
    seats = children(named(root, "Players"))
    assert [s.text(NAME) for s in seats] == [ctl.seat_name(i) for i in range(4)]
    assert "on turn" in seats[ctl.to_move()].text(DESCRIPTION)
    # the keyboard cursor is the focus, and it moves with the arrows (over the cards
    # that may be played, then to the Scores button with Tab)
    seen = set()
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Left):
        QTest.keyClick(view, key)
        focus = tree(view).focusChild()
        focused = view.play.focusables()[view.play.focus_index]
        assert isinstance(focused, CardItem) and focused.card in legal
        assert focus is not None and focus.text(NAME) == card_name(focused.card, "en")
        assert focus.state().focused and focus.parent().text(NAME) == "Your hand"
        seen.add(focus.text(NAME))
    assert len(seen) == min(2, len(legal))
    QTest.keyClick(view, Qt.Key.Key_Tab)
    focus = tree(view).focusChild()
    assert focus is not None and focus.role() == QAccessible.Role.Button
    assert focus.text(NAME) == view.play.focusables()[view.play.focus_index].text()


def test_the_nines_hand_is_named_and_the_chosen_tiles_are_selected(qtbot):
    ctl = make_controller(games=1, seed=7)
    table = make_nines_table(qtbot, ctl)
    ctl.start()
    qtbot.waitUntil(lambda: table.human.mode in ("lead", "follow", "take")
                    and table.director.idle(), timeout=30_000)
    while table.human.mode == "take" or ctl.phase != "human":  # to the human's lead
        if ctl.phase == "human" and table.human.mode == "take":
            ctl.submit(ctl.legal_moves()[0])
        qtbot.waitUntil(lambda: ctl.phase == "human" and table.director.idle(),
                        timeout=30_000)
        if table.human.mode == "follow":
            ctl.submit(ctl.legal_moves()[0])
            qtbot.waitUntil(lambda: ctl.phase != "human", timeout=10_000)
    table.setFocus()
    root = tree(table)
    assert root.text(NAME) == "Nines and Heavens table"
    names = [c.text(NAME) for c in children(root)]
    assert names[-4:-1] == ["Players", next(n for n in names if n.startswith("The wall")),
                            "Stacks in play"] and names[-1] == "Your hand"
    hand = named(root, "Your hand")
    tiles = [c for c in children(hand) if c.role() == QAccessible.Role.ListItem]
    faces = [item.face for item in table.human.hand()]
    assert [t.text(NAME) for t in tiles] == [f"{tile_name(f, 'en')} ({f})" for f in faces]
    assert not any(t.state().selected for t in tiles)
    assert all(t.text(DESCRIPTION).endswith(", can be played") for t in tiles)  # a lead
    QTest.keyClick(table, Qt.Key.Key_Right)  # the cursor shows, then Space chooses
    QTest.keyClick(table, Qt.Key.Key_Space)
    root = tree(table)
    focus = root.focusChild()
    assert focus is not None and focus.state().focused and focus.state().selected
    chosen = [t for t in children(named(root, "Your hand")) if t.state().selected]
    assert [t.text(NAME) for t in chosen] == [focus.text(NAME)]
    assert chosen[0].text(DESCRIPTION).endswith(", chosen")
    button = named(named(root, "Your hand"), table.scenery.action.text())
    assert button.role() == QAccessible.Role.Button and not button.state().disabled


def test_each_move_refusal_and_turn_is_announced(qtbot):
    ctl, view = make_royal_table(qtbot, players=4, seed=2)
    narrator = Narrator(view)
    narrator.follow(ctl)
    said: list[str] = []
    narrator.said.connect(said.append)
    ctl.start()
    until_dimmed_card(qtbot, ctl, view)
    assert said[0].startswith("Deal 1: no tricks. ") and said[-1] == "Your turn."
    trick = [s for s in said if " plays " in s]
    assert trick and all(s.startswith("AI ") for s in trick), said
    dimmed = next(i.card for i in view.hand if i.dimmed())
    said.clear()
    view.play.try_play(next(i for i in view.hand if i.card == dimmed))
    qtbot.waitUntil(lambda: bool(said), timeout=2000)
    assert "suit" in said[0], said  # the core's reason, worded
    # only my moves and the results
    settings().announce = "mine"
    said.clear()
    ctl.submit(ctl.legal_moves()[0])
    qtbot.waitUntil(lambda: any("takes the trick" in s for s in said), timeout=10_000)
    assert any(s.startswith("Eva plays") for s in said), said
    assert not any(s.startswith("AI ") and " plays " in s for s in said), said
    assert any("takes the trick" in s for s in said), said


def tiengow_follow(qtbot, ctl, table) -> None:
    """Play on (leading a single) until the human follows a trick with a discard in it."""
    while True:
        mode = wait_for_turn(qtbot, ctl, table)
        assert mode in ("lead", "follow"), mode
        current = ctl.observation().current
        if mode == "follow" and any(faces is None for _, faces in current.plays):
            return
        moves = ctl.legal_moves()
        ctl.submit(next((m for m in moves if len(m.tiles) == 1), moves[0]))


def test_the_tiengow_hand_trick_and_seats_are_named_with_their_states(qtbot):
    ctl = make_tiengow_controller(games=1, seed=3)
    table = make_tiengow_table(qtbot, ctl)
    ctl.start()
    tiengow_follow(qtbot, ctl, table)
    table.setFocus()
    root = tree(table)
    assert root.text(NAME) == "Tien Gow table"
    names = [c.text(NAME) for c in children(root)]
    decided = ctl.observation().tricks
    buttons = ["Last trick", "Tile ranks"] if decided else ["Tile ranks"]
    assert names[-3 - len(buttons):] == ["Players", "The trick", "Your hand", *buttons]
    seats = children(named(root, "Players"))
    assert [s.text(NAME) for s in seats] == [ctl.seat_name(i) for i in range(4)]
    assert "on turn" in seats[0].text(DESCRIPTION)
    plays = [c.text(NAME) for c in children(named(root, "The trick"))]
    current = ctl.observation().current
    assert len(plays) == len(current.plays)
    for text, (seat, faces) in zip(plays, current.plays, strict=True):
        assert text.startswith(f"{ctl.seat_name(seat)}: ")
        if faces is None:  # a discard says how many, never which tiles
            assert text.endswith("face down"), text
            assert not any(face in text for face in FACES), text
        else:
            assert all(tiengow_texts.title(f, "en") in text for f in faces), text
    hand = named(root, "Your hand")
    tiles = [c for c in children(hand) if c.role() == QAccessible.Role.ListItem]
    faces = [item.face for item in table.hands[0]]
    assert [t.text(NAME) for t in tiles] == [tiengow_texts.title(f, "en") for f in faces]
    assert sorted(faces) == sorted(ctl.observation().hand)
    assert not any(t.state().selected for t in tiles)
    assert all(on_screen(table).contains(t.rect().center()) for t in tiles)
    QTest.keyClick(table, Qt.Key.Key_Right)  # the cursor shows, then Space chooses
    QTest.keyClick(table, Qt.Key.Key_Space)
    root = tree(table)
    focus = root.focusChild()
    assert focus is not None and focus.state().focused and focus.state().selected
    chosen = [t for t in children(named(root, "Your hand")) if t.state().selected]
    assert [t.text(NAME) for t in chosen] == [focus.text(NAME)]
    assert chosen[0].text(DESCRIPTION).endswith(", chosen")
    button = named(named(root, "Your hand"), table.discard.text())
    assert button.role() == QAccessible.Role.Button and not button.state().disabled


def test_the_tiengow_last_trick_is_read_play_by_play_without_the_others_discards(qtbot):
    ctl = make_tiengow_controller(games=1, seed=3)
    table = make_tiengow_table(qtbot, ctl)
    ctl.start()
    while not ctl.observation().tricks:
        wait_for_turn(qtbot, ctl, table)
        moves = ctl.legal_moves()
        ctl.submit(next((m for m in moves if len(m.tiles) == 1), moves[0]))
    wait_for_turn(qtbot, ctl, table)
    QTest.keyClick(table, Qt.Key.Key_L)
    last = ctl.observation().tricks[-1]
    plays = [c.text(NAME) for c in children(named(tree(table), "The last trick"))]
    assert len(plays) == len(last.plays)
    for text, (seat, faces) in zip(plays, last.plays, strict=True):
        assert text.startswith(f"{ctl.seat_name(seat)}: ")
        if faces is None and seat != 0:  # another's discard: how many, never which
            assert "face down" in text and not any(face in text for face in FACES), text
        elif faces is not None:
            assert all(tiengow_texts.title(f, "en") in text for f in faces), text
    assert any(f"{ctl.seat_name(last.winner)}: " in t and "took the trick" in t for t in plays)


def test_a_tiengow_discard_is_counted_in_good_english(qtbot):
    ctl = make_tiengow_controller(games=1, seed=3)
    table = make_tiengow_table(qtbot, ctl)
    ctl.start()
    tiengow_follow(qtbot, ctl, table)
    plays = [c.text(NAME) for c in children(named(tree(table), "The trick"))]
    downs = [text for text in plays if "face down" in text]
    assert downs and not any("(s)" in text for text in downs), downs
    n = ctl.observation().current.size
    assert all(text.endswith(f"{n} tile face down" if n == 1 else f"{n} tiles face down")
               for text in downs), downs


def test_tiengow_moves_and_turns_are_announced_and_discards_kept_secret(qtbot):
    ctl = make_tiengow_controller(games=1, seed=3)
    table = make_tiengow_table(qtbot, ctl)
    narrator = Narrator(table)
    narrator.follow(ctl)
    said: list[str] = []
    narrator.said.connect(said.append)
    discarded: list[tuple[str, ...]] = []  # the others' discards, as the core knows them
    ctl.events_applied.connect(lambda events: discarded.extend(
        dict(ctl.match.observation(e.seat).discards)[len(ctl.observation().tricks)]
        for e in events if type(e).__name__ == "Discarded" and e.seat != 0
        and ctl.observation().current is not None))
    ctl.start()
    tiengow_follow(qtbot, ctl, table)
    assert said[-1] == "Your turn."
    assert any(" leads " in s for s in said) and any("face down" in s for s in said)
    assert discarded
    for faces in discarded:  # a discard is said as such, never its tiles
        assert not any(f"discards {len(faces)}" in s and faces[0] in s for s in said)
