"""Turns the controller's signals into animation steps on the Tien Gow table, shown one
after another (on the queue of gui.nines.director_base): a lead or a beat slides from the
hand to its seat's place in the trick, a discard goes there face down, a won trick is
shown a moment and then gathered to its winner's pile; the game's end shows the ledger
(gui.tiengow.ledger). After the last step of a batch the controller hears
`animations_done()`. What a step says goes to the caption as a callable, so a language
switch words it again."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

from core.tiengow.moves import Beaten, Discarded, GameOver, Led, TrickWon
from gui.nines.director_base import DirectorBase, Step
from gui.table.sequencer import ms
from gui.table.texts import fmt, plural
from gui.tiengow import texts
from gui.tiengow.ledger import chips, ledger

if TYPE_CHECKING:
    from gui.tiengow.board import Board
    from gui.tiengow.human import TienGowInput
    from gui.tiengow.pieces import TilePieces
    from gui.tiengow.scenery import TienGowScenery
    from gui.tiengow.seats import TienGowSeats


class TienGowDirector(DirectorBase):
    TABLE = "Tien Gow"

    tiles: TilePieces
    sc: TienGowScenery
    seats: TienGowSeats
    human: TienGowInput
    _ledger: Callable[[], tuple[str, list[str]]] | None = None  # the last game's

    @property
    def board(self) -> Board:
        return self.tiles.board

    # --- controller signals ---------------------------------------------------------------

    def game_started(self) -> None:
        self.reset()
        self._ledger = None
        self.sc.banner.hide()
        self.sc.next_button.hide()
        obs = self.ctl.observation()
        self.seats.points = list(obs.scores) if obs.phase == "over" else None
        self.rebuild()
        self.caption.clear_status()
        if obs.phase == "over":
            self.caption.say("", caption_only=True)
            return
        banker, number = self.seats.seat_name(obs.banker), obs.game_number
        if not obs.tricks and obs.current is None:
            self.caption.say(lambda: fmt(self.tr("Game %1: %2 is the banker and leads."),
                                         number, banker), caption_only=True)
        else:
            self.caption.say("", caption_only=True)

    # --- events to steps ------------------------------------------------------------------

    def _steps(self, events: list[Any]) -> list[Step]:
        steps: list[Step] = []
        for ev in events:
            kind = type(ev)
            if kind is Led or kind is Beaten:
                steps.append(partial(self._played, ev))
            elif kind is Discarded:
                steps.append(partial(self._discarded, ev))
            elif kind is TrickWon:
                steps += [partial(self._trick_shown, ev), partial(self._trick_gathered, ev),
                          self._trick_turned]
            elif kind is GameOver:
                steps.append(partial(self._game_over_event, ev))
        return steps

    def _advance(self, ev: Any, known: tuple[str, ...] | None = None) -> None:
        self.board.apply(ev, known)
        self.tiles.sync()
        self.mark_high()

    def mark_high(self) -> None:
        """The trick's highest play framed in gold; nothing else marked."""
        high = self.board.high_seat
        for seat, items, up in self.tiles.trick:
            for item in items:
                item.set_mark("winner" if up and seat == high else "")

    def _played(self, ev: Led | Beaten) -> int:
        self._advance(ev)
        name, faces, kind = self.seats.seat_name(ev.seat), ev.tiles, ev.kind
        if type(ev) is Led:
            self.caption.say(lambda: fmt(self.tr("%1 leads %2: %3."), name,
                                         texts.kind_name(kind), texts.tiles_text(faces)))
        else:
            self.caption.say(lambda: fmt(self.tr("%1 beats it: %2."), name,
                                         texts.tiles_text(faces)))
        self.seats.set_active(ev.seat)
        duration = ms(520)
        self.sc.place_all(duration)
        self.sound("tile", duration)
        return duration + ms(160)

    def _discarded(self, ev: Discarded) -> int:
        self._advance(ev, self._known_discard(ev.seat))
        name, n = self.seats.seat_name(ev.seat), ev.size
        self.caption.say(lambda: fmt(plural(self.tr("%1 discards %n tile(s) face down.", "",
                                                    n), n), name))
        self.seats.set_active(ev.seat)
        duration = ms(480)
        self.sc.place_all(duration)
        self.sound("tile", duration)
        return duration + ms(140)

    def _known_discard(self, seat: int) -> tuple[str, ...] | None:
        """The faces of `seat`'s discard to this trick, when the table may show them
        (its hand is shown face up: the viewer's own, or any in a replay showing all)."""
        if seat not in self.ctl.face_up_seats():
            return None
        found = dict(self.ctl.observation(seat).discards).get(self.board.tricks_done)
        return tuple(found) if found is not None else None

    def _trick_shown(self, ev: TrickWon) -> int:
        name, total = self.seats.seat_name(ev.seat), ev.won[ev.seat]
        self.caption.say(lambda: fmt(plural(self.tr("%1 wins the trick (%n trick(s) so far).",
                                                    "", total), total), name))
        self.seats.set_active(-1)
        return ms(900)

    def _trick_gathered(self, ev: TrickWon) -> int:
        """The trick slides to its winner's pile as it lay (the plays face up stay face up
        on the way: `_trick_turned` turns them down when they are there)."""
        looks = {item: (item.face, item.face_up)
                 for _seat, items, _up in self.tiles.trick for item in items}
        self._advance(ev)
        for pile in self.tiles.won[ev.seat][-1:]:
            for item in pile:
                item.set_mark("")
                if item in looks:
                    item.set_face(*looks[item])
        duration = ms(650)
        self.sc.place_all(duration)
        self.seats.refresh()
        self.sound("trick", 0)
        return duration + ms(120)

    def _trick_turned(self) -> int:
        """The gathered trick lies face down in its pile."""
        self.tiles.sync()
        return 0

    def _game_over_event(self, ev: GameOver) -> int:
        self.seats.points = list(ev.points)
        self.seats.refresh()
        return ms(250)

    # --- the end of a game and of the match -------------------------------------------------

    def _game_over_step(self) -> int:
        ctl = self.ctl
        obs = ctl.observation()
        points = list(ctl.scores())
        self.seats.points = points
        won, banker, mult = list(obs.won), obs.banker, obs.multiplier
        winner = obs.tricks[-1].winner if obs.tricks else banker
        number, decided = ctl.game_number(), self._match_decided()
        name = self.seats.seat_name
        self._ledger = partial(ledger, number, winner, points, won, banker, mult, name,
                               not decided)
        self._show_game_over(self._ledger, decided)
        self.seats.set_active(-1)
        self.caption.say("")  # the banner says it
        return 0

    def _match_text(self, totals: list[int], best: int, winners: list[str]
                    ) -> Callable[[], tuple[str, list[str]]]:
        def text() -> tuple[str, list[str]]:
            who = ", ".join(winners)
            head = (fmt(self.tr("Winner: %1 (%2)"), who, chips(best)) if len(winners) == 1
                    else fmt(self.tr("Shared win: %1 (%2 each)"), who, chips(best)))
            lines = [fmt(self.tr("%1: %2"), self.seats.seat_name(s), chips(totals[s]))
                     for s in sorted(range(4), key=lambda s: -totals[s])]
            last: list[str] = []
            if self._ledger is not None:  # the last game's payments stay to be read
                title, payments = self._ledger()
                last = ["", title, *payments]
            return self.tr("The match is over."), [head, *lines, *last]

        return text
