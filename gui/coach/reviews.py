"""The reviews of one match, kept while it lasts: each Royal deal's or each Nines or Tien
Gow game's, so that the player can go back to any of them (the panel showed only the
last one: a costly move of game 1 could not be opened after game 4); `review_of` makes
one from the human's priced decisions."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from core.coach.review import Costly, Decision, about_equal, choices, costly
from core.rules import get_rules


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

    def listed(self) -> list[tuple[str, int, int | None]]:
        """What each review is of, for the panel to name: (kind, number, the game's number
        where the reviews are of deals of more than one game, else None)."""
        games = {r.game_number for r in self.reviews if r.kind == "deal"}
        return [(r.kind, r.number, r.game_number if len(games) > 1 else None)
                for r in self.reviews]


def review_of(game: str, kind: str, number: int, game_number: int, ply: int,
              record: dict[str, Any], human: int,
              decisions: Mapping[tuple[int, int], Decision],
              unanalysed: Collection[tuple[int, int]]) -> Review:
    """The review of deal or game `number` of game `game_number`, standing at move `ply`
    with `record`: the human seat's `decisions` there priced, and its choices the coach
    did not see (`unanalysed`: its search failed, said so on its turn; or none ran)."""
    rules = get_rules(game)

    def in_it(obs: Any) -> bool:
        return kind == "game" or rules.deal_number(obs) == number

    mine = [d for (g, _), d in sorted(decisions.items()) if g == game_number and in_it(d.obs)]
    seen = {d.ply for d in mine} | {p for g, p in unanalysed if g == game_number}
    made = [p for p, obs in choices(rules, record, human) if in_it(obs)]
    return Review(game_number, kind, number, ply, record, costly(mine),
                  len(about_equal(mine)), sum(p not in seen for p in made), len(made))
