"""`RULES`: the Nines rules object (the `core.rules.Rules` protocol)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from core.nines import engine, match_rule, setup
from core.nines import observation as obs_module
from core.nines import record as record_module
from core.nines.observation import Observation
from core.nines.state import OVER, PLAYERS, Carry, NinesState
from core.rng import Rng
from core.rules import Rules


class NinesRules:
    """Devítky a nebesa for exactly four players. The match options (`match_games`,
    `match_target`) belong to `core.nines.match`; one game ignores them."""

    name = "nines"
    min_players = PLAYERS
    max_players = PLAYERS
    default_options: Mapping[str, Any] = match_rule.DEFAULT_OPTIONS

    def new_game(self, rng: Rng, *, players: int = PLAYERS,
                 options: Mapping[str, Any] | None = None,
                 carry: Carry | int | None = None) -> NinesState:
        if players != PLAYERS:
            raise ValueError(f"Nines is played by {PLAYERS} players, not {players}")
        return setup.new_game(rng, carry)

    @staticmethod
    def to_move(state: NinesState) -> int:
        return state.to_move

    @staticmethod
    def is_over(state: NinesState) -> bool:
        return state.phase == OVER

    legal_moves = staticmethod(engine.legal_moves)
    random_move = staticmethod(engine.random_move)
    chance_move = staticmethod(engine.chance_move)
    apply = staticmethod(engine.apply)
    opening_events = staticmethod(setup.opening_events)
    game_from_wall = staticmethod(setup.game_from_wall)
    observation = staticmethod(obs_module.observation)
    obs_legal_moves = staticmethod(obs_module.obs_legal_moves)
    obs_random_move = staticmethod(obs_module.obs_random_move)
    carry = staticmethod(setup.carry)
    to_record = staticmethod(record_module.to_record)
    from_record = staticmethod(record_module.from_record)
    record_moves = staticmethod(record_module.record_moves)
    match_over = staticmethod(match_rule.match_over)
    match_winners = staticmethod(match_rule.match_winners)

    @staticmethod
    def clone(state: NinesState) -> NinesState:
        return state.copy()

    @staticmethod
    def game_number(state: NinesState) -> int:
        return state.game_number

    @staticmethod
    def deal_number(obs: Observation) -> int:
        return 1

    @staticmethod
    def scores(state: NinesState) -> list[int]:
        """Stacks won so far per seat (a finished game's points)."""
        return list(state.points)


_CHECKED: type[Rules] = NinesRules  # mypy checks the class against the protocol
RULES = NinesRules()
