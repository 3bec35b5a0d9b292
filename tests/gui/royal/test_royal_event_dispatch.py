"""The Royal table's event player handles the core's events by their class, never by a
class's name: an event of another class that happens to share a name is not animated."""

from __future__ import annotations

from dataclasses import dataclass

from core.royal.moves import GameOver, Passed
from gui.royal.events import EventPlayer


@dataclass(frozen=True)
class GameOver_:  # named like the core's event on purpose
    totals: tuple[int, ...]
    winners: tuple[int, ...]


GameOver_.__name__ = GameOver_.__qualname__ = "GameOver"


def test_events_are_handled_by_their_class(monkeypatch):
    handled: list[tuple[str, object]] = []
    for name in ("_game_over", "_passed"):
        monkeypatch.setattr(EventPlayer, name,
                            lambda self, ev, name=name: handled.append((name, ev)))
    player = object.__new__(EventPlayer)
    over, passed = GameOver((1, 2, 3), (2,)), Passed(1)
    for event in (GameOver_((1, 2, 3), (2,)), over, passed, object()):
        player._handle(event)
    assert handled == [("_game_over", over), ("_passed", passed)]
