"""Keys, clicks and double clicks made while the Tien Gow table still shows the computers'
plays before the human's turn are not lost (as on the Nines table): they are carried out
once the turn has come, a move only when the core lists it as legal (one that is not is
dropped without a word, never sent); a drag, or a computer's turn coming first, drops what
was kept."""

from __future__ import annotations

from PySide6.QtCore import Qt
from tiengow_table_helpers import (
    centre,
    click,
    double_click,
    drag,
    key,
    make_controller,
    make_table,
    wait_for_turn,
)

from core.tiengow import RULES
from core.tiengow.moves import Beat, Discard
from gui.services.settings import settings

WAIT_MS = 20_000


def start(qtbot, seed: int):
    """A game with the real controller, the three computers played out at a pace that
    can be seen; every move submitted and every refusal recorded."""
    settings().animation_speed = "fast"
    ctl = make_controller(seed=seed)
    table = make_table(qtbot, ctl)
    table.setFocus()
    submitted: list = []
    refused: list = []
    real_submit = ctl.submit

    def submit(move):
        submitted.append(move)
        return real_submit(move)

    ctl.submit = submit
    ctl.move_refused.connect(refused.append)
    ctl.start()
    return ctl, table, submitted, refused


def play_applied(qtbot, ctl, to_move: int) -> None:
    """Wait for the play after which `to_move` is to move: the table is then about to
    show it (its steps are queued), whatever the machine's speed."""
    with qtbot.waitSignal(ctl.events_applied, timeout=WAIT_MS,
                          check_params_cb=lambda _: ctl.observation().to_move == to_move):
        pass


def before_the_turn(qtbot, ctl, table) -> None:
    """The core has the human to move but the table still shows a computer's play."""
    play_applied(qtbot, ctl, 0)
    assert ctl.observation().phase == "play" and ctl.phase == "animating"
    assert not table.director.idle() and table.human.mode == ""


def turn_came(ctl, table, submitted) -> bool:
    """A move went in, or the human may act and the table is still."""
    return bool(submitted) or (ctl.phase == "human" and table.human.mode != ""
                               and table.director.idle())


def follow_size(ctl) -> int:
    obs = ctl.observation()
    assert obs.current is not None  # these seeds' first turn of the human's is a follow
    return obs.to_follow


def coming_moves(ctl) -> list:
    """The core's legal moves for the human's turn to come (the controller lists none
    while the table still animates)."""
    return RULES.obs_legal_moves(ctl.observation())


def test_tiles_chosen_by_keys_and_played_by_enter_go_in_when_the_turn_comes(qtbot):
    ctl, table, submitted, refused = start(qtbot, seed=5)  # seat 2 leads
    before_the_turn(qtbot, ctl, table)
    size = follow_size(ctl)
    faces = [i.face for i in table.hands[0][:size]]
    key(table, Qt.Key.Key_Space)  # the first tile of the hand...
    for _ in range(size - 1):
        key(table, Qt.Key.Key_Right)
        key(table, Qt.Key.Key_Space)  # ...and the next ones
    key(table, Qt.Key.Key_Return)
    assert submitted == [] and table.human.mode == ""  # kept, not sent
    beats = any(type(m) is Beat and sorted(m.tiles) == sorted(faces) for m in coming_moves(ctl))
    any_beats = any(type(m) is Beat for m in coming_moves(ctl))
    qtbot.waitUntil(lambda: turn_came(ctl, table, submitted), timeout=WAIT_MS)
    assert refused == []
    if beats or not any_beats:  # Enter beats when the choice can; it discards only
        assert len(submitted) == 1  # when nothing of the hand beats
        move = submitted[0]
        assert sorted(move.tiles) == sorted(faces)
        assert type(move) is (Beat if beats else Discard)
    else:  # a beat the core would refuse: not sent (a discard is made on purpose, D)
        assert submitted == [] and table.human.mode == "follow"


def test_tiles_clicked_and_discarded_by_d_go_in_face_down(qtbot):
    ctl, table, submitted, refused = start(qtbot, seed=9)
    before_the_turn(qtbot, ctl, table)
    size = follow_size(ctl)
    chosen = table.hands[0][-size:]
    for item in chosen:
        click(table, centre(item))
    key(table, Qt.Key.Key_D, "d")
    assert submitted == [] and table.board.selected == []  # nothing shown chosen yet
    qtbot.waitUntil(lambda: turn_came(ctl, table, submitted), timeout=WAIT_MS)
    assert refused == []
    assert submitted == [Discard(0, tuple(i.face for i in chosen))]


def test_a_double_click_plays_the_tiles_combination_when_the_turn_comes(qtbot):
    ctl, table, submitted, refused = start(qtbot, seed=9)  # seat 1 leads a single
    before_the_turn(qtbot, ctl, table)
    assert follow_size(ctl) == 1
    item = table.hands[0][0]
    face = item.face
    double_click(table, centre(item))
    assert submitted == []
    legal = coming_moves(ctl)
    qtbot.waitUntil(lambda: turn_came(ctl, table, submitted), timeout=WAIT_MS)
    assert refused == []
    beat = Beat(0, (face,))
    assert submitted == [beat if beat in legal else Discard(0, (face,))]


def test_a_move_the_core_would_refuse_is_dropped_silently_and_the_choice_stays(qtbot):
    ctl, table, submitted, refused = start(qtbot, seed=5)  # seat 2 leads a pair
    before_the_turn(qtbot, ctl, table)
    size = follow_size(ctl)
    assert size >= 2  # one tile is too few to follow
    one = table.hands[0][0]
    click(table, centre(one))
    key(table, Qt.Key.Key_D, "d")  # a discard of one tile: not a legal move
    key(table, Qt.Key.Key_Right)  # after it: not carried out
    assert wait_for_turn(qtbot, ctl, table) == "follow"
    assert submitted == [] and refused == []
    assert table.human.chosen() == (one.face,)  # the click before it was carried out
    assert table.caption.text == table.human.prompt() and not table.human.words.warning
    for item in table.hands[0][1:size]:  # the player goes on as usual
        click(table, centre(item))
    click(table, table.discard.sceneBoundingRect().center())
    assert len(submitted) == 1 and type(submitted[0]) is Discard and refused == []


def test_a_drag_during_the_animation_drops_what_was_kept(qtbot):
    ctl, table, submitted, refused = start(qtbot, seed=9)
    before_the_turn(qtbot, ctl, table)
    hand = table.hands[0]
    click(table, centre(hand[0]))
    drag(table, centre(hand[1]), table.scenery.geo.trick_rect().center())
    key(table, Qt.Key.Key_Return)  # kept, but nothing is chosen: dropped
    assert wait_for_turn(qtbot, ctl, table) == "follow"
    assert submitted == [] and refused == []
    assert table.board.selected == []  # the click before the drag was dropped


def test_what_was_done_before_a_computers_turn_is_not_kept_for_the_human(qtbot):
    ctl, table, submitted, refused = start(qtbot, seed=9)  # seats 1, 2, 3, then 0
    play_applied(qtbot, ctl, 2)  # seat 1's lead, then seat 2 thinks
    assert not table.director.idle()
    click(table, centre(table.hands[0][0]))
    key(table, Qt.Key.Key_Return)
    assert table.early.buffer.actions  # kept while the lead is shown...
    assert wait_for_turn(qtbot, ctl, table) == "follow"
    assert submitted == [] and refused == []  # ...not once seat 2 thinks
    assert table.board.selected == []

