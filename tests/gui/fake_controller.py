"""A stand-in controller for table tests: the whole `gui.table.contracts.TableController`,
showing one fixed position (an observation built by the test). It records what the
table submits and refuses every move with `reason` (or accepts it when `reason` is
None), as the contract says: by `move_refused` alone, `submit` returning nothing, so a
table that read a refusal from `submit` would show none here (`refuse_later` sends one
afterwards, as a network seat's host would). mypy checks it against the contract
(pyproject's mypy files)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from core.errors import IllegalMove
from core.rules import get_rules
from gui.play.controller import SeatSpec
from gui.table.contracts import ControllerSignals, TableController

REFUSED = IllegalMove("refused")


class FakeController(ControllerSignals):
    def __init__(self, obs: Any, legal: list[Any], reason: IllegalMove | None = REFUSED,
                 game: str = "nines", phase: str = "human"):
        super().__init__()
        self.obs = obs
        self.game = game
        self.options: Mapping[str, Any] = get_rules(game).default_options
        self.seats = [SeatSpec("Eva" if i == 0 else f"AI {i}",
                               "human" if i == 0 else "ai:random")
                      for i in range(obs.players)]
        self.phase = phase
        self.table_paced = False
        self.legal = legal
        self.reason = reason
        self.submitted: list[Any] = []
        self.done = 0  # animations_done calls
        self.next_games = 0
        self.holds = 0  # hold() less release()

    def viewer(self) -> int:
        return int(self.obs.seat)

    def bottom_seat(self) -> int:
        return self.viewer()

    def face_up_seats(self) -> frozenset[int]:
        return frozenset((self.viewer(),))

    def observation(self, seat: int | None = None) -> Any:
        return self.obs

    def seat_name(self, seat: int) -> str:
        return self.seats[seat].name

    def to_move(self) -> int:
        return int(self.obs.to_move)

    def legal_moves(self) -> list[Any]:
        return self.legal

    def scores(self) -> list[int]:
        return list(self.obs.scores if self.game == "nines" else self.obs.totals)

    def match_scores(self) -> list[int]:
        return self.scores()

    def earlier_games(self) -> list[list[int]]:
        return []

    def game_number(self) -> int:
        return int(self.obs.game_number) if self.game == "nines" else 1  # Royal has none

    def match_decided(self) -> bool:
        return get_rules(self.game).match_over(self.options, [self.scores()])

    def match_winners(self) -> list[int]:
        return get_rules(self.game).match_winners([self.scores()])

    def submit(self, move: Any) -> None:
        self.submitted.append(move)
        if self.reason is not None:
            self.move_refused.emit(self.reason)

    def refuse_later(self, refusal: IllegalMove) -> None:
        """The move sent last is refused now, after `submit` returned."""
        self.move_refused.emit(refusal)

    def animations_done(self) -> None:
        self.done += 1

    def next_game(self) -> None:
        self.next_games += 1

    def hold(self) -> bool:
        self.holds += 1
        return True

    def release(self) -> None:
        self.holds -= 1


def _conforms(fake: FakeController) -> TableController:
    return fake  # mypy: the fake has every member of the contract
