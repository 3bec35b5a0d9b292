"""What the game controller knows: the rules state of the game on the table, its seats,
options and seeds, whose view is shown, the phase of play, and the read-only questions
the table and the room ask of it (`gui.contracts.TableController`).

The other parts of the controller build on this one: saving (`gui.controller_saves`),
replaying (`gui.controller_replay`), undo (`gui.controller_undo`) and the play loop
(`gui.controller`)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer

from core import undo as takeback
from core.ai import Agent
from core.private import redacted
from core.rng import make_rng
from core.rules import Rules, get_rules
from gui.contracts import ControllerSignals
from gui.seats import AgentFactory, SeatSpec, default_agent, mix_seed


class ControllerState(ControllerSignals):
    """The state of one match or session and the questions asked of it."""

    def __init__(
        self, game: str, seats: Sequence[SeatSpec], options: Mapping[str, Any] | None = None,
        *, seed: int | None = None, save_path: Path | None = None,
        agent_factory: AgentFactory | None = None, parent: QObject | None = None,
    ):
        super().__init__(parent)
        from gui.worker import Worker

        self.rules: Rules = get_rules(game)
        self.game = game
        self.seats = list(seats)
        if not self.rules.min_players <= len(self.seats) <= self.rules.max_players:
            raise ValueError(f"{game} takes {self.rules.min_players}-"
                             f"{self.rules.max_players} players, not {len(self.seats)}")
        self.options = {**self.rules.default_options,
                        **{k: v for k, v in (options or {}).items()
                           if k in self.rules.default_options}}
        self.seed = seed if seed is not None else make_rng(None).getrandbits(63)
        self.save_path = save_path
        self.table_paced = False  # set by the room when a table calls animations_done
        self._agent_factory = agent_factory or (lambda rules, level: default_agent(rules, level))
        self._warm = agent_factory is None and any(s.level == "hard" for s in self.seats)
        self._agents: dict[int, Agent] = {}
        self._worker = Worker(self)
        self._job: int | None = None
        self._hint_job: int | None = None
        self._timer = QTimer(self, singleShot=True)
        self._state: Any = None
        self._game_number = 0
        self._ply = 0
        self._earlier: list[list[int]] = []  # points of the finished earlier games
        self._viewer = -1
        self._phase = "idle"
        self._humans = [i for i, s in enumerate(self.seats) if s.human]
        self._bottom = self._humans[0] if self._humans else 0  # the last seat that viewed
        self.show_all = False  # a replay shows every seat's hand face up
        self._replay_start: Any = None  # a replay's first position and its moves
        self._replay_moves: list[Any] = []
        self._holds = 0  # hold(): the computers wait while a dialog is over the table
        self._held: Callable[[], None] | None = None
        self._save_problem: str | None = None
        self._undos = 0  # times undo was used in this game (the record's 'undos')
        self._redo = takeback.RedoStack()
        self._answers: dict[tuple[int, int, bytes], Any] = {}  # (seat, ply, view): move
        self._undo_seen: tuple[int, int, bool] | None = None  # (game, ply, possible)

    @property
    def hot_seat(self) -> bool:
        return len(self._humans) >= 2

    @property
    def phase(self) -> str:
        """idle, curtain, human, pausing, thinking, animating, game_over, match_over or
        replay."""
        return self._phase

    def viewer(self) -> int:
        return self._viewer

    def bottom_seat(self) -> int:
        """The seat drawn at the bottom: the viewer, or while none (-1) the seat that viewed
        last (the table does not turn), whose hand the table then keeps face down."""
        return self._viewer if self._viewer >= 0 else self._bottom

    def face_up_seats(self) -> frozenset[int]:
        """The one rule of privacy: the seats whose hands may be face up now. In play only
        the viewer's (none while the hot-seat curtain is down or due); in a replay with
        `show_all` every seat's. Both tables draw every other hand face down."""
        if self._phase == "replay" and self.show_all:
            return frozenset(range(len(self.seats)))
        return frozenset((self._viewer,)) if self._viewer >= 0 else frozenset()

    def observation(self, seat: int | None = None) -> Any:
        """What `seat` (default: the viewer) sees. While nobody views (-1) it is the bottom
        seat's view with that seat's own tiles or cards taken out."""
        if seat is not None:
            return self.rules.observation(self._state, seat)
        obs = self.rules.observation(self._state, self.bottom_seat())
        return obs if self._viewer >= 0 else redacted(obs)

    def seat_name(self, seat: int) -> str:
        return self.seats[seat].name

    def to_move(self) -> int:
        return self.rules.to_move(self._state)

    def legal_moves(self) -> list:
        return self.rules.legal_moves(self._state) if self._phase == "human" else []

    def scores(self) -> list[int]:
        return list(self.rules.scores(self._state))

    def match_scores(self) -> list[int]:
        current = [0] * len(self.seats) if self._state is None else self.scores()
        return [sum(col) for col in zip(*self._earlier, current, strict=True)]

    def earlier_games(self) -> list[list[int]]:
        return [list(points) for points in self._earlier]

    def game_number(self) -> int:
        return self._game_number

    def move_count(self) -> int:
        """Moves applied in this game so far (chance moves included)."""
        return self._ply

    def is_over(self) -> bool:
        return self._state is not None and self.rules.is_over(self._state)

    def match_decided(self) -> bool:
        """True when the match (Nines) is over once this game is (the core's rule)."""
        return self.is_over() and self.rules.match_over(self.options,
                                                        [*self._earlier, self.scores()])

    def match_winners(self) -> list[int]:
        """The seats that win the match or session so far (the core's rule)."""
        games = [*self._earlier, *([self.scores()] if self._state is not None else [])]
        return self.rules.match_winners(games) if games else []

    # --- shared by the parts ----------------------------------------------------------

    def _game_seed(self) -> int:
        return mix_seed(self.seed, "game", self._game_number)

    def _set_viewer(self, seat: int) -> None:
        if seat >= 0:
            self._bottom = seat
        if seat != self._viewer:
            self._viewer = seat
            self.viewer_changed.emit(seat)

    def _cancel_hint(self) -> None:
        if self._hint_job is not None:
            self._worker.cancel(self._hint_job)
            self._hint_job = None

    def _halt(self) -> None:
        self._timer.stop()
        self._held = None
        if self._job is not None:
            self._worker.cancel(self._job)
            self._job = None
        self._cancel_hint()
