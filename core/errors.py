"""The one exception type the rules raise, and the one for broken records."""


class IllegalMove(ValueError):
    """A move the rules refuse. `str(exc)` is a reason a player can read.

    Raising it never changes the state the move was tried on.
    """


class RecordError(ValueError):
    """A record that cannot be loaded. The message names the first problem and,
    where it lies in the moves, the deal/round and the seat."""
