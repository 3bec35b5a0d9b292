"""The arena's ISMCTS in Tien Gow: legal moves, only its observation, the same move for a
seed and iteration budget, the time budget kept, a stop on cancel, and the world it
searches plays and scores a game as the rules do."""

from __future__ import annotations

import random
import time
from typing import Any

import pytest

from bench.ismcts import make_ismcts
from bench.ismcts.tiengow import DOWN, UP, TienGowIsmcts, TienGowWorld
from core.ai import Budget
from core.errors import IllegalMove
from core.tiengow import RULES, Beat, Discard, Lead
from core.tiengow.scoring import payments
from core.tiengow.state import TienGowState
from core.tiengow.tiles import faces_of, ids_of, mask_of_faces, mask_of_ids

SMALL = Budget(iterations=60)
VARIANTS = [{}, {"combos": "pure", "early_death": "any", "supreme": "highest",
                 "dragons": True, "banker": "increasing"},
            {"combos": "pairs", "early_death": "off", "triplets": "by_group",
             "banker": "none"}]


def random_positions(n: int, seed: int, **options) -> list[TienGowState]:
    """`n` positions of random games, each stopped after a random number of moves."""
    rng = random.Random(seed)
    out: list[TienGowState] = []
    while len(out) < n:
        state = RULES.new_game(rng, players=4, options=options)
        stop = rng.randrange(32)
        for _ in range(stop):
            if RULES.is_over(state):
                break
            RULES.apply(state, RULES.random_move(state, rng))
        if not RULES.is_over(state):
            out.append(state)
    return out


def hidden_twin(state: TienGowState, seat: int, rng: random.Random) -> TienGowState:
    """`state` with every tile `seat` has not seen (the other hands and the others'
    face-down discards) dealt again at random into the same places."""
    twin = state.copy()
    twin.tricks = [trick.copy() for trick in state.tricks]  # copy() shares decided ones
    if twin.current is not None:
        twin.current = twin.tricks[-1]
    places: list[tuple[str, int, int]] = []  # ("hand", seat, 0) or ("trick", t, play)
    pool: list[int] = []  # face ids
    for other in range(4):
        if other != seat:
            places.append(("hand", other, 0))
            pool += ids_of(twin.hands[other])
    for t, trick in enumerate(twin.tricks):
        for p, (s, mask, up) in enumerate(trick.plays):
            if s != seat and not up:
                places.append(("trick", t, p))
                pool += ids_of(mask)
    rng.shuffle(pool)
    at = 0
    for kind, a, b in places:
        size = (twin.hands[a] if kind == "hand" else twin.tricks[a].plays[b][1]).bit_count()
        dealt = mask_of_ids(pool[at:at + size])
        assert dealt is not None
        at += size
        if kind == "hand":
            twin.hands[a] = dealt
        else:
            s, _, up = twin.tricks[a].plays[b]
            twin.tricks[a].plays[b] = (s, dealt, up)
    return twin


def test_the_arena_seats_it():
    assert isinstance(make_ismcts(RULES), TienGowIsmcts)


@pytest.mark.parametrize("options", VARIANTS)
def test_plays_legal_moves(options):
    for i, state in enumerate(random_positions(25, seed=3, **options)):
        obs = RULES.observation(state, RULES.to_move(state))
        move = TienGowIsmcts().choose(obs, random.Random(i), SMALL)
        assert move in RULES.obs_legal_moves(obs)
        assert move in RULES.legal_moves(state)


@pytest.mark.parametrize("options", VARIANTS[:2])
def test_plays_whole_games_legally(options):
    rng = random.Random(7)
    state = RULES.new_game(rng, players=4, options=options)
    agent = TienGowIsmcts()
    while not RULES.is_over(state):
        obs = RULES.observation(state, RULES.to_move(state))
        move = agent.choose(obs, rng, Budget(iterations=30))
        assert move in RULES.legal_moves(state)
        RULES.apply(state, move)


def test_hidden_tiles_do_not_change_the_move():
    rng = random.Random(11)
    differ = 0
    for i, state in enumerate(random_positions(25, seed=4)):
        seat = RULES.to_move(state)
        twin = hidden_twin(state, seat, rng)
        differ += twin.hands != state.hands
        obs = RULES.observation(state, seat)
        assert RULES.observation(twin, seat) == obs  # the same view ...
        moves = [TienGowIsmcts().choose(RULES.observation(s, seat), random.Random(i),
                                        Budget(iterations=120)) for s in (state, twin)]
        assert moves[0] == moves[1]  # ... the same move
    assert differ >= 20  # the twins did hide other tiles


def test_same_seed_and_iterations_give_the_same_move_and_count():
    for i, state in enumerate(random_positions(10, seed=5)):
        obs = RULES.observation(state, RULES.to_move(state))
        runs = []
        for _ in range(2):
            agent = TienGowIsmcts()
            runs.append((agent.choose(obs, random.Random(i), Budget(iterations=150)),
                         agent.iterations))
        assert runs[0] == runs[1]
        assert runs[0][1] == 150


def test_the_time_budget_is_kept_roughly():
    state = RULES.new_game(random.Random(8), players=4)
    obs = RULES.observation(state, RULES.to_move(state))
    agent = TienGowIsmcts()
    start = time.perf_counter()
    agent.choose(obs, random.Random(1), Budget(ms=80))
    took = time.perf_counter() - start
    assert 0.08 <= took < 0.6
    assert agent.iterations > 0


def test_cancel_stops_the_search_at_once():
    for state in random_positions(6, seed=6):
        obs = RULES.observation(state, RULES.to_move(state))
        polls: list[int] = []
        agent = TienGowIsmcts()
        move = agent.choose(obs, random.Random(1), Budget(iterations=10**9),
                            lambda polls=polls: polls.append(1) or len(polls) > 4)
        assert move in RULES.obs_legal_moves(obs)
        assert agent.iterations == 4


def test_out_of_turn_is_refused():
    state = RULES.new_game(random.Random(5), players=4)
    obs = RULES.observation(state, (RULES.to_move(state) + 1) % 4)
    with pytest.raises(IllegalMove):
        TienGowIsmcts().choose(obs, random.Random(1), SMALL)


class _Logged(TienGowWorld):
    """A world that writes down every play it makes: (seat, mask, face up)."""

    __slots__ = ("log",)

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self.log: list[tuple[int, int, bool]] = []

    def _lead(self, mask: int) -> None:
        self.log.append((self.seat, mask, True))
        super()._lead(mask)

    def _follow(self, mask: int, up: bool) -> None:
        self.log.append((self.seat, mask, up))
        super()._follow(mask, up)


def _engine_move(state: TienGowState, seat: int, mask: int, up: bool):
    faces = faces_of(mask)
    if state.current is None:
        return Lead(seat, faces)
    return Beat(seat, faces) if up else Discard(seat, faces)


def _keys(state: TienGowState, observer: int) -> set[int]:
    """The world's move keys from the rules' legal moves."""
    keys = set()
    for move in RULES.legal_moves(state):
        mask = mask_of_faces(move.tiles)
        assert mask is not None
        if isinstance(move, Discard):
            keys.add(mask if state.to_move == observer else DOWN)
        else:
            keys.add(mask | UP if isinstance(move, Beat) else mask)
    return keys


@pytest.mark.parametrize("seed", range(8))
def test_a_world_plays_and_scores_the_game_as_the_rules_do(seed):
    """From the true hands, the world's moves are the rules' (another seat's discards
    one move), every play of the tree and of the playout is legal, and its rewards are
    the rules' chips."""
    options = VARIANTS[seed % len(VARIANTS)]
    rng = random.Random(seed)
    state = random_positions(1, seed=100 + seed, **options)[0]
    observer = RULES.to_move(state)
    obs = RULES.observation(state, observer)
    world = _Logged(obs, list(state.hands), random.Random(seed))
    for _ in range(rng.randrange(1, 12)):  # the tree's part: moves one by one
        if world.player() is None:
            break
        assert world.player() == RULES.to_move(state)
        moves = world.moves()
        assert set(moves) == _keys(state, observer)
        world.play(moves[rng.randrange(len(moves))])
        RULES.apply(state, _engine_move(state, *world.log[-1]))
    in_tree = len(world.log)
    world.rollout(random.Random(seed + 1))  # the playout's part
    for seat, mask, up in world.log[in_tree:]:
        assert RULES.to_move(state) == seat
        RULES.apply(state, _engine_move(state, seat, mask, up))  # IllegalMove if not legal
    assert RULES.is_over(state) and world.player() is None
    assert world.won == state.won
    points = payments(world.won, world.winner, world.banker, world.mult)
    assert points == RULES.scores(state)
    assert world.rewards() == [(p + 5 * obs.multiplier) / (20 * obs.multiplier)
                               for p in points]
    assert all(0 <= r <= 1 for r in world.rewards())



def test_the_arena_tells_leads_from_follows():
    from core.arena import decision_kind

    state = RULES.new_game(random.Random(9), players=4)
    assert decision_kind(RULES.observation(state, RULES.to_move(state))) == "lead"
    RULES.apply(state, RULES.random_move(state, random.Random(1)))
    assert decision_kind(RULES.observation(state, RULES.to_move(state))) == "follow"
