"""Undo for a game against computers: take back the human's last decision and every move
after it, by replaying the record without them (RECORDS.md); redo plays them again.

A *decision* is a move of a human seat made where it had two or more legal moves (a
forced move is nobody's decision). Undo never goes back past the start of the current
deal (Royal: a deal's `DealCards`) or game (Nines). Pure: records and moves in, states
out; the driver seeds every later move by its position, so the same position gets the
same answer.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from core.errors import IllegalMove, RecordError
from core.records import UNDOS, check_header, make_header, undo_count
from core.rules import Rules


@dataclass(frozen=True)
class Undone:
    """What an undo leaves: the position the human decides in again, how many moves of
    the game it keeps, and the moves taken back in order (what a redo plays again)."""

    state: Any
    kept: int
    moves: tuple[Any, ...]


def starts_deal(move: Any) -> bool:
    """Whether `move` begins a part of the game undo does not reach behind (Royal's deal;
    Nines' roll-offs happen within a game)."""
    from core.royal.moves import DealCards

    return isinstance(move, DealCards)


def segment_start(moves: Sequence[Any]) -> int:
    """The index of the first move of the current deal (Royal) or game (Nines: 0)."""
    for i in range(len(moves) - 1, -1, -1):
        if starts_deal(moves[i]):
            return i + 1
    return 0


def decisions(rules: Rules, start: Any, moves: Sequence[Any], humans: Collection[int],
              ) -> list[int]:
    """The indices of `moves` (applied from `start`) that are a human seat's decisions in
    the current deal or game, in order."""
    return [i for i, _ in choice_points(rules, start, moves, humans, segment_start(moves))]


def choice_points(rules: Rules, start: Any, moves: Sequence[Any], seats: Collection[int],
                  first: int = 0) -> Iterator[tuple[int, Any]]:
    """Each move of `seats` from index `first` on that had another legal move beside it,
    as (its index, the state before it: read it before asking for the next)."""
    state = rules.clone(start)
    for i, move in enumerate(moves):
        if i >= first and move.seat in seats and len(rules.legal_moves(state)) > 1:
            yield i, state
        rules.apply(state, move)


def replay(rules: Rules, start: Any, moves: Iterable[Any]) -> Any:
    """The position after `moves` from a copy of `start`; RecordError when one is illegal."""
    state = rules.clone(start)
    for n, move in enumerate(moves, 1):
        try:
            rules.apply(state, move)
        except IllegalMove as exc:
            raise RecordError(f"move {n} ({move!r}): {exc}") from None
    return state


def record_moves(record: Mapping[str, Any]) -> tuple[Rules, Any, list[Any]]:
    """The record's rules, its start position and its moves (RecordError when broken)."""
    rules = check_header(record)
    start, moves = rules.record_moves(record)
    return rules, start, moves


def undo_moves(rules: Rules, start: Any, moves: Sequence[Any], humans: Collection[int],
               ) -> Undone | None:
    """Undo the human's last decision in `moves`; None when there is none to undo."""
    points = decisions(rules, start, moves, humans)
    if not points:
        return None
    cut = points[-1]
    return Undone(replay(rules, start, moves[:cut]), cut, tuple(moves[cut:]))


def undo(record: Mapping[str, Any], humans: Collection[int]) -> Undone | None:
    """Undo the last decision of the `humans` seats in a running game's record."""
    rules, start, moves = record_moves(record)
    return undo_moves(rules, start, moves, humans)


def redo(record: Mapping[str, Any], moves: Iterable[Any]) -> Any:
    """The position of `record` with `moves` (what an undo took back) played again."""
    rules, start, played = record_moves(record)
    return replay(rules, start, [*played, *moves])


def with_state(record: Mapping[str, Any], state: Any, undos: int) -> dict[str, Any]:
    """`record`'s common fields with the body of `state`, marked with `undos`."""
    rules = check_header(record)
    header = make_header(rules.name, seed=record.get("seed"), players=record["players"],
                         options=record.get("options", {}), finished=rules.is_over(state))
    body = rules.to_record(state, header)
    if undos:
        body[UNDOS] = undos
    return body


def cut_record(record: Mapping[str, Any], humans: Collection[int],
               ) -> tuple[dict[str, Any], Undone] | None:
    """The record cut back to the human's last decision, counted as one more undo, and
    what was taken back; None when nothing can be undone."""
    undone = undo(record, humans)
    if undone is None:
        return None
    return with_state(record, undone.state, undo_count(record) + 1), undone


class RedoStack:
    """The lines of moves taken back, the latest undo's on top; a redo plays the top line
    again. A move that is the next of the top line keeps the rest for a later redo (the
    human played what was taken back); any other move forgets them all."""

    def __init__(self) -> None:
        self._lines: list[list[Any]] = []

    def __bool__(self) -> bool:
        return bool(self._lines)

    def push(self, moves: Iterable[Any]) -> None:
        line = list(moves)
        if line:
            self._lines.append(line)

    def pop(self) -> tuple[Any, ...]:
        """The line to play again (IndexError when there is none)."""
        return tuple(self._lines.pop())

    def played(self, move: Any) -> None:
        if not self._lines:
            return
        top = self._lines[-1]
        if top[0] == move:
            del top[0]
            if not top:
                self._lines.pop()
        else:
            self._lines.clear()

    def clear(self) -> None:
        self._lines.clear()
