"""`RULES`: the Tien Gow rules object (the `core.rules.Rules` protocol)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from core.rng import Rng
from core.rules import Rules
from core.tiengow import engine, options, setup
from core.tiengow import observation as obs_module
from core.tiengow import record as record_module
from core.tiengow.observation import Observation
from core.tiengow.options import PLAYERS
from core.tiengow.state import Carry, TienGowState


class TienGowRules:
    """Classic Tien Gow for exactly four players (docs/tiengow.md). The options are the
    variants (V1-V6) and the match length `match_games`."""

    name = "tiengow"
    min_players = PLAYERS
    max_players = PLAYERS
    default_options: Mapping[str, Any] = options.DEFAULT_OPTIONS

    def new_game(self, rng: Rng, *, players: int = PLAYERS,
                 options: Mapping[str, Any] | None = None,
                 carry: Carry | None = None) -> TienGowState:
        if players != PLAYERS:
            raise ValueError(f"Tien Gow is played by {PLAYERS} players, not {players}")
        return setup.new_game(rng, options, carry)

    @staticmethod
    def to_move(state: TienGowState) -> int:
        return state.to_move

    @staticmethod
    def is_over(state: TienGowState) -> bool:
        return state.over

    legal_moves = staticmethod(engine.legal_moves)
    random_move = staticmethod(engine.random_move)
    chance_move = staticmethod(engine.chance_move)
    apply = staticmethod(engine.apply)
    game_from_hands = staticmethod(setup.game_from_hands)
    observation = staticmethod(obs_module.observation)
    obs_legal_moves = staticmethod(obs_module.obs_legal_moves)
    obs_random_move = staticmethod(obs_module.obs_random_move)
    carry = staticmethod(setup.carry)
    to_record = staticmethod(record_module.to_record)
    from_record = staticmethod(record_module.from_record)
    record_moves = staticmethod(record_module.record_moves)
    match_over = staticmethod(options.match_over)
    match_winners = staticmethod(options.match_winners)

    @staticmethod
    def clone(state: TienGowState) -> TienGowState:
        return state.copy()

    @staticmethod
    def game_number(state: TienGowState) -> int:
        return state.game_number

    @staticmethod
    def deal_number(obs: Observation) -> int:
        return 1

    @staticmethod
    def scores(state: TienGowState) -> list[int]:
        """Chips per seat: the payments once the game is over, zeros before (R21)."""
        return list(state.points)


_CHECKED: type[Rules] = TienGowRules  # mypy checks the class against the protocol
RULES = TienGowRules()
