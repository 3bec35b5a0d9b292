"""The Royal table's "X is thinking…" agrees with the highlighted seat at every moment:
it names only the computer thinking now, never the one whose move is being shown, and
none is left once the game is over."""

from __future__ import annotations

import pytest

from gui.royal import texts
from gui.royal.seats import SeatPanel
from gui.royal.status import PROMPT
from gui.services.settings import settings
from tests.gui.royal.royal_helpers import WAIT_MS, make_table


class Watch:
    """Checks the status line against the highlight whenever either changes."""

    def __init__(self, monkeypatch, ctl, view):
        self.ctl, self.view = ctl, view
        self.wrong: list[str] = []
        self.checks = 0
        self.after_end: list[str] = []
        view.status.connect(self.said)
        set_info = SeatPanel.set_info

        def watched(panel, info):
            set_info(panel, info)
            self.check("highlight")

        monkeypatch.setattr(SeatPanel, "set_info", watched)

    def said(self, text: str) -> None:
        if self.ctl.phase == "game_over":
            self.after_end.append(text)
        self.check("status")

    def check(self, when: str) -> None:
        ctl, view = self.ctl, self.view
        if ctl.game_number() == 0:
            return
        self.checks += 1
        text = view.status_line.text()
        lit = [seat for seat, info in view.scenery.info.items() if info.to_move]
        for seat, spec in enumerate(ctl.seats):
            if text != texts.thinking(spec.name):
                continue
            if ctl.phase != "thinking" or ctl.to_move() != seat or lit != [seat]:
                self.wrong.append(f"{when}: {text!r} with seats {lit} lit, "
                                  f"phase {ctl.phase}, move {ctl.move_count()}")
        if view.status_line.kind == PROMPT and lit != [ctl.viewer()]:
            self.wrong.append(f"{when}: the prompt with seats {lit} lit")


def run(qtbot, ctl, view, moves: int | None) -> None:
    """Play on (the human's first legal move) until `moves` moves, or the game's end
    (each wait is for the next move, not for a whole game of computers: a busy machine
    is slower, not wrong)."""
    def ready() -> bool:
        return (ctl.phase in ("human", "game_over")
                or (moves is not None and ctl.move_count() >= moves))

    ctl.start()
    while True:
        played = ctl.move_count()
        qtbot.waitUntil(lambda p=played: ready() or ctl.move_count() > p, timeout=WAIT_MS)
        if not ready():
            continue  # the computers play on
        if ctl.phase != "human":
            return
        before = ctl.move_count()
        ctl.submit(ctl.legal_moves()[0])
        qtbot.waitUntil(lambda b=before: ctl.move_count() > b, timeout=5000)


@pytest.mark.parametrize(("speed", "players", "humans", "moves"),
                         [("instant", 3, 0, None), ("instant", 4, 1, None),
                          ("fast", 4, 0, 8), ("fast", 3, 1, 7)])
def test_thinking_names_only_the_highlighted_computer(qtbot, monkeypatch, speed, players,
                                                      humans, moves):
    settings().animation_speed = speed
    if speed != "instant":  # the computers pause before their moves, as they did at this speed
        settings().computer_pause = "short"
    ctl, view = make_table(qtbot, players=players, humans=humans, seed=5)
    view.overlays.needs_wait = lambda: False  # no Continue between deals
    watch = Watch(monkeypatch, ctl, view)
    run(qtbot, ctl, view, moves)
    if moves is not None:  # let the last move be shown and the next seat take its turn
        # by signal: a computer's thinking may be shorter than one poll of the phase
        turns: list[object] = []
        for signal in (ctl.ai_thinking, ctl.human_to_move, ctl.game_over):
            signal.connect(lambda *args: turns.append(args))
        qtbot.waitUntil(lambda: bool(turns) or ctl.phase in ("human", "game_over"),
                        timeout=WAIT_MS)
    assert watch.checks > 20
    assert not watch.wrong, "\n".join(watch.wrong[:5])
    if moves is None:
        assert ctl.phase == "game_over"
        assert view.status_line.text() == texts.game_over()
        assert watch.after_end and all("thinking" not in t for t in watch.after_end)
