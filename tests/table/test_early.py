from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QKeyEvent

from gui.table.early import MAX_KEPT, EarlyInput, key_event

KEYS = {Qt.Key.Key_Left, Qt.Key.Key_Return}


def press(key: Qt.Key, text: str = "") -> QKeyEvent:
    return QKeyEvent(QEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier, text)


class Waiting:
    seat = 2

    def __call__(self) -> int:
        return self.seat


def test_nothing_is_kept_while_no_seat_waits():
    waiting = Waiting()
    waiting.seat = -1
    early = EarlyInput(waiting)
    assert not early.keep(("tile", "6-6"))
    assert not early.key(press(Qt.Key.Key_Left), KEYS)
    assert early.take(2) == []


def test_keys_and_letters_are_kept_in_order_and_replayed_as_events():
    early = EarlyInput(Waiting())
    assert early.key(press(Qt.Key.Key_Left), KEYS)
    assert not early.key(press(Qt.Key.Key_Up), KEYS)  # not one of the table's keys
    assert early.key(press(Qt.Key.Key_P, "p"), KEYS, letters=("P",))
    seen = []
    early.replay(2, lambda action: seen.append(key_event(action[1]).key()) or True)
    assert seen == [Qt.Key.Key_Left, Qt.Key.Key_P]
    assert early.take(2) == []  # replayed once only


def test_replay_stops_where_perform_says_so():
    early = EarlyInput(Waiting())
    for n in range(3):
        early.keep(("card", n))
    seen = []
    early.replay(2, lambda action: seen.append(action[1]) or action[1] < 1)
    assert seen == [0, 1]


def test_at_most_max_kept_the_latest_and_alone_replaces():
    early = EarlyInput(Waiting())
    for n in range(MAX_KEPT + 3):
        early.keep(("card", n))
    assert [v for _, v in early.actions] == list(range(3, MAX_KEPT + 3))
    early.keep(("play", "x"), alone=True)
    assert early.actions == [("play", "x")]


def test_another_seat_waiting_starts_afresh_and_replay_is_per_seat():
    waiting = Waiting()
    early = EarlyInput(waiting)
    early.keep(("card", 1))
    waiting.seat = 3
    early.keep(("card", 2))
    assert early.take(2) == []
    early.keep(("card", 3))
    assert early.take(3) == [("card", 3)]


def test_a_press_is_kept_on_release_unless_it_became_a_drag():
    early = EarlyInput(Waiting())
    assert early.pressed(("tile", "a"), QPointF(0, 0))
    early.dragged(QPointF(2, 1))  # a jitter, no drag
    early.released()
    assert early.actions == [("tile", "a")]
    early.pressed(("tile", "b"), QPointF(0, 0))
    early.dragged(QPointF(20, 0))
    early.released()
    assert early.actions == []  # a drag cannot be carried out: all is dropped
