"""Undo and Redo in a game against computers: Ctrl+Z on every real table takes back the
human's move and the computers' replies (the hand holds the piece again, the save holds
the cut record, marked), Redo plays them again, the same move gets the same answers;
never in hot-seat or a replay; an undo while a computer thinks stops the thinking."""

from __future__ import annotations

import json
import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from room_helpers import SlowAgent, ai_seats, finished_record

from core.ai import make_agent
from core.records import UNDOS
from core.undo import record_moves
from gui.play import autosave
from gui.play.controller import GameController, SeatSpec
from gui.services import paths

HUMAN = SeatSpec("Eva", "human")
CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


def body(record: dict) -> dict:
    """A record without its undo mark: what was played."""
    return {k: v for k, v in record.items() if k != UNDOS}


def human_turn(qtbot, ctl: GameController) -> None:
    qtbot.waitUntil(lambda: ctl.phase == "human", timeout=30_000)


def decide(qtbot, ctl: GameController) -> object:
    """Play forced moves until the human has a choice; return the first choice offered."""
    human_turn(qtbot, ctl)
    while len(ctl.legal_moves()) == 1:
        count = ctl.move_count()
        ctl.submit(ctl.legal_moves()[0])
        qtbot.waitUntil(lambda c=count: ctl.move_count() > c and ctl.phase == "human",
                        timeout=30_000)
    return ctl.legal_moves()[-1]


def play_answered(qtbot, ctl: GameController) -> tuple[object, dict, list[str]]:
    """Make decisions until one is answered by a computer move before the human's next
    turn; that move, with the record and the hand from just before it."""
    while True:
        move = decide(qtbot, ctl)
        before, hand, plies = ctl.record(), sorted(ctl.observation().hand), ctl.move_count()
        ctl.submit(move)
        qtbot.waitUntil(lambda p=plies: ctl.move_count() > p and ctl.phase == "human",
                        timeout=30_000)
        if ctl.move_count() > plies + 1:
            return move, before, hand


def table_hand(window, game: str) -> list[str]:
    """The pieces the table shows in the bottom hand."""
    table = window.game_page.host.table
    if game == "royal":
        return sorted(item.card for item in table.hand)
    return sorted(item.face for item in table.hands[0])


def press(qtbot, window, key: Qt.Key, modifiers) -> None:
    window.activateWindow()
    qtbot.keyClick(window.game_page.host.table, key, modifiers)


@pytest.mark.parametrize("game", ["royal", "nines", "tiengow"])
def test_ctrl_z_takes_back_the_move_and_the_replies_on_the_real_table(qtbot, window, game):
    window.start_game(game, [HUMAN, *ai_seats(3, "medium")], seed=31)
    ctl = window.controller
    move, before, hand = play_answered(qtbot, ctl)
    after = ctl.record()
    assert not ctl.is_over() and UNDOS not in after
    assert window.undo_actions.act_undo.isEnabled()
    assert window.game_page.undo_button.isVisible()

    press(qtbot, window, Qt.Key.Key_Z, CTRL)
    human_turn(qtbot, ctl)
    assert body(ctl.record()) == body(before) and ctl.undo_count() == 1
    assert sorted(ctl.observation().hand) == hand  # the piece is back in the hand
    qtbot.waitUntil(lambda: table_hand(window, game) == hand)
    saved = json.loads(paths.autosave_file(game).read_text(encoding="utf-8"))
    saved.pop(autosave.SAVE_KEY)
    assert saved == ctl.record() and saved[UNDOS] == 1  # the save holds the cut record
    assert window.undo_actions.act_redo.isEnabled()

    press(qtbot, window, Qt.Key.Key_Z, CTRL | SHIFT)  # redo
    human_turn(qtbot, ctl)
    assert body(ctl.record()) == body(after) and ctl.record()[UNDOS] == 1
    assert not window.undo_actions.act_redo.isEnabled()

    press(qtbot, window, Qt.Key.Key_Z, CTRL)
    human_turn(qtbot, ctl)
    ctl.submit(move)  # the same move again: the computers answer as before
    qtbot.waitUntil(lambda: ctl.move_count() == len_moves(after) and ctl.phase == "human",
                    timeout=30_000)
    assert body(ctl.record()) == body(after) and ctl.record()[UNDOS] == 2


def len_moves(record: dict) -> int:
    return len(record_moves(record)[2])


class Whimsical:
    """A computer that picks any legal move from the system's randomness (like a search
    on a clock, it need not answer one position the same way twice)."""

    level = "whimsical"

    def __init__(self, rules):
        self.rules, self.calls = rules, 0

    def choose(self, obs, rng, budget=None, cancel=None):
        self.calls += 1
        return random.SystemRandom().choice(self.rules.obs_legal_moves(obs))


def test_the_same_position_gets_the_same_answers_after_an_undo(qtbot):
    agents = []

    def factory(rules, level):
        agents.append(Whimsical(rules))
        return agents[-1]

    ctl = GameController("royal", [HUMAN, *ai_seats(3)], seed=8, agent_factory=factory)
    ctl.start()
    move = play_answered(qtbot, ctl)[0]
    after, calls = body(ctl.record()), sum(a.calls for a in agents)
    assert ctl.undo()
    human_turn(qtbot, ctl)
    ctl.submit(move)
    qtbot.waitUntil(lambda: ctl.move_count() == len_moves(after) and ctl.phase == "human",
                    timeout=30_000)
    assert body(ctl.record()) == after
    assert sum(a.calls for a in agents) == calls  # they were not asked again
    assert ctl.undo()  # and now something new: nothing to redo, the computers think
    human_turn(qtbot, ctl)
    assert ctl.can_redo()
    ctl.submit(next(m for m in ctl.legal_moves() if m != move))
    assert not ctl.can_redo()
    qtbot.waitUntil(lambda: sum(a.calls for a in agents) > calls, timeout=30_000)
    ctl.shutdown()


@pytest.mark.parametrize("game", ["nines", "tiengow"])
def test_seeded_computers_answer_alike_after_an_undo(qtbot, game):
    """The real levels draw every move from a generator seeded by the position: undone
    to the game's start and played again alike, the game comes out the same."""
    ctl = GameController(game, [HUMAN, *ai_seats(3, "medium")], seed=12,
                         agent_factory=lambda rules, level: make_agent(rules, level))
    ctl.start()
    for _ in range(3):
        play_answered(qtbot, ctl)
    end = body(ctl.record())
    human_moves = [m for m in record_moves(end)[2] if m.seat == 0]
    undos = 0
    while ctl.undo():
        undos += 1
        human_turn(qtbot, ctl)
    assert undos >= 3 and ctl.undo_blocked() == "start"
    played = len(record_moves(ctl.record())[2])
    assert played < len(record_moves(end)[2])
    for move in human_moves[sum(m.seat == 0 for m in record_moves(ctl.record())[2]):]:
        human_turn(qtbot, ctl)
        ctl.match.forget_answers()  # no remembered answer: the seeded thinking itself
        ctl.submit(move)
    qtbot.waitUntil(lambda: ctl.move_count() >= len(record_moves(end)[2]) and ctl.phase in (
        "human", "game_over"), timeout=30_000)
    assert body(ctl.record()) == end
    ctl.shutdown()


def test_undo_while_a_computer_thinks_stops_it_and_no_stale_move_lands(qtbot):
    slow = []

    def factory(rules, level):
        slow.append(SlowAgent(rules, seconds=0))  # quick until the human's decision
        return slow[-1]

    ctl = GameController("royal", [HUMAN, *ai_seats(3)], seed=4, agent_factory=factory)
    ctl.start()
    while ctl.phase != "thinking":  # until a computer thinks after the human's move
        move = decide(qtbot, ctl)
        before, plies = body(ctl.record()), ctl.move_count()
        for agent in slow:
            agent.seconds = 20
        ctl.submit(move)
        qtbot.waitUntil(lambda p=plies: ctl.move_count() > p
                        and ctl.phase in ("thinking", "human"), timeout=10_000)
    assert ctl.undo_blocked() is None
    assert ctl.undo()
    assert ctl.phase in ("idle", "human")
    human_turn(qtbot, ctl)
    qtbot.waitUntil(lambda: any(a.cancelled for a in slow), timeout=5000)
    qtbot.waitUntil(lambda: ctl._worker._pool.activeThreadCount() == 0, timeout=5000)
    QApplication.processEvents()  # the thinker's answer, if it were let through
    assert body(ctl.record()) == before and ctl.phase == "human"
    ctl.shutdown()


@pytest.mark.parametrize("game", ["royal", "tiengow"])
def test_no_undo_in_hot_seat(qtbot, window, game):
    window.start_game(game, [HUMAN, SeatSpec("Jan", "human"), *ai_seats(2)], seed=5)
    ctl = window.controller
    qtbot.waitUntil(lambda: ctl.phase == "curtain", timeout=30_000)
    ctl.lift_curtain()
    ctl.submit(ctl.legal_moves()[0])
    actions = window.undo_actions
    assert ctl.undo_blocked() == "hot_seat" and not ctl.undo()
    assert not actions.act_undo.isEnabled()
    assert "several people" in actions.act_undo.statusTip()
    assert not window.game_page.undo_button.isVisible()  # not offered at all
    press(qtbot, window, Qt.Key.Key_Z, CTRL)  # the greyed entry's keys say why
    assert window.statusBar().currentMessage() == actions.act_undo.statusTip()
    assert ctl.undo_blocked() == "hot_seat"


def test_the_keys_of_a_greyed_undo_or_redo_say_why_and_undo_still_works(qtbot, window):
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)  # the start screen: no game
    assert window.statusBar().currentMessage() == "No game is on the table."
    window.statusBar().clearMessage()
    qtbot.keyClick(window, Qt.Key.Key_Y, CTRL)  # and no redo, for the same reason
    assert window.statusBar().currentMessage() == "No game is on the table."
    window.start_game("nines", [HUMAN, *ai_seats(3, "medium")], seed=31)
    ctl = window.controller
    decide(qtbot, ctl)
    press(qtbot, window, Qt.Key.Key_Y, CTRL)  # nothing was taken back
    assert window.statusBar().currentMessage().startswith("Nothing to redo")
    play_answered(qtbot, ctl)
    press(qtbot, window, Qt.Key.Key_Z, CTRL)  # offered: the keys undo, as ever
    human_turn(qtbot, ctl)
    assert ctl.undo_count() == 1
    assert window.statusBar().currentMessage() == "Your last move was taken back."


def test_no_undo_in_a_replay_or_at_the_deal_start(qtbot, window):
    assert window.replay_record(finished_record("nines", 4, {"match_games": 1}))
    actions = window.undo_actions
    assert not actions.act_undo.isEnabled() and "replay" in actions.act_undo.statusTip()
    assert not window.game_page.undo_button.isVisible()
    window.start_game("royal", [HUMAN, *ai_seats(3)], seed=2)
    human_turn(qtbot, window.controller)  # the human has not played yet
    assert window.controller.undo_blocked() == "start"
    assert not actions.act_undo.isEnabled()
    assert "no choice to make in this deal" in actions.act_undo.statusTip()
    assert window.game_page.undo_button.isVisible()  # offered, greyed
    assert not window.game_page.undo_button.isEnabled()


def test_no_undo_in_a_tiengow_replay_or_before_the_first_move(qtbot, window):
    assert window.replay_record(finished_record("tiengow", 4, {"match_games": 1}))
    actions = window.undo_actions
    assert not actions.act_undo.isEnabled() and "replay" in actions.act_undo.statusTip()
    assert not window.game_page.undo_button.isVisible()
    window.start_game("tiengow", [HUMAN, *ai_seats(3)], seed=2)
    human_turn(qtbot, window.controller)  # the human has not played yet
    assert window.controller.undo_blocked() == "start"
    assert not actions.act_undo.isEnabled()
    assert "no choice to make in this game" in actions.act_undo.statusTip()  # one deal
    assert window.game_page.undo_button.isVisible() and not window.game_page.undo_button.isEnabled()


@pytest.mark.parametrize("game", ["royal", "tiengow"])
def test_a_game_continued_from_its_save_keeps_its_undo_mark(qtbot, game):
    path = paths.autosave_file(game)
    ctl = GameController(game, [HUMAN, *ai_seats(3)], seed=9, save_path=path)
    ctl.start()
    ctl.submit(decide(qtbot, ctl))
    human_turn(qtbot, ctl)
    assert ctl.undo()
    ctl.shutdown()
    again = GameController.from_save(autosave.read(path, game), save_path=path)
    assert again.undo_count() == 1 and again.record()[UNDOS] == 1
    again.shutdown()


def test_the_pace_menu_mirrors_the_settings(window):
    from gui.services.settings import settings

    actions = window.undo_actions
    actions.pace_actions["thorough"].trigger()
    actions.pause_actions["long"].trigger()
    assert (settings().computer_pace, settings().computer_pause) == ("thorough", "long")
    settings().computer_pace = "quick"  # as the Settings dialog does
    settings().computer_pause = "none"
    assert actions.pace_actions["quick"].isChecked()
    assert actions.pause_actions["none"].isChecked()
    assert not actions.pace_actions["thorough"].isChecked()


def test_the_statistics_mark_and_count_the_games_with_undo(qtbot, window):
    from core.history_sample import sample_record
    from gui.stats import store
    from gui.stats.window import StatisticsWindow

    for seed, undos in enumerate((2, 0)):
        record = sample_record("nines", seed, level="easy")
        if undos:
            record[UNDOS] = undos
        store.record_finished(record)
    shown = StatisticsWindow(store.history(), lambda record: False, window)
    qtbot.addWidget(shown)
    qtbot.waitUntil(lambda: shown.loaded)  # read on the history's thread
    model = shown.model
    marks = sorted(model.data(model.index(row, 5)) for row in range(model.rowCount()))
    assert marks == ["", "2\u00d7"]
    assert model.headerData(5, Qt.Orientation.Horizontal) == "Undo used"
    summary = shown.summary
    headers = [summary.horizontalHeaderItem(c).text() for c in range(summary.columnCount())]
    assert summary.item(0, headers.index("With undo")).text() == "1"
