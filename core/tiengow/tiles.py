"""The 32 tiles of Tien Gow (docs/tiengow.md R2): faces, suits, ranks, groups, and the
bit layout of a hand.

A face is written "a-b" with a <= b. Face ids 0..20: the civil faces by rank (0 = "6-6"),
then the military faces by rank. A *multiset* of tiles is a 32-bit mask: civil face f
owns bits 2f (its first copy) and 2f+1 (its second), military face f owns bit f + 11.
Masks are kept *canonical*: a civil face held once sets bit 2f only, so `a & ~b == 0`
says multiset a lies in multiset b.
"""

from __future__ import annotations

CIVIL = "civil"
MILITARY = "military"

# (face, suit, rank (1 = highest in its suit), group (0-3) or None, English name)
_TABLE = (
    ("6-6", CIVIL, 1, 0, "heaven"),
    ("1-1", CIVIL, 2, 1, "earth"),
    ("4-4", CIVIL, 3, 2, "man"),
    ("1-3", CIVIL, 4, 3, "harmony"),
    ("5-5", CIVIL, 5, None, "plum flower"),
    ("3-3", CIVIL, 6, None, "long three"),
    ("2-2", CIVIL, 7, None, "bench"),
    ("5-6", CIVIL, 8, None, "tiger's head"),
    ("4-6", CIVIL, 9, None, "red head ten"),
    ("1-6", CIVIL, 10, None, "long leg seven"),
    ("1-5", CIVIL, 11, None, "red mallet six"),
    ("3-6", MILITARY, 1, 0, "nine"),
    ("4-5", MILITARY, 1, 0, "nine"),
    ("2-6", MILITARY, 2, 1, "eight"),
    ("3-5", MILITARY, 2, 1, "eight"),
    ("2-5", MILITARY, 3, 2, "seven"),
    ("3-4", MILITARY, 3, 2, "seven"),
    ("2-4", MILITARY, 4, None, "six"),
    ("1-4", MILITARY, 5, 3, "five"),
    ("2-3", MILITARY, 5, 3, "five"),
    ("1-2", MILITARY, 6, None, "three"),
)

FACES: tuple[str, ...] = tuple(row[0] for row in _TABLE)
N_FACES = len(FACES)
N_CIVIL = 11
SUIT_OF: tuple[str, ...] = tuple(row[1] for row in _TABLE)
RANK_OF: tuple[int, ...] = tuple(row[2] for row in _TABLE)
GROUP_OF: tuple[int | None, ...] = tuple(row[3] for row in _TABLE)
NAME_OF: tuple[str, ...] = tuple(row[4] for row in _TABLE)
GROUP_NAMES = ("heaven-nine", "earth-eight", "man-seven", "harmony-five")
COPIES: tuple[int, ...] = tuple(2 if f < N_CIVIL else 1 for f in range(N_FACES))
TILE_IDS: tuple[int, ...] = tuple(f for f in range(N_FACES) for _ in range(COPIES[f]))
"""The 32-tile set as face ids, highest first."""

FACE_ID: dict[str, int] = {}
for _i, _face in enumerate(FACES):
    _a, _b = _face.split("-")
    FACE_ID[_face] = _i
    FACE_ID[f"{_b}-{_a}"] = _i

BASE_BIT: tuple[int, ...] = tuple(2 * f if f < N_CIVIL else f + N_CIVIL
                                  for f in range(N_FACES))
"""The bit of a face's first copy."""
FACE_OF_BIT: tuple[int, ...] = tuple(
    b // 2 if b < 2 * N_CIVIL else b - N_CIVIL for b in range(32))
EVEN_CIVIL = sum(1 << (2 * f) for f in range(N_CIVIL))
ODD_CIVIL = EVEN_CIVIL << 1
FULL = (1 << 32) - 1


def face_id(face: str) -> int:
    """The id of `face` ("a-b" in either order); ValueError for what is not a face."""
    try:
        return FACE_ID[face]
    except (KeyError, TypeError):
        raise ValueError(f"{face!r} is not a tile") from None


def canonical(mask: int) -> int:
    """`mask` with every civil face held once on its first bit."""
    lone = mask & ODD_CIVIL & ~((mask & EVEN_CIVIL) << 1)
    return mask ^ lone ^ (lone >> 1)


def mask_of_ids(ids: list[int] | tuple[int, ...]) -> int | None:
    """The canonical mask of face ids; None when a face occurs more often than the set
    holds it."""
    mask = 0
    for f in ids:
        bit = 1 << BASE_BIT[f]
        if mask & bit:
            if f >= N_CIVIL or mask & (bit << 1):
                return None
            bit <<= 1
        mask |= bit
    return mask


_IDS_CACHE: dict[int, tuple[int, ...]] = {}


def ids_of(mask: int) -> tuple[int, ...]:
    """The face ids of a mask, highest first (a civil pair twice)."""
    ids = _IDS_CACHE.get(mask)
    if ids is None:
        out = []
        m = mask
        while m:
            low = m & -m
            out.append(FACE_OF_BIT[low.bit_length() - 1])
            m ^= low
        ids = tuple(out)
        if mask.bit_count() <= 4:
            _IDS_CACHE[mask] = ids
    return ids


_FACES_CACHE: dict[int, tuple[str, ...]] = {}


def faces_of(mask: int) -> tuple[str, ...]:
    """The faces of a mask, highest first (civil before military)."""
    faces = _FACES_CACHE.get(mask)
    if faces is None:
        faces = tuple([FACES[f] for f in ids_of(mask)])
        if mask.bit_count() <= 4:
            _FACES_CACHE[mask] = faces
    return faces


def mask_of_faces(faces: object) -> int | None:
    """The canonical mask of a list of faces; None when one is not a face or a face
    occurs more often than the set holds it."""
    if not isinstance(faces, tuple | list):
        return None
    ids = []
    for t in faces:
        f = FACE_ID.get(t) if isinstance(t, str) else None
        if f is None:
            return None
        ids.append(f)
    return mask_of_ids(ids)
