"""core.net.codec: observations, events, moves and public records on the wire. Exact
round trips over random games of both games, what each seat may see of every move and of
a record, what the Nines board makes of a hidden take, and untrusted input refused with
CodecError and nothing else."""

from __future__ import annotations

import copy
import functools
import json
from dataclasses import dataclass, field
from typing import Any

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.errors import RecordError
from core.net import codec
from core.net.codec import (
    MAX_EVENTS,
    CodecError,
    decode_events,
    decode_move,
    decode_observation,
    encode_events,
    encode_move,
    encode_observation,
    public_record,
)
from core.net.protocol import MoveBody
from core.nines.moves import ColumnsTaken, Follow, Lead, Take, TieRoll
from core.nines.setup import opening_events
from core.nines.tiles import FACES
from core.private import redacted
from core.records import load_record, write_record
from core.rng import make_rng
from core.royal.cards import CARDS
from core.royal.moves import DealCards, LayCard, LayOutAll, Pass, PlayCard
from core.rules import CHANCE, get_rules
from gui.nines.board import Board

NAMES = frozenset(FACES) | frozenset(CARDS)
FACE_UP = (Lead, Follow, PlayCard, LayCard, LayOutAll)  # moves that show their pieces
# Royal observation fields that name cards nobody has seen: the others' cards, the cards
# a seat is known not to hold, the cards that may be laid, the penalty cards not taken,
# the led suit.
UNSEEN = frozenset({"unseen_mask", "absent_masks", "frontier_mask", "penalty_cards_left",
                    "lead_mask"})
GAMES = (
    *[("nines", 4, {}, seed) for seed in range(10)],
    *[("royal", n, {"matchsticks": 30 * sticks, "end_early": bool((n + sticks) % 2)},
       100 + 2 * n + sticks) for n in (3, 4, 5, 6) for sticks in (0, 1)],
)


@dataclass
class Played:
    """A random game: `views[k][s]` seat s's observation before move k (the last one:
    at the end), the moves and their events, and records written along the way."""

    game: str
    players: int
    views: list[tuple[Any, ...]] = field(default_factory=list)
    moves: list[Any] = field(default_factory=list)
    events: list[list[Any]] = field(default_factory=list)
    records: list[dict[str, Any]] = field(default_factory=list)
    opening: list[Any] = field(default_factory=list)


def _play(game: str, players: int, options: dict[str, Any], seed: int) -> Played:
    rules = get_rules(game)
    options = {**rules.default_options, **options}
    rng = make_rng(seed)
    state = rules.new_game(rng, players=players, options=options)
    seats = [{"name": f"Hráč {i + 1}", "kind": "human"} for i in range(players)]
    out = Played(game, players, opening=opening_events(state) if game == "nines" else [])
    while True:
        out.views.append(tuple(rules.observation(state, s) for s in range(players)))
        over = rules.is_over(state)
        if over or len(out.moves) % 9 == 4:
            out.records.append(write_record(rules, state, seed=seed, players=seats,
                                            options=options))
        if over:
            return out
        if rules.to_move(state) == CHANCE:
            move = rules.chance_move(state, rng)
        else:
            move = rules.random_move(state, rng)
        out.events.append(rules.apply(state, move))
        out.moves.append(move)


@functools.cache
def played() -> tuple[Played, ...]:
    return tuple(_play(*spec) for spec in GAMES)


def plain(value: Any) -> Any:
    """`value`, after checking it is plain JSON that survives a trip through JSON text."""

    def check(x: Any) -> None:
        if type(x) is dict:
            assert all(type(k) is str for k in x)
            for v in x.values():
                check(v)
        elif type(x) is list:
            for v in x:
                check(v)
        else:
            assert x is None or type(x) in (str, int, bool), x

    check(value)
    again = json.loads(json.dumps(value))
    assert again == value
    return again


def strings(value: Any) -> set[str]:
    """Every string in a JSON value, keys included."""
    if type(value) is str:
        return {value}
    if type(value) is dict:
        return set(value).union(*(strings(v) for v in value.values()))
    if type(value) is list:
        return set().union(*(strings(v) for v in value))
    return set()


def view(p: Played, k: int, seat: int) -> Any:
    """Seat `seat`'s observation before move k; nobody's (-1): without any hand."""
    return p.views[k][seat] if seat >= 0 else redacted(p.views[k][0])


def seen(game: str, obs: Any) -> set[str]:
    """The tiles and cards `obs` shows as seen (not those it names as unseen)."""
    data = encode_observation(game, obs)
    return NAMES & strings({k: v for k, v in data.items() if k not in UNSEEN})


def known(p: Played, k: int, seat: int) -> set[str]:
    """What `seat` legitimately knows of move k: its view just before and just after it,
    and the pieces a face-up move shows everyone (Royal's observation forgets a deal
    once it ends, with the very card that ended it)."""
    move = p.moves[k]
    shown = set(getattr(move, "tiles", ())) | set(getattr(move, "cards", ())) \
        if isinstance(move, FACE_UP) else set()
    if isinstance(move, PlayCard | LayCard):
        shown.add(move.card)
    return seen(p.game, view(p, k, seat)) | seen(p.game, view(p, k + 1, seat)) | shown


def as_seen_by(ev: Any, seat: int) -> Any:
    if type(ev) is ColumnsTaken and ev.seat != seat:
        return ev._replace(tiles=())
    return ev


# --- round trips --------------------------------------------------------------------------


def test_observations_round_trip_at_every_ply_for_every_seat() -> None:
    count = 0
    for p in played():
        for views in p.views:
            for obs in views:
                for o in (obs, redacted(obs)):
                    data = plain(encode_observation(p.game, o))
                    assert decode_observation(p.game, data) == o
                    count += 1
    assert count > 10_000


def test_masks_and_sets_travel_as_sorted_names() -> None:
    p = next(p for p in played() if p.game == "royal" and p.players == 4)
    obs = next(o for views in p.views for o in views if o.phase == "domino" and o.places)
    data = encode_observation("royal", obs)
    assert data["hand_mask"] == list(obs.hand) and set(data["hand_mask"]) <= set(CARDS)
    assert all(v == sorted(v) for v in data["voids"])
    assert all(type(card) is str for mask in data["absent_masks"] for card in mask)


def test_events_show_each_seat_only_what_it_knows_and_round_trip() -> None:
    checked = hidden = 0
    for p in played():
        for k, (move, events) in enumerate(zip(p.moves, p.events, strict=True)):
            for seat in range(-1, p.players):
                data = plain(encode_events(p.game, events, seat))
                assert [d["kind"] for d in data] == [type(ev).__name__ for ev in events]
                back = decode_events(p.game, data, p.players)
                assert back == [as_seen_by(ev, seat) for ev in events]
                if seat == move.seat or move.seat == CHANCE or p.game == "royal":
                    assert back == events  # the mover (and in Royal anyone) sees it all
                extra = (NAMES & strings(data)) - known(p, k, seat)
                assert not extra, (p.game, k, seat, move, extra)
                for ev, d in zip(events, data, strict=True):
                    if type(ev) is ColumnsTaken and ev.seat != seat:
                        assert d["tiles"] == [] and len(ev.tiles) == 8
                        hidden += 1
                checked += 1
    assert checked > 5000 and hidden > 100


def test_unhidden_takes_would_be_caught() -> None:
    """The check above has teeth: another seat's take shown as is names tiles it cannot
    know."""
    caught = 0
    for p in played():
        for k, events in enumerate(p.events):
            if type(events[0]) is ColumnsTaken:
                other = (events[0].seat + 1) % 4
                names = NAMES & strings(encode_events("nines", events, events[0].seat))
                caught += bool(names - known(p, k, other))
    assert caught > 20


def test_opening_roll_round_trips() -> None:
    for p in played():
        if p.game == "nines":
            data = plain(encode_events("nines", p.opening, -1))
            assert decode_events("nines", data) == p.opening


def test_board_follows_hidden_takes_as_its_observation_shows_them() -> None:
    """gui.nines.board.Board: a client's board fed the events as its seat sees them
    (another seat's take without tiles) lies as the board built from its observation."""
    for p in played():
        if p.game != "nines":
            continue
        for seat in range(4):
            board = Board.from_observation(p.views[0][seat], shown_seat=seat)
            for k, events in enumerate(p.events):
                for ev in decode_events("nines", encode_events("nines", events, seat)):
                    board.apply(ev)
                after = Board.from_observation(p.views[k + 1][seat], shown_seat=seat)
                assert board.layout() == after.layout(), (k, seat)


def test_every_legal_move_round_trips() -> None:
    count = 0
    for p in played():
        rules = get_rules(p.game)
        for k, move in enumerate(p.moves):
            if move.seat == CHANCE:
                with pytest.raises(CodecError) as exc:
                    encode_move(p.game, move)
                assert exc.value.code == "chance"
                continue
            for m in [move, *rules.obs_legal_moves(p.views[k][move.seat])[:40]]:
                data = plain(encode_move(p.game, m))
                assert "seat" not in data
                assert decode_move(p.game, data, m.seat) == m
                body = msgspec.to_builtins(msgspec.convert(data, MoveBody))
                assert decode_move(p.game, body, m.seat) == m  # with the other fields null
                count += 1
    assert count > 5000


@pytest.mark.parametrize(("game", "move", "data"), [
    ("nines", Take(2, "left"), {"kind": "take", "end": "left"}),
    ("nines", Lead(0, ("6-6", "2-4")), {"kind": "lead", "tiles": ["6-6", "2-4"]}),
    ("nines", Follow(3, ("1-1",)), {"kind": "follow", "tiles": ["1-1"]}),
    ("royal", PlayCard(4, "QB"), {"kind": "play", "card": "QB"}),
    ("royal", LayCard(1, "10R"), {"kind": "lay", "card": "10R"}),
    ("royal", LayOutAll(0, ("JR", "QR")), {"kind": "lay_all", "cards": ["JR", "QR"]}),
    ("royal", Pass(5), {"kind": "pass"}),
])
def test_moves_as_the_protocol_writes_them(game: str, move: Any, data: dict) -> None:
    assert encode_move(game, move) == data
    assert decode_move(game, data, move.seat) == move


def test_chance_moves_are_never_encoded() -> None:
    for game, move in (("nines", TieRoll(((0, (1, 2)), (1, (3, 4))))),
                       ("royal", DealCards((("6R",),) * 3))):
        with pytest.raises(CodecError) as exc:
            encode_move(game, move)
        assert exc.value.code == "chance"


# --- public records -------------------------------------------------------------------


def _shown(part: dict[str, Any]) -> set[str]:
    """Every piece played face up in a Nines record or a Royal deal."""
    if "rounds" in part:
        return {t for rnd in part["rounds"] for play in rnd["plays"] for t in play["tiles"]}
    return {c for key in ("tricks", "turns") for item in part.get(key, [])
            for c in item.get("cards", [])}


def test_public_records_keep_only_what_the_seat_saw() -> None:
    checked = secrets = 0
    for p in played():
        for record in p.records:
            for seat in range(-1, p.players):
                pub = plain(public_record(record, seat))
                assert pub["public"] == {"seat": seat}
                assert "seed" not in pub and "wall" not in pub and "x-herna-save" not in pub
                for key in ("format", "version", "game", "players", "options", "finished"):
                    assert pub[key] == record[key]
                if p.game == "nines":
                    for key in ("game_number", "roll", "opener", "takes", "rounds", "points"):
                        assert pub[key] == record[key]
                    parts = [(pub, record)]
                else:
                    assert pub["totals"] == record["totals"]
                    assert pub.get("matchsticks") == record.get("matchsticks")
                    assert len(pub["deals"]) == len(record["deals"])
                    parts = list(zip(pub["deals"], record["deals"], strict=True))
                for mine, full in parts:
                    assert mine["hands"] == [h if s == seat else None
                                             for s, h in enumerate(full["hands"])]
                    if p.game == "royal":  # a deal keeps all but the others' hands
                        assert mine == {**full, "hands": mine["hands"]}
                    hands = full["hands"]
                    own = set(hands[seat]) if seat >= 0 else set()
                    secret = {x for s, hand in enumerate(hands) if s != seat
                              for x in hand} - _shown(full) - own
                    assert not secret & strings(mine), (p.game, seat, secret & strings(mine))
                    secrets += bool(secret)
                checked += 1
                with pytest.raises(RecordError):
                    load_record(pub)  # a view, not a replayable record
    assert checked > 300 and secrets > 100


# --- untrusted input ------------------------------------------------------------------


def _sample_data() -> list[tuple[str, str, Any]]:
    """(function, game, valid data) to mutate: observations, events of every kind, moves."""
    out: list[tuple[str, str, Any]] = []
    kinds: set[tuple[str, str]] = set()
    for p in played():
        views = p.views
        for k in (0, len(views) // 3, len(views) // 2, len(views) - 1):
            out.append(("observation", p.game, encode_observation(p.game, views[k][0])))
        for events in p.events:
            data = encode_events(p.game, events, 0)
            new = {(p.game, d["kind"]) for d in data} - kinds
            if new:
                kinds |= new
                out.append(("events", p.game, data))
    moves = [("nines", Take(0, "right")), ("nines", Lead(1, ("1-2", "2-4", "3-5"))),
             ("nines", Follow(2, ("6-6", "1-3"))), ("royal", PlayCard(0, "KS")),
             ("royal", LayCard(0, "9G")), ("royal", LayOutAll(0, ("10S", "JS", "QS"))),
             ("royal", Pass(0))]
    out += [("move", game, encode_move(game, move)) for game, move in moves]
    return out


SAMPLES = functools.cache(_sample_data)
DECODERS = {
    "observation": lambda game, data: decode_observation(game, data),
    "events": lambda game, data: decode_events(game, data, 4),
    "move": lambda game, data: decode_move(game, data, 1),
}
FIELD_NAMES = ("kind", "seat", "tiles", "cards", "card", "end", "hand", "players", "rounds",
               "stacks", "hand_mask", "trick", "tricks", "turns", "voids", "rows", "stocks")
ATOMS = (st.none() | st.booleans() | st.integers() | st.integers(-3, 40)
         | st.floats(allow_nan=True) | st.text(max_size=4)
         | st.sampled_from([*sorted(NAMES), "6-3", "1R", "left", "ColumnsTaken", "lead",
                                            "play", "pass", "tricks", "domino"]))
JUNK = st.recursive(
    ATOMS, lambda children: (st.lists(children, max_size=6)
                             | st.tuples(children) | st.frozensets(st.integers(), max_size=3)
                             | st.dictionaries(st.sampled_from(FIELD_NAMES) | st.text(max_size=3)
                                               | st.integers(), children, max_size=6)),
    max_leaves=25)


def _decode_or_refuse(kind: str, game: str, data: Any) -> None:
    try:
        DECODERS[kind](game, data)
    except CodecError as exc:
        assert exc.code in codec.CODES and str(exc)


def _paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path]
    if type(value) is dict:
        for key, v in value.items():
            out += _paths(v, (*path, key))
    elif type(value) is list:
        for i, v in enumerate(value):
            out += _paths(v, (*path, i))
    return out


def _mutate(value: Any, path: tuple[Any, ...], how: str, junk: Any) -> Any:
    if not path:
        return {"replace": junk, "wrap": [value], "grow": [value] * 50,
                "add": {**value, "x": junk} if type(value) is dict else junk}.get(how, junk)
    value = copy.copy(value)
    head, rest = path[0], path[1:]
    if how == "delete" and not rest:
        del value[head]
    else:
        value[head] = _mutate(value[head], rest, how, junk)
    return value


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(kind=st.sampled_from(sorted(DECODERS)), game=st.sampled_from(["nines", "royal"]),
       data=JUNK)
def test_junk_is_refused_with_codec_error(kind: str, game: str, data: Any) -> None:
    _decode_or_refuse(kind, game, data)


@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(pick=st.data(), how=st.sampled_from(["replace", "delete", "wrap", "grow", "add"]),
       junk=JUNK)
def test_damaged_data_is_refused_with_codec_error(pick: st.DataObject, how: str,
                                                  junk: Any) -> None:
    kind, game, data = pick.draw(st.sampled_from(SAMPLES()))
    path = pick.draw(st.sampled_from(_paths(data)))
    if how == "delete" and (not path or type(path[-1]) is int):
        how = "replace"
    _decode_or_refuse(kind, game, _mutate(data, path, how, junk))


def _nines_obs() -> dict[str, Any]:
    return encode_observation("nines", played()[0].views[12][1])


def _royal_obs() -> dict[str, Any]:
    p = next(p for p in played() if p.game == "royal" and p.players == 4)
    return encode_observation("royal", p.views[40][2])


def _with(data: dict[str, Any], **changes: Any) -> dict[str, Any]:
    return {**data, **changes}


BAD_OBSERVATIONS = [
    ("nines", lambda d: _with(d, seat=True), "shape"),
    ("nines", lambda d: _with(d, seat=4), "range"),
    ("nines", lambda d: _with(d, seat=10**400), "range"),
    ("nines", lambda d: _with(d, seat=1.0), "shape"),
    ("nines", lambda d: _with(d, hand=["7-7"]), "name"),
    ("nines", lambda d: _with(d, hand=["6-3"]), "name"),  # one spelling only
    ("nines", lambda d: _with(d, hand=tuple(d["hand"])), "shape"),
    ("nines", lambda d: _with(d, hand=["6-6"] * 100_000), "size"),
    ("nines", lambda d: _with(d, phase="lunch"), "name"),
    ("nines", lambda d: _with(d, scores=[0, 0, 0]), "size"),
    ("nines", lambda d: _with(d, extra=1), "shape"),
    ("nines", lambda d: {k: v for k, v in d.items() if k != "rounds"}, "shape"),
    ("nines", lambda d: {**d, 1: 2}, "shape"),
    ("nines", lambda d: [d], "shape"),
    ("nines", lambda d: _with(d, rounds=[{**d["rounds"][0], "tops": [0]}]), "size"),
    ("nines", lambda d: _with(d, rounds=[{**d["rounds"][0], "winner": -1}]), "range"),
    ("royal", lambda d: _with(d, cards_left=[*d["cards_left"], 0]), "size"),
    ("royal", lambda d: _with(d, seat=4), "range"),
    ("royal", lambda d: _with(d, players=2), "range"),
    ("royal", lambda d: _with(d, hand_mask=["QB", "QB"]), "duplicate"),
    ("royal", lambda d: _with(d, played_mask=["QB"] * 37), "size"),
    ("royal", lambda d: _with(d, voids=[["X"]] * 4), "name"),
    ("royal", lambda d: _with(d, rows=[None] * 3), "size"),
    ("royal", lambda d: _with(d, turns=[{"seat": 0, "cards": [], "all": 1}]), "shape"),
    ("royal", lambda d: _with(d, is_over=0), "shape"),
    ("royal", lambda d: _with(d, stocks=[1, 2, 3, 4, 5]), "size"),
    ("ludo", lambda d: d, "game"),
]


@pytest.mark.parametrize(("game", "damage", "code"), BAD_OBSERVATIONS)
def test_bad_observations(game: str, damage: Any, code: str) -> None:
    good = _royal_obs() if game == "royal" else _nines_obs()
    with pytest.raises(CodecError) as exc:
        decode_observation(game, damage(good))
    assert exc.value.code == code


TAKE = {"kind": "ColumnsTaken", "seat": 1, "end": "left", "columns": [0, 1], "tiles": []}
PLAYED = {"kind": "CardPlayed", "seat": 3, "card": "QB"}


@pytest.mark.parametrize(("game", "data", "players", "code"), [
    ("nines", [_with(TAKE, tiles=["6-6"] * 3)], None, "size"),
    ("nines", [_with(TAKE, kind="Shuffled")], None, "kind"),
    ("nines", [_with(TAKE, kind=["ColumnsTaken"])], None, "kind"),
    ("nines", [{"seat": 1}], None, "kind"),
    ("nines", [_with(TAKE, seat=False)], None, "shape"),
    ("nines", [_with(TAKE, columns=[0, 8])], None, "range"),
    ("nines", [TAKE] * (MAX_EVENTS + 1), None, "size"),
    ("nines", [TAKE], 5, "range"),
    ("nines", {"events": []}, None, "shape"),
    ("nines", [PLAYED], None, "kind"),
    ("royal", [_with(PLAYED, card="QQ")], None, "name"),
    ("royal", [_with(PLAYED, seat=6)], None, "range"),
    ("royal", [PLAYED], 3, "range"),
    ("royal", [{"kind": "GameOver", "totals": [0] * 4, "winners": [0]}], 5, "size"),
    ("royal", [{"kind": "RowOpened", "seat": 0, "card": "JR"}], None, "name"),
    ("royal", [{"kind": "PlaceTaken", "seat": 0, "place": 4, "points": 30}], 4, "range"),
    ("royal", [[[[[]]]]], None, "shape"),
])
def test_bad_events(game: str, data: Any, players: int | None, code: str) -> None:
    with pytest.raises(CodecError) as exc:
        decode_events(game, data, players)
    assert exc.value.code == code


def test_deeply_nested_junk_is_refused_without_recursing() -> None:
    deep: Any = []
    for _ in range(100_000):
        deep = [deep]
    for kind in DECODERS:
        with pytest.raises(CodecError):
            DECODERS[kind]("royal", deep)


@pytest.mark.parametrize(("game", "data", "seat", "code"), [
    ("nines", {"kind": "take", "end": "middle"}, 0, "name"),
    ("nines", {"kind": "lead", "tiles": []}, 0, "size"),
    ("nines", {"kind": "lead", "tiles": ["6-6"] * 5}, 0, "size"),
    ("nines", {"kind": "follow", "tiles": "6-6"}, 0, "shape"),
    ("nines", {"kind": "play", "card": "QB"}, 0, "kind"),
    ("nines", {"kind": "take", "end": "left"}, 4, "range"),
    ("nines", {"kind": "take", "end": "left"}, True, "range"),
    ("nines", {"kind": "take"}, 0, "shape"),
    ("nines", {"kind": "take", "end": "left", "seat": 0}, 0, "shape"),
    ("royal", {"kind": "pass", "card": "QB"}, 0, "shape"),
    ("royal", {"kind": "lay_all", "cards": ["QB"]}, 0, "size"),
    ("royal", {"kind": "lay_all", "cards": ["QB"] * 13}, 0, "size"),
    ("royal", {"kind": "play", "card": None}, 0, "shape"),
    ("royal", {"kind": "play", "card": "QB"}, 6, "range"),
    ("royal", {"kind": "take", "end": "left"}, 0, "kind"),
    ("royal", "pass", 0, "shape"),
    ("chess", {"kind": "pass"}, 0, "game"),
])
def test_bad_moves(game: str, data: Any, seat: Any, code: str) -> None:
    with pytest.raises(CodecError) as exc:
        decode_move(game, data, seat)
    assert exc.value.code == code


def test_null_fields_of_other_moves_are_ignored() -> None:
    data = {"kind": "pass", "end": None, "tiles": None, "card": None, "cards": None}
    assert decode_move("royal", data, 2) == Pass(2)


def test_bad_arguments_of_the_writers() -> None:
    events = played()[0].events[0]
    for seat in (-2, 4, True, None):
        with pytest.raises(CodecError):
            encode_events("nines", events, seat)
    with pytest.raises(CodecError):
        encode_observation("nines", played()[-1].views[0][0])  # a Royal observation
    with pytest.raises(CodecError):
        encode_move("royal", Take(0, "left"))
    with pytest.raises(CodecError):
        public_record({**played()[0].records[0]}, 4)
