"""The Royal body of a game record (RECORDS.md): writing it from a state, and loading it
by replaying every deal, trick and turn through the rules.

Loading cross-checks everything the record states (dealers, trick winners, penalties,
places, points, totals, matchsticks) and refuses the first mismatch or malformed field
with a `RecordError` saying where: "deal 2, trick 4, seat 1: you must follow blue".
`record_moves` gives the same replay as a start state and its moves (the deals included),
for stepping through a replay.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from core.errors import IllegalMove, RecordError
from core.record_fields import MAX_OPTION

from .cards import CARDS, CONTRACTS, cards_of
from .engine import apply
from .moves import DealCards, LayCard, LayOutAll, Pass, PlayCard
from .state import DEFAULT_OPTIONS, OVER, DealLog, RoyalCarry, RoyalState, clone, new_game


def to_record(state: RoyalState, header: Mapping[str, Any]) -> dict[str, Any]:
    """The record of `state` (finished or not) under the common `header` fields."""
    record = dict(header)
    record["game"] = "royal"
    record["options"] = {**dict(header.get("options") or {}), "end_early": state.end_early,
                         "matchsticks": state.matchsticks}
    record["finished"] = state.phase == OVER
    record["first_dealer"] = state.first_dealer
    record["deals"] = [_deal_record(log) for log in state.logs]
    if state.trick:  # a save in the middle of a trick
        record["deals"][-1]["tricks"].append(
            {"leader": state.leader, "cards": [CARDS[i] for i in state.trick]})
    record["totals"] = list(state.totals)
    if state.stocks is not None and state.start_stocks is not None:  # set together
        record["matchsticks"] = {"start": list(state.start_stocks),
                                 "end": list(state.stocks), "bank": state.bank}
    return record


def _deal_record(log: DealLog) -> dict[str, Any]:
    out: dict[str, Any] = {
        "contract": CONTRACTS[log.contract],
        "dealer": log.dealer,
        "hands": [list(cards_of(mask)) for mask in log.hands],
    }
    if log.contract < 5:
        out["tricks"] = [{"leader": leader, "cards": [CARDS[i] for i in cards],
                          "winner": winner} for leader, cards, winner, _ in log.tricks]
        if log.scores is not None:
            out["penalties"] = list(log.scores)
        return out
    turns: list[dict[str, Any]] = []
    for seat, cards, lay_all in log.turns:
        if not cards:
            turns.append({"seat": seat, "pass": True})
        elif lay_all:
            turns.append({"seat": seat, "cards": [CARDS[i] for i in cards], "all": True})
        else:
            turns.append({"seat": seat, "cards": [CARDS[i] for i in cards]})
    out["turns"] = turns
    if log.scores is not None:
        out["places"] = list(log.places)
        out["points"] = list(log.scores)
    return out


# --- loading ---------------------------------------------------------------------------


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _get(obj: Mapping[str, Any], key: str, kind: type, where: str, *,
         required: bool = True) -> Any:
    if key not in obj:
        if required:
            raise RecordError(f"{where}: '{key}' is missing")
        return None
    value = obj[key]
    ok = _is_int(value) if kind is int else isinstance(value, kind)
    if not ok:
        raise RecordError(f"{where}: '{key}' must be {_KIND_WORDS[kind]}")
    return value


_KIND_WORDS = {int: "a whole number", list: "a list", dict: "an object", bool: "true or false",
               str: "a string"}


def _int_list(value: object, n: int, where: str, key: str) -> list[int]:
    if not isinstance(value, list) or len(value) != n or not all(map(_is_int, value)):
        raise RecordError(f"{where}: '{key}' must be a list of {n} whole numbers")
    return value


def from_record(record: Mapping[str, Any]) -> RoyalState:
    """Replay a record; the state at its end. RecordError on the first problem."""
    return _replay(record)[1]


def record_moves(record: Mapping[str, Any]) -> tuple[RoyalState, list[Any]]:
    """Replay a record; the state it starts from and its moves in order (each deal's
    `DealCards` included), which `engine.apply` takes from a clone of that state to the
    record's end. RecordError on the first problem."""
    start, _, moves = _replay(record)
    return start, moves


def _replay(record: Mapping[str, Any]) -> tuple[RoyalState, RoyalState, list[Any]]:
    """The start state, the end state and the moves between them."""
    if not isinstance(record, Mapping):
        raise RecordError("not a record: expected a JSON object")
    players = _get(record, "players", list, "record")
    n = len(players)
    if not 3 <= n <= 6:
        raise RecordError(f"royal is played by 3 to 6 players, the record has {n}")
    options = _get(record, "options", dict, "record", required=False) or {}
    options = {k: options[k] for k in DEFAULT_OPTIONS if k in options}
    deals = _get(record, "deals", list, "record")
    if len(deals) > 6:
        raise RecordError(f"a game has six deals, the record lists {len(deals)}")
    for number, deal in enumerate(deals, 1):
        if not isinstance(deal, dict):
            raise RecordError(f"deal {number}: must be an object")
    first = _first_dealer(record, deals, n)
    stocks = _start_stocks(record, options, n)
    try:
        state = new_game(None, players=n, options=options, carry=RoyalCarry(first, stocks))
    except ValueError as exc:
        raise RecordError(f"options: {exc}") from None
    start = clone(state)
    moves: list[Any] = []
    for number, deal in enumerate(deals, 1):
        _replay_deal(state, deal, number, number == len(deals), moves)
    _check_end(record, state, n)
    return start, state, moves


def _first_dealer(record: Mapping[str, Any], deals: list[Any], n: int) -> int:
    stated = _get(record, "first_dealer", int, "record", required=False)
    dealer = _get(deals[0], "dealer", int, "deal 1") if deals else stated
    if dealer is None:
        return 0
    if not 0 <= dealer < n:
        raise RecordError(f"deal 1: 'dealer' must be a seat 0..{n - 1}")
    if stated is not None and stated != dealer:
        raise RecordError(f"'first_dealer' is {stated} but deal 1 is dealt by seat {dealer}")
    return int(dealer)


def _start_stocks(record: Mapping[str, Any], options: Mapping[str, Any], n: int,
                  ) -> tuple[int, ...] | None:
    sticks = record.get("matchsticks")
    if sticks is None:
        return None
    if not isinstance(sticks, dict):
        raise RecordError("'matchsticks' must be an object")
    if not options.get("matchsticks"):
        raise RecordError("'matchsticks' is given but the matchsticks option is off")
    start = _int_list(sticks.get("start"), n, "matchsticks", "start")
    if sum(start) != n * options["matchsticks"] or any(abs(s) > MAX_OPTION for s in start):
        raise RecordError(f"matchsticks: the stocks at the start must add up to {n} times "
                          f"{options['matchsticks']}, each at most {MAX_OPTION} either way")
    return tuple(start)


def _replay_deal(state: RoyalState, deal: dict[str, Any], number: int, last: bool,
                 moves: list[Any]) -> None:
    where = f"deal {number}"
    contract = _get(deal, "contract", str, where)
    if contract != CONTRACTS[number - 1]:
        raise RecordError(f"{where}: the contract is {CONTRACTS[number - 1]!r}, "
                          f"the record says {contract!r}")
    dealer = _get(deal, "dealer", int, where)
    if dealer != state.dealer:
        raise RecordError(f"{where}: the dealer is seat {state.dealer}, "
                          f"the record says {dealer}")
    hands = _get(deal, "hands", list, where)
    _apply(state, DealCards(tuple(tuple(h) if isinstance(h, list) else h for h in hands)),
           f"{where}, hands", moves)
    if number < 6:
        _replay_tricks(state, deal, where, last, moves)
        _check_scores(state, deal, "penalties", where, last)
    else:
        _replay_turns(state, deal, where, last, moves)
        if _finished(state, number):
            places = _int_list(deal.get("places"), state.n, where, "places")
            if places != list(state.logs[-1].places):
                raise RecordError(f"{where}: the places are {list(state.logs[-1].places)}, "
                                  f"the record says {places}")
        elif "places" in deal:
            raise RecordError(f"{where}: 'places' given but the deal is not finished")
        _check_scores(state, deal, "points", where, last)


def _finished(state: RoyalState, number: int) -> bool:
    return state.deal >= number


def _check_scores(state: RoyalState, deal: dict[str, Any], key: str, where: str,
                  last: bool) -> None:
    number = state.logs[-1].contract + 1
    if not _finished(state, number):
        if not last:
            raise RecordError(f"{where}: the deal is not played out but later deals follow")
        if key in deal:
            raise RecordError(f"{where}: '{key}' given but the deal is not finished")
        return
    stated = _int_list(deal.get(key), state.n, where, key)
    scores = state.logs[-1].scores
    assert scores is not None  # the deal is finished
    actual = list(scores)
    if stated != actual:
        raise RecordError(f"{where}: the {key} are {actual}, the record says {stated}")


def _replay_tricks(state: RoyalState, deal: dict[str, Any], where: str, last: bool,
                   moves: list[Any]) -> None:
    number = state.deal + 1
    tricks = _get(deal, "tricks", list, where)
    for t, trick in enumerate(tricks, 1):
        at = f"{where}, trick {t}"
        if _finished(state, number):
            raise RecordError(f"{at}: the deal is already over")
        if not isinstance(trick, dict):
            raise RecordError(f"{at}: must be an object")
        leader = _get(trick, "leader", int, at)
        if leader != state.leader:
            raise RecordError(f"{at}: seat {state.leader} leads, the record says {leader}")
        cards = _get(trick, "cards", list, at)
        if len(cards) > state.n:
            raise RecordError(f"{at}: a trick has {state.n} cards, the record lists "
                              f"{len(cards)}")
        for k, card in enumerate(cards):
            seat = (leader + k) % state.n
            _apply(state, PlayCard(seat, card), f"{at}, seat {seat}", moves)
        if len(cards) < state.n:
            if not (last and t == len(tricks)):
                raise RecordError(f"{at}: only {len(cards)} of {state.n} cards")
            if "winner" in trick:
                raise RecordError(f"{at}: 'winner' given for an unfinished trick")
            continue
        winner = _get(trick, "winner", int, at)
        actual = state.logs[-1].tricks[-1][2]
        if winner != actual:
            raise RecordError(f"{at}: seat {actual} takes the trick, the record says {winner}")


def _replay_turns(state: RoyalState, deal: dict[str, Any], where: str, last: bool,
                  moves: list[Any]) -> None:
    turns = _get(deal, "turns", list, where)
    for t, turn in enumerate(turns, 1):
        at = f"{where}, turn {t}"
        if _finished(state, 6):
            raise RecordError(f"{at}: the deal is already over")
        if not isinstance(turn, dict):
            raise RecordError(f"{at}: must be an object")
        seat = _get(turn, "seat", int, at)
        at = f"{at}, seat {seat}"
        if _get(turn, "pass", bool, at, required=False):
            if turn.get("cards"):
                raise RecordError(f"{at}: a pass lays no cards")
            _apply(state, Pass(seat), at, moves)
            continue
        cards = _get(turn, "cards", list, at)
        lay_all = _get(turn, "all", bool, at, required=False)
        if not cards:
            raise RecordError(f"{at}: a turn lays cards or passes")
        if len(cards) == 1:  # one card laid, whether or not marked "all"
            _apply(state, LayCard(seat, cards[0]), at, moves)
        elif lay_all:
            _apply(state, LayOutAll(seat, tuple(cards)), at, moves)
        else:
            raise RecordError(f"{at}: several cards need \"all\": true (laying out a hand)")


def _apply(state: RoyalState, move: object, where: str, moves: list[Any]) -> None:
    """Apply `move` and log it; an illegal move is a RecordError saying where."""
    try:
        apply(state, move)
    except IllegalMove as exc:
        raise RecordError(f"{where}: {exc}", "illegal_move", refusal=exc,
                          seat=getattr(move, "seat", None)) from None
    moves.append(move)


def _check_end(record: Mapping[str, Any], state: RoyalState, n: int) -> None:
    finished = record.get("finished") is True
    totals = record.get("totals")
    if totals is not None or finished:
        stated = _int_list(totals, n, "record", "totals")
        if stated != state.totals:
            raise RecordError(f"the totals are {state.totals}, the record says {stated}")
    sticks = record.get("matchsticks")
    if state.stocks is None:
        return
    if sticks is None:
        if finished:
            raise RecordError("'matchsticks' is missing (the matchsticks option is on)")
        return
    if "end" in sticks or finished:
        end = _int_list(sticks.get("end"), n, "matchsticks", "end")
        if end != state.stocks:
            raise RecordError(f"matchsticks: the stocks end at {state.stocks}, "
                              f"the record says {end}")
    if "bank" in sticks:
        bank = sticks["bank"]
        if not _is_int(bank) or bank != state.bank:
            raise RecordError(f"matchsticks: the bank holds {state.bank}, "
                              f"the record says {bank!r}")
