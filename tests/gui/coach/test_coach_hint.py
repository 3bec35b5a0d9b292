"""One voice for hint, coach and review: the hint is the best move of the coach's search
of the decision on the table (its analysis when it has searched; else the hint's search,
which the coach then shows), and the review never blames a move the hint gave."""

from __future__ import annotations

import pytest
from coach_helpers import HUMAN, analysed, fast_coach, human_turn, local, play, rule_medium
from room_helpers import ai_seats

from core.ai import make_agent
from gui.coach.thinker import turn_search
from gui.coach.words import move_words
from gui.play.controller import GameController, SeatSpec
from gui.services.settings import settings
from gui.table.move_text import move_text

__all__ = ["fast_coach", "rule_medium"]


def _walk(qtbot, window, wanted) -> None:
    """Play the human's first legal move, the coach off, until `wanted(ctl)` holds on
    the human's turn."""
    ctl = window.controller
    while True:
        assert human_turn(qtbot, ctl, window.game_page.host.table), "the game ended first"
        if wanted(ctl):
            return
        play(qtbot, ctl, ctl.legal_moves()[0])


def _hint(qtbot, window) -> object:
    """The room's hint of the decision on the table (through the window's coach)."""
    hinted: list = []
    window.controller.hint(hinted.append, window.coach.turn_analysis)
    qtbot.waitUntil(lambda: bool(hinted), timeout=30_000)
    return hinted[0]


def _counting(window) -> list:
    """Every analysis the coach's thinker is asked for, from now on."""
    asked: list = []
    thinker = window.coach.thinker
    analyse = thinker.analyse
    thinker.analyse = lambda *args: asked.append(args) or analyse(*args)
    return asked


POSITIONS = {  # game, players, seed, and from which human decision on
    "royal-tricks": ("royal", 4, 4, lambda ctl: True),
    "royal-domino": ("royal", 6, 5, lambda ctl: ctl.observation(0).phase == "domino"),
    "nines": ("nines", 4, 4, lambda ctl: ctl.observation(0).phase == "play"),
}


@pytest.mark.parametrize("where", list(POSITIONS))
def test_the_hint_is_the_coachs_best_move(qtbot, window, fast_coach, rule_medium, where):
    """Asked while the coach thinks, the hint waits for its search and names its best
    move; asked again, it names it at once, and the status line and the panel agree: on
    the first decision (of the deal or phase wanted) that the search has moves to weigh."""
    game, players, seed, wanted = POSITIONS[where]
    local(window)
    window.start_game(game, [HUMAN, *ai_seats(players - 1, "medium")], seed=seed)
    _walk(qtbot, window, wanted)
    settings().coach = True  # the coach starts on this decision
    coach, ctl = window.coach, window.controller
    while True:
        asked = _counting(window)
        move = _hint(qtbot, window)
        analysis = coach.current
        assert analysis is not None and move == analysis.best.move
        if len(analysis.candidates) >= 2:
            break
        play(qtbot, ctl, move)
        assert human_turn(qtbot, ctl, window.game_page.host.table)
    assert wanted(ctl) and analysis.best.value is not None and analysis.worlds > 0
    assert coach.panel.lines[0].endswith(move_words(move))
    window.ask_hint()  # the coach has searched: the hint comes at once
    assert window.statusBar().currentMessage() == f"Hint: {move_text(move, 'en')}"
    assert not asked  # the coach's search, started on its turn, served both hints


@pytest.mark.parametrize("game", ["royal", "nines"])
def test_with_the_coach_off_the_hints_search_is_what_the_coach_then_shows(
        qtbot, window, fast_coach, rule_medium, game):
    local(window)
    window.start_game(game, [HUMAN, *ai_seats(3, "medium")], seed=7)
    _walk(qtbot, window, lambda ctl: len(ctl.legal_moves()) >= 3)
    asked = _counting(window)
    window.ask_hint()
    assert window.statusBar().currentMessage() == "Hint: thinking…"
    coach = window.coach
    qtbot.waitUntil(lambda: coach.current is not None, timeout=30_000)
    move = coach.current.best.move
    qtbot.waitUntil(lambda: window.statusBar().currentMessage()
                    == f"Hint: {move_text(move, 'en')}", timeout=5000)
    assert not coach.dock.isVisible()
    settings().coach = True
    assert len(asked) == 1  # no search of its own: the hint's
    assert coach.panel.lines and coach.panel.lines[0].endswith(move_words(move))
    assert "deals tried" in coach.panel.state.text()


@pytest.mark.parametrize("game", ["royal", "nines"])
def test_a_move_the_hint_gave_is_never_costly(qtbot, window, fast_coach, rule_medium, game):
    """The human follows the hint on every other turn and plays the coach's worst
    candidate on the others: the review judges every hinted move the best one, and lists
    none of them."""
    settings().coach = True
    local(window)
    window.start_game(game, [HUMAN, *ai_seats(3, "medium")], seed=12)
    coach, ctl = window.coach, window.controller
    hinted: set[int] = set()
    turn = 0
    while coach._review is None:
        if not human_turn(qtbot, ctl, window.game_page.host.table):
            qtbot.waitUntil(lambda: coach._review is not None, timeout=30_000)
            break
        if turn % 2 == 0:
            hinted.add(ctl.move_count())
            play(qtbot, ctl, _hint(qtbot, window))
        else:
            play(qtbot, ctl, analysed(qtbot, coach).candidates[-1].move)
        turn += 1
    _, _, _, lines = coach._review
    judged = {ply: d for (g, ply), d in coach.decisions.items() if g == ctl.game_number()}
    assert hinted and all(judged[ply].verdict() == "best" for ply in hinted if ply in judged)
    assert len(hinted & set(judged)) >= 2
    assert not {line.ply for line in lines} & hinted
    assert all(line.low > 0 for line in lines)


def test_a_hint_in_hot_seat_play_shows_nothing_of_the_coach(qtbot, window, fast_coach):
    settings().coach = True
    local(window)
    window.start_game("nines", [HUMAN, SeatSpec("Jan", "human"), *ai_seats(2, "medium")],
                      seed=3)
    ctl = window.controller
    while ctl.phase != "human" or len(ctl.legal_moves()) < 2:
        qtbot.waitUntil(lambda: ctl.phase in ("curtain", "human"), timeout=30_000)
        if ctl.phase == "curtain":
            ctl.lift_curtain()
        elif len(ctl.legal_moves()) < 2:
            play(qtbot, ctl, ctl.legal_moves()[0])
    move = _hint(qtbot, window)
    assert move in ctl.legal_moves()
    assert "several people" in window.coach.panel.state.text()
    assert window.coach.panel.lines == []
    play(qtbot, ctl, move)
    assert not window.coach.decisions


@pytest.mark.parametrize(("games", "said"), [(1, "The match is over."),
                                             (2, "The game is over.")])
def test_at_the_end_the_coach_says_so_above_the_review(qtbot, window, fast_coach,
                                                      rule_medium, games, said):
    settings().coach = True
    local(window)
    window.start_game("nines", [HUMAN, *ai_seats(3, "medium")], {"match_games": games},
                      seed=5)
    coach, ctl = window.coach, window.controller
    while human_turn(qtbot, ctl, window.game_page.host.table):
        play(qtbot, ctl, analysed(qtbot, coach).best.move)
    qtbot.waitUntil(lambda: coach._review is not None, timeout=30_000)
    assert ctl.phase == ("match_over" if games == 1 else "game_over")
    assert coach.panel.state.text() == said
    assert "on your turn" not in coach.panel.text()
    assert "Review of game 1" in coach.panel.review_text()


def test_without_a_coach_the_controller_runs_the_coachs_search(qtbot):
    """A bare controller's hint (no window, no coach) asks the hard player for its move
    with the coach's generator and thinking time: the same search."""
    asked: list = []

    class Hard:
        def choose(self, obs, rng, budget=None, cancel=None):
            asked.append((obs, rng.getstate(), budget))
            return ctl.legal_moves()[0]

    ctl = GameController("royal", [HUMAN, *ai_seats(3, "random")], seed=6,
                         agent_factory=lambda rules, level: Hard() if level == "hard"
                         else make_agent(rules, level))
    ctl.start()
    qtbot.waitUntil(lambda: ctl.phase == "human", timeout=10_000)
    hinted: list = []
    ctl.hint(hinted.append)
    qtbot.waitUntil(lambda: bool(hinted), timeout=10_000)
    ctl.shutdown()
    rng, budget = turn_search("royal", 6, ctl.game_number(), ctl.move_count())
    assert asked == [(ctl.observation(0), rng.getstate(), budget)]
    assert hinted == [ctl.legal_moves()[0]]
