"""The Royal table's status line, its keys for Pass and Lay out all, and the wait for
Continue between deals."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtTest import QTest
from room_helpers import unpainted

from core.royal.moves import LayOutAll, Pass, Passed, PlayCard
from gui.royal import overlay_control, texts
from gui.table import reasons
from tests.gui.royal.royal_helpers import WAIT_MS, make_table, wait_for_human
from tests.gui.royal.test_royal_table_input import until_dimmed_card
from tests.gui.royal.tsv_translator import TsvTranslator


def record(view) -> list[str]:
    said: list[str] = []
    view.status.connect(said.append)
    return said


def play_until(qtbot, ctl, done) -> bool:
    """Play the human's first legal move (never a lay-out-all) until `done()` holds at the
    human's turn; False when the game ended first. The table does not paint on the way
    (`unpainted`): it paints the position reached before this returns."""
    with unpainted(ctl.test_table):
        while wait_for_human(qtbot, ctl):
            if done():
                return True
            moves = ctl.legal_moves()
            move = next((m for m in moves if not isinstance(m, LayOutAll)), moves[0])
            before = ctl.move_count()
            ctl.submit(move)
            qtbot.waitUntil(lambda b=before: ctl.move_count() > b, timeout=5000)
    return False


def test_a_forced_pass_says_so_and_p_passes(qtbot):
    ctl, view = make_table(qtbot, players=4, seed=7)
    said = record(view)
    ctl.start()
    assert play_until(qtbot, ctl, lambda: ctl.legal_moves() == [Pass(ctl.viewer())])
    assert said[-1] == "You cannot lay any card: press Pass (P)."
    assert view.status_line.text() == said[-1]
    assert view.scenery.btn_pass.isVisible() and view.scenery.btn_pass.key() == "P"
    assert "(P)" in view.scenery.btn_pass.toolTip()
    view.setFocus()
    with qtbot.waitSignal(ctl.events_applied, timeout=5000) as blocker:
        QTest.keyClick(view, Qt.Key.Key_P)
    assert blocker.args[0][0] == Passed(ctl.viewer())
    assert view.status_line.text() == ""  # the prompt went with the pass


def test_lay_out_all_is_in_the_prompt_and_on_the_a_key(qtbot):
    ctl, view = make_table(qtbot, players=4, seed=7)
    said = record(view)
    ctl.start()
    assert play_until(qtbot, ctl, lambda: any(isinstance(m, LayOutAll)
                                              for m in ctl.legal_moves()))
    assert said[-1] == ("Your turn: drag a card to its row, or lay out all your cards at once "
                        "(A).")
    assert view.scenery.btn_all.isVisible() and view.scenery.btn_all.key() == "A"
    hand = len(ctl.observation().hand)
    view.setFocus()
    with qtbot.waitSignal(ctl.events_applied, timeout=5000) as blocker:
        QTest.keyClick(view, Qt.Key.Key_A)
    laid = blocker.args[0][0]
    assert type(laid).__name__ == "HandLaidOut" and len(laid.cards) == hand


def test_a_refusal_gives_way_once_the_legal_card_is_played(qtbot):
    ctl, view = make_table(qtbot, players=4, seed=2)
    ctl.start()
    item = until_dimmed_card(qtbot, ctl, view)
    said = record(view)
    refusal = ctl.submit(PlayCard(ctl.viewer(), item.card))
    view.play.try_play(item)
    assert refusal.code == "must_follow"
    assert said[-1] == reasons.worded(refusal, ctl.seat_name)
    assert said[-1].startswith("You must follow suit: ")
    legal = ctl.legal_moves()[0]
    with qtbot.waitSignal(ctl.events_applied, timeout=5000):
        ctl.submit(legal)
    assert said[-1] == "" and view.status_line.text() == ""


def test_the_deal_end_waits_for_continue_and_says_so(qtbot):
    ctl, view = make_table(qtbot, players=3, seed=4)
    said = record(view)
    shown = []
    view.scores_shown.connect(lambda: shown.append(ctl.observation().deal_scores))
    ctl.start()
    assert wait_for_human(qtbot, ctl)
    # Play on (the human's first legal card) until the score table waits.
    while not view.overlays.waiting:
        qtbot.waitUntil(lambda: view.overlays.waiting or ctl.phase == "human",
                        timeout=WAIT_MS)
        if ctl.phase == "human":
            ctl.submit(ctl.legal_moves()[0])
    assert view.scenery.scores.isVisible() and view.scenery.scores.button.isVisible()
    assert view.scenery.scores.button.text() == "Continue"  # no countdown with a human seated
    assert view.seq.held() and not view.overlays.timer.isActive()
    assert ctl.phase == "animating"  # the game waits for the table
    assert said[-1] == "Deal 1 is over: press Continue for the next deal."
    assert "thinking" not in view.status_line.text()
    assert len(shown) == 1 and len(shown[0]) == 1  # the room may show the new totals now
    assert view.scenery.dimmer.isVisible()
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert not view.overlays.waiting and not view.scenery.scores.isVisible()
    assert said[-1] == ""
    qtbot.waitUntil(lambda: ctl.observation().deal == 2, timeout=WAIT_MS)


def test_a_computer_only_game_counts_down_and_goes_on(qtbot, monkeypatch):
    monkeypatch.setattr(overlay_control, "ms", lambda base: 2000 if base == 9000 else 0)
    ctl, view = make_table(qtbot, players=3, humans=0, seed=6)
    said = record(view)
    ctl.start()
    qtbot.waitUntil(lambda: view.overlays.waiting, timeout=WAIT_MS)
    assert view.scenery.scores.button.text() == "Continue (2)"
    assert said[-1] == "Deal 1 is over."
    qtbot.waitUntil(lambda: view.scenery.scores.button.text() == "Continue (1)", timeout=3000)
    qtbot.waitUntil(lambda: not view.overlays.waiting, timeout=3000)
    qtbot.waitUntil(lambda: ctl.observation().deal == 2, timeout=WAIT_MS)
    assert not view.scenery.scores.isVisible()


def test_a_language_switch_shows_the_prompt_again(qtbot):
    ctl, view = make_table(qtbot, players=4, seed=4)
    ctl.start()
    assert wait_for_human(qtbot, ctl)
    prompt = texts.your_turn(False)
    assert view.status_line.text() == prompt
    with qtbot.waitSignal(view.status, timeout=1000) as blocker:
        view.retranslate()
    assert blocker.args == [prompt]
    translator = TsvTranslator()
    QCoreApplication.installTranslator(translator)
    QLocale.setDefault(QLocale(QLocale.Language.Czech))
    try:
        with qtbot.waitSignal(view.status, timeout=1000) as blocker:
            view.retranslate()
        assert blocker.args == [
            "Jste na tahu: přetáhněte kartu na stůl (nebo na ni dvakrát klikněte)."]
        assert view.scenery.btn_pass.text() == "Pas" and view.scenery.btn_all.key() == "V"
    finally:
        QCoreApplication.removeTranslator(translator)
        QLocale.setDefault(QLocale(QLocale.Language.English))


def test_a_computer_thinking_is_named_and_replaced_by_the_prompt(qtbot):
    ctl, view = make_table(qtbot, players=4, seed=9)
    said = record(view)
    ctl.start()
    assert play_until(qtbot, ctl, lambda: any(s.endswith("is thinking…") for s in said))
    assert said[-1] == texts.your_turn(False)
    names = {s.removesuffix(" is thinking…") for s in said if s.endswith("is thinking…")}
    assert names <= {seat.name for seat in ctl.seats[1:]}
