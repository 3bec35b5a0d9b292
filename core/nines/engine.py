"""Playing one game of Nines (RULES.md A2.3-A4): applying moves, listing and drawing them.

`apply` validates a move completely before it changes anything, then mutates the state
in place and returns the events, in order.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NoReturn

from core.errors import IllegalMove
from core.nines import movegen
from core.nines.moves import (
    ENDS,
    LEFT,
    RIGHT,
    ColumnsTaken,
    DiceRolled,
    Follow,
    GameOver,
    Lead,
    RoundTied,
    RoundWon,
    StackWon,
    Take,
    TieRoll,
    TileLaid,
    TilesLed,
)
from core.nines.state import (
    NOBODY,
    OVER,
    PLAY,
    PLAYERS,
    TAKE,
    TIE,
    NinesState,
    Round,
)
from core.nines.tiles import FACE_ID, FACES, ON_TOP
from core.rng import Rng, roll_dice
from core.rules import CHANCE

_tuple_new = tuple.__new__  # builds a named tuple event without its Python-level __new__


# -- validation messages (the slow path) ---------------------------------------------

def _refuse_turn(state: NinesState, move: Any) -> NoReturn:
    """Refuse `move` when it is not this seat's turn or the phase is wrong."""
    seat = move.seat
    if state.phase == OVER:
        raise IllegalMove("the game is over", "game_over")
    if type(move) is TieRoll:
        raise IllegalMove("no roll-off is due", "no_roll_off")
    if type(seat) is not int or not 0 <= seat < PLAYERS:
        raise IllegalMove(f"there is no seat {seat!r}", "no_seat")
    if state.phase == TIE:
        tied = ", ".join(map(str, state.tied))
        raise IllegalMove(f"seats {tied} roll the dice first to decide who leads",
                          "roll_off_first")
    if state.to_move != seat:
        raise IllegalMove(f"it is seat {state.to_move}'s turn, not seat {seat}'s",
                          "not_your_turn", seat=state.to_move)
    if state.phase == TAKE:
        raise IllegalMove("take two columns from the left or the right end of the wall first",
                          "take_first")
    if type(move) is Take:
        raise IllegalMove("the wall is gone: there are no columns to take", "wall_gone")
    stacks = len(state.rounds[-1].stacks)
    if stacks:
        raise IllegalMove(f"you follow this round: {_lay_words(stacks)}", "follow_now",
                          count=stacks)
    raise IllegalMove("you lead this round: there is nothing to follow yet", "lead_now")


def _lay_words(k: int) -> str:
    return "lay 1 tile on the stack" if k == 1 else f"lay {k} tiles, one on each stack"


def _faces(tiles: Any) -> list[int]:
    if type(tiles) is not tuple and type(tiles) is not list:
        raise IllegalMove(f"tiles must be a list of tiles, not {tiles!r}")
    try:
        return [FACE_ID[t] for t in tiles]
    except (KeyError, TypeError):
        for t in tiles:
            if not isinstance(t, str) or t not in FACE_ID:
                raise IllegalMove(f"{t!r} is not a tile") from None
        raise


def _without(hand: list[int], faces: list[int]) -> list[int]:
    """`hand` less `faces`; IllegalMove naming the first tile not held."""
    rest = hand.copy()
    for f in faces:
        try:
            rest.remove(f)
        except ValueError:
            if f in hand:
                raise IllegalMove(f"you hold only {hand.count(f)} {FACES[f]}, "
                                  f"you lay it {faces.count(f)} times", "held_fewer",
                                  tile=FACES[f], count=hand.count(f)) from None
            raise IllegalMove(f"you hold no {FACES[f]}", "not_held",
                              tile=FACES[f]) from None
    return rest


# -- the moves ------------------------------------------------------------------------

def _take(state: NinesState, move: Take) -> list[Any]:
    seat = move.seat
    if state.phase != TAKE or state.to_move != seat or type(seat) is not int:
        _refuse_turn(state, move)
    end = move.end
    if end == LEFT:
        cols = (state.left, state.left + 1)
        state.left += 2
    elif end == RIGHT:
        cols = (state.right - 1, state.right - 2)
        state.right -= 2
    else:
        raise IllegalMove(f"take from the 'left' or the 'right' end, not {end!r}")
    wall = state.wall
    tiles = wall[cols[0]] + wall[cols[1]]
    hand = state.hands[seat]
    hand.extend(tiles)
    hand.sort()  # hands stay sorted by face id, as the observation shows them
    state.takes.append((seat, end))
    if state.left == state.right:
        state.phase = PLAY
        state.rounds.append(Round(state.opener))
        state.to_move = state.opener
    else:
        state.to_move = (seat + 1) % PLAYERS
    return [ColumnsTaken(seat, end, cols, tuple([FACES[f] for f in tiles]))]


def _lead(state: NinesState, move: Lead) -> list[Any]:
    seat = move.seat
    if (state.phase != PLAY or state.to_move != seat or type(seat) is not int
            or state.rounds[-1].stacks):
        _refuse_turn(state, move)
    faces = _faces(move.tiles)
    n = len(faces)
    hand = state.hands[seat]
    if not 1 <= n <= movegen.MAX_LEAD:
        raise IllegalMove(f"lead 1 to 4 tiles, not {n}", "lead_count", count=n)
    if n > len(hand):
        raise IllegalMove(f"you hold only {len(hand)} tiles; you cannot lead {n}",
                          "lead_over_hand", count=len(hand))
    state.hands[seat] = _without(hand, faces)
    rnd = state.rounds[-1]
    rnd.plays.append((seat, tuple(faces)))
    rnd.stacks = [[f] for f in faces]
    rnd.tops = [seat] * n
    state.to_move = (seat + 1) % PLAYERS
    return [TilesLed(seat, tuple([FACES[f] for f in faces]))]


def _follow(state: NinesState, move: Follow) -> list[Any]:
    seat = move.seat
    if state.phase != PLAY or state.to_move != seat or type(seat) is not int:
        _refuse_turn(state, move)
    rnd = state.rounds[-1]
    stacks = rnd.stacks
    k = len(stacks)
    if not k:
        _refuse_turn(state, move)
    faces = _faces(move.tiles)
    if len(faces) != k:
        raise IllegalMove(_lay_words(k), "lay_count", count=k)
    state.hands[seat] = _without(state.hands[seat], faces)
    tops = rnd.tops
    events: list[Any] = []
    for i, f in enumerate(faces):
        stack = stacks[i]
        if ON_TOP[f][stack[-1]]:
            stack.append(f)
            tops[i] = seat
            events.append(_tuple_new(TileLaid, (seat, i, FACES[f], True)))
        else:
            stack.insert(0, f)
            events.append(_tuple_new(TileLaid, (seat, i, FACES[f], False)))
    rnd.plays.append((seat, tuple(faces)))
    nxt = (seat + 1) % PLAYERS
    if nxt == rnd.leader:
        _end_round(state, rnd, events)
    else:
        state.to_move = nxt
    return events


def _end_round(state: NinesState, rnd: Round, events: list[Any]) -> None:
    won = [0] * PLAYERS
    points = state.points
    for i, stack in enumerate(rnd.stacks):
        seat = rnd.tops[i]
        won[seat] += 1
        points[seat] += 1
        events.append(StackWon(i, seat, tuple([FACES[f] for f in stack])))
    rnd.won = won
    best = max(won)
    tied = tuple([s for s in range(PLAYERS) if won[s] == best])
    if len(tied) == 1:
        _decide(state, rnd, tied[0], events)
    else:
        state.phase = TIE
        state.to_move = CHANCE
        state.tied = tied
        events.append(RoundTied(tied, tuple(won)))


def _decide(state: NinesState, rnd: Round, winner: int, events: list[Any]) -> None:
    rnd.winner = winner
    state.tied = ()
    events.append(RoundWon(winner, tuple(rnd.won or ())))
    if state.hands[winner]:
        state.phase = PLAY
        state.to_move = winner
        state.rounds.append(Round(winner))
    else:
        state.phase = OVER
        state.to_move = NOBODY
        events.append(GameOver(tuple(state.points)))


def _check_rolls(state: NinesState, rolls: Any) -> None:
    if type(rolls) is not tuple and type(rolls) is not list:
        raise IllegalMove(f"rolls must be a list of (seat, dice), not {rolls!r}")
    seats = []
    for entry in rolls:
        if (type(entry) is not tuple and type(entry) is not list) or len(entry) != 2:
            raise IllegalMove(f"a roll is (seat, (die, die)), not {entry!r}")
        seat, dice = entry
        if type(seat) is not int or seat not in state.tied or seat in seats:
            want = ", ".join(map(str, state.tied))
            raise IllegalMove(f"the roll-off is between seats {want}, each rolling once; "
                              f"seat {seat!r} cannot roll")
        if (type(dice) is not tuple and type(dice) is not list) or len(dice) != 2 or not all(
                type(d) is int and 1 <= d <= 6 for d in dice):
            raise IllegalMove(f"seat {seat} must roll two dice of 1 to 6, not {dice!r}")
        seats.append(seat)
    missing = [s for s in state.tied if s not in seats]
    if missing:
        raise IllegalMove(f"seat {missing[0]} must roll too: the roll-off is between seats "
                          + ", ".join(map(str, state.tied)))


def _tie_roll(state: NinesState, move: TieRoll) -> list[Any]:
    if state.phase != TIE:
        _refuse_turn(state, move)
    _check_rolls(state, move.rolls)
    rolls = tuple((seat, (dice[0], dice[1])) for seat, dice in move.rolls)
    rnd = state.rounds[-1]
    rnd.tie_rolls.append(rolls)
    events: list[Any] = [DiceRolled(seat, dice, "tie") for seat, dice in rolls]
    best = max(a + b for _, (a, b) in rolls)
    top = tuple(sorted(seat for seat, (a, b) in rolls if a + b == best))
    if len(top) == 1:
        _decide(state, rnd, top[0], events)
    else:
        state.tied = top
        events.append(RoundTied(top, tuple(rnd.won or ())))
    return events


_HANDLERS: dict[type, Callable[[NinesState, Any], list[Any]]] = {
    Follow: _follow, Lead: _lead, Take: _take, TieRoll: _tie_roll}


def apply(state: NinesState, move: Any) -> list[Any]:
    handler = _HANDLERS.get(type(move))
    if handler is None:
        raise IllegalMove(f"{move!r} is not a move of Nines")
    return handler(state, move)


def chance_move(state: NinesState, rng: Rng) -> TieRoll:
    if state.phase != TIE:
        raise IllegalMove("no roll-off is due")
    return TieRoll(tuple((seat, roll_dice(rng)) for seat in state.tied))


# -- listing and drawing moves ----------------------------------------------------------

def legal_moves(state: NinesState) -> list[Any]:
    """Every distinct legal move of the seat to act ([] at a chance node or the end)."""
    seat = state.to_move
    if state.phase == TAKE:
        return [Take(seat, end) for end in ENDS]
    if state.phase != PLAY:
        return []
    hand = state.hands[seat]
    k = len(state.rounds[-1].stacks)
    if k:
        return [Follow(seat, tuple([FACES[f] for f in c])) for c in movegen.all_follows(hand, k)]
    return [Lead(seat, tuple([FACES[f] for f in c])) for c in movegen.all_leads(hand)]


def random_move(state: NinesState, rng: Rng) -> Any:
    """A uniform move among `legal_moves(state)`, drawn without listing them; at a
    chance node, the chance move."""
    phase = state.phase
    if phase == PLAY:
        seat = state.to_move
        k = len(state.rounds[-1].stacks)
        if k:
            faces = movegen.random_follow(state.hands[seat], k, rng)
            return Follow(seat, tuple([FACES[f] for f in faces]))
        faces = movegen.random_lead(state.hands[seat], rng)
        return Lead(seat, tuple([FACES[f] for f in faces]))
    if phase == TAKE:
        return Take(state.to_move, ENDS[rng.getrandbits(1)])
    if phase == TIE:
        return chance_move(state, rng)
    raise IllegalMove("the game is over")
