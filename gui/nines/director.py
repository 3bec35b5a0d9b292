"""Turns the controller's signals into animation steps, shown one after another (the
queue, shared with the Tien Gow table, is gui.nines.director_base's).

Each step advances the board by its events (so the tiles glide to their new places), or
shows dice, counts, captions, and returns how long to wait before the next. After the last
step of an event batch the table calls `animations_done()`. What a
step says goes to the caption (gui.nines.caption) as a callable, so a language switch
words it again. The director gets what it moves and says through: the board and its
tiles, the scenery's dice and bubbles, the caption, the seat boards and the human's input
(turned on at the human's turn, off while moves are shown).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

from core.nines.moves import (
    ColumnsTaken,
    DiceRolled,
    GameOver,
    RoundTied,
    RoundWon,
    StackWon,
    TileLaid,
    TilesLed,
)
from gui.nines.director_base import DirectorBase, Step
from gui.nines.items import SEAT_COLOURS
from gui.table.sequencer import ms
from gui.table.texts import fmt, plural

if TYPE_CHECKING:
    from gui.nines.board import Board
    from gui.nines.human import NinesInput
    from gui.nines.pieces import TilePieces
    from gui.nines.scenery import NinesScenery
    from gui.nines.seats import SeatBoards


class NinesDirector(DirectorBase):
    TABLE = "Nines"

    tiles: TilePieces
    sc: NinesScenery
    seats: SeatBoards
    human: NinesInput

    @property
    def board(self) -> Board:
        return self.tiles.board

    # --- controller signals -------------------------------------------------------------

    def game_started(self) -> None:
        self.reset()
        sc, say = self.sc, self.caption
        sc.banner.hide()
        sc.next_button.hide()
        sc.bubble.hide()
        sc.hide_tie_dice()
        sc.hide_opening_dice()
        self.rebuild()
        say.clear_status()  # the room's to say what happened (an undo, say)
        obs = self.ctl.observation()
        if obs.roll is not None and not obs.takes and obs.phase == "take":
            self.enqueue(*self._opening_steps(obs))
        elif obs.roll is not None and obs.phase == "take":
            sc.show_opening_dice(obs.roll[1], 0)
            self._announce_opener(obs, caption_only=True)
        elif obs.phase == "take" and not obs.takes:
            number, opener = obs.game_number, self.seats.seat_name(obs.opener)
            say.say(lambda: fmt(self.tr("Game %1: %2 opens as the winner of the last round "
                                        "of the previous game."), number, opener),
                    caption_only=True)
            say.show_dice_note(lambda: fmt(self.tr("%1 opens: the winner of the last round"),
                                           opener))
        else:
            say.say("", caption_only=True)

    # --- events to steps ----------------------------------------------------------------

    def _steps(self, events: list[Any]) -> list[Step]:
        steps: list[Step] = []
        i = 0
        while i < len(events):
            ev = events[i]
            kind = type(ev)
            if kind is StackWon or (kind is DiceRolled and ev.purpose == "tie"):
                j = i
                while j < len(events) and type(events[j]) is kind:
                    j += 1
                group = events[i:j]
                if kind is StackWon:
                    steps += [partial(self._round_end, group), partial(self._stacks_won, group)]
                else:
                    steps.append(partial(self._tie_roll, group))
                i = j
                continue
            handlers: dict[type, Callable[[Any], int]] = {
                ColumnsTaken: self._columns_taken, TilesLed: self._tiles_led,
                TileLaid: self._tile_laid, RoundTied: self._round_tied,
                GameOver: self._game_over_event, DiceRolled: self._opening_event}
            handler = handlers.get(kind)
            if kind is RoundWon:
                steps.append(partial(self._round_won, ev, *self._decided_round(ev)))
            elif handler is not None:
                steps.append(partial(handler, ev))
            i += 1
        return steps

    def _batch_done(self) -> int:
        for note in self.sc.notes:
            note.hide()
        return super()._batch_done()

    # --- the opening ----------------------------------------------------------------------

    def _opening_steps(self, obs: Any) -> list[Step]:
        roller, dice = obs.roll
        total = sum(dice)
        steps: list[Step] = [lambda: self._roll_opening(roller, dice),
                             lambda: self._rolled(roller, dice)]
        for k in range(1, total + 1):
            seat = (roller + k - 1) % 4
            steps.append(partial(self._count, k, seat, k == total))
        steps.append(partial(self._announce_opener_step, obs))
        return steps

    def _announce_opener_step(self, obs: Any) -> int:
        self._announce_opener(obs)
        return ms(300)

    def _opening_event(self, ev: DiceRolled) -> int:
        return 0  # the opening roll is shown from the observation when the game starts

    def _roll_opening(self, roller: int, dice: tuple[int, int]) -> int:
        """The dice tumble; what they show is said once they lie still (`_rolled`)."""
        name = self.seats.seat_name(roller)
        self.caption.say(lambda: fmt(self.tr("%1 rolls the dice…"), name))
        self.seats.set_active(roller)
        duration = ms(900)
        self.sc.show_opening_dice(dice, duration)
        self.sound("dice", 0)
        return duration

    def _rolled(self, roller: int, dice: tuple[int, int]) -> int:
        name = self.seats.seat_name(roller)
        self.caption.say(lambda: fmt(self.tr("%1 rolls the dice: %2 + %3 = %4."), name,
                                     dice[0], dice[1], sum(dice)))
        return ms(350)

    def _count(self, k: int, seat: int, final: bool) -> int:
        self.sc.count_at(seat, k, final)
        self.seats.set_active(seat)
        return ms(700) if final else ms(240)

    def _announce_opener(self, obs: Any, caption_only: bool = False) -> None:
        roller, dice = obs.roll
        opener, counter = self.seats.seat_name(obs.opener), self.seats.seat_name(roller)
        self.caption.say(lambda: fmt(self.tr("%1 opens: %2 counted clockwise from %3 (who "
                                             "counts as one)."), opener, sum(dice), counter),
                         caption_only=caption_only)
        self.caption.show_dice_note(lambda: fmt(self.tr("%1 + %2 = %3: %4 opens"), dice[0],
                                                dice[1], sum(dice), opener))
        self.seats.set_active(obs.opener)

    # --- taking and playing -------------------------------------------------------------

    def _columns_taken(self, ev: ColumnsTaken) -> int:
        self.sc.bubble.hide()
        self._advance(ev)
        if not self.board.wall:
            self.sc.hide_opening_dice()
        name, left = self.seats.seat_name(ev.seat), ev.end == "left"
        self.caption.say(lambda: fmt(self.tr("%1 takes two columns from the left end.")
                                     if left else
                                     self.tr("%1 takes two columns from the right end."), name))
        self.seats.set_active(ev.seat)
        duration = ms(650)
        self.sc.place_all(duration)
        return duration + ms(120)

    def _advance(self, *events: Any) -> None:
        """The board moves its tiles as `events` say; the items follow."""
        for ev in events:
            self.board.apply(ev)
        self.tiles.sync()

    def _tiles_led(self, ev: TilesLed) -> int:
        self.sc.hide_tie_dice()
        self.sc.hide_opening_dice()
        self._advance(ev)
        n, name = len(ev.tiles), self.seats.seat_name(ev.seat)
        self.caption.say(lambda: fmt(plural(self.tr("%1 leads %n tile(s).", "", n), n), name))
        self.seats.set_active(ev.seat)
        duration = ms(550)
        self.sc.place_all(duration)
        self.sound("tile", duration)  # as they land
        return duration + ms(150)

    def _tile_laid(self, ev: TileLaid) -> int:
        self._advance(ev)
        stack = self.board.stacks[ev.stack]
        self.tiles.item(stack[-1] if ev.on_top else stack[0]).set_mark("")
        name, one = self.seats.seat_name(ev.seat), len(self.board.stacks) == 1
        self.caption.say(lambda: fmt(self.tr("%1 lays a tile on the stack.") if one
                                     else self.tr("%1 lays a tile on each stack."), name))
        self.seats.set_active(ev.seat)
        duration = ms(420)
        self.sc.place_all(duration)
        self.sound("tile", duration)
        return duration + ms(80)

    def _round_end(self, group: list[StackWon]) -> int:
        for note in self.sc.notes:
            note.hide()
        counts: dict[int, int] = {}
        for ev in group:
            counts[ev.seat] = counts.get(ev.seat, 0) + 1
            self.tiles.item(self.board.stacks[ev.stack][-1]).set_mark("winner")
        ranked = sorted(counts.items(), key=lambda kv: -kv[1])
        self.caption.say(lambda: self.tr("End of the round.") + " "
                         + ", ".join(self.stacks_line(seat, n) for seat, n in ranked) + ".")
        self.seats.set_active(-1)
        return ms(1300)

    def _stacks_won(self, group: list[StackWon]) -> int:
        for stack in self.tiles.stacks:
            for item in stack:
                item.set_mark("")
        self._advance(*group)
        duration = ms(700)
        self.sc.place_all(duration)
        self.seats.refresh()
        self.sound("trick", 0)
        return duration + ms(150)

    def stacks_line(self, seat: int, n: int) -> str:
        """"Eva: 2 stacks"."""
        return fmt(plural(self.tr("%1: %n stack(s)", "", n), n), self.seats.seat_name(seat))

    def _round_tied(self, ev: RoundTied) -> int:
        names = ", ".join(self.seats.seat_name(s) for s in ev.seats)
        self.caption.say(lambda: fmt(self.tr("Tie for the most stacks: %1 roll the dice to "
                                             "decide who leads."), names))
        return ms(900)

    def _tie_roll(self, group: list[DiceRolled]) -> int:
        self.sc.hide_tie_dice()
        duration = ms(800)
        parts = []
        for ev in group:
            dice = self.sc.tie_dice_of(ev.seat)
            for die, value in zip(dice, ev.dice, strict=True):
                die.show()
                die.roll(value, duration)
            label = self.sc.dice_labels[ev.seat]
            label.set_text(str(sum(ev.dice)), SEAT_COLOURS[ev.seat])
            label.show()
            parts.append(f"{self.seats.seat_name(ev.seat)} {sum(ev.dice)}")
        self.sc.place_roll_items()
        self.sound("dice", 0)
        self.caption.say(lambda: self.tr("Roll-off:") + " " + ", ".join(parts) + ".")
        return duration + ms(900)

    def _decided_round(self, ev: RoundWon) -> tuple[Any, bool]:
        """The core's view of the round `ev` decides, read as the events come (the
        observation is then this move's), and whether it ended the game."""
        obs = self.ctl.observation()
        rounds = obs.rounds if obs is not None else ()
        if rounds and rounds[-1].winner == ev.leader and rounds[-1].won == ev.stacks:
            return rounds[-1], obs.phase == "over"
        return None, False

    def _round_won(self, ev: RoundWon, view: Any = None, final: bool = False) -> int:
        self.board.decided(view, final)
        self.sc.refresh_last()
        name = self.seats.seat_name(ev.leader)
        if self.ctl.observation().phase == "over" and not any(self.board.hands):
            if self._match_decided():  # no game follows: nobody opens one
                self.caption.say(lambda: fmt(self.tr("%1 wins the last round."), name))
            else:
                self.caption.say(lambda: fmt(self.tr("%1 wins the last round and opens the "
                                                     "next game."), name))
        else:
            self.caption.say(lambda: fmt(self.tr("%1 leads the next round."), name))
        self.seats.set_active(ev.leader)
        return ms(900)

    def _game_over_event(self, ev: GameOver) -> int:
        self.sc.hide_tie_dice()
        self.seats.refresh()
        return ms(300)

    # --- the end of a game and of the match -------------------------------------------------

    def _game_over_step(self) -> int:
        ctl = self.ctl
        scores, number = ctl.scores(), ctl.game_number()
        decided = self._match_decided()
        rounds = ctl.observation().rounds
        opener = self.seats.seat_name(rounds[-1].winner) if rounds and not decided else None

        def text() -> tuple[str, list[str]]:
            lines = [self.stacks_line(s, scores[s])
                     for s in sorted(range(4), key=lambda s: -scores[s])]
            if opener is not None:
                lines.append(fmt(self.tr("%1 opens the next game."), opener))
            return fmt(self.tr("Game %1 is over."), number), lines

        self._show_game_over(text, decided)
        self.seats.refresh()
        self.caption.say("")  # the banner says it: not once more under it, nor below
        return 0

    def _match_text(self, totals: list[int], best: int, winners: list[str]
                    ) -> Callable[[], tuple[str, list[str]]]:
        def text() -> tuple[str, list[str]]:
            if len(winners) == 1:
                head = plural(self.tr("Winner: %1 (%n point(s))", "", best), best)
            else:
                head = plural(self.tr("Shared win: %1 (%n point(s) each)", "", best), best)
            head = head.replace("%1", ", ".join(winners))
            lines = [fmt(plural(self.tr("%1: %n point(s)", "", totals[s]), totals[s]),
                         self.seats.seat_name(s))
                     for s in sorted(range(4), key=lambda s: -totals[s])]
            return self.tr("The match is over."), [head, *lines]

        return text
