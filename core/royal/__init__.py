"""Královské domino ("royal"): 3-6 players, 36 cards, five penalty deals of tricks and a
final domino deal (RULES.md part B).

`RULES` is the game's `core.rules.Rules` object. Modules: `cards` (names, masks, names
for people), `contracts` (what each deal penalises and how its penalties score: the one
definition), `moves` (moves and events), `state` (the state, options, carry), `engine`
(apply: the deal and tricks), `domino` (deal 6), `flow` (turn checks, the end of a deal),
`choices` (legal and random moves, the chance deal), `observe` (a seat's view, and
`determinize` for search) and `records` (the record body).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from core.rules import Rules

from . import choices, engine, observe, records, state
from .cards import card_name, contract_name, rank_name, suit_name
from .moves import (
    CardLaid,
    CardPlayed,
    DealCards,
    DealEndedEarly,
    DealScored,
    DealStarted,
    GameOver,
    HandLaidOut,
    LayCard,
    LayOutAll,
    MatchesPaid,
    MatchesTaken,
    Pass,
    Passed,
    PlaceTaken,
    PlayCard,
    RowOpened,
    TrickTaken,
)
from .observe import RoyalObservation, TrickView, TurnView, determinize
from .state import DEFAULT_OPTIONS, NOBODY, OVER, RoyalCarry, RoyalState


def _to_move(st: RoyalState) -> int:
    return st.turn


def _is_over(st: RoyalState) -> bool:
    return st.phase == OVER


def _scores(st: RoyalState) -> list[int]:
    return list(st.totals)


def _game_number(st: RoyalState) -> None:
    """The room counts a session's games: a Royal game does not know its number."""
    return None


def _deal_number(obs: RoyalObservation) -> int:
    return obs.deal


def _session_over(options: Mapping[str, Any], results: Sequence[Sequence[int]]) -> bool:
    """A session goes on until the players end it (after any game)."""
    return False


def _session_winners(results: Sequence[Sequence[int]]) -> list[int]:
    """The seats with the most points over the session's games (all of them when tied)."""
    return list(state.winners([sum(column) for column in zip(*results, strict=True)]))


class RoyalRules:
    """The rules of Královské domino. Functions are static: `RULES.apply(state, move)`."""

    name = "royal"
    min_players = 3
    max_players = 6
    default_options: Mapping[str, Any] = DEFAULT_OPTIONS

    new_game = staticmethod(state.new_game)
    to_move = staticmethod(_to_move)
    is_over = staticmethod(_is_over)
    legal_moves = staticmethod(choices.legal_moves)
    random_move = staticmethod(choices.random_move)
    chance_move = staticmethod(choices.chance_move)
    apply = staticmethod(engine.apply)
    clone = staticmethod(state.clone)
    observation = staticmethod(observe.observation)
    obs_legal_moves = staticmethod(observe.obs_legal_moves)
    obs_random_move = staticmethod(observe.obs_random_move)
    scores = staticmethod(_scores)
    carry = staticmethod(state.carry)
    to_record = staticmethod(records.to_record)
    from_record = staticmethod(records.from_record)
    record_moves = staticmethod(records.record_moves)
    game_number = staticmethod(_game_number)
    deal_number = staticmethod(_deal_number)
    match_over = staticmethod(_session_over)
    match_winners = staticmethod(_session_winners)


_CHECKED: type[Rules] = RoyalRules  # mypy checks the class against the protocol
RULES = RoyalRules()

__all__ = [
    "NOBODY", "RULES", "CardLaid", "CardPlayed", "DealCards", "DealEndedEarly", "DealScored",
    "DealStarted", "GameOver", "HandLaidOut", "LayCard", "LayOutAll", "MatchesPaid",
    "MatchesTaken", "Pass", "Passed", "PlaceTaken", "PlayCard", "RowOpened", "RoyalCarry",
    "RoyalObservation", "RoyalRules", "RoyalState", "TrickTaken", "TrickView", "TurnView",
    "card_name", "contract_name", "determinize", "rank_name", "suit_name",
]
