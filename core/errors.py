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
    """A record that cannot be loaded. The message (English, technical) names the first
    problem and, where it lies in the moves, the deal/round and the seat. It quotes pieces
    of an untrusted file, so it is cut to `MAX_REASON` characters.

    `code` names the kind of file it is not (RECORD_CODES; None: a record whose contents
    break the format or the rules) and `params` its values, so a front end can word the
    refusal in the player's language and show the message as its detail.
    """

    MAX_REASON = 300

    def __init__(self, reason: str, code: str | None = None, **params: Any):
        if len(reason) > self.MAX_REASON:
            reason = reason[: self.MAX_REASON - 1] + "…"
        super().__init__(reason)
        self.code = code
        self.params = params


RECORD_CODES = (
    "too_big",  # longer than a record can be (params: kb)
    "empty",  # nothing, or only spaces and line ends
    "not_text",  # bytes that are no UTF-8 text
    "not_json",  # text that is no JSON (cut short, say)
    "too_deep",  # JSON nested deeper than any record
    "not_object",  # JSON that is not one object
    "format",  # a JSON object that is not a Herna record
    "version",  # a record of a version this Herna does not read
    "game",  # a record of a game this Herna does not know
    "unreadable",  # a file the system would not read (params: errno)
    "not_a_save",  # a record without the room's data
    "other_game",  # the save of one game holding another
    "illegal_move",  # a move the rules refuse (params: refusal, the IllegalMove; seat)
)
