"""Every form a play can take (docs/tiengow.md R5-R9, V1, V2) and which beats which
(R11-R15, V3, V4), as tables over tile masks (`core.tiengow.tiles`).

`COMBOS[i]` is one combination: its canonical mask, size, kind and strength (higher
beats lower within one kind). A `Variant` holds the tables of one choice of options:
which masks may be led, and for each combination the (mask, id) of those that beat it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from core.tiengow.options import CHOICES, variant_key
from core.tiengow.tiles import BASE_BIT, GROUP_OF, N_CIVIL, N_FACES, RANK_OF, faces_of

SINGLE_CIVIL = "single_civil"
SINGLE_MILITARY = "single_military"
PAIR_CIVIL = "pair_civil"
PAIR_MILITARY = "pair_military"
PAIR_MIXED = "pair_mixed"
SUPREME = "supreme"
TRIPLET_CIVIL = "triplet_civil"  # both civil tiles of a group and one military
TRIPLET_MILITARY = "triplet_military"  # one civil tile of a group and both military
QUARTET = "quartet"
DRAGON = "dragon"

PAIRS = (PAIR_CIVIL, PAIR_MILITARY, PAIR_MIXED, SUPREME)
TRIPLETS = (TRIPLET_CIVIL, TRIPLET_MILITARY)
MIXED = (PAIR_MIXED, TRIPLET_CIVIL, TRIPLET_MILITARY, QUARTET)


@dataclass(frozen=True, slots=True)
class Combo:
    id: int
    mask: int
    size: int
    kind: str
    strength: int

    @property
    def faces(self) -> tuple[str, ...]:
        return faces_of(self.mask)


def _bit(face: int, copy: int = 0) -> int:
    return 1 << (BASE_BIT[face] + copy)


def _military_of(group: int) -> list[int]:
    return [f for f in range(N_CIVIL, N_FACES) if GROUP_OF[f] == group]


def _build() -> tuple[Combo, ...]:
    rows: list[tuple[int, int, str, int]] = []
    for f in range(N_FACES):
        kind = SINGLE_CIVIL if f < N_CIVIL else SINGLE_MILITARY
        rows.append((_bit(f), 1, kind, 10 - RANK_OF[f]))
    for f in range(N_CIVIL):
        rows.append((_bit(f) | _bit(f, 1), 2, PAIR_CIVIL, 20 - RANK_OF[f]))
    for group in range(4):
        a, b = _military_of(group)
        rows.append((_bit(a) | _bit(b), 2, PAIR_MILITARY, 4 - group))
    rows.append((_bit(FACE_SIX) | _bit(FACE_THREE), 2, SUPREME, 0))
    for group in range(4):
        civil = _bit(group)
        both_civil = civil | _bit(group, 1)
        a, b = _military_of(group)
        for m in (a, b):
            rows.append((civil | _bit(m), 2, PAIR_MIXED, 4 - group))
        for m in (a, b):
            rows.append((both_civil | _bit(m), 3, TRIPLET_CIVIL, 4 - group))
        rows.append((civil | _bit(a) | _bit(b), 3, TRIPLET_MILITARY, 4 - group))
        rows.append((both_civil | _bit(a) | _bit(b), 4, QUARTET, 4 - group))
    for strength, faces in enumerate(DRAGON_FACES):
        rows.append((sum(_bit(f) for f in faces), 3, DRAGON, strength))
    return tuple(Combo(i, *row) for i, row in enumerate(rows))


FACE_SIX = 17  # "2-4"
FACE_THREE = 20  # "1-2"
DRAGON_FACES = ((1, 6, 5), (2, 4, 0))  # 1-1 2-2 3-3 ("little"), 4-4 5-5 6-6 ("big")
COMBOS: tuple[Combo, ...] = _build()
COMBO_OF_MASK: dict[int, Combo] = {c.mask: c for c in COMBOS}
assert len(COMBO_OF_MASK) == len(COMBOS)


def allowed(combo: Combo, options: Mapping[str, Any]) -> bool:
    """Whether `combo` may be played at all under `options` (V1, V2)."""
    if combo.kind == DRAGON:
        return bool(options["dragons"])
    if combo.size <= 2 and combo.kind != PAIR_MIXED:
        return True
    mode = options["combos"]
    return mode == "classic" or (mode == "pairs" and combo.size == 2)


def beats(play: Combo, high: Combo, options: Mapping[str, Any]) -> bool:
    """Whether `play` played face up beats the trick's highest play `high` (R11-R15)."""
    if play.size != high.size or high.kind == SUPREME:
        return False
    if play.kind == SUPREME:
        return bool(options["supreme"] == "highest")
    kind, other = play.kind, high.kind
    if options["triplets"] == "by_group" and kind in TRIPLETS and other in TRIPLETS:
        other = kind
    return kind == other and play.strength > high.strength


class Variant:
    """The tables of one choice of options: `leads` (mask, combo id) in table order;
    `lead_of` mask -> combo id; `beaters[id]` the (mask, id) of the allowed combinations
    beating combination `id`."""

    __slots__ = ("banker", "beaters", "early_death", "key", "lead_of", "leads",
                 "leads_by_size", "options", "single_beaters")

    def __init__(self, options: Mapping[str, Any]):
        self.options = {key: options[key] for key in CHOICES}
        self.key = variant_key(options)
        ok = [c for c in COMBOS if allowed(c, options)]
        self.leads = tuple((c.mask, c.id) for c in ok)
        self.lead_of = {c.mask: c.id for c in ok}
        self.leads_by_size = tuple(tuple((c.mask, c.id) for c in ok if c.size == n)
                                   for n in range(5))
        self.beaters = tuple(tuple((c.mask, c.id) for c in ok if beats(c, high, options))
                             for high in COMBOS)
        self.single_beaters = tuple(sum(m for m, _ in row) if COMBOS[i].size == 1 else 0
                                    for i, row in enumerate(self.beaters))
        """For a single: the tiles (one bit a face) that beat it."""
        self.early_death: str = options["early_death"]
        self.banker: str = options["banker"]


_VARIANTS: dict[tuple[Any, ...], Variant] = {}


def variant(options: Mapping[str, Any]) -> Variant:
    """The (shared, immutable) tables of the checked `options`."""
    key = variant_key(options)
    found = _VARIANTS.get(key)
    if found is None:
        found = _VARIANTS[key] = Variant(options)
    return found
