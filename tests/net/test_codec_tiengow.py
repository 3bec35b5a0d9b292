"""core.net.codec for classic Tien Gow: exact round trips of observations, events and moves
over random games of every variant; what a seat is sent never holds another seat's
tiles nor the faces of a face-down discard (counted tile by tile in the JSON); the
public record; and untrusted data (malformed observations, events and moves, junk)
refused with a CodecError that says why, and nothing else."""

from __future__ import annotations

import copy
import functools
import json
import random
from collections import Counter
from dataclasses import dataclass, field, replace
from typing import Any

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.errors import RecordError
from core.net import codec
from core.net.codec import (
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
from core.records import load_record, write_record
from core.rng import make_rng
from core.rules import get_rules
from core.tiengow import Beat, Discard, Discarded, Lead, Led
from core.tiengow.observation import Observation, TrickView
from core.tiengow.options import CHOICES
from core.tiengow.tiles import FACES, TILE_IDS, faces_of

GAME = "tiengow"
RULES = get_rules(GAME)
TILES = frozenset(FACES)
THE_SET = Counter(FACES[f] for f in TILE_IDS)


def variants(count: int, seed: int = 5) -> list[dict[str, Any]]:
    """The default options, then `count - 1` random choices of every variant."""
    rnd = random.Random(seed)
    return [{}, *({key: rnd.choice(values) for key, values in CHOICES.items()}
                  for _ in range(count - 1))]


@dataclass
class Played:
    """A random game: `views[k][s]` seat s's observation before move k (the last: at the
    end), `hidden[k][s]` the tiles seat s may not know then (the others' hands and
    face-down discards), the moves and their events, and records along the way."""

    options: dict[str, Any]
    views: list[tuple[Observation, ...]] = field(default_factory=list)
    hidden: list[tuple[Counter[str], ...]] = field(default_factory=list)
    moves: list[Any] = field(default_factory=list)
    events: list[list[Any]] = field(default_factory=list)
    records: list[dict[str, Any]] = field(default_factory=list)


def _hidden(state: Any, seat: int) -> Counter[str]:
    tiles: Counter[str] = Counter()
    for s, hand in enumerate(state.hands):
        if s != seat:
            tiles.update(faces_of(hand))
    for trick in state.tricks:
        for s, mask, up in trick.plays:
            if s != seat and not up:
                tiles.update(faces_of(mask))
    return tiles


def _play(options: dict[str, Any], seed: int) -> Played:
    rng = make_rng(seed)
    state = RULES.new_game(rng, players=4, options=options)
    seats = [{"name": f"Hráč {i + 1}", "kind": "human"} for i in range(4)]
    out = Played({**RULES.default_options, **options})
    while True:
        out.views.append(tuple(RULES.observation(state, s) for s in range(4)))
        out.hidden.append(tuple(_hidden(state, s) for s in range(4)))
        over = RULES.is_over(state)
        if over or len(out.moves) % 7 == 3:
            out.records.append(write_record(RULES, state, seed=seed, players=seats,
                                            options=out.options))
        if over:
            return out
        move = RULES.random_move(state, rng)
        out.events.append(RULES.apply(state, move))
        out.moves.append(move)


@functools.cache
def played() -> tuple[Played, ...]:
    return tuple(_play(options, 300 + i) for i, options in enumerate(variants(24)))


def names(value: Any) -> Counter[str]:
    """Every tile name in a JSON value, counted (keys included)."""
    found: Counter[str] = Counter()
    if type(value) is str:
        if value in TILES:
            found[value] += 1
    elif type(value) is dict:
        for key, item in value.items():
            found += names(key) + names(item)
    elif type(value) is list:
        for item in value:
            found += names(item)
    return found


def known(obs: Observation) -> Counter[str]:
    """What the seat may know: its hand, its own discards, every tile played face up."""
    tiles = Counter(obs.hand)
    for _, faces in obs.discards:
        tiles.update(faces)
    for trick in (*obs.tricks, *([obs.current] if obs.current else [])):
        for _, faces in trick.plays:
            tiles.update(faces or ())
    return tiles


def wire(value: Any) -> Any:
    """`value` through JSON text, as it travels."""
    return json.loads(json.dumps(value, ensure_ascii=False))


# --- round trips and privacy ----------------------------------------------------------------


def test_observations_round_trip_at_every_ply_for_every_seat() -> None:
    count = 0
    for p in played():
        for views in p.views:
            for obs in views:
                assert decode_observation(GAME, wire(encode_observation(GAME, obs))) == obs
                count += 1
    assert count > 2000


def test_an_observation_names_exactly_the_tiles_its_seat_knows() -> None:
    """Counted tile by tile: its hand, its own discards and the face-up plays, each once;
    never another seat's hand nor a face-down discard of another seat (whose faces may
    match a tile played face up, hence the counting)."""
    checked = hidden_discards = 0
    for p in played():
        for views, hidden in zip(p.views, p.hidden, strict=True):
            for seat, obs in enumerate(views):
                data = encode_observation(GAME, obs)
                assert names(data) == known(obs)
                assert known(obs) + hidden[seat] == THE_SET  # and nothing of the rest
                for trick in data["tricks"] + ([data["current"]] if data["current"] else []):
                    hidden_discards += sum(faces is None and play_seat != seat
                                           for play_seat, faces in trick["plays"])
                checked += 1
    assert checked > 2000 and hidden_discards > 1000


def test_the_count_would_catch_a_discard_shown() -> None:
    """The check above has teeth: a trick view showing another seat's discard names a
    tile more than the seat knows."""
    caught = 0
    for p in played():
        for k, views in enumerate(p.views[1:], 1):
            obs = views[0]
            record = p.records[-1]
            tricks = record["tricks"]
            for i, trick in enumerate(obs.tricks):
                plays = tricks[i]["plays"]
                if any(not play["face_up"] and play["seat"] != 0 for play in plays):
                    shown = replace(trick, plays=tuple(
                        (play["seat"], tuple(play["tiles"])) for play in plays))
                    leak = replace(obs, tricks=(*obs.tricks[:i], shown, *obs.tricks[i + 1:]))
                    data = encode_observation(GAME, leak)
                    assert names(data) != known(obs)
                    caught += 1
                    break
            if k > 12:
                break
    assert caught > 10


def test_events_round_trip_and_never_name_a_discards_tiles() -> None:
    checked = discards = 0
    for p in played():
        for move, events in zip(p.moves, p.events, strict=True):
            for seat in range(-1, 4):
                data = wire(encode_events(GAME, events, seat))
                assert decode_events(GAME, data, 4) == events
                shown = Counter(move.tiles) if not isinstance(move, Discard) else Counter()
                assert names(data) == shown
                checked += 1
            if isinstance(move, Discard):
                assert type(events[0]) is Discarded
                assert set(wire(encode_events(GAME, events, 0))[0]) == {"kind", "seat", "size"}
                discards += 1
    assert checked > 3000 and discards > 300


def test_every_legal_move_round_trips_with_or_without_the_other_fields() -> None:
    count = 0
    for p in played()[:8]:
        for k, move in enumerate(p.moves):
            for m in [move, *RULES.obs_legal_moves(p.views[k][move.seat])[:30]]:
                data = wire(encode_move(GAME, m))
                assert "seat" not in data and data["kind"] in ("lead", "beat", "discard")
                assert decode_move(GAME, data, m.seat) == m
                body = msgspec.to_builtins(msgspec.convert(data, MoveBody))
                assert decode_move(GAME, body, m.seat) == m
                count += 1
    assert count > 1000


@pytest.mark.parametrize(("move", "data"), [
    (Lead(2, ("6-6", "6-6")), {"kind": "lead", "tiles": ["6-6", "6-6"]}),
    (Beat(3, ("1-1",)), {"kind": "beat", "tiles": ["1-1"]}),
    (Discard(0, ("1-2", "2-4", "3-6")), {"kind": "discard", "tiles": ["1-2", "2-4", "3-6"]}),
])
def test_moves_as_the_protocol_writes_them(move: Any, data: dict[str, Any]) -> None:
    assert encode_move(GAME, move) == data
    assert decode_move(GAME, data, move.seat) == move


def test_an_observation_is_small() -> None:
    largest = max(len(json.dumps(encode_observation(GAME, obs)))
                  for p in played() for views in p.views for obs in views)
    assert largest < 4096


# --- the public record ---------------------------------------------------------------------


def test_public_records_keep_only_what_the_seat_saw() -> None:
    checked = hidden = 0
    for p in played():
        for record in p.records:
            for seat in range(-1, 4):
                pub = wire(public_record(record, seat))
                assert pub["public"] == {"seat": seat}
                assert "seed" not in pub
                for key in ("format", "version", "game", "players", "options", "finished",
                            "game_number", "banker", "streak", "won", "points"):
                    assert pub[key] == record[key]
                assert pub["hands"] == [h if s == seat else None
                                        for s, h in enumerate(record["hands"])]
                for mine, full in zip(pub["tricks"], record["tricks"], strict=True):
                    assert mine["leader"] == full["leader"]
                    assert mine["winner"] == full["winner"]
                    for shown, play in zip(mine["plays"], full["plays"], strict=True):
                        if play["face_up"] or play["seat"] == seat:
                            assert shown == play
                        else:
                            assert shown == {**play, "tiles": None,
                                             "size": len(play["tiles"])}
                            hidden += 1
                # what it names: its own hand (as dealt) and the others' face-up plays
                others_up = Counter(t for trick in record["tricks"] for play in trick["plays"]
                                    if play["face_up"] and play["seat"] != seat
                                    for t in play["tiles"])
                own = Counter(record["hands"][seat]) if seat >= 0 else Counter()
                own_played = Counter(t for trick in record["tricks"] for play in trick["plays"]
                                     if play["seat"] == seat for t in play["tiles"])
                assert names(pub) == own + own_played + others_up
                checked += 1
                with pytest.raises(RecordError):
                    load_record(pub)  # a view, not a replayable record
    assert checked > 500 and hidden > 1000


# --- untrusted data ------------------------------------------------------------------------


def _obs(k: int = 9, seat: int = 1) -> dict[str, Any]:
    """A mid-game observation (a trick in play, some decided) as JSON."""
    p = played()[0]
    for views in p.views[k:]:
        obs = views[seat]
        if obs.current is not None and obs.tricks and obs.discards:
            return copy.deepcopy(encode_observation(GAME, obs))
    raise AssertionError("no such view")


def _with(data: dict[str, Any], **changes: Any) -> dict[str, Any]:
    return {**copy.deepcopy(data), **changes}


def _trick(data: dict[str, Any], **changes: Any) -> dict[str, Any]:
    out = copy.deepcopy(data)
    out["current"] = {**out["current"], **changes}
    return out


def _first_trick(data: dict[str, Any], **changes: Any) -> dict[str, Any]:
    out = copy.deepcopy(data)
    out["tricks"][0] = {**out["tricks"][0], **changes}
    return out


def _other_hand(data: dict[str, Any]) -> dict[str, Any]:
    """Another seat's hand as a field of the observation: an unknown field."""
    return _with(data, other_hands=[["6-6"]])


def _show_a_discard(data: dict[str, Any]) -> dict[str, Any]:
    """A face-down play of a decided trick given the faces of its lead."""
    out = copy.deepcopy(data)
    for trick in out["tricks"]:
        for play in trick["plays"]:
            if play[1] is None:
                play[1] = list(trick["plays"][0][1])
                return out
    raise AssertionError("no discard to show")


BAD_OBSERVATIONS: list[tuple[str, Any, str]] = [
    ("seat a bool", lambda d: _with(d, seat=True), "shape"),
    ("seat 4", lambda d: _with(d, seat=4), "range"),
    ("seat huge", lambda d: _with(d, seat=10**400), "range"),
    ("seat a float", lambda d: _with(d, seat=1.0), "shape"),
    ("no such tile", lambda d: _with(d, hand=["7-7", *d["hand"][1:]]), "name"),
    ("the other spelling", lambda d: _with(d, hand=["6-3", *d["hand"][1:]]), "name"),
    ("three heavens", lambda d: _with(d, hand=["6-6"] * 3 + d["hand"][3:]), "duplicate"),
    ("a tuple", lambda d: _with(d, hand=tuple(d["hand"])), "shape"),
    ("a huge hand", lambda d: _with(d, hand=["6-6"] * 100_000), "size"),
    ("a hand of nine", lambda d: _with(d, hand=["6-6"] * 9), "size"),
    ("a lunch phase", lambda d: _with(d, phase="lunch"), "name"),
    ("three scores", lambda d: _with(d, scores=[0, 0, 0]), "size"),
    ("scores in play", lambda d: _with(d, scores=[5, -5, 0, 0]), "range"),
    ("an extra field", _other_hand, "shape"),
    ("a field missing", lambda d: {k: v for k, v in d.items() if k != "discards"}, "shape"),
    ("a key not text", lambda d: {**d, 1: 2}, "shape"),
    ("a list", lambda d: [d], "shape"),
    ("a hand size off", lambda d: _with(d, hand_sizes=[8, 8, 8, 8]), "size"),
    ("a hand short", lambda d: _with(d, hand=d["hand"][1:]), "size"),
    ("won off", lambda d: _with(d, won=[1, 1, 1, 1]), "range"),
    ("to move off", lambda d: _with(d, to_move=(d["to_move"] + 1) % 4), "range"),
    ("over in play", lambda d: _with(d, phase="over", to_move=-2), "range"),
    ("a multiplier", lambda d: _with(d, multiplier=3), "range"),
    ("a rule missing", lambda d: _with(d, rules={k: v for k, v in d["rules"].items()
                                                 if k != "banker"}), "shape"),
    ("a rule's value", lambda d: _with(d, rules={**d["rules"], "dragons": "yes"}), "name"),
    ("a rule's type", lambda d: _with(d, rules={**d["rules"], "dragons": 0}), "name"),
    ("discards gone", lambda d: _with(d, discards=[]), "size"),
    ("a discard's trick", lambda d: _with(d, discards=[[7, x[1]] for x in d["discards"]]),
     "size"),
    ("a discard's size", lambda d: _with(d, discards=[[x[0], x[1] * 2]
                                                      for x in d["discards"]]), "size"),
    ("a discard shown as its lead", lambda d: _show_a_discard(d), None),
    ("the lead face down", lambda d: _trick(d, plays=[[d["current"]["plays"][0][0], None],
                                                      *d["current"]["plays"][1:]]), "shape"),
    ("plays out of turn", lambda d: _trick(d, leader=(d["current"]["leader"] + 1) % 4),
     "range"),
    ("a trick size", lambda d: _trick(d, size=4), None),
    ("a current trick decided", lambda d: _trick(d, winner=d["current"]["high_seat"]),
     "range"),
    ("a decided trick without winner", lambda d: _first_trick(d, winner=None), "size"),
    ("a trick's winner", lambda d: _first_trick(
        d, winner=(d["tricks"][0]["high_seat"] + 1) % 4), "range"),
    ("a trick of five plays", lambda d: _first_trick(
        d, plays=d["tricks"][0]["plays"] + d["tricks"][0]["plays"][:1]), "size"),
    ("nine tricks", lambda d: _with(d, tricks=d["tricks"] * 9), "size"),
]


@pytest.mark.parametrize(("case", "damage", "code"), BAD_OBSERVATIONS,
                         ids=[case for case, _, _ in BAD_OBSERVATIONS])
def test_bad_observations_are_refused_with_a_reason(case: str, damage: Any,
                                                    code: str | None) -> None:
    good = _obs()
    decode_observation(GAME, wire(good))
    with pytest.raises(CodecError) as exc:
        decode_observation(GAME, damage(good))
    assert str(exc.value) and exc.value.detail
    if code is not None:
        assert exc.value.code == code, str(exc.value)


def test_an_observation_of_a_finished_game_must_be_over() -> None:
    p = played()[1]
    data = encode_observation(GAME, p.views[-1][2])
    decode_observation(GAME, data)
    for damage in (_with(data, phase="play", to_move=0), _with(data, to_move=0),
                   _with(data, scores=[1, 0, 0, 0]), _with(data, hand=["6-6"])):
        with pytest.raises(CodecError):
            decode_observation(GAME, damage)


LED = {"kind": "Led", "seat": 1, "tiles": ["6-6", "6-6"], "combo": "pair_civil"}


@pytest.mark.parametrize(("data", "players", "code"), [
    ([_with(LED, combo="pair_military")], None, "range"),
    ([_with(LED, tiles=["6-6", "1-1"])], None, "range"),
    ([_with(LED, tiles=["7-7"])], None, "name"),
    ([_with(LED, tiles=["3-6", "3-6"])], None, "duplicate"),
    ([_with(LED, kind="Shuffled")], None, "kind"),
    ([_with(LED, kind="led")], None, "kind"),
    ([{k: v for k, v in LED.items() if k != "combo"}], None, "shape"),
    ([{"kind": "Discarded", "seat": 2, "size": 2, "tiles": ["1-2", "2-4"]}], None, "shape"),
    ([{"kind": "Discarded", "seat": 2, "size": 5}], None, "range"),
    ([{"kind": "Discarded", "seat": 4, "size": 1}], None, "range"),
    ([{"kind": "TrickWon", "seat": 0, "size": 4, "won": [4, 4, 1, 0]}], None, "range"),
    ([{"kind": "TrickWon", "seat": 0, "size": 2, "won": [0, 2, 0, 0]}], None, "range"),
    ([{"kind": "GameOver", "winner": 0, "points": [10, -5, -5, 1]}], None, "range"),
    ([{"kind": "GameOver", "winner": 0, "points": [10**12, 0, 0, 0]}], None, "range"),
    ([LED] * 65, None, "size"),
    ([LED], 5, "range"),
    ({"events": []}, None, "shape"),
    ([{"kind": "CardPlayed", "seat": 1, "card": "QB"}], None, "kind"),
    ([[[[[]]]]], None, "shape"),
])
def test_bad_events_are_refused(data: Any, players: int | None, code: str) -> None:
    decode_events(GAME, [LED], 4)
    with pytest.raises(CodecError) as exc:
        decode_events(GAME, data, players)
    assert exc.value.code == code, str(exc.value)


@pytest.mark.parametrize(("data", "seat", "code"), [
    ({"kind": "lead", "tiles": []}, 0, "size"),
    ({"kind": "lead", "tiles": ["6-6"] * 5}, 0, "size"),
    ({"kind": "lead", "tiles": ["6-3"]}, 0, "name"),
    ({"kind": "beat", "tiles": ["7-7"]}, 0, "name"),
    ({"kind": "beat", "tiles": ["3-6", "3-6"]}, 0, "duplicate"),
    ({"kind": "discard", "tiles": ["6-6", "6-6", "6-6"]}, 0, "duplicate"),
    ({"kind": "discard", "tiles": "6-6"}, 0, "shape"),
    ({"kind": "discard"}, 0, "shape"),
    ({"kind": "lead", "tiles": ["6-6"], "seat": 0}, 0, "shape"),
    ({"kind": "follow", "tiles": ["6-6"]}, 0, "kind"),
    ({"kind": "take", "end": "left"}, 0, "kind"),
    ({"kind": "pass"}, 0, "kind"),
    ({"kind": "play", "card": "QB"}, 0, "kind"),
    ({"kind": "lead", "tiles": ["6-6"], "card": "QB"}, 0, "shape"),
    ({"kind": "lead", "tiles": ["6-6"]}, 4, "range"),
    ({"kind": "lead", "tiles": ["6-6"]}, True, "range"),
    ("lead", 0, "shape"),
])
def test_bad_moves_are_refused(data: Any, seat: Any, code: str) -> None:
    with pytest.raises(CodecError) as exc:
        decode_move(GAME, data, seat)
    assert exc.value.code == code, str(exc.value)


def test_the_writers_refuse_what_is_not_tien_gow() -> None:
    from core.nines.moves import Take

    with pytest.raises(CodecError):
        encode_move(GAME, Take(0, "left"))
    with pytest.raises(CodecError):
        encode_events(GAME, [Led(0, ("6-6",), "single_civil")], 4)
    with pytest.raises(CodecError):
        encode_observation(GAME, TrickView(0, 1, ((0, ("6-6",)),), 0, None))


# --- junk ----------------------------------------------------------------------------------

FIELDS = ("kind", "seat", "tiles", "size", "won", "points", "hand", "discards", "tricks",
          "current", "plays", "rules", "combo", "leader", "winner", "high_seat")
ATOMS = (st.none() | st.booleans() | st.integers() | st.integers(-3, 40)
         | st.floats(allow_nan=True) | st.text(max_size=4)
         | st.sampled_from([*sorted(TILES), "6-3", "Led", "Beaten", "lead", "beat", "discard",
                            "pair_civil", "play", "over", "classic", "double"]))
JUNK = st.recursive(
    ATOMS, lambda children: (st.lists(children, max_size=6) | st.tuples(children)
                             | st.dictionaries(st.sampled_from(FIELDS) | st.text(max_size=3),
                                               children, max_size=6)),
    max_leaves=25)
DECODERS = {
    "observation": lambda data: decode_observation(GAME, data),
    "events": lambda data: decode_events(GAME, data, 4),
    "move": lambda data: decode_move(GAME, data, 1),
}


def _refused_or_good(kind: str, data: Any) -> None:
    try:
        DECODERS[kind](data)
    except CodecError as exc:
        assert exc.code in codec.CODES and str(exc)


@functools.cache
def samples() -> list[tuple[str, Any]]:
    p = played()[2]
    out: list[tuple[str, Any]] = [("observation", encode_observation(GAME, p.views[k][s]))
                                  for k in (0, 5, 11, len(p.views) - 1) for s in (0, 3)]
    kinds: set[str] = set()
    for events in p.events:
        data = encode_events(GAME, events, 0)
        if {d["kind"] for d in data} - kinds:
            kinds |= {d["kind"] for d in data}
            out.append(("events", data))
    out += [("move", encode_move(GAME, m)) for m in (
        Lead(1, ("4-4", "4-4")), Beat(1, ("6-6",)), Discard(1, ("1-2", "2-3")))]
    return out


def _paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path]
    if type(value) is dict:
        for key, item in value.items():
            out += _paths(item, (*path, key))
    elif type(value) is list:
        for i, item in enumerate(value):
            out += _paths(item, (*path, i))
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


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(kind=st.sampled_from(sorted(DECODERS)), data=JUNK)
def test_junk_is_refused_with_codec_error(kind: str, data: Any) -> None:
    _refused_or_good(kind, data)


@settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(pick=st.data(), how=st.sampled_from(["replace", "delete", "wrap", "grow", "add"]),
       junk=JUNK)
def test_damaged_data_is_refused_with_codec_error(pick: st.DataObject, how: str,
                                                  junk: Any) -> None:
    kind, data = pick.draw(st.sampled_from(samples()))
    path = pick.draw(st.sampled_from(_paths(data)))
    if how == "delete" and (not path or type(path[-1]) is int):
        how = "replace"
    _refused_or_good(kind, _mutate(data, path, how, junk))


def test_deeply_nested_junk_is_refused_without_recursing() -> None:
    deep: Any = []
    for _ in range(100_000):
        deep = [deep]
    for decode in DECODERS.values():
        with pytest.raises(CodecError):
            decode(deep)
