"""The medium level's little thinking: the rule's move checked against a few others.

The candidates are the medium rule's move (`policy`), the beginner's move, and the first
few structural candidates of the hard search; they are raced on MEDIUM_WORLDS sampled
worlds (every world consistent with the seat's view equally likely: no inference) with
the hard search's playouts, and the rule's move stands unless the race drops it (its
paired difference to the leader clearly negative): a few worlds are noisy, and the rule
is only overruled where it clearly errs. The budget is fixed, whatever the caller
offers: medium is as strong on a loaded machine as on an idle one and takes a few
milliseconds on an idle core.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from core.ai.nines.inference import follow_key
from core.ai.nines.policy import Tiles, easy_follow, easy_lead, medium_follow, medium_lead
from core.ai.nines.search import follow_candidates, lead_candidates, search
from core.ai.nines.view import View
from core.rng import Rng

MEDIUM_WORLDS = 16
"""Worlds each candidate is played out in."""
MEDIUM_CANDIDATES = 4
"""How many of the hard search's candidates join the rule's and the beginner's moves."""


def rule_move(view: View) -> Tiles:
    """The medium rule's move (`policy`)."""
    if view.tops:
        return medium_follow(view.hand, view.tops, view.unseen, view.unseen_total,
                             view.later_held)
    return medium_lead(view.hand, view.unseen)


def medium_candidates(view: View) -> list[Tiles]:
    """The rule's move first, then the beginner's, then the hard search's first few;
    one of each set of moves that are the same game."""
    hand = list(view.hand)
    if view.tops:
        found = [rule_move(view), easy_follow(hand, list(view.tops)),
                 *follow_candidates(view)[:MEDIUM_CANDIDATES]]
    else:
        found = [rule_move(view), easy_lead(hand), *lead_candidates(view)[:MEDIUM_CANDIDATES]]
    distinct: dict[Any, Tiles] = {}
    for tiles in found:
        key = follow_key(tiles, view.tops) if view.tops else tuple(sorted(tiles))
        distinct.setdefault(key, tiles)
    return list(distinct.values())


def medium_move(view: View, rng: Rng, cancel: Callable[[], bool] | None = None) -> Tiles:
    """The rule's move unless the race dropped it as clearly worse than another on the
    same worlds; then the candidate with the best mean."""
    candidates = medium_candidates(view)
    report = search(view, candidates, rng, ms=None,
                    iterations=MEDIUM_WORLDS * len(candidates), cancel=cancel)
    return candidates[0] if len(candidates) == 1 or 0 in report.alive else report.chosen
