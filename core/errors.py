"""The one exception type the rules raise, and the one for broken records."""

from __future__ import annotations

from typing import Any


class IllegalMove(ValueError):
    """A move the rules refuse. `str(exc)` is a reason a player can read (English).

    `code` names the kind of refusal and `params` its values (card, suit, seat ...), so a
    front end can show the reason in the player's language. Raising it never changes the
    state the move was tried on.
    """

    def __init__(self, reason: str, code: str | None = None, **params: Any):
        super().__init__(reason)
        self.code = code
        self.params = params


class RecordError(ValueError):
    """A record that cannot be loaded. The message names the first problem and,
    where it lies in the moves, the deal/round and the seat. It quotes pieces of an
    untrusted file, so it is cut to `MAX_REASON` characters."""

    MAX_REASON = 300

    def __init__(self, reason: str):
        if len(reason) > self.MAX_REASON:
            reason = reason[: self.MAX_REASON - 1] + "…"
        super().__init__(reason)
