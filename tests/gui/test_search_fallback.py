"""When the hard player's search processes fail (killed, dying, or overrunning their
budget), it searches in this process instead, on a worker thread: the same moves as the
search processes would give (a seed still replays), the player told once in the status
line, and the GUI thread free all along. Only a search that fails there too plays a random
move, and that is said as well."""

from __future__ import annotations

import threading
import time

import pytest
from pool_agents import FailsAway, InThread, Killer, pool_fixture
from PySide6.QtCore import QTimer

import gui.play.worker
from core.ai import Budget, RandomAgent
from core.ai import pool as pool_module
from core.ai.nines import HardAgent as NinesHard
from core.rng import make_rng
from gui.play.controller import IN_PROCESS, RANDOM, GameController, SeatSpec, mix_seed
from gui.services.settings import settings

# the log's line of each fallback (and, as in conftest, what offscreen Qt cannot do)
FAILED = pytest.mark.qt_log_ignore(r"computer seat \d failed", "This plugin does not support ")
pool1 = pool_fixture(1)
SEATS = [SeatSpec("Adam", "ai:hard"), *(SeatSpec(f"AI {i}", "ai:random") for i in (2, 3, 4))]
NOTICE = {"en": "The computer's search processes failed; Adam thinks in the main program "
                "for now.",
          "cs": "Výpočetní procesy počítače selhaly; Adam zatím přemýšlí v hlavním programu."}
RANDOM_NOTICE = {"en": "Adam: the search for a move failed; a random move was played.",
                 "cs": "Adam: hledání tahu selhalo, byl zahrán náhodný tah."}
MARK = {"en": "⚠ Computers think in the main program",
        "cs": "⚠ Počítače přemýšlejí v hlavním programu"}


def factory(agent):
    """Adam (seat 0) is `agent`; the others play at random."""
    return lambda rules, level: agent if level == "hard" else RandomAgent(rules)


def hard_moves(ctl: GameController) -> list[tuple[int, object, int]]:
    """(ply, observation, seed of its rng) of each of Adam's turns, filled as they come."""
    turns: list[tuple[int, object, int]] = []

    def thinking(seat: int) -> None:
        if seat == 0:
            game_seed = mix_seed(ctl.seed, "game", ctl.game_number())
            turns.append((ctl.move_count(), ctl.observation(0),
                          mix_seed(game_seed, "seat", 0, ctl.move_count())))

    ctl.ai_thinking.connect(thinking)
    return turns


def gui_ticks() -> tuple[QTimer, list[float]]:
    """A timer on the GUI thread noting when it ran, every 2 ms."""
    ticks: list[float] = []
    timer = QTimer(interval=2)
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start()
    return timer, ticks


@FAILED
@pytest.mark.parametrize("how", ["wait", "hang"], ids=["killed", "overrun"])
def test_the_move_is_the_same_search_on_a_worker_thread(qtbot, monkeypatch, pool1, tmp_path,
                                                        how):
    """Killed twice while it searches (each time the pool gives its part to a new
    process), or overrunning its time: Adam's next four moves are the search's in this
    process (the pool is tried again after BACK_OFF[0] == 3 of them)."""
    monkeypatch.setattr(gui.play.worker, "shared_pool", lambda: pool1)
    # only the hanging search overruns: a killed one is given all the time the killer may
    # take on a loaded machine (taken for an overrun, it made a third process begin, and
    # the test waited for the count it expected until it timed out); the hanging one a
    # second, in which a loaded machine still starts the next try's process
    monkeypatch.setattr(pool_module, "OVERRUN_S", 1.0 if how == "hang" else 30.0)
    begun = tmp_path / "begun"
    begun.mkdir()
    agent = FailsAway(str(begun), how, iterations=1000)
    ctl = GameController("nines", SEATS, {"match_games": 1}, seed=5,
                         agent_factory=factory(agent))
    turns, said = hard_moves(ctl), []
    ctl.search_fallback.connect(lambda seat, what: said.append((seat, what)))
    timer, ticks = gui_ticks()
    kills = 2 if how == "wait" else 0
    killer = Killer(pool1, begun, kills)
    killer.start()
    ctl.start()
    tried = 2 if how == "wait" else 1  # processes begun: a killed one was retried once
    qtbot.waitUntil(lambda: len(turns) == 5 and len(list(begun.iterdir())) == tried + 1,
                    timeout=60_000)  # Adam's fifth move: the pool is tried again
    ctl.shutdown()
    timer.stop()
    killer.join()
    assert said == [(0, IN_PROCESS)]
    assert len(agent.here) == 4 and len(killer.killed) == kills
    _, moves = ctl.rules.record_moves(ctl.record())
    expected = [NinesHard().choose(obs, make_rng(seed), Budget(iterations=1000))
                for _, obs, seed in turns[:4]]
    assert [moves[ply] for ply, _, _ in turns[:4]] == expected
    assert threading.get_ident() not in {thread for thread, _, _ in agent.here}
    begin, end = max(((b, e) for _, b, e in agent.here), key=lambda span: span[1] - span[0])
    assert sum(begin < t < end for t in ticks) >= 2  # the GUI thread ran meanwhile


def play(qtbot, monkeypatch, pool, agent, seed: int) -> tuple[dict, list]:
    monkeypatch.setattr(gui.play.worker, "shared_pool", lambda: pool)
    ctl = GameController("nines", SEATS, {"match_games": 1}, seed=seed,
                         agent_factory=factory(agent))
    said: list = []
    ctl.search_fallback.connect(lambda seat, what: said.append((seat, what)))
    with qtbot.waitSignal(ctl.game_over, timeout=120_000):
        ctl.start()
    record = ctl.record()
    ctl.shutdown()
    return record, said


@FAILED
def test_a_seed_replays_with_the_processes_failing(qtbot, monkeypatch, pool1, tmp_path):
    """A whole game whose search processes die at every try (the pool tried again after
    the back-off) is the game of the same player thinking on a thread."""
    begun = tmp_path / "begun"
    begun.mkdir()
    failing, said = play(qtbot, monkeypatch, pool1, FailsAway(str(begun)), 9)
    threaded, _ = play(qtbot, monkeypatch, pool1, InThread(FailsAway(str(begun))), 9)
    assert failing == threaded
    assert said == [(0, IN_PROCESS)]
    assert len(list(begun.iterdir())) == 4  # two tries, each retried once


@FAILED
@pytest.mark.parametrize("lang", ["en", "cs"])
@pytest.mark.parametrize("fails_here", [False, True], ids=["in-process", "random"])
def test_the_player_is_told_once(window, qtbot, monkeypatch, pool1, tmp_path, lang,
                                 fails_here):
    monkeypatch.setattr(gui.play.worker, "shared_pool", lambda: pool1)
    settings().language = lang
    messages: list[str] = []
    window.statusBar().messageChanged.connect(messages.append)
    agent = FailsAway(str(tmp_path), fails_here=fails_here)
    window.start_game("nines", SEATS, {"match_games": 1}, seed=4,
                      agent_factory=factory(agent))
    said: list = []
    window.controller.search_fallback.connect(lambda seat, what: said.append((seat, what)))
    mark = window.thinking.mark
    with qtbot.waitSignal(window.controller.game_over, timeout=120_000):
        qtbot.waitUntil(lambda: NOTICE[lang] in messages, timeout=30_000)
        assert not mark.isHidden() and mark.text() == MARK[lang]
    assert said == [(0, IN_PROCESS), *([(0, RANDOM)] if fails_here else [])]
    assert messages.count(NOTICE[lang]) == 1
    assert messages.count(RANDOM_NOTICE[lang]) == (1 if fails_here else 0)
    assert not mark.isHidden()  # the processes kept failing: still in the main program
    other = "cs" if lang == "en" else "en"
    settings().language = other
    qtbot.waitUntil(lambda: mark.text() == MARK[other])
    window.show_start()
    assert mark.isHidden()
