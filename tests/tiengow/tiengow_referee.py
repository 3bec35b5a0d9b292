"""An independent referee of Tien Gow, deliberately simple: written from docs/tiengow.md
alone, it imports nothing of core.tiengow. Tiles are strings, hands lists, every set is
classified by spelled-out rules, every legal move found by trying every subset.

`Referee(record)` deals a record's hands; `legal()` is the set of (kind, sorted tiles)
the seat to move may play ("Lead", "Beat", "Discard"); `play(kind, seat, tiles)` plays
one; `points()` settles the game.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

CIVIL = ["6-6", "1-1", "4-4", "1-3", "5-5", "3-3", "2-2", "5-6", "4-6", "1-6", "1-5"]
MILITARY = ["3-6", "4-5", "2-6", "3-5", "2-5", "3-4", "2-4", "1-4", "2-3", "1-2"]
HEADS = {"6-6": 9, "1-1": 8, "4-4": 7, "1-3": 5}  # a group's civil face -> military total


def pips(tile: str) -> int:
    a, b = tile.split("-")
    return int(a) + int(b)


def classify(tiles: list[str], options: dict[str, Any]) -> tuple[str, int] | None:
    """(kind, strength) of a set that may be led under `options`, else None."""
    civil = sorted((t for t in tiles if t in CIVIL), key=CIVIL.index)
    military = sorted(t for t in tiles if t in MILITARY)
    n = len(tiles)
    combos = options["combos"]
    if n == 1:
        if civil:
            return "civil", -CIVIL.index(civil[0])
        return "military", pips(military[0])
    if n == 3 and options["dragons"] and not military:
        if sorted(civil) == ["1-1", "2-2", "3-3"]:
            return "dragon", 0
        if sorted(civil) == ["4-4", "5-5", "6-6"]:
            return "dragon", 1
    if n == 2 and len(civil) == 2 and civil[0] == civil[1]:
        return "civil pair", -CIVIL.index(civil[0])
    if n == 2 and len(military) == 2:
        if military == ["1-2", "2-4"]:
            return "supreme", 0
        total = pips(military[0])
        if total == pips(military[1]) and total not in (3, 6):
            return "military pair", total
        return None
    # every other form is a group's: one civil face, military tiles of its total
    if not civil or len(set(civil)) != 1 or civil[0] not in HEADS:
        return None
    total = HEADS[civil[0]]
    if not military or any(pips(t) != total for t in military) or len(set(military)) != len(
            military):
        return None
    if combos == "pure" or (combos == "pairs" and n > 2):
        return None
    shape = {(1, 1): "mixed pair", (2, 1): "civil triplet", (1, 2): "military triplet",
             (2, 2): "quartet"}[len(civil), len(military)]
    return shape, total


def beats(new: tuple[str, int] | None, high: tuple[str, int], options: dict[str, Any]) -> bool:
    if new is None or high[0] == "supreme":
        return False
    if new[0] == "supreme":
        return bool(options["supreme"] == "highest" and "pair" in high[0])
    kinds = {new[0], high[0]}
    if options["triplets"] == "by_group" and kinds <= {"civil triplet", "military triplet"}:
        return new[1] > high[1]
    return new[0] == high[0] and new[1] > high[1]


def subsets(hand: list[str], n: int) -> set[tuple[str, ...]]:
    return {tuple(sorted(c)) for c in combinations(hand, n)}


class Referee:
    def __init__(self, record: dict[str, Any]):
        defaults = {"combos": "classic", "dragons": False, "supreme": "lead_only",
                    "triplets": "by_structure", "early_death": "single", "banker": "double"}
        self.options = {k: record.get("options", {}).get(k, v) for k, v in defaults.items()}
        self.hands = [list(h) for h in record["hands"]]
        self.banker = record["banker"]
        self.streak = record["streak"]
        self.won = [0, 0, 0, 0]
        self.turn = self.banker
        self.trick: list[tuple[int, tuple[str, ...], bool]] = []
        self.high: tuple[int, tuple[str, int]] | None = None
        self.last_winner: int | None = None
        self.winners: list[int] = []

    def over(self) -> bool:
        return not any(self.hands)

    def legal(self) -> set[tuple[str, tuple[str, ...]]]:
        hand = self.hands[self.turn]
        if not self.trick:
            return {("Lead", s) for n in range(1, 5) for s in subsets(hand, n)
                    if classify(list(s), self.options) is not None}
        n = len(self.trick[0][1])
        moves = {("Discard", s) for s in subsets(hand, n)}
        last = len(hand) == n
        rule = self.options["early_death"]
        if last and self.won[self.turn] == 0 and (rule == "any" or (rule == "single" and n == 1)):
            return moves
        assert self.high is not None
        for s in subsets(hand, n):
            if beats(classify(list(s), self.options), self.high[1], self.options):
                moves.add(("Beat", s))
        return moves

    def play(self, kind: str, seat: int, tiles: tuple[str, ...]) -> None:
        assert seat == self.turn, "out of turn"
        assert (kind, tuple(sorted(tiles))) in self.legal(), "illegal"
        for t in tiles:
            self.hands[seat].remove(t)
        self.trick.append((seat, tuple(tiles), kind != "Discard"))
        if kind != "Discard":
            combo = classify(list(tiles), self.options)
            assert combo is not None
            self.high = (seat, combo)
        self.turn = (seat + 1) % 4
        if len(self.trick) == 4:
            assert self.high is not None
            winner = self.high[0]
            self.won[winner] += len(self.trick[0][1])
            self.winners.append(winner)
            self.last_winner = winner
            self.trick, self.high, self.turn = [], None, winner

    def points(self) -> list[int]:
        winner = self.last_winner
        assert winner is not None and self.over()
        m = {"double": 2, "increasing": 2 + self.streak, "none": 1}[self.options["banker"]]
        points = [0, 0, 0, 0]
        for seat in range(4):
            if seat == winner:
                continue
            t = self.won[seat]
            pay = 5 if t == 0 else 4 - t
            if winner == self.banker or (seat == self.banker and t < 4):
                pay *= m
            points[seat] -= pay
            points[winner] += pay
        return points
