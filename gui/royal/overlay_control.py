"""Opening and closing the table's overlays: the last trick, the score table (and its
wait for Continue between deals) and the shade under them."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer

from core.royal.cards import CONTRACTS
from core.royal.state import winners
from gui.royal import texts
from gui.royal.scores import ScoreData
from gui.table.sequencer import ms

if TYPE_CHECKING:
    from gui.royal.table import RoyalTable

AUTO_MS = 9000  # with no human at the table, the scores stay this long (at normal speed)


class OverlayControl:
    def __init__(self, table: RoyalTable):
        self.t = table
        self.waiting = False  # the score table holds the game until Continue
        self.seconds = 0  # the countdown shown on Continue (computer-only games)
        self.timer = QTimer(table)
        self.timer.setInterval(1000)
        self.timer.timeout.connect(self._tick)
        for item in (table.scores, table.last_panel):
            item.visibleChanged.connect(self.shade)
            item.opacityChanged.connect(self.shade)
        table.dimmer.clicked.connect(self.dimmer_clicked)
        table.scores.button.clicked.connect(self.continue_play)
        table.scores.clicked.connect(self.scores_clicked)
        table.last_panel.closed.connect(table.last_panel.hide)

    def shade(self) -> None:
        """The dimmer shows under any overlay, as opaque as the overlay is."""
        shown = [i.opacity() for i in (self.t.scores, self.t.last_panel) if i.isVisible()]
        self.t.dimmer.setVisible(bool(shown))
        self.t.dimmer.setOpacity(max(shown, default=0.0))

    def dimmer_clicked(self) -> None:
        """A click beside the overlays closes the topmost, as a click on it does."""
        if self.t.last_panel.isVisible():
            self.t.last_panel.hide()
        else:
            self.scores_clicked()

    def scores_clicked(self) -> None:
        """A click on the score table closes it, as one on the last trick does: between
        deals it goes on as Continue does; while the deal's end still shows, it waits."""
        if self.t.scores.isVisible() and (self.waiting or self.t.scores.closable):
            self.continue_play()

    # ---- between deals ------------------------------------------------------------------

    def wait_step(self, deal: int, early: bool) -> list:
        """A step after a deal's score table appeared: wait for Continue when a human
        sits at the table, else count down and go on by itself. `early`: the deal ended
        early (the status says so first)."""
        t = self.t
        humans = any(seat.kind == "human" for seat in t.ctl.seats)
        self.waiting = True
        if humans:
            self.seconds = 0
        else:
            self.seconds = math.ceil(ms(AUTO_MS) / 1000)
            self.timer.start()
        t.scores.show_button(texts.continue_button(self.seconds))
        t.scores.setOpacity(1.0)
        t.scores.show()  # even if it was closed while the deal's end still showed
        t.status_line.show(lambda: texts.deal_over(deal, humans, early))
        return []

    def needs_wait(self) -> bool:
        """Whether a deal's end waits at all (computer-only games at instant speed don't)."""
        return any(seat.kind == "human" for seat in self.t.ctl.seats) or ms(AUTO_MS) > 0

    def _tick(self) -> None:
        self.seconds -= 1
        if self.seconds <= 0:
            self.continue_play()
        else:
            self.t.scores.show_button(texts.continue_button(self.seconds))

    def continue_play(self) -> None:
        """The score table's button (or Enter, Escape, the Scores button): go on."""
        self.timer.stop()
        self.t.scores.hide()
        self.t.scores.show_button(None)
        if self.waiting:
            self.waiting = False
            self.t.status_line.clear()
            self.t.seq.release()

    def reset(self) -> None:
        """A new game on the table: nothing waits any more."""
        self.timer.stop()
        self.waiting = False

    # ---- the buttons ---------------------------------------------------------------------

    def toggle_last_trick(self) -> None:
        t = self.t
        if t.last_panel.isVisible() or t.last_trick is None:
            t.last_panel.hide()
            return
        leader, winner, cards = t.last_trick
        n = t.players()
        rows = []
        for i, card in enumerate(cards):
            seat = (leader + i) % n
            rows.append((card, t.ctl.seats[seat].name, seat == winner))
        t.last_panel.set_trick(rows)
        t.last_panel.show()

    def toggle_scores(self) -> None:
        t = self.t
        if t.scores.isVisible():
            self.continue_play()
        else:
            t.last_panel.hide()
            self.update_scores()
            t.scores.show_button(None)
            t.scores.set_closable(True)
            t.scores.setOpacity(1.0)
            t.scores.show()

    def update_scores(self, winners_: list[int] | None = None) -> None:
        """The score table's figures from the observation (`winners_` once over)."""
        ctl = self.t.ctl
        game = ctl.game_number()
        if game == 0:
            return
        obs = ctl.observation()
        if winners_ is None and obs.is_over:
            winners_ = list(winners(obs.totals))
        self.t.scores.set_data(ScoreData(
            names=[s.name for s in ctl.seats], contracts=list(CONTRACTS),
            deals=[tuple(d) for d in obs.deal_scores], totals=list(obs.totals),
            session=list(ctl.match_scores()) if game > 1 else None, game_number=game,
            winners=winners_, stocks=list(obs.stocks) if obs.stocks is not None else None))

    def retranslate(self) -> None:
        if self.waiting:
            self.t.scores.show_button(texts.continue_button(self.seconds))
