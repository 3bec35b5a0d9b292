"""The reviews of one match, kept while it lasts: each Royal deal's or each Nines or Tien
Gow game's, so that the player can go back to any of them (the panel showed only the
last one: a costly move of game 1 could not be opened after game 4)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from core.coach.review import Costly


@dataclass(frozen=True)
class Review:
    """The review of deal or game `number` (`kind` "deal" or "game") of game
    `game_number`, made when the match stood at move `ply` of that game: the game's
    `record` then, its costly `lines`, the moves about as good as the coach's choice
    (`equal`), and the human's `choices` there of which the coach saw none of `unseen`."""

    game_number: int
    kind: str
    number: int
    ply: int
    record: dict[str, Any]
    lines: Sequence[Costly]
    equal: int
    unseen: int
    choices: int

    @property
    def key(self) -> tuple[int, str, int]:
        return self.game_number, self.kind, self.number


class MatchReviews:
    """The match's reviews in the order they were made, and the one shown."""

    def __init__(self) -> None:
        self.reviews: list[Review] = []
        self.shown = -1

    def clear(self) -> None:
        self.reviews, self.shown = [], -1

    def add(self, review: Review) -> None:
        """`review`, made anew (after an undo) or for the first time, is the one shown."""
        self.reviews = [r for r in self.reviews if r.key != review.key] + [review]
        self.shown = len(self.reviews) - 1

    def keep_before(self, game_number: int, ply: int) -> None:
        """Only the reviews of what is still played when the match stands at move `ply`
        of game `game_number` (an undo, a continued save or replay)."""
        current = self.current()
        self.reviews = [r for r in self.reviews if (r.game_number, r.ply) <= (game_number, ply)]
        self.shown = (self.reviews.index(current) if current in self.reviews
                      else len(self.reviews) - 1)

    def current(self) -> Review | None:
        return self.reviews[self.shown] if 0 <= self.shown < len(self.reviews) else None

    def choices(self) -> list[tuple[str, int, int | None]]:
        """What each review is of, for the panel to name: (kind, number, the game's number
        where the reviews are of deals of more than one game, else None)."""
        games = {r.game_number for r in self.reviews if r.kind == "deal"}
        return [(r.kind, r.number, r.game_number if len(games) > 1 else None)
                for r in self.reviews]
