"""The 32 Chinese dominoes of Nines (RULES.md A1): faces, suits, ranks, names.

A face is written "a-b" with a <= b (RECORDS.md). Internally each face is an int id
0..20: the civil faces by rank (0 = "6-6"), then the military faces by rank.
`FACE_ID` also reads the reversed spelling ("6-3" -> the id of "3-6").
"""

from __future__ import annotations

CIVIL = "civil"
MILITARY = "military"

# (face, suit, rank, Czech name, English name), highest first within each suit.
_TABLE = (
    ("6-6", CIVIL, 1, "nebesa", "heaven"),
    ("1-1", CIVIL, 2, "země", "earth"),
    ("4-4", CIVIL, 3, "muž", "man"),
    ("1-3", CIVIL, 4, "harmonie", "harmony"),
    ("5-5", CIVIL, 5, "švestkový květ", "plum flower"),
    ("3-3", CIVIL, 6, "dlouhá trojka", "long three"),
    ("2-2", CIVIL, 7, "lavice", "bench"),
    ("5-6", CIVIL, 8, "tygří hlava", "tiger head"),
    ("4-6", CIVIL, 9, "červená hlava", "red head"),
    ("1-6", CIVIL, 10, "dlouhá sedmička", "long seven"),
    ("1-5", CIVIL, 11, "dlouhá šestka", "long six"),
    ("2-4", MILITARY, 1, "velitel", "commander"),
    ("1-2", MILITARY, 1, "velitel", "commander"),
    ("3-6", MILITARY, 2, "různorodé devítky", "mixed nines"),
    ("4-5", MILITARY, 2, "různorodé devítky", "mixed nines"),
    ("2-6", MILITARY, 3, "různorodé osmičky", "mixed eights"),
    ("3-5", MILITARY, 3, "různorodé osmičky", "mixed eights"),
    ("3-4", MILITARY, 4, "různorodé sedmičky", "mixed sevens"),
    ("2-5", MILITARY, 4, "různorodé sedmičky", "mixed sevens"),
    ("1-4", MILITARY, 5, "různorodé pětky", "mixed fives"),
    ("2-3", MILITARY, 5, "různorodé pětky", "mixed fives"),
)

FACES: tuple[str, ...] = tuple(row[0] for row in _TABLE)
"""The 21 faces, by id: civil highest first, then military highest first."""
CIVIL_FACES: tuple[str, ...] = tuple(row[0] for row in _TABLE if row[1] == CIVIL)
MILITARY_FACES: tuple[str, ...] = tuple(row[0] for row in _TABLE if row[1] == MILITARY)
TILES: tuple[str, ...] = tuple(sorted(CIVIL_FACES * 2 + MILITARY_FACES, key=FACES.index))
"""The 32-tile set: every civil face twice, every military face once."""
TILE_IDS: tuple[int, ...] = tuple(FACES.index(t) for t in TILES)
N_FACES = len(FACES)

FACE_ID: dict[str, int] = {}
for _i, _face in enumerate(FACES):
    _a, _b = _face.split("-")
    FACE_ID[_face] = _i
    FACE_ID[f"{_b}-{_a}"] = _i

SUIT_OF: tuple[str, ...] = tuple(row[1] for row in _TABLE)
RANK_OF: tuple[int, ...] = tuple(row[2] for row in _TABLE)
_NAMES = {"cs": tuple(row[3] for row in _TABLE), "en": tuple(row[4] for row in _TABLE)}

ON_TOP: tuple[tuple[bool, ...], ...] = tuple(
    tuple(SUIT_OF[f] == SUIT_OF[g] and RANK_OF[f] < RANK_OF[g] for g in range(N_FACES))
    for f in range(N_FACES)
)
"""ON_TOP[f][g]: a tile of face id f laid on a stack topped by face id g goes on top."""


def face_id(face: str) -> int:
    """The id of `face` ("a-b" in either order); ValueError for what is not a face."""
    try:
        return FACE_ID[face]
    except (KeyError, TypeError):
        raise ValueError(f"{face!r} is not a tile") from None


def canonical(face: str) -> str:
    """`face` written "a-b" with a <= b ("6-3" -> "3-6")."""
    return FACES[face_id(face)]


def suit(face: str) -> str:
    """"civil" or "military"."""
    return SUIT_OF[face_id(face)]


def rank(face: str) -> int:
    """The rank within the suit, 1 = highest (civil 1..11, military 1..5)."""
    return RANK_OF[face_id(face)]


def tile_name(face: str, lang: str = "en") -> str:
    """The traditional name of `face` in "cs" or "en", e.g. "6-6" -> "nebesa"/"heaven".
    The two tiles of a military rank share their rank's name."""
    if lang not in _NAMES:
        raise ValueError(f"unknown language {lang!r}; expected 'cs' or 'en'")
    return _NAMES[lang][face_id(face)]


def goes_on_top(tile: str, top_tile: str) -> bool:
    """Whether `tile` laid on a stack topped by `top_tile` goes on top (same suit and
    strictly higher rank) rather than under it (RULES.md A3.3)."""
    return ON_TOP[face_id(tile)][face_id(top_tile)]
