"""What a host allows each peer (docs/protocol.md "Limits"): sizes, rates, timeouts, and
the throttle on wrong join codes per address. Times come from a clock passed in, so tests
can run them fast."""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

from core.net.protocol import CLIENT_LIMIT

Clock = Callable[[], float]


@dataclass(frozen=True)
class Limits:
    message_bytes: int = CLIENT_LIMIT
    rate: float = 20.0  # messages a second, on average
    burst: int = 40
    rate_strikes: int = 3  # seconds over the rate before the peer is closed
    hello_s: float = 10.0  # the first message within this
    ping_interval_s: float = 10.0
    ping_timeout_s: float = 20.0
    outbox_messages: int = 64  # waiting to be sent to one peer
    outbox_bytes: int = 256 * 1024
    write_limit: int = 64 * 1024  # the socket's buffer before a send waits
    free_guesses: int = 5  # wrong join codes from one address before they slow down
    guess_delay_cap_s: float = 30.0
    ban_guesses: int = 20  # wrong codes in `ban_window_s` that refuse the address
    ban_window_s: float = 600.0
    per_address: int = 12  # connections at once from one address
    grace_s: float = 20.0  # a dropped seat waits this long before a computer plays it


class RateLimit:
    """A token bucket: `take()` is False when the peer sends faster than `rate` a second
    (after a `burst`); `strikes` counts the seconds in which it did. A message that
    turned out useful (a move played) is given back (`refund`): a client's moves come
    no faster than the game lets them, however quick its opponents are."""

    def __init__(self, rate: float, burst: int, clock: Clock = time.monotonic):
        self._rate, self._burst, self._clock = rate, float(burst), clock
        self._tokens = float(burst)
        self._last = clock()
        self._struck_at = -1.0
        self.strikes = 0

    def take(self) -> bool:
        now = self._clock()
        self._tokens = min(self._burst, self._tokens + (now - self._last) * self._rate)
        self._last = now
        if self._tokens >= 1.0:
            self._tokens -= 1.0
            return True
        if now - self._struck_at >= 1.0:
            self._struck_at = now
            self.strikes += 1
        return False

    def refund(self) -> None:
        self._tokens = min(self._burst, self._tokens + 1.0)


@dataclass
class _Guesses:
    wrong: deque[float] = field(default_factory=deque)


class GuessGuard:
    """Wrong join codes per address: the first `free_guesses` are answered at once, then
    each waits twice as long as the one before (to `guess_delay_cap_s`), and
    `ban_guesses` within `ban_window_s` refuse the address until the window has passed."""

    def __init__(self, limits: Limits, clock: Clock = time.monotonic):
        self._limits, self._clock = limits, clock
        self._by_address: dict[str, _Guesses] = {}

    def _recent(self, address: str) -> deque[float]:
        entry = self._by_address.get(address)
        if entry is None:
            if len(self._by_address) > 4096:  # forget the quiet ones first
                for key in [k for k, v in self._by_address.items() if not v.wrong][:2048]:
                    del self._by_address[key]
            entry = self._by_address[address] = _Guesses()
        cutoff = self._clock() - self._limits.ban_window_s
        while entry.wrong and entry.wrong[0] < cutoff:
            entry.wrong.popleft()
        return entry.wrong

    def banned(self, address: str) -> bool:
        return len(self._recent(address)) >= self._limits.ban_guesses

    def wrong(self, address: str) -> float:
        """Count a wrong code from `address`; the seconds its answer should wait."""
        recent = self._recent(address)
        recent.append(self._clock())
        over = len(recent) - self._limits.free_guesses
        if over <= 0:
            return 0.0
        return float(min(self._limits.guess_delay_cap_s, 2.0 ** (over - 1)))
