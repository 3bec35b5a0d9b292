"""Guessing the hidden hands: deal the cards a seat cannot see to the other seats, each
getting as many as it holds and none it has shown it lacks (a suit it did not follow, a
card it could have laid in domino when it passed).

Cards are grouped by the set of seats that may hold them and dealt group by group, the
most constrained first; within a group each card goes to a seat with probability
proportional to the cards that seat still needs, which is exactly uniform when nothing
constrains the deal. A dead end (rare) retries; after a few, every card is placed with a
check that the rest can still be dealt (Hall's condition over the seats), which always
succeeds on a position the rules produced.
"""

from __future__ import annotations

from core.rng import Rng

RETRIES = 8


class HandSampler:
    """Samples the other seats' hands for one observation: `sample(rng)` returns a list
    of masks per seat, the observer's own hand included."""

    def __init__(self, seat: int, hand: int, unseen: int, cards_left: tuple[int, ...],
                 absent: tuple[int, ...]):
        n = len(cards_left)
        self.n = n
        self.seat = seat
        self.hand = hand
        self.others = [s for s in range(n) if s != seat and cards_left[s]]
        self.caps = [cards_left[s] for s in self.others]
        if sum(self.caps) != unseen.bit_count():
            raise ValueError("the unseen cards do not match the cards the others hold")
        groups: dict[int, list[int]] = {}
        cards = unseen
        while cards:
            bit = cards & -cards
            cards ^= bit
            sig = 0
            for i, s in enumerate(self.others):
                if not bit & absent[s]:
                    sig |= 1 << i
            if not sig:
                raise ValueError("a hidden card no seat may hold")
            groups.setdefault(sig, []).append(bit)
        full = (1 << len(self.others)) - 1
        self.free = list(groups) == [full] or not groups
        ordered = sorted(groups.items(), key=lambda kv: (kv[0].bit_count(), kv[0]))
        self.groups = [(tuple(i for i in range(len(self.others)) if sig >> i & 1), sig, bits)
                       for sig, bits in ordered]
        self.bits = [b for _, _, bits in self.groups for b in bits]

    def sample(self, rng: Rng) -> list[int]:
        if self.free:
            return self._place(self._split(rng))
        for _ in range(RETRIES):
            dealt = self._weighted(rng)
            if dealt is not None:
                return self._place(dealt)
        return self._place(self._checked(rng))

    def _place(self, dealt: list[int]) -> list[int]:
        hands = [0] * self.n
        hands[self.seat] = self.hand
        for s, mask in zip(self.others, dealt, strict=True):
            hands[s] = mask
        return hands

    def _split(self, rng: Rng) -> list[int]:
        bits = self.bits.copy()
        rng.shuffle(bits)
        out, start = [], 0
        for cap in self.caps:
            out.append(sum(bits[start:start + cap]))
            start += cap
        return out

    def _weighted(self, rng: Rng) -> list[int] | None:
        need = self.caps.copy()
        dealt = [0] * len(need)
        rand = rng.random
        for seats, _, bits in self.groups:
            if len(seats) == 1:
                i = seats[0]
                if need[i] < len(bits):
                    return None
                need[i] -= len(bits)
                dealt[i] |= sum(bits)
                continue
            for bit in bits:
                total = 0
                for i in seats:
                    total += need[i]
                if not total:
                    return None
                r = int(rand() * total)
                for i in seats:
                    r -= need[i]
                    if r < 0:
                        break
                need[i] -= 1
                dealt[i] |= bit
        return dealt

    def _checked(self, rng: Rng) -> list[int]:
        """Card by card, a seat only if the rest can still be dealt."""
        need = self.caps.copy()
        dealt = [0] * len(need)
        left = {sig: len(bits) for _, sig, bits in self.groups}
        for seats, sig, bits in self.groups:
            for bit in bits:
                left[sig] -= 1
                options = [i for i in seats if need[i]]
                rng.shuffle(options)
                options.sort(key=lambda i: -need[i])
                for i in options:
                    need[i] -= 1
                    if _feasible(need, left):
                        break
                    need[i] += 1
                else:
                    raise ValueError("no deal of the hidden cards fits what was seen")
                dealt[i] |= bit
        return dealt


def _feasible(need: list[int], left: dict[int, int]) -> bool:
    """Hall's condition: every set of seats can take the cards only they may hold."""
    m = len(need)
    for subset in range(1, 1 << m):
        cap = 0
        for i in range(m):
            if subset >> i & 1:
                cap += need[i]
        cards = 0
        for sig, count in left.items():
            if count and sig & ~subset == 0:
                cards += count
        if cards > cap:
            return False
    return True
