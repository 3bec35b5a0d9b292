"""The match's reviews: one per deal or game, the last made shown, and those of moves an
undo (or a continued save) took back gone."""

from __future__ import annotations

from gui.coach.reviews import MatchReviews, Review


def review(game: int, kind: str, number: int, ply: int) -> Review:
    return Review(game, kind, number, ply, {}, (), 0, 0, 0)


def test_the_last_review_made_is_shown_and_a_redo_replaces_its_own():
    reviews = MatchReviews()
    first, second = review(1, "deal", 1, 40), review(1, "deal", 2, 80)
    reviews.add(first)
    reviews.add(second)
    assert reviews.current() is second and reviews.listed() == [("deal", 1, None),
                                                                 ("deal", 2, None)]
    again = review(1, "deal", 2, 82)  # deal 2 played again after an undo
    reviews.add(again)
    assert reviews.reviews == [first, again] and reviews.current() is again


def test_an_undo_drops_the_reviews_of_what_it_took_back_and_keeps_the_choice():
    reviews = MatchReviews()
    games = [review(g, "game", g, 30) for g in (1, 2, 3)]
    for made in games:
        reviews.add(made)
    reviews.shown = 0  # the player looks at game 1's
    reviews.keep_before(3, 10)  # back into game 3: its review goes
    assert reviews.reviews == games[:2] and reviews.current() is games[0]
    reviews.keep_before(2, 30)  # (game 2 ended at move 30: kept)
    assert reviews.reviews == games[:2]
    reviews.shown = 1
    reviews.keep_before(2, 29)
    assert reviews.reviews == games[:1] and reviews.current() is games[0]


def test_deals_of_several_games_are_named_with_their_game():
    reviews = MatchReviews()
    reviews.add(review(1, "deal", 6, 200))
    reviews.add(review(2, "deal", 1, 30))
    assert reviews.listed() == [("deal", 6, 1), ("deal", 1, 2)]
