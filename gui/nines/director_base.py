"""What the directors of both tile tables (Nines, and Tien Gow built on it) share: the
controller's signals turned into steps on one queue (gui.table.sequencer), shown one
after another. A step returns how long to wait before the next; one that fails skips the
rest of its batch (a broken animation must not stop the game), and the batch's end tells
the controller `animations_done()`. Each table's director turns its game's events into
steps (`_steps`) and words the end of a game and of the match."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, qWarning

from gui.nines.caption import Caption
from gui.nines.input_base import InputBase
from gui.nines.pieces_base import PiecesBase
from gui.nines.scenery_base import SceneryBase
from gui.nines.seats_base import SeatsBase
from gui.services.sound import game_end_sound
from gui.table.contracts import TableController
from gui.table.sequencer import Sequencer

Step = Callable[[], int]


class DirectorBase(QObject):
    TABLE = "tile"  # the table a failed step's warning names

    def __init__(self, controller: TableController, tiles: PiecesBase[Any],
                 scenery: SceneryBase, caption: Caption, seats: SeatsBase, human: InputBase,
                 sound: Callable[[str, int], None], rebuild: Callable[[], None],
                 parent: QObject | None = None):
        super().__init__(parent)
        self.ctl = controller
        self.tiles = tiles
        self.sc = scenery
        self.caption = caption
        self.seats = seats
        self.human = human
        self.sound = sound  # play a sound now, or after some ms (the table's player)
        self.rebuild = rebuild  # the table laid out afresh from the observation
        self.queue = Sequencer(self)  # the steps, one after another
        self._broken = False  # a step of this batch failed: skip to its end

    # --- the queue ----------------------------------------------------------------------

    def enqueue(self, *steps: Step) -> None:
        self.queue.add(*(self._guarded(step) for step in steps))
        self.queue.run_soon()

    def _guarded(self, step: Step) -> Step:
        """`step`, or nothing after a step of its batch failed (a broken animation must
        not stop the game)."""

        def run() -> int:
            if self._broken and step != self._batch_done:
                return 0
            try:
                return step()
            except Exception as exc:
                qWarning(f"a {self.TABLE} table animation failed: {exc!r}")
                self._broken = True
                return 0

        return run

    def idle(self) -> bool:
        """No step is waiting or running."""
        return self.queue.idle()

    def reset(self) -> None:
        self.queue.stop()
        self._broken = False

    # --- controller signals -------------------------------------------------------------

    def game_started(self) -> None:
        raise NotImplementedError

    def viewer_changed(self, seat: int) -> None:
        self.enqueue(self._rebuild_step)

    def _rebuild_step(self) -> int:
        self.rebuild()
        return 0

    def human_to_move(self, seat: int) -> None:
        self.enqueue(lambda: self._human_step(seat))

    def _human_step(self, seat: int) -> int:
        self.seats.set_active(seat)
        self.human.enable(seat)
        return 0

    def events(self, events: list[Any]) -> None:
        self.human.disable()
        self.seats.thinking = -1
        self.enqueue(*self._steps(list(events)), self._batch_done)

    def game_over(self) -> None:
        self.enqueue(self._game_over_step)

    def match_over(self) -> None:
        self.enqueue(self._match_over_step)

    # --- steps ----------------------------------------------------------------------------

    def _steps(self, events: list[Any]) -> list[Step]:
        """The steps that show `events`."""
        raise NotImplementedError

    def _batch_done(self) -> int:
        self._broken = False
        self.seats.refresh()
        self.ctl.animations_done()
        return 0

    def _match_decided(self) -> bool:
        """The match ends with this game, now over (the core's rule, through the
        controller)."""
        return self.ctl.observation().phase == "over" and self.ctl.match_decided()

    def _game_over_step(self) -> int:
        raise NotImplementedError

    def _show_game_over(self, text: Callable[[], tuple[str, list[str]]],
                        decided: bool) -> None:
        """The game's banner (`text` worded when shown), its sound, and Next game unless
        the match is `decided`."""
        self.caption.show_banner(text)
        self.sound("deal_end", 0)
        self.sc.next_button.setVisible(not decided and self.ctl.phase == "game_over")

    def _match_over_step(self) -> int:
        ctl = self.ctl
        totals, seats = ctl.match_scores(), ctl.match_winners()
        names = [self.seats.seat_name(s) for s in seats]
        self.caption.show_banner(self._match_text(totals, totals[seats[0]], names))
        self.sound(game_end_sound(ctl.seats, seats), 0)
        self.sc.next_button.hide()
        self.seats.set_active(-1)
        self.caption.say("")  # the banner says it
        return 0

    def _match_text(self, totals: list[int], best: int, winners: list[str]
                    ) -> Callable[[], tuple[str, list[str]]]:
        """The match's banner, its title and lines worded when shown (and again after a
        language switch): the `totals` per seat, the `best` of them, the `winners`'
        names."""
        raise NotImplementedError
