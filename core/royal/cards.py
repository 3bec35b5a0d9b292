"""The 36 cards of Královské domino: names, bitmasks and human-readable names.

At the API boundary a card is its record name (RECORDS.md): rank then suit letter, e.g.
"10S", "KS", "QB", "6R". Inside the rules a card is an index 0..35 (`suit * 9 + rank`,
rank 0..8 for 6..A) and a set of cards is an int with bit `index` set for each card.
Within one suit a higher index is a higher card.
"""

from __future__ import annotations

from collections.abc import Iterable

RANKS = ("6", "7", "8", "9", "10", "J", "Q", "K", "A")
SUITS = ("R", "G", "B", "S")
RED, GREEN, BLUE, SHIELDS = range(4)
SIX, SEVEN, EIGHT, NINE, TEN, JACK, QUEEN, KING, ACE = range(9)

CARDS: tuple[str, ...] = tuple(r + s for s in SUITS for r in RANKS)
CARD_INDEX: dict[str, int] = {name: i for i, name in enumerate(CARDS)}
BIT: tuple[int, ...] = tuple(1 << i for i in range(36))
ALL_CARDS = (1 << 36) - 1

SUIT_MASKS: tuple[int, ...] = tuple(0x1FF << (9 * s) for s in range(4))
SUIT_OF: tuple[int, ...] = tuple(i // 9 for i in range(36))
RANK_OF: tuple[int, ...] = tuple(i % 9 for i in range(36))
SUIT_MASK_OF: tuple[int, ...] = tuple(SUIT_MASKS[i // 9] for i in range(36))


def rank_mask(rank: int) -> int:
    """Every card of one rank (0..8)."""
    return sum(1 << (9 * s + rank) for s in range(4))


TENS = rank_mask(TEN)
QUEENS = rank_mask(QUEEN)
SHIELD_CARDS = SUIT_MASKS[SHIELDS]
KING_OF_SHIELDS = BIT[9 * SHIELDS + KING]
SIX_OF_RED = BIT[9 * RED + SIX]

# Each card's neighbours on a domino row: below the ten a row grows down, above it up.
_GROWS_DOWN = sum(rank_mask(r) for r in (SEVEN, EIGHT, NINE, TEN))
_GROWS_UP = sum(rank_mask(r) for r in (TEN, JACK, QUEEN, KING))


def row_growth(laid: int) -> int:
    """The cards that become layable once the cards of `laid` are on their rows."""
    return ((laid & _GROWS_DOWN) >> 1) | ((laid & _GROWS_UP) << 1)


GROWTH: tuple[int, ...] = tuple(row_growth(1 << i) for i in range(36))


def deck_mask(players: int) -> int:
    """The deck for `players`: all 36 cards, without the red six for five players."""
    return ALL_CARDS & ~SIX_OF_RED if players == 5 else ALL_CARDS


def hand_size(players: int) -> int:
    return deck_mask(players).bit_count() // players


def cards_of(mask: int) -> tuple[str, ...]:
    """The names of the cards in `mask`, lowest index first (suit by suit, rank up)."""
    out = []
    while mask:
        low = mask & -mask
        out.append(CARDS[low.bit_length() - 1])
        mask ^= low
    return tuple(out)


def indices_of(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def mask_of(cards: Iterable[str]) -> int:
    """The mask of card names; raises KeyError for a name that is not a card."""
    mask = 0
    for card in cards:
        mask |= BIT[CARD_INDEX[card]]
    return mask


def suit_of(card: str) -> str:
    """The suit letter of a card name: "QB" -> "B"."""
    return card[-1]


def rank_of(card: str) -> str:
    """The rank of a card name: "10S" -> "10"."""
    return card[:-1]


# Names for people. Czech adjectives agree with the rank noun's gender.
SUIT_NAMES = {
    "en": {"R": "red", "G": "green", "B": "blue", "S": "shields"},
    "cs": {"R": "červené", "G": "zelené", "B": "modré", "S": "štíty"},
}
RANK_NAMES = {
    "en": {"6": "six", "7": "seven", "8": "eight", "9": "nine", "10": "ten",
           "J": "jack", "Q": "queen", "K": "king", "A": "ace"},
    "cs": {"6": "šestka", "7": "sedmička", "8": "osmička", "9": "devítka", "10": "desítka",
           "J": "kluk", "Q": "dáma", "K": "král", "A": "eso"},
}
_CS_GENDER = {"J": "m", "K": "m", "A": "n"}  # the rest are feminine
_CS_SUIT_ADJ = {
    "R": {"f": "červená", "m": "červený", "n": "červené"},
    "G": {"f": "zelená", "m": "zelený", "n": "zelené"},
    "B": {"f": "modrá", "m": "modrý", "n": "modré"},
    "S": {"f": "štítová", "m": "štítový", "n": "štítové"},
}
CONTRACTS = ("no-tricks", "no-shields", "no-queens", "shield-king", "last-trick", "domino")
CONTRACT_NAMES = {
    "en": dict(zip(CONTRACTS, ("no tricks", "no shields", "no queens", "king of shields",
                               "last trick", "domino"), strict=True)),
    "cs": dict(zip(CONTRACTS, ("žádný štych", "žádný štít", "žádná dáma", "štítový král",
                               "poslední štych", "domino"), strict=True)),
}


def _lang(lang: str) -> str:
    if lang not in SUIT_NAMES:
        raise ValueError(f"unknown language {lang!r}; expected 'cs' or 'en'")
    return lang


def card_name(card: str, lang: str = "en") -> str:
    """A card as people say it: "QR" -> "červená dáma" (cs) / "queen of red" (en)."""
    if card not in CARD_INDEX:
        raise ValueError(f"{card!r} is not a card")
    rank, suit = rank_of(card), suit_of(card)
    if _lang(lang) == "cs":
        return f"{_CS_SUIT_ADJ[suit][_CS_GENDER.get(rank, 'f')]} {RANK_NAMES['cs'][rank]}"
    return f"{RANK_NAMES['en'][rank]} of {SUIT_NAMES['en'][suit]}"


def suit_name(suit: str, lang: str = "en") -> str:
    """A suit letter as a word: "S" -> "shields" / "štíty"."""
    return SUIT_NAMES[_lang(lang)][suit]


def rank_name(rank: str, lang: str = "en") -> str:
    """A rank as a word: "Q" -> "queen" / "dáma"."""
    return RANK_NAMES[_lang(lang)][rank]


def contract_name(contract: str, lang: str = "en") -> str:
    """A deal's contract as a title: "no-queens" -> "no queens" / "žádná dáma"."""
    return CONTRACT_NAMES[_lang(lang)][contract]
