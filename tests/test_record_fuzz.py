"""Fuzzing the record and save loaders with mutations of real records and saves: each is
refused with a reason (RecordError, SaveError) or accepted, never another exception."""

from __future__ import annotations

import copy
import json
import os
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from record_samples import samples

from core.errors import RecordError
from core.records import load_record, parse
from gui.play import autosave

# Values JSON can hold that json.dumps does not write: replaced in the text
HUGE, DEEP, INF, NAN = "\0huge\0", "\0deep\0", "\0inf\0", "\0nan\0"
ODD_VALUES = [
    None, True, False, 0, -1, 7, 2**70, 10**30, -(10**30), 0.5, "", "x", "6-6", "KS",
    "\ud800", "<img src=/nonexistent>", "a" * 5000, [], {}, [None], {"x": 1},
    HUGE, DEEP, INF, NAN,
]
odd_values = st.sampled_from(ODD_VALUES).map(copy.deepcopy)  # never one list twice
# HERNA_FUZZ_EXAMPLES=5000 hunts longer than the suite does
SETTINGS = settings(max_examples=int(os.environ.get("HERNA_FUZZ_EXAMPLES", "120")),
                    deadline=None, database=None,
                    suppress_health_check=[HealthCheck.too_slow])


def _paths(obj: Any, here: tuple = ()) -> list[tuple]:
    """Every place in `obj` (keys and indexes from the top)."""
    found = [here]
    if isinstance(obj, dict):
        for key, value in obj.items():
            found += _paths(value, (*here, key))
    elif isinstance(obj, list):
        for index, value in enumerate(obj):
            found += _paths(value, (*here, index))
    return found


def _parent(obj: Any, path: tuple) -> Any:
    for step in path[:-1]:
        obj = obj[step]
    return obj


def _text(obj: Any) -> bytes:
    text = json.dumps(obj, ensure_ascii=False)
    for mark, value in ((HUGE, "9" * 5000), (DEEP, "[" * 3000 + "]" * 3000),
                        (INF, "1e999"), (NAN, "NaN")):
        text = text.replace(json.dumps(mark), value)
    return text.encode("utf-8", "surrogatepass")


@st.composite
def structural(draw: st.DrawFn) -> bytes:
    """A real record or save with a few of its values replaced, removed or added."""
    obj = json.loads(json.dumps(draw(st.sampled_from(samples()))))
    for _ in range(draw(st.integers(1, 3))):
        path = draw(st.sampled_from(_paths(obj)[1:]))
        parent, key = _parent(obj, path), path[-1]
        action = draw(st.sampled_from(["replace", "replace", "delete", "extra", "wrap"]))
        if action == "replace":
            parent[key] = draw(odd_values)
        elif action == "delete":
            del parent[key]
        elif action == "wrap":
            parent[key] = [parent[key]]
        elif isinstance(parent, dict):
            parent[draw(st.sampled_from(["game_number", "extra", "kind", "seed"]))] = (
                draw(odd_values))
        else:
            parent.append(draw(odd_values))
    return _text(obj)


@st.composite
def bytewise(draw: st.DrawFn) -> bytes:
    """A real record or save with some bytes flipped, or cut short."""
    data = bytearray(_text(draw(st.sampled_from(samples()))))
    if draw(st.booleans()):
        return bytes(data[: draw(st.integers(0, len(data) - 1))])
    for _ in range(draw(st.integers(1, 6))):
        data[draw(st.integers(0, len(data) - 1))] = draw(st.integers(0, 255))
    return bytes(data)


def load_as_record(data: bytes) -> None:
    """What Open does with a file (the replay steps through every move too)."""
    record = parse(data)
    rules, _ = load_record(record)
    rules.record_moves(record)


def load_as_save(data: bytes, tmp_path: Path) -> None:
    """What Continue does with the save file."""
    path = tmp_path / "autosave.json"
    path.write_bytes(data)
    autosave.check(autosave.read(path))


def refused_or_accepted(load, data: bytes) -> None:
    try:
        load(data)
    except RecordError as exc:  # SaveError is one too
        assert str(exc), "a refusal gives its reason"


def test_the_samples_themselves_load(tmp_path):
    for record in samples():
        load_as_record(_text(record))
        load_as_save(_text(record), tmp_path)


@SETTINGS
@given(data=structural())
def test_records_with_odd_values_are_refused_or_accepted(data):
    refused_or_accepted(load_as_record, data)


@SETTINGS
@given(data=bytewise())
def test_records_with_flipped_bytes_are_refused_or_accepted(data):
    refused_or_accepted(load_as_record, data)


@SETTINGS
@given(data=st.one_of(structural(), bytewise()))
def test_saves_with_odd_values_or_flipped_bytes_are_refused_or_accepted(data, tmp_path_factory):
    folder = tmp_path_factory.mktemp("save")
    refused_or_accepted(lambda d: load_as_save(d, folder), data)
