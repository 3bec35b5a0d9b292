"""Opening and closing the table's overlays: the last trick, the score table (and its
wait for Continue between deals) and the shade under them."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QAbstractAnimation, QTimer

from core.royal.cards import CONTRACTS
from core.royal.state import winners
from gui.royal import texts
from gui.royal.scores import ScoreData
from gui.table.contracts import TableController
from gui.table.sequencer import ms

if TYPE_CHECKING:
    from gui.royal.scenery import RoyalScenery
    from gui.royal.status import StatusLine
    from gui.table.sequencer import Sequencer

AUTO_MS = 9000  # with no human at the table, the scores stay this long (at normal speed)


class OverlayControl:
    def __init__(self, scenery: RoyalScenery, seq: Sequencer, status_line: StatusLine,
                 controller: TableController):
        self.sc = scenery
        self.seq = seq
        self.status_line = status_line
        self.ctl = controller  # the seats, the scores
        self.waiting = False  # the score table holds the game until Continue
        self.holding = False  # `wait_again` holds the controller's play
        self.seconds = 0  # the countdown shown on Continue (computer-only games)
        self.timer = QTimer(seq)
        self.timer.setInterval(1000)
        self.timer.timeout.connect(self._tick)
        for item in (self.sc.scores, self.sc.last_panel):
            item.visibleChanged.connect(self.shade)
            item.opacityChanged.connect(self.shade)
        self.sc.dimmer.clicked.connect(self.dimmer_clicked)
        self.sc.scores.button.clicked.connect(self.continue_play)
        self.sc.scores.clicked.connect(self.scores_clicked)
        self.sc.last_panel.closed.connect(self.sc.last_panel.hide)

    def shade(self) -> None:
        """The dimmer shows under any overlay, as opaque as the overlay is."""
        shown = [i.opacity() for i in (self.sc.scores, self.sc.last_panel) if i.isVisible()]
        self.sc.dimmer.setVisible(bool(shown))
        self.sc.dimmer.setOpacity(max(shown, default=0.0))

    def dimmer_clicked(self) -> None:
        """A click beside the overlays closes the topmost, as a click on it does."""
        if self.sc.last_panel.isVisible():
            self.sc.last_panel.hide()
        else:
            self.scores_clicked()

    def scores_clicked(self) -> None:
        """A click on the score table closes it, as one on the last trick does: between
        deals it goes on as Continue does; while the deal's end still shows, it waits."""
        if self.sc.scores.isVisible() and (self.waiting or self.sc.scores.closable):
            self.continue_play()

    # ---- between deals ------------------------------------------------------------------

    def wait_step(self, deal: int, early: bool) -> list[QAbstractAnimation]:
        """A step after a deal's score table appeared: wait for Continue when a human
        sits at the table, else count down and go on by itself. `early`: the deal ended
        early (the status says so first)."""
        humans = any(seat.kind == "human" for seat in self.ctl.seats)
        self.waiting = True
        if humans:
            self.seconds = 0
        else:
            self.seconds = math.ceil(ms(AUTO_MS) / 1000)
            self.timer.start()
        self.sc.scores.show_button(texts.continue_button(self.seconds))
        self.sc.scores.setOpacity(1.0)
        self.sc.scores.show()  # even if it was closed while the deal's end still showed
        self.status_line.show(lambda: texts.deal_over(deal, humans, early))
        return []

    def wait_again(self, deal: int) -> None:
        """A game continued between deals (from a save, after a replay opened from the
        coach's review): deal `deal`'s score table shows again and holds the next deal
        until Continue, as when the deal ended (it went straight on to the next deal)."""
        if not self.needs_wait() or not self.ctl.hold():
            return
        self.holding = True
        self.sc.show_scores(closable=False)
        self.seq.add(lambda: self.wait_step(deal, False))
        self.seq.hold()
        self.seq.mark(self.release_hold)
        self.seq.run()

    def release_hold(self) -> None:
        """Let the play go on after `wait_again` (Continue; or the table is drawn anew,
        an undo say, and the wait's steps are dropped: the play stayed held for good)."""
        if self.holding:
            self.holding = False
            self.ctl.release()

    def needs_wait(self) -> bool:
        """Whether a deal's end waits at all (computer-only games at instant speed don't)."""
        return any(seat.kind == "human" for seat in self.ctl.seats) or ms(AUTO_MS) > 0

    def _tick(self) -> None:
        self.seconds -= 1
        if self.seconds <= 0:
            self.continue_play()
        else:
            self.sc.scores.show_button(texts.continue_button(self.seconds))

    def continue_play(self) -> None:
        """The score table's button (or Enter, Escape, the Scores button): go on."""
        self.timer.stop()
        self.sc.scores.hide()
        self.sc.scores.show_button(None)
        if self.waiting:
            self.waiting = False
            self.status_line.clear()
            self.seq.release()

    def reset(self) -> None:
        """A new game or position on the table: nothing waits any more."""
        self.timer.stop()
        self.waiting = False
        self.release_hold()

    # ---- the buttons ---------------------------------------------------------------------

    def toggle_last_trick(self) -> None:
        if self.sc.last_panel.isVisible() or self.sc.last_trick is None:
            self.sc.last_panel.hide()
            return
        leader, winner, cards = self.sc.last_trick
        n = self.sc.players()
        rows = []
        for i, card in enumerate(cards):
            seat = (leader + i) % n
            rows.append((card, self.ctl.seats[seat].name, seat == winner))
        self.sc.last_panel.set_trick(rows)
        self.sc.last_panel.show()

    def toggle_scores(self) -> None:
        if self.sc.scores.isVisible():
            self.continue_play()
        else:
            self.sc.last_panel.hide()
            self.update_scores()
            self.sc.show_scores(closable=True)

    def update_scores(self, winners_: list[int] | None = None) -> None:
        """The score table's figures from the observation (`winners_` once over)."""
        ctl = self.ctl
        game = ctl.game_number()
        if game == 0:
            return
        obs = ctl.observation()
        if winners_ is None and obs.is_over:
            winners_ = list(winners(obs.totals))
        self.sc.scores.set_data(ScoreData(
            names=[s.name for s in ctl.seats], contracts=list(CONTRACTS),
            deals=[tuple(d) for d in obs.deal_scores], totals=list(obs.totals),
            session=list(ctl.match_scores()) if game > 1 else None, game_number=game,
            winners=winners_, stocks=list(obs.stocks) if obs.stocks is not None else None))

    def retranslate(self) -> None:
        if self.waiting:
            self.sc.scores.show_button(texts.continue_button(self.seconds))
